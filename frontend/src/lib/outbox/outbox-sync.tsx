import { useAuth } from '@/lib/auth/auth-context';
import { useOutboxSender } from './use-outbox';

/** Sends the signed-in user's waiting scans in the background (mounted once, in the app shell). */
export function OutboxSync() {
  const auth = useAuth();
  useOutboxSender(auth.status === 'signedIn' ? (auth.user?.id ?? null) : null);
  return null;
}
