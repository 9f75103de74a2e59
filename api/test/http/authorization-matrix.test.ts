import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processUpload } from '../../src/features/images/image-intake';
import { readOperations } from '../../src/http/contract';
import type { OperationId } from '../../src/http/operations';
import { expectContractAnswer } from '../support/contract-assertions';
import { emulatorIdToken, loginWithToken, startTestServer, type TestServer } from '../support/harness';
import { plainJpeg } from '../support/upload-form';
import { identifiedScanRow } from '../support/scan-rows';

interface Actors {
  t: TestServer;
  owner: { id: string; cookie: string };
  other: { id: string; cookie: string; idToken: string };
  ownerScanId: string;
  ownerTrainingImageId: string;
  ownerSavedMealId: string;
}

type Attack = (a: Actors) => Promise<Response>;
interface Case {
  /** What "user B against user A's data" means for this operation. */
  attack?: Attack;
  expectedStatus?: number;
  /** Why the operation has no user data to attack (public, or not tied to a user). */
  noUserData?: string;
}

const form = (fields: Record<string, string>, withImage = true) => {
  const data = new FormData();
  if (withImage)
    data.append('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'food-scan.jpg');
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

/** Every operation of the contract: how another user would try to reach the owner's data, and the answer. */
const MATRIX: Record<OperationId, Case> = {
  getHealth: { noUserData: 'public liveness' },
  getAuthConfig: { noUserData: 'public client configuration' },
  login: {
    // B's valid token claiming A's e-mail
    attack: ({ t, other }) =>
      fetch(`${t.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { authorization: `Bearer ${other.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com' }),
      }),
    expectedStatus: 403,
  },
  getCurrentUser: { noUserData: 'answers only the caller (checked below: B sees B)' },
  logout: { noUserData: "ends only the caller's own session (checked below)" },
  createScan: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/scans`, {
        method: 'POST',
        headers: { cookie: other.cookie },
        body: form({ userId: owner.id }),
      }),
    expectedStatus: 403,
  },
  getScan: {
    attack: ({ t, other, ownerScanId }) =>
      fetch(`${t.baseUrl}/api/scans/${ownerScanId}`, { headers: { cookie: other.cookie } }),
    expectedStatus: 404,
  },
  deleteScan: {
    attack: ({ t, other, ownerScanId }) =>
      fetch(`${t.baseUrl}/api/scans/${ownerScanId}`, { method: 'DELETE', headers: { cookie: other.cookie } }),
    expectedStatus: 404,
  },
  updateScan: {
    attack: ({ t, other, ownerScanId }) =>
      fetch(`${t.baseUrl}/api/scans/${ownerScanId}`, {
        method: 'PATCH',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ foodId: 'builtin-banana' }], note: 'mine now' }),
      }),
    expectedStatus: 404,
  },
  previewScanUpdate: {
    attack: ({ t, other, ownerScanId }) =>
      fetch(`${t.baseUrl}/api/scans/${ownerScanId}/preview`, {
        method: 'POST',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ foodId: 'builtin-banana' }] }),
      }),
    expectedStatus: 404,
  },
  getScanImage: {
    attack: ({ t, other, ownerScanId }) =>
      fetch(`${t.baseUrl}/api/scans/${ownerScanId}/image`, { headers: { cookie: other.cookie } }),
    expectedStatus: 404,
  },
  listUserScans: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/scans`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  exportUserScans: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/scans/export`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  exportUserScansJson: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/scans/export.json`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  exportAccountZip: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/export.zip`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  deleteAccount: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}`, {
        method: 'DELETE',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ confirm: 'DELETE' }),
      }),
    expectedStatus: 403,
  },
  logFoods: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/scans`, {
        method: 'POST',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ foodId: 'builtin-banana' }] }),
      }),
    expectedStatus: 403,
  },
  logScanAgain: {
    attack: ({ t, other, ownerScanId }) =>
      fetch(`${t.baseUrl}/api/scans/${ownerScanId}/log-again`, {
        method: 'POST',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: '{}',
      }),
    expectedStatus: 404,
  },
  logDayAgain: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/days/2026-01-01/log-again`, {
        method: 'POST',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ tz: 'UTC' }),
      }),
    expectedStatus: 403,
  },
  listRecentFoods: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/recent-foods`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  listSavedMeals: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/saved-meals`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  createSavedMeal: {
    // B saving A's entry as B's own meal: A's scan is not B's to read
    attack: ({ t, other, ownerScanId }) =>
      fetch(`${t.baseUrl}/api/users/${other.id}/saved-meals`, {
        method: 'POST',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Stolen', scanId: ownerScanId }),
      }),
    expectedStatus: 404,
  },
  updateSavedMeal: {
    attack: ({ t, other, ownerSavedMealId }) =>
      fetch(`${t.baseUrl}/api/users/${other.id}/saved-meals/${ownerSavedMealId}`, {
        method: 'PATCH',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Renamed' }),
      }),
    expectedStatus: 404,
  },
  deleteSavedMeal: {
    attack: ({ t, other, ownerSavedMealId }) =>
      fetch(`${t.baseUrl}/api/users/${other.id}/saved-meals/${ownerSavedMealId}`, {
        method: 'DELETE',
        headers: { cookie: other.cookie },
      }),
    expectedStatus: 404,
  },
  logSavedMeal: {
    attack: ({ t, other, ownerSavedMealId }) =>
      fetch(`${t.baseUrl}/api/users/${other.id}/saved-meals/${ownerSavedMealId}/log`, {
        method: 'POST',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: '{}',
      }),
    expectedStatus: 404,
  },
  listFavouriteFoods: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/favourite-foods`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  starFood: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/favourite-foods/builtin-banana`, {
        method: 'PUT',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: '{}',
      }),
    expectedStatus: 403,
  },
  unstarFood: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/favourite-foods/builtin-banana`, {
        method: 'DELETE',
        headers: { cookie: other.cookie },
      }),
    expectedStatus: 403,
  },
  getGoals: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/goals`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  updateGoals: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/goals`, {
        method: 'PUT',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ calories: 1500, protein: 50, carbs: 150, fat: 50 }),
      }),
    expectedStatus: 403,
  },
  listDays: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/days?from=2026-11-01&to=2026-11-07&tz=UTC`, {
        headers: { cookie: other.cookie },
      }),
    expectedStatus: 403,
  },
  getLogSummary: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/log-summary?tz=UTC`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  importHistory: {
    attack: ({ t, owner, other }) => {
      const data = new FormData();
      data.append('file', new Blob(['Date,Meal,Calories\n2026-01-01,Lunch,500\n'], { type: 'text/csv' }), 'log.csv');
      return fetch(`${t.baseUrl}/api/users/${owner.id}/imports`, {
        method: 'POST',
        headers: { cookie: other.cookie },
        body: data,
      });
    },
    expectedStatus: 403,
  },
  uploadTrainingImage: { noUserData: "adds to the caller's own references; takes no user id" },
  getTrainingImage: {
    attack: ({ t, other, ownerTrainingImageId }) =>
      fetch(`${t.baseUrl}/api/training/images/${ownerTrainingImageId}?size=thumb`, {
        headers: { cookie: other.cookie },
      }),
    expectedStatus: 404,
  },
  deleteTrainingImage: {
    attack: ({ t, other, ownerTrainingImageId }) =>
      fetch(`${t.baseUrl}/api/training/images/${ownerTrainingImageId}`, {
        method: 'DELETE',
        headers: { cookie: other.cookie },
      }),
    expectedStatus: 404,
  },
  listTrainingImages: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/training/images`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  getTrainingCounts: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/training/counts`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  getDisplayPreferences: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/display-preferences`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  updateDisplayPreferences: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/display-preferences`, {
        method: 'PUT',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'de', energyUnit: 'kJ', massUnit: null, volumeUnit: null, bodyUnits: null }),
      }),
    expectedStatus: 403,
  },
  getNotificationPreferences: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/notification-preferences`, { headers: { cookie: other.cookie } }),
    expectedStatus: 403,
  },
  updateNotificationPreferences: {
    attack: ({ t, owner, other }) =>
      fetch(`${t.baseUrl}/api/users/${owner.id}/notification-preferences`, {
        method: 'PUT',
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          pushNotifications: false,
          emailNotifications: true,
          scanReminders: false,
          weeklyReports: false,
          newFeatures: true,
          reminderTime: '20:00',
        }),
      }),
    expectedStatus: 403,
  },
  searchFoods: { noUserData: 'shared food database' },
  parseFoods: { noUserData: 'reads the shared food database, stores nothing' },
  getFoodNutrition: { noUserData: 'shared food database' },
  getFoodByBarcode: { noUserData: 'shared food database' },
  getRecognitionStatus: { noUserData: 'engine status' },
  searchRecognitionFoods: { noUserData: 'shared food list' },
  recognizeFood: { noUserData: 'stores nothing' },
  getRecognitionStatusPassioAlias: { noUserData: 'engine status (alias of getRecognitionStatus)' },
  searchRecognitionFoodsPassioAlias: { noUserData: 'shared food list (alias of searchRecognitionFoods)' },
  recognizeFoodPassioAlias: { noUserData: 'stores nothing (alias of recognizeFood)' },
};

