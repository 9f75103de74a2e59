import fs from 'node:fs';
import path from 'node:path';

/**
 * A fresh folder for one bench run under `.tmp/` of the checkout (made when a fresh clone has no
 * `.tmp/` yet), so every bench runs on its own, from any state of the checkout.
 */
export function benchTempDir(prefix: string, root = process.cwd()): string {
  const parent = path.resolve(root, '.tmp');
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, prefix));
}

/** A folder a bench keeps between runs under `.tmp/` (made, with its parents, when missing). */
export function benchKeptDir(name: string, root = process.cwd()): string {
  const dir = path.resolve(root, '.tmp', name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
