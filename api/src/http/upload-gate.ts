import { serverMessage } from '@rules/errors/server-messages';
import { HttpError } from './errors';

/**
 * Bounds the memory uploads take: a multipart body is read whole into memory (up to the upload
 * limit) and then decoded, so at most `concurrent` uploads are read and handled at once in this
 * process; up to `queued` more wait their turn, and any beyond that are answered 503 with
 * Retry-After at once, before their bodies are read.
 */
export class UploadGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrent: number,
    private readonly queued: number,
  ) {}

  /** Runs `work` when a slot is free; refuses at once when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrent) {
      if (this.waiting.length >= this.queued) {
        throw new HttpError(503, 'uploads_busy', serverMessage('server.uploadsBusy'), undefined, {
          'Retry-After': '2',
        });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
