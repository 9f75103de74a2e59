import { CloudOff, TriangleAlert } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ButtonLink } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useOnline } from '@/lib/use-online';

/**
 * A screen that could not open (its code failed to load, or it failed while drawing), in place of
 * the router's raw error page: what happened in plain words, and a way on. Offline, the likely
 * cause is a screen not yet kept on this device (the app keeps every screen after its first
 * online visit).
 */
export function ScreenError() {
  const intl = useIntl();
  const online = useOnline();
  return (
    <main id="main">
      <StatusMessage
        icon={online ? <TriangleAlert size={28} /> : <CloudOff size={28} />}
        title={intl.formatMessage({ id: online ? 'app.screenError.title' : 'app.screenError.offlineTitle' })}
        action={
          <>
            <Button onClick={() => window.location.reload()}>
              <FormattedMessage id="common.retry" />
            </Button>
            <ButtonLink to="/" variant="secondary" reloadDocument>
              <FormattedMessage id="app.notFound.goToStart" />
            </ButtonLink>
          </>
        }
      >
        <FormattedMessage id={online ? 'app.screenError.body' : 'app.screenError.offlineBody'} />
      </StatusMessage>
    </main>
  );
}
