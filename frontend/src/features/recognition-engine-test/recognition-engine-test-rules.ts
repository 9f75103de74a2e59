import type { RecognizeResponse } from '@/client';
import { isApiError } from '@/lib/api-error';

/** What a failed status check says in place of the engine's status. */
export const STATUS_CHECK_FAILED = 'Failed to check API status';

export interface RecognitionFailure {
  title: 'Recognition Failed';
  description: string;
  /** What each recognizer said, for whoever runs Morsel; null when the server gave none. */
  detail: string | null;
}

/**
 * Every failure is titled 'Recognition Failed', with the server's reason, falling back to
 * 'Recognition failed' (an answer without a reason) or 'Upload failed' (the request failed), and
 * the recognizers' own words when the server gave them.
 */
export function recognitionFailure(outcome: { answer: RecognizeResponse } | { error: unknown }): RecognitionFailure {
  if ('answer' in outcome) {
    return {
      title: 'Recognition Failed',
      description: outcome.answer.error || 'Recognition failed',
      detail: outcome.answer.errorDetail ?? null,
    };
  }
  const server = isApiError(outcome.error) ? outcome.error.serverMessage : null;
  return { title: 'Recognition Failed', description: server || 'Upload failed', detail: null };
}

/** A 0-1 confidence as a whole percent. */
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
