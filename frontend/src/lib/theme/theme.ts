/** The user's choice: follow the phone's setting, or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'morsel-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The browser bar's colour per theme (the manifest's theme colour in light). */
const THEME_COLOURS: Record<Theme, string> = { light: '#0f7b5f', dark: '#0e1311' };
/** The event this tab sends when the preference changes (other tabs see `storage`). */
export const THEME_CHANGED = 'morsel-theme-changed';

export function readPreference(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ThemePreference {
  const saved = storage?.getItem(THEME_STORAGE_KEY);
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
 * The same choice as `startTheme` makes, as a classic script the build puts inline at the top of
 * every page, so a page whose screen arrives drawn (a first visit) paints in the right theme before
 * any of the app's scripts have loaded. It sets `data-theme` only; `startTheme` does the rest.
 */
export const THEME_FIRST_PAINT_SCRIPT =
  `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t!=='light'&&t!=='dark')t=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light';` +
  `document.documentElement.dataset.theme=t}catch(e){}})()`;

/**
 * Applies the saved preference now (before the first paint, so there is no flash) and follows
 * the phone's setting while the preference is 'system'.
 */
export function startTheme() {
  const apply = () => applyTheme(resolveTheme(readPreference()));
  apply();
  if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', apply);
  window.addEventListener(THEME_CHANGED, apply);
  window.addEventListener('storage', (event) => event.key === THEME_STORAGE_KEY && apply());
}
