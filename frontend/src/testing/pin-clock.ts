/**
 * Pins the page's clock to one moment for a story: `new Date()` and `Date.now()` answer `at`, so
 * screens that work out 'today' and 'n min ago' draw the same on every day the story is run.
 * Answers the function that gives the real clock back (a story's `beforeEach` cleanup).
 */
export function pinClock(at: Date): () => void {
  const RealDate = globalThis.Date;
  const fixed = at.getTime();
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as ConstructorParameters<typeof RealDate>));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
