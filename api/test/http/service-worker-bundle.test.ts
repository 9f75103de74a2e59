import { describe, expect, it } from 'vitest';
import { uiPackagesIn } from '../../../scripts/service-worker-bundle';

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
});
