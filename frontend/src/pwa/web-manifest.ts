import type { ManifestOptions } from 'vite-plugin-pwa';

/** Where the installed app receives a photo shared from the gallery (the service worker answers it). */
export const SHARE_TARGET_PATH = '/share-target';
/** The form field the share sheet puts the shared photo in. */
export const SHARE_TARGET_FIELD = 'photo';

/**
 * The web app manifest. Colours match the design tokens in global.css (brand green, page
 * background); the icons are rendered from frontend/icons/*.svg by `npm run icons`.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Morsel: food photo nutrition',
  short_name: 'Morsel',
  description: 'Photograph your food and see its calories, macros, allergens and health score.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0f7b5f',
  background_color: '#f5f7f6',
  categories: ['food', 'health', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Scan food', short_name: 'Scan', url: '/scanner' },
    { name: 'Scan history', short_name: 'History', url: '/history' },
  ],
  share_target: {
    action: SHARE_TARGET_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      files: [
        {
          name: SHARE_TARGET_FIELD,
          accept: [
            'image/jpeg',
            'image/png',
            'image/webp',
            'image/heic',
            'image/heif',
            '.jpg',
            '.jpeg',
            '.png',
            '.webp',
            '.heic',
          ],
        },
      ],
    },
  },
};
