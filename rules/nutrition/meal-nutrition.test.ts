import { describe, expect, it } from 'vitest';
import { foodNova, mealNutrition, type FoodFacts, type MealItem } from './meal-nutrition';

/** Foods as the database holds them: per 100 g. */
const apple: FoodFacts = {
  name: 'Apple',
  energyKcal: 52,
  proteinG: 0.3,
  carbohydrateG: 13.8,
  sugarsG: 10.4,
  fibreG: 2.4,
  fatG: 0.2,
  saturatedFatG: 0,
  sodiumMg: 1,
  nutriKind: 'general',
  fruitVegPercent: 100,
  novaGroup: null,
  ingredients: null,
  allergens: [],
};
const cheddar: FoodFacts = {
  name: 'Cheddar cheese',
  energyKcal: 403,
  proteinG: 24.9,
  carbohydrateG: 1.3,
  sugarsG: 0.5,
  fibreG: 0,
  fatG: 33.1,
  saturatedFatG: 21.1,
  sodiumMg: 621,
  nutriKind: 'general',
  fruitVegPercent: 0,
  novaGroup: 3,
  ingredients: 'milk; salt; cultures; rennet',
  allergens: ['Milk'],
};
const item = (food: FoodFacts, grams: number): MealItem => ({ name: food.name, grams, per100g: food, food });

