import { describe, expect, it } from 'vitest';
import { draftOf, parseGoals } from './goal-rules';

describe('parseGoals', () => {
  it('takes whole numbers within the API’s limits', () => {
    expect(parseGoals(draftOf({ calories: 1800, protein: 90, carbs: 200, fat: 60 }))).toEqual({
      goals: { calories: 1800, protein: 90, carbs: 200, fat: 60 },
    });
    expect(parseGoals({ calories: ' 2500 ', protein: '0', carbs: '1500', fat: '500' })).toEqual({
      goals: { calories: 2500, protein: 0, carbs: 1500, fat: 500 },
    });
  });

  it('says what is wrong with each field that is not, with its range and unit', () => {
    expect(parseGoals({ calories: '300', protein: '', carbs: '12.5', fat: 'lots' })).toEqual({
      problems: {
        calories: { min: 500, max: 10000, unit: 'kcal' },
        protein: { min: 0, max: 500, unit: 'g' },
        carbs: { min: 0, max: 1500, unit: 'g' },
        fat: { min: 0, max: 500, unit: 'g' },
      },
    });
  });

  it('shows and takes the energy goal in kJ, storing whole kcal', () => {
    const draft = draftOf({ calories: 2000, protein: 90, carbs: 200, fat: 60 }, 'kJ');
    expect(draft.calories).toBe('8368');
    expect(parseGoals(draft, 'kJ')).toEqual({ goals: { calories: 2000, protein: 90, carbs: 200, fat: 60 } });
    expect(parseGoals({ ...draft, calories: '8400' }, 'kJ')).toEqual({
      goals: { calories: 2008, protein: 90, carbs: 200, fat: 60 },
    });
    // 500–10,000 kcal is 2,092–41,840 kJ.
    expect(parseGoals({ ...draft, calories: '2000' }, 'kJ')).toEqual({
      problems: { calories: { min: 2092, max: 41840, unit: 'kJ' } },
    });
  });
});
