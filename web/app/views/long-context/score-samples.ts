// The score (R_m q)·(R_0 k) for q = k = all ones at distances m sampled from 1 to far past the
// training length, from attentionScores() (encoding 'rope', scale 1): each call rotates the key at
// position 0 and up to CHUNK queries at the sampled distances; column 0 of a query's row is its
// score against the key. `seqLen` is fixed to the whole sequence (span + 1) so that dynamic and
// longrope see one length for every chunk, as one forward pass over the sequence would.
import { attentionScores, type RopeFrequencyOptions } from 'positional-encoding';

const CHUNK = 64;
/** Distances drawn: log-spaced from 1 to the span, whole numbers, each once. */
export const SAMPLE_COUNT = 480;

export function sampleDistances(span: number): Int32Array {
  const distances: number[] = [];
  for (let k = 0; k < SAMPLE_COUNT; k++) {
    const d = Math.round(Math.exp((Math.log(span) * k) / (SAMPLE_COUNT - 1)));
    if (distances.length === 0 || d > distances[distances.length - 1]!) distances.push(d);
  }
  return Int32Array.from(distances);
}

/**
 * onesScores in steps: one attentionScores call per step (a first draw yields to the browser
 * between them, issue 31); the scores are the generator's return value.
 */
export function* onesScoreSteps(
  distances: Int32Array,
  headDim: number,
  options: RopeFrequencyOptions,
): Generator<void, Float32Array> {
  const scores = new Float32Array(distances.length);
  for (let first = 0; first < distances.length; first += CHUNK) {
    if (first > 0) yield;
    const count = Math.min(CHUNK, distances.length - first);
    const length = count + 1;
    const positions = [0, ...distances.subarray(first, first + count)];
    const ones = new Float32Array(length * headDim).fill(1);
    const matrix = attentionScores(ones, ones, [1, length, headDim], {
      ...options,
      encoding: 'rope',
      scale: 1,
      positions,
    });
    for (let j = 0; j < count; j++) scores[first + j] = matrix[(j + 1) * length]!;
  }
  return scores;
}

/** Runs every step of `steps` at once; its return value. */
export function finishSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Scores at `distances` for q = k = ones of `headDim`, rotated with `options` (seqLen set by the caller). */
export function onesScores(distances: Int32Array, headDim: number, options: RopeFrequencyOptions): Float32Array {
  return finishSteps(onesScoreSteps(distances, headDim, options));
}
