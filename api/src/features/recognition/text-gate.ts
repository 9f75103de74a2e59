import sharp from 'sharp';

/** The photo is looked at this wide: a label's print still shows as strokes, and it takes ~5 ms. */
const GATE_WIDTH = 320;
/** A stroke: at least this much darker than the closing of its 5×5 neighbourhood, which is light. */
const STROKE_DEPTH = 60;
const LIGHT_GROUND = 150;
/**
 * Share of stroke pixels from which a photo may hold printed text. Measured (docs/scan-pipeline.md):
 * generated label photos score 0.035–0.039, and 0.008 when the panel fills only a quarter of the
 * frame; 635 food photos score 0.0003 at the median and 0.015 at most, and 99% are below 0.005.
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
  filter(image, scratch, width, height, true, Math.max);
  filter(scratch, dilated, width, height, false, Math.max);
  filter(dilated, scratch, width, height, true, Math.min);
  filter(scratch, closed, width, height, false, Math.min);
  let strokes = 0;
  for (let i = 0; i < image.length; i += 1) {
    if (closed[i]! > LIGHT_GROUND && closed[i]! - image[i]! > STROKE_DEPTH) strokes += 1;
  }
  return strokes / image.length;
}

export async function mayHoldPrintedText(jpeg: Buffer): Promise<boolean> {
  return (await printedTextScore(jpeg)) >= PRINTED_TEXT_THRESHOLD;
}

/** A 5-pixel max or min filter along rows (horizontal) or columns, edges clamped. */
function filter(
  source: Uint8Array,
  target: Uint8Array,
  width: number,
  height: number,
  horizontal: boolean,
  pick: (a: number, b: number) => number,
) {
  const radius = 2;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let value = source[y * width + x]!;
      for (let k = -radius; k <= radius; k += 1) {
        const xx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
        const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
        value = pick(value, source[yy * width + xx]!);
      }
      target[y * width + x] = value;
    }
  }
}
