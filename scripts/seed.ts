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
import { openDatabase } from '../api/src/db/data-source';
import { SESSION_COOKIE } from '../api/src/features/auth/session.service';
import { ScanService } from '../api/src/features/scans/scan.service';
import { SessionService } from '../api/src/features/auth/session.service';
import { UserService } from '../api/src/features/users/user.service';

const { values } = parseArgs({
  options: {
    email: { type: 'string', default: `seed-${Date.now()}@example.com` },
    name: { type: 'string', default: 'Sam Seed' },
    scans: { type: 'string', default: '0' },
    'no-session': { type: 'boolean', default: false },
  },
});

const SAMPLE_FOODS = [
  { foodName: 'Greek Salad', calories: 320, protein: '9g', carbs: '14g', fat: '26g' },
  { foodName: 'Banana', calories: 105, protein: '1.3g', carbs: '27g', fat: '0.4g' },
  { foodName: 'Margherita Pizza', calories: 570, protein: '24g', carbs: '66g', fat: '22g' },
  { foodName: 'Oatmeal with Berries', calories: 290, protein: '10g', carbs: '50g', fat: '6g' },
];

const config = loadConfig();
const dataSource = await openDatabase(config.database);
try {
  const users = new UserService(dataSource);
  const user = await users.create({ email: values.email!, name: values.name! });
  const token = values['no-session']
    ? null
    : (await new SessionService(dataSource, config.session.ttlMs).start(user.id)).token;
  const scans = new ScanService(dataSource);
  const count = Number(values.scans);
  for (let i = 0; i < count; i++) {
    const food = SAMPLE_FOODS[i % SAMPLE_FOODS.length]!;
    await scans.save({
      id: `${user.id.slice(0, 8)}-scan-${i}`,
      userId: user.id,
      ...food,
      imageUrl: null,
      confidence: 80 + (i % 20),
      ingredients: [{ name: food.foodName, percentage: 100 }],
      allergens: [],
      nutritionalInfo: null,
      createdAt: new Date(Date.now() - i * 3_600_000),
    });
  }
  const cookie = token ? `${SESSION_COOKIE}=${token}` : null;
  process.stdout.write(`${JSON.stringify({ userId: user.id, cookie, token })}\n`);
} finally {
  await dataSource.destroy();
}
