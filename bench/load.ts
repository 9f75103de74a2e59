/**
 * The load benchmark: 50 signed-in users for 60 s against the real server process (production
 * mode, SQLite, local photos, the offline recognizer with the on-device model), each scanning real
 * food photos, reading history and searching with no pause. Prints throughput, p50/p95/p99 and
 * errors per operation, then audits the database against the photo store: every accepted scan must
 * be stored with both files and no file may be orphaned. Exits non-zero when a scan was lost.
 *
 *   BENCH_LOAD_USERS=50 BENCH_LOAD_SECONDS=60 tsx bench/load.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { benchKeptDir } from './bench-dirs';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/data-source';
import { SessionService } from '../api/src/features/auth/session.service';
import { SESSION_COOKIE } from '../api/src/http/session';
import { LocalImageStore } from '../api/src/features/images/image-store';
import { UserService } from '../api/src/features/users/user.service';
import { FOOD_PHOTOS, phonePhoto, photosOf } from '../api/test/support/food-photos';
import { auditAfterLoad, runLoad, type LoadUser } from '../api/test/support/load-driver';

export async function runLoadBench() {
  // The users upload real food photos: without the labelled set there is nothing to send.
  if (!fs.existsSync(FOOD_PHOTOS)) return console.log(`\nLoad run: skipped (no labelled photos at ${FOOD_PHOTOS})`);
  const usersWanted = Number(process.env.BENCH_LOAD_USERS ?? 50);
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const port = Number(process.env.BENCH_LOAD_PORT ?? 3111);
  const baseUrl = `http://127.0.0.1:${port}`;
  fs.rmSync(path.resolve('.tmp/bench-load'), { recursive: true, force: true });
  const dataDir = benchKeptDir('bench-load');
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  const config = loadConfig({ ...env, NODE_ENV: 'test' });

  // The users and their sessions go straight into the database (the bench measures the API, not Firebase).
  const dataSource = await openDatabase(config.database);
  const users: LoadUser[] = [];
  const userService = new UserService(dataSource);
  const sessions = new SessionService(dataSource, config.session.ttlMs);
  for (let i = 0; i < usersWanted; i += 1) {
    const user = await userService.create({ email: `load${i}@example.com`, name: `Load ${i}` });
    users.push({ userId: user.id, cookie: `${SESSION_COOKIE}=${(await sessions.start(user.id)).token}` });
  }
  // Real phone-sized photos of eight foods.
  const foods = ['apple', 'banana', 'bread', 'orange', 'doughnut', 'egg', 'grape', 'tomato'];
  const photos = await Promise.all(foods.map((food) => phonePhoto(photosOf(food)[7]!)));

  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // Production refuses the Auth emulator; nobody signs in here, so a well-formed made-up key does.
      FIREBASE_API_KEY: `AIza${'0'.repeat(35)}`,
      FIREBASE_PROJECT_ID: 'morsel-bench',
      RATE_LIMITS: 'off', // 50 users from one IP, far faster than people: measures the app, not the limiter
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i += 1) {
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 160) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(
      `\nLoad: ${users.length} signed-in users for ${seconds} s (scan, history, search, history; no pause), ` +
        'production mode, SQLite, offline recognizer\n',
    );
    const result = await runLoad({ baseUrls: [baseUrl], users, seconds, photos });
    console.table(result.figures);
    for (const failure of result.failures) console.log(`  failure: ${failure}`);

    const audit = await auditAfterLoad(dataSource, new LocalImageStore(config.imagesDir), result.acceptedScanIds);
    console.log(
      `Afterwards: ${audit.accepted} scans accepted, ${audit.lost.length} lost, ` +
        `${audit.missing.length} photos missing, ${audit.orphans.length} orphan files ` +
        `(${audit.scansWithPhotos} scans with photos in the database)`,
    );
    if (audit.lost.length || audit.missing.length || audit.orphans.length || result.errorCount) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await dataSource.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLoadBench();
