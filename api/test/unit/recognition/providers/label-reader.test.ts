import { describe, expect, it } from 'vitest';
import { parseNutritionLabel, readAmount } from '../../../../src/features/recognition/providers/label-reader';

/** What tesseract read off the test label photo, with its typical confusions inside numbers. */
const OCR_TEXT = `Nutrition Facts
8 servings per container
Serving size 2/3 cup (55g)
Amount per serving
Calories 230
Total Fat 8g
Saturated Fat 1g
Trans Fat 0g
Cholesterol Omg
Sodium 160mg
Total Carbohydrate 379
Dietary Fiber 49
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 3g
INGREDIENTS: WHOLE GRAIN OATS, SUGAR, CANOLA OIL, HONEY.
CONTAINS: WHEAT, Sov.`;

describe('the nutrition-label parser', () => {
  it('reads every number of a Nutrition Facts panel, fixing OCR confusions inside numbers', () => {
    expect(parseNutritionLabel(OCR_TEXT)).toEqual({
      servingSizeG: 55,
      energyKcal: 230,
      fatG: 8,
      saturatedFatG: 1,
      sodiumMg: 160,
      carbohydrateG: 37, // '379': the g read as 9
      fibreG: 4, // '49'
      sugarsG: 12,
      proteinG: 3,
      ingredientsText: 'WHOLE GRAIN OATS, SUGAR, CANOLA OIL, HONEY',
      containsText: 'CONTAINS: WHEAT, Sov.',
    });
  });

  it('fixes letters read for digits', () => {
    expect(readAmount('O', 'mg')).toBe(0);
    expect(readAmount('1O0mg', 'mg')).toBe(100);
    expect(readAmount('l2g', 'g')).toBe(12);
    expect(readAmount('628', 'g')).toBe(62); // serif 'g' read as 8
    expect(readAmount('2.5g', 'g')).toBe(2.5);
    expect(readAmount('230', 'kcal')).toBe(230);
    expect(readAmount('abc', 'g')).toBeNull();
  });

  it('finds no label in ordinary text', () => {
    expect(parseNutritionLabel('Grandma’s recipe\nServes 4\nBake at 180 for 40 minutes')).toBeNull();
    expect(parseNutritionLabel('')).toBeNull();
  });
});