describe('authorization: another user can never reach the owner’s data', () => {
  const actors = {} as Actors;
  beforeAll(async () => {
    actors.t = await startTestServer('sqlite');
    const ownerLogin = await loginWithToken(actors.t.baseUrl, (await emulatorIdToken('owner@example.com')).idToken);
    const otherToken = await emulatorIdToken('other@example.com');
    const otherLogin = await loginWithToken(actors.t.baseUrl, otherToken.idToken);
    actors.owner = { id: (ownerLogin.body as { id: string }).id, cookie: ownerLogin.cookie };
    actors.other = {
      id: (otherLogin.body as { id: string }).id,
      cookie: otherLogin.cookie,
      idToken: otherToken.idToken,
    };
    actors.ownerScanId = 'owner-scan-1';
    await actors.t.services.scans.save(
      identifiedScanRow({
        id: actors.ownerScanId,
        userId: actors.owner.id,
        foodName: 'Secret Soup',
        imageUrl: null,
        confidence: 90,
        calories: 200,
        protein: 5,
        carbs: 20,
        fat: 8,
        ingredients: [],
        allergens: [],
        nutritionalInfo: null,
      }),
    );
    const photo = await processUpload(await plainJpeg(64, 64, '#c33'));
    const reference = await actors.t.services.references.add({
      userId: actors.owner.id,
      category: 'produce',
      label: 'Secret Soup',
      image: photo,
    });
    actors.ownerTrainingImageId = reference.id!;
    const meal = await actors.t.services.savedMeals.create(actors.owner.id, {
      name: 'Secret breakfast',
      items: [{ foodId: 'builtin-banana' }],
    });
    actors.ownerSavedMealId = meal.id;
  });
  afterAll(async () => {
    await actors.t?.close();
  });

  it('covers every operation in the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(
      readOperations()
        .map((op) => op.operationId)
        .sort(),
    );
  });

  for (const [operationId, testCase] of Object.entries(MATRIX) as [OperationId, Case][]) {
    if (!testCase.attack) continue;
    it(`${operationId}: answers ${testCase.expectedStatus} and leaks nothing`, async () => {
      const res = await testCase.attack!(actors);
      const body = await res.json();
      expect(res.status).toBe(testCase.expectedStatus);
      expectContractAnswer(operationId, res.status, body);
      expect(JSON.stringify(body)).not.toContain('Secret Soup');
      expect(res.headers.get('set-cookie') ?? '').not.toMatch(/morsel_session=[\w-]{20,}/);
    });
  }

  it('getCurrentUser answers the caller, never someone else', async () => {
    const res = await fetch(`${actors.t.baseUrl}/api/auth/me`, { headers: { cookie: actors.other.cookie } });
    expect(((await res.json()) as { email: string }).email).toBe('other@example.com');
  });

  it("logout ends only the caller's own session", async () => {
    const extra = await loginWithToken(actors.t.baseUrl, (await emulatorIdToken('other@example.com')).idToken);
    await fetch(`${actors.t.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: extra.cookie } });
    const owner = await fetch(`${actors.t.baseUrl}/api/auth/me`, { headers: { cookie: actors.owner.cookie } });
    expect(owner.status).toBe(200);
  });

  it('every operation that needs a session answers 401 without one', async () => {
    for (const op of readOperations().filter((o) => o.requiresSession)) {
      const url = actors.t.baseUrl + op.path.replace(/\{\w+\}/g, 'abc');
      const res = await fetch(op.path.includes('search') ? `${url}?q=apple` : url, {
        method: op.method.toUpperCase(),
        ...(op.multipart ? { body: form({ userId: 'abc', category: 'produce' }) } : {}),
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expectContractAnswer(op.operationId, 401, await res.json());
    }
  });

  it("a revoked session (signed out) reaches nothing, not even its own user's data: 401 everywhere", async () => {
    const { t, owner } = actors;
    const second = await loginWithToken(t.baseUrl, (await emulatorIdToken('owner@example.com')).idToken);
    expect(second.status).toBe(200);
    const out = await fetch(`${t.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: second.cookie } });
    expect(out.status).toBe(204);
    for (const op of readOperations().filter((o) => o.requiresSession)) {
      const id = op.path.includes('/training/') ? actors.ownerTrainingImageId : actors.ownerScanId;
      const url = t.baseUrl + op.path.replace('{userId}', owner.id).replace('{id}', id);
      const res = await fetch(op.path.includes('search') ? `${url}?q=apple` : url, {
        method: op.method.toUpperCase(),
        headers: { cookie: second.cookie },
        ...(op.multipart ? { body: form({ userId: owner.id, category: 'produce' }) } : {}),
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expectContractAnswer(op.operationId, 401, await res.json());
    }
    expect(await (await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie: second.cookie } })).json()).toBeNull();
    // The owner's other session is untouched.
    expect((await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie: owner.cookie } })).status).toBe(200);
  });

  it("the owner still reaches the owner's data, unchanged by the attacks", async () => {
    const res = await fetch(`${actors.t.baseUrl}/api/scans/${actors.ownerScanId}`, {
      headers: { cookie: actors.owner.cookie },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ foodName: 'Secret Soup', note: null, correctedAt: null });
    const photo = await fetch(`${actors.t.baseUrl}/api/training/images/${actors.ownerTrainingImageId}`, {
      headers: { cookie: actors.owner.cookie },
    });
    expect(photo.status).toBe(200);
  });
});
