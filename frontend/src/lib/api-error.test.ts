import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getHealth, listUserScans } from '@/client';
import { server } from '@/testing/mocks/server';
import { ApiError, returnNullOn401 } from './api-error';

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

  it('returnNullOn401 turns a 401 into null and rethrows anything else', async () => {
    const unauthorized = returnNullOn401(async () => {
      throw new ApiError(401, '', null);
    });
    await expect(unauthorized()).resolves.toBeNull();
    const failing = returnNullOn401(async () => {
      throw new ApiError(500, 'x', null);
    });
    await expect(failing()).rejects.toThrow('500: x');
  });
});
