import { serverMessage } from '../errors/server-messages';
import { isCronometerHeader, parseCronometer } from './cronometer';
import { UnreadableImportError, type ParsedImport } from './imported-entry';
import { isMorselExport, parseMorselExport } from './morsel-json';
import { isMyFitnessPalHeader, parseMyFitnessPal } from './myfitnesspal';

export const UNKNOWN_FORMAT = serverMessage('import.unknownFormat');

/**
 * A file's text read by its content, not its name: JSON is Morsel's export; a CSV is MyFitnessPal's
 * or Cronometer's by its header. Anything else cannot be imported.
 */
export function readImport(text: string): ParsedImport {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw new UnreadableImportError(serverMessage('import.empty'));
  if (/^\s*[{[]/.test(body)) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new UnreadableImportError(serverMessage('import.invalidJson'), 'format');
    }
    if (!isMorselExport(value)) throw new UnreadableImportError(UNKNOWN_FORMAT, 'format');
    return parseMorselExport(value);
  }
  const firstLine = body.slice(0, body.search(/\r?\n|$/)).split(',');
  if (isMyFitnessPalHeader(firstLine)) return parseMyFitnessPal(body);
  if (isCronometerHeader(firstLine.map((cell) => cell.replace(/^"|"$/g, '')))) return parseCronometer(body);
  throw new UnreadableImportError(UNKNOWN_FORMAT, 'format');
}
