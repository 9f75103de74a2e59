import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { searchFoods } from '@/client';
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
});
