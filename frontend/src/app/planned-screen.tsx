import { Hammer } from 'lucide-react';
import { StatusMessage } from '@/components/ui/status-message';

/** A route whose screen ships in a later release: says so plainly instead of faking content. */
export default function PlannedScreen({ name }: { name: string }) {
  return (
    <StatusMessage icon={<Hammer size={28} />} title={`${name} is on its way`}>
      This screen arrives in an upcoming release of Morsel.
    </StatusMessage>
  );
}
