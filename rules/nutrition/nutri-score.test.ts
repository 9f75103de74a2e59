import { describe, expect, it } from 'vitest';
import { nutriScore, pointsFor } from './nutri-score';

describe('Nutri-Score', () => {
  it('scores a point per threshold strictly exceeded', () => {
    expect(pointsFor(10, [3.4, 6.8, 10, 14])).toBe(2);
    expect(pointsFor(10.01, [3.4, 6.8, 10, 14])).toBe(3);
  });

  it('grades a raw banana A (fruit points outweigh its sugar)', () => {
    const banana = nutriScore({
      energyKcal: 89,
      sugarsG: 12.2,
      saturatedFatG: 0.1,
      sodiumMg: 1,
      proteinG: 1.1,
      fibreG: 2.6,
      fruitVegPercent: 100,
    });
    expect(banana).toMatchObject({ negative: 4, positive: 5, points: -1, letter: 'A' });
    expect(banana.healthScore).toBeGreaterThanOrEqual(80);
  });

  it('counts cheese protein even with 11+ negative points, and grades cheddar D', () => {
    const cheddar = nutriScore({
      energyKcal: 403,
      sugarsG: 0.5,
      saturatedFatG: 21,
      sodiumMg: 621,
      proteinG: 25,
      fibreG: 0,
      isCheese: true,
    });
    expect(cheddar).toMatchObject({ negative: 22, positive: 7, points: 15, letter: 'D' });
    expect(cheddar.healthScore).toBeGreaterThanOrEqual(20);
    expect(cheddar.healthScore).toBeLessThan(40);
    const notCheese = nutriScore({
      ...{ energyKcal: 403, sugarsG: 0.5, saturatedFatG: 21, sodiumMg: 621 },
      proteinG: 25,
      fibreG: 0,
    });
    expect(notCheese.positive).toBe(0);
  });

  it('caps red-meat protein at 2 points', () => {
    const beef = nutriScore({
      energyKcal: 250,
      sugarsG: 0,
      saturatedFatG: 6,
      sodiumMg: 70,
      proteinG: 26,
      fibreG: 0,
      isRedMeat: true,
    });
    expect(beef.positive).toBe(2);
  });

  it('uses the beverage tables: a cola is E, shown as grade F', () => {
    const cola = nutriScore({
      kind: 'beverage',
      energyKcal: 42,
      sugarsG: 10.6,
      saturatedFatG: 0,
      sodiumMg: 4,
      proteinG: 0,
      fibreG: 0,
    });
    expect(cola).toMatchObject({ negative: 12, points: 12, letter: 'E' });
    expect(cola.healthScore).toBeLessThan(20);
    expect(
      nutriScore({ kind: 'water', energyKcal: 0, sugarsG: 0, saturatedFatG: 0, sodiumMg: 0, proteinG: 0, fibreG: 0 }),
    ).toMatchObject({
      letter: 'A',
      healthScore: 100,
    });
  });

  it('uses energy from saturates and the saturated/total ratio for fats and oils', () => {
    const oil = nutriScore({
      kind: 'fat',
      energyKcal: 884,
      fatG: 100,
      saturatedFatG: 13.8,
      sugarsG: 0,
      sodiumMg: 2,
      proteinG: 0,
      fibreG: 0,
    });
    expect(oil.negative).toBe(5); // 510 kJ from saturates → 4, ratio 13.8 % → 1
    expect(oil.letter).toBe('C');
  });

  it('keeps health score bands in step with grades (A ≥ 80, B ≥ 60, C ≥ 40, D ≥ 20)', () => {
    for (let sugars = 0; sugars <= 60; sugars += 3) {
      for (const satFat of [0, 2, 5, 9]) {
        const r = nutriScore({
          energyKcal: 100 + sugars * 4,
          sugarsG: sugars,
          saturatedFatG: satFat,
          sodiumMg: 200,
          proteinG: 5,
          fibreG: 2,
        });
        const floor = { A: 80, B: 60, C: 40, D: 20, E: 0 }[r.letter];
        expect(r.healthScore, JSON.stringify(r)).toBeGreaterThanOrEqual(floor);
        expect(r.healthScore).toBeLessThan(floor + 21);
      }
    }
  });
});

