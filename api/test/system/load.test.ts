import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLED_MODELS_DIR, startTestServer, type TestServer } from '../support/harness';
import { phonePhoto, photosOf } from '../support/food-photos';
import { auditAfterLoad, runLoad } from '../support/load-driver';
import { hasSharedData } from '../support/shared-data';

/**
 * 50 signed-in users at once, each scanning real food photos (offline recognizer: label reader,
 * barcode reader, reference matcher, on-device model), reading history and searching, over a real
 * SQLite file. Afterwards every accepted scan is in the database with both its files, and no file is
 * left without a row. (`npm run bench` runs the same for 60 s and prints the figures; the
 * PostgreSQL twin with two API processes is scale-out.test.ts.)
 */
describe.skipIf(!hasSharedData('load', 'imageModel', 'foodPhotos'))(
  'load: 50 users scanning, reading history and searching at once (SQLite)',
  () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer('sqlite', { env: { MORSEL_MODELS_DIR: INSTALLED_MODELS_DIR } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers every request and loses no scan: each accepted one has its row and both files, no orphan file', async () => {
      const users = await Promise.all(Array.from({ length: 50 }, (_, i) => t.signIn(`load${i}@example.com`)));
      const photos = await Promise.all(
        ['apple', 'banana', 'bread', 'orange'].map((food) => phonePhoto(photosOf(food)[3]!, 640)),
      );
      const result = await runLoad({ baseUrls: [t.baseUrl], users, seconds: 6, photos });

      expect(result.failures).toEqual([]);
      expect(result.errorCount).toBe(0);
      expect(result.acceptedScanIds.length).toBeGreaterThanOrEqual(13); // users 0, 4, 8, … begin with a scan
      const audit = await auditAfterLoad(t.dataSource, t.services.images, result.acceptedScanIds);
      expect(audit).toMatchObject({ lost: [], missing: [], orphans: [], scansWithPhotos: audit.accepted });
    }, 120_000);
  },
);
