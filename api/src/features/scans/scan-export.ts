import type { ExportRow } from '../../generated/types.gen';
import { checkDate, checkDateRange, checkTimeZone } from '../../time/checks';
import { addDays, startOfLocalDay } from '@rules/time/local-time';
import { exportRows } from '@rules/scans/export-rows';
import type { ScanService } from './scan.service';

export { exportCsv, exportJson } from '@rules/scans/export-rows';

/** The range of local days to export: either end may be open; dates and zone must be real. */
export interface ExportRange {
  from?: string;
  to?: string;
  tz?: string;
}

/**
 * The export rows of a user's log over a range of local days (the whole log without one): their
 * scans from the first day's start to the day after the last's, one row per food.
 */
export async function exportLog(
  scans: ScanService,
  userId: string,
  range: ExportRange,
): Promise<{ rows: ExportRow[]; tz: string }> {
  const tz = range.tz ?? 'UTC';
  checkTimeZone(tz);
  for (const [name, date] of Object.entries({ from: range.from, to: range.to })) {
    if (date !== undefined) checkDate(date, `query.${name}`);
  }
  if (range.from && range.to) checkDateRange(range.from, range.to, Number.POSITIVE_INFINITY);
  const start = range.from ? startOfLocalDay(range.from, tz) : null;
  const end = range.to ? startOfLocalDay(addDays(range.to, 1), tz) : null;
  return { rows: exportRows(await scans.listForUserBetween(userId, start, end), tz), tz };
}
