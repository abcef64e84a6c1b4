// The score (R_m q)·(R_n k) against the distance m − n, twice: with the key at n = 0 and the query at
// m = m − n, and with both moved on by the same shift s. attentionScores() with encoding 'rope'
// rotates q and k by the positions given and returns every q·k; the curve reads the column of the
// key. The two curves agree to float32 rounding: the score depends on m − n only.
import { attentionScores, type RopeOptions } from 'positional-encoding';

/** Queries per attentionScores call: its work grows with the square of the positions. */
const CHUNK = 64;

export interface ScoreCurve {
  /** score[Δ] for Δ = 0 … span, key at n = shift, query at m = shift + Δ. */
  scores: Float32Array;
  shift: number;
}

/**
 * (R_{shift+Δ} q)·(R_shift k) for Δ = 0 … span, with scale 1. Each call rotates the key and CHUNK
 * queries: positions [shift, shift + Δ₀, …]; row j of the result holds query j against every key,
 * and its column 0 is the key at n = shift. Yields after each call (a first draw gives each a task
 * of its own); returns the curve.
 */
export function* scoreCurveSteps(
  q: Float32Array,
  k: Float32Array,
  headDim: number,
  span: number,
  shift: number,
  rope: RopeOptions,
): Generator<void, ScoreCurve> {
  const scores = new Float32Array(span + 1);
  for (let first = 0; first <= span; first += CHUNK) {
    const count = Math.min(CHUNK, span + 1 - first);
    const length = count + 1;
    const positions = [shift, ...Array.from({ length: count }, (_, j) => shift + first + j)];
    // Row 0 and column 0 hold the key's position; rows 1… the queries. q and k repeat per row.
    const qs = new Float32Array(length * headDim);
    const ks = new Float32Array(length * headDim);
    for (let row = 0; row < length; row++) {
      qs.set(q, row * headDim);
      ks.set(k, row * headDim);
    }
    const matrix = attentionScores(qs, ks, [1, length, headDim], {
      ...rope,
      encoding: 'rope',
      scale: 1,
      positions,
    });
    for (let j = 0; j < count; j++) scores[first + j] = matrix[(j + 1) * length]!;
    yield;
  }
  return { scores, shift };
}

/** Runs steps to their end: what they compute, at once. */
export function finishSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** scoreCurveSteps at once. */
export function scoreCurve(
  q: Float32Array,
  k: Float32Array,
  headDim: number,
  span: number,
  shift: number,
  rope: RopeOptions,
): ScoreCurve {
  return finishSteps(scoreCurveSteps(q, k, headDim, span, shift, rope));
}
