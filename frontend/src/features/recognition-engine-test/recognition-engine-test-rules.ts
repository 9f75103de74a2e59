import type { RecognitionServiceStatus, RecognizeResponse } from '@/client';
import { isApiError } from '@/lib/api-error';

/** A status check that failed reads as status error, 'Failed to check API status'. */
export const failedStatus = (name = 'Morsel Recognition Engine'): RecognitionServiceStatus => ({
  name,
  status: 'error',
  message: 'Failed to check API status',
  lastChecked: new Date().toISOString(),
});

export interface FailureToast {
  title: 'Recognition Failed';
  description: string;
}

/**
 * Every failure is titled 'Recognition Failed', with the server's error, falling back to
 * 'Recognition failed' (an answer without a reason) or 'Upload failed' (the request failed).
 */
export function recognitionFailure(outcome: { answer: RecognizeResponse } | { error: unknown }): FailureToast {
  if ('answer' in outcome) {
    return { title: 'Recognition Failed', description: outcome.answer.error || 'Recognition failed' };
  }
  const server = isApiError(outcome.error) ? outcome.error.serverMessage : null;
  return { title: 'Recognition Failed', description: server || 'Upload failed' };
}

/** A 0-1 confidence as a whole percent. */
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
