import { MapPinOff } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

/** Any path the route table does not know. */
export default function NotFoundScreen() {
  const intl = useIntl();
  return (
    <StatusMessage
      icon={<MapPinOff size={28} />}
      title={intl.formatMessage({ id: 'app.notFound.title' })}
      action={
        <ButtonLink to="/">
          <FormattedMessage id="app.notFound.goToStart" />
        </ButtonLink>
      }
    >
      <FormattedMessage id="app.notFound.body" />
    </StatusMessage>
  );
}
