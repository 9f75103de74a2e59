import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import type * as OnnxProto from 'onnx-proto';
import sharp from 'sharp';

/** The on-device model `npm run models:install` puts in the models folder (MobileNetV2, int8). */
export const IMAGE_MODEL_FILE = 'mobilenetv2-12-int8.onnx';
const SIZE = 224;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;
export const EMBEDDING_SIZE = 1280;

// onnx-proto is CommonJS with `module.exports = $root`; Node's ESM loader cannot see its named export.
const { onnx } = createRequire(import.meta.url)('onnx-proto') as typeof OnnxProto;

/**
 * How the last feature map (7 × 7 × 1280) becomes one vector. Max pooling keeps each feature's
 * strongest response wherever it is in the photo, so a small part of a food counts as much as the
 * plate around it; average pooling blends the food into its background and its view. Chosen by the
 * recognition benches (docs/recognition.md, the embedding).
 */
export type Pooling = 'average' | 'max';
export const EMBEDDING_POOLING: Pooling = 'max';

export interface ModelOutput {
  /** The 1000 ImageNet logits. */
  logits: Float32Array;
  /** The product's embedding (EMBEDDING_POOLING), L2-normalised (cosine similarity is a dot product). */
  embedding: Float32Array;
  /** Both poolings, each L2-normalised, for measuring one against the other. */
  pooled: Record<Pooling, Float32Array>;
}

/**
 * The model with two extra outputs: the average-pooled features before the classifier
 * (`472_quantized`, dequantised with its own scale and zero point) and the maximum of each feature
 * over the dequantised last feature map (`627`). Either makes an image embedding for matching a
 * photo against the user's reference photos.
 */
function withEmbeddingOutputs(model: Uint8Array): Uint8Array {
  const proto = onnx.ModelProto.decode(model);
  const graph = proto.graph!;
  graph.node!.push(
    onnx.NodeProto.create({
      opType: 'DequantizeLinear',
      name: 'morsel_embedding',
      input: ['472_quantized', '464_scale', '464_zero_point'],
      output: ['embedding'],
    }),
    onnx.NodeProto.create({
      opType: 'ReduceMax',
      name: 'morsel_max_embedding',
      input: ['627'],
      output: ['max_embedding'],
      attribute: [
        onnx.AttributeProto.create({ name: 'axes', type: onnx.AttributeProto.AttributeType.INTS, ints: [2, 3] }),
        onnx.AttributeProto.create({ name: 'keepdims', type: onnx.AttributeProto.AttributeType.INT, i: 0 }),
      ],
    }),
  );
  for (const name of ['embedding', 'max_embedding']) {
    graph.output!.push(onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType: 1 } } }));
  }
  return onnx.ModelProto.encode(proto).finish();
}

export class ImageModel {
  private constructor(private readonly session: ort.InferenceSession) {}

  /** Loads the model, or null when it is not installed. A damaged file throws. */
  static async load(modelsDir: string): Promise<ImageModel | null> {
    const file = path.join(modelsDir, IMAGE_MODEL_FILE);
    const bytes = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!bytes) return null;
    const session = await ort.InferenceSession.create(withEmbeddingOutputs(bytes), {
      intraOpNumThreads: 1, // requests run in parallel; one thread each keeps latency steady
      graphOptimizationLevel: 'all',
      // On x64 CPUs without VNNI (AVX2, AVX-512 without VNNI) ONNX Runtime multiplies int8 with a
      // kernel whose 16-bit intermediate saturates; the exact U8U8 kernel makes every x64 CPU give
      // the same embeddings, so recognition does not depend on the CPU (docs/scan-pipeline.md).
      extra: { session: { x64quantprecision: '1' } },
    });
    return new ImageModel(session);
  }

  /**
   * Centre-crops the photo to a square, scales it to 224 px and runs the model on it and on its
   * mirror image in one batch (test-time augmentation); the answer is the average of the two.
   * It makes matching against references more accurate for a few milliseconds per photo
   * (docs/scan-pipeline.md, offline recognition figures).
   */
  async run(jpeg: Buffer): Promise<ModelOutput> {
    const { data } = await sharp(jpeg)
      .resize(SIZE, SIZE, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const plane = SIZE * SIZE;
    const input = new Float32Array(2 * 3 * plane); // [photo, mirror] × RGB planes
    for (let y = 0; y < SIZE; y += 1) {
      for (let x = 0; x < SIZE; x += 1) {
        const pixel = (y * SIZE + x) * 3;
        const mirrored = y * SIZE + (SIZE - 1 - x);
        for (let c = 0; c < 3; c += 1) {
          const value = (data[pixel + c]! / 255 - MEAN[c]!) / STD[c]!;
          input[c * plane + y * SIZE + x] = value;
          input[(3 + c) * plane + mirrored] = value;
        }
      }
    }
    const output = await this.session.run({ input: new ort.Tensor('float32', input, [2, 3, SIZE, SIZE]) });
    const logits = output.output!.data as Float32Array;
    const classes = logits.length / 2;
    const pooled: Record<Pooling, Float32Array> = {
      average: photoAndMirror(output.embedding!.data as Float32Array),
      max: photoAndMirror(output.max_embedding!.data as Float32Array),
    };
    return {
      logits: Float32Array.from({ length: classes }, (_, i) => (logits[i]! + logits[classes + i]!) / 2),
      embedding: pooled[EMBEDDING_POOLING],
      pooled,
    };
  }
}

