import { serverMessage } from '@rules/errors/server-messages';
import type {
  FoodChoice,
  Scan,
  ScanItemChoice,
  ScanUpdateRequest,
  Suggestion,
  TrainingCategory,
} from '../../generated/types.gen';
import {
  changesNothing,
  NOTHING_TO_CHANGE,
  itemPath,
  portionOutOfRange,
  unknownFood,
  unknownPortion,
} from '@rules/scans/correction-errors';
import { ITEM_GRAMS } from '@rules/scans/item-choice';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors';
import type { FoodEntity, FoodPortionEntity } from '../foods/food.entity';
import type { FoodLookup, FoodService } from '../foods/food.service';
import { findPortion } from '../foods/food-names';
import type { ReferenceLearning } from '../references/reference-learning';
import { CATEGORY_NAMES, MEAL_REFERENCE_CATEGORY, REFERENCE_CATEGORIES } from '../references/reference.service';
import type { SavedMealsService } from '../shortcuts/saved-meals.service';
import { composePlate, MAX_SUGGESTIONS, scanFields, type Plate, type ResolvedItem } from './scan-pipeline';
import type { ScanChanges, ScanService } from './scan.service';

/** What a corrected scan's photo teaches: one food, or one of the user's saved meals. */
interface Lesson {
  foodId: string | null;
  category: TrainingCategory;
  label: string | null;
  savedMealId?: string;
}

/** How many times a correction is planned again when other changes keep getting in first. */
const MAX_CORRECTION_ATTEMPTS = 5;

/**
 * Correcting a scan: the user's choice of foods replaces its items, and every number is computed
 * again from the food database, in the same step as a new scan's. A scan that ends up with one
 * food teaches the user's recognizer (its photo becomes a reference for that food), and one that
 * ends up with exactly the foods of one of the user's saved meals teaches that meal, unless the
 * user says not to. What a scan taught always matches what the scan now says: when its foods
 * change so that there is no one food to learn (or learning is off), or the scan is deleted, the
 * reference learned from it goes.
 */
export class ScanCorrections {
  constructor(
    private readonly deps: {
      scans: ScanService;
      foods: FoodService;
      referenceLearning: ReferenceLearning;
      savedMeals: Pick<SavedMealsService, 'withFoods'>;
    },
  ) {}

  /**
   * Applies a correction and answers the whole scan; another user's scan is not found. A change of
   * its items is planned on the scan as it is and written only if no other change got in meanwhile
   * (else planned again), so corrections that race apply one after another, and what the scan
   * teaches follows the last of them.
   */
  async correct(userId: string, scanId: string, request: ScanUpdateRequest): Promise<Scan> {
    for (let attempt = 1; ; attempt++) {
      const revision = await this.deps.scans.revisionOf(scanId, userId);
      if (revision === null) throw new NotFoundError(serverMessage('scan.notFound'));
      const { scan, changes, plate } = await this.plan(userId, scanId, request);
      const updated = await this.deps.scans.updateOwned(scanId, userId, changes, plate ? revision : undefined);
      if (updated === 'stale') {
        if (attempt < MAX_CORRECTION_ATTEMPTS) continue;
        throw new ConflictError(serverMessage('scan.changedMeanwhile'));
      }
      if (!updated) throw new NotFoundError(serverMessage('scan.notFound'));
      if (plate) {
        const now = revision + 1;
        const lesson = request.learn === false ? null : await this.lessonOf(userId, plate.items);
        if (lesson) await this.learn(userId, scan, lesson, now);
        else await this.deps.referenceLearning.forgetScan(userId, scanId, now);
      }
      return updated;
    }
  }

  /** Deletes one of the user's scans with its photos, and what it taught; false when it is not theirs. */
  async delete(userId: string, scanId: string): Promise<boolean> {
    if (!(await this.deps.scans.deleteOwned(scanId, userId))) return false;
    await this.deps.referenceLearning.forgetScan(userId, scanId);
    return true;
  }

  /** The scan as the correction would make it; nothing is saved or learned. */
  async preview(userId: string, scanId: string, request: ScanUpdateRequest): Promise<Scan> {
    const { scan, changes } = await this.plan(userId, scanId, request);
    return { ...scan, ...toScanChanges(changes) };
  }

  private async plan(userId: string, scanId: string, request: ScanUpdateRequest) {
    if (changesNothing(request)) throw InvalidInputError.from(NOTHING_TO_CHANGE);
    const scan = await this.deps.scans.findOwned(scanId, userId);
    if (!scan) throw new NotFoundError(serverMessage('scan.notFound'));
    const changes: ScanChanges = {};
    if (request.note !== undefined) changes.note = request.note?.trim() || null;
    if (request.meal !== undefined) changes.meal = request.meal;
    let plate: Plate | null = null;
    if (request.items) {
      const items = await resolveChoices(this.deps.foods, request.items);
      plate = composePlate({ provider: 'user', label: null, ingredients: [], allergens: [] }, items);
      const now = new Date();
      Object.assign(changes, scanFields(plate), {
        // The user chose these foods: no recognizer's confidence applies any more.
        confidence: null,
        suggestions: suggestionsAfter(scan, items),
        identifiedAt: scan.identifiedAt ? new Date(scan.identifiedAt) : now,
        correctedAt: now,
      });
    }
    return { scan, changes, plate };
  }

