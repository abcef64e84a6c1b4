// The query and key the score curve rotates: all ones (every pair's score is 2·cos((m − n)θ_i), the
// RoFormer paper's decay curve), or a fixed pseudo-random pair, the same on every visit and link.

export type RopeVectors = 'ones' | 'random';

/** mulberry32: a tiny seeded generator, so a link reproduces the same q and k. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** q and k of headDim values: ones, or uniform in [−1, 1) from seeds 1 and 2. */
export function queryAndKey(kind: RopeVectors, headDim: number): { q: Float32Array; k: Float32Array } {
  if (kind === 'ones') return { q: new Float32Array(headDim).fill(1), k: new Float32Array(headDim).fill(1) };
  const uniform = (seed: number): Float32Array => {
    const next = generator(seed);
    return Float32Array.from({ length: headDim }, () => 2 * next() - 1);
  };
  return { q: uniform(1), k: uniform(2) };
}
