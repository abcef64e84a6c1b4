// attentionScores and attentionDecomposition against float64 triple loops written here: every
// score within one float32 ulp of the float64 value (the header's contract), softmax rows that
// sum to 1 with masked weights exactly 0, and the four terms adding up to the total on the
// documents' 3 × 6 × 4 batch.
import { beforeAll, describe, expect, it } from 'vitest';
import init, {
  alibiSlopes,
  attentionDecomposition,
  attentionScores,
  sinusoidal,
  t5BucketMatrix,
} from '../../web/lib/index.js';
import { applyRope } from '../../web/lib/index.js';
import * as attention from '../../web/lib/attention.js';
import { EMBEDDINGS } from './fixtures/article-values.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { ulp32 } from './helpers/float32.js';
import { seededFloats, seededRandom as seeded } from './helpers/seeded.js';

const randomFloats = seededFloats;

type Bias = (h: number, i: number, j: number) => number;

/** scale·q·kᵀ + bias in float64 (−Infinity where masked), optionally softmaxed per row. */
function referenceScores(
  q: Float32Array,
  k: Float32Array,
  [heads, length, dim]: number[],
  bias: Bias,
  scale: number,
  softmax: boolean,
): Float64Array {
  const out = new Float64Array(heads! * length! * length!);
  for (let h = 0; h < heads!; h += 1) {
    for (let i = 0; i < length!; i += 1) {
      const row = out.subarray((h * length! + i) * length!, (h * length! + i + 1) * length!);
      for (let j = 0; j < length!; j += 1) {
        const b = bias(h, i, j);
        if (b === -Infinity) {
          row[j] = -Infinity;
          continue;
        }
        let dot = 0;
        for (let c = 0; c < dim!; c += 1) dot += q[(h * length! + i) * dim! + c]! * k[(h * length! + j) * dim! + c]!;
        row[j] = dot * scale + b;
      }
      if (softmax) {
        const largest = Math.max(...row);
        let sum = 0;
        for (let j = 0; j < length!; j += 1) sum += Math.exp(row[j]! - largest);
        for (let j = 0; j < length!; j += 1) row[j] = Math.exp(row[j]! - largest) / sum;
      }
    }
  }
  return out;
}

/** Entries farther than one float32 ulp from the reference (infinities must match exactly). */
function beyondOneUlp(actual: Float32Array, reference: Float64Array): number[] {
  const bad: number[] = [];
  reference.forEach((expected, t) => {
    const value = actual[t]!;
    if (!Number.isFinite(expected) ? value !== expected : !(Math.abs(value - expected) <= ulp32(expected))) bad.push(t);
  });
  return bad;
}

let builds: Builds;
beforeAll(async () => {
  await init();
  builds = await loadBothBuilds();
});

describe('attentionScores', () => {
  const shapes: [number, number, number][] = [
    [2, 6, 4],
    [3, 17, 5],
    [8, 33, 64],
    [1, 1, 1],
  ];
  const heads = (shape: number[]) => shape[0]!;

  for (const shape of shapes) {
    const n = shape[0]! * shape[1]! * shape[2]!;
    const q = randomFloats(n, 1 + n);
    const k = randomFloats(n, 2 + n);
    const scale = 1 / Math.sqrt(shape[2]!);
    let slopesMemo: Float64Array | undefined; // computed after init()
    const slope = (h: number) => (slopesMemo ??= alibiSlopes(heads(shape)))[h]!;
    const numBuckets = 8;
    const table = randomFloats(numBuckets * heads(shape), 3);
    let bucketsMemo: Int32Array | undefined;
    const bucket = (i: number, j: number) =>
      (bucketsMemo ??= t5BucketMatrix(shape[1]!, shape[1]!, { numBuckets, maxDistance: 20 }))[i * shape[1]! + j]!;
    const cases: [string, attention.AttentionScoreOptions, Bias, number][] = [
      ['none', {}, () => 0, scale],
      ['none, causal, scale 1', { encoding: 'none', causal: true, scale: 1 }, (_, i, j) => (j > i ? -Infinity : 0), 1],
      ['alibi causal', { encoding: 'alibi' }, (h, i, j) => (j > i ? -Infinity : -slope(h) * (i - j)), scale],
      ['alibi symmetric', { encoding: 'alibi', mode: 'symmetric' }, (h, i, j) => -slope(h) * Math.abs(i - j), scale],
      [
        't5',
        { encoding: 't5', bias: table, numBuckets, maxDistance: 20 },
        (h, i, j) => table[bucket(i, j) * heads(shape) + h]!,
        scale,
      ],
      [
        't5 causal',
        { encoding: 't5', bias: table, numBuckets, maxDistance: 20, causal: true },
        (h, i, j) => (j > i ? -Infinity : table[bucket(i, j) * heads(shape) + h]!),
        scale,
      ],
    ];
    for (const [name, options, bias, s] of cases) {
      for (const softmax of [false, true]) {
        it(`${name}${softmax ? ', softmax' : ''}, shape [${shape.join(', ')}]: within one float32 ulp, both builds`, () => {
          const reference = referenceScores(q, k, shape, bias, s, softmax);
          for (const runtime of [builds.simd, builds.baseline]) {
            const scores = attention.attentionScores(runtime, q, k, shape, { ...options, softmax });
            expect(beyondOneUlp(scores, reference)).toEqual([]);
            if (!softmax) continue;
            const length = shape[1]!;
            for (let row = 0; row < scores.length / length; row += 1) {
              const weights = scores.subarray(row * length, (row + 1) * length);
              // length roundings of at most half an ulp of 1 each.
              expect(Math.abs(weights.reduce((a, b) => a + b, 0) - 1)).toBeLessThanOrEqual(length * 2 ** -24);
              weights.forEach((w, j) => {
                if (reference[row * length + j] === 0) expect(Object.is(w, 0)).toBe(true);
              });
            }
          }
        });
      }
    }
  }

  it("the same tokens under each encoding: ALiBi's causal mask makes the upper triangle −Infinity, softmax makes it 0", () => {
    const q = randomFloats(24, 7);
    const plain = attentionScores(q, q, [1, 6, 4]);
    const alibi = attentionScores(q, q, [1, 6, 4], { encoding: 'alibi' });
    const weights = attentionScores(q, q, [1, 6, 4], { encoding: 'alibi', softmax: true });
    for (let i = 0; i < 6; i += 1) {
      for (let j = 0; j < 6; j += 1) {
        if (j > i) {
          expect(alibi[i * 6 + j]).toBe(-Infinity);
          expect(Object.is(weights[i * 6 + j], 0)).toBe(true);
        } else {
          // −m·(i − j) with m = 1/256 for one head.
          expect(Math.abs(alibi[i * 6 + j]! - (plain[i * 6 + j]! - (i - j) / 256))).toBeLessThanOrEqual(
            2 * ulp32(plain[i * 6 + j]!),
          );
        }
      }
    }
  });

  it("'rope' rotates q and k by their positions (any RoPE options) and scores them: q·k/√d of the rotated rows", () => {
    const heads = 2,
      length = 5,
      headDim = 8;
    const q = Float32Array.from({ length: heads * length * headDim }, (_, i) => Math.sin(i * 0.7));
    const k = Float32Array.from({ length: heads * length * headDim }, (_, i) => Math.cos(i * 0.3));
    const options = { base: 100, layout: 'pairs', offset: 7, scaling: { type: 'linear', factor: 2 } } as const;
    const scores = attentionScores(q, k, [heads, length, headDim], { encoding: 'rope', ...options });
    const rq = applyRope(q, [1, heads, length, headDim], options),
      rk = applyRope(k, [1, heads, length, headDim], options);
    expect(scores).toEqual(attentionScores(rq, rk, [heads, length, headDim], { encoding: 'none' }));
    // RoPE's scores depend on the distance only: shifting every position leaves them unchanged
    // (to the rotation's float32 rounding: 8 terms of |q||k| <= 1, each within ~5e-7, /√8).
    const shifted = attentionScores(q, k, [heads, length, headDim], { encoding: 'rope', ...options, offset: 1007 });
    scores.forEach((v, i) => expect(Math.abs(v - shifted[i]!)).toBeLessThan(2e-6));
  });
});