  /**
   * What the corrected foods teach: one food teaches that food; two or more teach the user's saved
   * meal of exactly those foods, if there is one; anything else teaches nothing.
   */
  private async lessonOf(userId: string, items: ResolvedItem[]): Promise<Lesson | null> {
    if (items.length === 1) {
      const [item] = items as [ResolvedItem];
      return { foodId: item.food?.id ?? null, category: trainingCategoryOf(item.food), label: item.name };
    }
    const savedMealId = await this.deps.savedMeals.withFoods(
      userId,
      items.map((item) => item.food?.id ?? null),
    );
    return savedMealId ? { foodId: null, category: MEAL_REFERENCE_CATEGORY, label: null, savedMealId } : null;
  }

  /** The scan's photo becomes its reference for the lesson, as of `revision` (replacing earlier lessons). */
  private async learn(userId: string, scan: Scan, lesson: Lesson, revision: number) {
    const photo = await this.deps.scans.photosOwned(scan.id, userId);
    if (!photo) return; // a scan without a photo (seeded, or its files lost) has nothing to teach
    await this.deps.referenceLearning.learnFromScan(userId, {
      scanId: scan.id,
      scanRevision: revision,
      ...lesson,
      photo,
    });
  }
}

/**
 * The user's choices as items: each food from the database in grams or a household portion; named
 * foods unknown. A refusal names the choice by `pathOf` (its place in the request). The foods and
 * their portions are looked up together, in one go.
 */
export async function resolveChoices(
  foods: FoodService,
  choices: ScanItemChoice[],
  pathOf: (item: number) => string = itemPath,
): Promise<ResolvedItem[]> {
  const lookup = await foods.lookup(choices.flatMap((choice) => ('foodId' in choice ? [choice.foodId] : [])));
  return resolveChoicesWith(lookup, choices, pathOf);
}

/** `resolveChoices` over foods already looked up: a food missing from `lookup` is unknown. */
export function resolveChoicesWith(
  lookup: FoodLookup,
  choices: ScanItemChoice[],
  pathOf: (item: number) => string = itemPath,
): ResolvedItem[] {
  return choices.map((choice, i) => {
    if (!('foodId' in choice)) {
      return {
        name: choice.name.trim(),
        grams: choice.grams,
        portion: null,
        food: null,
        per100g: null,
        source: 'user',
        confidence: null,
      };
    }
    const food = lookup.foods.get(choice.foodId);
    if (!food) {
      throw InvalidInputError.from(unknownFood(choice.foodId, pathOf(i)));
    }
    const grams = 'grams' in choice ? choice.grams : undefined;
    const portion = portionOf(food, lookup.portions.get(food.id) ?? [], choice, pathOf(i));
    return {
      name: food.name,
      grams: grams ?? (portion ? portion.grams * portion.quantity : 100),
      portion: grams === undefined ? portion : null,
      food,
      per100g: food,
      source: 'database',
      confidence: null,
    };
  });
}

/**
 * The portion a choice names (it must be one of the food's), else the food's usual one (its first)
 * when no grams are given. The item keeps the portion's own (English) label.
 */
function portionOf(food: FoodEntity, portions: FoodPortionEntity[], choice: FoodChoice, at: string) {
  if (!('portion' in choice)) {
    const usual = portions[0];
    return choice.grams === undefined && usual ? { label: usual.description, grams: usual.grams, quantity: 1 } : null;
  }
  const wanted = choice.portion;
  const portion = findPortion(portions, wanted.label);
  if (!portion) {
    throw InvalidInputError.from(unknownPortion(wanted.label, food.name, at));
  }
  const grams = portion.grams * wanted.quantity;
  if (grams < ITEM_GRAMS.min || grams > ITEM_GRAMS.max) throw InvalidInputError.from(portionOutOfRange(at));
  return { label: portion.description, grams: portion.grams, quantity: wanted.quantity };
}

/**
 * After a correction, what the scan may still be: the foods it was said to be before (the corrected
 * items, most likely first) and the earlier suggestions, without the foods now chosen.
 */
function suggestionsAfter(scan: Scan, items: ResolvedItem[]): Suggestion[] {
  const before: Suggestion[] = scan.items.flatMap((item) =>
    item.foodId === null
      ? []
      : [
          {
            foodId: item.foodId,
            name: item.name,
            confidence: item.confidence ?? 0,
            provider: scan.identification.provider ?? 'user',
          },
        ],
  );
  const left = new Set(items.flatMap((item) => (item.food ? [item.food.id] : [])));
  const suggestions: Suggestion[] = [];
  for (const suggestion of [...before, ...scan.suggestions]) {
    if (left.has(suggestion.foodId)) continue;
    left.add(suggestion.foodId);
    suggestions.push(suggestion);
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

/**
 * The Training page's category for a food: the one named like the food's own category, else
 * Pantry/Dry Goods (prepared dishes and foods the database lacks have no shelf of their own).
 */
export function trainingCategoryOf(food: Pick<FoodEntity, 'category'> | null): TrainingCategory {
  const category = food?.category?.toLowerCase() ?? '';
  const named = REFERENCE_CATEGORIES.find((c) => CATEGORY_NAMES[c].toLowerCase() === category);
  return named ?? 'pantry_dry_goods';
}

/** Row changes as the contract's scan fields (dates as text). */
function toScanChanges(changes: ScanChanges): Partial<Scan> {
  const { identifiedAt, correctedAt, ...rest } = changes;
  return {
    ...rest,
    ...(identifiedAt !== undefined ? { identifiedAt: identifiedAt?.toISOString() ?? null } : {}),
    ...(correctedAt !== undefined ? { correctedAt: correctedAt?.toISOString() ?? null } : {}),
  };
}
