import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { ImportHistoryFlow } from './import-history-flow';

/** Profile's entry to Import history: a button that opens the import in a sheet. */
export function ImportHistoryCard({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Import history"
      description="Bring your log from MyFitnessPal, Cronometer or a Morsel export. You see what the file holds before anything is imported."
      trigger={
        <Button variant="secondary" block>
          <FileUp size={18} aria-hidden="true" />
          Import history
        </Button>
      }
    >
      {open ? <ImportHistoryFlow userId={userId} onClose={() => setOpen(false)} /> : null}
    </Sheet>
  );
}
