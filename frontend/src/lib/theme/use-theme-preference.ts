import { useCallback, useEffect, useState } from 'react';
import {
  applyTheme,
  readPreference,
  resolveTheme,
  THEME_CHANGED,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme';

/** The saved preference and a setter that saves and applies it. */
export function useThemePreference() {
  const [preference, setPreferenceState] = useState<ThemePreference>(() => readPreference());
  useEffect(() => {
    const sync = () => setPreferenceState(readPreference());
    window.addEventListener(THEME_CHANGED, sync);
    return () => window.removeEventListener(THEME_CHANGED, sync);
  }, []);
  const setPreference = useCallback((next: ThemePreference) => {
    if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, next);
    applyTheme(resolveTheme(next));
    window.dispatchEvent(new Event(THEME_CHANGED));
  }, []);
  return { preference, setPreference };
}
