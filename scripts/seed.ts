/**
 * Creates a user with a live session (and optionally sample scans) directly in
 * the database, and prints `{ userId, cookie }` as JSON. Used by the e2e tests
 * and the benchmark. When that person later signs in with the same verified
 * e-mail, the server links the account.
 *
 *   tsx scripts/seed.ts --email you@example.com --scans 20 [--no-session]
 *
 * Honours DATA_DIR / DATABASE_URL like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/config';
import { createLogger } from '../api/src/logger';
import { openDatabase } from '../api/src/db/data-source';
import { SESSION_COOKIE } from '../api/src/http/session';
import { FoodService } from '../api/src/features/foods/food.service';
import { LocalImageStore } from '../api/src/features/images/image-store';
import { resolveChoices } from '../api/src/features/scans/scan-corrections';
import { composePlate, scanFields } from '../api/src/features/scans/scan-pipeline';
import { ScanService } from '../api/src/features/scans/scan.service';
import { SessionService } from '../api/src/features/auth/session.service';
import { UserService } from '../api/src/features/users/user.service';
import { mealAt } from '@rules/time/local-time';

const { values } = parseArgs({
  options: {
    email: { type: 'string', default: `seed-${Date.now()}@example.com` },
    name: { type: 'string', default: 'Sam Seed' },
    scans: { type: 'string', default: '0' },
    'no-session': { type: 'boolean', default: false },
  },
});

/** The foods of the sample scans, from the built-in food database, each in its usual portion. */
const SAMPLE_FOODS = ['builtin-greek-salad', 'builtin-banana', 'builtin-margherita-pizza', 'builtin-oatmeal'];

const config = loadConfig();
const dataSource = await openDatabase(config.database);
try {
  const users = new UserService(dataSource);
  const user = await users.create({ email: values.email!, name: values.name! });
  const token = values['no-session']
    ? null
    : (await new SessionService(dataSource, config.session.ttlMs).start(user.id)).token;
  const foods = new FoodService(dataSource);
  await foods.loadBuiltin();
  const scans = new ScanService(dataSource, new LocalImageStore(config.imagesDir), createLogger(config.logLevel));
  const count = Number(values.scans);
  for (let i = 0; i < count; i++) {
    // Numbers from the food database in the food's usual portion, computed as any scan's are; no photo.
    const items = await resolveChoices(foods, [{ foodId: SAMPLE_FOODS[i % SAMPLE_FOODS.length]! }]);
    const plate = composePlate({ provider: 'model', label: null, ingredients: [], allergens: [] }, items);
    const takenAt = new Date(Date.now() - i * 3_600_000);
    await scans.save({
      id: `${user.id.slice(0, 8)}-scan-${i}`,
      userId: user.id,
      ...scanFields(plate),
      confidence: 80 + (i % 20),
      imageUrl: null,
      createdAt: takenAt,
      identifiedAt: takenAt,
      meal: mealAt(takenAt, 'UTC'),
    });
  }
  const cookie = token ? `${SESSION_COOKIE}=${token}` : null;
  process.stdout.write(`${JSON.stringify({ userId: user.id, cookie, token })}\n`);
} finally {
  await dataSource.destroy();
}
