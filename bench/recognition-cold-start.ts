/**
 * Cold start (part of `npm run bench`, with the recognition benches): what a new user with no
 * references gets from the on-device model on every single-food labelled photo.
 * - named right / named wrong / not named, and the precision of the names, on the photos the
 *   naming rule was chosen on (odd-numbered sittings), the photos it is checked on (even ones), and
 *   all of them;
 * - the curve the rule was chosen from: the probability floor against precision and photos named,
 *   with every food class or with the broad classes left out, and the floor the choosing rule
 *   picks (the lowest whose precision is at least 90% at the lower end of its 80% Wilson interval);
 * - the reliability of the confidence shown, for names and for suggestions, and the calibration
 *   fitted again beside the one in the code.
 * The model's outputs are those the embedding bench caches (scan-sized photos, as an upload
 * prepares them). The photos are research data: read in place, never copied into the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { softmax } from '../api/src/features/recognition/model/image-model';
import {
  foodClasses,
  MIN_FOOD_PROBABILITY,
  MIN_SUGGESTION_PROBABILITY,
  NAMED_CALIBRATION,
  readProbabilities,
  SUGGESTION_CALIBRATION,
} from '../api/src/features/recognition/providers/model-recognizer';
import { FOOD_PHOTOS } from '../api/test/support/shared-data';
import { cachedPhotos } from './embedding-cache';

const photosDir = path.resolve(process.env.MORSEL_PHOTOS_DIR ?? FOOD_PHOTOS);

/** The model's name for each labelled food it has a class for; any other name of a photo is wrong. */
const RIGHT_NAME: Record<string, string> = {
  apple: 'Granny Smith apple',
  banana: 'Banana',
  lemon: 'Lemon',
  orange: 'Orange',
};

