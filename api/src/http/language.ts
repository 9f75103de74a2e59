import type { Context } from 'koa';
import type { Pint } from '@rules/foods/parsing/phrases';
import { pintFor } from '@rules/units/units';
import type { Language } from '../generated/types.gen';

/** The languages Morsel answers in; English, the first, when a request asks for none of them. */
const LANGUAGES: Language[] = ['en', 'es', 'de'];

/** Whether a language tag is one Morsel answers in, exactly ('de', not 'de-AT'). */
export const isLanguage = (tag: string): tag is Language => (LANGUAGES as string[]).includes(tag);

/**
 * The language a request reads, from its standard `Accept-Language` header: the best of English,
 * Spanish and German by the header's preferences ('de-AT' is German, 'es-419' Spanish), and
 * English for no header or any other language. The answer then varies by that header, which it
 * says (`Vary: Accept-Language`), so a cache keeps one answer per language.
 */
export function requestLanguage(ctx: Context): Language {
  ctx.vary('Accept-Language');
  const best = ctx.acceptsLanguages(LANGUAGES);
  return LANGUAGES.find((language) => language === best) ?? 'en';
}

/**
 * The pint a request's writer means, by the region of the first language its `Accept-Language`
 * prefers: 'en-GB' or 'de' the imperial pint (568 ml), 'en-US' or a bare 'en' the US one (473 ml).
 * With no language named, the US pint, as the food tables mean it.
 */
export function requestPint(ctx: Context): Pint {
  ctx.vary('Accept-Language');
  const first = ctx.acceptsLanguages().find((tag) => tag !== '*');
  return first ? pintFor(first) : 'us';
}
