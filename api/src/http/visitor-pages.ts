import { acceptedLanguageTags } from '../../../rules/preferences/accept-language';

/**
 * The languages an `Accept-Language` header asks for, most wanted first, as bare language codes
 * ('de-AT;q=0.8' → 'de'); equal weights keep the header's order, and `q=0` and '*' ask for nothing.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  const languages = acceptedLanguageTags(header).map((tag) => tag.split('-')[0] ?? '');
  return [...new Set(languages.filter((language) => /^[a-z]{2,3}$/.test(language)))];
}
