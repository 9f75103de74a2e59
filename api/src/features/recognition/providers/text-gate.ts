import sharp from 'sharp';

/** The photo is looked at this wide: a label's print still shows as strokes, and it takes ~5 ms. */
const GATE_WIDTH = 320;
/** A stroke: at least this much darker than the closing of its 5×5 neighbourhood, which is light. */
const STROKE_DEPTH = 60;
const LIGHT_GROUND = 150;
/**
 * Share of stroke pixels from which a photo may hold printed text: between what label photos and
 * meal photos score (docs/scan-pipeline.md, the printed-text gate).
 */
export const PRINTED_TEXT_THRESHOLD = 0.005;

/**
 * How much of the photo is dark thin strokes on a light ground, the way print looks: a grey-scale
 * morphological black-hat (closing minus the image) at 320 px. OCR takes about half a second and
 * runs one photo at a time, so the label reader asks this first and reads only photos that may hold
 * print; a meal photo skips OCR.
 */
export async function printedTextScore(jpeg: Buffer): Promise<number> {
  const { data, info } = await sharp(jpeg)
    .resize({ width: GATE_WIDTH })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const image = new Uint8Array(data.buffer, data.byteOffset, width * height);
  // Closing = erode(dilate(image)), each a separable 5×5 max or min.
  const scratch = new Uint8Array(width * height);
  const dilated = new Uint8Array(width * height);
  const closed = new Uint8Array(width * height);
  extreme5x5(image, dilated, scratch, width, height, 'max');
  extreme5x5(dilated, closed, scratch, width, height, 'min');
  let strokes = 0;
  for (let i = 0; i < image.length; i += 1) {
    if (closed[i]! > LIGHT_GROUND && closed[i]! - image[i]! > STROKE_DEPTH) strokes += 1;
  }
  return strokes / image.length;
}

export async function mayHoldPrintedText(jpeg: Buffer): Promise<boolean> {
  return (await printedTextScore(jpeg)) >= PRINTED_TEXT_THRESHOLD;
}

/**
 * The max (dilation) or min (erosion) of each pixel's 5×5 neighbourhood, edges clamped: along rows
 * into `scratch`, then along columns into `target`. Written as plain loops (no callback per pixel):
 * it runs on every scan, so it is written as plain loops rather than a callback per pixel.
 */
function extreme5x5(
  source: Uint8Array,
  target: Uint8Array,
  scratch: Uint8Array,
  width: number,
  height: number,
  kind: 'max' | 'min',
) {
  const max = kind === 'max';
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const last = Math.min(width - 1, x + 2);
      let value = source[row + Math.max(0, x - 2)]!;
      for (let k = Math.max(0, x - 2) + 1; k <= last; k += 1) {
        const v = source[row + k]!;
        if (max ? v > value : v < value) value = v;
      }
      scratch[row + x] = value;
    }
  }
  for (let y = 0; y < height; y += 1) {
    const first = Math.max(0, y - 2);
    const last = Math.min(height - 1, y + 2);
    for (let x = 0; x < width; x += 1) {
      let value = scratch[first * width + x]!;
      for (let k = first + 1; k <= last; k += 1) {
        const v = scratch[k * width + x]!;
        if (max ? v > value : v < value) value = v;
      }
      target[y * width + x] = value;
    }
  }
}
