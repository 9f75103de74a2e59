/**
 * Installs the on-device image model into ./models.
 *
 * - `npm run models:install -- /path/to/mobilenetv2-12-int8.onnx` installs a file you downloaded
 *   yourself;
 * - otherwise from the folder MORSEL_MODEL_SOURCE when it is set (CI and the test setup point it at
 *   the shared data's models folder beside the repository, so no network is needed);
 * - otherwise downloaded from the public ONNX Model Zoo (MORSEL_MODEL_URL overrides the address).
 *
 * The file's SHA-256 is verified before it is put in place. Asked for explicitly
 * (`npm run models:install`), a failure says what was tried and how to install the file by hand,
 * and exits non-zero. With `--optional` (postinstall, test setups) the same failure is a warning and
 * the exit is 0: the app works without the model and says what it costs.
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
const downloadUrl = process.env.MORSEL_MODEL_URL ?? IMAGE_MODEL.url;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const args = process.argv.slice(2);
const optional = args.includes('--optional');
const givenFile = args.find((arg) => !arg.startsWith('--'));

/** Where the model comes from: a file named on the command line, MORSEL_MODEL_SOURCE, or the download. */
function source(): { kind: 'file' | 'folder' | 'download'; where: string } {
  if (givenFile) return { kind: 'file', where: path.resolve(process.cwd(), givenFile) };
  const folder = process.env.MORSEL_MODEL_SOURCE;
  if (folder) return { kind: 'folder', where: path.resolve(root, folder, IMAGE_MODEL.file) };
  return { kind: 'download', where: downloadUrl };
}

async function obtain(from: ReturnType<typeof source>): Promise<Uint8Array> {
  if (from.kind !== 'download') {
    return fs.readFile(from.where).catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        error.code === 'ENOENT' ? `${from.where} does not exist` : `cannot read ${from.where}: ${error.message}`,
        { cause: error },
      );
    });
  }
  let response: Response;
  try {
    response = await fetch(from.where, { signal: AbortSignal.timeout(120_000) });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new Error(`could not download it from ${from.where} (${cause})`, { cause: error });
  }
  if (!response.ok) throw new Error(`could not download it from ${from.where} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** What to do when the model could not be installed: the file, where to get it, the command, the checksum. */
function howToInstallByHand(): string {
  return [
    `  To install it by hand: download ${IMAGE_MODEL.file} on a machine with a connection, from`,
    `    ${IMAGE_MODEL.url}`,
    '  then run',
    `    npm run models:install -- /path/to/${IMAGE_MODEL.file}`,
    `  (its SHA-256 must be ${IMAGE_MODEL.sha256}).`,
    '  Until then photo recognition is off: photos are not named (nutrition labels and barcodes',
    '  still are), and Training photos are kept and used once the model is installed.',
  ].join('\n');
}

async function main(): Promise<number> {
  const target = path.join(modelsDir, IMAGE_MODEL.file);
  const existing = await fs.readFile(target).catch(() => null);
  if (!givenFile && existing && sha256(existing) === IMAGE_MODEL.sha256) {
    console.log(`models: ${IMAGE_MODEL.file} is installed and verified.`);
    return 0;
  }
  const from = source();
  try {
    const bytes = await obtain(from);
    const digest = sha256(bytes);
    if (digest !== IMAGE_MODEL.sha256) {
      throw new Error(`${from.where} is not the expected file: its SHA-256 is ${digest}`);
    }
    await fs.mkdir(modelsDir, { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, target); // never a half-written model
    console.log(`models: installed ${IMAGE_MODEL.file} from ${from.where} (SHA-256 verified) in ${modelsDir}.`);
    console.log('  Photo recognition is on from the next scan; a running Morsel needs no restart.');
    return 0;
  } catch (error) {
    const heading = optional
      ? 'models: WARNING: the image model was not installed'
      : 'models: the image model was not installed';
    console.error(`${heading}: ${(error as Error).message}.\n${howToInstallByHand()}`);
    return optional ? 0 : 1;
  }
}

process.exitCode = await main();
