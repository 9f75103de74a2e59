import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { FoodService } from '../../foods/food.service';
import { normaliseBarcode } from '../../foods/food.service';
import type { ProviderCheck, Recognition, RecognitionInput, Recognizer } from '../chain/recognizer-chain';

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | null = null;

/** Loads the reader's bundled WebAssembly from disk: left alone, zxing-wasm would fetch it from a CDN. */
function prepare() {
  ready ??= fs.readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((bytes) =>
    prepareZXingModule({
      overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      fireImmediately: true,
    }),
  );
  return ready;
}

/** A product code from a decoded symbol: EAN-13/UPC-A digits, or the GTIN inside a GS1 Digital Link QR code. */
export function productCode(format: string, text: string): string | null {
  if (format === 'QRCode') {
    const gtin = /(?:^|\/)01\/(\d{8,14})(?:\/|\?|$)/.exec(text)?.[1] ?? /^\d{8,14}$/.exec(text.trim())?.[0];
    return gtin ? normaliseBarcode(gtin) : null;
  }
  return /^\d{8,14}$/.test(text) ? normaliseBarcode(text) : null;
}

/**
 * Reads EAN-13, UPC-A and QR codes in the photo and looks the product up in the food database.
 * A code the database does not know ends the scan as not identified, naming the code.
 */
export class BarcodeRecognizer implements Recognizer {
  readonly name = 'barcode';
  readonly local = true;

  constructor(private readonly foods: FoodService) {}

  async check(): Promise<ProviderCheck> {
    await prepare();
    return { ok: true, message: 'reads EAN-13, UPC-A and QR codes' };
  }

  async recognize({ jpeg }: RecognitionInput): Promise<Recognition | null> {
    await prepare();
    const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const image = {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      colorSpace: 'srgb' as const,
    };
    const results = await readBarcodes(image as unknown as ImageData, {
      formats: ['EAN13', 'UPCA', 'QRCode'],
      maxNumberOfSymbols: 4,
      // Most scans are meals with no code at all: skip the slow exhaustive passes (measured in
      // `npm run bench`: the generated barcode photos are all still found).
      tryHarder: false,
      tryInvert: false,
    });
    const codes = [
      ...new Set(
        results
          .filter((r) => r.isValid)
          .map((r) => productCode(r.format, r.text))
          .filter(Boolean),
      ),
    ] as string[];
    if (codes.length === 0) return null;
    const base = { provider: this.name, label: null, allergens: [] };
    for (const code of codes) {
      const food = await this.foods.findByBarcode(code);
      if (!food) continue;
      return {
        ...base,
        kind: 'named',
        barcode: code,
        items: [
          {
            name: food.name,
            foodId: food.id,
            grams: null, // the product's first household portion (its serving)
            preparation: null,
            confidence: 0.99,
            estimatePer100g: null,
          },
        ],
        ingredients: [{ name: food.name, percentage: 100 }],
      };
    }
    return {
      ...base,
      kind: 'unidentified',
      barcode: codes[0]!,
      items: [],
      ingredients: [],
      reason: `barcode ${codes.join(', ')} is not in the food database`,
    };
  }
}
