import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scan } from '../../src/generated/types.gen';
import {
  RecognizerChain,
  type Recognition,
  type Recognizer,
} from '../../src/features/recognition/chain/recognizer-chain';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';
import { identifiedScanRow } from '../support/scan-rows';
import { photoForm, plainJpeg } from '../support/upload-form';

const databases = await testDatabases();

/** A recognizer that always names one medium banana (the food database does the numbers). */
const bananaRecognizer: Recognizer = {
  name: 'steered',
  local: true,
  recognize: async (): Promise<Recognition> => ({
    provider: 'steered',
    kind: 'named',
    items: [{ name: 'Banana', grams: null, preparation: null, confidence: 0.9 }],
    ingredients: [],
    label: null,
    barcode: null,
    allergens: [],
  }),
};

describe.each(databases)('the daily log on %s', (kind) => {
  let t: TestServer;
  let user: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    t = await startTestServer(kind, { overrides: { recognizer: new RecognizerChain([bananaRecognizer]) } });
    user = await t.signIn(`logger-${kind}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${t.baseUrl}${url}`, {
      method,
      headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const isJson = res.headers.get('content-type')?.includes('json') ?? false;
    return { status: res.status, headers: res.headers, text, body: isJson && text ? JSON.parse(text) : null };
  };
  const json = <T>(r: { body: unknown }) => r.body as T;
  /** Stores an identified one-food scan at an instant (no photo), as history for these tests. */
  const seed = (id: string, createdAt: string, calories: number, protein = 10) =>
    t.services.scans.save(
      identifiedScanRow({
        id: `${kind}-${id}`,
        userId: user.userId,
        foodName: 'Rice bowl',
        confidence: 90,
        calories,
        protein,
        carbs: 50,
        fat: 5,
        ingredients: [],
        allergens: [],
        nutritionalInfo: null,
        createdAt: new Date(createdAt),
      }),
    );

  describe('goals', () => {
    it('starts from the FDA daily values, then keeps what the user sets', async () => {
      const before = await call('GET', `/api/users/${user.userId}/goals`);
      expect(before.status).toBe(200);
      expectContractAnswer('getGoals', 200, before.body);
      expect(before.body).toEqual({
        goals: { calories: 2000, protein: 50, carbs: 275, fat: 78 },
        isDefault: true,
        updatedAt: null,
      });
      const set = await call('PUT', `/api/users/${user.userId}/goals`, {
        calories: 1800,
        protein: 110,
        carbs: 180,
        fat: 60,
      });
      expect(set.status).toBe(200);
      expectContractAnswer('updateGoals', 200, set.body);
      expect(set.body).toMatchObject({ goals: { calories: 1800, protein: 110 }, isDefault: false });
      expect((await call('GET', `/api/users/${user.userId}/goals`)).body).toEqual(set.body);
    });

    it('refuses goals out of range, naming the field, and changes nothing', async () => {
      const bad = await call('PUT', `/api/users/${user.userId}/goals`, {
        calories: 90,
        protein: 110,
        carbs: 180,
        fat: 60,
      });
      expect(bad.status).toBe(400);
      expectContractAnswer('updateGoals', 400, bad.body);
      expect(JSON.stringify(bad.body)).toContain('calories');
      expect(
        json<{ goals: { calories: number } }>(await call('GET', `/api/users/${user.userId}/goals`)).goals.calories,
      ).toBe(1800);
    });
  });

  describe('days', () => {
    beforeAll(async () => {
      // Tokyo: 23:30 on March 10 local is 14:30 UTC; 00:30 on March 11 local is 15:30 UTC.
      await seed('tokyo-late', '2026-03-10T14:30:00Z', 500);
      await seed('tokyo-next', '2026-03-10T15:30:00Z', 300);
      // New York springs forward on March 8, 2026: that day runs 05:00Z to 04:00Z the next day.
      await seed('ny-first', '2026-03-08T05:00:00Z', 100); // 00:00 local, the day's first instant
      await seed('ny-last', '2026-03-09T03:59:00Z', 200); // 23:59 local
      await seed('ny-next', '2026-03-09T04:00:00Z', 400); // 00:00 on March 9
    });

    it("counts a scan on the user's local date: 23:30 in Tokyo is that Tokyo day", async () => {
      const res = await call('GET', `/api/users/${user.userId}/days?from=2026-03-10&to=2026-03-11&tz=Asia/Tokyo`);
      expect(res.status).toBe(200);
      expectContractAnswer('listDays', 200, res.body);
      const days = json<{ days: { date: string; scans: number; calories: number }[] }>(res).days;
      expect(days.map((d) => [d.date, d.scans, d.calories])).toEqual([
        ['2026-03-10', 1, 500],
        ['2026-03-11', 1, 300],
      ]);
      // In UTC both are March 10.
      const utc = await call('GET', `/api/users/${user.userId}/days?from=2026-03-10&to=2026-03-10&tz=UTC`);
      expect(json<{ days: { scans: number; calories: number }[] }>(utc).days[0]).toMatchObject({
        scans: 2,
        calories: 800,
      });
    });

    it('gives a day across a daylight-saving change exactly its own scans, and every day in the range', async () => {
      const res = await call('GET', `/api/users/${user.userId}/days?from=2026-03-07&to=2026-03-09&tz=America/New_York`);
      const days = json<{ days: { date: string; scans: number; calories: number; protein: number }[] }>(res).days;
      expect(days.map((d) => [d.date, d.scans, d.calories])).toEqual([
        ['2026-03-07', 0, 0],
        ['2026-03-08', 2, 300],
        ['2026-03-09', 1, 400],
      ]);
      expect(days[1]!.protein).toBe(20);
    });

    it('measures each day against the goals in force that day', async () => {
      const res = await call('GET', `/api/users/${user.userId}/days?from=2026-03-08&to=2026-03-08&tz=UTC`);
      // The goals were set in the test above, "today": long after March 8, so that day had the defaults.
      expect(json<{ days: { goals: { calories: number } }[] }>(res).days[0]!.goals.calories).toBe(2000);
      const today = new Date().toISOString().slice(0, 10);
      const now = await call('GET', `/api/users/${user.userId}/days?from=${today}&to=${today}&tz=UTC`);
      expect(json<{ days: { goals: { calories: number } }[] }>(now).days[0]!.goals.calories).toBe(1800);
    });

    it('answers at most 366 days, and refuses impossible ranges, dates and zones with 400', async () => {
      const year = await call('GET', `/api/users/${user.userId}/days?from=2027-01-01&to=2028-01-01&tz=UTC`);
      expect(year.status).toBe(200);
      expect(json<{ days: unknown[] }>(year).days).toHaveLength(366);
      for (const query of [
        'from=2027-01-01&to=2028-01-02&tz=UTC', // 367 days
        'from=2026-03-10&to=2026-03-01&tz=UTC', // backwards
        'from=2026-02-30&to=2026-03-01&tz=UTC', // no such date
        'from=2026-03-01&to=2026-03-02&tz=Mars/Olympus_Mons',
        'from=2026-03-01&to=2026-03-02', // no zone
      ]) {
        const res = await call('GET', `/api/users/${user.userId}/days?${query}`);
        expect(res.status, query).toBe(400);
        expectContractAnswer('listDays', 400, res.body);
      }
    });

    it('leaves out a scan that is not identified, and follows a correction and a deletion at once', async () => {
      const day = '2026-04-02';
      const days = async () =>
        json<{ days: { scans: number; calories: number }[] }>(
          await call('GET', `/api/users/${user.userId}/days?from=${day}&to=${day}&tz=UTC`),
        ).days[0]!;
      await t.services.scans.save({
        ...identifiedScanRow({
          id: `${kind}-unknown`,
          userId: user.userId,
          foodName: 'Not identified',
          confidence: null,
          calories: null,
          protein: null,
          carbs: null,
          fat: null,
          ingredients: [],
          allergens: [],
          nutritionalInfo: null,
          createdAt: new Date(`${day}T12:00:00Z`),
        }),
        identification: { status: 'unidentified', provider: null, reason: 'No food found' },
        items: [],
        identifiedAt: null,
      });
      expect(await days()).toMatchObject({ scans: 0, calories: 0 });
      const named = await call('PATCH', `/api/scans/${kind}-unknown`, { items: [{ foodId: 'builtin-banana' }] });
      expect(named.status).toBe(200);
      expect(await days()).toMatchObject({ scans: 1, calories: 105 });
      await call('PATCH', `/api/scans/${kind}-unknown`, {
        items: [{ foodId: 'builtin-banana', portion: { label: '1 medium', quantity: 2 } }],
      });
      expect(await days()).toMatchObject({ scans: 1, calories: 210 });
      expect((await call('DELETE', `/api/scans/${kind}-unknown`)).status).toBe(204);
      expect(await days()).toMatchObject({ scans: 0, calories: 0 });
    });
  });

  describe('meals', () => {
    it("sets a new scan's meal from the local time it was taken, and lets the user change it", async () => {
      // 07:45 in Tokyo, sent from the outbox two hours later.
      const capturedAt = new Date(Date.now() - 2 * 3_600_000);
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Tokyo',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(capturedAt);
      const form = photoForm(
        { userId: user.userId, tz: 'Asia/Tokyo', capturedAt: capturedAt.toISOString() },
        await plainJpeg(320, 240, '#e8c547'),
      );
      const res = await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: user.headers });
      expect(res.status).toBe(201);
      const scan = (await res.json()) as Scan;
      expectContractAnswer('createScan', 201, scan);
      expect(scan.createdAt).toBe(capturedAt.toISOString());
      const hour = Number(local);
      const expected =
        hour >= 4 && hour < 11
          ? 'breakfast'
          : hour >= 11 && hour < 16
            ? 'lunch'
            : hour >= 17 && hour < 22
              ? 'dinner'
              : 'snack';
      expect(scan.meal).toBe(expected);
      const changed = await call('PATCH', `/api/scans/${scan.id}`, { meal: 'dinner' });
      expect(changed.status).toBe(200);
      expect(json<Scan>(changed)).toMatchObject({ meal: 'dinner', items: scan.items, calories: scan.calories });
    });

    it('refuses a capture time more than a week old or in the future, and an unknown zone', async () => {
      const cases: Record<string, string>[] = [
        { capturedAt: new Date(Date.now() - 8 * 86_400_000).toISOString() },
        { capturedAt: new Date(Date.now() + 3_600_000).toISOString() },
        { tz: 'Nowhere/Land' },
      ];
      for (const fields of cases) {
        const form = photoForm({ userId: user.userId, ...fields }, await plainJpeg(64, 64, '#e8c547'));
        const res = await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: user.headers });
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expectContractAnswer('createScan', 400, await res.json());
      }
    });
  });

  describe('logging without a photo', () => {
    it('logs a scan again now: the same foods, portions and numbers, a new scan with no photo', async () => {
      const form = photoForm({ userId: user.userId }, await plainJpeg(320, 240, '#e8c547'));
      const original = (await (
        await fetch(`${t.baseUrl}/api/scans`, { method: 'POST', body: form, headers: user.headers })
      ).json()) as Scan;
      await call('PATCH', `/api/scans/${original.id}`, {
        items: [{ foodId: 'builtin-banana', portion: { label: '1 medium', quantity: 2 } }],
        note: 'after the run',
      });
      const again = await call('POST', `/api/scans/${original.id}/log-again`, { meal: 'snack', tz: 'Europe/Paris' });
      expect(again.status).toBe(201);
      expectContractAnswer('logScanAgain', 201, again.body);
      const copy = json<Scan>(again);
      expect(copy.id).not.toBe(original.id);
      expect(copy).toMatchObject({
        meal: 'snack',
        imageUrl: `/api/scans/${copy.id}/image`,
        thumbnailUrl: `/api/scans/${copy.id}/image?size=thumb`,
        note: null,
        calories: 210,
        identification: { status: 'identified' },
        loggedAgainFrom: original.id,
      });
      expect(copy.items).toEqual(json<Scan>(await call('GET', `/api/scans/${original.id}`)).items);
      expect(Date.now() - Date.parse(copy.createdAt)).toBeLessThan(60_000);
      // The copy's photo is its own: it stays when the first entry goes.
      const photo = async (scan: Scan) =>
        (await fetch(`${t.baseUrl}${scan.thumbnailUrl}`, { headers: user.headers })).status;
      expect(await photo(copy)).toBe(200);
      const second = json<Scan>(await call('POST', `/api/scans/${original.id}/log-again`, { tz: 'UTC' }));
      expect((await call('DELETE', `/api/scans/${original.id}`)).status).toBe(204);
      expect(await photo(copy)).toBe(200);
      expect(await photo(second)).toBe(200);
      // With no body at all, too (from the copy: the first entry is gone).
      expect((await call('POST', `/api/scans/${copy.id}/log-again`)).status).toBe(201);
    });

    it('logs a whole day, or one meal of it, again now: each entry in its meal, the unnamed left out', async () => {
      const eater = await t.signIn(`same-day-${kind}@example.com`);
      const entry = (id: string, createdAt: string, meal: Scan['meal'], calories: number) =>
        t.services.scans.save({
          ...identifiedScanRow({
            id: `${kind}-${id}`,
            userId: eater.userId,
            foodName: id,
            confidence: null,
            calories,
            protein: 1,
            carbs: 2,
            fat: 3,
            ingredients: [],
            allergens: [],
            nutritionalInfo: null,
            createdAt: new Date(createdAt),
          }),
          meal,
        });
      // 3 March in New York (UTC-5): breakfast, lunch, and a scan still to be named; the 4th's is another day.
      await entry('porridge', '2026-03-03T12:30:00Z', 'breakfast', 300);
      await entry('soup', '2026-03-03T17:00:00Z', 'lunch', 250);
      await entry('next-day', '2026-03-04T12:00:00Z', 'breakfast', 999);
      await t.services.scans.save({
        ...identifiedScanRow({
          id: `${kind}-unnamed-on-day`,
          userId: eater.userId,
          foodName: 'Not identified',
          confidence: null,
          calories: null,
          protein: null,
          carbs: null,
          fat: null,
          ingredients: [],
          allergens: [],
          nutritionalInfo: null,
          createdAt: new Date('2026-03-03T20:00:00Z'),
        }),
        identification: { status: 'unidentified', provider: null, reason: 'No food found' },
        items: [],
        identifiedAt: null,
      });
      const again = (body: unknown, date = '2026-03-03') =>
        fetch(`${t.baseUrl}/api/users/${eater.userId}/days/${date}/log-again`, {
          method: 'POST',
          headers: { ...eater.headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });

      const day = await again({ tz: 'America/New_York' });
      expect(day.status).toBe(201);
      const copies = (await day.json()) as Scan[];
      expectContractAnswer('logDayAgain', 201, copies);
      expect(copies.map((scan) => [scan.foodName, scan.meal, scan.calories, scan.imageUrl])).toEqual([
        ['porridge', 'breakfast', 300, null],
        ['soup', 'lunch', 250, null],
      ]);
      for (const copy of copies) expect(Date.now() - Date.parse(copy.createdAt)).toBeLessThan(60_000);

      const lunch = await again({ tz: 'America/New_York', meal: 'lunch' });
      expect(((await lunch.json()) as Scan[]).map((scan) => scan.foodName)).toEqual(['soup']);

      const nothing = await again({ tz: 'America/New_York', meal: 'dinner' });
      expect(nothing.status).toBe(409);
      expectContractAnswer('logDayAgain', 409, await nothing.json());
      expect((await again({ tz: 'Mars/Olympus' })).status).toBe(400);
      expect((await again({ tz: 'UTC' }, '2026-02-31')).status).toBe(400);
    });

    it("will not log again a scan that names no food (409), nor another user's (404)", async () => {
      await t.services.scans.save({
        ...identifiedScanRow({
          id: `${kind}-unnamed`,
          userId: user.userId,
          foodName: 'Not identified',
          confidence: null,
          calories: null,
          protein: null,
          carbs: null,
          fat: null,
          ingredients: [],
          allergens: [],
          nutritionalInfo: null,
        }),
        identification: { status: 'unidentified', provider: null, reason: 'No food found' },
        items: [],
        identifiedAt: null,
      });
      const conflict = await call('POST', `/api/scans/${kind}-unnamed/log-again`, {});
      expect(conflict.status).toBe(409);
      expectContractAnswer('logScanAgain', 409, conflict.body);
      const other = await t.signIn(`other-logger-${kind}@example.com`);
      const res = await fetch(`${t.baseUrl}/api/scans/${kind}-unnamed/log-again`, {
        method: 'POST',
        headers: other.headers,
      });
      expect(res.status).toBe(404);
    });

    it('logs chosen foods in one tap and lists recent foods, each once, newest first', async () => {
      const logged = await call('POST', `/api/users/${user.userId}/scans`, {
        items: [{ foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } }],
        tz: 'UTC',
      });
      expect(logged.status).toBe(201);
      expectContractAnswer('logFoods', 201, logged.body);
      expect(json<Scan>(logged)).toMatchObject({ foodName: 'Egg', imageUrl: null, calories: 143 });
      const recent = await call('GET', `/api/users/${user.userId}/recent-foods`);
      expect(recent.status).toBe(200);
      expectContractAnswer('listRecentFoods', 200, recent.body);
      const foods = json<{ foods: { foodId: string; portion: { quantity: number } | null }[] }>(recent).foods;
      expect(foods[0]).toMatchObject({ foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } });
      expect(new Set(foods.map((f) => f.foodId)).size).toBe(foods.length);
      expect(foods.map((f) => f.foodId)).toContain('builtin-banana');
      const bad = await call('POST', `/api/users/${user.userId}/scans`, { items: [{ foodId: 'no-such-food' }] });
      expect(bad.status).toBe(400);
    });
  });

  describe('foods logged later (a meal typed offline)', () => {
    const logFoods = async (body: unknown, key?: string) => {
      const res = await fetch(`${t.baseUrl}/api/users/${user.userId}/scans`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
    };

    it('dates the entry when it was eaten and sets its meal from that local time', async () => {
      const eaten = new Date(Date.now() - 2 * 24 * 60 * 60_000);
      eaten.setUTCHours(7, 30, 0, 0);
      const logged = await logFoods({ items: [{ foodId: 'builtin-egg' }], tz: 'UTC', loggedAt: eaten.toISOString() });
      expect(logged.status).toBe(201);
      expectContractAnswer('logFoods', 201, logged.body);
      expect(json<Scan>(logged)).toMatchObject({ createdAt: eaten.toISOString(), meal: 'breakfast' });
    });

    it('refuses a time over 7 days ago or ahead of the clock, naming loggedAt', async () => {
      for (const at of [Date.now() - 8 * 24 * 60 * 60_000, Date.now() + 60 * 60_000]) {
        const refused = await logFoods({ items: [{ foodId: 'builtin-egg' }], loggedAt: new Date(at).toISOString() });
        expect(refused.status).toBe(400);
        expectContractAnswer('logFoods', 400, refused.body);
        expect(refused.body.error).toMatchObject({
          message: 'A meal must have been eaten in the last 7 days.',
          details: [{ path: 'body.loggedAt', message: 'Not within the last 7 days' }],
        });
      }
    });

    it('logs a meal once per Idempotency-Key, replaying the first answer, and refuses the key for other foods', async () => {
      const key = `typed-${kind}-0001`;
      const body = { items: [{ name: 'Grandma’s stew', grams: 300 }], tz: 'UTC', loggedAt: new Date().toISOString() };
      const first = await logFoods(body, key);
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const again = await logFoods(body, key);
      expect(again.status).toBe(201);
      expectContractAnswer('logFoods', 201, again.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(json<Scan>(again).id).toBe(json<Scan>(first).id);
      const history = await call('GET', `/api/users/${user.userId}/scans`);
      expect(json<Scan[]>(history).filter((scan) => scan.id === json<Scan>(first).id)).toHaveLength(1);
      const reused = await logFoods({ ...body, items: [{ name: 'Toast', grams: 40 }] }, key);
      expect(reused.status).toBe(422);
      expectContractAnswer('logFoods', 422, reused.body);
    });

    it('logs a meal once when the same key is sent many times at once', async () => {
      const key = `typed-${kind}-race`;
      const body = { items: [{ foodId: 'builtin-egg' }], tz: 'UTC' };
      const answers = await Promise.all(Array.from({ length: 5 }, () => logFoods(body, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => json<Scan>(a).id)).size).toBe(1);
    });
  });

  describe('export', () => {
    it("exports a date range in the user's zone, as CSV and as JSON, leaving out unnamed scans", async () => {
      const csv = await call(
        'GET',
        `/api/users/${user.userId}/scans/export?from=2026-03-10&to=2026-03-10&tz=Asia/Tokyo`,
      );
      expect(csv.status).toBe(200);
      expectContractAnswer('exportUserScans', 200, csv.text);
      const lines = csv.text.trimEnd().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe(`${kind}-tokyo-late,2026-03-10,23:30,snack,Rice bowl,,100,,500,10,50,5,,,,estimate`);
      const all = await call('GET', `/api/users/${user.userId}/scans/export.json?tz=UTC`);
      expect(all.status).toBe(200);
      expectContractAnswer('exportUserScansJson', 200, all.body);
      const rows = json<{ rows: { scanId: string; calories: number | null }[] }>(all).rows;
      expect(rows.map((r) => r.scanId)).not.toContain(`${kind}-unnamed`);
      expect(rows.every((r) => typeof r.calories === 'number' || r.calories === null)).toBe(true);
      expect(all.headers.get('content-disposition')).toMatch(
        /^attachment; filename="morsel-log-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect((await call('GET', `/api/users/${user.userId}/scans/export?from=2026-03-10&to=2026-02-10`)).status).toBe(
        400,
      );
    });

    it('adds the energy in kJ when asked, beside the kcal', async () => {
      const range = 'from=2026-03-10&to=2026-03-10&tz=Asia/Tokyo';
      const csv = await call('GET', `/api/users/${user.userId}/scans/export?${range}&energyUnit=kJ`);
      expect(csv.status).toBe(200);
      const lines = csv.text.trimEnd().split('\r\n');
      expect(lines[0]!.endsWith(',Source,Energy (kJ)')).toBe(true);
      // 500 kcal is 2,092 kJ.
      expect(lines[1]).toBe(`${kind}-tokyo-late,2026-03-10,23:30,snack,Rice bowl,,100,,500,10,50,5,,,,estimate,2092`);
      const json_ = await call('GET', `/api/users/${user.userId}/scans/export.json?${range}&energyUnit=kJ`);
      expectContractAnswer('exportUserScansJson', 200, json_.body);
      expect(json<{ rows: { calories: number; energyKj: number }[] }>(json_).rows).toEqual([
        expect.objectContaining({ calories: 500, energyKj: 2092 }),
      ]);
      expect((await call('GET', `/api/users/${user.userId}/scans/export?energyUnit=MJ`)).status).toBe(400);
    });
  });

  describe('summary', () => {
    it('counts the days logged and the streaks, by local days', async () => {
      const res = await call('GET', `/api/users/${user.userId}/log-summary?tz=UTC`);
      expect(res.status).toBe(200);
      expectContractAnswer('getLogSummary', 200, res.body);
      const summary = json<{ daysLogged: number; currentStreak: number; longestStreak: number; firstDay: string }>(res);
      // Seeded: March 8, 9, 10 (UTC) — a three-day run — and today's scans from the tests above.
      expect(summary.firstDay).toBe('2026-03-08');
      expect(summary.longestStreak).toBeGreaterThanOrEqual(3);
      expect(summary.currentStreak).toBeGreaterThanOrEqual(1);
      expect(summary.daysLogged).toBeGreaterThanOrEqual(4);
    });
  });
});
