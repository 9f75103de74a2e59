import MockDate from 'mockdate';

/**
 * Pins the page's clock to one moment for a story: `new Date()` and `Date.now()` answer `at`, so
 * screens that work out 'today' and 'n min ago' draw the same on every day the story is run.
 * Answers the function that gives the real clock back (a story's `beforeEach` cleanup).
 */
export function pinClock(at: Date): () => void {
  MockDate.set(at);
  return () => MockDate.reset();
}
