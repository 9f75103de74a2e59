import { describe, expect, it } from 'vitest';
import type { ScanEntity } from '../../../src/features/scans/scan.entity';
import { scanFields, type Plate } from '../../../src/features/scans/scan-pipeline';
import { toScan } from '../../../src/features/scans/scan.service';
import { mealNutrition } from '@rules/nutrition/meal-nutrition';

const per100g = (fatG: number) => ({
  energyKcal: 50,
  proteinG: 1,
  carbohydrateG: 10,
  fatG,
  saturatedFatG: 0,
  sugarsG: 5,
  fibreG: 2,
  sodiumMg: 10,
});

/** A plate of the user's items, as a correction makes it, stored and read back as the API answers. */
function answered(items: { name: string; grams: number; fatG: number | null }[]) {
  const resolved = items.map((item) => ({
    name: item.name,
    grams: item.grams,
    portion: null,
    food: null,
    per100g: item.fatG === null ? null : per100g(item.fatG),
    source: 'user' as const,
    confidence: null,
  }));
  const plate: Plate = {
    foodName: 'Meal',
    identification: { status: 'identified', provider: 'user', reason: null },
    items: resolved,
    suggestions: [],
    nutrition: mealNutrition(resolved.map(({ name, grams, per100g }) => ({ name, grams, per100g, food: null }))),
    confidence: null,
  };
  const row = {
    ...scanFields(plate),
    id: 'scan-1',
    userId: 'user-1',
    imageUrl: null,
    thumbnailUrl: null,
    meal: 'lunch',
    note: null,
    identifiedAt: null,
    correctedAt: null,
    createdAt: new Date('2026-11-26T12:00:00Z'),
  } as ScanEntity;
  return toScan(row);
}

describe("a scan's totals", () => {
  it('are rounded once from the exact sums, not summed from the rounded items', () => {
    // Two foods of 0.35 g fat each: 0.4 g apiece when rounded, 0.7 g together, as Nutrition Facts says.
    const scan = answered([
      { name: 'Pear', grams: 100, fatG: 0.35 },
      { name: 'Apple', grams: 100, fatG: 0.35 },
    ]);
    expect(scan.items.map((item) => item.fat)).toEqual([0.4, 0.4]);
    expect(scan.totals).toEqual({ calories: 100, protein: 2, carbs: 20, fat: 0.7, fibre: 4, sugar: 10, sodium: 20 });
  });

  it("carry the grade as Nutri-Score's letter, and the first shape's macro text from the same numbers", () => {
    const scan = answered([{ name: 'Pear', grams: 150, fatG: 0.3 }]);
    expect(scan.grade).toMatch(/^[A-E]$/);
    expect(scan.grade).toBe(scan.nutritionalInfo?.healthMetrics?.nutritionGrade);
    expect(scan.totals).toMatchObject({ protein: 1.5, carbs: 15, fat: 0.5 });
    expect(scan).toMatchObject({ calories: 75, protein: '1.5g', carbs: '15g', fat: '0.5g' });
  });

  it('sum the items that are known, and are not known when none is', () => {
    const partly = answered([
      { name: 'Pear', grams: 100, fatG: 0.3 },
      { name: 'Grandma’s pie', grams: 120, fatG: null },
    ]);
    expect(partly.totals?.calories).toBe(50);
    expect(partly.items[1]).toMatchObject({ calories: null, fat: null });

    const unknown = answered([{ name: 'Grandma’s pie', grams: 120, fatG: null }]);
    expect(unknown).toMatchObject({ totals: null, grade: null, calories: null, protein: null, carbs: null, fat: null });
  });
});
