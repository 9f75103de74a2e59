import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MirroredEmbeddings1764450000000 } from '../../../src/db/migrations/1764450000000-mirrored-embeddings';
import { MaxPooledEmbeddings1766000000000 } from '../../../src/db/migrations/1766000000000-max-pooled-embeddings';
import { ScanItems1764600000000 } from '../../../src/db/migrations/1764600000000-scan-items';
import { NumericScanTotals1765600000000 } from '../../../src/db/migrations/1765600000000-numeric-scan-totals';
import { INSTALLED_MODELS_DIR, startTestServer, testDatabases, type TestServer } from '../../support/harness';
import { photoForm, plainJpeg } from '../../support/upload-form';
import { hasSharedData } from '../../support/shared-data';

const databases = await testDatabases();

describe.each(databases)('migrations on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // With the image model: one test checks what happens to reference embeddings.
    t = await startTestServer(kind, { env: { MORSEL_MODELS_DIR: INSTALLED_MODELS_DIR } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leave the schema exactly as the entities describe it (no drift)', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('are all applied, and undo and redo cleanly', async () => {
    expect(await t.dataSource.showMigrations()).toBe(false);
    await t.dataSource.undoLastMigration({ transaction: 'each' });
    expect(await t.dataSource.showMigrations()).toBe(true);
    await t.dataSource.runMigrations({ transaction: 'each' });
    expect(await t.dataSource.showMigrations()).toBe(false);
  });

  it.skipIf(!hasSharedData('migrations: recomputed embeddings', 'imageModel')).each([
    { migration: new MirroredEmbeddings1764450000000(), trainer: 'mirrored-trainer@example.com' },
    { migration: new MaxPooledEmbeddings1766000000000(), trainer: 'max-pooled-trainer@example.com' },
  ])(
    '$migration.name drops reference embeddings made the old way; the matcher recomputes them from the photo',
    async ({ migration, trainer }) => {
      const user = await t.signIn(trainer);
      const photo = await plainJpeg(640, 480, '#c84');
      const res = await fetch(`${t.baseUrl}/api/training/upload`, {
        method: 'POST',
        body: photoForm({ category: 'produce', label: 'squash' }, photo),
        headers: user.headers,
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const embedding = async () =>
        (
          (await t.dataSource.query(`SELECT embedding FROM training_images WHERE id = '${id}'`)) as {
            embedding: string | null;
          }[]
        )[0]!.embedding;
      const embeddedOnUpload = await embedding();
      expect(embeddedOnUpload).not.toBeNull();
      // As stored by the earlier code: another vector for the same photo.
      await t.dataSource.query(`UPDATE training_images SET embedding = 'AAAAAA==' WHERE id = '${id}'`);

      const runner = t.dataSource.createQueryRunner();
      try {
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      expect(await embedding()).toBeNull();

      const scan = await fetch(`${t.baseUrl}/api/scans`, {
        method: 'POST',
        body: photoForm({ userId: user.userId }, photo),
        headers: user.headers,
      });
      expect(scan.status).toBe(201);
      // Recomputed from the stored photo, exactly as a new upload is embedded.
      expect(await embedding()).toBe(embeddedOnUpload);
    },
  );

  it('carry scans stored before items over: their identification, items and readable name', async () => {
    const user = await t.signIn('legacy-scans@example.com');
    const migration = new ScanItems1764600000000();
    const numericTotals = new NumericScanTotals1765600000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await numericTotals.down(runner);
      await migration.down(runner);
      const insert = async (
        id: string,
        foodName: string,
        analysis: unknown,
        totals: (number | string | null)[] = [null, null, null, null],
      ) => {
        const [sql, values] = runner.connection.driver.escapeQueryWithParameters(
          `INSERT INTO scans (id, "userId", "foodName", "imageUrl", confidence, calories, protein, carbs, fat,
             ingredients, allergens, "nutritionalInfo", analysis, "createdAt")
           VALUES (:id, :userId, :foodName, NULL, NULL, :calories, :protein, :carbs, :fat, '[]', '[]', :info, :analysis,
             CURRENT_TIMESTAMP)`,
          {
            id,
            userId: user.userId,
            foodName,
            calories: totals[0],
            protein: totals[1],
            carbs: totals[2],
            fat: totals[3],
            info: totals[0] === null ? null : JSON.stringify({ dietaryFiber: '3.1 g', sodium: '1 mg' }),
            analysis: JSON.stringify(analysis),
          },
        );
        await runner.query(sql, values);
      };
      await insert(
        'legacy-banana',
        'Banana',
        {
          provider: 'model',
          reason: null,
          items: [
            {
              name: 'Banana',
              grams: 150,
              confidence: 76,
              matchedFoodId: 'builtin-banana',
              matchedFoodName: 'Banana',
              source: 'database',
            },
          ],
        },
        [134, '1.6g', '34.2g', '0.5g'],
      );
      await insert('legacy-crossword', 'Unable to identify', {
        provider: 'model',
        reason: 'model: the photo does not seem to show food.',
        items: [],
      });
      await insert('legacy-timeout', 'Unable to identify', {
        provider: null,
        reason: 'openai failed (timed out after 45 s).',
        items: [],
      });
      await migration.up(runner);
      await numericTotals.up(runner);
    } finally {
      await runner.release();
    }
    const scan = async (id: string) =>
      (await fetch(`${t.baseUrl}/api/scans/${id}`, { headers: user.headers }).then((res) => res.json())) as Record<
        string,
        unknown
      >;
    expect(await scan('legacy-banana')).toMatchObject({
      foodName: 'Banana',
      identification: { status: 'identified', provider: 'model', reason: null },
      items: [
        {
          foodId: 'builtin-banana',
          name: 'Banana',
          grams: 150,
          portion: null,
          calories: 134,
          protein: 1.6,
          carbs: 34.2,
          fat: 0.5,
          fibre: 3.1,
          sugar: null,
          sodium: 1,
          source: 'database',
          confidence: 76,
        },
      ],
    });
    expect(await scan('legacy-banana')).toMatchObject({
      totals: { calories: 134, protein: 1.6, carbs: 34.2, fat: 0.5 },
      protein: '1.6g',
    });
    expect(await scan('legacy-crossword')).toMatchObject({
      foodName: 'Not identified',
      identification: { status: 'not_food', provider: 'model', reason: 'model: the photo does not seem to show food.' },
      items: [],
    });
    expect(await scan('legacy-timeout')).toMatchObject({
      foodName: 'Not identified',
      identification: { status: 'unidentified', provider: null, reason: 'openai failed (timed out after 45 s).' },
    });
  });

  it('turn stored macro text into numbers and F grades into E, and back', async () => {
    const user = await t.signIn('first-shape-scans@example.com');
    const migration = new NumericScanTotals1765600000000();
    const scan = async (id: string) =>
      (await fetch(`${t.baseUrl}/api/scans/${id}`, { headers: user.headers }).then((res) => res.json())) as Record<
        string,
        unknown
      >;
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const [sql, values] = runner.connection.driver.escapeQueryWithParameters(
        `INSERT INTO scans (id, "userId", "foodName", "imageUrl", confidence, calories, protein, carbs, fat,
           "proteinG", "carbsG", "fatG", ingredients, allergens, "nutritionalInfo", identification, items,
           "createdAt")
         VALUES (:id, :userId, 'Cola', NULL, NULL, 139, '0g', '35.2g', '0g', NULL, 35.2, 0, '[]', '[]', :info,
           :identification, '[]', CURRENT_TIMESTAMP)`,
        {
          id: 'first-shape-cola',
          userId: user.userId,
          info: JSON.stringify({
            healthMetrics: { healthScore: 8, nutritionGrade: 'F', benefits: [], warnings: [] },
            grade: 'F',
            servingSize: 'Fanta',
          }),
          identification: JSON.stringify({ status: 'identified', provider: 'user', reason: null }),
        },
      );
      await runner.query(sql, values);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const migrated = await scan('first-shape-cola');
    expect(migrated).toMatchObject({
      totals: { calories: 139, protein: 0, carbs: 35.2, fat: 0 },
      grade: 'E',
      protein: '0g',
      carbs: '35.2g',
      nutritionalInfo: { healthMetrics: { nutritionGrade: 'E' }, grade: 'E', servingSize: 'Fanta' },
    });

    const back = t.dataSource.createQueryRunner();
    try {
      await migration.down(back);
      const [row] = (await back.query(
        `SELECT protein, carbs, fat, "nutritionalInfo" AS info FROM scans WHERE id = 'first-shape-cola'`,
      )) as { protein: string; carbs: string; fat: string; info: string }[];
      expect(row).toMatchObject({ protein: '0g', carbs: '35.2g', fat: '0g' });
      expect(JSON.parse(row!.info)).toMatchObject({ healthMetrics: { nutritionGrade: 'F' }, grade: 'F' });
      await migration.up(back);
    } finally {
      await back.release();
    }
    expect(await scan('first-shape-cola')).toEqual(migrated);
  });
});
