import { describe, expect, it } from 'vitest';
import { normalise } from '../../../src/features/recognition/model/image-model';
import { ReferenceHead } from '../../../src/features/references/reference-head';
import { referenceConfidence, VectorIndex } from '../../../src/features/references/reference-index';
import { SINGLE_REFERENCE_SIMILARITY } from '../../../src/features/references/open-set';

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
    expect(referenceConfidence(SINGLE_REFERENCE_SIMILARITY)).toBeCloseTo(0.5);
    expect(referenceConfidence(0.9)).toBeGreaterThan(0.5);
    expect(referenceConfidence(0.8)).toBe(0);
    expect(referenceConfidence(1)).toBe(0.95);
    expect(referenceConfidence(0.2)).toBe(0);
  });
});

describe('the reference head (a ridge classifier over the user’s references)', () => {
  it('needs two foods to choose between', async () => {
    const dal = [unit(1, 0.2, 0, 0), unit(1, 0.3, 0.1, 0)];
    expect(await ReferenceHead.train(Float32Array.from([...dal[0]!, ...dal[1]!]), ['dal', 'dal'], 4)).toBeNull();
  });

  it('picks the food where the nearest reference is misleading, in the dual and the primal form', async () => {
    // 96-wide vectors: a large shared component (the plate), one telling component (+1 dal, −1 rice)
    // and 20 components of noise (light, angle). One odd rice reference looks half like dal and
    // shares a dal photo's noise exactly, so it is that photo's nearest reference.
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5;
    const width = 96;
    const noise = () => Array.from({ length: 20 }, random);
    const photo = (telling: number, light: number[]) =>
      normalise(Float32Array.from([10, telling, ...light, ...new Array(74).fill(0)]));
    const rows: Float32Array[] = [];
    const names: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      rows.push(photo(1 + random() * 0.4, noise()), photo(-1 + random() * 0.4, noise()));
      names.push('dal', 'rice');
    }
    const light = noise();
    rows.push(photo(0.2, light));
    names.push('rice');
    const query = photo(0.9, light);
    const index = new VectorIndex(width);
    rows.forEach((row, i) => index.add(names[i]!, row));
    expect(index.nearest(query)!.name).toBe('rice');

    const pack = (list: Float32Array[]) => {
      const vectors = new Float32Array(list.length * width);
      list.forEach((row, i) => vectors.set(row, i * width));
      return vectors;
    };
    const dual = (await ReferenceHead.train(pack(rows), names, width))!; // 81 references ≤ 97 features: dual
    expect(dual.classify(query)).toBe('dal');
    const primal = (await ReferenceHead.train(pack([...rows, ...rows]), [...names, ...names], width))!; // 162: primal
    expect(primal.classify(query)).toBe('dal');
    expect(primal.classify(photo(-0.9, noise()))).toBe('rice');
  });
});
