import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getHealth, searchFoods } from '@/client';
import { configureApiClient } from './api-client';
import { ApiError } from './api-error';
import { serverMessageOf } from './api-error-message';
import { http } from '@/testing/mocks/handlers/http';
import { server } from '@/testing/mocks/server';
import { currentLocale, loadMessages, makeIntl, setCurrentIntl } from './i18n/intl';

/** The `Accept-Language` of every food search the mock API hears, in order. */
function languagesOfFoodSearches() {
  const heard: (string | null)[] = [];
  server.use(
    http.get('/api/foods/search', ({ request }) => {
      heard.push(request.headers.get('accept-language'));
      return HttpResponse.json({ success: true, foods: [], error: null });
    }),
  );
  return heard;
}

describe('the API client', () => {
  afterEach(async () => setCurrentIntl(makeIntl('en', await loadMessages('en'))));

  it("asks in the app's language, which may not be the browser's", async () => {
    const heard = languagesOfFoodSearches();
    setCurrentIntl(makeIntl('de-AT', await loadMessages('de')));
    await searchFoods({ query: { q: 'apfel' } });
    expect(heard).toEqual(['de-AT']);
  });

  it('keeps the language a call names, and asks in none when configured without one', async () => {
    const heard = languagesOfFoodSearches();
    setCurrentIntl(makeIntl('de-AT', await loadMessages('de')));
    await searchFoods({ query: { q: 'apfel' }, headers: { 'Accept-Language': 'es' } });
    configureApiClient({ baseUrl: 'http://localhost' });
    try {
      await searchFoods({ query: { q: 'apfel' } });
    } finally {
      configureApiClient({ baseUrl: 'http://localhost', currentLanguage: currentLocale });
    }
    expect(heard).toEqual(['es', null]);
  });

  it('configured again, still turns a failure into one ApiError and sends one language', async () => {
    const heard: (string | null)[] = [];
    server.use(
      http.get('/api/health', ({ request }) => {
        heard.push(request.headers.get('accept-language'));
        return HttpResponse.json({ error: { code: 'unavailable', message: 'Down for a minute' } }, { status: 503 });
      }),
    );
    configureApiClient({ baseUrl: 'http://localhost', currentLanguage: currentLocale });
    configureApiClient({ baseUrl: 'http://localhost', currentLanguage: currentLocale });
    const error = await getHealth().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(serverMessageOf(error)).toBe('Down for a minute');
    expect((error as ApiError).message).toBe('503: {"error":{"code":"unavailable","message":"Down for a minute"}}');
    expect(heard).toEqual(['en']);
  });
});
