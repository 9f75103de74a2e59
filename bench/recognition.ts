/**
 * Offline recognition benchmark (part of `npm run bench`; BENCH_RECOGNITION=0 skips it):
 * - accuracy of the reference matcher on the labelled food photos beside the repository (MORSEL_PHOTOS_DIR):
 *   for each single-food class, R reference photos and 5 held-out photos spread across the folder,
 *   top-1 by 1-NN / 3-NN / 5-NN cosine and by the linear head (reference-head.ts);
 * - accuracy of the ImageNet classifier alone on the classes our food table covers;
 * - speed: the model on a 1600 px photo, and a nearest-neighbour search over 10,000 references.
 * The photos are research data: read in place (api/test/support/shared-data.ts), never copied into the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { EMBEDDING_SIZE, ImageModel, normalise, softmax } from '../api/src/features/recognition/model/image-model';
import { ReferenceHead } from '../api/src/features/references/reference-head';
import { VectorIndex } from '../api/src/features/references/reference-index';
import { IMAGENET_FOODS } from '../api/src/features/recognition/model/imagenet-foods';
import { FOOD_PHOTOS } from '../api/test/support/shared-data';

const photosDir = path.resolve(process.env.MORSEL_PHOTOS_DIR ?? FOOD_PHOTOS);
const QUERIES_PER_CLASS = 5;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
};
/** The folder's photos to ImageNet-table names for the classifier check (the rest have no ImageNet class). */
const IMAGENET_EQUIVALENT: Record<string, string> = {
  apple: 'Granny Smith apple',
  banana: 'Banana',
  lemon: 'Lemon',
  orange: 'Orange',
};

export async function runRecognitionBench() {
  const model = await ImageModel.load(path.resolve(process.env.MORSEL_MODELS_DIR ?? 'models'));
  if (!model) return console.log('\nRecognition: skipped (the image model is not installed: npm run models:install)');
  if (!fs.existsSync(photosDir)) return console.log(`\nRecognition: skipped (no labelled photos at ${photosDir})`);
  const classes = fs
    .readdirSync(photosDir)
    .filter((name) => name !== 'mix') // several foods per photo
    .sort();
  const photoOf = async (file: string) =>
    sharp(file).rotate().resize(1600, 1600, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();

  const refsPerClass = [3, 5];
  const maxRefs = Math.max(...refsPerClass);
  const references: { label: string; vector: Float32Array }[][] = []; // per class, in pick order
  const queries: { label: string; vector: Float32Array; logits: Float32Array }[] = [];
  const modelTimes: number[] = [];
  for (const label of classes) {
    const files = fs
      .readdirSync(path.join(photosDir, label))
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()
      .map((f) => path.join(photosDir, label, f));
    // Spread across the folder: its photos come in shooting sessions of the same plate.
    const spread = (n: number, offset: number) =>
      Array.from({ length: n }, (_, i) => files[Math.floor(((i + offset) * files.length) / n)]!);
    const refs = [];
    for (const file of spread(maxRefs, 0))
      refs.push({ label, vector: (await model.run(await photoOf(file))).embedding });
    references.push(refs);
    for (const file of spread(QUERIES_PER_CLASS, 0.5)) {
      const jpeg = await photoOf(file);
      const started = performance.now();
      const output = await model.run(jpeg);
      modelTimes.push(performance.now() - started);
      queries.push({ label, vector: output.embedding, logits: output.logits });
    }
  }

  console.log(`\nRecognition accuracy: ${classes.length} foods, ${QUERIES_PER_CLASS} held-out photos each`);
  for (const perClass of refsPerClass) {
    const pool = references.flatMap((refs) => refs.slice(0, perClass));
    const line = [1, 3, 5].map((k) => {
      let correct = 0;
      for (const query of queries) {
        const nearest = pool
          .map((ref) => ({ label: ref.label, similarity: dot(query.vector, ref.vector) }))
          .sort((a, b) => b.similarity - a.similarity)
          .slice(0, k);
        const votes = new Map<string, number>();
        for (const n of nearest) votes.set(n.label, (votes.get(n.label) ?? 0) + n.similarity);
        if ([...votes].sort((a, b) => b[1] - a[1])[0]![0] === query.label) correct += 1;
      }
      return `${k}-NN ${((100 * correct) / queries.length).toFixed(1)}%`;
    });
    const vectors = new Float32Array(pool.length * EMBEDDING_SIZE);
    pool.forEach((ref, i) => vectors.set(ref.vector, i * EMBEDDING_SIZE));
    const head = await ReferenceHead.train(
      vectors,
      pool.map((ref) => ref.label),
      EMBEDDING_SIZE,
    );
    const headRight = queries.filter((query) => head?.classify(query.vector) === query.label).length;
    line.push(`linear head ${((100 * headRight) / queries.length).toFixed(1)}%`);
    console.log(`  references, ${perClass} photos per food: ${line.join(' · ')}`);
  }
  const covered = queries.filter((q) => q.label in IMAGENET_EQUIVALENT);
  const classifierRight = covered.filter((q) => {
    const probabilities = softmax(q.logits);
    let best = -1;
    for (const index of Object.keys(IMAGENET_FOODS).map(Number)) {
      if (best < 0 || probabilities[index]! > probabilities[best]!) best = index;
    }
    return IMAGENET_FOODS[best] === IMAGENET_EQUIVALENT[q.label];
  }).length;
  console.log(
    `  ImageNet classifier alone (best food class) on ${covered.length} photos of foods ImageNet has: ${((100 * classifierRight) / covered.length).toFixed(1)}%`,
  );

  modelTimes.sort((a, b) => a - b);
  const index = new VectorIndex(EMBEDDING_SIZE);
  for (let i = 0; i < 10_000; i += 1) {
    const v = new Float32Array(EMBEDDING_SIZE);
    for (let j = 0; j < v.length; j += 1) v[j] = Math.sin(i * 31 + j * 7);
    index.add(`reference ${i}`, normalise(v));
  }
  const searchTimes: number[] = [];
  for (const query of queries.slice(0, 40)) {
    const started = performance.now();
    index.nearest(query.vector);
    searchTimes.push(performance.now() - started);
  }
  searchTimes.sort((a, b) => a - b);
  // Retraining the linear head on 10,000 references of 50 foods (it runs in the background, yielding).
  const { vectors: all, names } = index.snapshot();
  const headStarted = performance.now();
  await ReferenceHead.train(
    all,
    names.map((_, i) => `food ${i % 50}`),
    EMBEDDING_SIZE,
  );
  const headMs = performance.now() - headStarted;
  console.log(
    `  Speed: model on a 1600 px photo p50 ${percentile(modelTimes, 50).toFixed(1)} ms · nearest of 10,000 references p50 ${percentile(searchTimes, 50).toFixed(1)} ms, p95 ${percentile(searchTimes, 95).toFixed(1)} ms · retraining the linear head on them ${(headMs / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runRecognitionBench();