/** The unit vector of the photo's and its mirror image's unit vectors added (a batch of two). */
function photoAndMirror(features: Float32Array): Float32Array {
  return normalise(
    addInto(
      normalise(features.slice(0, EMBEDDING_SIZE)),
      normalise(features.slice(EMBEDDING_SIZE, 2 * EMBEDDING_SIZE)),
    ),
  );
}

function addInto(target: Float32Array, other: Float32Array): Float32Array {
  for (let i = 0; i < target.length; i += 1) target[i]! += other[i]!;
  return target;
}

export function normalise(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i += 1) vector[i]! /= norm;
  return vector;
}

/** Softmax probabilities of the logits. */
export function softmax(logits: Float32Array): Float32Array {
  let max = -Infinity;
  for (const v of logits) max = Math.max(max, v);
  const out = new Float32Array(logits.length);
  let sum = 0;
  for (let i = 0; i < logits.length; i += 1) sum += out[i] = Math.exp(logits[i]! - max);
  for (let i = 0; i < out.length; i += 1) out[i]! /= sum;
  return out;
}

/** Embeddings are stored as base64 of their float32 bytes (portable across SQLite and PostgreSQL). */
export const encodeEmbedding = (embedding: Float32Array) =>
  Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength).toString('base64');

export function decodeEmbedding(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  const copy = new Uint8Array(bytes); // aligned for Float32Array
  return new Float32Array(copy.buffer, 0, copy.byteLength / 4);
}

/** How many recent answers the model keeps, by the photo's content. */
const RECENT_ANSWERS = 64;

/**
 * The model, loaded on first use and shared by every provider. It remembers its last answers by
 * the photo's content (SHA-256), so the reference matcher and the classifier run the model once
 * per scan, and a correction soon after a scan teaches its photo without running the model again.
 */
export class LazyImageModel {
  private loading: Promise<ImageModel | null> | null = null;
  private recent = new Map<string, Promise<ModelOutput>>();
  state: { status: 'not-loaded' | 'ready' | 'not-installed' | 'failed'; message: string } = {
    status: 'not-loaded',
    message: 'not loaded yet',
  };

  constructor(private readonly modelsDir: string) {}

  async get(): Promise<ImageModel | null> {
    this.loading ??= ImageModel.load(this.modelsDir).then(
      (model) => {
        this.state = model
          ? { status: 'ready', message: `${IMAGE_MODEL_FILE} loaded` }
          : { status: 'not-installed', message: 'the image model is not installed (npm run models:install)' };
        if (!model) this.loading = null; // look again next time: it may be installed while the server runs
        return model;
      },
      (error: Error) => {
        this.state = { status: 'failed', message: `the image model failed to load: ${error.message}` };
        this.loading = null; // a replaced file is picked up without a restart
        return null;
      },
    );
    return this.loading;
  }

  /** Runs the model on a photo, or answers null when it is not available. */
  async run(jpeg: Buffer): Promise<ModelOutput | null> {
    const model = await this.get();
    if (!model) return null;
    const key = createHash('sha256').update(jpeg).digest('hex');
    let answer = this.recent.get(key);
    if (answer) {
      this.recent.delete(key); // most recently used last
    } else {
      answer = model.run(jpeg);
      answer.catch(() => this.recent.delete(key)); // a failure is not remembered
    }
    this.recent.set(key, answer);
    if (this.recent.size > RECENT_ANSWERS) this.recent.delete(this.recent.keys().next().value!);
    return answer;
  }
}
