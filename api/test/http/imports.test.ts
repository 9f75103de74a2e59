import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary, Scan, ScanExport } from '../../src/generated/types.gen';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { plainJpeg } from '../support/upload-form';
import { identifiedScanRow } from '../support/scan-rows';
import { zipOf } from '../support/zip';

const databases = await testDatabases();
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/imports');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const MFP_DIR = 'myfitnesspal';
const mfpFiles = () =>
  fs.readdirSync(path.join(FIXTURES, MFP_DIR)).map((name) => ({
    name: `myfitnesspal-export/${name}`,
    bytes: fixture(`${MFP_DIR}/${name}`),
  }));
const mfpZip = () => zipOf(mfpFiles());

describe.each(databases)('importing history on %s', (kind) => {
  let t: TestServer;
  let user: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    user = await t.signIn(`importer-${kind}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = async (
    bytes: Buffer | string,
    query = '',
    who: { userId: string; headers: Record<string, string> } = user,
    filename = 'upload.bin',
  ) => {
    const form = new FormData();
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
    const res = await fetch(`${t.baseUrl}/api/users/${who.userId}/imports${query}`, {
      method: 'POST',
      headers: who.headers,
      body: form,
    });
    const body = (await res.json()) as ImportSummary & { error?: { code: string; message: string } };
    expectContractAnswer('importHistory', res.status, body);
    return { status: res.status, body };
  };
  const scansOf = async (who = user): Promise<Scan[]> => {
    const res = await fetch(`${t.baseUrl}/api/users/${who.userId}/scans?limit=100`, { headers: who.headers });
    return (await res.json()) as Scan[];
  };
  const day = async (date: string, tz: string, who = user) => {
    const res = await fetch(`${t.baseUrl}/api/users/${who.userId}/days?from=${date}&to=${date}&tz=${tz}`, {
      headers: who.headers,
    });
    return ((await res.json()) as { days: { calories: number; scans: number }[] }).days[0]!;
  };

  describe('a MyFitnessPal ZIP', () => {
    it('previews the days, the rows it cannot read (by line) and the files it leaves out, writing nothing', async () => {
      const { status, body } = await send(mfpZip(), '?dryRun=true&tz=Europe/London', user, 'export.zip');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        source: 'myfitnesspal',
        dryRun: true,
        from: '2026-10-05',
        to: '2026-10-07',
        entries: 8,
        skipped: 2,
        duplicates: 0,
      });
      expect(body.problems).toEqual([
        { line: 8, reason: "Calories 'abc' is not an amount." },
        { line: 11, reason: "'not-a-date' is not a date (YYYY-MM-DD)." },
      ]);
      expect(body.days).toEqual([
        { date: '2026-10-05', entries: 3, duplicates: 0 },
        { date: '2026-10-06', entries: 3, duplicates: 0 },
        { date: '2026-10-07', entries: 2, duplicates: 0 },
      ]);
      expect(body.notes.join(' ')).toMatch(
        /Exercise-Summary.*Measurement-Summary|Measurement-Summary.*Exercise-Summary/,
      );
      expect(await scansOf()).toEqual([]);
    });

    it('imports each row as an entry of its day and meal, named from the meal, with its totals and no photo', async () => {
      const { status, body } = await send(mfpZip(), '?tz=Europe/London', user, 'export.zip');
      expect(status).toBe(200);
      expect(body).toMatchObject({ dryRun: false, entries: 8, skipped: 2, duplicates: 0 });
      const scans = await scansOf();
      expect(scans).toHaveLength(8);
      const byName = (name: string) => scans.filter((scan) => scan.foodName === name);
      const dinner = byName('Dinner (MyFitnessPal)').find((scan) => scan.calories === 1024)!;
      expect(dinner).toMatchObject({
        imageUrl: null,
        thumbnailUrl: null,
        grade: null, // a grade needs the weight eaten, which the file does not give
        meal: 'dinner',
        identification: { status: 'identified', provider: 'user', reason: null },
        totals: { calories: 1024, protein: 55.2, carbs: 98.2, fat: 41, fibre: 11, sugar: 14, sodium: 1650 },
      });
      expect(dinner.items).toMatchObject([{ name: 'Dinner (MyFitnessPal)', foodId: null, grams: 0, source: 'user' }]);
      expect(byName('Lunch (MyFitnessPal)').map((scan) => scan.note)).toContain('Canteen, Tuesday');
      expect(byName('Pre-workout 🍌 (MyFitnessPal)')[0]).toMatchObject({ meal: 'snack', note: 'banana' });
      expect(byName('Meal 5 – late snack (MyFitnessPal)')[0]!.meal).toBe('snack');
      // Imported days count like any other: 413 + 688 + 1024 kcal on the 5th, in London's days.
      expect(await day('2026-10-05', 'Europe/London')).toMatchObject({ scans: 3, calories: 2125 });
      const summary = await fetch(`${t.baseUrl}/api/users/${user.userId}/log-summary?tz=Europe/London`, {
        headers: user.headers,
      });
      expect(await summary.json()).toMatchObject({ daysLogged: 3, longestStreak: 3, firstDay: '2026-10-05' });
    });

    it('skips every entry already imported when the same file comes again, and says so', async () => {
      const { body } = await send(mfpZip(), '?tz=Europe/London', user, 'again.zip');
      expect(body).toMatchObject({ entries: 0, duplicates: 8, skipped: 2 });
      expect(body.days.map((d) => d.duplicates)).toEqual([3, 3, 2]);
      expect(await scansOf()).toHaveLength(8);
    });

    it('reads the Nutrition-Summary CSV alone too', async () => {
      const other = await t.signIn(`mfp-csv-${kind}@example.com`);
      const csv = fixture(`${MFP_DIR}/Nutrition-Summary-2026-10-05-to-2026-10-07.csv`);
      const { body } = await send(csv, '?dryRun=true', other, 'whatever.txt');
      expect(body).toMatchObject({ source: 'myfitnesspal', entries: 8, skipped: 2, notes: [] });
    });
  });

  describe('duplicates', () => {
    const header =
      'Date,Meal,Time,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note';
    const coffee = (meal: string) => `2026-03-02,${meal},08:00,40,2,1,0,0,0,5,30,100,3,0,3,2,0,0,10,0,`;

    it('keeps two identical entries of one file, and a second import skips exactly those two', async () => {
      const me = await t.signIn(`twin-coffees-${kind}@example.com`);
      // The same coffee twice at breakfast, and once as a snack at the same minute.
      const csv = [header, coffee('Breakfast'), coffee('Breakfast'), coffee('Snacks')].join('\n');
      const first = await send(csv, '?tz=UTC', me);
      expect(first.body).toMatchObject({ entries: 3, duplicates: 0 });
      const again = await send(csv, '?tz=UTC', me);
      expect(again.body).toMatchObject({ entries: 0, duplicates: 3 });
      expect(await scansOf(me)).toHaveLength(3);
    });

    it('writes a file sent twice at once only once', async () => {
      const me = await t.signIn(`double-submit-${kind}@example.com`);
      const csv = [header, coffee('Breakfast'), coffee('Lunch')].join('\n');
      const answers = await Promise.all([send(csv, '?tz=UTC', me), send(csv, '?tz=UTC', me)]);
      expect(answers.map(({ body }) => body.entries).sort()).toEqual([0, 2]);
      expect(await scansOf(me)).toHaveLength(2);
    });
  });

  describe('a Cronometer Servings CSV', () => {
    it('groups foods into meals, matches sure names to the food database, and keeps the rest with its numbers', async () => {
      const cook = await t.signIn(`cronometer-${kind}@example.com`);
      const { status, body } = await send(fixture('cronometer/servings.csv'), '?tz=Europe/Paris', cook, 'servings.csv');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        source: 'cronometer',
        from: '2026-10-12',
        to: '2026-10-13',
        entries: 5,
        skipped: 1,
        problems: [{ line: 8, reason: "'lots' in Energy (kcal) is not an amount." }],
      });
      const scans = await scansOf(cook);
      const breakfast = scans.find((scan) => scan.items.some((item) => item.name.startsWith('Oats')))!;
      expect(breakfast.meal).toBe('breakfast');
      expect(breakfast.items).toMatchObject([
        { name: 'Banana', grams: 118, source: 'database', calories: 105 },
        { name: 'Oats, rolled, dry (1 cup)', foodId: null, grams: 0, source: 'user', calories: 307 },
      ]);
      expect(breakfast.items[0]!.foodId).not.toBeNull();
      const lunch = scans.find((scan) => scan.meal === 'lunch')!;
      expect(lunch.items).toMatchObject([
        { name: "Grandma's lentil soup, homemade", foodId: null, grams: 350, calories: 403, protein: 24.6 },
      ]);
      const dinner = scans.find((scan) => scan.meal === 'dinner')!;
      expect(new Date(dinner.createdAt).toISOString()).toBe('2026-10-13T17:20:00.000Z'); // 19:20 in Paris
      expect((await day('2026-10-12', 'Europe/Paris', cook)).scans).toBe(3);
    });
  });

  describe("Morsel's own JSON export", () => {
    it('round trip: export, delete, import gives the same log', async () => {
      const me = await t.signIn(`round-trip-${kind}@example.com`);
      const json = { ...me.headers, 'content-type': 'application/json' };
      const search = await fetch(`${t.baseUrl}/api/foods/search?q=banana&limit=1`, { headers: me.headers });
      const [banana] = ((await search.json()) as { foods: { id: string }[] }).foods;
      const logged = await fetch(`${t.baseUrl}/api/users/${me.userId}/scans`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          items: [
            { foodId: banana!.id, portion: { label: '1 medium', quantity: 2 } },
            { name: 'Homemade granola', grams: 45 },
          ],
          meal: 'breakfast',
          tz: 'America/New_York',
        }),
      });
      expect(logged.status).toBe(201);
      const scan = (await logged.json()) as Scan;
      await fetch(`${t.baseUrl}/api/scans/${scan.id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ note: 'before the run' }),
      });
      await t.services.scans.save(
        identifiedScanRow({
          id: `${kind}-rt-old`,
          userId: me.userId,
          foodName: 'Rice bowl',
          confidence: 90,
          calories: 610,
          protein: 20,
          carbs: 90,
          fat: 12,
          ingredients: [],
          allergens: [],
          nutritionalInfo: null,
          createdAt: new Date('2026-09-30T23:30:00Z'), // 19:30 in New York, the day before in UTC terms
          meal: 'dinner',
        }),
      );
      const exportUrl = `${t.baseUrl}/api/users/${me.userId}/scans/export.json?tz=America/New_York`;
      const before = (await (await fetch(exportUrl, { headers: me.headers })).json()) as ScanExport;
      expect(before.schemaVersion).toBe(1);
      expect(before.rows).toHaveLength(3);

      for (const { id } of await scansOf(me)) {
        await fetch(`${t.baseUrl}/api/scans/${id}`, { method: 'DELETE', headers: me.headers });
      }
      expect(await scansOf(me)).toEqual([]);

      const { body } = await send(Buffer.from(JSON.stringify(before)), '?tz=UTC', me, 'morsel-log.json');
      expect(body).toMatchObject({ source: 'morsel', entries: 2, skipped: 0, duplicates: 0 });
      const after = (await (await fetch(exportUrl, { headers: me.headers })).json()) as ScanExport;
      const withoutIds = (e: ScanExport) => e.rows.map(({ scanId: _id, ...row }) => row);
      expect(withoutIds(after)).toEqual(withoutIds(before));
      expect(after.rows[1]).toMatchObject({ food: 'Banana', portion: '2 × 1 medium', note: 'before the run' });

      const again = await send(Buffer.from(JSON.stringify(before)), '', me, 'morsel-log.json');
      expect(again.body).toMatchObject({ entries: 0, duplicates: 2 });
    });

    it('round trip through the account: download all my data, delete the account, import the ZIP as a new user', async () => {
      const email = `zip-round-trip-${kind}@example.com`;
      const first = await t.signIn(email);
      const json = { ...first.headers, 'content-type': 'application/json' };
      const logged = await fetch(`${t.baseUrl}/api/users/${first.userId}/scans`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ items: [{ name: 'Lentil soup', grams: 300 }], meal: 'lunch', tz: 'Europe/Berlin' }),
      });
      expect(logged.status).toBe(201);
      const exportUrl = (userId: string) => `${t.baseUrl}/api/users/${userId}/scans/export.json?tz=Europe/Berlin`;
      const before = (await (await fetch(exportUrl(first.userId), { headers: first.headers })).json()) as ScanExport;
      const zip = Buffer.from(
        await (
          await fetch(`${t.baseUrl}/api/users/${first.userId}/export.zip?tz=Europe/Berlin`, { headers: first.headers })
        ).arrayBuffer(),
      );
      const deleted = await fetch(`${t.baseUrl}/api/users/${first.userId}`, {
        method: 'DELETE',
        headers: json,
        body: JSON.stringify({ confirm: 'DELETE' }),
      });
      expect(deleted.status).toBe(204);

      const again = await t.signIn(email);
      expect(again.userId).not.toBe(first.userId);
      const { status, body } = await send(zip, '', again, 'morsel-data.zip');
      expect(status).toBe(200);
      expect(body).toMatchObject({ source: 'morsel', entries: 1, duplicates: 0 });
      expect(body.notes.join(' ')).toMatch(/photos.*not imported/);
      const after = (await (await fetch(exportUrl(again.userId), { headers: again.headers })).json()) as ScanExport;
      const withoutIds = (e: ScanExport) => e.rows.map(({ scanId: _id, ...row }) => row);
      expect(withoutIds(after)).toEqual(withoutIds(before));
    });

    it('round trip keeps an entry imported with no weight without one, and without a grade', async () => {
      const me = await t.signIn(`unweighed-round-trip-${kind}@example.com`);
      const header =
        'Date,Meal,Time,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note';
      const csv = `${header}\n2026-03-03,Dinner,19:00,700,30,10,3,8,0,90,900,600,70,6,9,35,20,10,15,10,`;
      expect((await send(csv, '?tz=UTC', me)).body).toMatchObject({ entries: 1 });
      const exportUrl = `${t.baseUrl}/api/users/${me.userId}/scans/export.json?tz=UTC`;
      const exported = (await (await fetch(exportUrl, { headers: me.headers })).json()) as ScanExport;
      const [imported] = await scansOf(me);
      expect(imported!.grade).toBeNull();
      await fetch(`${t.baseUrl}/api/scans/${imported!.id}`, { method: 'DELETE', headers: me.headers });

      expect((await send(Buffer.from(JSON.stringify(exported)), '', me)).body).toMatchObject({ entries: 1 });
      const [back] = await scansOf(me);
      expect(back!.grade).toBeNull();
      expect(back!.items.map((item) => item.grams)).toEqual([0]);
      expect(back!.calories).toBe(700);
    });

    it('refuses an export of a later shape, saying which it reads', async () => {
      const { status, body } = await send(JSON.stringify({ schemaVersion: 9, tz: 'UTC', rows: [] }), '?dryRun=true');
      expect(status).toBe(400);
      expect(body.error!.message).toMatch(/schemaVersion 9.*reads version 1/);
    });
  });

  describe('files it cannot take', () => {
    it.each([
      ['an empty file', Buffer.alloc(0), 400, /empty/],
      ['a photo', 'jpeg', 415, /cannot read this file/],
      ['another CSV', 'Name,Email\nAda,ada@example.com\n', 415, /cannot read this file/],
      ['broken JSON', '{"rows": [', 415, /not valid JSON/],
      ['a ZIP without a Nutrition-Summary', 'zip', 400, /neither a Nutrition-Summary CSV nor a Morsel log/],
      [
        'text in another encoding',
        Buffer.from('Date,Meal,Calories\n2026-01-01,D\xe9jeuner,500\n', 'latin1'),
        415,
        /UTF-8/,
      ],
    ] as const)('refuses %s with a clear message and writes nothing', async (_name, content, status, message) => {
      const bytes =
        content === 'jpeg'
          ? await plainJpeg(20, 20, '#aa3322')
          : content === 'zip'
            ? zipOf([{ name: 'Exercise-Summary.csv', bytes: Buffer.from('Date,Exercise\n') }])
            : content;
      const stranger = await t.signIn();
      const res = await send(bytes, '', stranger);
      expect(res.status).toBe(status);
      expect(res.body.error!.message).toMatch(message);
      expect(await scansOf(stranger)).toEqual([]);
    });

    it('refuses a file over 20 MB with 413', async () => {
      const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
      const res = await send(big);
      expect(res.status).toBe(413);
      expect(res.body.error!.message).toBe('The file is larger than 20 MB.');
    });

    it("refuses another user's log with 403, and a request without the file with 400", async () => {
      const other = await t.signIn();
      const res = await send(mfpZip(), '', { userId: other.userId, headers: user.headers });
      expect(res.status).toBe(403);
      const empty = await fetch(`${t.baseUrl}/api/users/${user.userId}/imports`, {
        method: 'POST',
        headers: user.headers,
        body: new FormData(),
      });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
        "The 'file' file is required.",
      );
    });

    it('writes all entries or none: a failure part-way leaves nothing behind', async () => {
      const me = await t.signIn();
      const row = (id: string) =>
        identifiedScanRow({
          id,
          userId: me.userId,
          foodName: 'Soup',
          confidence: null,
          calories: 100,
          protein: 1,
          carbs: 1,
          fat: 1,
          ingredients: [],
          allergens: [],
          nutritionalInfo: null,
          createdAt: new Date('2026-01-01T12:00:00Z'),
        });
      const ids = Array.from({ length: 5 }, (_, i) => `${kind}-tx-${i}-${Date.now()}`);
      const rows = [...ids.map(row), row(ids[0]!)]; // the last repeats a key: its batch fails
      const insert = t.services.scans.insertChosenAllOrNothing(
        me.userId,
        { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-02T00:00:00Z') },
        () => ({ rows, result: null }),
        2,
      );
      await expect(insert).rejects.toThrow();
      expect(await scansOf(me)).toEqual([]);
    });
  });
});
