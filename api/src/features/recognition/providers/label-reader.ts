import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { mayHoldPrintedText } from './text-gate';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { LabelReading, ProviderCheck, Recognition, RecognitionInput, Recognizer } from '../chain/recognizer-chain';

const require = createRequire(import.meta.url);
/** The English model shipped in npm (`@tesseract.js-data/eng`, LSTM 'best_int'): no download at run time. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** OCR runs on a grey copy at most this wide: enough for label print in a phone photo, and fast. */
const OCR_WIDTH = 1400;

/**
 * Fixes the OCR confusions that occur inside numbers (docs/scan-pipeline.md, label reading):
 * O/o → 0, I/l/| → 1, S → 5, B → 8; and a gram unit misread as a trailing 9 or 8 ('37g' → '379').
 */
export function readAmount(raw: string, unit: 'g' | 'mg' | 'kcal'): number | null {
  const match = /^([0-9OoIl|SB.,]+)\s*(mg|g|9)?/.exec(raw.trim());
  if (!match) return null;
  let digits = match[1]!
    .replace(/[Oo]/g, '0')
    .replace(/[Il|]/g, '1')
    .replace(/S/g, '5')
    .replace(/B/g, '8')
    .replace(',', '.');
  const suffix = match[2];
  // Labels always print the unit: a gram amount read without one had its 'g' read as a digit
  // (9 in sans-serif print, 8 in serif print).
  if (unit === 'g' && suffix === undefined && digits.length >= 2 && /[98]$/.test(digits)) digits = digits.slice(0, -1);
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return Number(digits);
}

const AMOUNT = '([0-9OoIl|SB.,]+\\s*(?:mg|g|9)?)';
const NUTRIENTS: { key: keyof LabelReading; pattern: RegExp; unit: 'g' | 'mg' | 'kcal' }[] = [
  { key: 'energyKcal', pattern: new RegExp(`calories\\s*${AMOUNT}`, 'i'), unit: 'kcal' },
  { key: 'saturatedFatG', pattern: new RegExp(`saturated\\s*fat\\s*${AMOUNT}`, 'i'), unit: 'g' },
  { key: 'fatG', pattern: new RegExp(`total\\s*fat\\s*${AMOUNT}`, 'i'), unit: 'g' },
  { key: 'sodiumMg', pattern: new RegExp(`sodium\\s*${AMOUNT}`, 'i'), unit: 'mg' },
  { key: 'carbohydrateG', pattern: new RegExp(`total\\s*carbo\\w*\\.?\\s*${AMOUNT}`, 'i'), unit: 'g' },
  { key: 'fibreG', pattern: new RegExp(`(?:dietary\\s*)?fib(?:er|re)\\s*${AMOUNT}`, 'i'), unit: 'g' },
  { key: 'sugarsG', pattern: new RegExp(`(?:total\\s*)?sugars\\s*${AMOUNT}`, 'i'), unit: 'g' },
  { key: 'proteinG', pattern: new RegExp(`protein\\s*${AMOUNT}`, 'i'), unit: 'g' },
];

/** A Nutrition Facts panel in OCR text, or null when there is none (fewer than three nutrients). */
export function parseNutritionLabel(text: string): LabelReading | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const reading: LabelReading = {
    servingSizeG: null,
    energyKcal: null,
    fatG: null,
    saturatedFatG: null,
    sodiumMg: null,
    carbohydrateG: null,
    fibreG: null,
    sugarsG: null,
    proteinG: null,
    ingredientsText: null,
    containsText: null,
  };
  for (const line of lines) {
    for (const { key, pattern, unit } of NUTRIENTS) {
      if (reading[key] !== null) continue;
      const found = pattern.exec(line);
      if (!found) continue;
      // 'Total Fat' also matches inside 'Saturated Fat' lines only through its own words; skip 'Trans'.
      if (key === 'fatG' && /trans|saturated/i.test(line)) continue;
      (reading[key] as number | null) = readAmount(found[1]!, unit);
    }
    const serving = /serving\s*size.*?\(?\s*([0-9OoIl.]+)\s*[g9]\s*\)?\s*$/i.exec(line);
    if (serving && reading.servingSizeG === null) reading.servingSizeG = readAmount(`${serving[1]}g`, 'g');
    const ingredients = /^ingredients?\s*[:;]\s*(.+)$/i.exec(line);
    if (ingredients && !reading.ingredientsText) reading.ingredientsText = ingredients[1]!.replace(/\.$/, '');
    const contains = /^(contains\s*[:;].+)$/i.exec(line);
    if (contains && !reading.containsText) reading.containsText = contains[1]!;
  }
  const nutrients = NUTRIENTS.filter(({ key }) => reading[key] !== null).length;
  return nutrients >= 3 && reading.energyKcal !== null ? reading : null;
}

/**
 * Reads a Nutrition Facts panel with tesseract.js (WebAssembly, English model from npm). When it
 * finds one, its numbers win: the scan's nutrition is the label's, per serving as printed.
 */
export class LabelRecognizer implements Recognizer {
  readonly name = 'label';
  readonly local = true;
  private worker: Promise<Worker> | null = null;
  /** One worker, one photo at a time: OCR is CPU-bound and this machine has two cores. */
  private queue: Promise<unknown> = Promise.resolve();

  private getWorker() {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
    return this.worker;
  }

  async check(): Promise<ProviderCheck> {
    await this.getWorker();
    return { ok: true, message: 'reads Nutrition Facts panels (English)' };
  }

  async recognize({ jpeg }: RecognitionInput): Promise<Recognition | null> {
    // Most scans are meals: they skip OCR (half a second, one photo at a time) unless they show print.
    if (!(await mayHoldPrintedText(jpeg))) return null;
    const gray = await sharp(jpeg)
      .resize({ width: OCR_WIDTH, withoutEnlargement: true })
      .grayscale()
      .normalise()
      .png()
      .toBuffer();
    const worker = await this.getWorker();
    const run = this.queue.then(() => worker.recognize(gray));
    this.queue = run.catch(() => undefined);
    const reading = parseNutritionLabel((await run).data.text);
    if (!reading) return null;
    const name = 'Packaged food (nutrition label)';
    return {
      provider: this.name,
      // A later provider may name the food; these numbers then still win.
      kind: 'numbers-only',
      items: [{ name, grams: reading.servingSizeG ?? 100, preparation: null, confidence: 0.9, estimatePer100g: null }],
      ingredients: [],
      label: reading,
      barcode: null,
      allergens: [],
    };
  }

  async close() {
    if (this.worker) await (await this.worker).terminate();
  }
}
