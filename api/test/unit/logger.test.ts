import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger';

describe('structured logs', () => {
  it('are JSON lines that never carry tokens, cookies, keys or e-mail addresses', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info({ requestId: 'req-1', email: 'ann@example.com', token: 'session-secret' }, 'signed in');
    logger.info({ user: { email: 'ann@example.com', idToken: 'eyJhbGciOi.secret' } }, 'nested');
    logger.info({ req: { headers: { authorization: 'Bearer eyJ.secret', cookie: 'morsel_session=abc' } } }, 'request');
    logger.warn({ config: { openai: { apiKey: 'sk-live-secret' } } }, 'deep');
    const text = lines.join('');
    for (const secret of [
      'ann@example.com',
      'session-secret',
      'eyJhbGciOi.secret',
      'eyJ.secret',
      'morsel_session=abc',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('sk-live-secret');
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(first).toMatchObject({ requestId: 'req-1', email: '[redacted]', token: '[redacted]', msg: 'signed in' });
  });
});
