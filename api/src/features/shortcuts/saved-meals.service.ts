import { serverMessage } from '@rules/errors/server-messages';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type {
  LogAgainRequest,
  SavedMeal,
  SavedMealCreateRequest,
  SavedMealUpdateRequest,
  Scan,
  ScanItemChoice,
} from '../../generated/types.gen';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors';
import type { FoodService } from '../foods/food.service';
import type { Logger } from '../../logger';
import type { ReferenceLearning } from '../references/reference-learning';
import { MEAL_REFERENCE_CATEGORY } from '../references/reference.service';
import type { ScanLogging } from '../scans/scan-logging';
import { composePlate, scanFields, type ResolvedItem } from '../scans/scan-pipeline';
import type { ScanService } from '../scans/scan.service';
import { totalsOf } from '../scans/scan.service';
import { choicesOf, recallItemLists, recallItems, rememberChoices } from './remembered-items';
import { choiceOfItem } from '@rules/scans/item-choice';
import { MAX_SAVED_MEALS } from '@rules/shortcuts/limits';
import { withUserLocked } from '../../db/user-lock';
import { SavedMealEntity } from './saved-meal.entity';

/** Both times set here, to the millisecond, so the latest change lists first on either database. */
const stamped = (now: Date) => ({ createdAt: now, updatedAt: now });

/** A meal's foods as a set: the same foods in any order and amount are the same meal. */
const foodSetOf = (foodIds: (string | null)[]): string | null =>
  foodIds.some((id) => id === null) ? null : [...new Set(foodIds)].sort().join('\n');

/**
 * Saved meals: foods a user eats together, in their portions, under a name, logged again in one
 * tap. A meal is saved from chosen foods or from an entry of the log; its numbers are computed from
 * the food database whenever it is read or logged, as a correction's are. A meal saved from an entry
 * with a photo of two or more foods keeps that photo as its reference, so a new photo of the plate
 * is recognised as the meal; deleting the meal forgets its photos.
 */
