import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { ImportHistoryFlow } from './import-history-flow';

/** Profile's entry to Import history: a button that opens the import in a sheet. */
export function ImportHistoryCard({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage({ id: 'profile.import.title' })}
      description={intl.formatMessage({ id: 'profile.import.description' })}
      trigger={
        <Button variant="secondary" block>
          <FileUp size={18} aria-hidden="true" />
          <FormattedMessage id="profile.import.title" />
        </Button>
      }
    >
      {open ? <ImportHistoryFlow userId={userId} onClose={() => setOpen(false)} /> : null}
    </Sheet>
  );
}
