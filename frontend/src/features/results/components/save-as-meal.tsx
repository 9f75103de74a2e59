import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import type { Scan } from '@/client';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { NameForm } from '@/components/ui/name-form';
import { SAVED_MEAL_NAME_MAX, useSaveMeal } from '@/lib/shortcuts/shortcut-queries';

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
  const save = useSaveMeal(scan.userId);
  const { toast } = useToast();
  return (
    <NameForm
      initial={scan.foodName}
      maxLength={SAVED_MEAL_NAME_MAX}
      submitLabel="Save meal"
      blankMessage="Give the meal a name."
      save={async (name) => {
        const meal = await save.mutateAsync({ path: { userId: scan.userId }, body: { name, scanId: scan.id } });
        toast({ title: 'Meal saved', description: `${meal.name} is on the scanner, one tap away.` });
        onDone();
      }}
    />
  );
}
