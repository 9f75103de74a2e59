import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags } from './accept-language';

describe('the tags an Accept-Language header asks for', () => {
  it('come most wanted first, regions kept, in lower case', () => {
    expect(acceptedLanguageTags('en;q=0.8, de-AT')).toEqual(['de-at', 'en']);
    expect(acceptedLanguageTags('en-GB,en;q=0.9,es-MX;q=0.9')).toEqual(['en-gb', 'en', 'es-mx']);
  });

  it('leave out what asks for nothing', () => {
    expect(acceptedLanguageTags('de;q=0, *;q=0.5, ES')).toEqual(['es']);
    expect(acceptedLanguageTags('')).toEqual([]);
    expect(acceptedLanguageTags(null)).toEqual([]);
  });
});
