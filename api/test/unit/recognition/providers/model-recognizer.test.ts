import { describe, expect, it } from 'vitest';
import {
  MIN_FOOD_PROBABILITY,
  MIN_SUGGESTION_PROBABILITY,
  readProbabilities,
} from '../../../../src/features/recognition/providers/model-recognizer';

// ImageNet classes: 954 banana, 950 orange, 951 lemon, 963 pizza, 987 and 998 both corn; 923 a plate; 500 a cliff.
function probabilities(values: Record<number, number>): Float32Array {
  const out = new Float32Array(1000);
  const given = Object.values(values).reduce((sum, v) => sum + v, 0);
  out.fill((1 - given) / (1000 - Object.keys(values).length));
  for (const [index, value] of Object.entries(values)) out[Number(index)] = value;
  return out;
}

describe('reading the on-device model', () => {
  it('names a food its class is sure of, its next food classes as alternatives', () => {
    const answer = readProbabilities('model', probabilities({ 954: 0.8, 950: 0.1, 951: 0.05 }))!;
    expect(answer).toMatchObject({ kind: 'tentative' });
    expect(answer.items.map((item) => [item.name, item.confidence, item.grams])).toEqual([
      ['Banana', expect.closeTo(0.8, 5), null],
    ]);
    expect(answer.alternatives!.map((a) => a.name)).toEqual(['Orange', 'Lemon']);
  });

  it('below the naming threshold names nothing, and offers its likeliest foods as suggestions', () => {
    const answer = readProbabilities(
      'model',
      probabilities({ 963: MIN_FOOD_PROBABILITY - 0.05, 950: 0.1, 987: 0.04, 998: 0.06, 951: 0.01 }),
    )!;
    expect(answer.items).toEqual([]);
    expect(answer.kind).toBe('candidates');
    // Each food once (two corn classes), best first; too unlikely classes are left out.
    expect(answer.alternatives!.map((a) => [a.name, a.confidence])).toEqual([
      ['Pizza', expect.closeTo(MIN_FOOD_PROBABILITY - 0.05, 5)],
      ['Orange', expect.closeTo(0.1, 5)],
      ['Corn on the cob', expect.closeTo(0.06, 5)],
    ]);
    expect(answer.alternatives!.every((a) => a.confidence >= MIN_SUGGESTION_PROBABILITY)).toBe(true);
  });

  it('says not food when a non-food class is sure, but never because of tableware', () => {
    expect(readProbabilities('model', probabilities({ 500: 0.9 }))).toMatchObject({
      kind: 'tentative-not-food',
      items: [],
    });
    expect(readProbabilities('model', probabilities({ 923: 0.9 }))).toBeNull();
  });
});
