import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FOOD_PHOTOS } from './shared-data';

export { FOOD_PHOTOS };

/** Every photo of one food, sorted by file name (the item number is in the name). */
export const photosOf = (label: string) =>
  fs
    .readdirSync(path.join(FOOD_PHOTOS, label))
    .filter((f) => /\.jpe?g$/i.test(f))
    .sort()
    .map((f) => path.join(FOOD_PHOTOS, label, f));

/** Like the phone: downsized (to 1600 px by default) JPEG before upload. */
export const phonePhoto = (file: string, maxSide = 1600) =>
  sharp(file).rotate().resize(maxSide, maxSide, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
