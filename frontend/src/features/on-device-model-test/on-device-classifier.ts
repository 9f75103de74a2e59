import * as ort from 'onnxruntime-web/wasm';
// The WebAssembly binary, served and fingerprinted by Vite. A relative path: the package's `exports`
// map hides dist/ from bare imports, and Vite's dependency scanner cannot resolve an alias with ?url.
import wasmUrl from '../../../../node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm?url';
import { INPUT_SIZE, MODEL_URL, squarePixels, toModelInput, topCandidates, type Candidate } from './image-model';

export type ModelAvailability = 'installed' | 'missing';

/** Whether the server has the model to hand out (npm run models:install). */
export async function modelAvailability(): Promise<ModelAvailability> {
  const response = await fetch(MODEL_URL, { method: 'HEAD' });
  return response.ok ? 'installed' : 'missing';
}

export interface Classification {
  candidates: Candidate[];
  /** Inference alone, and everything from the photo to the answer, in milliseconds. */
  inferenceMs: number;
  totalMs: number;
}

export interface OnDeviceClassifier {
  classify(photo: Blob): Promise<Classification>;
  /** How long downloading and preparing the model took. */
  loadMs: number;
}

/** Loads the model into onnxruntime-web (WebAssembly, one thread: no cross-origin isolation needed). */
export async function loadClassifier(): Promise<OnDeviceClassifier> {
  const started = performance.now();
  ort.env.wasm.numThreads = 1;
  ort.env.wasm.wasmPaths = { wasm: wasmUrl };
  const session = await ort.InferenceSession.create(MODEL_URL, { executionProviders: ['wasm'] });
  const loadMs = performance.now() - started;
  return {
    loadMs,
    async classify(photo) {
      const begin = performance.now();
      const bitmap = await createImageBitmap(photo);
      const pixels = squarePixels(bitmap);
      bitmap.close();
      const input = new ort.Tensor('float32', toModelInput(pixels), [1, 3, INPUT_SIZE, INPUT_SIZE]);
      const runStarted = performance.now();
      const output = await session.run({ [session.inputNames[0]!]: input });
      const inferenceMs = performance.now() - runStarted;
      const logits = output[session.outputNames[0]!]!.data as Float32Array;
      return { candidates: topCandidates(logits, 5), inferenceMs, totalMs: performance.now() - begin };
    },
  };
}
