import { serverMessage } from '@rules/errors/server-messages';
import yauzl from 'yauzl';
import { readImport, UNKNOWN_FORMAT } from '@rules/imports/read-import';
import { UnreadableImportError, type ParsedImport } from '@rules/imports/imported-entry';
import { parseMyFitnessPal } from '@rules/imports/myfitnesspal';
import { InvalidInputError, TooLargeError, UnsupportedMediaError } from '../../errors';

/** The most a file inside a ZIP may inflate to: a little over the upload limit, so a ZIP holds no more than a plain upload could. */
export const MAX_INFLATED_BYTES = 25 * 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const NUTRITION_SUMMARY = /(^|\/)Nutrition-Summary[^/]*\.csv$/i;
/** The log in Morsel's own all-data ZIP (Profile → Download all my data), at its root. */
const MORSEL_LOG = 'log.json';

/**
 * An uploaded file read by its bytes, never its name: a ZIP is MyFitnessPal's export (its
 * Nutrition-Summary CSV; the measurement and exercise files are named in `notes` and left out) or
 * Morsel's all-data download (its log.json; the photos stay out, said in `notes`); other bytes
 * must be UTF-8 text (a byte-order mark allowed): a CSV or JSON export.
 */
export async function readImportFile(bytes: Buffer): Promise<ParsedImport> {
  if (bytes.length === 0) throw new InvalidInputError(serverMessage('import.empty'), undefined, 'empty_file');
  try {
    if (bytes.subarray(0, 4).equals(ZIP_MAGIC) || bytes.subarray(0, 4).equals(EMPTY_ZIP_MAGIC)) {
      return await readZip(bytes);
    }
    return readImport(decodeText(bytes));
  } catch (error) {
    if (!(error instanceof UnreadableImportError)) throw error;
    if (error.kind === 'format') throw new UnsupportedMediaError(error.reason);
    throw new InvalidInputError(error.reason, undefined, 'unreadable_file');
  }
}

/** UTF-8 text, else the file is not one Morsel reads (a photo, a spreadsheet, another encoding). */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) throw new UnreadableImportError(UNKNOWN_FORMAT, 'format');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableImportError(serverMessage('import.notUtf8'), 'format');
  }
}

async function readZip(bytes: Buffer): Promise<ParsedImport> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error || !file
        ? reject(
            new UnreadableImportError(serverMessage('import.zipUnopenable', { reason: error?.message ?? 'unknown' })),
          )
        : resolve(file),
    ),
  );
  try {
    const names: string[] = [];
    let summary: string | null = null;
    let morselLog: string | null = null;
    for await (const entry of entries(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      if (summary === null && NUTRITION_SUMMARY.test(entry.fileName)) {
        summary = await inflate(zip, entry);
      } else if (morselLog === null && entry.fileName === MORSEL_LOG) {
        morselLog = await inflate(zip, entry);
      } else {
        names.push(entry.fileName.split('/').pop()!);
      }
    }
    if (summary === null && morselLog !== null) {
      const parsed = readImport(morselLog.replace(/^\uFEFF/, ''));
      parsed.notes.push(
        'Read the log from a Morsel download: its photos, references, goals and preferences are not imported.',
      );
      return parsed;
    }
    if (summary === null) {
      throw new UnreadableImportError(serverMessage('import.zipWithoutLog'));
    }
    const parsed = parseMyFitnessPal(summary.replace(/^\uFEFF/, ''));
    if (names.length > 0) {
      parsed.notes.push(
        `Left out (only nutrition is imported): ${names.slice(0, 10).join(', ')}${names.length > 10 ? ` and ${names.length - 10} more` : ''}.`,
      );
    }
    return parsed;
  } finally {
    zip.close();
  }
}

async function* entries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (found: yauzl.Entry) => done(() => resolve(found));
      const onEnd = () => done(() => resolve(null));
      const onError = (error: Error) =>
        done(() => reject(new UnreadableImportError(serverMessage('import.zipDamaged', { reason: error.message }))));
      const done = (then: () => void) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        then();
      };
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

/** One entry's text, refused past MAX_INFLATED_BYTES whatever its header claims. */
async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  if (entry.uncompressedSize > MAX_INFLATED_BYTES) throw tooLarge();
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) =>
      error || !opened
        ? reject(new UnreadableImportError(serverMessage('import.zipDamaged', { reason: error?.message ?? 'unknown' })))
        : resolve(opened),
    ),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_INFLATED_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof TooLargeError) throw error;
    throw new UnreadableImportError(serverMessage('import.zipDamaged', { reason: (error as Error).message }));
  }
  return decodeText(Buffer.concat(chunks));
}

const tooLarge = () =>
  new TooLargeError(
    'payload_too_large',
    serverMessage('import.zipEntryTooLarge', { megabytes: MAX_INFLATED_BYTES / 1024 / 1024 }),
  );
