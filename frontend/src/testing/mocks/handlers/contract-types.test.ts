import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { scannedScan } from '../fixtures';
import { http } from './http';

/*
 * The mock API's handlers are typed by the contract: each case below is a mock drifting from the
 * API, and `npm run typecheck` fails on it unless it is marked as the error it must be.
 */
describe('the mock API, typed by the contract', () => {
  it('refuses an answer, a path and a request body the contract does not have', () => {
    const handlers = [
      http.get('/api/scans/{id}', () =>
        // @ts-expect-error A scan's calories are a number, not text.
        HttpResponse.json({ ...scannedScan, calories: '300 kcal' }),
      ),
      // @ts-expect-error The contract names the parameter {id}, and has no /api/scan/ path.
      http.get('/api/scan/{scanId}', () => HttpResponse.json(scannedScan)),
      http.patch('/api/scans/{id}', async ({ request }) => {
        const body = await request.json();
        // @ts-expect-error A correction has no title.
        return HttpResponse.json({ ...scannedScan, foodName: body.title });
      }),
      http.get('/api/scans/{id}', ({ params }) => HttpResponse.json({ ...scannedScan, id: params.id })),
    ];
    expect(handlers).toHaveLength(4);
  });
});
