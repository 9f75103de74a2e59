import type { DisplayPreferences } from '@/client';
import { BODY_UNITS, ENERGY_UNITS, MASS_UNITS, VOLUME_UNITS } from '@rules/units/units';
import { isLanguage } from './languages';

/**
 * The last account's language and units, kept on this device so the next visit draws its first
 * screen in them before the account's own copy has loaded. The account's copy always wins.
 */
export const DISPLAY_PREFERENCES_STORAGE_KEY = 'morsel.display-preferences';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function rememberedDisplayPreferences(): DisplayPreferences | null {
  try {
    const text = storage()?.getItem(DISPLAY_PREFERENCES_STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<DisplayPreferences>;
    const pick = <T extends string>(choice: unknown, allowed: readonly T[]): T | null =>
      typeof choice === 'string' && (allowed as readonly string[]).includes(choice) ? (choice as T) : null;
    return {
      language: typeof value.language === 'string' && isLanguage(value.language) ? value.language : null,
      energyUnit: pick(value.energyUnit, ENERGY_UNITS),
      massUnit: pick(value.massUnit, MASS_UNITS),
      volumeUnit: pick(value.volumeUnit, VOLUME_UNITS),
      bodyUnits: pick(value.bodyUnits, BODY_UNITS),
    };
  } catch {
    return null;
  }
}

export function rememberDisplayPreferences(preferences: DisplayPreferences) {
  try {
    storage()?.setItem(DISPLAY_PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Private browsing without storage: the account's copy still applies once loaded.
  }
}

/** Forgets this device's copy (the account was deleted). */
export function forgetDisplayPreferences() {
  try {
    storage()?.removeItem(DISPLAY_PREFERENCES_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
