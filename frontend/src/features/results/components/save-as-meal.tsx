import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage({ id: 'results.saveMeal.title' })}
      description={intl.formatMessage({ id: 'results.saveMeal.description' })}
      trigger={
        <Button variant="secondary">
          <BookmarkPlus size={18} aria-hidden="true" />
          <FormattedMessage id="results.saveMeal.action" />
        </Button>
      }
    >
      {open ? <SaveMealForm scan={scan} onDone={() => setOpen(false)} /> : null}
    </Sheet>
  );
}

function SaveMealForm({ scan, onDone }: { scan: Scan; onDone: () => void }) {
  const save = useSaveMeal(scan.userId);
  const intl = useIntl();
  const { toast } = useToast();
  return (
    <NameForm
      initial={scan.foodName}
      maxLength={SAVED_MEAL_NAME_MAX}
      submitLabel={intl.formatMessage({ id: 'results.saveMeal.submit' })}
      blankMessage={intl.formatMessage({ id: 'results.saveMeal.blank' })}
      save={async (name) => {
        const meal = await save.mutateAsync({ path: { userId: scan.userId }, body: { name, scanId: scan.id } });
        toast({
          title: intl.formatMessage({ id: 'results.saveMeal.saved' }),
          description: intl.formatMessage({ id: 'results.saveMeal.savedBody' }, { name: meal.name }),
        });
        onDone();
      }}
    />
  );
}
