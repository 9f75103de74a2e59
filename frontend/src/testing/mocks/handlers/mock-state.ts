/**
 * The mock APIs keep what a story or test does (a scan added, a meal deleted) in memory, so a
 * journey works end to end. Each one registers how it returns to its first state, and every story
 * and test starts from there: what one story deletes, the next still shows, however the runner
 * shares modules between files. A mock API replaces a stored object rather than changing it, so
 * its first state stays intact to return to.
 */
const resets = new Set<() => void>();

/** Registers how a mock API returns to its first state. */
export function onMockReset(reset: () => void): void {
  resets.add(reset);
}

/** Puts every mock API back to its first state. */
export function resetMockApis(): void {
  for (const reset of resets) reset();
}

/** Empties `list` and fills it with `initial` again, keeping the array (handlers hold it). */
export function refill<T>(list: T[], initial: readonly T[]): void {
  list.splice(0, list.length, ...initial);
}
