import { In, type DataSource } from 'typeorm';
import type { FoodNutrition, FoodSearchResult, Language, Portion } from '../../generated/types.gen';
import { round1 } from '@rules/nutrition/amounts';
import { foodNova, mealNutrition } from '@rules/nutrition/meal-nutrition';
import { NOVA_LABELS } from '@rules/nutrition/nova';
import { parseBuiltinFoods } from './builtin/builtin-foods';
import { FoodBarcodeEntity, FoodEntity, FoodPortionEntity } from './food.entity';
import { closestTerms, queryTokens, rank, tokenize, type SearchCandidate } from '@rules/foods/food-ranking';
import { createFoodStore } from './food.repository';
import { FoodNames } from './food-names';
import { CANDIDATES_PER_TIER, type FoodStore } from './food-store';

/** The food database: search, per-serving nutrition with its health score, and barcodes. */
/** Foods by id, and each one's portions in their order, looked up together. */
export interface FoodLookup {
  foods: Map<string, FoodEntity>;
  portions: Map<string, FoodPortionEntity[]>;
}

export class FoodService {
  readonly store: FoodStore;
  private foodNames: FoodNames | null = null;

  constructor(readonly dataSource: DataSource) {
    this.store = createFoodStore(dataSource);
  }

  /**
   * Loads the built-in foods (idempotent: upserts every row, drops built-ins
   * no longer in the file). Runs on every start, so a fresh machine can
   * search at once and a changed data file takes effect.
   */
  async loadBuiltin(): Promise<number> {
    const foods = parseBuiltinFoods();
    await this.store.transaction(async (writer) => {
      for (let i = 0; i < foods.length; i += 200) await writer.upsert(foods.slice(i, i + 200));
    });
    const keep = new Set(foods.map((f) => f.id));
    const stale = (
      await this.dataSource.getRepository(FoodEntity).find({ where: { source: 'builtin' }, select: { id: true } })
    )
      .map((f) => f.id)
      .filter((id) => !keep.has(id));
    if (stale.length > 0) await this.dataSource.getRepository(FoodEntity).delete(stale);
    return foods.length;
  }

  /** Foods' names in the reader's language (read from the data files when first needed). */
  get names(): FoodNames {
    this.foodNames ??= new FoodNames();
    return this.foodNames;
  }

  async count(): Promise<number> {
    return this.dataSource.getRepository(FoodEntity).count();
  }

  /**
   * Best matches for a free-text query: generic foods and brands are fetched
   * separately (so brands never crowd out the generic food), re-ranked
   * together, and misspelt words are retried with their closest known words (unless `typos` is
   * false: a caller that reads many phrases asks for them only when the words as typed found
   * nothing), and brands are searched too unless `brands` is false (the generic foods alone are
   * a small table; millions of products are read only when the generic foods name nothing).
   */
  async search(
    query: string,
    limit: number,
    { typos = true, brands = true }: { typos?: boolean; brands?: boolean } = {},
  ): Promise<SearchCandidate[]> {
    const tokens = queryTokens(query);
    if (tokens.length === 0) return [];
    let candidates = await this.candidates(
      tokens.map((t) => [t]),
      brands,
    );
    if (typos && candidates.length < limit) {
      const corrected = await this.correctTypos(tokens);
      if (corrected) candidates = candidates.concat(await this.candidates(corrected, brands));
    }
    return rank(candidates, tokens, limit);
  }

  private async candidates(tokenAlternatives: string[][], brands = true) {
    const [generic, brand] = await Promise.all([
      this.store.candidates(tokenAlternatives, 'generic', CANDIDATES_PER_TIER),
      brands ? this.store.candidates(tokenAlternatives, 'brand', CANDIDATES_PER_TIER) : [],
    ]);
    return generic.concat(brand);
  }

  /** Each word plus its closest known spellings; null when there is nothing to add. */
  private async correctTypos(tokens: string[]): Promise<string[][] | null> {
    let changed = false;
    const alternatives: string[][] = [];
    for (const token of tokens) {
      const suggestions = closestTerms(token, await this.store.vocabulary(token));
      if (suggestions.length > 0) changed = true;
      alternatives.push([token, ...suggestions]);
    }
    return changed ? alternatives : null;
  }

  async findById(id: string): Promise<FoodEntity | null> {
    return this.dataSource.getRepository(FoodEntity).findOneBy({ id });
  }

