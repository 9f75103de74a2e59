import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { FirebaseIdentityVerifier, type IdentityVerifier } from './auth/identity-verifier';
import { SessionService } from './auth/session.service';
import { FoodService } from './foods/food.service';
import { LocalImageStore, type ImageStore } from './images/image-store';
import { OpenAIRecognizer } from './recognition/openai-recognizer';
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
  identity: IdentityVerifier;
}

export function createServices(
  dataSource: DataSource,
  config: AppConfig,
  logger: Logger,
  overrides: Partial<Pick<Services, 'identity' | 'images' | 'recognizer'>> = {},
): Services {
  return {
    config,
    dataSource,
    logger,
    users: new UserService(dataSource),
    sessions: new SessionService(dataSource, config.session.ttlMs),
    scans: new ScanService(dataSource),
    foods: new FoodService(dataSource),
    training: new TrainingService(dataSource),
    preferences: new NotificationPreferencesService(dataSource),
    images: overrides.images ?? new LocalImageStore(config.imagesDir),
    recognizer: overrides.recognizer ?? new RecognizerChain(configuredRecognizers(config)),
    identity: overrides.identity ?? new FirebaseIdentityVerifier(config.auth),
  };
}

/** The recognizers the configuration enables, in the order the chain asks them. */
export function configuredRecognizers(config: AppConfig): Recognizer[] {
  const providers: Recognizer[] = [];
  if (config.recognition.openai) providers.push(new OpenAIRecognizer(config.recognition.openai));
  return providers;
}