/**
 * Golden cases: products whose 2023 Nutri-Score was published by an independent
 * implementation (Open Food Facts' reference results for the 2023 algorithm),
 * entered here as their per-100 g figures. Energy is given in kJ there.
 */
describe('Nutri-Score golden cases (published 2023 results)', () => {
  const kcal = (kj: number) => kj / 4.184;
  const golden = [
    {
      name: 'cookies (general food, protein not counted at 20 negative points)',
      input: { energyKcal: kcal(3460), fatG: 90, saturatedFatG: 15, sugarsG: 0, sodiumMg: 0, proteinG: 0, fibreG: 0 },
      expected: { negative: 20, positive: 0, points: 20, letter: 'E' },
    },
    {
      name: 'breakfast cereals (fibre counts, protein does not at 18 negative points)',
      input: {
        ...{ energyKcal: kcal(2450), saturatedFatG: 1.03, sugarsG: 31, sodiumMg: 221 },
        ...{ proteinG: 10.3, fibreG: 6.9 },
      },
      expected: { negative: 18, positive: 4, points: 14, letter: 'D' },
    },
    {
      name: 'oyster-mushroom dish, 69 % vegetables (protein at exactly 2.4 g scores nothing)',
      input: {
        ...{ energyKcal: kcal(667), saturatedFatG: 1.2, sugarsG: 1.1, sodiumMg: 400 },
        ...{ proteinG: 2.4, fibreG: 10.9, fruitVegPercent: 69 },
      },
      expected: { negative: 6, positive: 7, points: -1, letter: 'A' },
    },
    {
      name: 'rapeseed oil (fats variant: 259 kJ from saturates, 7 % saturated ratio)',
      input: {
        kind: 'fat' as const,
        ...{ energyKcal: kcal(3760), fatG: 100, saturatedFatG: 7, sugarsG: 0, sodiumMg: 0, proteinG: 0, fibreG: 0 },
      },
      expected: { negative: 2, positive: 0, points: 2, letter: 'B' },
    },
    {
      name: 'iced tea with a non-nutritive sweetener (beverage tables, +4 for the sweetener)',
      input: {
        kind: 'beverage' as const,
        hasSweeteners: true,
        ...{ energyKcal: kcal(82), saturatedFatG: 0, sugarsG: 4.5, sodiumMg: 10, proteinG: 0, fibreG: 0 },
        fruitVegPercent: 0.1,
      },
      expected: { negative: 8, positive: 0, points: 8, letter: 'D' },
    },
  ];
  it.each(golden)('$name', ({ input, expected }) => {
    expect(nutriScore(input)).toMatchObject(expected);
  });

  it('counts protein for fats, oils, nuts and seeds only below 7 negative points', () => {
    // Walnuts-like: 2736 kJ, 6.1 g saturates of 65 g fat, 2.6 g sugars, 15 g protein, 6.7 g fibre.
    const nuts = {
      kind: 'fat' as const,
      energyKcal: 654,
      fatG: 65,
      sugarsG: 2.6,
      sodiumMg: 2,
      proteinG: 15,
      fibreG: 6.7,
    };
    const lowSaturates = nutriScore({ ...nuts, saturatedFatG: 6.1 }); // 226 kJ → 1, ratio 9.4 % → 0
    expect(lowSaturates.components.protein).toBe(6); // 15 g exceeds six thresholds
    const highSaturates = nutriScore({ ...nuts, saturatedFatG: 20 }); // 740 kJ → 6, ratio 30.8 % → 4
    expect(highSaturates.negative).toBe(10);
    expect(highSaturates.components.protein).toBe(0);
  });
});
