import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  englishText,
  isServerMessageId,
  SERVER_MESSAGES,
  serverMessage,
  type ServerMessageId,
} from './server-messages';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every TypeScript source file under a folder, tests and generated code left out. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return name === 'generated' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The ids the server's code names in `serverMessage('scan.notFound' …)`, by file. */
function idsNamedIn(files: string[]): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of files) {
    for (const [, id] of read(file).matchAll(/serverMessage\(\s*'([^']+)'/g)) if (id) named.set(id, file);
  }
  return named;
}

describe("the server's messages", () => {
  it('gives every id the API and the shared rules send an English text', () => {
    const named = idsNamedIn([...sources('api/src'), ...sources('rules')]);
    expect(named.size).toBeGreaterThan(50);
    const unknown = [...named].filter(([id]) => !isServerMessageId(id));
    expect(unknown).toEqual([]);
  });

  it('is the English of the app: each id is errors.<id> in the English errors file, word for word', () => {
    const english = JSON.parse(read('frontend/src/lib/i18n/messages/en/errors.json')) as Record<string, string>;
    const catalogue = Object.fromEntries(Object.entries(SERVER_MESSAGES).map(([id, text]) => [`errors.${id}`, text]));
    // Besides the server's messages, the file holds only the app's own words about a failed sign-in.
    const appOnly = (key: string) => key.startsWith('errors.signIn.');
    expect(Object.keys(catalogue).filter(appOnly)).toEqual([]);
    expect(Object.fromEntries(Object.entries(english).filter(([key]) => !appOnly(key)))).toEqual(catalogue);
  });

  it('writes the English as the API always has, values in place', () => {
    expect(serverMessage('rateLimit.tryAgainIn', { what: 'scan', seconds: 42 })).toEqual({
      messageId: 'rateLimit.tryAgainIn',
      values: { what: 'scan', seconds: 42 },
      message: 'Too many scans. Try again in 42 seconds.',
    });
    expect(englishText('rateLimit.tryAgainIn', { what: 'login', seconds: 1 })).toBe(
      'Too many sign-in attempts. Try again in 1 second.',
    );
    expect(serverMessage('correction.unknownPortion', { label: 'slice', food: 'Bread' }).message).toBe(
      "'slice' is not a portion of Bread.",
    );
    expect(serverMessage('correction.portionOutOfRange', { min: 1, max: 5000 }).message).toBe(
      'A portion must weigh between 1 g and 5000 g.',
    );
    expect(serverMessage('auth.sendBearerToken').message).toBe(
      'Send the Firebase ID token as "Authorization: Bearer <token>".',
    );
    expect(serverMessage('request.unknownFields', { count: 1, fields: "'x'" }).message).toBe(
      "Unknown field 'x': this request does not take it.",
    );
    expect(serverMessage('scan.notFound')).toEqual({
      messageId: 'scan.notFound',
      values: {},
      message: 'Scan not found',
    });
  });

  it('formats every English text (valid ICU, no stray placeholder left)', () => {
    const sample = (text: string) =>
      Object.fromEntries(
        [...text.matchAll(/\{(\w+)(?:, (plural|number))?/g)].map(([, name, kind]) => [name, kind ? 2 : 'x']),
      );
    for (const [id, text] of Object.entries(SERVER_MESSAGES)) {
      const formatted = englishText(id as ServerMessageId, sample(text));
      expect(formatted, id).not.toMatch(/[{}]/);
    }
  });
});
