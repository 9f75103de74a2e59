import { isCronometerHeader, parseCronometer } from './cronometer';
import { UnreadableImportError, type ParsedImport } from './imported-entry';
import { isMorselExport, parseMorselExport } from './morsel-json';
import { isMyFitnessPalHeader, parseMyFitnessPal } from './myfitnesspal';

export const UNKNOWN_FORMAT =
  "Morsel cannot read this file. Choose MyFitnessPal's export (the ZIP, or its Nutrition-Summary CSV), Cronometer's Servings CSV, or a Morsel export (its JSON, or the ZIP from Download all my data).";

/**
 * A file's text read by its content, not its name: JSON is Morsel's export; a CSV is MyFitnessPal's
 * or Cronometer's by its header. Anything else cannot be imported.
 */
export function readImport(text: string): ParsedImport {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw new UnreadableImportError('The file is empty.');
  if (/^\s*[{[]/.test(body)) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new UnreadableImportError(
        "The file starts like JSON but is not valid JSON, so it is not Morsel's export.",
        'format',
      );
    }
    if (!isMorselExport(value)) throw new UnreadableImportError(UNKNOWN_FORMAT, 'format');
    return parseMorselExport(value);
  }
  const firstLine = body.slice(0, body.search(/\r?\n|$/)).split(',');
  if (isMyFitnessPalHeader(firstLine)) return parseMyFitnessPal(body);
  if (isCronometerHeader(firstLine.map((cell) => cell.replace(/^"|"$/g, '')))) return parseCronometer(body);
  throw new UnreadableImportError(UNKNOWN_FORMAT, 'format');
}
