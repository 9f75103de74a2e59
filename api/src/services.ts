import { ImportService } from './features/imports/import.service';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import { FirebaseIdentityVerifier, type IdentityVerifier } from './features/auth/identity-verifier';
import { AccountDeletion } from './features/account/account-deletion';
import { AccountExport } from './features/account/account-export';
import { SessionService } from './features/auth/session.service';
import { SignInService } from './features/auth/sign-in.service';
import { FoodService } from './features/foods/food.service';
import { FoodParseService } from './features/foods/parsing/food-parse.service';
import { LocalImageStore, type ImageStore } from './features/images/image-store';
import type { ReferencedPhotosSource } from './features/images/referenced-photos';
import { S3ImageStore } from './features/images/s3-image-store';
import { RecognizerChain, type Recognizer } from './features/recognition/chain/recognizer-chain';
import { LazyImageModel } from './features/recognition/model/image-model';
import { BarcodeRecognizer } from './features/recognition/providers/barcode-recognizer';
import { LabelRecognizer } from './features/recognition/providers/label-reader';
import { ModelRecognizer } from './features/recognition/providers/model-recognizer';
import { OpenAIRecognizer } from './features/recognition/providers/openai-recognizer';
import { ReferenceRecognizer } from './features/recognition/providers/reference-recognizer';
import { ReferenceIndex } from './features/references/reference-index';
import { ReferenceLearning } from './features/references/reference-learning';
import { ReferenceService } from './features/references/reference.service';
import { DayLogService } from './features/log/day-log.service';
import { GoalsService } from './features/log/goals.service';
import { DisplayPreferencesService } from './features/preferences/display-preferences.service';
import { NotificationPreferencesService } from './features/preferences/notification-preferences.service';
import { ScanCorrections } from './features/scans/scan-corrections';
import { ScanLogging } from './features/scans/scan-logging';
import { ScanPipeline } from './features/scans/scan-pipeline';
import { ScanService } from './features/scans/scan.service';
import { FavouriteFoodsService } from './features/shortcuts/favourite-foods.service';
import { MealPhotos } from './features/shortcuts/meal-photos';
import { SavedMealsService } from './features/shortcuts/saved-meals.service';
import { UserService } from './features/users/user.service';
import { RateLimiter } from './http/rate-limit';

/**
 * The composition root: every service, built once per app from the configuration, with its
 * dependencies. Each feature's routes take only the services they use (see each routes.ts).
 */
export interface Services {
  config: AppConfig;
  dataSource: DataSource;
  logger: Logger;
  users: UserService;
  sessions: SessionService;
  /** Verified identity → account and session, ending sessions an unproven claim left behind. */
  signIns: SignInService;
  /** Per-user and per-address request budgets (in PostgreSQL when several processes share them). */
  rateLimiter: RateLimiter;
  scans: ScanService;
  scanPipeline: ScanPipeline;
  scanCorrections: ScanCorrections;
  /** Logging without a photo: chosen foods, a scan again, recent foods. */
  scanLogging: ScanLogging;
  /** Foods eaten together, under a name, logged again in one tap. */
  savedMeals: SavedMealsService;
  /** Starred foods, each in its amount, logged in one tap. */
  favouriteFoods: FavouriteFoodsService;
  /** Each user's daily goals, as versions. */
  goals: GoalsService;
  /** The log by local day: totals against goals, days logged and streaks. */
  dayLog: DayLogService;
  foods: FoodService;
  /** Each user's reference photos (the Training screen's uploads and what corrections taught): rows and photos. */
  references: ReferenceService;
  /** A meal in words as foods of the database with their grams (offline). */
  foodParser: FoodParseService;
  preferences: NotificationPreferencesService;
  /** The language and units each user reads Morsel in. */
  displayPreferences: DisplayPreferencesService;
  images: ImageStore;
  /** What rows point at in the photo store (for its sweep and audit). */
  referencedPhotos: ReferencedPhotosSource;
  recognizer: RecognizerChain;
  /** The on-device image model (loaded on first use; absent when not installed). */
  imageModel: LazyImageModel;
  /** Each user's reference photos as vectors, for the reference matcher. */
  referenceIndex: ReferenceIndex;
  /** Stores a reference photo and teaches the user's recognizer with it. */
  referenceLearning: ReferenceLearning;
  identity: IdentityVerifier;
  /** A log brought in from another app's export, or Morsel's own. */
  imports: ImportService;
  /** Everything a user has, as one streamed ZIP. */
  accountExport: AccountExport;
  /** Deleting an account: its rows, then its photos, then its sign-in identity. */
  accountDeletion: AccountDeletion;
}

