import { describe, expect, it } from 'vitest';
import {
  RecognizerChain,
  type LabelReading,
  type Recognition,
  type Recognizer,
} from '../src/features/recognition/recognizer';

const reading: LabelReading = {
  servingSizeG: 40,
  energyKcal: 190,
  fatG: 7,
  saturatedFatG: 1,
  sodiumMg: 95,
  carbohydrateG: 29,
  fibreG: 2,
  sugarsG: 12,
  proteinG: 3,
  ingredientsText: 'oats, honey',
  containsText: null,
};
const answer = (provider: string, extra: Partial<Recognition> = {}): Recognition => ({
  provider,
  isFood: true,
  items: [{ name: 'Granola bar', grams: 150, preparation: null, confidence: 0.8 }],
  ingredients: [],
  label: null,
  barcode: null,
  allergens: [],
  ...extra,
});
const provider = (name: string, result: Recognition | null | Error): Recognizer => ({
  name,
  recognize: async () => {
    if (result instanceof Error) throw result;
    return result;
  },
});
const labelOnly = provider(
  'label',
  answer('label', {
    items: [{ name: 'Packaged food', grams: 40, preparation: null, confidence: 0.9 }],
    label: reading,
    numbersOnly: true,
  }),
);
const run = (...providers: Recognizer[]) => new RecognizerChain(providers).recognize(Buffer.alloc(0), 'user-1');

describe('the recognizer chain', () => {
  it('merges a label’s numbers with the first provider that names the food', async () => {
    const { recognition, reason } = await run(
      labelOnly,
      provider('references', null),
      provider('openai', answer('openai')),
    );
    expect(reason).toBeNull();
    expect(recognition).toMatchObject({
      provider: 'label+openai',
      label: reading,
      items: [{ name: 'Granola bar', grams: 40 }],
    });
  });

  it('keeps the label when nobody can name the food, or someone doubts it is food', async () => {
    expect((await run(labelOnly, provider('openai', new Error('down')))).recognition!.provider).toBe('label');
    const doubted = await run(labelOnly, provider('model', answer('model', { isFood: false, items: [] })));
    expect(doubted.recognition!.provider).toBe('label');
    expect(doubted.reason).toBeNull();
  });

  describe('a tentative guess (the on-device classifier, asked before a vision model)', () => {
    const guess = (extra: Partial<Recognition> = {}) =>
      provider(
        'model',
        answer('model', {
          items: [{ name: 'Banana', grams: 150, preparation: null, confidence: 0.9 }],
          tentative: true,
          ...extra,
        }),
      );
    const openai = (name: string, confidence = 0.7) =>
      provider('openai', answer('openai', { items: [{ name, grams: 120, preparation: 'raw', confidence }] }));

    it('lets the later vision model answer, merged with the guess where they agree', async () => {
      const agreed = await run(guess(), openai('banana'));
      expect(agreed.recognition).toMatchObject({
        provider: 'model+openai',
        items: [{ name: 'banana', grams: 120, preparation: 'raw', confidence: 0.9 }],
      });
      const differs = await run(guess(), openai('Plantain'));
      expect(differs.recognition).toMatchObject({ provider: 'openai', items: [{ name: 'Plantain', confidence: 0.7 }] });
    });

    it('stands when the vision model fails or is absent', async () => {
      const failed = await run(guess(), provider('openai', new Error('429 Too Many Requests')));
      expect(failed).toMatchObject({ reason: null, recognition: { provider: 'model', items: [{ name: 'Banana' }] } });
      expect((await run(guess())).recognition!.provider).toBe('model');
      // With a label's numbers, the guess names the food.
      expect((await run(labelOnly, guess())).recognition).toMatchObject({ provider: 'label+model', label: reading });
    });

    it('a "not food" guess is overruled by a later answer, and otherwise says so', async () => {
      const notFood = guess({ isFood: false, items: [] });
      expect((await run(notFood, openai('Soup'))).recognition).toMatchObject({ provider: 'openai', isFood: true });
      const alone = await run(notFood, provider('openai', null));
      expect(alone).toMatchObject({
        recognition: { provider: 'model', isFood: false },
        reason: 'model: the photo does not seem to show food.',
      });
    });
  });

  it('stops at a definite "unable to identify", saying why', async () => {
    const { recognition, reason } = await run(
      provider(
        'barcode',
        answer('barcode', { items: [], unidentifiedReason: 'barcode 123 is not in the food database' }),
      ),
      provider('openai', answer('openai')),
    );
    expect(recognition!.provider).toBe('barcode');
    expect(reason).toBe('barcode: barcode 123 is not in the food database.');
  });

  it('reports every failure when nothing answers', async () => {
    const { recognition, reason } = await run(provider('a', new Error('boom')), provider('b', null));
    expect(recognition).toBeNull();
    expect(reason).toBe('a failed (boom).');
  });
});
