import { authHandlers } from './auth';
import { foodHandlers } from './foods';
import { DEFAULT_NOTIFICATION_PREFERENCES, preferencesApi, preferencesHandlers } from './preferences';
import { recognitionHandlers, recognizedBanana } from './recognition';
import { scanApi, scanHandlers } from './scans';
import { systemHandlers } from './system';
import { trainingApi, trainingHandlers } from './training';

export {
  authHandlers,
  DEFAULT_NOTIFICATION_PREFERENCES,
  foodHandlers,
  preferencesApi,
  preferencesHandlers,
  recognitionHandlers,
  recognizedBanana,
  scanApi,
  scanHandlers,
  systemHandlers,
  trainingApi,
  trainingHandlers,
};

/**
 * The default mock API, keyed by resource so a story or test can replace one
 * resource's handlers (`{ scans: scanHandlers.empty }`) and keep the rest.
 */
export const defaultHandlers = {
  auth: authHandlers.signedIn,
  scans: scanHandlers.success,
  foods: foodHandlers.success,
  training: trainingHandlers.success,
  preferences: preferencesHandlers.defaults,
  recognition: recognitionHandlers.active,
  system: systemHandlers.ok,
};

export type HandlerGroups = typeof defaultHandlers;

export const allDefaultHandlers = () => Object.values(defaultHandlers).flat();
