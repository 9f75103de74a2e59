import { describe, expect, it } from 'vitest';
import { classLabel, toModelInput, topCandidates } from './image-model';

describe('on-device image model helpers', () => {
  it('lays pixels out as normalised RGB planes', () => {
    const size = 2;
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    const input = toModelInput(rgba, size);
    expect(input).toHaveLength(12);
    // First pixel is pure red: R plane high, G and B planes at their minimum.
    expect(input[0]).toBeCloseTo((1 - 0.485) / 0.229, 5);
    expect(input[4]).toBeCloseTo((0 - 0.456) / 0.224, 5);
    expect(input[8]).toBeCloseTo((0 - 0.406) / 0.225, 5);
    // Last pixel is white in every plane.
    expect(input[3]).toBeCloseTo((1 - 0.485) / 0.229, 5);
    expect(input[11]).toBeCloseTo((1 - 0.406) / 0.225, 5);
  });

  it('ranks classes by softmax probability, with readable names', () => {
    const logits = new Float32Array(1000);
    logits[954] = 10; // banana
    logits[948] = 8; // Granny Smith
    const [first, second] = topCandidates(logits, 2);
    expect(first).toMatchObject({ label: 'banana' });
    expect(second).toMatchObject({ label: 'Granny Smith' });
    expect(first!.probability).toBeGreaterThan(0.8);
    expect(first!.probability + second!.probability).toBeLessThanOrEqual(1);
    expect(classLabel(0)).toBe('tench');
  });
});
