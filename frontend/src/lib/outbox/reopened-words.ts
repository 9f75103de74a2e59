/** Where a meal typed in words is reopened: the scanner, whose words field takes them back. */
export const SCANNER_PATH = '/scanner';

/**
 * A typed meal reopened from the outbox, passed in the scanner's route state: its words go back
 * into the field, and the waiting entry leaves the outbox once the words are logged or kept again.
 */
export interface ReopenedWords {
  words: string;
  outboxId: string;
}

/** The reopened words in a route's state, if that is what it holds. */
export function reopenedWordsOf(state: unknown): ReopenedWords | null {
  if (typeof state !== 'object' || state === null) return null;
  const { words, outboxId } = state as Partial<ReopenedWords>;
  return typeof words === 'string' && typeof outboxId === 'string' ? { words, outboxId } : null;
}
