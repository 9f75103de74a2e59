import { FormattedMessage, useIntl } from 'react-intl';
import { InlineNotice } from '@/components/ui/inline-notice';
import type { MessageId } from '@/lib/i18n/intl';
import { usePhotoRecognitionOff } from '@/lib/recognition/recognition-status';

/**
 * Says so, in the screen's own words, when the server recognises no photos. It asks the server
 * itself, so the answer arriving after the first paint re-draws this notice, not its screen.
 */
export function PhotoRecognitionOffNotice({ title, body }: { title: MessageId; body: MessageId }) {
  const intl = useIntl();
  if (!usePhotoRecognitionOff()) return null;
  return (
    <InlineNotice tone="notice" title={intl.formatMessage({ id: title })} testId="photo-recognition-off">
      <p>
        <FormattedMessage id={body} />
      </p>
    </InlineNotice>
  );
}
