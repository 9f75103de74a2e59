import { authHandlers } from './auth';
import { foodHandlers } from './foods';
import { scanApi, scanHandlers } from './scans';
import { systemHandlers } from './system';

export { authHandlers, foodHandlers, scanApi, scanHandlers, systemHandlers };

/**
 * The default mock API, keyed by resource so a story or test can replace one
 * resource's handlers (`{ scans: scanHandlers.empty }`) and keep the rest.
 */
export const defaultHandlers = {
  auth: authHandlers.signedIn,
  scans: scanHandlers.success,
  foods: foodHandlers.success,
  system: systemHandlers.ok,
};

export type HandlerGroups = typeof defaultHandlers;

export const allDefaultHandlers = () => Object.values(defaultHandlers).flat();
