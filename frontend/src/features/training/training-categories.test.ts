import { describe, expect, it } from 'vitest';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import { messages as english } from '@/lib/i18n/messages/en';
import { TRAINING_CATEGORY_NAMES } from '@rules/training/categories';
import { categoryName, PRIORITY_CATEGORIES, TRAINING_CATEGORIES } from './training-categories';

const inEnglish = makeIntl('en', english);

/** Relative luminance contrast of a hex colour against white (WCAG 2). */
function contrastOnWhite(hex: string) {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('training categories', () => {
  it('are the ten categories, in the page’s order, each complete', () => {
    expect(TRAINING_CATEGORIES.map((c) => c.id)).toEqual([
      'produce',
      'meat_seafood',
      'dairy_eggs',
      'bakery',
      'pantry_dry_goods',
      'frozen_foods',
      'beverages',
      'snacks_sweets',
      'condiments_sauces',
      'health_specialty',
    ]);
    for (const category of TRAINING_CATEGORIES) {
      for (const id of [category.name, category.description, category.examples, ...category.photoIdeas]) {
        expect(english[id], id).toBeTruthy();
      }
      expect(category.photoIdeas.length).toBeGreaterThan(0);
      expect(contrastOnWhite(category.color), category.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts Pantry/Dry Goods, Snacks & Sweets, Produce and Meat & Seafood first', () => {
    expect(PRIORITY_CATEGORIES.map((id) => categoryName(inEnglish, id))).toEqual([
      'Pantry/Dry Goods',
      'Snacks & Sweets',
      'Produce',
      'Meat & Seafood',
    ]);
  });

  it('names each category in English as the server and the food database do, and in German', async () => {
    for (const category of TRAINING_CATEGORIES) {
      expect(categoryName(inEnglish, category.id)).toBe(TRAINING_CATEGORY_NAMES[category.id]);
    }
    const inGerman = makeIntl('de-DE', await loadMessages('de'));
    expect(categoryName(inGerman, 'dairy_eggs')).toBe('Milchprodukte & Eier');
  });
});
