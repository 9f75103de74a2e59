import type { Context } from 'koa';
import type { Language } from '../generated/types.gen';

/** The languages Morsel answers in; English, the first, when a request asks for none of them. */
const LANGUAGES: Language[] = ['en', 'es', 'de'];

/**
 * The language a request reads, from its standard `Accept-Language` header: the best of English,
 * Spanish and German by the header's preferences ('de-AT' is German, 'es-419' Spanish), and
 * English for no header or any other language.
 */
export function requestLanguage(ctx: Context): Language {
  const best = ctx.acceptsLanguages(LANGUAGES);
  return LANGUAGES.find((language) => language === best) ?? 'en';
}
