import { describe, expect, it } from 'vitest';
import {
  RecognizerChain,
  RecognizerOffError,
  USER_REASONS,
  userReasonIn,
  type LabelReading,
  type Recognition,
  type Recognizer,
} from '../../../../src/features/recognition/chain/recognizer-chain';

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
const answer = (provider: string, extra: Partial<Recognition> = {}): Recognition =>
  ({
    provider,
    kind: 'named',
    items: [{ name: 'Granola bar', grams: 150, preparation: null, confidence: 0.8 }],
    ingredients: [],
    label: null,
    barcode: null,
    allergens: [],
    ...extra,
  }) as Recognition;
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
    kind: 'numbers-only',
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
    const doubted = await run(labelOnly, provider('model', answer('model', { kind: 'not-food', items: [] })));
    expect(doubted.recognition!.provider).toBe('label');
    expect(doubted.reason).toBeNull();
  });

  describe('a tentative guess (the on-device classifier, asked before a vision model)', () => {
    const guess = (extra: Partial<Recognition> = {}) =>
      provider(
        'model',
        answer('model', {
          items: [{ name: 'Banana', grams: 150, preparation: null, confidence: 0.9 }],
          kind: 'tentative',
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
      const notFood = guess({ kind: 'tentative-not-food', items: [] });
      expect((await run(notFood, openai('Soup'))).recognition).toMatchObject({ provider: 'openai', kind: 'named' });
      const alone = await run(notFood, provider('openai', null));
      expect(alone).toMatchObject({
        recognition: { provider: 'model', kind: 'tentative-not-food' },
        reason: 'This photo does not seem to show food.',
        detail: 'model: the photo does not seem to show food.',
      });
    });
  });

  it('stops at a definite "unable to identify", saying why to the user and to the operator', async () => {
    const { recognition, reason, detail } = await run(
      provider(
        'barcode',
        answer('barcode', {
          items: [],
          barcode: '123',
          kind: 'unidentified',
          reason: 'barcode 123 is not in the food database',
        }),
      ),
      provider('openai', answer('openai')),
    );
    expect(recognition!.provider).toBe('barcode');
    expect(reason).toBe('The barcode 123 is not in the food database yet. Search for the food to log it.');
    expect(detail).toBe('barcode: barcode 123 is not in the food database.');
  });

  it('reports every failure to the operator when nothing answers, and asks the user to try again', async () => {
    const { recognition, reason, detail } = await run(provider('a', new Error('boom')), provider('b', null));
    expect(recognition).toBeNull();
    expect(reason).toBe('Morsel could not look at this photo just now. Try again, or search for the food.');
    expect(detail).toBe('a failed (boom).');
  });

  it('tells the user photo recognition is off when the only recognizer that could name a photo is not installed', async () => {
    const { reason, detail } = await run(
      provider('barcode', null),
      provider('model', new RecognizerOffError('not installed: install the image model (npm run models:install)')),
    );
    expect(reason).toMatch(/^Photo recognition is not turned on in this Morsel yet/);
    expect(reason).not.toMatch(/npm|OPENAI|model/);
    expect(detail).toBe('model is off (not installed: install the image model (npm run models:install)).');
  });

  it('says nothing was found when every recognizer answered but none named a food', async () => {
    const { reason, detail } = await run(provider('a', null));
    expect(reason).toBe('Morsel could not tell which food this is.');
    expect(detail).toBe('No recognizer could identify a food in this photo.');
  });

  describe('local providers', () => {
    /** A provider whose answer waits until the test releases it, recording when it started and whether it was stopped. */
    const controlled = (name: string, result: Recognition | null, local = true) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const state = { started: false, stopped: false, release };
      let markStarted!: () => void;
      const started = new Promise<void>((resolve) => (markStarted = resolve));
      const recognizer: Recognizer = {
        name,
        local,
        recognize: async ({ signal }) => {
          state.started = true;
          markStarted();
          signal.addEventListener('abort', () => (state.stopped = true));
          await released;
          return result;
        },
      };
      return { recognizer, state, started };
    };

    it('all start at once, and their answers are still taken in chain order', async () => {
      const label = controlled('label', null);
      const references = controlled('references', answer('references'));
      const model = controlled('model', answer('model', { kind: 'tentative' }));
      const chain = new RecognizerChain([label.recognizer, references.recognizer, model.recognizer], 2000);
      const result = chain.recognize(Buffer.alloc(0), 'user-1');
      // Every local provider is working before the first has answered.
      await Promise.all([label.started, references.started, model.started]);
      model.state.release();
      references.state.release();
      label.state.release();
      expect((await result).recognition!.provider).toBe('references');
    });

    it('still working when an earlier one answers are told to stop, and a remote one is never asked', async () => {
      const references = controlled('references', answer('references'));
      const model = controlled('model', answer('model', { kind: 'tentative' }));
      const openai = controlled('openai', answer('openai'), false);
      const chain = new RecognizerChain([references.recognizer, model.recognizer, openai.recognizer], 2000);
      const result = chain.recognize(Buffer.alloc(0), 'user-1');
      await model.started;
      references.state.release();
      expect((await result).recognition!.provider).toBe('references');
      expect(model.state.stopped).toBe(true);
      expect(openai.state.started).toBe(false);
      model.state.release();
    });

    it('an answer that came in while an earlier provider was awaited still counts as an opinion', async () => {
      const references = controlled('references', answer('references'));
      const model = controlled(
        'model',
        answer('model', {
          kind: 'tentative',
          items: [{ name: 'Muesli', grams: null, preparation: null, confidence: 0.4 }],
          alternatives: [{ name: 'Flapjack', confidence: 0.1 }],
        }),
      );
      const late = controlled('barcode', answer('barcode'));
      const chain = new RecognizerChain([references.recognizer, model.recognizer, late.recognizer], 2000);
      const result = chain.recognize(Buffer.alloc(0), 'user-1');
      await Promise.all([references.started, model.started, late.started]);
      model.state.release();
      await new Promise((resolve) => setTimeout(resolve, 0));
      references.state.release();
      const { recognition, opinions } = await result;
      expect(recognition!.provider).toBe('references');
      // The model's answer had come; the barcode reader's had not, and it is not waited for.
      expect(opinions.map((o) => [o.provider, o.name])).toEqual([
        ['references', 'Granola bar'],
        ['model', 'Muesli'],
        ['model', 'Flapjack'],
      ]);
      late.state.release();
    });

    it('a remote provider starts at its turn, after the local ones had their say', async () => {
      const references = controlled('references', null);
      const openai = controlled('openai', answer('openai'), false);
      const chain = new RecognizerChain([references.recognizer, openai.recognizer], 2000);
      const result = chain.recognize(Buffer.alloc(0), 'user-1');
      await references.started;
      expect(openai.state.started).toBe(false);
      references.state.release();
      await openai.started;
      openai.state.release();
      expect((await result).recognition!.provider).toBe('openai');
    });
  });
});

describe("the reasons a scan gives, in the reader's language", () => {
  it('translates each of them, with the barcode kept, and keeps any other text', () => {
    for (const [key, english] of Object.entries(USER_REASONS)) {
      const sentence = typeof english === 'string' ? english : english('5000112548167');
      expect(userReasonIn(sentence, 'en'), key).toBe(sentence);
      for (const language of ['es', 'de'] as const) expect(userReasonIn(sentence, language), key).not.toBe(sentence);
    }
    expect(userReasonIn(USER_REASONS.unknownBarcode('5000112548167'), 'de')).toContain('5000112548167');
    expect(userReasonIn('The barcode 123 is a mystery.', 'es')).toBe('The barcode 123 is a mystery.');
    expect(userReasonIn('Something a provider said.', 'de')).toBe('Something a provider said.');
  });
});
