import { CloudOff, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useOnline } from '@/lib/use-online';
import { useRevealApp } from './predrawn';

/**
 * A screen that could not open (its code failed to load, or it failed while drawing), in place of
 * the router's raw error page: what happened in plain words, and a way on. Offline, the likely
 * cause is a screen not yet kept on this device (the app keeps every screen after its first
 * online visit).
 */
export function ScreenError() {
  const online = useOnline();
  useRevealApp(true);
  return (
    <main id="main">
      <StatusMessage
        icon={online ? <TriangleAlert size={28} /> : <CloudOff size={28} />}
        title={online ? 'This screen could not open' : 'This screen needs a connection'}
        action={
          <>
            <Button onClick={() => window.location.reload()}>Try again</Button>
            <ButtonLink to="/" variant="secondary" reloadDocument>
              Go to the start
            </ButtonLink>
          </>
        }
      >
        {online
          ? 'Something went wrong while opening it. Try again; your log and photos are safe.'
          : 'You are offline, and this screen is not kept on this phone yet. Try again once you are back online; what you logged is kept.'}
      </StatusMessage>
    </main>
  );
}
