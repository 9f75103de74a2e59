import { describe, expect, it } from 'vitest';
import { formatMockParam, mockUrl, parseMockParam, stateOf } from './mock-param';
import { mockCatalog, mockHandlers, mockAuthOptions } from './mock-states';

const catalog = {
  scans: ['success', 'empty', 'serverError'],
  foods: ['success', 'empty', 'serverError'],
  auth: ['signedIn', 'signedOut', 'loginFails'],
};

describe('parseMockParam', () => {
  it('reads resource:state pairs separated by commas', () => {
    expect(parseMockParam('scans:empty,foods:serverError', catalog)).toEqual({
      selection: { scans: 'empty', foods: 'serverError' },
      problems: [],
    });
  });

  it('has no selection and no problem without a parameter', () => {
    expect(parseMockParam(null, catalog)).toEqual({ selection: {}, problems: [] });
    expect(parseMockParam('', catalog)).toEqual({ selection: {}, problems: [] });
    expect(parseMockParam(' , ', catalog)).toEqual({ selection: {}, problems: [] });
  });

  it('matches names whatever their case, and tolerates spaces', () => {
    expect(parseMockParam(' Scans : EMPTY , foods:servererror ', catalog).selection).toEqual({
      scans: 'empty',
      foods: 'serverError',
    });
  });

  it("takes 'error' as the resource's failing state and 'default' as its first", () => {
    expect(parseMockParam('foods:error,auth:error,scans:default', catalog).selection).toEqual({
      foods: 'serverError',
      auth: 'loginFails',
      scans: 'success',
    });
  });

  it('leaves out what it cannot read and says why, keeping the rest', () => {
    const { selection, problems } = parseMockParam('scans:empty,photos:empty,foods:broken,auth,a:b:c', catalog);
    expect(selection).toEqual({ scans: 'empty' });
    expect(problems).toEqual([
      "Unknown resource 'photos'. Resources: scans, foods, auth.",
      "Unknown state 'broken' for foods. States: success, empty, serverError.",
      "'auth' is not resource:state.",
      "'a:b:c' is not resource:state.",
    ]);
  });

  it('lets the last of two states for one resource win, and says so', () => {
    expect(parseMockParam('scans:empty,scans:serverError', catalog)).toEqual({
      selection: { scans: 'serverError' },
      problems: ["scans is given twice; 'serverError' wins."],
    });
  });

  it('does not accept an error alias for a resource that cannot fail', () => {
    expect(parseMockParam('system:error', { system: ['ok'] }).problems).toEqual([
      "Unknown state 'error' for system. States: ok.",
    ]);
  });
});

describe('formatMockParam and mockUrl', () => {
  it('writes only the states that differ from the defaults, in the catalog order', () => {
    expect(formatMockParam({ foods: 'empty', scans: 'success', auth: 'signedOut' }, catalog)).toBe(
      'foods:empty,auth:signedOut',
    );
    expect(formatMockParam({ scans: 'success' }, catalog)).toBe('');
  });

  it('round-trips through parseMockParam', () => {
    const selection = { scans: 'serverError', auth: 'loginFails' };
    expect(parseMockParam(formatMockParam(selection, catalog), catalog).selection).toEqual(selection);
  });

  it('sets the parameter readably and keeps the rest of the address', () => {
    expect(mockUrl('http://localhost:5173/history?x=1#top', { scans: 'empty', foods: 'serverError' }, catalog)).toBe(
      'http://localhost:5173/history?x=1&mock=scans:empty,foods:serverError#top',
    );
  });

  it('removes the parameter when every resource is back to its default', () => {
    expect(mockUrl('http://localhost:5173/history?mock=scans:empty&x=1', {}, catalog)).toBe(
      'http://localhost:5173/history?x=1',
    );
  });

  it("gives a resource's default state when it is not chosen", () => {
    expect(stateOf({}, catalog, 'auth')).toBe('signedIn');
    expect(stateOf({ auth: 'signedOut' }, catalog, 'auth')).toBe('signedOut');
  });
});

describe('the mock catalog', () => {
  it("lists every resource with its default state first, and the issue's example parses", () => {
    expect(Object.keys(mockCatalog)).toEqual([
      'auth',
      'scans',
      'foods',
      'training',
      'preferences',
      'displayPreferences',
      'recognition',
      'system',
      'imports',
      'account',
    ]);
    expect(mockCatalog.scans![0]).toBe('success');
    expect(parseMockParam('scans:empty,foods:error', mockCatalog)).toEqual({
      selection: { scans: 'empty', foods: 'serverError' },
      problems: [],
    });
  });

  it('has an error state behind every alias it offers', () => {
    for (const [resource, states] of Object.entries(mockCatalog)) {
      if (resource === 'system') continue;
      expect(parseMockParam(`${resource}:error`, mockCatalog).problems, resource).toEqual([]);
      expect(states.length).toBeGreaterThan(1);
    }
  });

  it('starts the identity provider signed in only for signed-in states, and cancels on request', () => {
    expect(mockAuthOptions({}).user?.email).toBe('alex@example.com');
    expect(mockAuthOptions({ auth: 'signedOut' }).user).toBeNull();
    expect(mockAuthOptions({ auth: 'signInCancelled' })).toEqual({
      user: null,
      popupError: 'auth/popup-closed-by-user',
    });
  });
});

describe('mockHandlers', () => {
  const me = async (handlers: ReturnType<typeof mockHandlers>) => {
    const { setupServer } = await import('msw/node');
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const response = await fetch('http://localhost/api/auth/me');
      return { status: response.status, body: (await response.json()) as { totalScans?: number } | null };
    } finally {
      server.close();
    }
  };

  it("gives the user the chosen history's scan count", async () => {
    expect((await me(mockHandlers({}))).body?.totalScans).toBe(3);
    expect((await me(mockHandlers({ scans: 'empty' }))).body?.totalScans).toBe(0);
  });

  it('answers signed out when asked to', async () => {
    expect(await me(mockHandlers({ auth: 'signedOut' }))).toEqual({ status: 200, body: null });
  });
});
