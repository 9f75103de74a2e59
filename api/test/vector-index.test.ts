import { describe, expect, it } from 'vitest';
import { normalise } from '../src/features/recognition/image-model';
import { referenceConfidence, VectorIndex } from '../src/features/recognition/reference-recognizer';

const unit = (...values: number[]) => normalise(Float32Array.from(values));

describe('the reference vector index', () => {
  it('finds the most similar vector by cosine, across growth of its storage', () => {
    const index = new VectorIndex(4);
    expect(index.nearest(unit(1, 0, 0, 0))).toBeNull();
    for (let i = 0; i < 200; i += 1) index.add(`noise ${i}`, unit(Math.sin(i), Math.cos(i), 0.1, -0.2));
    index.add('dal', unit(0, 0, 1, 1));
    expect(index.size).toBe(201);
    const match = index.nearest(unit(0, 0.05, 1, 0.9))!;
    expect(match.name).toBe('dal');
    expect(match.similarity).toBeGreaterThan(0.99);
  });

  it('calibrates similarity to confidence: 0.5 at the threshold, never above 0.95', () => {
    expect(referenceConfidence(0.7)).toBeCloseTo(0.5);
    expect(referenceConfidence(0.835)).toBeGreaterThan(0.5);
    expect(referenceConfidence(1)).toBe(0.95);
    expect(referenceConfidence(0.2)).toBe(0);
  });
});
