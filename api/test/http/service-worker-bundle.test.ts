import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertServiceWorkerHasNoUi, uiPackagesIn } from '../../../scripts/service-worker-bundle';

describe("the build's check of the service worker's bundle", () => {
  it('finds the UI packages a bundle holds, by its source map', () => {
    expect(
      uiPackagesIn({
        sources: [
          '../../node_modules/workbox-core/_version.js',
          '../../frontend/src/lib/api-client.ts',
          '../../node_modules/react/cjs/react.production.js',
          '../../node_modules/react/index.js',
          '../../node_modules/@formatjs/intl/node_modules/@formatjs/fast-memoize/index.js',
          '../../node_modules/react-intl/index.js',
          '../../node_modules/idb/build/index.js',
        ],
      }),
    ).toEqual(['react', '@formatjs/fast-memoize', 'react-intl']);
  });

  it('passes a worker of Workbox, the API client and its own code', () => {
    expect(
      uiPackagesIn({
        sources: [
          '../../node_modules/workbox-precaching/precache.js',
          '../../node_modules/workbox-expiration/node_modules/idb/build/index.js',
          '../../frontend/src/sw.ts',
          '../../rules/scans/item-choice.ts',
        ],
      }),
    ).toEqual([]);
  });

  it('stops the build for a worker that bundles one, or that has no source map to tell', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-sw-'));
    try {
      expect(() => assertServiceWorkerHasNoUi(dir)).not.toThrow(); // a build without a worker
      fs.writeFileSync(path.join(dir, 'sw.js'), '');
      expect(() => assertServiceWorkerHasNoUi(dir)).toThrow(/no source map/);
      const map = (sources: string[]) => fs.writeFileSync(path.join(dir, 'sw.js.map'), JSON.stringify({ sources }));
      map(['../../node_modules/workbox-core/_version.js']);
      expect(() => assertServiceWorkerHasNoUi(dir)).not.toThrow();
      map(['../../node_modules/react-intl/index.js']);
      expect(() => assertServiceWorkerHasNoUi(dir)).toThrow(/bundles react-intl/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
