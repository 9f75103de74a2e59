import { RotateCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from './button';

/**
 * The one 'Try again' of the app: always a secondary button, so it never competes with a
 * screen's main action, and always the same words.
 */
export function RetryButton({ onRetry, label }: { onRetry: () => void; label?: string }) {
  const intl = useIntl();
  return (
    <Button variant="secondary" onClick={onRetry}>
      <RotateCw size={16} aria-hidden="true" />
      {label ?? intl.formatMessage({ id: 'common.retry' })}
    </Button>
  );
}
