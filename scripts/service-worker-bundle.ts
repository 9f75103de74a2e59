import fs from 'node:fs';
import path from 'node:path';

/**
 * Packages the service worker must not bundle: it draws nothing and words nothing (a reason the
 * server gives is kept as sent and worded by the page that shows it), and it parses its whole
 * script each time the browser starts it, on a navigation as much as for a background send.
 */
const UI_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-intl',
  'intl-messageformat',
  '@formatjs',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
];

/** The package a bundled file comes from ('@formatjs/intl', 'react'), or null for the app's own code. */
function packageOf(source: string): string | null {
  const parts = source.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  const first = parts[at + 1] ?? '';
  return first.startsWith('@') ? `${first}/${parts[at + 2] ?? ''}` : first;
}

/** The UI packages a bundle's source map names, each once, in the map's order. */
export function uiPackagesIn(sourceMap: { sources: readonly string[] }): string[] {
  const found = new Set<string>();
  for (const source of sourceMap.sources) {
    const name = packageOf(source);
    if (name && UI_PACKAGES.some((ui) => name === ui || name.startsWith(`${ui}/`))) found.add(name);
  }
  return [...found];
}

/**
 * Stops the build when the built service worker (`sw.js`, by its source map) bundles a UI package,
 * or has no source map to tell (so the check cannot be switched off unseen).
 */
export function assertServiceWorkerHasNoUi(outDir: string) {
  if (!fs.existsSync(path.join(outDir, 'sw.js'))) return;
  const mapFile = path.join(outDir, 'sw.js.map');
  if (!fs.existsSync(mapFile)) {
    throw new Error('The service worker has no source map (sw.js.map), so the build cannot check what it bundles.');
  }
  const found = uiPackagesIn(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] });
  if (found.length > 0) {
    throw new Error(
      `The service worker bundles ${found.join(', ')}: something it imports imports the app's UI or messages. ` +
        'Keep what the worker needs in modules that import neither.',
    );
  }
}
