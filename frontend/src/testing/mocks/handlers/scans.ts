import { delay, http, HttpResponse } from 'msw';
import type { Error as ErrorBody, GetScanResponse, ListUserScansResponse } from '@/client';
import { demoScans } from '../fixtures';
import { errorResponse } from './http';

type UserParams = { userId: string };
type ScanParams = { id: string };

const list = (scans: ListUserScansResponse) =>
  http.get<UserParams, never, ListUserScansResponse>('*/api/users/:userId/scans', () => HttpResponse.json(scans));

export const scanHandlers = {
  /** A user with three scans. */
  success: [
    list(demoScans),
    http.get<ScanParams, never, GetScanResponse | ErrorBody>('*/api/scans/:id', ({ params }) => {
      const scan = demoScans.find((s) => s.id === params.id);
      return scan ? HttpResponse.json(scan) : errorResponse(404, 'not_found', 'Scan not found');
    }),
  ],
  empty: [list([])],
  loading: [
    http.get('*/api/users/:userId/scans', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
    http.get('*/api/scans/:id', async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
  serverError: [
    http.get<UserParams, never, ErrorBody>('*/api/users/:userId/scans', () =>
      errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    ),
    http.get<ScanParams, never, ErrorBody>('*/api/scans/:id', () =>
      errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    ),
  ],
};
