import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { currentLocale, loadMessages, makeIntl, setCurrentIntl } from '@/lib/i18n/intl';
import { forgetDisplayPreferences } from '@/lib/i18n/remembered-preferences';
import { forgetPhotoRecognitionAnswer } from '@/lib/recognition/recognition-status';
import { resetMockApis } from './mocks/handlers';
import { server } from './mocks/server';

// jsdom's Blob and File don't mix with Node's fetch (multipart bodies arrive
// as the text "undefined"); use Node's own.
// The same goes for FormData: take Node's own class from a parsed form body.
const NodeFormData = (
  await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });

configureApiClient({ baseUrl: 'http://localhost', currentLanguage: currentLocale });

// Tests read the app as most of the world does (grams, millilitres, kcal, in English); a test of
// another locale passes its own device locales to the providers.
if (typeof navigator !== 'undefined')
  Object.defineProperty(navigator, 'languages', { value: ['en-GB', 'en'], configurable: true });

// Tests wait for a state, never for a time: findBy* and waitFor return as soon as it appears. The
// ceiling is only a backstop against a state that never comes, set far above what a first lazily
// loaded screen takes on a saturated 2-core machine, so a slow machine never fails a test that works.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each test starts as the last left nothing behind: no DOM, no extra handlers, the mock APIs'
// data as it began, and code outside React speaking English again (a test in German sets the
// app-wide messages).
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetMockApis();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear(); // files in Node's environment have none
  forgetDisplayPreferences();
  forgetPhotoRecognitionAnswer();
  setCurrentIntl(makeIntl('en', await loadMessages('en')));
});
afterAll(() => server.close());