export class SavedMealsService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      foods: FoodService;
      scans: ScanService;
      logging: ScanLogging;
      referenceLearning: ReferenceLearning;
      logger: Pick<Logger, 'warn'>;
    },
  ) {}

  private get meals() {
    return this.deps.dataSource.getRepository(SavedMealEntity);
  }

  async list(userId: string): Promise<SavedMeal[]> {
    const rows = await this.meals.find({
      where: { userId },
      order: { updatedAt: 'DESC', id: 'ASC' },
      take: MAX_SAVED_MEALS,
    });
    const items = await recallItemLists(
      this.deps.foods,
      rows.map((row) => row.items),
    );
    return rows.map((row, i) => toSavedMeal(row, items[i]!));
  }

  async create(userId: string, request: SavedMealCreateRequest): Promise<SavedMeal> {
    const choices = 'scanId' in request ? await this.choicesOfEntry(userId, request.scanId) : request.items;
    // From an entry, a food the database no longer has is the entry's fault: the request names it by scanId.
    const items = await rememberChoices(
      this.deps.foods,
      choices,
      'scanId' in request ? () => 'body.scanId' : (i) => `body.items.${i}`,
    );
    // Counted and saved with the user's row locked, so parallel saves cannot pass the limit together.
    const row = await withUserLocked(this.deps.dataSource, userId, async (manager) => {
      const meals = manager.getRepository(SavedMealEntity);
      if ((await meals.countBy({ userId })) >= MAX_SAVED_MEALS) {
        throw new ConflictError(serverMessage('savedMeal.limit', { max: MAX_SAVED_MEALS }));
      }
      return meals.save(
        meals.create({ id: randomUUID(), userId, name: request.name.trim(), items, ...stamped(new Date()) }),
      );
    });
    if ('scanId' in request && choices.length >= 2) await this.learnPlate(userId, row, request.scanId);
    return this.toSavedMeal(row);
  }

  /**
   * The entry's photo becomes the meal's reference (a whole plate; one food's photo teaches that food
   * through a correction instead). The meal is saved either way: a photo that cannot be stored is
   * logged, and the meal is still there to log in one tap.
   */
  private async learnPlate(userId: string, meal: SavedMealEntity, scanId: string) {
    try {
      const photo = await this.deps.scans.photosOwned(scanId, userId);
      if (!photo) return; // an entry without a photo (typed, or logged again without one) has nothing to teach
      await this.deps.referenceLearning.learn(userId, {
        category: MEAL_REFERENCE_CATEGORY,
        label: null,
        photo,
        savedMealId: meal.id,
      });
    } catch (error) {
      this.deps.logger.warn({ err: error, savedMealId: meal.id }, 'saved meal kept without its photo');
    }
  }

  async update(userId: string, mealId: string, request: SavedMealUpdateRequest): Promise<SavedMeal> {
    if (request.name === undefined && request.items === undefined) {
      throw new InvalidInputError(serverMessage('savedMeal.nothingToChange'), [
        { path: 'body', message: 'Nothing to change' },
      ]);
    }
    const row = await this.owned(userId, mealId);
    if (request.name !== undefined) row.name = request.name.trim();
    if (request.items !== undefined) {
      row.items = await rememberChoices(this.deps.foods, request.items, (i) => `body.items.${i}`);
    }
    row.updatedAt = new Date();
    return this.toSavedMeal(await this.meals.save(row));
  }

  /** Forgets the meal and its photos; entries logged from it stay. False when the user has no such meal. */
  async delete(userId: string, mealId: string): Promise<boolean> {
    const result = await this.meals.delete({ id: mealId, userId });
    if (!result.affected) return false;
    await this.deps.referenceLearning.forgetMeal(userId, mealId);
    return true;
  }

  /**
   * The user's meal, by id, with its foods and portions as items with today's numbers (what a photo
   * recognised as the meal shows); null when the user has no such meal.
   */
  async recall(userId: string, mealId: string): Promise<{ id: string; name: string; items: ResolvedItem[] } | null> {
    const row = await this.meals.findOneBy({ id: mealId, userId });
    if (!row) return null;
    return { id: row.id, name: row.name, items: await recallItems(this.deps.foods, row.items) };
  }

  /**
   * The user's saved meal of exactly these foods (two or more, each of the database, in any order
   * and amounts), the latest changed when several are; null when none is.
   */
  async withFoods(userId: string, foodIds: (string | null)[]): Promise<string | null> {
    const wanted = foodIds.length >= 2 ? foodSetOf(foodIds) : null;
    if (wanted === null) return null;
    const rows = await this.meals.find({ where: { userId }, order: { updatedAt: 'DESC', id: 'ASC' } });
    const meal = rows.find(
      (row) => foodSetOf(row.items.map(({ choice }) => ('foodId' in choice ? choice.foodId : null))) === wanted,
    );
    return meal?.id ?? null;
  }

  /** The meal's foods and portions, logged now as a new entry. */
  async log(userId: string, mealId: string, request: LogAgainRequest = {}): Promise<Scan> {
    const row = await this.owned(userId, mealId);
    const items = await recallItems(this.deps.foods, row.items);
    const { scan } = await this.deps.logging.logFoods(userId, { ...request, items: choicesOf(row.items, items) });
    return scan;
  }

  private async owned(userId: string, mealId: string): Promise<SavedMealEntity> {
    const row = await this.meals.findOneBy({ id: mealId, userId });
    if (!row) throw new NotFoundError(serverMessage('savedMeal.notFound'));
    return row;
  }

  /** An entry's foods as the user would choose them again: each in its portion or grams. */
  private async choicesOfEntry(userId: string, scanId: string): Promise<ScanItemChoice[]> {
    const scan = await this.deps.scans.findOwned(scanId, userId);
    if (!scan) throw new NotFoundError(serverMessage('scan.notFound'));
    if (scan.identification.status !== 'identified' || scan.items.length === 0) {
      throw new ConflictError(serverMessage('savedMeal.entryNamesNoFood'));
    }
    return scan.items.map(choiceOfItem);
  }

  private async toSavedMeal(row: SavedMealEntity): Promise<SavedMeal> {
    return toSavedMeal(row, await recallItems(this.deps.foods, row.items));
  }
}

function toSavedMeal(row: SavedMealEntity, items: ResolvedItem[]): SavedMeal {
  const plate = composePlate({ provider: 'user', label: null, ingredients: [], allergens: [] }, items);
  const fields = scanFields(plate);
  return {
    id: row.id,
    name: row.name,
    items: fields.items,
    totals: totalsOf(fields),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
