// docs/api.md's ALiBi / T5 / attention example runs as written (imports pointed at the source) and
// gives what its comments say; the scores and the decomposition it computes are checked against
// float64 references written here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../web/lib/index.js';

const readme = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

describe('README ALiBi, T5 and attention example', () => {
  it('runs, and its commented values hold', async () => {
    const block = readme
      .split('```js\n')
      .find((code) => code.includes('attentionDecomposition(x, p, wq, wk'))!
      .split('```')[0]!;
    // Everything after `await init();` is the example's body (the lines before import).
    const body = block.slice(block.indexOf('await init();') + 'await init();'.length);
    const names = [
      'alibiSlopes',
      'alibiBias',
      't5RelativeBucket',
      't5BucketMatrix',
      'attentionScores',
      'attentionDecomposition',
      'sinusoidal',
    ] as const;
    await api.init();
    const run = new Function(
      ...names,
      `${body}\nreturn { causal, encoder, cached, ids, q, k, plain, alibi, t5, x, p, wq, wk, ` +
        'contentContent, contentPosition, positionContent, positionPosition, total };',
    );
    const r = run(...names.map((name) => api[name]));

    // The values written in the comments.
    expect(Array.from(api.alibiSlopes(8))).toEqual([
      0.5, 0.25, 0.125, 0.0625, 0.03125, 0.015625, 0.0078125, 0.00390625,
    ]);
    expect(Array.from(api.alibiSlopes(12))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 0.5, 1.5, 2.5, 3.5]
        .map((e) => 2 ** -e)
        .map((v, i) => (i < 8 ? v : expect.closeTo(v, 15))),
    );
    expect(Array.from(r.causal.slice(0, 9))).toEqual([
      0,
      -Infinity,
      -Infinity,
      -0.0625,
      0,
      -Infinity,
      -0.125,
      -0.0625,
      0,
    ]);
    // Symmetric: −m_h·|i − j| (head 0's slope 2^-4), no mask.
    expect(Array.from(r.encoder.slice(0, 9))).toEqual([0, -0.0625, -0.125, -0.0625, 0, -0.0625, -0.125, -0.0625, 0]);
    // One query at position 4 against keys 0…4: −m_h·(4 − j).
    expect(Array.from(r.cached.slice(0, 5))).toEqual([-0.25, -0.1875, -0.125, -0.0625, 0]);
    expect(api.t5RelativeBucket(-16)).toBe(10);
    expect(Array.from(api.t5RelativeBucket(Int32Array.of(-1, 0, 1, 200)) as Int32Array)).toEqual([1, 0, 17, 31]);
    expect(api.t5RelativeBucket(-3, { bidirectional: false, numBuckets: 32, maxDistance: 128 })).toBe(3);
    expect(r.ids).toBeInstanceOf(Int32Array);
    expect(Array.from(r.ids.slice(0, 9))).toEqual([0, 17, 18, 19, 20, 21, 1, 0, 17]);

    // Scores against float64: q·kᵀ/√4 per head; ALiBi's weights are a masked softmax of score + bias;
    // T5 adds 0.5 (every bucket's bias) with scale 1. toBeCloseTo(…, 6) allows 5e-7: the float32
    // rounding of values below 8 is at most 4.8e-7 (half an ulp).
    const [heads, length, headDim] = [2, 6, 4];
    const dot = (h: number, i: number, j: number) => {
      let s = 0;
      for (let d = 0; d < headDim; ++d) s += r.q[(h * length + i) * headDim + d] * r.k[(h * length + j) * headDim + d];
      return s;
    };
    const slopes = api.alibiSlopes(heads);
    for (let h = 0; h < heads; ++h) {
      for (let i = 0; i < length; ++i) {
        const biased = Array.from({ length }, (_, j) => (j > i ? -Infinity : dot(h, i, j) / 2 - slopes[h]! * (i - j)));
        const max = Math.max(...biased);
        const sum = biased.reduce((a, b) => a + Math.exp(b - max), 0);
        for (let j = 0; j < length; ++j) {
          const at = (h * length + i) * length + j;
          expect(r.plain[at]).toBeCloseTo(dot(h, i, j) / 2, 6);
          expect(r.t5[at]).toBeCloseTo(dot(h, i, j) + 0.5, 6);
          if (j > i) expect(r.alibi[at]).toBe(0);
          else expect(r.alibi[at]).toBeCloseTo(Math.exp(biased[j]! - max) / sum, 6);
        }
      }
    }

    // The four terms of ((x + p)·wq)·((x + p)·wk)ᵀ/√4 and their total, each against float64.
    const [dModel, width] = [4, 4];
    const project = (a: Float32Array, w: Float32Array, i: number, c: number) => {
      let s = 0;
      for (let m = 0; m < dModel; ++m) s += a[i * dModel + m]! * w[m * width + c]!;
      return s;
    };
    const term = (a: Float32Array, b: Float32Array, i: number, j: number) => {
      let s = 0;
      for (let c = 0; c < width; ++c) s += project(a, r.wq, i, c) * project(b, r.wk, j, c);
      return s / 2;
    };
    for (let i = 0; i < length; ++i) {
      for (let j = 0; j < length; ++j) {
        const terms = [term(r.x, r.x, i, j), term(r.x, r.p, i, j), term(r.p, r.x, i, j), term(r.p, r.p, i, j)];
        const at = i * length + j;
        expect(r.contentContent[at]).toBeCloseTo(terms[0]!, 5);
        expect(r.contentPosition[at]).toBeCloseTo(terms[1]!, 5);
        expect(r.positionContent[at]).toBeCloseTo(terms[2]!, 5);
        expect(r.positionPosition[at]).toBeCloseTo(terms[3]!, 5);
        expect(r.total[at]).toBeCloseTo(terms[0]! + terms[1]! + terms[2]! + terms[3]!, 5);
      }
    }
  });
});
