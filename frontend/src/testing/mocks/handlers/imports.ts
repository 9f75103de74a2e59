import { delay, HttpResponse } from 'msw';
import type { ImportSummary } from '@/client';
import { UnreadableImportError, type ParsedImport } from '@rules/imports/imported-entry';
import { readImport, UNKNOWN_FORMAT } from '@rules/imports/read-import';
import { errorResponse, http } from './http';
import { serverMessage, type ServerMessage } from '@rules/errors/server-messages';

const IMPORTS = '/api/users/{userId}/imports';

/** What a MyFitnessPal ZIP holds in the mocks (the browser's mock reads no ZIPs): three days, one bad row. */
export const demoMyFitnessPalSummary: ImportSummary = {
  source: 'myfitnesspal',
  dryRun: true,
  from: '2026-10-05',
  to: '2026-10-07',
  entries: 8,
  skipped: 2,
  duplicates: 0,
  problems: [
    { line: 8, reason: "Calories 'abc' is not an amount." },
    { line: 11, reason: "'not-a-date' is not a date (YYYY-MM-DD)." },
  ],
  days: [
    { date: '2026-10-05', entries: 3, duplicates: 0 },
    { date: '2026-10-06', entries: 3, duplicates: 0 },
    { date: '2026-10-07', entries: 2, duplicates: 0 },
  ],
  notes: ['Left out (only nutrition is imported): Exercise-Summary.csv, Measurement-Summary.csv.'],
};

/** A file already imported once: most of it is in the log, and some rows cannot be read. */
export const demoRepeatedSummary: ImportSummary = {
  ...demoMyFitnessPalSummary,
  entries: 1,
  duplicates: 7,
  days: [
    { date: '2026-10-05', entries: 0, duplicates: 3 },
    { date: '2026-10-06', entries: 0, duplicates: 3 },
    { date: '2026-10-07', entries: 1, duplicates: 1 },
  ],
};

/** A parsed file as the API's summary (the mock has no log, so nothing is a duplicate). */
function summaryOf(parsed: ParsedImport, dryRun: boolean): ImportSummary {
  const days = new Map<string, number>();
  for (const entry of parsed.entries) days.set(entry.date, (days.get(entry.date) ?? 0) + 1);
  const dates = [...days.keys()].sort();
  return {
    source: parsed.source,
    dryRun,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
    entries: parsed.entries.length,
    skipped: parsed.problems.length,
    duplicates: 0,
    problems: parsed.problems.slice(0, 200),
    days: dates.map((date) => ({ date, entries: days.get(date)!, duplicates: 0 })),
    notes: parsed.notes,
  };
}

/**
 * The import endpoint: a text file is read with the API's own parsers (shared rules), a ZIP is
 * answered as MyFitnessPal's demo export; `summary` replaces what any file holds. The preview
 * answers after `previewMs`, the import after `importMs` (Infinity: it never does); `fail` makes
 * the preview (or, with `on: 'import'`, only the import) fail as the API would.
 */
export function importApi({
  previewMs = 150,
  importMs = 300,
  summary,
  fail,
}: {
  previewMs?: number;
  importMs?: number;
  summary?: ImportSummary;
  fail?: { on: 'preview' | 'import'; status: number; code: string; message: ServerMessage };
} = {}) {
  return [
    http.post(IMPORTS, async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
      const wait = dryRun ? previewMs : importMs;
      await delay(wait === Infinity ? 'infinite' : wait);
      if (fail && (fail.on === 'preview') === dryRun) return errorResponse(fail.status, fail.code, fail.message);
      const file = (await request.formData()).get('file');
      if (!(file instanceof Blob))
        return errorResponse(400, 'validation_failed', serverMessage('request.fileRequired', { field: 'file' }));
      if (summary) return HttpResponse.json({ ...summary, dryRun });
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes[0] === 0x50 && bytes[1] === 0x4b) return HttpResponse.json({ ...demoMyFitnessPalSummary, dryRun });
      try {
        return HttpResponse.json(summaryOf(readImport(new TextDecoder().decode(bytes)), dryRun));
      } catch (error) {
        if (!(error instanceof UnreadableImportError)) throw error;
        return errorResponse(error.kind === 'format' ? 415 : 400, 'unreadable_file', error.reason);
      }
    }),
  ];
}

export const importHandlers = {
  success: importApi(),
  problems: importApi({ summary: demoRepeatedSummary }),
  importing: importApi({ importMs: Infinity }),
  unreadable: importApi({
    fail: {
      on: 'preview',
      status: 415,
      code: 'unsupported_media_type',
      message: UNKNOWN_FORMAT,
    },
  }),
  importFails: importApi({
    fail: {
      on: 'import',
      status: 503,
      code: 'database_busy',
      message: serverMessage('server.databaseBusy'),
    },
  }),
};