describe('mealNutrition: one function for the nutrition of any list of items', () => {
  it('scales one food to its grams, and scores it per 100 g (an apple, 200 g)', () => {
    const meal = mealNutrition([item(apple, 200)]);
    expect(meal.known).toBe(true);
    expect(meal.itemAmounts[0]).toEqual({
      energyKcal: 104,
      proteinG: 0.6,
      carbohydrateG: 27.6,
      sugarsG: 20.8,
      fibreG: 4.8,
      fatG: 0.4,
      saturatedFatG: 0,
      sodiumMg: 2,
    });
    // Per 100 g: sugars 10.4 g scores 3 (over 3.4, 6.8 and 10); fruit 100% takes 5 off: -2, grade A.
    expect(meal.nutriScore).toMatchObject({ points: -2, letter: 'A' });
    expect(meal.nova).toBe(1);
    expect(meal.ingredients).toEqual([{ name: 'Apple', percentage: 100 }]);
    expect(meal.nutritionalInfo).toMatchObject({
      servingSize: '200 g',
      calories: 104,
      protein: '0.6 g',
      totalCarbs: '27.6 g',
      totalSugars: '20.8 g',
      dietaryFiber: '4.8 g',
      totalFat: '0.4 g',
      sodium: '2 mg',
      processingLevel: 'Unprocessed or minimally processed',
      detailedAllergens: { contains: [], mayContain: [] },
    });
  });

  it('weighs a meal of two foods by grams: totals add up, the score is of the mix, NOVA is the most processed', () => {
    const meal = mealNutrition([item(apple, 150), item(cheddar, 50)]);
    expect(meal.totals.energyKcal).toBeCloseTo(52 * 1.5 + 403 * 0.5, 6); // 279.5
    expect(meal.totals.saturatedFatG).toBeCloseTo(10.55, 6);
    // Per 100 g of the mix (200 g): 139.75 kcal = 584.7 kJ (1 point), sugars 7.925 g (2), saturated fat
    // 5.275 g (5), salt 0.389 g (1): 9 negative. Protein 6.45 g (2), fibre 1.8 g (0), fruit 75% (2): 4.
    expect(meal.nutriScore).toMatchObject({ negative: 9, positive: 4, points: 5, letter: 'C' });
    expect(meal.nova).toBe(3); // cheddar (3) over apple (1)
    expect(meal.ingredients).toEqual([
      { name: 'Apple', percentage: 75 },
      { name: 'Cheddar cheese', percentage: 25 },
    ]);
    expect(meal.contains).toEqual(['Milk']); // from the cheese's name and ingredient list
    expect(meal.nutritionalInfo?.servingSize).toBe('200 g');
  });

  it('warns of a meal that brings much of a day’s saturated fat, though it is moderate per 100 g', () => {
    // 80 g of cheddar in 720 g of apple: 16.9 g saturated fat (84% of the 20 g reference), only 2.1 g
    // per 100 g of the meal (no per-100 g warning), and 0.93 g salt (15%: not said).
    const meal = mealNutrition([item(apple, 720), item(cheddar, 80)]);
    expect(meal.nutritionalInfo?.healthMetrics?.warnings).toContain(
      "A lot of saturated fat for one meal (16.9 g, 84% of a day's reference intake)",
    );
    expect(meal.nutritionalInfo?.healthMetrics?.warnings.join()).not.toMatch(/salt|High in saturated/);
    // Cheddar alone is high per 100 g: that warning says it, not a second one for the meal.
    const cheese = mealNutrition([item(cheddar, 100)]);
    expect(cheese.nutritionalInfo?.healthMetrics?.warnings).toContain('High in saturated fat (21.1 g per 100 g)');
    expect(cheese.nutritionalInfo?.healthMetrics?.warnings.join()).not.toMatch(/saturated fat for one meal/);
    // A small apple brings little of anything.
    expect(mealNutrition([item(apple, 150)]).nutritionalInfo?.healthMetrics?.warnings).toEqual([]);
  });

  it('leaves an item whose numbers are unknown out of the totals and the score, never counting it as zero', () => {
    const unknown: MealItem = { name: 'Grandma’s stew', grams: 300, per100g: null, food: null };
    const meal = mealNutrition([item(apple, 100), unknown]);
    expect(meal.itemAmounts[1]).toBeNull();
    expect(meal.totals.energyKcal).toBe(52);
    expect(meal.knownGrams).toBe(100);
    expect(meal.nutritionalInfo?.servingSize).toBe('100 g'); // the grams the numbers are for
    expect(meal.nutriScore?.letter).toBe('A'); // the apple's own score, not diluted by an unknown
    expect(meal.ingredients).toEqual([
      { name: 'Apple', percentage: 25 },
      { name: 'Grandma’s stew', percentage: 75 },
    ]);
  });

  it('has no totals, score or processing level when no item’s numbers are known', () => {
    const meal = mealNutrition([{ name: 'Mystery', grams: 100, per100g: null, food: null }]);
    expect(meal).toMatchObject({ known: false, nutriScore: null, nova: null, nutritionalInfo: null });
    expect(mealNutrition([])).toMatchObject({ known: false, nutritionalInfo: null, ingredients: [] });
  });

  it('keeps a nutrient the table lacks unknown for the item, adding nothing to the totals', () => {
    const noSodium: FoodFacts = { ...apple, sodiumMg: null };
    const meal = mealNutrition([item(noSodium, 100)]);
    expect(meal.itemAmounts[0]?.sodiumMg).toBeNull();
    expect(meal.totals.sodiumMg).toBe(0);
  });

  it('reads a label’s ingredient list: additives make it ultra-processed, with a warning naming them', () => {
    const bar: MealItem = {
      name: 'Cereal bar',
      grams: 40,
      per100g: {
        energyKcal: 400,
        proteinG: 5,
        carbohydrateG: 70,
        sugarsG: 30,
        fibreG: 3,
        fatG: 10,
        saturatedFatG: 4,
        sodiumMg: 200,
      },
      food: null,
    };
    const meal = mealNutrition([bar], {
      labelIngredients: 'oats, glucose syrup, palm fat, emulsifier (soy lecithin), flavouring',
      labelContains: 'Contains: oats, soy. May contain: peanuts, milk.',
    });
    expect(meal.nova).toBe(4);
    expect(meal.markers).toEqual(['emulsifier', 'soy lecithin', 'flavouring']);
    expect(meal.nutritionalInfo?.healthMetrics?.warnings).toContain(
      'Ultra-processed: emulsifier, soy lecithin, flavouring',
    );
    expect(meal.contains).toEqual(expect.arrayContaining(['Soy', 'Gluten']));
    expect(meal.mayContain).toEqual(expect.arrayContaining(['Peanuts', 'Milk']));
    expect(meal.mayContain).not.toContain('Soy'); // what it contains is not also 'may contain'
  });

  it('uses the ingredients a vision model saw, and maps its allergen words to the known allergens', () => {
    const meal = mealNutrition([item(apple, 100)], {
      ingredients: [
        { name: 'Apple', percentage: 90 },
        { name: 'Peanut butter', percentage: 10 },
      ],
      allergens: ['peanuts'],
    });
    expect(meal.ingredients).toEqual([
      { name: 'Apple', percentage: 90 },
      { name: 'Peanut butter', percentage: 10 },
    ]);
    expect(meal.contains).toContain('Peanuts'); // 'Peanut butter' names it
  });
});

describe('foodNova', () => {
  it('takes the group the source states, else decides it from the name and ingredient list', () => {
    expect(foodNova(cheddar)).toBe(3);
    expect(foodNova(apple)).toBe(1);
    expect(foodNova({ name: 'Cola', novaGroup: null, ingredients: null })).toBe(4);
    expect(foodNova({ name: 'Bar', novaGroup: null, ingredients: 'sugar, maltodextrin' })).toBe(4);
  });
});
