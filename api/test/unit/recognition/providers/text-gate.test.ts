import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRINTED_TEXT_THRESHOLD, printedTextScore } from '../../../../src/features/recognition/providers/text-gate';
import { FOOD_PHOTOS, photosOf } from '../../../support/food-photos';
import { crosswordPhoto } from '../../../support/non-food-photo';
import { nutritionLabelPhoto } from '../../../support/nutrition-label';
import { hasSharedData } from '../../../support/shared-data';

/** The label reader's gate: photos that may show print go to OCR, meal photos skip it. */
describe('the printed-text gate before OCR', () => {
  it('passes nutrition-label photos: both layouts, turned, blurred, and from twice as far away', async () => {
    const looks = [
      { layout: 'standard' as const, rotation: -5 },
      { layout: 'compact' as const, rotation: 4, blur: 1.2, jpegQuality: 50 },
    ];
    for (const look of looks) {
      expect(await printedTextScore(await nutritionLabelPhoto(undefined, look))).toBeGreaterThan(
        PRINTED_TEXT_THRESHOLD,
      );
    }
    const label = await nutritionLabelPhoto(undefined, { rotation: 4, blur: 0.6 });
    const { width, height } = await sharp(label).metadata();
    const farther = await sharp({ create: { width: width!, height: height!, channels: 3, background: '#8b5a2b' } })
      .composite([
        {
          input: await sharp(label)
            .resize(Math.round(width! / 2))
            .toBuffer(),
        },
      ])
      .jpeg()
      .toBuffer();
    expect(await printedTextScore(farther)).toBeGreaterThan(PRINTED_TEXT_THRESHOLD);
    expect(await printedTextScore(await crosswordPhoto())).toBeGreaterThan(PRINTED_TEXT_THRESHOLD); // print, not a label
  });

  it.skipIf(!hasSharedData('text gate on meal photos', 'foodPhotos'))(
    'lets meal photos skip OCR: two photos of every food in the shared set stay under the threshold',
    async () => {
      const scores: string[] = [];
      for (const food of fs.readdirSync(FOOD_PHOTOS).filter((f) => f !== 'mix')) {
        const files = photosOf(food);
        for (const file of [files[0]!, files[Math.floor(files.length / 2)]!]) {
          const score = await printedTextScore(await sharp(file).rotate().jpeg().toBuffer());
          if (score >= PRINTED_TEXT_THRESHOLD) scores.push(`${food}: ${score.toFixed(4)}`);
        }
      }
      expect(scores).toEqual([]);
    },
  );
});