export function createServices(
  dataSource: DataSource,
  config: AppConfig,
  logger: Logger,
  overrides: Partial<Pick<Services, 'identity' | 'images' | 'recognizer'>> = {},
): Services {
  const images = overrides.images ?? (config.s3 ? new S3ImageStore(config.s3) : new LocalImageStore(config.imagesDir));
  const references = new ReferenceService(dataSource, images, logger);
  const imageModel = new LazyImageModel(config.modelsDir);
  const referenceIndex = new ReferenceIndex(references, imageModel);
  const foods = new FoodService(dataSource);
  const scans = new ScanService(dataSource, images, logger);
  const recognizer =
    overrides.recognizer ?? new RecognizerChain(configuredRecognizers(config, foods, imageModel, referenceIndex));
  const referenceLearning = new ReferenceLearning({ references, imageModel, referenceIndex });
  const goals = new GoalsService(dataSource);
  const users = new UserService(dataSource);
  const scanLogging = new ScanLogging({ scans, foods });
  const sessions = new SessionService(dataSource, config.session.ttlMs);
  const savedMeals = new SavedMealsService({
    dataSource,
    foods,
    scans,
    logging: scanLogging,
    referenceLearning,
    logger,
  });
  const preferences = new NotificationPreferencesService(dataSource);
  const displayPreferences = new DisplayPreferencesService(dataSource);
  const favouriteFoods = new FavouriteFoodsService({ dataSource, foods });
  const identity = overrides.identity ?? new FirebaseIdentityVerifier(config.auth);
  return {
    config,
    dataSource,
    logger,
    users,
    sessions,
    signIns: new SignInService(users, sessions),
    rateLimiter: new RateLimiter(
      config.rateLimits,
      config.database.kind === 'postgres'
        ? { kind: 'postgres', dataSource, schema: config.database.schema }
        : { kind: 'memory' },
    ),
    scans,
    scanPipeline: new ScanPipeline({
      recognizer,
      foods,
      scans,
      logger,
      mealPhotos: new MealPhotos({ imageModel, referenceIndex, savedMeals }),
    }),
    scanCorrections: new ScanCorrections({ scans, foods, referenceLearning, savedMeals }),
    scanLogging,
    imports: new ImportService({ scans, foods }),
    savedMeals,
    favouriteFoods,
    goals,
    dayLog: new DayLogService({ dataSource, goals }),
    foods,
    foodParser: new FoodParseService(foods),
    references,
    imageModel,
    referenceIndex,
    referenceLearning,
    preferences,
    displayPreferences,
    images,
    referencedPhotos: referencedPhotosOf(scans, references),
    recognizer,
    identity,
    accountExport: new AccountExport({
      users,
      scans,
      references,
      goals,
      preferences,
      displayPreferences,
      savedMeals,
      favouriteFoods,
      images,
      logger,
    }),
    accountDeletion: new AccountDeletion({ dataSource, images, identity, referenceIndex, logger }),
  };
}

/** The photos scans and reference photos point at, joined from each feature's own answer. */
export function referencedPhotosOf(
  scans: Pick<ScanService, 'storedPhotoKeys'>,
  references: Pick<ReferenceService, 'storedPhotoKeys'>,
): ReferencedPhotosSource {
  return async () => {
    const [scanPhotos, referencePhotos] = await Promise.all([scans.storedPhotoKeys(), references.storedPhotoKeys()]);
    return {
      keys: new Set([...scanPhotos.keys, ...referencePhotos.keys]),
      scans: scanPhotos.rows,
      references: referencePhotos.rows,
    };
  };
}

/**
 * What rows of this database point at in this store, for tools that open a database without the
 * whole app (the load bench, the crash tests).
 */
export function referencedPhotosIn(dataSource: DataSource, images: ImageStore, logger: Logger): ReferencedPhotosSource {
  return referencedPhotosOf(
    new ScanService(dataSource, images, logger),
    new ReferenceService(dataSource, images, logger),
  );
}

/**
 * The recognizers, in the order the chain asks them: a nutrition label (its numbers are exact), a
 * product barcode, the user's own reference photos (the most specific answer), the on-device
 * ImageNet classifier, then an OpenAI-compatible model when configured. The classifier is the
 * weakest (docs/scan-pipeline.md), so its answer is tentative: a configured
 * vision model still gets asked, wins, and is merged with it (agreement keeps the higher
 * confidence); the classifier's answer stands only when the vision model is absent or fails.
 */
export function configuredRecognizers(
  config: AppConfig,
  foods: FoodService,
  imageModel: LazyImageModel,
  referenceIndex: ReferenceIndex,
): Recognizer[] {
  const providers: Recognizer[] = [
    new LabelRecognizer(),
    new BarcodeRecognizer(foods),
    new ReferenceRecognizer(imageModel, referenceIndex),
  ];
  providers.push(new ModelRecognizer(imageModel));
  if (config.recognition.openai) providers.push(new OpenAIRecognizer(config.recognition.openai));
  return providers;
}
