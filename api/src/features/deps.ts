import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { FirebaseIdentityVerifier, type IdentityVerifier } from './auth/identity-verifier';
import { SessionService } from './auth/session.service';
import { FoodService } from './foods/food.service';
import { LocalImageStore, type ImageStore } from './images/image-store';
import { S3ImageStore } from './images/s3-image-store';
import { BarcodeRecognizer } from './recognition/barcode-recognizer';
import { LabelRecognizer } from './recognition/label-reader';
import { LazyImageModel } from './recognition/image-model';
import { ModelRecognizer } from './recognition/model-recognizer';
import { OpenAIRecognizer } from './recognition/openai-recognizer';
import { ReferenceIndex, ReferenceRecognizer } from './recognition/reference-recognizer';
import { RecognizerChain, type Recognizer } from './recognition/recognizer';
import { NotificationPreferencesService } from './preferences/notification-preferences.service';
import { ScanService } from './scans/scan.service';
import { TrainingService } from './training/training.service';
import { UserService } from './users/user.service';

/** The services every feature's handlers are built from. */
export interface Services {
  config: AppConfig;
  dataSource: DataSource;
  logger: Logger;
  users: UserService;
  sessions: SessionService;
  scans: ScanService;
  foods: FoodService;
  training: TrainingService;
  preferences: NotificationPreferencesService;
  images: ImageStore;
  recognizer: RecognizerChain;
  /** The on-device image model (loaded on first use; absent when not installed). */
  imageModel: LazyImageModel;
  /** Each user's reference photos as vectors, for the reference matcher. */
  references: ReferenceIndex;
  identity: IdentityVerifier;
}

export function createServices(
  dataSource: DataSource,
  config: AppConfig,
  logger: Logger,
  overrides: Partial<Pick<Services, 'identity' | 'images' | 'recognizer'>> = {},
): Services {
  const training = new TrainingService(dataSource);
  const imageModel = new LazyImageModel(config.modelsDir);
  const images = overrides.images ?? (config.s3 ? new S3ImageStore(config.s3) : new LocalImageStore(config.imagesDir));
  const references = new ReferenceIndex(training, imageModel, images);
  const foods = new FoodService(dataSource);
  return {
    config,
    dataSource,
    logger,
    users: new UserService(dataSource),
    sessions: new SessionService(dataSource, config.session.ttlMs),
    scans: new ScanService(dataSource),
    foods,
    training,
    imageModel,
    references,
    preferences: new NotificationPreferencesService(dataSource),
    images,
    recognizer:
      overrides.recognizer ?? new RecognizerChain(configuredRecognizers(config, foods, imageModel, references)),
    identity: overrides.identity ?? new FirebaseIdentityVerifier(config.auth),
  };
}

/**
 * The recognizers, in the order the chain asks them: a nutrition label (its numbers are exact), a
 * product barcode, the user's own reference photos (the most specific answer), the on-device
 * ImageNet classifier, then an OpenAI-compatible model when configured. The classifier is the
 * weakest (70% on the foods ImageNet has, `npm run bench`), so its answer is tentative: a configured
 * vision model still gets asked, wins, and is merged with it (agreement keeps the higher
 * confidence); the classifier's answer stands only when the vision model is absent or fails.
 */
export function configuredRecognizers(
  config: AppConfig,
  foods: FoodService,
  imageModel: LazyImageModel,
  references: ReferenceIndex,
): Recognizer[] {
  const providers: Recognizer[] = [
    new LabelRecognizer(),
    new BarcodeRecognizer(foods),
    new ReferenceRecognizer(imageModel, references),
  ];
  providers.push(new ModelRecognizer(imageModel));
  if (config.recognition.openai) providers.push(new OpenAIRecognizer(config.recognition.openai));
  return providers;
}
