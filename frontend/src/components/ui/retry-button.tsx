import { RotateCw } from 'lucide-react';
import { Button } from './button';

/**
 * The one 'Try again' of the app: always a secondary button, so it never competes with a
 * screen's main action, and always the same words.
 */
export function RetryButton({ onRetry, label = 'Try again' }: { onRetry: () => void; label?: string }) {
  return (
    <Button variant="secondary" onClick={onRetry}>
      <RotateCw size={16} aria-hidden="true" />
      {label}
    </Button>
  );
}
