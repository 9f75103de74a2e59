import { delay, HttpResponse, type HttpHandler } from 'msw';
import type { Goals, Scan, ScanUpdateRequest } from '@/client';
// The API's own export rules and CSV writer, so the mock's files have the same rows and columns.
import { exportCsv, exportJson, exportRows } from '@rules/scans/export-rows';
import { changesNothing, NOTHING_TO_CHANGE } from '@rules/scans/correction-errors';
import { demoScans, scannedScan } from '../fixtures';
import { correctedScan, MockInputError } from '../food-database';
import { errorResponse, http, refusedResponse } from './http';
import { logApi, logReadHandlers } from './log';
import { demoShortcuts, type ShortcutsState } from './shortcuts';
import { serverMessage } from '@rules/errors/server-messages';
import { onMockReset, refill } from './mock-state';

const SCANS = '/api/users/{userId}/scans';
const SCAN = '/api/scans/{id}';
const CREATE = '/api/scans';
const EXPORT = '/api/users/{userId}/scans/export';
const EXPORT_JSON = '/api/users/{userId}/scans/export.json';
const PREVIEW = '/api/scans/{id}/preview';

/** A correction applied as the API applies it; a request the API would refuse is a 400 like its own. */
function applyCorrection(scan: Scan, request: ScanUpdateRequest): Scan | Response {
  if (changesNothing(request)) return refusedResponse(NOTHING_TO_CHANGE);
  try {
    const corrected = request.items ? correctedScan(scan, request.items) : scan;
    const noted = request.note === undefined ? corrected : { ...corrected, note: request.note?.trim() || null };
    return request.meal === undefined ? noted : { ...noted, meal: request.meal };
  } catch (error) {
    if (!(error instanceof MockInputError)) throw error;
    return refusedResponse(error.refusal);
  }
}

const internalError = () => errorResponse(500, 'internal_error', serverMessage('server.internal'));

/** The user's log over a range of local days, as the API exports it (one row per food, numbers in their own cells). */
function exportOf(scans: Scan[], url: URL) {
  const tz = url.searchParams.get('tz') ?? 'UTC';
  const from = url.searchParams.get('from') ?? undefined;
  const to = url.searchParams.get('to') ?? undefined;
  const rows = exportRows(scans, tz).filter((row) => (!from || row.date >= from) && (!to || row.date <= to));
  return { rows, range: { from, to }, tz };
}

/** Mock scan handlers over one in-memory history, which `history()` reads (the user's scan count follows it). */
export type ScanApi = HttpHandler[] & { readonly history: () => readonly Scan[] };

