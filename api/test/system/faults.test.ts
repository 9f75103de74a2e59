import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalImageStore } from '../../src/features/images/image-store';
import type { Recognizer } from '../../src/features/recognition/chain/recognizer-chain';
import { RecognizerChain } from '../../src/features/recognition/chain/recognizer-chain';
import { expectContractAnswer } from '../support/contract-assertions';
import {
  emulatorIdToken,
  startTestServer,
  testDatabases,
  type DatabaseKind,
  type TestServer,
} from '../support/harness';
import { freePort } from '../support/server-process';
import { photoForm, plainJpeg } from '../support/upload-form';

/**
 * Faults, each injected into a real server over a real database (a SQLite file, and PostgreSQL when
 * one answers, as in CI): after each, the server keeps serving, and no partial data (row or file)
 * remains.
 */
const databases = await testDatabases();

const photo = () => plainJpeg(800, 600, '#d9a066');

/** One scan of a fresh photo by this user. */
const postScan = async (t: TestServer, user: { userId: string; headers: { Cookie: string } }) =>
  fetch(`${t.baseUrl}/api/scans`, {
    method: 'POST',
    body: photoForm({ userId: user.userId }, await photo()),
    headers: user.headers,
  });

const allFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /\.(jpg|tmp)$/.test(f))
    : [];

/** Server state after a fault: still healthy, and exactly the scans and files it reports, no more. */
async function expectHealthyAndClean(t: TestServer, userId: string, cookie: string, scans: number) {
  expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  const list = await fetch(`${t.baseUrl}/api/users/${userId}/scans`, { headers: { cookie } });
  expect(((await list.json()) as unknown[]).length).toBe(scans);
  expect(allFiles(path.join(t.config.imagesDir, userId))).toHaveLength(scans * 2);
}

/**
 * Another client holds the write lock on the scans table until `release` (SQLite: a write
 * transaction in another process or connection; PostgreSQL: LOCK TABLE in another session).
 */
async function holdWriteLock(t: TestServer, kind: DatabaseKind, forMs?: number): Promise<{ release(): Promise<void> }> {
  const { database } = t.config;
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE "${database.schema}".scans IN ACCESS EXCLUSIVE MODE`);
    const release = async () => {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end().catch(() => undefined);
    };
    if (forMs) setTimeout(() => void release(), forMs);
    return { release };
  }
  expect(kind).toBe('sqlite');
  if (forMs) {
    // better-sqlite3 waits synchronously, so a lock released while the server waits must live in
    // another process.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = require('better-sqlite3')(process.argv[1]); db.exec('BEGIN IMMEDIATE');
         process.stdout.write('locked'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${forMs});`,
        database.file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    return { release: async () => undefined };
  }
  const other = new Database(database.file);
  other.exec('BEGIN IMMEDIATE');
  return {
    release: async () => {
      other.exec('ROLLBACK');
      other.close();
    },
  };
}

