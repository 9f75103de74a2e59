/**
 * Installs the on-device image model into ./models (`npm run models:install`, also run by postinstall).
 *
 * - From the folder MORSEL_MODEL_SOURCE when it is set (CI and the test setup point it at the shared
 *   data's models folder beside the repository, so no network is needed);
 * - otherwise downloaded from the public ONNX Model Zoo.
 *
 * The file's SHA-256 is verified before it is put in place. Any failure is a clear warning, never a
 * broken install: the app works without the model (label, barcode and OpenAI recognition) and says so.
 * Model files are never committed (.gitignore).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const IMAGE_MODEL = {
  file: 'mobilenetv2-12-int8.onnx',
  sha256: '83530ad811bc31d2b60a5599a21265a5057608c9b044b4ee758cc22f2309f54f',
  url: 'https://github.com/onnx/models/raw/main/validated/vision/classification/mobilenet/model/mobilenetv2-12-int8.onnx',
} as const;

const root = path.resolve(import.meta.dirname, '..');
const modelsDir = path.resolve(root, process.env.MORSEL_MODELS_DIR ?? 'models');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function obtain(): Promise<{ bytes: Uint8Array; from: string }> {
  const source = process.env.MORSEL_MODEL_SOURCE;
  if (source) {
    const file = path.resolve(root, source, IMAGE_MODEL.file);
    return { bytes: await fs.readFile(file), from: file };
  }
  const response = await fetch(IMAGE_MODEL.url, { signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`download failed: HTTP ${response.status}`);
  return { bytes: new Uint8Array(await response.arrayBuffer()), from: IMAGE_MODEL.url };
}

async function main() {
  const target = path.join(modelsDir, IMAGE_MODEL.file);
  const existing = await fs.readFile(target).catch(() => null);
  if (existing && sha256(existing) === IMAGE_MODEL.sha256) {
    console.log(`models: ${IMAGE_MODEL.file} is installed and verified.`);
    return;
  }
  try {
    const { bytes, from } = await obtain();
    const digest = sha256(bytes);
    if (digest !== IMAGE_MODEL.sha256) {
      throw new Error(`checksum mismatch for ${from}: expected ${IMAGE_MODEL.sha256}, got ${digest}`);
    }
    await fs.mkdir(modelsDir, { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, target); // never a half-written model
    console.log(`models: installed ${IMAGE_MODEL.file} from ${from} (SHA-256 verified).`);
  } catch (error) {
    console.warn(
      `models: WARNING: the image model was not installed (${(error as Error).message}).\n` +
        '  Morsel still works: on-device recognition is off until you run `npm run models:install`\n' +
        '  (set MORSEL_MODEL_SOURCE to a folder holding the model to install it without a network).',
    );
  }
}

await main();
