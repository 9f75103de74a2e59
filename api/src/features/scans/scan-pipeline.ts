import { serverMessage } from '@rules/errors/server-messages';
import { createHash } from 'node:crypto';
import type {
  Identification,
  Language,
  NumberSource,
  Portion,
  Scan,
  ScanItem,
  Suggestion,
} from '../../generated/types.gen';
import { isUniqueViolation } from '../../db/db-errors';
import { IdempotencyKeyReusedError } from '../../errors';
import type { Logger } from '../../logger';
import { matchToDatabase } from './food-matching';
import type { FoodEntity } from '../foods/food.entity';
import type { FoodService } from '../foods/food.service';
import { processUpload, type ProcessedImage } from '../images/image-intake';
import { round1 } from '@rules/nutrition/amounts';
import { mealNutrition, type KnownAmounts, type MealNutrition } from '@rules/nutrition/meal-nutrition';
import {
  showsNoFood,
  type LabelReading,
  type Opinion,
  type Recognition,
  type RecognizerChain,
} from '../recognition/chain/recognizer-chain';
import type { ScanFields, ScanService, ScanTiming } from './scan.service';
import { SAVED_MEAL_PROVIDER, type MealPhotos, type MealSighting } from '../shortcuts/meal-photos';

/** The readable name of a scan whose food was not identified. */
export const NOT_IDENTIFIED = 'Not identified';
/** A scan offers at most this many other foods. */
export const MAX_SUGGESTIONS = 5;
/** Candidates looked up in the food database per scan (each is a search). */
const MAX_OPINIONS_LOOKED_UP = 10;

/** One item of a meal resolved against the food database: which food, how much, and whose numbers. */
export interface ResolvedItem {
  /** The name the recognizer gave (or, for a food the user chose, the database's name). */
  name: string;
  grams: number;
  portion: Portion | null;
  food: FoodEntity | null;
  /** Per-100 g nutrients: the food's, a label's, or a vision model's estimate; null when unknown. */
  per100g: Partial<KnownAmounts> | null;
  source: NumberSource;
  /** How sure the recognizer was, 0–1; null for an item the user chose. */
  confidence: number | null;
}

/** What a photo shows: identified (or why not), its items and their computed nutrition. */
export interface Plate {
  foodName: string;
  identification: Identification;
  items: ResolvedItem[];
  /** Other foods the photo may show, best first, the items' foods left out. */
  suggestions: Suggestion[];
  nutrition: MealNutrition;
  /** Percent, weighted by the items' grams; null when nothing was identified. */
  confidence: number | null;
  /** Why nothing was identified, in an operator's words (logged; shown on the Labs page only). */
  reasonDetail?: string | null;
}

/**
 * The scan pipeline, one step after another:
 *
 *   intake (check the photo by its bytes, upright, strip metadata, resize)
 *   → recognize (the recognizer chain names the foods, or says why it cannot)
 *   → resolve (each item against the food database, with where its numbers come from)
 *   → compute (nutrition of the whole meal, in one place: nutrition/meal-nutrition.ts)
 *   → store (the row and both photos, all or nothing).
 *
 * A scan runs all five; the recognition test (`recognize`) stops before storing.
 */
export class ScanPipeline {
  constructor(
    private readonly deps: {
      recognizer: RecognizerChain;
      foods: FoodService;
      scans: ScanService;
      logger: Logger;
      /** The user's saved meals, recognised from their photos; absent, no meal is recognised. */
      mealPhotos?: Pick<MealPhotos, 'sighting'>;
    },
  ) {}

