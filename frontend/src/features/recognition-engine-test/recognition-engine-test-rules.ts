import type { IntlShape } from 'react-intl';
import type { RecognizeResponse } from '@/client';
import { serverMessageOf } from '@/lib/api-error-message';

export interface RecognitionFailure {
  title: string;
  description: string;
  /** What each recognizer said, for whoever runs Morsel; null when the server gave none. */
  detail: string | null;
}

/**
 * Every failure is titled 'Recognition Failed', with the server's reason, falling back to
 * 'Recognition failed' (an answer without a reason) or 'Upload failed' (the request failed), and
 * the recognizers' own words when the server gave them.
 */
export function recognitionFailure(
  outcome: { answer: RecognizeResponse } | { error: unknown },
  intl: IntlShape,
): RecognitionFailure {
  const title = intl.formatMessage({ id: 'labs.engine.failure.title' });
  if ('answer' in outcome) {
    return {
      title,
      description: outcome.answer.error || intl.formatMessage({ id: 'labs.engine.failure.noReason' }),
      detail: outcome.answer.errorDetail ?? null,
    };
  }
  const server = serverMessageOf(outcome.error, intl);
  return { title, description: server || intl.formatMessage({ id: 'labs.engine.failure.upload' }), detail: null };
}

/** A 0-1 confidence as a whole percent, as the reader's language writes it ('94%', '94 %'). */
export const percent = (intl: IntlShape, fraction: number) =>
  intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 0 });
