import { describe, expect, it } from 'vitest';
import { normalise } from '../../../src/features/recognition/model/image-model';
import {
  decideOpenSet,
  MIN_SIMILARITY,
  MODEL_CONFIDENT,
  ReferenceCalibration,
  referenceConfidence,
  sameFood,
  SINGLE_REFERENCE_SIMILARITY,
} from '../../../src/features/references/open-set';

const WIDTH = 3;

/** Unit vectors at the given angles (radians) in one plane, packed as the index stores them. */
function pack(rows: { name: string; angle: number }[]) {
  const vectors = new Float32Array(rows.length * WIDTH);
  rows.forEach(({ angle }, i) =>
    vectors.set(normalise(Float32Array.from([Math.cos(angle), Math.sin(angle), 0])), i * WIDTH),
  );
  return { vectors, names: rows.map((row) => row.name) };
}

/** Apples whose photos are alike (cosine 0.95 to 0.99 between neighbours), one lone bread reference. */
function calibration() {
  const rows = [
    { name: 'apple', angle: 0 },
    { name: 'apple', angle: Math.acos(0.99) },
    { name: 'apple', angle: Math.acos(0.99) + Math.acos(0.95) },
    { name: 'bread', angle: 1.4 },
  ];
  const { vectors, names } = pack(rows);
  return ReferenceCalibration.fromReferences(vectors, names, WIDTH);
}

describe('open-set calibration on the user’s own references (leave-one-out)', () => {
  // Pairs 0.99, 0.95 and 0.896; leave-one-out medians: first (0.99, 0.896) → 0.943, second
  // (0.99, 0.95) → 0.97, third (0.95, 0.896) → 0.923; the threshold is their median, 0.943.
  const farApart = Math.cos(Math.acos(0.99) + Math.acos(0.95));
  const typical = (0.99 + farApart) / 2;

  it('needs a photo as close as the food’s references typically are to each other', () => {
    const c = calibration();
    expect(c.calibrated('apple')).toBe(true);
    expect(c.threshold('apple')).toBeCloseTo(typical, 5);
    expect(c.confidence('apple', typical - 0.005)).toBe(0);
    expect(c.confidence('apple', typical + 1e-9)).toBeCloseTo(0.5, 5);
  });

  it('turns similarity into confidence by how many pairs of the food’s references it is as alike as, at most 0.95', () => {
    const c = calibration();
    // Pairs above the threshold: 0.95 and 0.99; halfway between them is halfway up the range.
    expect(c.confidence('apple', 0.97)).toBeCloseTo(0.5 + 0.45 * (1.5 / 2), 5);
    expect(c.confidence('apple', 0.95)).toBeCloseTo(0.725, 5);
    expect(c.confidence('apple', 0.96)).toBeGreaterThan(c.confidence('apple', 0.95));
    expect(c.confidence('apple', 0.99)).toBeCloseTo(0.95, 5);
    expect(c.confidence('apple', 0.999)).toBe(0.95);
  });

  it('needs a close photo for a food with one reference, which cannot be calibrated', () => {
    const c = calibration();
    expect(c.calibrated('bread')).toBe(false);
    expect(c.threshold('bread')).toBe(SINGLE_REFERENCE_SIMILARITY);
    // Photos of two different foods are about 0.77 alike: one correction must not name them all.
    expect(c.confidence('bread', 0.8)).toBe(0);
    expect(c.confidence('bread', SINGLE_REFERENCE_SIMILARITY)).toBeCloseTo(0.5, 5);
    expect(c.confidence('bread', 0.92)).toBe(referenceConfidence(0.92));
    expect(referenceConfidence(0.97)).toBeCloseTo(0.95, 5);
  });

  it('offers the lone reference below that as a suggestion only, never as the answer', () => {
    const decision = decideOpenSet({ name: 'bread', similarity: 0.77 }, calibration(), null);
    expect(decision.winner).toBe('neither');
    if (decision.winner !== 'reference') {
      expect(decision.referenceConfidence).toBeGreaterThan(0);
      expect(decision.referenceConfidence).toBeLessThan(0.5);
    }
  });

  it('never lets a food whose references are unlike each other match below MIN_SIMILARITY', () => {
    const { vectors, names } = pack([
      { name: 'stew', angle: 0 },
      { name: 'stew', angle: 1.2 }, // cosine 0.36
    ]);
    const c = ReferenceCalibration.fromReferences(vectors, names, WIDTH);
    expect(c.threshold('stew')).toBe(MIN_SIMILARITY);
  });
});

describe('who names the photo: the user’s references or the on-device model', () => {
  it('a photo that looks like none of the user’s foods falls through, its nearest food kept as a weak candidate', () => {
    const decision = decideOpenSet({ name: 'apple', similarity: 0.9 }, calibration(), null);
    expect(decision.winner).toBe('neither');
    if (decision.winner !== 'reference') expect(decision.referenceConfidence).toBeLessThan(0.5);
  });

  it('a close match wins over an unsure model', () => {
    const decision = decideOpenSet({ name: 'apple', similarity: 0.97 }, calibration(), {
      name: 'Orange',
      probability: 0.3,
    });
    expect(decision.winner).toBe('reference');
  });

  it('a confident model answer for a food the user has no references for is not overridden', () => {
    const decision = decideOpenSet({ name: 'apple', similarity: 0.96 }, calibration(), {
      name: 'Orange',
      probability: 0.95,
    });
    expect(decision).toMatchObject({ winner: 'model' });
  });

  it('a confident model stays below a match closer than every pair of the food’s own references', () => {
    const decision = decideOpenSet({ name: 'apple', similarity: 0.999 }, calibration(), {
      name: 'Orange',
      probability: MODEL_CONFIDENT + 0.1,
    });
    expect(decision).toEqual({ winner: 'reference', confidence: 0.95 });
  });

  it('a model at least as sure as the surest match (0.95) wins over any reference', () => {
    const decision = decideOpenSet({ name: 'apple', similarity: 0.999 }, calibration(), {
      name: 'Orange',
      probability: 0.95,
    });
    expect(decision).toMatchObject({ winner: 'model' });
  });

  it('when both name the same food they agree, and the surer one’s confidence stands', () => {
    const decision = decideOpenSet({ name: 'apple', similarity: 0.951 }, calibration(), {
      name: 'Granny Smith apple',
      probability: 0.9,
    });
    expect(decision).toEqual({ winner: 'reference', confidence: 0.9 });
  });

  it('matches food names by their words, singular or plural', () => {
    expect(sameFood('Granny Smith apple', 'orchard apples')).toBe(true);
    expect(sameFood('Banana', 'market bananas')).toBe(true);
    expect(sameFood('Strawberries', 'strawberry')).toBe(true);
    expect(sameFood('Tomatoes', 'tomato')).toBe(true);
    expect(sameFood('Hummus', 'hummus')).toBe(true);
    expect(sameFood('Orange', 'apple')).toBe(false);
  });
});
