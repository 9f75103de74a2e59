import { accountApi, accountHandlers } from './account';
import { authHandlers, signedInApi, signedOutApi, signedOutOtherSessionsEndedApi } from './auth';
import { displayPreferencesApi, displayPreferencesHandlers } from './display-preferences';
import { foodHandlers } from './foods';
import { importApi, importHandlers } from './imports';
import { DEFAULT_NOTIFICATION_PREFERENCES, preferencesApi, preferencesHandlers } from './preferences';
import { recognitionHandlers, recognizedBanana } from './recognition';
import { resetMockApis } from './mock-state';
import { before, scanApi, scanHandlers, type ScanApi } from './scans';
import { systemHandlers } from './system';
import { trainingApi, trainingHandlers } from './training';

export type { ScanApi };
export {
  accountApi,
  accountHandlers,
  authHandlers,
  before,
  DEFAULT_NOTIFICATION_PREFERENCES,
  displayPreferencesApi,
  displayPreferencesHandlers,
  foodHandlers,
  importApi,
  importHandlers,
  preferencesApi,
  preferencesHandlers,
  recognitionHandlers,
  recognizedBanana,
  resetMockApis,
  scanApi,
  scanHandlers,
  signedInApi,
  signedOutApi,
  signedOutOtherSessionsEndedApi,
  systemHandlers,
  trainingApi,
  trainingHandlers,
};

/**
 * The default mock API, keyed by resource so a story or test can replace one
 * resource's handlers (`{ scans: scanHandlers.empty }`) and keep the rest.
 */
export const defaultHandlers = {
  auth: signedInApi(() => scanHandlers.success.history().length),
  scans: scanHandlers.success,
  foods: foodHandlers.success,
  training: trainingHandlers.success,
  preferences: preferencesHandlers.defaults,
  displayPreferences: displayPreferencesHandlers.followDevice,
  recognition: recognitionHandlers.active,
  system: systemHandlers.ok,
  imports: importHandlers.success,
  account: accountHandlers.success,
};

export type HandlerGroups = typeof defaultHandlers;

/** Every resource's handler groups by state name: what `?mock=` and the mock panel choose from. */
export const handlerGroups = {
  auth: authHandlers,
  scans: scanHandlers,
  foods: foodHandlers,
  training: trainingHandlers,
  preferences: preferencesHandlers,
  displayPreferences: displayPreferencesHandlers,
  recognition: recognitionHandlers,
  system: systemHandlers,
  imports: importHandlers,
  account: accountHandlers,
} satisfies Record<keyof HandlerGroups, Record<string, unknown[]>>;

export const allDefaultHandlers = () => Object.values(defaultHandlers).flat();
