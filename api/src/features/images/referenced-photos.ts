/** What the database's rows point at in the photo store, and how many rows of each kind hold photos. */
export interface ReferencedPhotos {
  keys: Set<string>;
  scans: number;
  references: number;
}

/**
 * Reads what rows point at now. The features that own photos (scans, reference photos) each answer
 * their own keys; the composition root joins them, so the photo store's sweep and audit never read
 * another feature's tables.
 */
export type ReferencedPhotosSource = () => Promise<ReferencedPhotos>;
