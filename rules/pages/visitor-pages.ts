/**
 * Where the build puts a page drawn as static HTML for visitors, one copy per language
 * (`/` in German → `visitor/de/index.html`, `/help` in English → `visitor/en/help.html`), and where
 * the server and the service worker look for it: null for a path or language that cannot name one.
 */
export function visitorPageFile(route: string, language: string): string | null {
  if (!/^[a-z]{2,3}$/.test(language)) return null;
  if (route === '/') return `visitor/${language}/index.html`;
  return /^\/[a-z][a-z-]*$/.test(route) ? `visitor/${language}${route}.html` : null;
}

/** The language a visitor page falls back to when the browser asks for none the build drew. */
export const VISITOR_FALLBACK_LANGUAGE = 'en';
