import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDisplayPreferences, updateDisplayPreferences, type DisplayPreferences } from '../../../frontend/src/client';
import { SESSION_COOKIE } from '../../src/http/session';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, testDatabases, type TestServer } from '../support/harness';

const GERMAN_IN_KILOJOULES: DisplayPreferences = {
  language: 'de',
  energyUnit: 'kJ',
  massUnit: 'g',
  volumeUnit: null,
  bodyUnits: 'metric',
};

describe.each(await testDatabases())('language and units kept for the account on %s', (kind) => {
  let t: TestServer;
  let session: Awaited<ReturnType<TestServer['signIn']>>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    session = await t.signIn('units@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = () => `${t.baseUrl}/api/users/${session.userId}/display-preferences`;
  const read = async () => {
    const res = await getDisplayPreferences({
      client: t.client,
      path: { userId: session.userId },
      headers: session.headers,
    });
    expectContractAnswer('getDisplayPreferences', 200, res.data);
    return res.data!;
  };

  it('follows the device until the user chooses', async () => {
    expect(await read()).toEqual({
      language: null,
      energyUnit: null,
      massUnit: null,
      volumeUnit: null,
      bodyUnits: null,
    });
  });

  it('keeps a choice for every device and replaces it on the next save', async () => {
    const saved = await updateDisplayPreferences({
      client: t.client,
      path: { userId: session.userId },
      headers: session.headers,
      body: GERMAN_IN_KILOJOULES,
    });
    expectContractAnswer('updateDisplayPreferences', 200, saved.data);
    expect(saved.data).toEqual(GERMAN_IN_KILOJOULES);
    // Another device of the same account reads the same choice.
    const otherDevice = await t.services.sessions.start(session.userId);
    const seen = await getDisplayPreferences({
      client: t.client,
      path: { userId: session.userId },
      headers: { Cookie: `${SESSION_COOKIE}=${otherDevice.token}` },
    });
    expect(seen.data).toEqual(GERMAN_IN_KILOJOULES);

    const american = {
      language: 'en',
      energyUnit: 'kcal',
      massUnit: 'oz',
      volumeUnit: 'fl oz',
      bodyUnits: 'imperial',
    } as const;
    await updateDisplayPreferences({
      client: t.client,
      path: { userId: session.userId },
      headers: session.headers,
      body: american,
    });
    expect(await read()).toEqual(american);
  });

  it('refuses a language or unit Morsel does not have, and keeps the saved choice', async () => {
    const before = await read();
    for (const body of [
      { ...before, language: 'fr' },
      { ...before, energyUnit: 'cal' },
      { ...before, massUnit: 'stone' },
      { language: 'de' },
    ]) {
      const res = await fetch(url(), {
        method: 'PUT',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectContractAnswer('updateDisplayPreferences', 400, await res.json());
    }
    expect(await read()).toEqual(before);
  });
});
