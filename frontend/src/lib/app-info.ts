/** Facts about this release shown on Help and the legal pages. */
export const APP_INFO = { version: '1.0.0', lastUpdated: 'August 20, 2025', platform: 'Web App' } as const;
