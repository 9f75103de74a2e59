import type { DisplayPreferences } from '@/client';
import { BODY_UNITS, ENERGY_UNITS, MASS_UNITS, VOLUME_UNITS } from '@rules/units/units';
import { forgetKept, keep, readKept } from '@/lib/device-storage';
import { isLanguage } from './languages';

/**
 * The last account's language and units, kept on this device so the next visit draws its first
 * screen in them before the account's own copy has loaded. The account's copy always wins.
 */
export const DISPLAY_PREFERENCES_STORAGE_KEY = 'morsel.display-preferences';

export function rememberedDisplayPreferences(): DisplayPreferences | null {
  try {
    const text = readKept(DISPLAY_PREFERENCES_STORAGE_KEY);
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
    return null; // not JSON: nothing usable kept
  }
}

/** Without storage (private browsing) the account's copy still applies once loaded. */
export function rememberDisplayPreferences(preferences: DisplayPreferences) {
  keep(DISPLAY_PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
}

/** Forgets this device's copy (the account was deleted). */
export function forgetDisplayPreferences() {
  forgetKept(DISPLAY_PREFERENCES_STORAGE_KEY);
}
