import os from 'node:os';

/** Time all the machine's cores have spent idle, and in all, since boot (ms). */
function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** The share (0-1) of all the machine's cores that was busy over the next `ms`. */
export async function busyShare(ms: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const elapsed = after.total - before.total;
  return elapsed > 0 ? 1 - (after.idle - before.idle) / elapsed : 0;
}

export interface Quiet {
  /** The busy share of the last window looked at. */
  busy: number;
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
    if (busy < below) return { busy, waitedMs, quiet: true };
    if (waitedMs >= maxMs) return { busy, waitedMs, quiet: false };
  }
}
