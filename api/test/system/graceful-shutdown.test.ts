import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI } from '../support/fake-openai';
import { emulatorIdToken, loginWithToken } from '../support/harness';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { photoForm, plainJpeg } from '../support/upload-form';

/**
 * The real server process (`tsx api/src/server.ts`, as `npm start` runs it) is sent SIGTERM while
 * scans are in flight: every scan it accepted is answered and stored with its files, nothing is
 * half-written, and the SQLite file passes PRAGMA integrity_check.
 */
describe('graceful shutdown on SIGTERM, during a stream of scans', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-shutdown-'));
  let server: ServerProcess;
  let baseUrl: string;
  let fakeOpenAI: Awaited<ReturnType<typeof startFakeOpenAI>>;

  beforeAll(async () => {
    fakeOpenAI = await startFakeOpenAI({ delayMs: 400 }); // each scan spends 0.4 s in recognition
    server = await startServerProcess(dataDir, { OPENAI_BASE_URL: fakeOpenAI.baseUrl });
    baseUrl = server.baseUrl;
  }, 60_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await fakeOpenAI?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers and stores every accepted scan, refuses new connections, exits 0, leaves a sound database', async () => {
    const { idToken } = await emulatorIdToken('shutdown@example.com');
    const login = await loginWithToken(baseUrl, idToken);
    expect(login.status).toBe(200);
    const userId = (login.body as { id: string }).id;
    const photo = await plainJpeg(640, 480, '#c84');

    const accepted: string[] = [];
    const failures: string[] = [];
    let stop = false;
    const client = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${baseUrl}/api/scans`, {
            method: 'POST',
            body: photoForm({ userId }, photo),
            headers: { cookie: login.cookie },
          });
          if (res.status === 201) accepted.push(((await res.json()) as { id: string }).id);
          else failures.push(`status ${res.status}`);
        } catch {
          return; // the server stopped taking connections: this client is done
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const inFlightAtSignal = accepted.length;
    server.kill('SIGTERM');
    stop = true;
    await Promise.all(clients);
    expect(await server.exited).toBe(0);

    expect(failures).toEqual([]);
    expect(accepted.length).toBeGreaterThan(inFlightAtSignal); // scans in flight at SIGTERM were finished
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow(); // no longer listening

    const db = new Database(path.join(dataDir, 'morsel.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare('SELECT id FROM scans').all() as { id: string }[];
      expect(rows.map((r) => r.id).sort()).toEqual([...accepted].sort());
    } finally {
      db.close();
    }
    const files = fs.readdirSync(path.join(dataDir, 'images', userId)).sort();
    expect(files).toEqual(accepted.flatMap((id) => [`${id}-full.jpg`, `${id}-thumb.jpg`]).sort());
  }, 60_000);
});
