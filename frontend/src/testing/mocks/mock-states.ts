import type { HttpHandler } from 'msw';
import type { MockAuthOptions } from '../mock-auth-service';
import { demoProviderUser } from '../mock-auth-service';
import { handlerGroups, signedInApi, signedOutApi, signedOutOtherSessionsEndedApi } from './handlers';
import { stateOf, type MockCatalog, type MockSelection } from './mock-param';

type Resource = keyof typeof handlerGroups;

/** The state each resource answers in unless told otherwise: the same as Storybook's and the tests' default. */
const DEFAULT_STATE: Record<Resource, string> = {
  auth: 'signedIn',
  scans: 'success',
  foods: 'success',
  training: 'success',
  preferences: 'defaults',
  displayPreferences: 'followDevice',
  recognition: 'active',
  system: 'ok',
  imports: 'success',
  account: 'success',
};

const resources = Object.keys(handlerGroups) as Resource[];

/** Every resource's states, default first: what `?mock=` and the mock panel offer. */
export const mockCatalog: MockCatalog = Object.fromEntries(
  resources.map((resource) => {
    const states = Object.keys(handlerGroups[resource]);
    return [resource, [DEFAULT_STATE[resource], ...states.filter((state) => state !== DEFAULT_STATE[resource])]];
  }),
);

const groupState = (resource: Resource, state: string): HttpHandler[] =>
  (handlerGroups[resource] as Record<string, HttpHandler[]>)[state] ?? [];

/**
 * The handlers for a selection. The signed-in user's scan count follows the chosen scan
 * history, as the API's does, whenever that state keeps one.
 */
export function mockHandlers(selection: MockSelection): HttpHandler[] {
  const scans = groupState('scans', stateOf(selection, mockCatalog, 'scans'));
  const history = 'history' in scans ? (scans.history as () => readonly unknown[]) : undefined;
  return resources.flatMap((resource) => {
    const state = stateOf(selection, mockCatalog, resource);
    if (resource === 'auth' && history && state === 'signedIn') return signedInApi(() => history().length);
    if (resource === 'auth' && history && state === 'signInEndsOtherSessions') {
      return signedOutOtherSessionsEndedApi(() => history().length);
    }
    if (resource === 'auth' && history && (state === 'signedOut' || state === 'signInCancelled')) {
      return signedOutApi(() => history().length);
    }
    return groupState(resource, state);
  });
}

/** The mock identity provider for a selection: who is signed in at start, and how signing in goes. */
export function mockAuthOptions(selection: MockSelection): MockAuthOptions {
  switch (stateOf(selection, mockCatalog, 'auth')) {
    case 'signedIn':
    case 'loading':
      return { user: demoProviderUser };
    case 'signInCancelled':
      return { user: null, popupError: 'auth/popup-closed-by-user' };
    default:
      return { user: null };
  }
}
