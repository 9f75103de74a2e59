import { delay, http, HttpResponse } from 'msw';
import type {
  CreateScanResponse,
  Error as ErrorBody,
  GetScanResponse,
  ListUserScansResponse,
  Scan,
  ScanUpdateRequest,
} from '@/client';
import { demoScans, scannedScan } from '../fixtures';
import { correctedScan, MockInputError } from '../food-database';
import { errorResponse } from './http';

type UserParams = { userId: string };
type ScanParams = { id: string };

const SCANS = '*/api/users/:userId/scans';
const SCAN = '*/api/scans/:id';
const CREATE = '*/api/scans';
const EXPORT = '*/api/users/:userId/scans/export';
const PREVIEW = '*/api/scans/:id/preview';

/** A correction applied as the API applies it; a request the API would refuse is a 400 like its own. */
function applyCorrection(scan: Scan, request: ScanUpdateRequest): Scan | Response {
  if (request.items === undefined && request.note === undefined) {
    return errorResponse(400, 'invalid_request', 'Send the items, the note, or both.');
  }
  try {
    const corrected = request.items ? correctedScan(scan, request.items) : scan;
    return request.note === undefined ? corrected : { ...corrected, note: request.note?.trim() || null };
  } catch (error) {
    if (!(error instanceof MockInputError)) throw error;
    return HttpResponse.json(
      {
        error: {
          code: 'invalid_request',
          message: error.message,
          details: [{ path: error.path, message: error.message }],
        },
      },
      { status: 400 },
    );
  }
}

const internalError = () => errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.');

/** The same CSV columns the API writes (kept simple: fixtures have no commas or quotes to escape). */
const toCsv = (scans: Scan[]) =>
  [
    'Date,Food,Confidence (%),Calories,Protein,Carbs,Fat,Serving size,Sodium,Fibre,Sugars,Health score,Grade,Processing,Ingredients,Allergens',
    ...scans.map((s) =>
      [
        s.createdAt,
        s.foodName,
        s.confidence ?? '',
        s.calories ?? '',
        s.protein ?? '',
        s.carbs ?? '',
        s.fat ?? '',
        s.nutritionalInfo?.servingSize ?? '',
        s.nutritionalInfo?.sodium ?? '',
        s.nutritionalInfo?.dietaryFiber ?? '',
        s.nutritionalInfo?.totalSugars ?? '',
        s.nutritionalInfo?.healthMetrics?.healthScore ?? '',
        s.nutritionalInfo?.healthMetrics?.nutritionGrade ?? '',
        s.nutritionalInfo?.processingLevel ?? '',
        s.ingredients.map((i) => `${i.name} ${i.percentage}%`).join('; '),
        s.allergens.join('; '),
      ].join(','),
    ),
  ].join('\r\n') + '\r\n';

/**
 * A mock scan API over an in-memory history: POST adds `scannedScan` (with a
 * fresh id) to the front, so scan → result → history works end to end.
 * Each call makes a new, independent history. `processingMs` is how long the
 * server takes to process a new scan.
 */
export function scanApi(initial: Scan[] = demoScans, { processingMs = 1200 } = {}) {
  const scans = [...initial];
  let created = 0;
  return [
    http.get<UserParams, never, string>(EXPORT, () =>
      HttpResponse.text(toCsv(scans), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="morsel-history-2026-11-22.csv"',
        },
      }),
    ),
    http.get<UserParams, never, ListUserScansResponse>(SCANS, () => HttpResponse.json(scans)),
    http.get<ScanParams, never, GetScanResponse | ErrorBody>(SCAN, ({ params }) => {
      const scan = scans.find((s) => s.id === params.id) ?? (params.id === scannedScan.id ? scannedScan : undefined);
      return scan ? HttpResponse.json(scan) : errorResponse(404, 'not_found', 'Scan not found');
    }),
    http.patch<ScanParams, ScanUpdateRequest, Scan | ErrorBody>(SCAN, async ({ params, request }) => {
      const index = scans.findIndex((s) => s.id === params.id);
      if (index < 0) return errorResponse(404, 'not_found', 'Scan not found');
      await delay(250);
      const corrected = applyCorrection(scans[index]!, await request.json());
      if (corrected instanceof Response) return corrected;
      scans[index] = corrected;
      return HttpResponse.json(corrected);
    }),
    http.post<ScanParams, ScanUpdateRequest, Scan | ErrorBody>(PREVIEW, async ({ params, request }) => {
      const scan = scans.find((s) => s.id === params.id);
      if (!scan) return errorResponse(404, 'not_found', 'Scan not found');
      await delay(120);
      const previewed = applyCorrection(scan, await request.json());
      return previewed instanceof Response ? previewed : HttpResponse.json(previewed);
    }),
    http.delete<ScanParams, never, ErrorBody | null>(SCAN, ({ params }) => {
      const index = scans.findIndex((s) => s.id === params.id);
      if (index < 0) return errorResponse(404, 'not_found', 'Scan not found');
      scans.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post<never, FormData, CreateScanResponse | ErrorBody>(CREATE, async ({ request }) => {
      const form = await request.formData();
      const image = form.get('image');
      // Duck-typed: in Node, the File class of the request may not be the global one.
      if (typeof image !== 'object' || image === null || image.name !== 'food-scan.jpg') {
        return errorResponse(400, 'invalid_request', 'The image file is required.');
      }
      await delay(processingMs); // long enough to see the 'Analyzing Food' overlay
      created += 1;
      const scan: Scan = {
        ...scannedScan,
        id: created === 1 ? scannedScan.id : `${scannedScan.id}-${created}`,
        userId: String(form.get('userId')),
        createdAt: new Date().toISOString(),
      };
      scans.unshift(scan);
      return HttpResponse.json(scan, { status: 201 });
    }),
  ];
}

export const scanHandlers = {
  /** A user with three scans; scanning adds to them. */
  success: scanApi(),
  empty: scanApi([]),
  /** Every scan call hangs: loading states and the scan progress overlay. */
  loading: [
    http.get(SCANS, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
    http.get(SCAN, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
    http.post(CREATE, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
  /** The server fails every scan call. */
  serverError: [
    http.get<UserParams, never, ErrorBody>(EXPORT, internalError),
    http.get<UserParams, never, ErrorBody>(SCANS, internalError),
    http.get<ScanParams, never, ErrorBody>(SCAN, internalError),
    http.patch<ScanParams, never, ErrorBody>(SCAN, internalError),
    http.post<ScanParams, never, ErrorBody>(PREVIEW, internalError),
    http.post<never, never, ErrorBody>(CREATE, async () => {
      await delay(600);
      return internalError();
    }),
  ],
  /** No connection for uploads: every new scan fails as a network error does (no answer at all). */
  offline: [http.post(CREATE, () => HttpResponse.error()), ...scanApi()],
  /** The user has spent their scan budget: 429 with Retry-After, like the API's rate limiter. */
  rateLimited: [
    http.post<never, never, ErrorBody>(CREATE, () =>
      HttpResponse.json(
        { error: { code: 'rate_limited', message: 'Too many scans. Try again in 42 seconds.' } },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    ),
    ...scanApi(), // history and the rest answer as usual (first match wins, so after the refusal)
  ],
};
