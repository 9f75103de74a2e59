import { acceptedLanguageTags } from '../../../rules/preferences/accept-language';

/**
 * Where the build puts a page drawn as static HTML for visitors, one copy per language
 * (`/` in German → `visitor/de/index.html`, `/help` in English → `visitor/en/help.html`), and where
 * the server looks for it: null for a path or language that cannot name one.
 */
export function visitorPageFile(route: string, language: string): string | null {
  if (!/^[a-z]{2,3}$/.test(language)) return null;
  if (route === '/') return `visitor/${language}/index.html`;
  return /^\/[a-z][a-z-]*$/.test(route) ? `visitor/${language}${route}.html` : null;
}

/** The language a visitor page falls back to when the browser asks for none the build drew. */
export const VISITOR_FALLBACK_LANGUAGE = 'en';

/**
 * The languages an `Accept-Language` header asks for, most wanted first, as bare language codes
 * ('de-AT;q=0.8' → 'de'); equal weights keep the header's order, and `q=0` and '*' ask for nothing.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  const languages = acceptedLanguageTags(header).map((tag) => tag.split('-')[0] ?? '');
  return [...new Set(languages.filter((language) => /^[a-z]{2,3}$/.test(language)))];
}
