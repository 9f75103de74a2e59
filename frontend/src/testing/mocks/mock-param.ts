/*
 * The `?mock=` query parameter of `npm run dev:mock`: which state each mock resource answers in,
 * written `resource:state` and separated by commas (`?mock=scans:empty,foods:error`). A resource
 * left out answers in its default state.
 */

/** Each resource's state names, its default first. */
export type MockCatalog = Readonly<Record<string, readonly string[]>>;

/** The chosen state per resource; a resource left out is in its default state. */
export type MockSelection = Readonly<Record<string, string>>;

export interface ParsedMockParam {
  selection: MockSelection;
  /** What could not be understood, one sentence each; those parts are left out. */
  problems: string[];
}

/** Short names for each resource's failing state, so `foods:error` works for every resource that can fail. */
export const ERROR_STATES: Readonly<Record<string, string>> = {
  auth: 'loginFails',
  scans: 'serverError',
  foods: 'serverError',
  training: 'listFails',
  preferences: 'loadFails',
  displayPreferences: 'saveFails',
  recognition: 'serverDown',
  imports: 'unreadable',
  account: 'deleteFails',
};

const find = (names: readonly string[], wanted: string) =>
  names.find((name) => name.toLowerCase() === wanted.toLowerCase());

/** Reads a `?mock=` value. Names match whatever their case; `error` and `default` are aliases. */
export function parseMockParam(value: string | null | undefined, catalog: MockCatalog): ParsedMockParam {
  const selection: Record<string, string> = {};
  const problems: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const item = part.trim();
    if (!item) continue;
    const [rawResource = '', rawState = '', ...rest] = item.split(':').map((piece) => piece.trim());
    if (!rawState || rest.length > 0) {
      problems.push(`'${item}' is not resource:state.`);
      continue;
    }
    const resource = find(Object.keys(catalog), rawResource);
    if (!resource) {
      problems.push(`Unknown resource '${rawResource}'. Resources: ${Object.keys(catalog).join(', ')}.`);
      continue;
    }
    const states = catalog[resource]!;
    const alias = rawState.toLowerCase() === 'default' ? states[0] : undefined;
    const errorAlias = rawState.toLowerCase() === 'error' ? ERROR_STATES[resource] : undefined;
    const state = find(states, rawState) ?? alias ?? (errorAlias && find(states, errorAlias));
    if (!state) {
      problems.push(`Unknown state '${rawState}' for ${resource}. States: ${states.join(', ')}.`);
      continue;
    }
    if (resource in selection && selection[resource] !== state) {
      problems.push(`${resource} is given twice; '${state}' wins.`);
    }
    selection[resource] = state;
  }
  return { selection, problems };
}

/** The `?mock=` value for a selection: its non-default states, in the catalog's order ('' when all are defaults). */
export function formatMockParam(selection: MockSelection, catalog: MockCatalog): string {
  return Object.entries(catalog)
    .filter(([resource, states]) => selection[resource] !== undefined && selection[resource] !== states[0])
    .map(([resource]) => `${resource}:${selection[resource]}`)
    .join(',');
}

/** `href` with its `mock` parameter set to the selection (removed when every resource is in its default state). */
export function mockUrl(href: string, selection: MockSelection, catalog: MockCatalog): string {
  const url = new URL(href);
  const value = formatMockParam(selection, catalog);
  if (value) url.searchParams.set('mock', value);
  else url.searchParams.delete('mock');
  // Commas and colons read better unescaped, and URLs allow them in a query.
  return url.toString().replace(/mock=([^&#]*)/, (_, v: string) => `mock=${decodeURIComponent(v)}`);
}

/** The state a resource is in under a selection. */
export const stateOf = (selection: MockSelection, catalog: MockCatalog, resource: string): string =>
  selection[resource] ?? catalog[resource]![0]!;
