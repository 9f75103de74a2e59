import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getHealth, listUserScans } from '@/client';
import { server } from '@/testing/mocks/server';
import { ApiError, refusalMessage } from './api-error';

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
    expect((error as ApiError).serverMessage).toBe('Not yours');
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
