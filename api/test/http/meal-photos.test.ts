import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedMeal, Scan, TrainingImage } from '../../src/generated/types.gen';
import { expectContractAnswer } from '../support/contract-assertions';
import { photosOf, phonePhoto } from '../support/food-photos';
import { INSTALLED_MODELS_DIR, startTestServer, testDatabases, type TestServer } from '../support/harness';
import { hasSharedData } from '../support/shared-data';
import { photoForm } from '../support/upload-form';

/**
 * A meal the user eats often is recognised from its photo: a scan of several foods saved as a meal
 * teaches the meal its photo, a new photo of the plate comes back as the meal, and deleting the
 * meal forgets its photos. Over real HTTP, with the installed image model and the labelled plates.
 */
const databases = await testDatabases();

describe.skipIf(!hasSharedData('saved meals from photos', 'imageModel', 'foodPhotos'))(
  'saved meals recognised from photos',
  () => {
    describe.each(databases)('on %s', (kind) => {
      let t: TestServer;
      type Session = Awaited<ReturnType<TestServer['signIn']>>;
      let owner: Session;
      // One plate of several foods: two photos from its side, one from the top. Read when the suite
      // runs, not as it is collected: a skipped suite is still collected, with no photos to read.
      const photo = (name: string) => photosOf('mix').find((file) => file.endsWith(`/${name}`))!;
      let plate: string[] = [];
      const breakfast = [
        { foodId: 'builtin-egg', portion: { label: '1 large', quantity: 2 } },
        { foodId: 'builtin-banana' },
      ];

      beforeAll(async () => {
        plate = [photo('mix004S(1).JPG'), photo('mix004S(2).JPG'), photo('mix004T(1).JPG')];
        t = await startTestServer(kind, { env: { MORSEL_MODELS_DIR: INSTALLED_MODELS_DIR } });
        owner = await t.signIn(`meal-photos-${kind}@example.com`);
      });
      afterAll(async () => {
        await t?.close();
      });

      const call = async (user: Session, method: string, url: string, body?: unknown) => {
        const res = await fetch(`${t.baseUrl}${url}`, {
          method,
          headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await res.text();
        return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
      };
      const scan = async (user: Session, file: string) => {
        const res = await fetch(`${t.baseUrl}/api/scans`, {
          method: 'POST',
          body: photoForm({ userId: user.userId }, await phonePhoto(file)),
          headers: user.headers,
        });
        expect(res.status).toBe(201);
        const body = (await res.json()) as unknown;
        expectContractAnswer('createScan', 201, body);
        return body as Scan;
      };
      const mealReferences = async (userId: string) =>
        (await t.dataSource.query(
          `SELECT "savedMealId", "scanId" FROM training_images WHERE "userId" = '${userId}' AND "savedMealId" IS NOT NULL`,
        )) as { savedMealId: string; scanId: string | null }[];

      it('names a new photo of a plate saved as a meal as that meal, in its foods and portions', async () => {
        const first = await scan(owner, plate[0]!);
        const corrected = await call(owner, 'PATCH', `/api/scans/${first.id}`, { items: breakfast });
        expect(corrected.status).toBe(200);
        const saved = await call(owner, 'POST', `/api/users/${owner.userId}/saved-meals`, {
          name: 'Sunday plate',
          scanId: first.id,
        });
        expect(saved.status).toBe(201);
        const meal = saved.body as SavedMeal;
        expect(await mealReferences(owner.userId)).toEqual([{ savedMealId: meal.id, scanId: null }]);
        // The meal's photo is the meal's: not one of the Training page's photos of single foods.
        const training = await call(owner, 'GET', `/api/users/${owner.userId}/training/images`);
        expect((training.body as { images: TrainingImage[] }).images).toEqual([]);

        const again = await scan(owner, plate[1]!);
        expect(again.identification).toEqual({ status: 'identified', provider: 'saved_meal', reason: null });
        expect(again.foodName).toBe('Sunday plate');
        expect(again.items.map((item) => [item.foodId, item.grams, item.portion?.label ?? null])).toEqual(
          meal.items.map((item) => [item.foodId, item.grams, item.portion?.label ?? null]),
        );
        expect(again.totals).toEqual(meal.totals);
        expect(again.confidence).toBeGreaterThanOrEqual(90);
      });

      it('offers the meal first among the suggestions for a photo only like it (the plate from the top)', async () => {
        const fromAbove = await scan(owner, plate[2]!);
        expect(fromAbove.identification.provider).not.toBe('saved_meal');
        expect(fromAbove.suggestions[0]).toMatchObject({
          name: 'Sunday plate',
          provider: 'saved_meal',
          foodId: 'builtin-egg',
        });
        expect(fromAbove.suggestions[0]!.savedMealId).toEqual(expect.any(String));
      });

      it('proposes nothing of one user’s meals to another user', async () => {
        const stranger = await t.signIn(`meal-photos-stranger-${kind}@example.com`);
        const theirs = await scan(stranger, plate[1]!);
        expect(theirs.identification.provider).not.toBe('saved_meal');
        expect(theirs.suggestions.filter((suggestion) => suggestion.savedMealId)).toEqual([]);
      });

      it('learns the meal from a scan corrected to its foods, and forgets what the scan taught when it changes', async () => {
        const other = await scan(owner, plate[2]!);
        const [meal] = (
          (await call(owner, 'GET', `/api/users/${owner.userId}/saved-meals`)).body as {
            meals: SavedMeal[];
          }
        ).meals;
        // The meal's foods in another order and other amounts are still the meal.
        const res = await call(owner, 'PATCH', `/api/scans/${other.id}`, {
          items: [{ foodId: 'builtin-banana', grams: 90 }, { foodId: 'builtin-egg' }],
        });
        expect(res.status).toBe(200);
        expect(await mealReferences(owner.userId)).toContainEqual({ savedMealId: meal!.id, scanId: other.id });

        await call(owner, 'PATCH', `/api/scans/${other.id}`, {
          items: [{ foodId: 'builtin-banana' }, { foodId: 'builtin-apple' }],
        });
        expect(await mealReferences(owner.userId)).not.toContainEqual({ savedMealId: meal!.id, scanId: other.id });
      });

      it('forgets the meal’s photos when the meal is deleted: the plate is no longer proposed', async () => {
        const { meals } = (await call(owner, 'GET', `/api/users/${owner.userId}/saved-meals`)).body as {
          meals: SavedMeal[];
        };
        const deleted = await call(owner, 'DELETE', `/api/users/${owner.userId}/saved-meals/${meals[0]!.id}`);
        expect(deleted.status).toBe(204);
        expect(await mealReferences(owner.userId)).toEqual([]);

        const after = await scan(owner, plate[1]!);
        expect(after.identification.provider).not.toBe('saved_meal');
        expect(after.foodName).not.toBe('Sunday plate');
        expect(after.suggestions.filter((suggestion) => suggestion.savedMealId)).toEqual([]);
      });
    });
  },
);