describe.each(databases)('faults on %s', (kind) => {
  describe('a recognizer that hangs or throws', () => {
    let t: TestServer;
    const hanging: Recognizer = { name: 'hanging', recognize: () => new Promise(() => undefined) };
    const throwing: Recognizer = {
      name: 'throwing',
      recognize: async () => {
        throw new Error('segfault in the vision library');
      },
    };
    let chain: Recognizer[] = [];
    beforeAll(async () => {
      const recognizer = new RecognizerChain([], 300); // 0.3 s per recognizer
      Object.defineProperty(recognizer, 'providers', { get: () => chain });
      t = await startTestServer(kind, { overrides: { recognizer } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("answers when the recognizer hangs: the timeout fires and the scan is saved as 'Not identified'", async () => {
      chain = [hanging];
      const user = await t.signIn();
      const res = await postScan(t, user);
      expect(res.status).toBe(201);
      const scan = await res.json();
      expectContractAnswer('createScan', 201, scan);
      expect(scan.foodName).toBe('Not identified');
      expect(scan.identification.reason).toBe(
        'Morsel could not look at this photo just now. Try again, or search for the food.',
      );
      await expectHealthyAndClean(t, user.userId, user.cookie, 1);
    });

    it('answers when the recognizer throws, without its error text reaching the user as a crash', async () => {
      chain = [throwing];
      const user = await t.signIn();
      const res = await postScan(t, user);
      expect(res.status).toBe(201);
      const scan = await res.json();
      expect(scan.foodName).toBe('Not identified');
      expect(scan.identification.reason).toBe(
        'Morsel could not look at this photo just now. Try again, or search for the food.',
      );
      await expectHealthyAndClean(t, user.userId, user.cookie, 1);
    });
  });

  describe('the database is locked by another client', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('waits out a short lock (busy or lock timeout) and the scan goes through', async () => {
      const user = await t.signIn();
      await holdWriteLock(t, kind, 700);
      const res = await postScan(t, user);
      expect(res.status).toBe(201);
      await expectHealthyAndClean(t, user.userId, user.cookie, 1);
    });

    it('answers a lock held past the timeout with a clear 503 to retry, writing nothing', async () => {
      const user = await t.signIn();
      const lock = await holdWriteLock(t, kind);
      const res = await postScan(t, user).finally(() => lock.release());
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      const body = await res.json();
      expectContractAnswer('createScan', 503, body);
      expect(body.error.code).toBe('database_busy');
      await expectHealthyAndClean(t, user.userId, user.cookie, 0);
    }, 20_000);
  });

  describe('the disk write fails halfway', () => {
    let t: TestServer;
    let failNext = false;
    beforeAll(async () => {
      const dataDir = fs.mkdtempSync(path.resolve('.tmp/faults-'));
      // The real local store over a file system whose next write stops half-way with "disk full".
      const images = new LocalImageStore(path.join(dataDir, 'images'), {
        ...fsp,
        writeFile: async (file, bytes) => {
          if (!failNext) return fsp.writeFile(file, bytes);
          failNext = false;
          const data = bytes as Buffer;
          await fsp.writeFile(file, data.subarray(0, data.length >> 1));
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        },
      });
      t = await startTestServer(kind, { env: { DATA_DIR: dataDir }, overrides: { images } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers 500 without details, and leaves no file, temporary file or row', async () => {
      const user = await t.signIn();
      failNext = true;
      const res = await postScan(t, user);
      expect(res.status).toBe(500);
      expect(await res.text()).not.toMatch(/ENOSPC|at .*\.ts/);
      await expectHealthyAndClean(t, user.userId, user.cookie, 0);
      // And the next scan works.
      const again = await postScan(t, user);
      expect(again.status).toBe(201);
      await expectHealthyAndClean(t, user.userId, user.cookie, 1);
    });
  });

  describe('the client aborts mid-upload', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('drops the request, stores nothing, and keeps serving', async () => {
      const user = await t.signIn();
      const { port } = new URL(t.baseUrl);
      const boundary = 'morsel-abort-test';
      const head = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="userId"',
        '',
        user.userId,
        `--${boundary}`,
        'Content-Disposition: form-data; name="image"; filename="food.jpg"',
        'Content-Type: image/jpeg',
        '',
        '',
      ].join('\r\n');
      const bytes = await photo();
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            [
              'POST /api/scans HTTP/1.1',
              `Host: 127.0.0.1:${port}`,
              `Cookie: ${user.cookie}`,
              `Content-Type: multipart/form-data; boundary=${boundary}`,
              `Content-Length: ${head.length + bytes.length * 4}`,
              '',
              '',
            ].join('\r\n'),
          );
          socket.write(head);
          socket.write(bytes.subarray(0, bytes.length >> 1)); // half the photo, then hang up
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 200);
        });
        socket.on('error', () => resolve());
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expectHealthyAndClean(t, user.userId, user.cookie, 0);
      const after = await postScan(t, user);
      expect(after.status).toBe(201);
    });
  });

  describe('the sign-in service (Auth emulator) is down', () => {
    let t: TestServer;
    beforeAll(async () => {
      const closed = await freePort(); // nothing listens there
      t = await startTestServer(kind, { env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${closed}` } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers sign-in with a clear 503, and signed-in users keep working', async () => {
      const { idToken } = await emulatorIdToken('down@example.com'); // minted by the real emulator
      const res = await fetch(`${t.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(503);
      const body = await res.json();
      expectContractAnswer('login', 503, body);
      expect(body.error).toEqual({
        code: 'auth_unavailable',
        message: 'Sign-in is unavailable right now: the sign-in service cannot be reached. Please try again shortly.',
        messageId: 'auth.unavailable',
        values: {},
      });
      const user = await t.signIn(); // an existing session needs no sign-in service
      expect((await fetch(`${t.baseUrl}/api/auth/me`, { headers: user.headers })).status).toBe(200);
    });
  });
});
