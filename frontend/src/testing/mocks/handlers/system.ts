import { HttpResponse } from 'msw';
import { http } from './http';

export const systemHandlers = {
  ok: [http.get('/api/health', () => HttpResponse.json({ status: 'ok', version: 'mock', database: 'sqlite' }))],
};
