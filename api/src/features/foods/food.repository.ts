import type { DataSource } from 'typeorm';
import type { FoodStore } from './food-store';
import { PostgresFoodStore } from './postgres-food-store';
import { SqliteFoodStore } from './sqlite-food-store';

/** The food store for the data source's engine. */
export function createFoodStore(dataSource: DataSource): FoodStore {
  return dataSource.options.type === 'postgres' ? new PostgresFoodStore(dataSource) : new SqliteFoodStore(dataSource);
}