/** The uploaded photo as a data URL, so the new scan shows the user's own picture. */
async function photoDataUrl(photo: Blob): Promise<string> {
  const bytes = new Uint8Array(await photo.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${photo.type || 'image/jpeg'};base64,${btoa(binary)}`;
}

/** Handlers answered before a scan API's own, keeping its history. */
export const before = (first: HttpHandler[], api: ScanApi): ScanApi =>
  Object.assign([...first, ...api], { history: api.history });

/**
 * A mock scan API over an in-memory history: POST adds `scannedScan` (with a
 * fresh id, and the uploaded photo as its image) to the front, so scan →
 * result → history works end to end. Each call makes a new, independent
 * history. `processingMs` is how long the server takes to process a new scan.
 */
export function scanApi(
  initial: Scan[] = demoScans,
  {
    processingMs = 1200,
    ...log
  }: { processingMs?: number; goals?: Goals; clock?: () => Date; shortcuts?: ShortcutsState } = {},
): ScanApi {
  const scans = [...initial];
  let created = 0;
  onMockReset(() => {
    refill(scans, initial);
    created = 0;
  });
  const handlers = [
    ...logApi(scans, log),
    http.get(EXPORT, ({ request }) =>
      HttpResponse.text(exportCsv(exportOf(scans, new URL(request.url)).rows), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="morsel-log-2026-11-22.csv"',
        },
      }),
    ),
    http.get(EXPORT_JSON, ({ request }) => {
      const { rows, range, tz } = exportOf(scans, new URL(request.url));
      return HttpResponse.json(exportJson(rows, range, tz), {
        headers: { 'Content-Disposition': 'attachment; filename="morsel-log-2026-11-22.json"' },
      });
    }),
    http.get(SCANS, () => HttpResponse.json(scans)),
    http.get(SCAN, ({ params }) => {
      const scan = scans.find((s) => s.id === params.id) ?? (params.id === scannedScan.id ? scannedScan : undefined);
      return scan ? HttpResponse.json(scan) : errorResponse(404, 'not_found', serverMessage('scan.notFound'));
    }),
    http.patch(SCAN, async ({ params, request }) => {
      const index = scans.findIndex((s) => s.id === params.id);
      if (index < 0) return errorResponse(404, 'not_found', serverMessage('scan.notFound'));
      await delay(250);
      const corrected = applyCorrection(scans[index]!, await request.json());
      if (corrected instanceof Response) return corrected;
      scans[index] = corrected;
      return HttpResponse.json(corrected);
    }),
    http.post(PREVIEW, async ({ params, request }) => {
      const scan = scans.find((s) => s.id === params.id);
      if (!scan) return errorResponse(404, 'not_found', serverMessage('scan.notFound'));
      await delay(120);
      const previewed = applyCorrection(scan, await request.json());
      return previewed instanceof Response ? previewed : HttpResponse.json(previewed);
    }),
    http.delete(SCAN, ({ params }) => {
      const index = scans.findIndex((s) => s.id === params.id);
      if (index < 0) return errorResponse(404, 'not_found', serverMessage('scan.notFound'));
      scans.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(CREATE, async ({ request }) => {
      const form = await request.formData();
      const image = form.get('image');
      // Duck-typed: in Node, the File class of the request may not be the global one.
      if (typeof image !== 'object' || image === null || image.name !== 'food-scan.jpg') {
        return errorResponse(400, 'validation_failed', serverMessage('request.fileRequired', { field: 'image' }));
      }
      await delay(processingMs); // long enough to see the 'Analyzing Food' overlay
      created += 1;
      const photo = await photoDataUrl(image);
      const scan: Scan = {
        ...scannedScan,
        id: created === 1 ? scannedScan.id : `${scannedScan.id}-${created}`,
        userId: String(form.get('userId')),
        createdAt: new Date().toISOString(),
        imageUrl: photo,
        thumbnailUrl: photo,
      };
      scans.unshift(scan);
      return HttpResponse.json(scan, { status: 201 });
    }),
  ];
  return Object.assign(handlers, { history: () => scans });
}

export const scanHandlers = {
  /** A user with three scans; scanning adds to them. */
  success: scanApi(),
  empty: scanApi([]),
  /** The demo history, with a saved meal and favourite foods to log in one tap. */
  withShortcuts: scanApi(undefined, { shortcuts: demoShortcuts() }),
  /** Every scan call hangs: loading states and the scan progress overlay. */
  loading: [
    ...logReadHandlers.loading,
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
    ...logReadHandlers.serverError,
    http.get(EXPORT, internalError),
    http.get(EXPORT_JSON, internalError),
    http.get(SCANS, internalError),
    http.get(SCAN, internalError),
    http.patch(SCAN, internalError),
    http.post(PREVIEW, internalError),
    http.post(CREATE, async () => {
      await delay(600);
      return internalError();
    }),
  ],
  /** No connection for uploads: every new scan fails as a network error does (no answer at all). */
  offline: before([http.post(CREATE, () => HttpResponse.error())], scanApi()),
  /** The user has spent their scan budget: 429 with Retry-After, like the API's rate limiter. */
  // History and the rest answer as usual (first match wins, so after the refusal).
  rateLimited: before(
    [
      http.post(CREATE, () =>
        errorResponse(429, 'rate_limited', serverMessage('rateLimit.tryAgainIn', { what: 'scan', seconds: 42 }), {
          headers: { 'Retry-After': '42' },
        }),
      ),
    ],
    scanApi(),
  ),
};