  /**
   * Runs the whole pipeline for a new scan of `userId`'s. With an idempotency key the upload is
   * done at most once: a key already used answers the scan it made (`replayed`), even when two
   * requests with it race (the database's unique index decides). The key belongs to one request:
   * sent again with another photo or other fields (`request`), it is refused.
   */
  async scan(
    userId: string,
    upload: Buffer,
    timing: ScanTiming,
    idempotency: { key: string; request: Record<string, unknown> } | null = null,
  ): Promise<{ scan: Scan; replayed: boolean }> {
    const fingerprint = idempotency ? requestFingerprint(upload, idempotency.request) : null;
    const replay = async () => {
      const earlier = idempotency ? await this.deps.scans.findByIdempotencyKey(userId, idempotency.key) : null;
      if (earlier && earlier.fingerprint !== null && earlier.fingerprint !== fingerprint) {
        throw new IdempotencyKeyReusedError(serverMessage('scan.idempotencyKeyReused'));
      }
      return earlier?.scan ?? null;
    };
    const earlier = await replay();
    if (earlier) return { scan: earlier, replayed: true };
    const photo = await processUpload(upload);
    const plate = await this.plateOf(photo, userId);
    try {
      return {
        scan: await this.deps.scans.create(
          userId,
          photo,
          scanFields(plate),
          timing,
          idempotency && fingerprint ? { key: idempotency.key, fingerprint } : null,
        ),
        replayed: false,
      };
    } catch (error) {
      const winner = idempotency && isUniqueViolation(error) ? await replay() : null;
      if (!winner) throw error;
      return { scan: winner, replayed: true };
    }
  }

  /** Every step but storing: what a scan of this photo would find. */
  async recognize(userId: string, upload: Buffer): Promise<Plate> {
    return this.plateOf(await processUpload(upload), userId);
  }

  /**
   * What the photo shows. A photo sure to be one of the user's saved meals (close to the meal's own
   * photos) is that meal, in its foods and portions, unless a label or barcode was read (print is
   * exact); one only like a meal keeps what the recognizers said, with the meal as the first
   * suggestion.
   */
  private async plateOf(photo: ProcessedImage, userId: string): Promise<Plate> {
    const { recognition, reason, detail, opinions } = await this.deps.recognizer.recognize(photo.full, userId);
    // After the chain: the image model's answer for this photo is remembered, so it is not run again.
    const sighting = (await this.deps.mealPhotos?.sighting(userId, photo.full)) ?? null;
    if (sighting?.named && !readsPrint(recognition)) return this.mealPlate(sighting, opinions);
    if (!recognition || showsNoFood(recognition) || recognition.items.length === 0) {
      if (detail) this.deps.logger.info({ reason: detail }, 'scan not identified');
      return {
        ...unidentifiedPlate(recognition, reason),
        suggestions: withMealFirst(sighting, await this.suggestions(opinions, [])),
        reasonDetail: detail,
      };
    }
    const items = await this.resolve(recognition);
    return {
      ...composePlate(recognition, items),
      suggestions: withMealFirst(sighting, await this.suggestions(opinions, items)),
    };
  }

  /** The saved meal as the scan: its name, its foods in its portions, as sure as the photos are alike. */
  private async mealPlate({ meal, similarity }: MealSighting, opinions: Opinion[]): Promise<Plate> {
    const items = meal.items.map((item) => ({ ...item, confidence: similarity }));
    const plate = composePlate({ provider: SAVED_MEAL_PROVIDER, label: null, ingredients: [], allergens: [] }, items);
    return { ...plate, foodName: meal.name, suggestions: await this.suggestions(opinions, items) };
  }

  /**
   * The recognizers' other candidates as foods of the database, best first: each once, none of the
   * meal's own foods, at most five. A candidate the database cannot name is left out.
   */
  private async suggestions(opinions: Opinion[], items: ResolvedItem[]): Promise<Suggestion[]> {
    const taken = new Set(items.map((item) => item.food?.id).filter(Boolean));
    const suggestions: Suggestion[] = [];
    for (const opinion of opinions.slice(0, MAX_OPINIONS_LOOKED_UP)) {
      if (suggestions.length >= MAX_SUGGESTIONS) break;
      const food = opinion.foodId
        ? await this.deps.foods.findById(opinion.foodId)
        : ((
            await matchToDatabase(
              [{ name: opinion.name, grams: null, preparation: null, confidence: 0 }],
              this.deps.foods,
            )
          )[0]?.food ?? null);
      if (!food || taken.has(food.id)) continue;
      taken.add(food.id);
      suggestions.push({
        foodId: food.id,
        name: food.name,
        confidence: Math.round(Math.min(1, Math.max(0, opinion.confidence)) * 100),
        provider: opinion.provider,
      });
    }
    return suggestions;
  }

