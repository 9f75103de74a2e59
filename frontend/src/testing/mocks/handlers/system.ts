import { http, HttpResponse } from 'msw';
import type { GetHealthResponse } from '@/client';

export const systemHandlers = {
  ok: [
    http.get<never, never, GetHealthResponse>('*/api/health', () =>
      HttpResponse.json({ status: 'ok', version: 'mock', database: 'sqlite' }),
    ),
  ],
};
