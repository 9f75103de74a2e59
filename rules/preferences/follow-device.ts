import type { DisplayPreferences } from '../contract';

/**
 * The language and units of a user who never chose: every choice follows their device (the
 * browser's language, and the units its region reads). The API answers it, the app starts from it.
 */
export const FOLLOW_DEVICE: DisplayPreferences = {
  language: null,
  energyUnit: null,
  massUnit: null,
  volumeUnit: null,
  bodyUnits: null,
};