  /**
   * Several foods with their portions in two queries (not one per food): the foods by id, and each
   * food's portions in their order. A food the database lacks is absent from `foods`.
   */
  async lookup(ids: Iterable<string>): Promise<FoodLookup> {
    const wanted = [...new Set(ids)];
    const foods = new Map<string, FoodEntity>();
    const portions = new Map<string, FoodPortionEntity[]>();
    if (wanted.length === 0) return { foods, portions };
    const [foodRows, portionRows] = await Promise.all([
      this.dataSource.getRepository(FoodEntity).findBy({ id: In(wanted) }),
      this.dataSource
        .getRepository(FoodPortionEntity)
        .find({ where: { foodId: In(wanted) }, order: { foodId: 'ASC', seq: 'ASC' } }),
    ]);
    for (const food of foodRows) foods.set(food.id, food);
    for (const portion of portionRows) portions.set(portion.foodId, [...(portions.get(portion.foodId) ?? []), portion]);
    return { foods, portions };
  }

  async findByBarcode(code: string): Promise<FoodEntity | null> {
    const barcode = await this.dataSource.getRepository(FoodBarcodeEntity).findOneBy({ code: normaliseBarcode(code) });
    return barcode ? this.findById(barcode.foodId) : null;
  }

  async portions(foodId: string): Promise<FoodPortionEntity[]> {
    return this.dataSource.getRepository(FoodPortionEntity).find({ where: { foodId }, order: { seq: 'ASC' } });
  }

  /**
   * A household portion of the food, `count` of them: the one whose description has the words asked
   * for ('medium' finds '1 medium'), else the first (the usual serving). Null when the database has
   * no portion for the food.
   */
  async householdPortion(
    foodId: string,
    wanted: { name: string; count: number } | null = null,
  ): Promise<Portion | null> {
    const portions = await this.portions(foodId);
    const first = portions[0];
    if (!first) return null;
    const words = wanted ? tokenize(wanted.name) : [];
    const named =
      words.length > 0
        ? portions.find((p) => words.every((word) => tokenize(p.description).includes(word)))
        : undefined;
    const chosen = named ?? first;
    return { label: chosen.description, grams: chosen.grams, quantity: wanted && wanted.count > 0 ? wanted.count : 1 };
  }

  /**
   * Nutrition for one serving (the first household portion, else 100 g), computed as any meal is;
   * the food and its portions named in `language`.
   */
  async nutrition(food: FoodEntity, language: Language = 'en'): Promise<FoodNutrition> {
    const portions = await this.portions(food.id);
    const [portion] = portions;
    const grams = portion?.grams ?? 100;
    const meal = mealNutrition([{ name: food.name, grams, per100g: food, food }]);
    const serving = meal.totals;
    const score = meal.nutriScore;
    // A food from the table always has numbers (missing ones count as none), so it always has a score.
    if (!score) throw new Error(`no Nutri-Score for food ${food.id}`);
    return {
      foodId: food.id,
      foodName: this.names.name(food.id, food.name, language),
      category: food.category ?? food.dataType,
      servingSize: portion
        ? `${this.names.portion({ label: portion.description }, language).label} (${round1(grams)} g)`
        : '100 g',
      processingLevel: NOVA_LABELS[meal.nova ?? foodNova(food)],
      healthScore: score.healthScore,
      grade: score.letter,
      calories: Math.round(round1(serving.energyKcal)),
      kcalPer100g: food.energyKcal ?? 0, // missing counts as none, as in the serving above
      protein: round1(serving.proteinG),
      carbs: round1(serving.carbohydrateG),
      fat: round1(serving.fatG),
      portions: portions.map((p) => this.names.portion({ label: p.description, grams: p.grams }, language)),
    };
  }
}

/** A food as a search answers it, named in `language`. */
export const toSearchResult = (
  food: SearchCandidate | FoodEntity,
  names: FoodNames,
  language: Language,
): FoodSearchResult => ({
  id: food.id,
  name: names.name(food.id, food.name, language),
  brand: food.brand,
  description: food.description,
  type: food.dataType === 'Brand' ? 'Brand' : food.dataType,
});

/** Barcodes are stored as 13 digits: UPC-A (12) gains a leading 0, as scanners report it as EAN-13. */
export function normaliseBarcode(code: string): string {
  const digits = code.replace(/\D/g, '');
  if (digits.length === 12) return `0${digits}`;
  if (digits.length === 14 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
