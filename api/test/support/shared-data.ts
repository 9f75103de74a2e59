import fs from 'node:fs';
import path from 'node:path';

/**
 * Read-only data that lives beside the repository, never inside it: labelled food photos, USDA
 * tables and the on-device image model. A clone without it still passes `npm test`: each suite that
 * needs it asks `hasSharedData` in one line and is skipped, with the skip printed and logged.
 * CI sets MORSEL_REQUIRE_SHARED_DATA=1, which turns a skip into a failure, and checks the log is empty.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');

export const SHARED_DIR = path.resolve(process.env.MORSEL_SHARED_DIR ?? path.join(REPO, '../shared'));

/** The log of suites skipped for missing shared data (removed by CI before a run, checked after). */
export const SKIP_LOG = path.join(REPO, '.tmp/skipped-for-shared-data.log');

const NEEDS = {
  foodPhotos: {
    what: 'the labelled food photos',
    path: path.join(SHARED_DIR, 'data/food-photos/ecustfd-trainval'),
  },
  usda: {
    what: 'the USDA tables',
    path: path.resolve(process.env.MORSEL_USDA_DIR ?? path.join(SHARED_DIR, 'data/usda')),
  },
  imageModel: {
    what: 'the installed image model (npm run models:install)',
    path: path.join(REPO, 'models/mobilenetv2-12-int8.onnx'),
  },
} as const;

export type SharedData = keyof typeof NEEDS;

/** Where a piece of shared data is (whether or not it is there). */
export const sharedPath = (data: SharedData) => NEEDS[data].path;

/** The labelled food photos: one folder per food. */
export const FOOD_PHOTOS = sharedPath('foodPhotos');
/** The USDA tables the importer tests read. */
export const USDA_DIR = sharedPath('usda');

/**
 * Whether everything `suite` needs is here. When something is missing the suite is to be skipped:
 * this says so on stderr and in SKIP_LOG, or throws when MORSEL_REQUIRE_SHARED_DATA=1 (CI).
 */
export function hasSharedData(suite: string, ...needs: SharedData[]): boolean {
  const missing = needs.filter((data) => !fs.existsSync(NEEDS[data].path));
  if (missing.length === 0) return true;
  const line = `skipped '${suite}': needs ${missing.map((data) => `${NEEDS[data].what} at ${NEEDS[data].path}`).join(' and ')}`;
  if (process.env.MORSEL_REQUIRE_SHARED_DATA === '1') throw new Error(`CI must not skip: ${line}`);
  process.stderr.write(`[shared data] ${line}\n`);
  fs.mkdirSync(path.dirname(SKIP_LOG), { recursive: true });
  fs.appendFileSync(SKIP_LOG, `${line}\n`);
  return false;
}
