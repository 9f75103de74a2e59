// The browser build of csv-parse runs in Node too, so the parsers have no I/O and run anywhere.
import { serverMessage } from '../errors/server-messages';
import { parse } from 'csv-parse/browser/esm/sync';
import { UnreadableImportError } from './imported-entry';

/** A CSV's header and its rows, each with the line it starts on (the header is line 1). */
export interface CsvTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/**
 * Reads CSV text: a byte-order mark, CRLF or LF line ends, quoted cells with commas or line breaks,
 * blank lines skipped. A row with a stray quote is read as it stands, so one bad row cannot stop
 * the rest.
 */
export function readCsv(text: string): CsvTable {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw new UnreadableImportError(serverMessage('import.csvUnreadable', { reason: (error as Error).message }));
  }
  const [first, ...rest] = records;
  if (!first) throw new UnreadableImportError(serverMessage('import.noRows'));
  return {
    header: first.record.map((cell) => cell.trim()),
    rows: rest.map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
}

/** The index of each wanted column, by its header (case and spaces ignored); -1 when absent. */
export function columnsOf<K extends string>(header: string[], wanted: Record<K, readonly string[]>): Record<K, number> {
  const plain = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
  const names = header.map(plain);
  return Object.fromEntries(
    Object.entries<readonly string[]>(wanted).map(([key, options]) => [
      key,
      options.map((option) => names.indexOf(plain(option))).find((i) => i >= 0) ?? -1,
    ]),
  ) as Record<K, number>;
}
