import { ListPlus, Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import type { SavedMeal } from '@/client';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { NameForm } from '@/components/ui/name-form';
import { apiErrorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import {
  SAVED_MEAL_NAME_MAX,
  useDeleteSavedMeal,
  useSavedMeals,
  useUpdateSavedMeal,
} from '@/lib/shortcuts/shortcut-queries';
import { SavedMealFoodsForm } from './saved-meal-foods-form';
import styles from './profile-screen.module.css';

/** 'Eggs, toast and orange juice · 420 kcal': what a saved meal holds, in one line. */
const mealSummary = (meal: SavedMeal) =>
  `${meal.items.map((item) => item.name).join(', ')}${
    meal.totals ? ` · ${formatNumber(meal.totals.calories)} kcal` : ''
  }`;

/**
 * The user's saved meals: each renamed, its foods changed, or forgotten here (entries logged from it stay); they are
 * saved from a result ('Save as meal') and logged in one tap from the scanner.
 */
export function SavedMealsCard({ userId }: { userId: string }) {
  const meals = useSavedMeals(userId);
  return (
    <section className={styles.card} aria-labelledby="saved-meals-heading">
      <h3 id="saved-meals-heading" className={styles.goalsTitle}>
        <UtensilsCrossed size={20} aria-hidden="true" /> Saved meals
      </h3>
      {meals.isError ? (
        <p className={styles.goalsNote}>Couldn’t load your saved meals. Check your connection and try again.</p>
      ) : !meals.data ? (
        <Skeleton height={48} />
      ) : meals.data.meals.length === 0 ? (
        <p className={styles.goalsNote}>
          None yet. Open an entry in History and choose Save as meal: it is then one tap away on the scanner.
        </p>
      ) : (
        <ul className={styles.savedMeals}>
          {meals.data.meals.map((meal) => (
            <SavedMealRow key={meal.id} userId={userId} meal={meal} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedMealRow({ userId, meal }: { userId: string; meal: SavedMeal }) {
  const [renaming, setRenaming] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteSavedMeal(userId);
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const forget = () =>
    remove.mutate(
      { path: { userId, mealId: meal.id } },
      {
        onSuccess: () => toast({ title: 'Meal deleted', description: `${meal.name} is no longer saved.` }),
        onError: (error) => setProblem(apiErrorMessage(error)),
      },
    );
  return (
    <li className={styles.savedMeal}>
      <div className={styles.savedMealText}>
        <strong>{meal.name}</strong>
        <span>{mealSummary(meal)}</span>
        {problem ? (
          <span className={styles.savedMealProblem} role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <Sheet
        open={renaming}
        onOpenChange={setRenaming}
        title="Rename the meal"
        description={mealSummary(meal)}
        trigger={
          <Button variant="secondary" aria-label={`Rename ${meal.name}`} className={styles.savedMealAction}>
            <Pencil size={18} aria-hidden="true" />
          </Button>
        }
      >
        {renaming ? <RenameForm userId={userId} meal={meal} onDone={() => setRenaming(false)} /> : null}
      </Sheet>
      <Sheet
        open={editing}
        onOpenChange={setEditing}
        title={`Change the foods of ${meal.name}`}
        description="Change an amount, remove a food or add one."
        trigger={
          <Button
            variant="secondary"
            aria-label={`Change the foods of ${meal.name}`}
            className={styles.savedMealAction}
          >
            <ListPlus size={18} aria-hidden="true" />
          </Button>
        }
      >
        {editing ? <SavedMealFoodsForm userId={userId} meal={meal} onDone={() => setEditing(false)} /> : null}
      </Sheet>
      <ConfirmDialog
        trigger={
          <Button
            variant="secondary"
            aria-label={`Delete ${meal.name}`}
            className={styles.savedMealAction}
            disabled={remove.isPending}
          >
            <Trash2 size={18} aria-hidden="true" />
          </Button>
        }
        title={`Delete ${meal.name}?`}
        description="The meal is no longer offered on the scanner. Entries you logged from it stay in History."
        confirmLabel="Delete"
        destructive
        onConfirm={forget}
      />
    </li>
  );
}

function RenameForm({ userId, meal, onDone }: { userId: string; meal: SavedMeal; onDone: () => void }) {
  const update = useUpdateSavedMeal(userId);
  return (
    <NameForm
      initial={meal.name}
      maxLength={SAVED_MEAL_NAME_MAX}
      submitLabel="Save name"
      blankMessage="Give the meal a name."
      save={async (name) => {
        await update.mutateAsync({ path: { userId, mealId: meal.id }, body: { name } });
        onDone();
      }}
    />
  );
}
