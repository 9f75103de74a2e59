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

  it('says what is wrong with each field that is not', () => {
    expect(parseGoals({ calories: '300', protein: '', carbs: '12.5', fat: 'lots' })).toEqual({
      problems: {
        calories: 'Enter a whole number from 500 to 10,000 kcal.',
        protein: 'Enter a whole number from 0 to 500 g.',
        carbs: 'Enter a whole number from 0 to 1,500 g.',
        fat: 'Enter a whole number from 0 to 500 g.',
      },
    });
  });
});
