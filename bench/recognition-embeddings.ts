/**
 * The embedding, average pooling against max pooling, side by side (part of `npm run bench`;
 * BENCH_RECOGNITION=0 skips it). Each labelled photo is embedded once (bench/embedding-cache.ts),
 * then the recognition benches are replayed on the cached vectors by the product's own code: the
 * reference index's rule (nearest reference, linear head), the open-set calibration and decision,
 * and the on-device model's naming rule. Same splits and orders as the API benches:
 * - split by physical item (recognition-api.ts): even items are references, up to 10 scans per food
 *   of the others;
 * - learning from corrections (recognition-learning.ts): a new user scans every photo in the same
 *   shuffled order and every wrong answer becomes a reference;
 * - open set (recognition-learning.ts): five references each of apple, bread and egg, ten photos
 *   of every other food; and the same for five more triples of foods;
 * - new items: a user teaches one photo each of a few items of a food (3 items of two foods, or 5
 *   of three), then scans every photo of the food's other items.
 * The photos are research data: read in place (api/test/support/shared-data.ts), never copied.
 */
import path from 'node:path';
import {
  EMBEDDING_POOLING,
  EMBEDDING_SIZE,
  softmax,
  type Pooling,
} from '../api/src/features/recognition/model/image-model';
import { nameableFood, readProbabilities } from '../api/src/features/recognition/providers/model-recognizer';
import { decideOpenSet, MIN_SIMILARITY, ReferenceCalibration, sameFood } from '../api/src/features/references/open-set';
import { ReferenceHead } from '../api/src/features/references/reference-head';
import { VectorIndex } from '../api/src/features/references/reference-index';
import { FOOD_PHOTOS } from '../api/test/support/shared-data';
import { cachedPhotos, type CachedPhoto } from './embedding-cache';

const photosDir = path.resolve(process.env.MORSEL_PHOTOS_DIR ?? FOOD_PHOTOS);
const modelsDir = path.resolve(process.env.MORSEL_MODELS_DIR ?? 'models');
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
const SPLIT_SCANS_PER_FOOD = 10;
const OPEN_SET_SCANS_PER_FOOD = 10;
/** The open-set bench's three foods first, then five more triples of foods taught together. */
export const TRIPLES = [
  ['apple', 'bread', 'egg'],
  ['peach', 'bun', 'grape'],
  ['orange', 'mooncake', 'kiwi'],
  ['tomato', 'doughnut', 'lemon'],
  ['pear', 'plum', 'sachima'],
  ['mango', 'litchi', 'fried_dough_twist'],
] as const;

const foodName = (folder: string) => folder.replace(/_/g, ' ');
/** The physical item a photo shows: the number in its file name (apple004S(3).JPG → 004). */
export const itemOf = (file: string) => /(\d+)[ST]/.exec(file)?.[1] ?? file;

/** A small deterministic random source, the same as the learning bench's. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

/** What a scan names: the user's references, or, falling through, the on-device model. */
interface Answer {
  by: 'references' | 'model';
  name: string;
}

/** One user's references and what the product's reference matcher and model make of a photo. */
class ReplayUser {
  private readonly vectors = new VectorIndex(EMBEDDING_SIZE);
  private head: { size: number; value: ReferenceHead | null } | null = null;
  private calibration: { size: number; value: ReferenceCalibration } | null = null;

  constructor(private readonly pooling: Pooling) {}

  teach(name: string, photo: CachedPhoto) {
    this.vectors.add(name, photo.pooled[this.pooling]);
  }

  async scan(photo: CachedPhoto): Promise<Answer | null> {
    const probabilities = softmax(photo.logits);
    const query = photo.pooled[this.pooling];
    const nearest = this.vectors.nearest(query);
    if (nearest && nearest.similarity >= MIN_SIMILARITY) {
      const { vectors: rows, names } = this.vectors.snapshot();
      if (this.head?.size !== this.vectors.size) {
        this.head = { size: this.vectors.size, value: await ReferenceHead.train(rows, names, EMBEDDING_SIZE) };
      }
      if (this.calibration?.size !== this.vectors.size) {
        this.calibration = {
          size: this.vectors.size,
          value: ReferenceCalibration.fromReferences(rows, names, EMBEDDING_SIZE),
        };
      }
      const name = this.head.value?.classify(query) ?? nearest.name;
      const similarity = name === nearest.name ? nearest.similarity : this.vectors.nearest(query, name)!.similarity;
      const decision = decideOpenSet({ name, similarity }, this.calibration.value, nameableFood(probabilities));
      if (decision.winner === 'reference') return { by: 'references', name };
    }
    const model = readProbabilities('model', probabilities);
    return model?.kind === 'tentative' ? { by: 'model', name: model.items[0]!.name } : null;
  }
}

