import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getHealth, listUserScans } from '@/client';
import { loadMessages, makeIntl, setCurrentIntl } from '@/lib/i18n/intl';
import { errorResponse } from '@/testing/mocks/handlers/http';
import { server } from '@/testing/mocks/server';
import { serverMessage } from '@rules/errors/server-messages';
import { ApiError } from './api-error';
import { apiErrorMessage, rateLimitMessage, refusalMessage, serverMessageOf } from './api-error-message';

describe('API errors', () => {
  it('formats the message as "status: body" and keeps the server message', async () => {
    server.use(
      http.get('*/api/users/:userId/scans', () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'Not yours' } }, { status: 403 }),
      ),
    );
    const error = await listUserScans({ path: { userId: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('403: {"error":{"code":"forbidden","message":"Not yours"}}');
    expect(serverMessageOf(error)).toBe('Not yours');
  });

  it('uses the status text when the body is empty', async () => {
    server.use(
      http.get('*/api/health', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    const error = await getHealth().catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
  });
});

const refused = (status: number, message: string) => new ApiError(status, '', { error: { code: 'x', message } });

describe('refusalMessage', () => {
  it("gives the server's words for a refused request (4xx), and nothing for server trouble", () => {
    expect(refusalMessage(refused(415, 'Please upload a photo: JPEG, PNG, WebP or HEIC.'))).toBe(
      'Please upload a photo: JPEG, PNG, WebP or HEIC.',
    );
    expect(refusalMessage(refused(413, 'The image is larger than 15 MB.'))).toBe('The image is larger than 15 MB.');
    expect(refusalMessage(refused(429, 'Too many scans. Try again in 5 seconds.'))).toBe(
      'Too many scans. Try again in 5 seconds.',
    );
    expect(refusalMessage(refused(500, 'Something went wrong on our side.'))).toBeNull();
    expect(refusalMessage(new ApiError(400, 'not json', null))).toBeNull();
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('server messages in the user’s language', () => {
  afterEach(async () => {
    setCurrentIntl(makeIntl('en-GB', await loadMessages('en')));
  });

  const speak = async (language: 'en' | 'es' | 'de', locale: string) =>
    setCurrentIntl(makeIntl(locale, await loadMessages(language)));

  const rateLimited = (seconds: number) =>
    errorResponse(429, 'rate_limited', serverMessage('rateLimit.tryAgainIn', { what: 'scan', seconds }), {
      headers: { 'Retry-After': String(seconds) },
    });

  it('shows a German user a rate limit in German, the seconds in the right plural', async () => {
    await speak('de', 'de-DE');
    server.use(http.get('*/api/users/:userId/scans', () => rateLimited(1)));
    const once = await listUserScans({ path: { userId: 'x' } }).catch((e: unknown) => e);
    expect(rateLimitMessage(once)).toBe('Zu viele Scans. Versuch es in 1 Sekunde erneut.');

    server.use(http.get('*/api/users/:userId/scans', () => rateLimited(42)));
    const later = await listUserScans({ path: { userId: 'x' } }).catch((e: unknown) => e);
    expect(rateLimitMessage(later)).toBe('Zu viele Scans. Versuch es in 42 Sekunden erneut.');
    expect(apiErrorMessage(later)).toBe('Zu viele Scans. Versuch es in 42 Sekunden erneut.');
  });

  it('shows a Spanish user a refusal with its values in Spanish', async () => {
    await speak('es', 'es-ES');
    const error = new ApiError(400, '', {
      error: { ...serverMessage('time.unknownZone', { tz: 'Mars/Base' }), code: 'validation_failed' },
    });
    expect(refusalMessage(error)).toBe('«Mars/Base» no es una zona horaria (usa un nombre IANA como Europe/Madrid).');
  });

  it("falls back to the server's English for an id this client does not know", async () => {
    await speak('de', 'de-DE');
    const newer = new ApiError(409, '', {
      error: { code: 'conflict', message: 'A newer server says so.', messageId: 'scan.somethingNew', values: {} },
    });
    expect(refusalMessage(newer)).toBe('A newer server says so.');
  });

  it('says "check your connection" in the user’s language when the server has no words for it', async () => {
    await speak('de', 'de-DE');
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Prüfe deine Verbindung und versuche es erneut.');
    expect(apiErrorMessage(new ApiError(500, '', { error: serverMessageBody('server.internal') }))).toBe(
      'Prüfe deine Verbindung und versuche es erneut.',
    );
  });
});

const serverMessageBody = (id: 'server.internal') => ({ ...serverMessage(id), code: 'internal_error' });