  /**
   * Each recognised item with its food database row, its amount and the source of its numbers.
   * Grams come from print (a label's serving) or from the food's household portions (the one the
   * recognizer named, else the first), never from the photo; a food the database lacks takes a
   * vision model's estimated weight, else is counted per 100 g.
   */
  private async resolve(recognition: Recognition): Promise<ResolvedItem[]> {
    const matched = await matchToDatabase(recognition.items, this.deps.foods);
    const items: ResolvedItem[] = [];
    for (const { item, food } of matched) {
      const portion =
        item.grams === null && food ? await this.deps.foods.householdPortion(food.id, item.portion ?? null) : null;
      items.push({
        name: item.name,
        grams: item.grams ?? (portion ? portion.grams * portion.quantity : (item.estimatedGrams ?? 100)),
        portion,
        food,
        per100g: null,
        source: 'estimate',
        confidence: item.confidence,
      });
    }
    const labelPer100g = labelPer100(
      recognition.label,
      items.reduce((sum, item) => sum + item.grams, 0),
    );
    return items.map((item, i) => {
      const [source, per100g]: [NumberSource, Partial<KnownAmounts> | null] = labelPer100g
        ? ['label', labelPer100g]
        : item.food
          ? ['database', item.food]
          : ['estimate', matched[i]?.item.estimatePer100g ?? null];
      return { ...item, source, per100g };
    });
  }
}

/** Whether the answer comes from print on the package (a nutrition label or a barcode). */
function readsPrint(recognition: Recognition | null): boolean {
  return recognition !== null && (recognition.label !== null || recognition.barcode !== null);
}

/** The saved meal a photo may show, first among the scan's suggestions (at most MAX_SUGGESTIONS). */
function withMealFirst(sighting: MealSighting | null, suggestions: Suggestion[]): Suggestion[] {
  const firstFood = sighting?.meal.items[0]?.food;
  if (!sighting || !firstFood) return suggestions;
  const meal: Suggestion = {
    foodId: firstFood.id,
    name: sighting.meal.name,
    confidence: Math.round(Math.min(1, Math.max(0, sighting.similarity)) * 100),
    provider: SAVED_MEAL_PROVIDER,
    savedMealId: sighting.meal.id,
  };
  return [meal, ...suggestions].slice(0, MAX_SUGGESTIONS);
}

/**
 * A printed label's numbers as per-100 g values: they are per serving as printed, so they are
 * spread over the serving (or, without a printed serving size, over the items' grams).
 */
function labelPer100(label: LabelReading | null, itemGrams: number): Partial<KnownAmounts> | null {
  if (!label || label.energyKcal === null) return null;
  const grams = label.servingSizeG ?? itemGrams;
  if (!(grams > 0)) return null;
  const per100 = (value: number | null) => (value === null ? null : (value * 100) / grams);
  return {
    energyKcal: per100(label.energyKcal),
    proteinG: per100(label.proteinG),
    carbohydrateG: per100(label.carbohydrateG),
    sugarsG: per100(label.sugarsG),
    fibreG: per100(label.fibreG),
    fatG: per100(label.fatG),
    saturatedFatG: per100(label.saturatedFatG),
    sodiumMg: per100(label.sodiumMg),
  };
}

/** The plate of an identified photo: its items' nutrition, computed once. */
export function composePlate(
  recognition: Pick<Recognition, 'provider' | 'label' | 'ingredients' | 'allergens'>,
  items: ResolvedItem[],
): Plate {
  const nutrition = mealNutrition(
    items.map((item) => ({ name: item.name, grams: item.grams, per100g: item.per100g, food: item.food })),
    {
      labelIngredients: recognition.label?.ingredientsText ?? null,
      labelContains: recognition.label?.containsText ?? null,
      ingredients: recognition.ingredients,
      allergens: recognition.allergens,
    },
  );
  const grams = items.reduce((sum, item) => sum + item.grams, 0) || 1;
  const confidence = (items.reduce((sum, item) => sum + (item.confidence ?? 1) * item.grams, 0) / grams) * 100;
  return {
    foodName: dishName(items.map((item) => item.name)),
    identification: { status: 'identified', provider: recognition.provider, reason: null },
    items,
    suggestions: [],
    nutrition,
    confidence: Math.min(100, Math.max(0, Math.round(confidence))),
  };
}

