import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { FirebaseIdentityVerifier, type IdentityVerifier } from './auth/identity-verifier';
import { SessionService } from './auth/session.service';
import { FoodService } from './foods/food.service';
import { ScanService } from './scans/scan.service';
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
  identity: IdentityVerifier;
}

export function createServices(
  dataSource: DataSource,
  config: AppConfig,
  logger: Logger,
  overrides: Partial<Pick<Services, 'identity'>> = {},
): Services {
  return {
    config,
    dataSource,
    logger,
    users: new UserService(dataSource),
    sessions: new SessionService(dataSource, config.session.ttlMs),
    scans: new ScanService(dataSource),
    foods: new FoodService(dataSource),
    identity: overrides.identity ?? new FirebaseIdentityVerifier(config.auth),
  };
}