/** Whether the answer names this food (the model by the words of its class: 'Granny Smith apple'). */
const names = (answer: Answer | null, folder: string) =>
  answer !== null &&
  (answer.by === 'references' ? answer.name === foodName(folder) : sameFood(answer.name, foodName(folder)));

/** n photos spread evenly over the list (from the middle of each stretch, as the open-set bench picks). */
const spread = <T>(list: readonly T[], n: number, offset = 0.5) =>
  Array.from({ length: Math.min(n, list.length) }, (_, i) => list[Math.floor(((i + offset) * list.length) / n)]!);

interface OpenSetFigures {
  named: number;
  total: number;
  ownRight: number;
  ownTotal: number;
}

export interface EmbeddingFigures {
  split: { right: number; total: number };
  learning: { firstRight: number; first: number; secondRight: number; second: number; corrections: number };
  openSet: OpenSetFigures;
  triples: OpenSetFigures;
  newItems: { pairsRight: number; pairs: number; triplesRight: number; triples: number };
}

export async function measureEmbedding(photos: readonly CachedPhoto[], pooling: Pooling): Promise<EmbeddingFigures> {
  const folders = [...new Set(photos.map((photo) => photo.folder))];
  const byFolder = new Map(folders.map((folder) => [folder, photos.filter((photo) => photo.folder === folder)]));

  // Split by physical item: even-numbered items (in order) are references, the others are scanned.
  const splitUser = new ReplayUser(pooling);
  const splitScans: CachedPhoto[] = [];
  for (const folder of folders) {
    const all = byFolder.get(folder)!;
    const items = [...new Set(all.map((photo) => itemOf(photo.file)))];
    const train = new Set(items.length < 2 ? items : items.filter((_, i) => i % 2 === 0));
    for (const photo of all) if (train.has(itemOf(photo.file))) splitUser.teach(foodName(folder), photo);
    const test = all.filter((photo) => !train.has(itemOf(photo.file)));
    const count = Math.min(SPLIT_SCANS_PER_FOOD, test.length);
    splitScans.push(...Array.from({ length: count }, (_, i) => test[Math.floor((i * test.length) / count)]!));
  }
  let splitRight = 0;
  for (const photo of splitScans) {
    const answer = await splitUser.scan(photo);
    if (answer?.name.toLowerCase() === foodName(photo.folder)) splitRight += 1;
  }

  // Learning from corrections, in the learning bench's shuffled order.
  const rand = random(19);
  const order = [...photos];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const learner = new ReplayUser(pooling);
  const right: boolean[] = [];
  for (const photo of order) {
    const ok = names(await learner.scan(photo), photo.folder);
    right.push(ok);
    if (!ok) learner.teach(foodName(photo.folder), photo);
  }
  const half = Math.floor(right.length / 2);
  const count = (list: boolean[]) => list.filter(Boolean).length;

  // Open set: five references each of three foods, ten photos of every other food.
  const openSet = async (taught: readonly string[]): Promise<OpenSetFigures> => {
    const user = new ReplayUser(pooling);
    for (const folder of taught) {
      const all = byFolder.get(folder)!;
      for (let i = 0; i < 5; i += 1) user.teach(foodName(folder), all[Math.floor((i * all.length) / 5)]!);
    }
    let named = 0;
    let total = 0;
    for (const folder of folders.filter((f) => !taught.includes(f))) {
      for (const photo of spread(byFolder.get(folder)!, OPEN_SET_SCANS_PER_FOOD)) {
        const answer = await user.scan(photo);
        if (taught.some((food) => names(answer, food))) named += 1;
        total += 1;
      }
    }
    let ownRight = 0;
    let ownTotal = 0;
    for (const folder of taught) {
      for (const photo of spread(byFolder.get(folder)!, OPEN_SET_SCANS_PER_FOOD)) {
        if (names(await user.scan(photo), folder)) ownRight += 1;
        ownTotal += 1;
      }
    }
    return { named, total, ownRight, ownTotal };
  };
  const perTriple: OpenSetFigures[] = [];
  for (const triple of TRIPLES) perTriple.push(await openSet(triple));
  const sum = (key: keyof OpenSetFigures) => perTriple.reduce((total, figures) => total + figures[key], 0);

  // New items: one photo each of a few items of a food (spread over its items), then every photo
  // of its other items.
  const newItems = async (taught: readonly string[], itemsPerFood: number) => {
    const user = new ReplayUser(pooling);
    const scans: CachedPhoto[] = [];
    for (const folder of taught) {
      const all = byFolder.get(folder)!;
      const items = [...new Set(all.map((photo) => itemOf(photo.file)))];
      const chosen = new Set(spread(items, itemsPerFood, 0));
      for (const item of chosen)
        user.teach(
          foodName(folder),
          all.find((photo) => itemOf(photo.file) === item)!,
        );
      scans.push(...all.filter((photo) => !chosen.has(itemOf(photo.file))));
    }
    let right = 0;
    for (const photo of scans) if (names(await user.scan(photo), photo.folder)) right += 1;
    return { right, total: scans.length };
  };
  let pairsRight = 0;
  let pairs = 0;
  let triplesRight = 0;
  let triplesTotal = 0;
  for (const triple of TRIPLES) {
    const two = await newItems(triple.slice(0, 2), 3);
    pairsRight += two.right;
    pairs += two.total;
    const three = await newItems(triple, 5);
    triplesRight += three.right;
    triplesTotal += three.total;
  }

  return {
    split: { right: splitRight, total: splitScans.length },
    learning: {
      firstRight: count(right.slice(0, half)),
      first: half,
      secondRight: count(right.slice(half)),
      second: right.length - half,
      corrections: right.length - count(right),
    },
    openSet: perTriple[0]!,
    triples: { named: sum('named'), total: sum('total'), ownRight: sum('ownRight'), ownTotal: sum('ownTotal') },
    newItems: { pairsRight, pairs, triplesRight, triples: triplesTotal },
  };
}

