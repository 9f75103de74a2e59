/**
 * Facts about this release shown on Help, the landing page and the legal pages: the version is
 * package.json's and the copyright year the build's, both set when the app is built.
 */
export const APP_INFO = {
  version: __APP_VERSION__,
  copyrightYear: __BUILD_YEAR__,
  lastUpdated: 'August 20, 2025',
  platform: 'Web App',
} as const;