interface Photo {
  label: string;
  /** Odd sittings choose the rule, even ones check it (a sitting is one plate, several photos). */
  split: 'choose' | 'check';
  probabilities: Float32Array;
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

/** The lower end of the Wilson interval of a proportion (z = 1.2816: 80% two-sided). */
export function wilsonLower(right: number, total: number, z = 1.2816): number {
  if (total === 0) return 0;
  const p = right / total;
  const centre = (p + (z * z) / (2 * total)) / (1 + (z * z) / total);
  const spread = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / (1 + (z * z) / total);
  return centre - spread;
}

/** Bands of shown confidence with how often they were right: (right + 1) / (shown + 2), merged until rising. */
export function fitCalibration(points: { probability: number; right: boolean }[], edges: number[]) {
  const bands = edges.map((from, i) => {
    const inBand = points.filter(
      (p) => p.probability >= from && (i === edges.length - 1 || p.probability < edges[i + 1]!),
    );
    return { from, shown: inBand.length, right: inBand.filter((p) => p.right).length };
  });
  const rate = (b: { shown: number; right: number }) => (b.right + 1) / (b.shown + 2);
  // Pool adjacent bands that fall (isotonic), so a higher probability never shows a lower figure.
  for (let i = 1; i < bands.length; i += 1) {
    if (rate(bands[i]!) < rate(bands[i - 1]!)) {
      bands[i - 1] = {
        from: bands[i - 1]!.from,
        shown: bands[i - 1]!.shown + bands[i]!.shown,
        right: bands[i - 1]!.right + bands[i]!.right,
      };
      bands.splice(i, 1);
      i = 0;
    }
  }
  return bands.map((b) => ({ from: b.from, confidence: Math.round(100 * rate(b)) / 100, shown: b.shown }));
}

/** Every single-food photo's class probabilities, from the cached model outputs of scan-sized photos. */
async function readPhotos(modelsDir: string): Promise<Photo[] | null> {
  const cached = await cachedPhotos(photosDir, modelsDir);
  return (
    cached?.map(({ folder, file, logits }) => ({
      label: folder,
      split: Number(/(\d+)/.exec(file)?.[1] ?? 0) % 2 === 1 ? 'choose' : 'check',
      probabilities: softmax(logits),
    })) ?? null
  );
}

/** The product's answer for each photo, scored against its label. */
function score(photos: Photo[]) {
  let right = 0;
  let wrong = 0;
  let notFood = 0;
  for (const photo of photos) {
    const answer = readProbabilities('model', photo.probabilities);
    const named = answer?.kind === 'tentative' ? answer.items[0]!.name : null;
    if (answer?.kind === 'tentative-not-food') notFood += 1;
    if (named === null) continue;
    if (named === RIGHT_NAME[photo.label]) right += 1;
    else wrong += 1;
  }
  return { right, wrong, notNamed: photos.length - right - wrong, notFood, photos: photos.length };
}

/** Names and precision for a floor, with or without the broad classes. */
function curvePoint(photos: Photo[], floor: number, leaveBroadOut: boolean) {
  let named = 0;
  let right = 0;
  for (const photo of photos) {
    const best = foodClasses(photo.probabilities).find((food) => !(leaveBroadOut && food.broad));
    if (!best || best.probability < floor) continue;
    named += 1;
    if (best.name === RIGHT_NAME[photo.label]) right += 1;
  }
  return { named, right };
}

function reliability(points: { shown: number; right: boolean }[]) {
  const byShown = new Map<number, { shown: number; right: number }>();
  for (const p of points) {
    const band = byShown.get(p.shown) ?? { shown: 0, right: 0 };
    band.shown += 1;
    if (p.right) band.right += 1;
    byShown.set(p.shown, band);
  }
  return [...byShown].sort((a, b) => a[0] - b[0]);
}

export async function runColdStartBench() {
  if (!fs.existsSync(photosDir)) return console.log(`\nCold start: skipped (no labelled photos at ${photosDir})`);
  const photos = await readPhotos(path.resolve(process.env.MORSEL_MODELS_DIR ?? 'models'));
  if (!photos) return console.log('\nCold start: skipped (the image model is not installed: npm run models:install)');
  const choose = photos.filter((p) => p.split === 'choose');
  const check = photos.filter((p) => p.split === 'check');

  console.log(`\nCold start: a new user with no references, ${photos.length} single-food labelled photos`);
  const rows = [
    ['choosing half (odd sittings)', choose],
    ['checking half (even sittings)', check],
    ['all', photos],
  ] as const;
  for (const [name, set] of rows) {
    const s = score(set);
    console.log(
      `  ${name}: named right ${s.right} · named wrong ${s.wrong} · not named ${s.notNamed} (of which 'not food' ${s.notFood}) of ${s.photos} · precision ${percent(s.right, s.right + s.wrong)}`,
    );
  }

  console.log('  The naming rule: probability floor against precision (photos named), choosing half / checking half');
  let chosen: number | null = null;
  for (const floor of [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7, 0.8]) {
    const cells = [false, true].map((leaveBroadOut) => {
      const a = curvePoint(choose, floor, leaveBroadOut);
      const b = curvePoint(check, floor, leaveBroadOut);
      return `${percent(a.right, a.named)} (${a.named}) / ${percent(b.right, b.named)} (${b.named})`;
    });
    const a = curvePoint(choose, floor, true);
    if (chosen === null && a.named > 0 && wilsonLower(a.right, a.named) >= 0.9) chosen = floor;
    console.log(`    floor ${floor.toFixed(2)}: every class ${cells[0]} · broad classes left out ${cells[1]}`);
  }
  console.log(
    `  Chosen on the choosing half (lowest floor, broad classes left out, precision ≥ 90% at the lower end of its 80% Wilson interval): ${chosen ?? 'none'}; in the code: ${MIN_FOOD_PROBABILITY}`,
  );

  // Reliability: among names (and suggestions) shown at a figure, how many were right.
  const named: { probability: number; shown: number; right: boolean }[] = [];
  const suggested: { probability: number; shown: number; right: boolean }[] = [];
  for (const photo of photos) {
    const answer = readProbabilities('model', photo.probabilities);
    const item = answer?.kind === 'tentative' ? answer.items[0] : undefined;
    if (item) {
      const probability = foodClasses(photo.probabilities).find((f) => f.name === item.name)!.probability;
      named.push({ probability, shown: item.confidence ?? 0, right: item.name === RIGHT_NAME[photo.label] });
      continue;
    }
    for (const guess of answer?.alternatives ?? []) {
      const probability = foodClasses(photo.probabilities).find((f) => f.name === guess.name)!.probability;
      suggested.push({ probability, shown: guess.confidence, right: guess.name === RIGHT_NAME[photo.label] });
    }
  }
  for (const [what, points] of [
    ['names', named],
    ['suggestions', suggested],
  ] as const) {
    const table = reliability(points)
      .map(
        ([shown, b]) =>
          `shown ${Math.round(100 * shown)}%: ${b.right} of ${b.shown} right (${percent(b.right, b.shown)})`,
      )
      .join(' · ');
    console.log(`  Reliability of ${what}: ${table}`);
  }
  const refit = (points: { probability: number; right: boolean }[], edges: number[]) =>
    fitCalibration(points, edges)
      .map((b) => `≥ ${b.from}: ${Math.round(100 * b.confidence)}% (${b.shown})`)
      .join(', ');
  const inCode = (table: readonly { from: number; confidence: number }[]) =>
    table.map((b) => `≥ ${b.from}: ${Math.round(100 * b.confidence)}%`).join(', ');
  console.log(
    `  Calibration fitted now, names: ${refit(named, [MIN_FOOD_PROBABILITY, 0.75])} · in the code: ${inCode(NAMED_CALIBRATION)}`,
  );
  console.log(
    `  Calibration fitted now, suggestions: ${refit(suggested, [MIN_SUGGESTION_PROBABILITY, 0.1, 0.2, MIN_FOOD_PROBABILITY])} · in the code: ${inCode(SUGGESTION_CALIBRATION)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runColdStartBench();
