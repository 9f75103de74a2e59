import fs from 'node:fs';

/** Jiffies the whole machine has spent idle and in all, from the first line of /proc/stat. */
function cpuTimes(): { idle: number; total: number } | undefined {
  let line: string;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  } catch {
    return undefined;
  }
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  return { idle: fields[3]! + fields[4]!, total };
}

/** The share (0-1) of all the machine's cores that was busy over the next `ms`; undefined off Linux. */
export async function busyShare(ms: number): Promise<number | undefined> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return undefined;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

export interface Quiet {
  /** The busy share of the last window looked at, or undefined where it cannot be read. */
  busy: number | undefined;
  /** How long it waited, in ms. */
  waitedMs: number;
  /** False when the machine stayed busy until the wait ran out. */
  quiet: boolean;
}

/**
 * Waits until the machine has been quiet (under `below` of all its cores busy) for one window of
 * `windowMs`, or `maxMs` has passed. A measurement that starts while the last one's browser tab,
 * server requests or report processing still run measures them too.
 */
export async function waitForQuietMachine({ below = 0.1, windowMs = 500, maxMs = 30_000 } = {}): Promise<Quiet> {
  const start = Date.now();
  for (;;) {
    const busy = await busyShare(windowMs);
    const waitedMs = Date.now() - start;
    if (busy === undefined || busy < below) return { busy, waitedMs, quiet: true };
    if (waitedMs >= maxMs) return { busy, waitedMs, quiet: false };
  }
}
