import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_POOLING, EMBEDDING_SIZE, ImageModel } from '../../../../src/features/recognition/model/image-model';
import { hasSharedData } from '../../../support/shared-data';

const MODELS_DIR = path.resolve(import.meta.dirname, '../../../../../models');
const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

/** A photo with something on one side only (lossless, so that its mirror image is exact). */
async function lopsidedPhoto(mirrored: boolean): Promise<Buffer> {
  const spot = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const photo = sharp({ create: { width: 224, height: 224, channels: 3, background: '#f5deb3' } }).composite([
    { input: spot, top: 60, left: 30 },
  ]);
  const flat = await photo.png().toBuffer();
  return mirrored ? sharp(flat).flop().png().toBuffer() : flat;
}

describe.skipIf(!hasSharedData('the image model’s embeddings', 'imageModel'))('the image model’s embeddings', () => {
  it('pools the features both ways, each a unit vector of the photo and its mirror image', async () => {
    const model = (await ImageModel.load(MODELS_DIR))!;
    const photo = await model.run(await lopsidedPhoto(false));
    const mirror = await model.run(await lopsidedPhoto(true));
    for (const pooling of ['average', 'max'] as const) {
      const vector = photo.pooled[pooling];
      expect(vector).toHaveLength(EMBEDDING_SIZE);
      expect(dot(vector, vector)).toBeCloseTo(1, 5);
      // The photo and its mirror image are one batch: a mirrored photo embeds (nearly) the same.
      expect(dot(vector, mirror.pooled[pooling])).toBeGreaterThan(0.99);
    }
    // Max pooling is another vector than the average, and the product uses the one chosen.
    expect(dot(photo.pooled.average, photo.pooled.max)).toBeLessThan(0.99);
    expect(photo.embedding).toBe(photo.pooled[EMBEDDING_POOLING]);
  });
});
