/**
 * What the service worker may cache from the API. All of it belongs to the signed-in user, so it
 * lives in these caches only, which are emptied when a session begins or ends (sign-in, sign-out,
 * a 401): a cached answer is never shown to another user of the device.
 */
export const SESSION_CACHES = {
  /** GET reads, served only when the network fails (so the app opens and History shows offline). */
  reads: 'morsel-session-reads',
  /** Scan photos and thumbnails, and training photos: immutable per id, served from the cache first. */
  images: 'morsel-session-images',
} as const;

const ID = '[A-Za-z0-9_-]+';
const SESSION_READS = [
  /^\/api\/auth\/config$/,
  new RegExp(`^/api/scans/${ID}$`),
  new RegExp(`^/api/users/${ID}/scans$`),
  new RegExp(`^/api/users/${ID}/(goals|days|log-summary|recent-foods|notification-preferences)$`),
  new RegExp(`^/api/users/${ID}/training/(counts|images)$`),
  /^\/api\/foods\/search$/,
  new RegExp(`^/api/foods/${ID}/nutrition$`),
];
const PRIVATE_IMAGES = [new RegExp(`^/api/scans/${ID}/image$`), new RegExp(`^/api/training/images/${ID}$`)];

/** A GET of the API whose answer may be kept for the session and shown when offline. */
export const isSessionRead = (url: URL) => SESSION_READS.some((pattern) => pattern.test(url.pathname));

/** A photo of the user's (a scan's or a training photo), cached privately for the session. */
export const isPrivateImage = (url: URL) => PRIVATE_IMAGES.some((pattern) => pattern.test(url.pathname));
