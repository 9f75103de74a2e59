import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/data-source';
import { S3ImageStore } from '../../src/features/images/s3-image-store';
import { emulatorIdToken, INSTALLED_MODELS_DIR, loginWithToken, postgresReachable } from '../support/harness';
import { phonePhoto, photosOf } from '../support/food-photos';
import { auditAfterLoad, runLoad, type LoadUser } from '../support/load-driver';
import { startS3Server } from '../support/s3-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { photoForm } from '../support/upload-form';
import { hasSharedData } from '../support/shared-data';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * Two API processes, started together, behind one PostgreSQL database, with photos in one
 * S3-compatible bucket (s3rver) and nothing on their own disks: a user signed in on one is signed in
 * on both, an upload to one teaches the other, rate limits are one budget, and 50 users hammering
 * both lose no scan. This is what lets Morsel run on several machines.
 */
describe.skipIf(!(await postgresReachable()) || !hasSharedData('scale-out', 'imageModel', 'foodPhotos'))(
  'scale-out: two API processes, one PostgreSQL, one S3 bucket',
  () => {
    const schema = `scale_${process.pid}_${Date.now().toString(36)}`;
    const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-node-')));
    let s3: Awaited<ReturnType<typeof startS3Server>>;
    let servers: ServerProcess[] = [];
    let env: Record<string, string>;

    beforeAll(async () => {
      s3 = await startS3Server(['morsel-scale']);
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA "${schema}"`);
      await admin.end();
      env = {
        DATABASE_URL: postgresUrl,
        DATABASE_SCHEMA: schema,
        ...s3.env('morsel-scale'),
        MORSEL_MODELS_DIR: INSTALLED_MODELS_DIR,
        // Budgets the load stays under, except training: 3 a minute per user, to prove it is shared.
        RATE_LIMITS: 'login=1000/1000,scan=1000/100000,search=1000/100000,training=3/1000',
      };
      // Started at the same time on an empty schema: migrations must not race.
      servers = await Promise.all(dataDirs.map((dir) => startServerProcess(dir, env)));
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) server.kill();
      await Promise.all(servers.map((server) => server.exited));
      await s3?.close();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    const a = () => servers[0]!.baseUrl;
    const b = () => servers[1]!.baseUrl;

    const signIn = async (email: string, baseUrl: string): Promise<LoadUser> => {
      const { idToken } = await emulatorIdToken(email);
      const login = await loginWithToken(baseUrl, idToken);
      expect(login.status).toBe(200);
      return { userId: (login.body as { id: string }).id, cookie: login.cookie };
    };

    const upload = (baseUrl: string, url: string, fields: Record<string, string>, bytes: Buffer, cookie: string) =>
      fetch(`${baseUrl}${url}`, { method: 'POST', body: photoForm(fields, bytes), headers: { cookie } });

    it('keeps one sign-in across both processes: in on one, in on the other; out on one, out on both', async () => {
      const user = await signIn('both@example.com', a());
      const me = await fetch(`${b()}/api/auth/me`, { headers: { cookie: user.cookie } });
      expect(me.status).toBe(200);
      const out = await fetch(`${b()}/api/auth/logout`, { method: 'POST', headers: { cookie: user.cookie } });
      expect(out.status).toBe(204);
      expect(await (await fetch(`${a()}/api/auth/me`, { headers: { cookie: user.cookie } })).json()).toBeNull();
    });

    it('learns on one process from reference photos uploaded to the other, and counts their budget once', async () => {
      const user = await signIn('trainer@example.com', a());
      const item = (file: string) => /mooncake(\d+)/.exec(path.basename(file))![1];
      const topViews = photosOf('mooncake').filter((f) => /T\(/.test(path.basename(f)));
      const first = topViews.filter((f) => item(f) === '001');
      // Before any training, process B has loaded this user's (empty) references.
      const heldOut = await phonePhoto(topViews.find((f) => item(f) === '002')!);
      await upload(b(), '/api/scans', { userId: user.userId }, heldOut, user.cookie);

      for (const file of [first[0]!, first[Math.floor(first.length / 2)]!, first.at(-1)!]) {
        const res = await upload(
          a(),
          '/api/training/upload',
          { category: 'bakery', label: 'mooncake' },
          await phonePhoto(file),
          user.cookie,
        );
        expect(res.status).toBe(201);
      }
      const scan = await upload(b(), '/api/scans', { userId: user.userId }, heldOut, user.cookie);
      expect(scan.status).toBe(201);
      const body = (await scan.json()) as { foodName: string; identification: { provider: string } };
      expect(body.foodName).toBe('Mooncake');
      expect(body.identification.provider).toBe('references');

      // Three uploads on A spent the user's training budget; B refuses the fourth.
      const fourth = await upload(b(), '/api/training/upload', { category: 'bakery' }, heldOut, user.cookie);
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    }, 60_000);

    it('serves 50 users over both processes with no error, no lost scan and no orphan photo', async () => {
      const users: LoadUser[] = [];
      for (let i = 0; i < 50; i += 1) users.push(await signIn(`scale${i}@example.com`, i % 2 ? b() : a()));
      const photos = await Promise.all(
        ['apple', 'banana', 'bread', 'orange'].map((f) => phonePhoto(photosOf(f)[3]!, 640)),
      );
      const result = await runLoad({ baseUrls: [a(), b()], users, seconds: 6, photos });
      expect(result.failures).toEqual([]);
      expect(result.errorCount).toBe(0);
      expect(result.acceptedScanIds.length).toBeGreaterThanOrEqual(13); // users 0, 4, 8, … begin with a scan

      const config = loadConfig({ DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema, ...s3.env('morsel-scale') });
      const dataSource = await openDatabase(config.database);
      const store = new S3ImageStore(config.s3!);
      try {
        const audit = await auditAfterLoad(dataSource, store, result.acceptedScanIds);
        expect(audit).toMatchObject({ lost: [], missing: [], orphans: [] });
        expect(audit.scansWithPhotos).toBeGreaterThanOrEqual(audit.accepted);
      } finally {
        store.close();
        await dataSource.destroy();
      }
      // Neither process kept a photo on its own disk.
      for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'images'))).toBe(false);
    }, 120_000);
  },
);
