import { describe, expect, it } from 'vitest';
import { FoodPortionEntity } from '../../../src/features/foods/food.entity';
import { findPortion, FoodNames } from '../../../src/features/foods/food-names';

const portion = (description: string, grams: number) =>
  Object.assign(new FoodPortionEntity(), { foodId: 'fndds-1', seq: grams, description, grams });

describe('portions in the reader’s language', () => {
  const names = new FoodNames([]);

  it('labels an item’s portion in the language and keeps items without one as they are', () => {
    const items = [
      { foodId: 'fndds-1', name: 'Tamale, meat', portion: { label: '1 cup', grams: 160, quantity: 2 } },
      { foodId: null, name: 'Grandma’s soup', portion: null },
    ];
    expect(names.items(items, 'de')).toEqual([
      { foodId: 'fndds-1', name: 'Tamale, meat', portion: { label: '1 Tasse', grams: 160, quantity: 2 } },
      { foodId: null, name: 'Grandma’s soup', portion: null },
    ]);
    expect(names.items(items, 'en')).toEqual(items);
  });

  it('finds a portion by its own label or the one it is shown under', () => {
    const portions = [portion('1 cup', 160), portion('1 large slice', 90)];
    expect(findPortion(portions, '1 large slice')?.grams).toBe(90);
    expect(findPortion(portions, '1 rebanada grande')?.grams).toBe(90);
    expect(findPortion(portions, '1 Scheibe (groß)')?.grams).toBe(90);
    expect(findPortion(portions, '1 Tasse')?.grams).toBe(160);
    expect(findPortion(portions, '1 Scheibe (klein)')).toBeUndefined();
  });

  it('refuses a shown label that two of the food’s portions share, rather than guess its weight', () => {
    const portions = [portion('1 piece', 30), portion('1 item', 50)];
    expect(findPortion(portions, '1 Stück')).toBeUndefined();
    expect(findPortion(portions, '1 item')?.grams).toBe(50);
    expect(findPortion(portions, '1 pieza')?.grams).toBe(30);
  });
});