export function unidentifiedPlate(recognition: Recognition | null, reason: string | null): Plate {
  const notFood = recognition !== null && showsNoFood(recognition);
  return {
    foodName: NOT_IDENTIFIED,
    identification: {
      status: notFood ? 'not_food' : 'unidentified',
      provider: recognition?.provider ?? null,
      reason: reason ?? (notFood ? 'The photo does not seem to show food.' : 'No food was found in this photo.'),
    },
    items: [],
    suggestions: [],
    nutrition: mealNutrition([]),
    confidence: null,
  };
}

const orNull = (n: number | null, digits: (n: number) => number) => (n === null ? null : digits(n));

/** The contract's item: the food, its amount, its nutrients for that amount, and where they came from. */
export function toScanItem(item: ResolvedItem, amounts: KnownAmounts | null): ScanItem {
  return {
    foodId: item.food?.id ?? null,
    name: item.name,
    grams: round1(item.grams),
    portion: item.portion,
    calories: orNull(amounts?.energyKcal ?? null, Math.round),
    protein: orNull(amounts?.proteinG ?? null, round1),
    carbs: orNull(amounts?.carbohydrateG ?? null, round1),
    fat: orNull(amounts?.fatG ?? null, round1),
    fibre: orNull(amounts?.fibreG ?? null, round1),
    sugar: orNull(amounts?.sugarsG ?? null, round1),
    sodium: orNull(amounts?.sodiumMg ?? null, Math.round),
    source: item.source,
    confidence: item.confidence === null ? null : Math.round(item.confidence * 100),
  };
}

/** What a plate puts in a scan row: the readable summary fields and the items they come from. */
export function scanFields(plate: Plate): ScanFields {
  const { nutrition } = plate;
  const known = nutrition.known;
  return {
    foodName: plate.foodName,
    confidence: plate.confidence,
    calories: known ? Math.round(nutrition.totals.energyKcal) : null,
    proteinG: known ? round1(nutrition.totals.proteinG) : null,
    carbsG: known ? round1(nutrition.totals.carbohydrateG) : null,
    fatG: known ? round1(nutrition.totals.fatG) : null,
    fibreG: known ? round1(nutrition.totals.fibreG) : null,
    sugarG: known ? round1(nutrition.totals.sugarsG) : null,
    sodiumMg: known ? Math.round(nutrition.totals.sodiumMg) : null,
    ingredients: plate.items.length > 0 ? nutrition.ingredients : [],
    allergens: nutrition.contains,
    nutritionalInfo: nutrition.nutritionalInfo,
    identification: plate.identification,
    items: plate.items.map((item, i) => toScanItem(item, nutrition.itemAmounts[i] ?? null)),
    suggestions: plate.suggestions,
  };
}

/**
 * A plate's name from its foods' names, as the reader's language joins them: 'Greek salad';
 * 'Rice and chicken curry'; 'Toast, egg and avocado'; 'Arroz y pollo al curry'; 'Reis und
 * Hähnchencurry' (German keeps its nouns' capitals).
 */
export function dishName(names: string[], language: Language = 'en'): string {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  let text: string;
  if (unique.length <= 1) text = unique[0] ?? NOT_IDENTIFIED;
  else if (language === 'en') text = `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)!.toLowerCase()}`;
  else {
    const later = unique.slice(1).map((name) => (language === 'de' ? name : name.toLowerCase()));
    text = new Intl.ListFormat(language, { type: 'conjunction' }).format([unique[0]!, ...later]);
  }
  return (text.charAt(0).toUpperCase() + text.slice(1)).slice(0, 200);
}

/** SHA-256 of an upload and its form's fields (in a fixed order): what one idempotency key stands for. */
function requestFingerprint(upload: Buffer, fields: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key] ?? null]),
  );
  return createHash('sha256').update(upload).update('\n').update(canonical).digest('hex');
}
