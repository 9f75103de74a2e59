import { describe, expect, it } from 'vitest';
import { feetInchesToCm, poundsToKg } from '@rules/units/units';
import { bodyProblems, calculateGoals } from './goal-calculator';

describe('calculateGoals (Mifflin-St Jeor)', () => {
  it('matches the equation for a man: 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 1780 kcal at rest', () => {
    const result = calculateGoals({ ageYears: 30, sex: 'male', heightCm: 180, weightKg: 80, activity: 'moderate' });
    expect(result.bmr).toBe(1780);
    expect(result.factor).toBe(1.55);
    expect(result.goals.calories).toBe(2760); // 1780 × 1.55 = 2759, to the nearest 10
    // 20 % protein, 50 % carbohydrate, 30 % fat of those kcal.
    expect(result.goals).toEqual({ calories: 2760, protein: 138, carbs: 345, fat: 92 });
  });

  it('takes 161 kcal off for a woman, and scales with activity', () => {
    const rest = calculateGoals({ ageYears: 45, sex: 'female', heightCm: 165, weightKg: 62, activity: 'sedentary' });
    expect(rest.bmr).toBe(1265); // 10 × 62 + 6.25 × 165 − 5 × 45 − 161 = 1265.25, shown whole
    expect(rest.goals.calories).toBe(1520); // 1265.25 × 1.2 = 1518.3
  });

  it('gives a US user the same goals from 5 ft 10 in and 170 lb as from 177.8 cm and 77.1 kg', () => {
    const metric = { ageYears: 35, sex: 'male', activity: 'light' } as const;
    const imperial = calculateGoals({
      ...metric,
      heightCm: feetInchesToCm(5, 10),
      weightKg: poundsToKg(170),
    });
    expect(feetInchesToCm(5, 10)).toBeCloseTo(177.8, 6);
    expect(imperial.goals).toEqual(calculateGoals({ ...metric, heightCm: 177.8, weightKg: 77.1 }).goals);
  });

  it('refuses inputs outside plausible bodies, per field', () => {
    expect(bodyProblems({ ageYears: 8, sex: 'female', heightCm: 165, weightKg: 62, activity: 'light' })).toEqual({
      ageYears: { min: 13, max: 100 },
    });
    expect(
      Object.keys(bodyProblems({ ageYears: 30, sex: 'male', heightCm: NaN, weightKg: 900, activity: 'light' })),
    ).toEqual(['heightCm', 'weightKg']);
  });
});