describe("attentionDecomposition on the documents' 3 × 6 × 4 batch", () => {
  const length = 6,
    dModel = 4,
    headDim = 4;
  let p: Float32Array; // sinusoidal(6, 4), n = 10000 as the batch's PositionalEncoding
  beforeAll(() => {
    p = sinusoidal(length, dModel);
  });
  const wq = randomFloats(dModel * headDim, 2024);
  const wk = randomFloats(dModel * headDim, 2025);

  /** (a·wq)(b·wk)ᵀ/√headDim in float64 for rows of a and b. */
  function reference(a: ArrayLike<number>, b: ArrayLike<number>): Float64Array {
    const project = (m: ArrayLike<number>, w: Float32Array) =>
      Array.from({ length: length * headDim }, (_, t) => {
        let sum = 0;
        for (let c = 0; c < dModel; c += 1)
          sum += m[Math.floor(t / headDim) * dModel + c]! * w[c * headDim + (t % headDim)]!;
        return sum;
      });
    const qa = project(a, wq),
      kb = project(b, wk);
    return Float64Array.from({ length: length * length }, (_, t) => {
      const i = Math.floor(t / length),
        j = t % length;
      let dot = 0;
      for (let c = 0; c < headDim; c += 1) dot += qa[i * headDim + c]! * kb[j * headDim + c]!;
      return dot / Math.sqrt(headDim);
    });
  }

  EMBEDDINGS.forEach((sentence, s) => {
    it(`sentence ${s}: each term within one float32 ulp of float64, and the four add up to the total`, () => {
      const x = Float32Array.from(sentence.flat());
      const xp = Float64Array.from(x, (v, t) => v + p[t]!);
      const terms = attentionDecomposition(x, p, wq, wk, [length, dModel, headDim]);
      expect(beyondOneUlp(terms.contentContent, reference(x, x))).toEqual([]);
      expect(beyondOneUlp(terms.contentPosition, reference(x, p))).toEqual([]);
      expect(beyondOneUlp(terms.positionContent, reference(p, x))).toEqual([]);
      expect(beyondOneUlp(terms.positionPosition, reference(p, p))).toEqual([]);
      expect(beyondOneUlp(terms.total, reference(xp, xp))).toEqual([]);
      let worst = 0;
      for (let t = 0; t < length * length; t += 1) {
        const parts = [
          terms.contentContent[t]!,
          terms.contentPosition[t]!,
          terms.positionContent[t]!,
          terms.positionPosition[t]!,
        ];
        const gap = Math.abs(terms.total[t]! - parts.reduce((a, b) => a + b, 0));
        // Five float32 roundings of half an ulp each (the exact values add up exactly).
        const bound = [...parts, terms.total[t]!].reduce((a, v) => a + ulp32(v) / 2, 0);
        expect(gap).toBeLessThanOrEqual(bound);
        worst = Math.max(worst, gap);
      }
      console.log(`sentence ${s}: largest |total − sum of the four terms| = ${worst.toExponential(2)}`);
    });
  });
});
