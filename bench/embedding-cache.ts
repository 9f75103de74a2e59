/**
 * Every labelled photo's model output, computed once and kept under `.tmp/` (never committed): the
 * ImageNet logits and the embedding by each pooling, from the photo as a scan sees it (the phone's
 * 1600 px JPEG, then the upload's normalisation). The embedding benches replay the product's rules
 * on these vectors, so candidates are compared on the same photos without running the model again.
 * The cache is keyed by the model file's SHA-256 and CACHE_VERSION: a new model or a change to how
 * photos are embedded starts a new one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { processUpload } from '../api/src/features/images/image-intake';
import {
  EMBEDDING_SIZE,
  IMAGE_MODEL_FILE,
  ImageModel,
  type Pooling,
} from '../api/src/features/recognition/model/image-model';
import { phonePhoto } from '../api/test/support/food-photos';
import { benchKeptDir } from './bench-dirs';

/** Bumped whenever what is stored per photo, or how a photo is prepared, changes. */
const CACHE_VERSION = 'v1-phone1600-intake-mirror';
const CLASSES = 1000;
const POOLINGS: readonly Pooling[] = ['average', 'max'];
const FLOATS_PER_PHOTO = CLASSES + POOLINGS.length * EMBEDDING_SIZE;

export interface CachedPhoto {
  /** The folder: the food's name with underscores. */
  folder: string;
  /** The file name, which holds the physical item's number and its view (S side, T top). */
  file: string;
  logits: Float32Array;
  pooled: Record<Pooling, Float32Array>;
}

export const labelledFolders = (photosDir: string) =>
  fs
    .readdirSync(photosDir)
    .filter((name) => name !== 'mix' && fs.statSync(path.join(photosDir, name)).isDirectory()) // mix: several foods per photo
    .sort();

export const labelledFiles = (photosDir: string, folder: string) =>
  fs
    .readdirSync(path.join(photosDir, folder))
    .filter((f) => /\.jpe?g$/i.test(f))
    .sort();

/**
 * The cached outputs of every labelled photo, folder by folder, computing (and saving) a folder's
 * only when it is missing. Null when the model is not installed.
 */
export async function cachedPhotos(
  photosDir: string,
  modelsDir: string,
  progress: (line: string) => void = () => {},
): Promise<CachedPhoto[] | null> {
  const modelFile = path.join(modelsDir, IMAGE_MODEL_FILE);
  if (!fs.existsSync(modelFile)) return null;
  const modelHash = createHash('sha256').update(fs.readFileSync(modelFile)).digest('hex').slice(0, 16);
  const dir = benchKeptDir(path.join('recognition-embeddings', `${modelHash}-${CACHE_VERSION}`));
  let model: ImageModel | null = null;
  const photos: CachedPhoto[] = [];
  for (const folder of labelledFolders(photosDir)) {
    const files = labelledFiles(photosDir, folder);
    const binary = path.join(dir, `${folder}.bin`);
    const listing = path.join(dir, `${folder}.json`);
    let data: Float32Array;
    const stored = fs.existsSync(listing) ? (JSON.parse(fs.readFileSync(listing, 'utf8')) as string[]) : null;
    if (stored && stored.join('\n') === files.join('\n') && fs.existsSync(binary)) {
      const bytes = new Uint8Array(fs.readFileSync(binary)); // aligned copy
      data = new Float32Array(bytes.buffer, 0, bytes.byteLength / 4);
    } else {
      model ??= await ImageModel.load(modelsDir);
      if (!model) return null;
      const started = performance.now();
      data = new Float32Array(files.length * FLOATS_PER_PHOTO);
      for (const [i, file] of files.entries()) {
        const photo = await processUpload(await phonePhoto(path.join(photosDir, folder, file)));
        const output = await model.run(photo.full);
        let offset = i * FLOATS_PER_PHOTO;
        data.set(output.logits, offset);
        offset += CLASSES;
        for (const pooling of POOLINGS) {
          data.set(output.pooled[pooling], offset);
          offset += EMBEDDING_SIZE;
        }
      }
      fs.writeFileSync(binary, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      fs.writeFileSync(listing, JSON.stringify(files));
      progress(
        `  embedded ${folder}: ${files.length} photos in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    files.forEach((file, i) => {
      const offset = i * FLOATS_PER_PHOTO;
      const pooled = {} as Record<Pooling, Float32Array>;
      POOLINGS.forEach((pooling, p) => {
        const start = offset + CLASSES + p * EMBEDDING_SIZE;
        pooled[pooling] = data.subarray(start, start + EMBEDDING_SIZE);
      });
      photos.push({ folder, file, logits: data.subarray(offset, offset + CLASSES), pooled });
    });
  }
  return photos;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { FOOD_PHOTOS } = await import('../api/test/support/shared-data');
  const photos = await cachedPhotos(
    path.resolve(process.env.MORSEL_PHOTOS_DIR ?? FOOD_PHOTOS),
    path.resolve(process.env.MORSEL_MODELS_DIR ?? 'models'),
    console.log,
  );
  console.log(photos ? `${photos.length} photos cached` : 'the image model is not installed');
}
