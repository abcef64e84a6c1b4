// The two ways this view summarises a sentence's token vectors into one vector. Three tokens and
// at most 16 dimensions: display-sized arithmetic in float64, not part of the package.
//
// Both are permutation-invariant — reorder the rows and the result is the same — and exactly so:
// every sum over tokens runs in a canonical order (rows sorted by value), so two sentences made of
// the same vectors give bit-identical results instead of differing by float64 rounding (~1e-17)
// from adding in another order. Any difference the view shows then comes from the inputs.

/** `count` vectors of `dModel` values, row-major. */
export interface Rows {
  values: ArrayLike<number>;
  count: number;
  dModel: number;
}

function split({ values, count, dModel }: Rows): number[][] {
  return Array.from({ length: count }, (_, r) => Array.from({ length: dModel }, (_, j) => values[r * dModel + j]!));
}

/** Row indices in lexicographic order of the rows' values. */
function canonicalOrder(rows: number[][]): number[] {
  const compare = (a: number[], b: number[]) => {
    for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return a[j]! - b[j]!;
    return 0;
  };
  return rows.map((_, r) => r).sort((r, s) => compare(rows[r]!, rows[s]!));
}

function mean(rows: number[][], dModel: number): Float64Array {
  const total = new Float64Array(dModel);
  for (const r of canonicalOrder(rows)) {
    for (let j = 0; j < dModel; j++) total[j]! += rows[r]![j]!;
  }
  return total.map((v) => v / rows.length);
}

/** The mean of the rows. */
export function meanPool(input: Rows): Float64Array {
  return mean(split(input), input.dModel);
}

/**
 * One head of self-attention with no learned weights (Q = K = V = X), then the mean over tokens:
 * mean_i Σ_k softmax_k(x_i·x_k / √d) x_k.
 */
export function selfAttentionMeanPool(input: Rows): Float64Array {
  const { dModel } = input;
  const rows = split(input);
  const order = canonicalOrder(rows);
  const outputs = rows.map((query) => {
    const scores = rows.map((key) => key.reduce((s, v, j) => s + v * query[j]!, 0) / Math.sqrt(dModel));
    const top = Math.max(...scores);
    const weights = scores.map((s) => Math.exp(s - top));
    let total = 0;
    for (const k of order) total += weights[k]!;
    const output = new Array<number>(dModel).fill(0);
    for (const k of order) {
      for (let j = 0; j < dModel; j++) output[j]! += (weights[k]! / total) * rows[k]![j]!;
    }
    return output;
  });
  // Outputs follow their queries: sorting the queries sorts the outputs the same way in both sentences.
  const sorted = order.map((r) => outputs[r]!);
  const pooled = new Float64Array(dModel);
  for (const output of sorted) for (let j = 0; j < dModel; j++) pooled[j]! += output[j]!;
  return pooled.map((v) => v / rows.length);
}
