import { MapPinOff } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

/** Any path the route table does not know. */
export default function NotFoundScreen() {
  return (
    <StatusMessage
      icon={<MapPinOff size={28} />}
      title="Page not found"
      action={<ButtonLink to="/">Go to the start</ButtonLink>}
    >
      This page doesn’t exist. It may have moved, or the link may be mistyped.
    </StatusMessage>
  );
}
