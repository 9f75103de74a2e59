import { InitialSchema1763850000000 } from './1763850000000-initial-schema';
import { FoodDatabase1763950000000 } from './1763950000000-food-database';
import { ScanImages1764050000000 } from './1764050000000-scan-images';
import { TrainingAndPreferences1764150000000 } from './1764150000000-training-and-preferences';
import { ReferenceEmbeddings1764250000000 } from './1764250000000-reference-embeddings';
import { RateLimits1764350000000 } from './1764350000000-rate-limits';
import { MirroredEmbeddings1764450000000 } from './1764450000000-mirrored-embeddings';
import { ScanItems1764600000000 } from './1764600000000-scan-items';
import { Corrections1764700000000 } from './1764700000000-corrections';
import { ScanIdempotency1764750000000 } from './1764750000000-scan-idempotency';
import { DailyLog1764900000000 } from './1764900000000-daily-log';
import { PostgresFoodSearch1765000000000 } from './1765000000000-postgres-food-search';
import { PostgresFoodPostings1765100000000 } from './1765100000000-postgres-food-postings';
import { VerifiedEmails1765200000000 } from './1765200000000-verified-emails';
import { ScanRevisions1765300000000 } from './1765300000000-scan-revisions';
import { IdempotencyFingerprints1765400000000 } from './1765400000000-idempotency-fingerprints';
import { PostgresFoodBulkImport1765500000000 } from './1765500000000-postgres-food-bulk-import';
import { NumericScanTotals1765600000000 } from './1765600000000-numeric-scan-totals';
import { SavedMealsAndFavourites1765700000000 } from './1765700000000-saved-meals-and-favourites';
import { LoggedAgainFrom1765800000000 } from './1765800000000-logged-again-from';
import { MealReferences1765960000000 } from './1765960000000-meal-references';
import { MaxPooledEmbeddings1766000000000 } from './1766000000000-max-pooled-embeddings';
import { DisplayPreferences1766100000000 } from './1766100000000-display-preferences';
import { InlinedFoodSearchRow1766200000000 } from './1766200000000-inlined-food-search-row';

/** Every migration, oldest first. Listed explicitly so bundlers and tsx need no globbing. */
export const migrations = [
  InitialSchema1763850000000,
  FoodDatabase1763950000000,
  ScanImages1764050000000,
  TrainingAndPreferences1764150000000,
  ReferenceEmbeddings1764250000000,
  RateLimits1764350000000,
  MirroredEmbeddings1764450000000,
  ScanItems1764600000000,
  Corrections1764700000000,
  ScanIdempotency1764750000000,
  DailyLog1764900000000,
  PostgresFoodSearch1765000000000,
  PostgresFoodPostings1765100000000,
  VerifiedEmails1765200000000,
  ScanRevisions1765300000000,
  IdempotencyFingerprints1765400000000,
  PostgresFoodBulkImport1765500000000,
  NumericScanTotals1765600000000,
  SavedMealsAndFavourites1765700000000,
  LoggedAgainFrom1765800000000,
  MealReferences1765960000000,
  MaxPooledEmbeddings1766000000000,
  DisplayPreferences1766100000000,
  InlinedFoodSearchRow1766200000000,
];
