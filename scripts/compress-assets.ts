/**
 * Brotli and gzip copies of the built frontend's text files (`app.js` → `app.js.br`, `app.js.gz`),
 * made once at build so the server only picks the one the browser accepts. Run by the Vite build
 * (vite.config.ts) after every other step has written its files, the service worker included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text files worth compressing. Images, fonts, video and WebAssembly stay as they are. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CompressedFile {
  /** Path relative to the folder, with forward slashes. */
  file: string;
  bytes: number;
  brotli: number | null;
  gzip: number | null;
}

function* textFiles(dir: string, root = dir): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Hidden folders (the build's manifest, the server's render of the screens) are never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* textFiles(full, root);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes `<file>.br` (quality 11, the size the browser downloads matters more than build time)
 * and `<file>.gz` (level 9) beside every text file under `dir`. A copy that would not be smaller
 * than the file is not written (and a stale one is removed), so the file itself is served.
 */
export async function compressAssets(dir: string): Promise<CompressedFile[]> {
  const results: CompressedFile[] = [];
  for (const file of textFiles(dir)) {
    const source = fs.readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    const keep = (suffix: string, data: Buffer) => {
      if (data.length < source.length) {
        fs.writeFileSync(file + suffix, data);
        return data.length;
      }
      fs.rmSync(file + suffix, { force: true });
      return null;
    };
    results.push({
      file: path.relative(dir, file).split(path.sep).join('/'),
      bytes: source.length,
      brotli: keep('.br', br),
      gzip: keep('.gz', gz),
    });
  }
  return results;
}
