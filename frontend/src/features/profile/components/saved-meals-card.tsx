import { ListPlus, Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedMeal } from '@/client';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { NameForm } from '@/components/ui/name-form';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { Formatters } from '@/lib/i18n/format';
import { useFormat } from '@/lib/i18n/locale-provider';
import {
  SAVED_MEAL_NAME_MAX,
  useDeleteSavedMeal,
  useSavedMeals,
  useUpdateSavedMeal,
} from '@/lib/shortcuts/shortcut-queries';
import { SavedMealFoodsForm } from './saved-meal-foods-form';
import styles from './profile-screen.module.css';

/** 'Eggs, toast, orange juice · 420 kcal': what a saved meal holds, in one line, energy in the reader's unit. */
const mealSummary = (meal: SavedMeal, format: Formatters) =>
  `${meal.items.map((item) => item.name).join(', ')}${meal.totals ? ` · ${format.energy(meal.totals.calories)}` : ''}`;

/**
 * The user's saved meals: each renamed, its foods changed, or forgotten here (entries logged from it stay); they are
 * saved from a result ('Save as meal') and logged in one tap from the scanner.
 */
export function SavedMealsCard({ userId }: { userId: string }) {
  const meals = useSavedMeals(userId);
  return (
    <section className={styles.card} aria-labelledby="saved-meals-heading">
      <h3 id="saved-meals-heading" className={styles.goalsTitle}>
        <UtensilsCrossed size={20} aria-hidden="true" /> <FormattedMessage id="profile.meals.title" />
      </h3>
      {meals.isError ? (
        <p className={styles.goalsNote}>
          <FormattedMessage id="profile.meals.loadFailed" />
        </p>
      ) : !meals.data ? (
        <Skeleton height={48} />
      ) : meals.data.meals.length === 0 ? (
        <p className={styles.goalsNote}>
          <FormattedMessage id="profile.meals.none" />
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
  const intl = useIntl();
  const format = useFormat();
  const summary = mealSummary(meal, format);
  const forget = () =>
    remove.mutate(
      { path: { userId, mealId: meal.id } },
      {
        onSuccess: () =>
          toast({
            title: intl.formatMessage({ id: 'profile.meals.deleted' }),
            description: intl.formatMessage({ id: 'profile.meals.deletedBody' }, { name: meal.name }),
          }),
        onError: (error) => setProblem(apiErrorMessage(error)),
      },
    );
  return (
    <li className={styles.savedMeal}>
      <div className={styles.savedMealText}>
        <strong>{meal.name}</strong>
        <span>{summary}</span>
        {problem ? (
          <span className={styles.savedMealProblem} role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <Sheet
        open={renaming}
        onOpenChange={setRenaming}
        title={intl.formatMessage({ id: 'profile.meals.renameTitle' })}
        description={summary}
        trigger={
          <Button
            variant="secondary"
            aria-label={intl.formatMessage({ id: 'profile.meals.rename' }, { name: meal.name })}
            className={styles.savedMealAction}
          >
            <Pencil size={18} aria-hidden="true" />
          </Button>
        }
      >
        {renaming ? <RenameForm userId={userId} meal={meal} onDone={() => setRenaming(false)} /> : null}
      </Sheet>
      <Sheet
        open={editing}
        onOpenChange={setEditing}
        title={intl.formatMessage({ id: 'profile.meals.changeFoods' }, { name: meal.name })}
        description={intl.formatMessage({ id: 'profile.meals.changeFoodsBody' })}
        trigger={
          <Button
            variant="secondary"
            aria-label={intl.formatMessage({ id: 'profile.meals.changeFoods' }, { name: meal.name })}
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
            aria-label={intl.formatMessage({ id: 'profile.meals.delete' }, { name: meal.name })}
            className={styles.savedMealAction}
            disabled={remove.isPending}
          >
            <Trash2 size={18} aria-hidden="true" />
          </Button>
        }
        title={intl.formatMessage({ id: 'profile.meals.deleteTitle' }, { name: meal.name })}
        description={intl.formatMessage({ id: 'profile.meals.deleteBody' })}
        confirmLabel={intl.formatMessage({ id: 'common.delete' })}
        destructive
        onConfirm={forget}
      />
    </li>
  );
}

function RenameForm({ userId, meal, onDone }: { userId: string; meal: SavedMeal; onDone: () => void }) {
  const update = useUpdateSavedMeal(userId);
  const intl = useIntl();
  return (
    <NameForm
      initial={meal.name}
      maxLength={SAVED_MEAL_NAME_MAX}
      submitLabel={intl.formatMessage({ id: 'profile.meals.saveName' })}
      blankMessage={intl.formatMessage({ id: 'profile.meals.blankName' })}
      save={async (name) => {
        await update.mutateAsync({ path: { userId, mealId: meal.id }, body: { name } });
        onDone();
      }}
    />
  );
}
