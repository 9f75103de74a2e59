/**
 * A linear classifier over a user's reference photos: ridge regression onto one-hot labels
 * (a "least-squares classifier"), on embeddings centred on the user's own mean and re-normalised.
 *
 * Why: measured against the nearest reference, k-NN, class prototypes and a softmax head trained
 * by gradient descent, this head names the user's foods best, and λ matters little around 0.1
 * (docs/scan-pipeline.md, offline recognition figures). Centring matters: the model's pooled
 * features are all non-negative, so raw cosines of different foods on similar plates crowd
 * together; subtracting the user's mean spreads them apart.
 *
 * It is solved in closed form (Cholesky): in the dual (N × N) while the user has fewer references
 * than the embedding has dimensions, in the primal (D × D) beyond. Training yields to the event loop
 * every few milliseconds, so a large set trains in the background without stalling requests.
 */
export const RIDGE_LAMBDA = 0.1;

/** Hands the event loop back every this many milliseconds of training. */
const SLICE_MS = 8;

async function breather(state: { since: number }) {
  if (performance.now() - state.since < SLICE_MS) return;
  await new Promise((resolve) => setImmediate(resolve));
  state.since = performance.now();
}

/** Solves A X = B in place for symmetric positive-definite A (n × n) and B (n × m); X overwrites B. */
async function solveSpd(a: Float64Array, n: number, b: Float64Array, m: number, clock: { since: number }) {
  for (let j = 0; j < n; j += 1) {
    const rowJ = j * n;
    let diagonal = a[rowJ + j]!;
    for (let k = 0; k < j; k += 1) diagonal -= a[rowJ + k]! * a[rowJ + k]!;
    const d = Math.sqrt(diagonal);
    a[rowJ + j] = d;
    for (let i = j + 1; i < n; i += 1) {
      const rowI = i * n;
      let t = a[rowI + j]!;
      for (let k = 0; k < j; k += 1) t -= a[rowI + k]! * a[rowJ + k]!;
      a[rowI + j] = t / d;
    }
    await breather(clock);
  }
  const y = new Float64Array(n);
  for (let c = 0; c < m; c += 1) {
    for (let i = 0; i < n; i += 1) {
      let t = b[i * m + c]!;
      for (let k = 0; k < i; k += 1) t -= a[i * n + k]! * y[k]!;
      y[i] = t / a[i * n + i]!;
    }
    for (let i = n - 1; i >= 0; i -= 1) {
      let t = y[i]!;
      for (let k = i + 1; k < n; k += 1) t -= a[k * n + i]! * b[k * m + c]!;
      b[i * m + c] = t / a[i * n + i]!;
    }
    await breather(clock);
  }
}

export class ReferenceHead {
  private constructor(
    private readonly labels: string[],
    private readonly mean: Float64Array,
    /** Per label: D weights then the bias. */
    private readonly weights: Float64Array[],
  ) {}

  /**
   * Trains on `count` unit vectors stored one after another in `vectors`, named by `names`.
   * Null when there is nothing to choose between (fewer than two distinct names).
   */
  static async train(
    vectors: Float32Array,
    names: readonly string[],
    dimensions: number,
  ): Promise<ReferenceHead | null> {
    const labels = [...new Set(names)];
    if (labels.length < 2) return null;
    const clock = { since: performance.now() };
    const count = names.length;
    const width = dimensions + 1; // features plus a constant for the bias
    const labelOf = names.map((name) => labels.indexOf(name));

    const mean = new Float64Array(dimensions);
    for (let row = 0; row < count; row += 1) {
      for (let i = 0; i < dimensions; i += 1) mean[i]! += vectors[row * dimensions + i]! / count;
    }
    const features = new Float64Array(count * width);
    for (let row = 0; row < count; row += 1) {
      features.set(centred(vectors.subarray(row * dimensions, (row + 1) * dimensions), mean), row * width);
    }

    const classes = labels.length;
    const weightsByRow = new Float64Array(width * classes); // W: width × classes
    if (count <= width) {
      // Dual: (F Fᵀ + λI) α = Y, then W = Fᵀ α.
      const gram = new Float64Array(count * count);
      for (let i = 0; i < count; i += 1) {
        for (let j = 0; j <= i; j += 1) {
          let s = 0;
          for (let k = 0; k < width; k += 1) s += features[i * width + k]! * features[j * width + k]!;
          gram[i * count + j] = s;
          gram[j * count + i] = s;
        }
        gram[i * count + i]! += RIDGE_LAMBDA;
        await breather(clock);
      }
      const alpha = new Float64Array(count * classes);
      labelOf.forEach((label, row) => (alpha[row * classes + label] = 1));
      await solveSpd(gram, count, alpha, classes, clock);
      for (let row = 0; row < count; row += 1) {
        for (let k = 0; k < width; k += 1) {
          const f = features[row * width + k]!;
          for (let c = 0; c < classes; c += 1) weightsByRow[k * classes + c]! += f * alpha[row * classes + c]!;
        }
      }
    } else {
      // Primal: (Fᵀ F + λI) W = Fᵀ Y.
      const gram = new Float64Array(width * width);
      for (let row = 0; row < count; row += 1) {
        const base = row * width;
        for (let i = 0; i < width; i += 1) {
          const fi = features[base + i]!;
          if (fi === 0) continue;
          for (let j = 0; j <= i; j += 1) gram[i * width + j]! += fi * features[base + j]!;
          weightsByRow[i * classes + labelOf[row]!]! += fi;
        }
        await breather(clock);
      }
      for (let i = 0; i < width; i += 1) {
        for (let j = 0; j < i; j += 1) gram[j * width + i] = gram[i * width + j]!;
        gram[i * width + i]! += RIDGE_LAMBDA;
      }
      await solveSpd(gram, width, weightsByRow, classes, clock);
    }
    const weights = labels.map((_, c) =>
      Float64Array.from({ length: width }, (_, k) => weightsByRow[k * classes + c]!),
    );
    return new ReferenceHead(labels, mean, weights);
  }

  /** The label whose score is highest for this (unit) embedding. */
  classify(query: Float32Array): string {
    const feature = centred(query, this.mean);
    let best = -Infinity;
    let label = this.labels[0]!;
    this.weights.forEach((w, c) => {
      let score = 0;
      for (let k = 0; k < feature.length; k += 1) score += w[k]! * feature[k]!;
      if (score > best) {
        best = score;
        label = this.labels[c]!;
      }
    });
    return label;
  }
}

/** The vector minus the mean, re-normalised to unit length, with a trailing 1 for the bias. */
function centred(vector: Float32Array, mean: Float64Array): Float64Array {
  const out = new Float64Array(mean.length + 1);
  let norm = 0;
  for (let i = 0; i < mean.length; i += 1) {
    out[i] = vector[i]! - mean[i]!;
    norm += out[i]! * out[i]!;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < mean.length; i += 1) out[i]! /= norm;
  out[mean.length] = 1;
  return out;
}
