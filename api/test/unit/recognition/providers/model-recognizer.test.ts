import { describe, expect, it } from 'vitest';
import {
  calibrated,
  MIN_FOOD_PROBABILITY,
  MIN_SUGGESTION_PROBABILITY,
  NAMED_CALIBRATION,
  nameableFood,
  readProbabilities,
  SUGGESTION_CALIBRATION,
} from '../../../../src/features/recognition/providers/model-recognizer';

// ImageNet classes: 954 banana, 950 orange, 951 lemon, 963 pizza, 987 and 998 both corn, 931 bagel,
// 957 pomegranate, 967 espresso; 923 a plate, 666 a mortar; 500 a cliff.
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
    // Shown at its band's measured rate, not the raw probability.
    expect(answer.items.map((item) => [item.name, item.confidence, item.grams])).toEqual([
      ['Banana', calibrated(NAMED_CALIBRATION, 0.8), null],
    ]);
    expect(answer.alternatives!.map((a) => a.name)).toEqual(['Orange', 'Lemon']);
  });

  it('names at the floor and not just below it', () => {
    expect(nameableFood(probabilities({ 954: MIN_FOOD_PROBABILITY + 0.001 }))?.name).toBe('Banana');
    expect(nameableFood(probabilities({ 954: MIN_FOOD_PROBABILITY - 0.01 }))).toBeNull();
  });

  it('never names a broad class on its own, however sure: it is a suggestion', () => {
    for (const broad of [931, 957, 951, 967]) {
      const answer = readProbabilities('model', probabilities({ [broad]: 0.86, 954: 0.02 }))!;
      expect(answer.kind).toBe('candidates');
      expect(answer.items).toEqual([]);
      expect(answer.alternatives![0]!.confidence).toBe(calibrated(SUGGESTION_CALIBRATION, 0.86));
    }
  });

  it('names the likeliest food that is not broad when it reaches the floor', () => {
    const answer = readProbabilities('model', probabilities({ 931: 0.5, 963: 0.46 }))!;
    expect(answer.items.map((item) => item.name)).toEqual(['Pizza']);
    expect(answer.alternatives!.map((a) => a.name)).toEqual(['Bagel']);
  });

  it('calibrates by bands that never fall as the probability rises', () => {
    for (const table of [NAMED_CALIBRATION, SUGGESTION_CALIBRATION]) {
      for (let i = 1; i < table.length; i += 1) {
        expect(table[i]!.from).toBeGreaterThan(table[i - 1]!.from);
        expect(table[i]!.confidence).toBeGreaterThanOrEqual(table[i - 1]!.confidence);
      }
    }
    expect(calibrated(SUGGESTION_CALIBRATION, MIN_SUGGESTION_PROBABILITY / 2)).toBe(0);
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
      ['Pizza', calibrated(SUGGESTION_CALIBRATION, MIN_FOOD_PROBABILITY - 0.05)],
      ['Orange', calibrated(SUGGESTION_CALIBRATION, 0.1)],
      ['Corn on the cob', calibrated(SUGGESTION_CALIBRATION, 0.06)],
    ]);
    expect(answer.alternatives!.every((a) => a.confidence > 0)).toBe(true);
  });

  it('says not food when a non-food class is sure, but never because of tableware', () => {
    expect(readProbabilities('model', probabilities({ 500: 0.9 }))).toMatchObject({
      kind: 'tentative-not-food',
      items: [],
    });
    expect(readProbabilities('model', probabilities({ 923: 0.9 }))).toBeNull();
    expect(readProbabilities('model', probabilities({ 666: 0.9 }))).toBeNull();
  });
});
