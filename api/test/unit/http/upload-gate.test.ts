import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/http/errors';
import { UploadGate } from '../../../src/http/upload-gate';

/** A promise the test settles by hand, so each step waits for a state, never for time. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the upload gate', () => {
  it('runs at most its number at once, queues the next ones, and refuses beyond the queue at once', async () => {
    const gate = new UploadGate(1, 1);
    const first = deferred();
    const order: string[] = [];
    const running = gate.run(async () => {
      order.push('first starts');
      await first.promise;
      order.push('first ends');
    });
    const queued = gate.run(async () => {
      order.push('second starts');
    });
    await expect(gate.run(async () => 'third')).rejects.toSatisfy(
      (error) => error instanceof HttpError && error.status === 503 && error.headers?.['Retry-After'] === '2',
    );
    expect(order).toEqual(['first starts']);
    first.resolve();
    await Promise.all([running, queued]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    // Every slot is free again.
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });

  it('frees its slot when the work fails', async () => {
    const gate = new UploadGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
