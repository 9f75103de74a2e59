import { describe, expect, it } from 'vitest';
import type { TrainingImage } from '@/client';
import { TRAINING_CATEGORY_NAMES } from '@rules/training/categories';
import { groupByFood } from './reference-groups';

const shelf = (category: TrainingImage['category']) => TRAINING_CATEGORY_NAMES[category];

const image = (id: string, label: string | null, extra: Partial<TrainingImage> = {}): TrainingImage => ({
  id,
  category: 'produce',
  label,
  foodId: null,
  origin: 'upload',
  scanId: null,
  imageUrl: `/api/training/images/${id}`,
  thumbnailUrl: `/api/training/images/${id}?size=thumb`,
  createdAt: '2026-11-24T08:00:00Z',
  ...extra,
});

describe('groupByFood', () => {
  it('groups photos by the food they show, whatever the case, the most recently taught food first', () => {
    const groups = groupByFood(
      [
        image('3', 'Banana', { origin: 'correction', scanId: 's1', foodId: 'builtin-banana' }),
        image('2', 'Apple'),
        image('1', 'banana'),
      ],
      shelf,
    );
    expect(groups.map((g) => [g.food, g.images.map((i) => i.id)])).toEqual([
      ['Banana', ['3', '1']],
      ['Apple', ['2']],
    ]);
  });

  it('files a photo without a food name under its category', () => {
    expect(groupByFood([image('1', null, { category: 'bakery' }), image('2', '  ')], shelf)[0]!.food).toBe('Bakery');
    expect(groupByFood([image('2', '  ')], shelf)[0]!.food).toBe('Produce');
  });
});
