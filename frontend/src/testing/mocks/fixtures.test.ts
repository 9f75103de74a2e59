import { afterEach, describe, expect, it, vi } from 'vitest';

/** The sample scans as the module builds them at the given local time. */
async function demoScansAt(localTime: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(localTime);
  vi.resetModules();
  const { demoScans } = await import('./fixtures');
  return demoScans;
}

const localDay = (iso: string) => new Date(iso).toDateString();

describe("the sample scans of 'earlier today'", () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['just after midnight', new Date(2026, 11, 3, 0, 1)],
    ['at two in the morning', new Date(2026, 11, 3, 2, 0)],
    ['at noon', new Date(2026, 11, 3, 12, 0)],
  ])('stay on today, before now and in their order %s', async (_when, now) => {
    const [salad, banana] = await demoScansAt(now);
    for (const scan of [salad!, banana!]) {
      expect(localDay(scan.createdAt)).toBe(now.toDateString());
      expect(new Date(scan.createdAt).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(new Date(salad!.createdAt).getTime()).toBeGreaterThan(new Date(banana!.createdAt).getTime());
  });

  it('sit their real offsets back once the day is old enough', async () => {
    const now = new Date(2026, 11, 3, 12, 0);
    const [salad, banana] = await demoScansAt(now);
    expect(now.getTime() - new Date(salad!.createdAt).getTime()).toBe(12 * 60_000);
    expect(now.getTime() - new Date(banana!.createdAt).getTime()).toBe(5 * 60 * 60_000);
  });
});
