import fs from 'node:fs';
import { parse } from 'csv-parse';

export interface CsvRecord {
  /** The line (1-based) on which the record ends, for error reports. */
  line: number;
  values: Record<string, string>;
}

/** Header names with whitespace and line breaks collapsed ('Sugars, total\n(g)' → 'Sugars, total (g)'). */
export const normaliseHeader = (name: string) => name.replace(/\s+/g, ' ').trim();

/**
 * Streams a CSV file as records keyed by header, skipping `skipRecords`
 * records before the header (FNDDS files start with a title record).
 * Reports progress in bytes read.
 */
export async function* readCsv(
  file: string,
  {
    skipRecords = 0,
    encoding = 'utf8',
    onBytes,
  }: { skipRecords?: number; encoding?: BufferEncoding; onBytes?: (bytes: number) => void } = {},
): AsyncGenerator<CsvRecord> {
  const stream = fs.createReadStream(file);
  let bytes = 0;
  stream.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes?.(bytes);
  });
  const parser = stream.pipe(
    parse({
      encoding,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      from: 1,
    }),
  );
  let header: string[] | null = null;
  let seen = 0;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    seen += 1;
    if (seen <= skipRecords) continue;
    if (!header) {
      header = record.map(normaliseHeader);
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((name, i) => {
      values[name] = record[i] ?? '';
    });
    yield { line: info.lines, values };
  }
}

/** The first `count` records' raw cells, to recognise a file's format. */
export async function peekRecords(file: string, count: number, encoding: BufferEncoding = 'utf8'): Promise<string[][]> {
  const records: string[][] = [];
  const parser = fs
    .createReadStream(file, { end: 64 * 1024 })
    .pipe(
      parse({ encoding, bom: true, relax_column_count: true, relax_quotes: true, to: count, skip_empty_lines: true }),
    );
  for await (const record of parser as AsyncIterable<string[]>) {
    records.push(record);
    if (records.length >= count) break;
  }
  return records;
}
