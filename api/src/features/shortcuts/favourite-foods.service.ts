import { serverMessage } from '@rules/errors/server-messages';
import { MAX_FAVOURITE_FOODS } from '@rules/shortcuts/limits';
import type { DataSource } from 'typeorm';
import type { FavouriteFood, FavouriteFoodRequest, ScanItemChoice } from '../../generated/types.gen';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors';
import type { FoodService } from '../foods/food.service';
import { toScanItem, type ResolvedItem } from '../scans/scan-pipeline';
import { mealNutrition } from '@rules/nutrition/meal-nutrition';
import { withUserLocked } from '../../db/user-lock';
import { FavouriteFoodEntity } from './favourite-food.entity';
import { recallItemLists, recallItems, rememberChoices } from './remembered-items';

/**
 * Favourite foods: foods from the database a user starred, each in the amount they keep it at
 * (a household portion, grams, or the food's first portion), logged in one tap.
 */
export class FavouriteFoodsService {
  constructor(private readonly deps: { dataSource: DataSource; foods: FoodService }) {}

  private get favourites() {
    return this.deps.dataSource.getRepository(FavouriteFoodEntity);
  }

  async list(userId: string): Promise<FavouriteFood[]> {
    const rows = await this.favourites.find({
      where: { userId },
      order: { starredAt: 'DESC', foodId: 'ASC' },
      take: MAX_FAVOURITE_FOODS,
    });
    const items = await recallItemLists(
      this.deps.foods,
      rows.map((row) => [row.item]),
    );
    return rows.map((row, i) => toFavourite(row, items[i]![0]!));
  }

  /** Stars the food, or keeps it at a new amount if it is starred already. */
  async star(userId: string, foodId: string, amount: FavouriteFoodRequest = {}): Promise<FavouriteFood> {
    if (!(await this.deps.foods.findById(foodId))) throw new NotFoundError(serverMessage('food.notFound'));
    if (amount.portion !== undefined && amount.grams !== undefined) {
      throw new InvalidInputError(serverMessage('favourite.portionOrGrams'), [
        { path: 'body', message: 'Both portion and grams' },
      ]);
    }
    const choice: ScanItemChoice =
      amount.portion !== undefined
        ? { foodId, portion: amount.portion }
        : amount.grams !== undefined
          ? { foodId, grams: amount.grams }
          : { foodId };
    const [item] = await rememberChoices(this.deps.foods, [choice], () => 'body');
    // The user's stars change one request at a time: two stars of one food cannot both insert it,
    // and the limit holds against parallel requests.
    const saved = await withUserLocked(this.deps.dataSource, userId, async (manager) => {
      const favourites = manager.getRepository(FavouriteFoodEntity);
      const existing = await favourites.findOneBy({ userId, foodId });
      if (!existing && (await favourites.countBy({ userId })) >= MAX_FAVOURITE_FOODS) {
        throw new ConflictError(serverMessage('favourite.limit', { max: MAX_FAVOURITE_FOODS }));
      }
      const row = existing ?? favourites.create({ userId, foodId, starredAt: new Date() });
      row.item = item!;
      return favourites.save(row);
    });
    const [recalled] = await recallItems(this.deps.foods, [saved.item]);
    return toFavourite(saved, recalled!);
  }

  async unstar(userId: string, foodId: string): Promise<void> {
    await this.favourites.delete({ userId, foodId });
  }
}

function toFavourite(row: FavouriteFoodEntity, item: ResolvedItem): FavouriteFood {
  const nutrition = mealNutrition([{ name: item.name, grams: item.grams, per100g: item.per100g, food: item.food }]);
  const scanItem = toScanItem(item, nutrition.itemAmounts[0] ?? null);
  return {
    foodId: row.foodId,
    name: scanItem.name,
    grams: scanItem.grams,
    portion: scanItem.portion,
    calories: scanItem.calories,
    starredAt: row.starredAt.toISOString(),
  };
}
