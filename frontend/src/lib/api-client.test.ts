import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getHealth, searchFoods } from '@/client';
import { configureApiClient } from './api-client';
import { ApiError } from './api-error';
import { http } from '@/testing/mocks/handlers/http';
import { server } from '@/testing/mocks/server';
import { loadMessages, makeIntl, setCurrentIntl } from './i18n/intl';

describe('the API client', () => {
  afterEach(async () => setCurrentIntl(makeIntl('en', await loadMessages('en'))));

  it("asks in the app's language, which may not be the browser's", async () => {
    const heard: (string | null)[] = [];
    server.use(
      http.get('/api/foods/search', ({ request }) => {
        heard.push(request.headers.get('accept-language'));
        return HttpResponse.json({ success: true, foods: [], error: null });
      }),
    );
    setCurrentIntl(makeIntl('de-AT', await loadMessages('de')));
    await searchFoods({ query: { q: 'apfel' } });
    expect(heard).toEqual(['de-AT']);
  });

  it('configured again, still turns a failure into one ApiError and sends one language', async () => {
    const heard: (string | null)[] = [];
    server.use(
      http.get('/api/health', ({ request }) => {
        heard.push(request.headers.get('accept-language'));
        return HttpResponse.json({ error: { code: 'unavailable', message: 'Down for a minute' } }, { status: 503 });
      }),
    );
    configureApiClient('http://localhost');
    configureApiClient('http://localhost');
    const error = await getHealth().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Down for a minute');
    expect((error as ApiError).message).toBe('503: {"error":{"code":"unavailable","message":"Down for a minute"}}');
    expect(heard).toEqual(['en']);
  });
});
