import { BookmarkPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Scan } from '@/client';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error';
import { useSaveMeal } from '@/lib/shortcuts/shortcut-queries';
import styles from './save-as-meal.module.css';

/** The longest name a saved meal takes. */
const MAX_NAME = 80;

/**
 * 'Save as meal': the entry's foods and portions kept under a name, to log again in one tap from
 * the scanner. A failure stays in the sheet with the name as typed.
 */
export function SaveAsMeal({ scan }: { scan: Scan }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Save as a meal"
      description="Its foods and portions are kept under this name. Log them again in one tap from the scanner."
      trigger={
        <Button variant="secondary">
          <BookmarkPlus size={18} aria-hidden="true" />
          Save as meal
        </Button>
      }
    >
      {open ? <SaveMealForm scan={scan} onDone={() => setOpen(false)} /> : null}
    </Sheet>
  );
}

function SaveMealForm({ scan, onDone }: { scan: Scan; onDone: () => void }) {
  const [name, setName] = useState(scan.foodName.slice(0, MAX_NAME));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveMeal(scan.userId);
  const { toast } = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Give the meal a name.');
      return;
    }
    setProblem(null);
    save.mutate(
      { path: { userId: scan.userId }, body: { name: name.trim(), scanId: scan.id } },
      {
        onSuccess: (meal) => {
          toast({ title: 'Meal saved', description: `${meal.name} is on the scanner, one tap away.` });
          onDone();
        },
        onError: (error) => setProblem(apiErrorMessage(error)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Name"
        value={name}
        maxLength={MAX_NAME}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => setName(event.target.value)}
        problem={problem}
      />
      <Button type="submit" block disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save meal'}
      </Button>
    </form>
  );
}
