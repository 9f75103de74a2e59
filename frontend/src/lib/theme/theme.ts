import { useCallback, useEffect, useState } from 'react';

/** The user's choice: follow the phone's setting, or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'morsel-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The browser bar's colour per theme (the manifest's theme colour in light). */
const THEME_COLOURS: Record<Theme, string> = { light: '#0f7b5f', dark: '#0e1311' };
const CHANGED = 'morsel-theme-changed';

export function readPreference(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ThemePreference {
  const saved = storage?.getItem(STORAGE_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

const systemTheme = (): Theme =>
  typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';

export const resolveTheme = (preference: ThemePreference, system: Theme = systemTheme()): Theme =>
  preference === 'system' ? system : preference;

/** Sets the theme on <html> (the tokens in global.css follow data-theme) and the browser bar's colour. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
}

/**
 * Applies the saved preference now (before the first paint, so there is no flash) and follows
 * the phone's setting while the preference is 'system'.
 */
export function startTheme() {
  const apply = () => applyTheme(resolveTheme(readPreference()));
  apply();
  if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', apply);
  window.addEventListener(CHANGED, apply);
  window.addEventListener('storage', (event) => event.key === STORAGE_KEY && apply());
}

/** The saved preference and a setter that saves and applies it. */
export function useThemePreference() {
  const [preference, setPreferenceState] = useState<ThemePreference>(() => readPreference());
  useEffect(() => {
    const sync = () => setPreferenceState(readPreference());
    window.addEventListener(CHANGED, sync);
    return () => window.removeEventListener(CHANGED, sync);
  }, []);
  const setPreference = useCallback((next: ThemePreference) => {
    if (next === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, next);
    applyTheme(resolveTheme(next));
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return { preference, setPreference };
}
