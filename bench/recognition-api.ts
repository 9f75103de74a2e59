/**
 * Offline recognition through the real API (part of `npm run bench`; BENCH_RECOGNITION=0 skips it).
 * A fresh SQLite API with the installed model and no OpenAI:
 * - accuracy: the labelled food photos split by physical item (the item number in the file
 *   name), one half uploaded through POST /api/training/upload with its food as the label, the
 *   other half scanned through POST /api/scans; top-1 per food and overall, `mix` left out;
 * - labels: generated Nutrition Facts photos (varied values, layout, font, rotation, blur, JPEG
 *   quality) scanned, and the share of their numbers read exactly;
 * - barcodes: generated EAN-13, UPC-A and QR photos of known products, and the share found;
 * - speed per image: OCR on the label photos; a meal photo through the chain as a scan runs it, and
 *   through its providers one after another.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { phonePhoto } from '../api/test/support/food-photos';
import { FOOD_PHOTOS } from '../api/test/support/shared-data';
import { photoForm } from '../api/test/support/upload-form';
import { nutritionLabelPhoto, type LabelValues } from '../api/test/support/nutrition-label';
import { startBenchServer } from './bench-server';

const photosDir = path.resolve(process.env.MORSEL_PHOTOS_DIR ?? FOOD_PHOTOS);
const SCANS_PER_FOOD = Number(process.env.BENCH_SCANS_PER_FOOD ?? 10);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;

/** A small deterministic random source, so every run draws the same labels and codes. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

function ean13(rand: () => number, prefix = '50'): string {
  let digits = prefix;
  while (digits.length < 12) digits += Math.floor(rand() * 10);
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return digits + ((10 - (sum % 10)) % 10);
}

export async function runRecognitionApiBench() {
  const bench = await startBenchServer('recognition');
  const { baseUrl, services, signIn } = bench;
  if (!(await services.imageModel.get())) {
    console.log('\nRecognition through the API: skipped (the image model is not installed: npm run models:install)');
    await bench.close();
    return;
  }
  const post = async (url: string, fields: Record<string, string>, jpeg: Buffer, headers: Record<string, string>) => {
    const res = await fetch(`${baseUrl}${url}`, { method: 'POST', body: photoForm(fields, jpeg), headers });
    if (res.status !== 201) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };

  try {
    // --- Accuracy, split by physical item ---
    let accuracyUser: Awaited<ReturnType<typeof signIn>> | null = null;
    if (fs.existsSync(photosDir)) {
      const user = (accuracyUser = await signIn('accuracy@example.com'));
      const itemOf = (f: string) => /(\d+)[ST]/.exec(f)?.[1] ?? f;
      const split = fs
        .readdirSync(photosDir)
        .filter((name) => name !== 'mix') // several foods per photo
        .sort()
        .map((folder) => {
          const files = fs
            .readdirSync(path.join(photosDir, folder))
            .filter((f) => /\.jpe?g$/i.test(f))
            .sort()
            .map((f) => path.join(photosDir, folder, f));
          const items = [...new Set(files.map((f) => itemOf(path.basename(f))))];
          // A food photographed as a single item cannot be split: its photos are references only.
          const trainItems = new Set(items.length < 2 ? items : items.filter((_, i) => i % 2 === 0));
          const test = files.filter((f) => !trainItems.has(itemOf(path.basename(f))));
          const count = Math.min(SCANS_PER_FOOD, test.length);
          return {
            food: folder.replace(/_/g, ' '),
            train: files.filter((f) => trainItems.has(itemOf(path.basename(f)))),
            sample: Array.from({ length: count }, (_, i) => test[Math.floor((i * test.length) / count)]!),
          };
        });
      const scanAll = async () => {
        const perFood: string[] = [];
        let right = 0;
        let total = 0;
        for (const { food, sample } of split) {
          if (sample.length === 0) {
            perFood.push(`${food} (one item: references only)`);
            continue;
          }
          let foodRight = 0;
          for (const file of sample) {
            const scan = await post('/api/scans', { userId: user.id }, await phonePhoto(file), user.headers);
            if (String(scan.foodName).toLowerCase() === food) foodRight += 1;
          }
          right += foodRight;
          total += sample.length;
          perFood.push(`${food} ${foodRight}/${sample.length}`);
        }
        return { perFood, right, total };
      };
      // Before any training (the ImageNet classifier alone), then after every food's train half is in.
      const before = await scanAll();
      let references = 0;
      for (const { food, train } of split) {
        for (const file of train) {
          await post(
            '/api/training/upload',
            { category: 'produce', label: food },
            await phonePhoto(file),
            user.headers,
          );
          references += 1;
        }
      }
      const after = await scanAll();
      console.log(
        `\nRecognition through the API, split by physical item (${references} reference photos of ${split.length} foods uploaded, then up to ${SCANS_PER_FOOD} scans per food of the other items)`,
      );
      console.log(`  per food: ${after.perFood.join(' · ')}`);
      console.log(`  top-1 overall: ${pct(after.right, after.total)} (${after.right}/${after.total}; target 90%)`);
      console.log(
        `  the same scans before any training: ${pct(before.right, before.total)} (${before.right}/${before.total})`,
      );
    }

    // --- Nutrition labels ---
    const rand = random(42);
    const fonts = ['Liberation Sans, sans-serif', 'Liberation Serif, serif', 'DejaVu Sans, sans-serif'];
    const labelUser = await signIn('labels@example.com');
    const labelPhotos: Buffer[] = [];
    let exact = 0;
    let numbers = 0;
    const scanTimes: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const values: LabelValues = {
        servingG: 20 + Math.floor(rand() * 80),
        kcal: 50 + Math.floor(rand() * 400),
        fatG: Math.floor(rand() * 25),
        satFatG: Math.floor(rand() * 9),
        sodiumMg: 10 * Math.floor(rand() * 60),
        carbsG: Math.floor(rand() * 70),
        fibreG: Math.floor(rand() * 12),
        sugarsG: Math.floor(rand() * 30),
        proteinG: Math.floor(rand() * 30),
      };
      const jpeg = await nutritionLabelPhoto(values, {
        rotation: Math.round((rand() * 12 - 6) * 10) / 10,
        blur: rand() < 0.5 ? 0 : 0.3 + rand() * 0.9,
        jpegQuality: 50 + Math.floor(rand() * 40),
        layout: i % 2 ? 'compact' : 'standard',
        font: fonts[i % fonts.length]!,
      });
      labelPhotos.push(jpeg);
      const started = performance.now();
      const scan = await post('/api/scans', { userId: labelUser.id }, jpeg, labelUser.headers);
      scanTimes.push(performance.now() - started);
      const totals = (scan.totals ?? {}) as Partial<
        Record<'fat' | 'protein' | 'carbs' | 'sodium' | 'fibre' | 'sugar', number>
      >;
      const read = [
        [(scan.items as { grams: number }[])[0]?.grams, values.servingG],
        [scan.calories, values.kcal],
        [totals.fat, values.fatG],
        [totals.protein, values.proteinG],
        [totals.carbs, values.carbsG],
        [totals.sodium, values.sodiumMg],
        [totals.fibre, values.fibreG],
        [totals.sugar, values.sugarsG],
      ] as const;
      numbers += read.length;
      exact += read.filter(([got, want]) => got === want).length;
    }
    scanTimes.sort((a, b) => a - b);
    console.log(`\nNutrition labels: 20 generated photos through POST /api/scans`);
    console.log(
      `  numbers read exactly: ${pct(exact, numbers)} (${exact}/${numbers}; target 95%) · scan p50 ${percentile(scanTimes, 50).toFixed(0)} ms`,
    );

    // --- Barcodes ---
    const require = createRequire(import.meta.url);
    await prepareZXingModule({
      overrides: {
        wasmBinary: fs
          .readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm'))
          .buffer.slice(0) as ArrayBuffer,
      },
      fireImmediately: true,
    });
    const codeRand = random(7);
    const cases = Array.from({ length: 20 }, (_, i) => {
      const code = ean13(codeRand, i % 3 === 1 ? '0' : '50');
      return { code, format: i % 3 === 2 ? ('QRCode' as const) : i % 3 === 1 ? ('UPCA' as const) : ('EAN13' as const) };
    });
    await services.foods.store.transaction(async (writer) =>
      writer.upsert(
        cases.map(({ code }, i) => ({
          id: `bench-product-${i}`,
          source: 'fdc',
          name: `Bench product ${i}`,
          brand: 'Bench Co',
          dataType: 'Brand',
          category: 'Snacks',
          energyKcal: 400,
          proteinG: 5,
          carbohydrateG: 60,
          sugarsG: 20,
          fibreG: 3,
          fatG: 15,
          saturatedFatG: 4,
          sodiumMg: 200,
          ingredients: null,
          allergens: [],
          portions: [{ description: '1 pack', grams: 30 }],
          barcodes: [code],
        })),
      ),
    );
    const barcodeUser = await signIn('barcodes@example.com');
    let found = 0;
    for (const [i, { code, format }] of cases.entries()) {
      const text = format === 'QRCode' ? `https://id.gs1.org/01/0${code}` : format === 'UPCA' ? code.slice(1) : code;
      const symbol = await writeBarcode(text, { format, scale: 2 + (i % 3) });
      const label = await sharp(Buffer.from(await symbol.image!.arrayBuffer()))
        .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#fff' })
        .rotate((i % 5) - 2, { background: '#a08060' })
        .toBuffer();
      const photo = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 160, g: 128, b: 96 } },
      })
        .composite([{ input: label, top: 200 + (i % 4) * 40, left: 250 + (i % 3) * 60 }])
        .blur(i % 4 === 3 ? 0.8 : 0.3)
        .jpeg({ quality: 60 + (i % 4) * 10 })
        .toBuffer();
      const scan = await post('/api/scans', { userId: barcodeUser.id }, photo, barcodeUser.headers);
      if (scan.foodName === `Bench product ${i}`) found += 1;
    }
    console.log(`\nBarcodes: 20 generated photos (EAN-13, UPC-A, GS1 QR) through POST /api/scans`);
    console.log(`  products found: ${pct(found, cases.length)} (${found}/${cases.length}; target 90%)`);

    // --- Speed per image, recognizer by recognizer ---
    const sampleFiles = fs.existsSync(photosDir)
      ? fs
          .readdirSync(path.join(photosDir, 'apple'))
          .filter((f) => /\.jpe?g$/i.test(f))
          .slice(0, 20)
      : [];
    const ocr: number[] = [];
    const chain: number[] = [];
    const oneByOne: number[] = [];
    // A user with references when the accuracy run made one (the matcher and its head then work too).
    const speedUser = accuracyUser ?? (await signIn('speed@example.com'));
    const timed = async (provider: (typeof services.recognizer.providers)[number], jpeg: Buffer) => {
      const started = performance.now();
      await provider.recognize({ jpeg, userId: speedUser.id, signal: new AbortController().signal }).catch(() => null);
      return performance.now() - started;
    };
    // A meal photo through the chain as a scan runs it (the local providers side by side; the label
    // reader only runs its printed-text gate here), and through each provider one after another.
    for (const f of sampleFiles) {
      const jpeg = await phonePhoto(path.join(photosDir, 'apple', f));
      let started = performance.now();
      await services.recognizer.recognize(jpeg, speedUser.id);
      chain.push(performance.now() - started);
      const copy = Buffer.from(jpeg); // a new photo to the model's per-photo cache
      started = performance.now();
      for (const provider of services.recognizer.providers) await timed(provider, copy);
      oneByOne.push(performance.now() - started);
    }
    // OCR itself, on the label photos (they pass the gate).
    const labelReader = services.recognizer.providers.find((provider) => provider.name === 'label')!;
    for (const jpeg of labelPhotos) ocr.push(await timed(labelReader, jpeg));
    if (ocr.length > 0) {
      for (const times of [ocr, chain, oneByOne]) times.sort((a, b) => a - b);
      console.log(`\nRecognizer time per 1600 px photo`);
      console.log(`  OCR of a label: p50 ${percentile(ocr, 50).toFixed(0)} ms (target 800)`);
      if (chain.length > 0) {
        console.log(
          `  a meal photo through the chain (label gate, barcode, references, model side by side): p50 ${percentile(chain, 50).toFixed(0)} ms · p95 ${percentile(chain, 95).toFixed(0)} ms (target 40); the same providers one after another: p50 ${percentile(oneByOne, 50).toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runRecognitionApiBench();
