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

/**
 * Saved meals: foods a user eats together, in their portions, under a name, logged again in one
 * tap. A meal is saved from chosen foods or from an entry of the log; its numbers are computed from
 * the food database whenever it is read or logged, as a correction's are.
 */
export class SavedMealsService {
  constructor(
    private readonly deps: { dataSource: DataSource; foods: FoodService; scans: ScanService; logging: ScanLogging },
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
        throw new ConflictError(`You can keep up to ${MAX_SAVED_MEALS} saved meals: delete one to save another.`);
      }
      return meals.save(
        meals.create({ id: randomUUID(), userId, name: request.name.trim(), items, ...stamped(new Date()) }),
      );
    });
    return this.toSavedMeal(row);
  }

  async update(userId: string, mealId: string, request: SavedMealUpdateRequest): Promise<SavedMeal> {
    if (request.name === undefined && request.items === undefined) {
      throw new InvalidInputError('Give the meal a new name, new foods, or both.', [
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

  /** Forgets the meal; entries logged from it stay. False when the user has no such meal. */
  async delete(userId: string, mealId: string): Promise<boolean> {
    const result = await this.meals.delete({ id: mealId, userId });
    return (result.affected ?? 0) > 0;
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
    if (!row) throw new NotFoundError('Saved meal not found');
    return row;
  }

  /** An entry's foods as the user would choose them again: each in its portion or grams. */
  private async choicesOfEntry(userId: string, scanId: string): Promise<ScanItemChoice[]> {
    const scan = await this.deps.scans.findOwned(scanId, userId);
    if (!scan) throw new NotFoundError('Scan not found');
    if (scan.identification.status !== 'identified' || scan.items.length === 0) {
      throw new ConflictError('This entry names no food yet: name it first, then save it as a meal.');
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