/** The figures as table rows, one column per embedding. */
export function figureRows(byPooling: Partial<Record<Pooling, EmbeddingFigures>>) {
  const row = (figure: string, goal: string, cell: (f: EmbeddingFigures) => string) => ({
    figure,
    goal,
    ...Object.fromEntries(Object.entries(byPooling).map(([pooling, f]) => [pooling, cell(f)])),
  });
  return [
    row(
      'split by physical item, top-1',
      '≥ 93%',
      (f) => `${pct(f.split.right, f.split.total)} (${f.split.right}/${f.split.total})`,
    ),
    row(
      'learning from corrections, second half',
      '≥ 85%',
      (f) =>
        `${pct(f.learning.secondRight, f.learning.second)} (first half ${pct(f.learning.firstRight, f.learning.first)}, ${f.learning.corrections} corrections)`,
    ),
    row(
      'open set: other foods named apple, bread or egg',
      '≤ 10%',
      (f) =>
        `${pct(f.openSet.named, f.openSet.total)} (${f.openSet.named}/${f.openSet.total}; own photos ${f.openSet.ownRight}/${f.openSet.ownTotal})`,
    ),
    row(
      'open set, six triples',
      '≤ 10%',
      (f) =>
        `${pct(f.triples.named, f.triples.total)} (${f.triples.named}/${f.triples.total}; own photos ${pct(f.triples.ownRight, f.triples.ownTotal)})`,
    ),
    row(
      'new items right: 3 items × 2 foods · 5 items × 3',
      'as today or better',
      (f) => `${pct(f.newItems.pairsRight, f.newItems.pairs)} · ${pct(f.newItems.triplesRight, f.newItems.triples)}`,
    ),
  ];
}

export async function runEmbeddingBench() {
  const photos = await cachedPhotos(photosDir, modelsDir, console.log).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null; // no labelled photos here
    throw error;
  });
  if (!photos) return console.log('\nThe embedding: skipped (needs the image model and the labelled photos)');
  const byPooling: Partial<Record<Pooling, EmbeddingFigures>> = {};
  for (const pooling of ['average', 'max'] as const) byPooling[pooling] = await measureEmbedding(photos, pooling);
  console.log(
    `\nThe embedding, average pooling against max pooling (the product uses ${EMBEDDING_POOLING}), each with the mirrored photo: the recognition benches replayed by the product's rules on ${photos.length} cached photos`,
  );
  console.table(figureRows(byPooling));
}

if (import.meta.url === `file://${process.argv[1]}`) await runEmbeddingBench();
