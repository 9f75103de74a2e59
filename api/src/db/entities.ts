import { FoodBarcodeEntity, FoodEntity, FoodPortionEntity } from '../features/foods/food.entity';
import { SessionEntity } from '../features/auth/session.entity';
import { GoalsEntity } from '../features/log/goals.entity';
import { DisplayPreferencesEntity } from '../features/preferences/display-preferences.entity';
import { NotificationPreferencesEntity } from '../features/preferences/notification-preferences.entity';
import { ScanEntity } from '../features/scans/scan.entity';
import { ReferenceEntity } from '../features/references/reference.entity';
import { FavouriteFoodEntity } from '../features/shortcuts/favourite-food.entity';
import { SavedMealEntity } from '../features/shortcuts/saved-meal.entity';
import { UserEntity } from '../features/users/user.entity';

export const entities = [
  UserEntity,
  SessionEntity,
  ScanEntity,
  FoodEntity,
  FoodPortionEntity,
  FoodBarcodeEntity,
  ReferenceEntity,
  NotificationPreferencesEntity,
  DisplayPreferencesEntity,
  GoalsEntity,
  SavedMealEntity,
  FavouriteFoodEntity,
];
