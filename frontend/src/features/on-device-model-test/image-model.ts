import { IMAGENET_CLASSES } from '@tensorflow-models/mobilenet/dist/imagenet_classes';

/** The on-device model, the same file the server's offline recognizer uses. */
export const MODEL_URL = '/models/mobilenetv2-12-int8.onnx';
export const INPUT_SIZE = 224;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

/**
 * RGBA pixels of a 224 × 224 image → the model's input: float32 [1,3,224,224], RGB planes,
 * scaled to 0..1 and normalised with the ImageNet mean and standard deviation.
 */
export function toModelInput(rgba: Uint8ClampedArray, size = INPUT_SIZE): Float32Array {
  const plane = size * size;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1) {
    for (let c = 0; c < 3; c += 1) {
      input[c * plane + i] = (rgba[i * 4 + c]! / 255 - MEAN[c]!) / STD[c]!;
    }
  }
  return input;
}

export interface Candidate {
  /** The class's first name ('banana', 'Granny Smith'). */
  label: string;
  /** 0-1. */
  probability: number;
}

/** The k most likely classes, from the model's 1000 logits (softmax). */
export function topCandidates(logits: ArrayLike<number>, k = 5): Candidate[] {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i += 1) max = Math.max(max, logits[i]!);
  const exps = Array.from(logits, (v) => Math.exp(v - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps
    .map((e, index) => ({ index, probability: e / sum }))
    .sort((a, b) => b.probability - a.probability)
    .slice(0, k)
    .map(({ index, probability }) => ({ label: classLabel(index), probability }));
}

export const classLabel = (index: number) =>
  (IMAGENET_CLASSES as Record<number, string>)[index]?.split(',')[0]?.trim() ?? `class ${index}`;

/** Draws a photo centre-cropped to a square and scaled to 224 × 224, returning its RGBA pixels. */
export function squarePixels(source: CanvasImageSource & { width: number; height: number }, size = INPUT_SIZE) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Canvas context not available');
  const side = Math.min(source.width, source.height);
  const sx = (source.width - side) / 2;
  const sy = (source.height - side) / 2;
  context.drawImage(source, sx, sy, side, side, 0, 0, size, size);
  return context.getImageData(0, 0, size, size).data;
}
