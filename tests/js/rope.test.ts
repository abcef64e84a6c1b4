// RoPE's numeric contract (cpp/include/rope.h) against the float64 reference of transformers 5
// (helpers/rope-reference.ts), for every rope type, both layouts, offsets, explicit positions and
// partial rotary; RoPE's defining property; the layout permutation; both builds bit-identical.
import { beforeAll, describe, expect, it } from 'vitest';
import init, {
  allocate,
  applyRope,
  ropeCosSin,
  ropeFrequencies,
  ropePermutation,
  type RopeFrequencyOptions,
  type RopeLayout,
} from '../../web/lib/index.js';
import * as rope from '../../web/lib/rope.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { seededFloats } from './helpers/seeded.js';
import {
  hfFloat32CosSin,
  permutationReference,
  referenceApplyRope,
  referenceCosSin,
  referenceInvFreq,
} from './helpers/rope-reference.js';

// The header's contract: frequencies to 1e-12 relative; tables within 2e-7·A below position 1e6
// (float32 anchors and offsets, four float32 products: measured 1.2e-7·A, as the sinusoid's);
// apply within 2.5e-7·(|a| + |b|)·A (its c, s are float64 rounded once, 6e-8 each; two products
// and a sum rounded: 3·6e-8; together 1.8e-7).
const FREQUENCY_RELATIVE = 1e-12;
const TABLE_ERROR = 2e-7;
const APPLY_ERROR = 2.5e-7;

/** One configuration per rope type, with the published parameters of a model that uses it. */
const SCALINGS: [string, number, RopeFrequencyOptions][] = [
  ['default (Llama 2)', 128, {}],
  ['linear (Gemma 3 global, factor 8)', 256, { base: 1e6, scaling: { type: 'linear', factor: 8 } }],
  [
    'dynamic (NTK, factor 2, at 3× the length)',
    128,
    { seqLen: 6144, scaling: { type: 'dynamic', factor: 2, maxPositionEmbeddings: 2048 } },
  ],
  [
    'yarn (Qwen2.5 long context)',
    128,
    { base: 1e6, scaling: { type: 'yarn', factor: 4, originalMaxPositionEmbeddings: 32768 } },
  ],
  [
    'yarn with mscale (DeepSeek-V2)',
    64,
    {
      scaling: {
        type: 'yarn',
        factor: 40,
        originalMaxPositionEmbeddings: 4096,
        betaFast: 32,
        betaSlow: 1,
        mscale: 0.707,
        mscaleAllDim: 0.707,
      },
    },
  ],
  [
    'yarn, truncate false (gpt-oss)',
    64,
    {
      base: 150000,
      scaling: {
        type: 'yarn',
        factor: 32,
        originalMaxPositionEmbeddings: 4096,
        truncate: false,
      },
    },
  ],
  ['longrope, short (Phi-3 128k)', 96, { seqLen: 4096, scaling: longrope() }],
  ['longrope, long (Phi-3 128k)', 96, { seqLen: 4097, scaling: longrope() }],
  [
    'llama3 (Llama 3.1)',
    128,
    {
      base: 500000,
      scaling: {
        type: 'llama3',
        factor: 8,
        lowFreqFactor: 1,
        highFreqFactor: 4,
        originalMaxPositionEmbeddings: 8192,
      },
    },
  ],
  ['partial rotary (Phi-2: 32 of 80)', 80, { rotaryDim: 32 }],
  // Gemma 4 global layers: global_head_dim 512, partial_rotary_factor 0.25, rope_theta 1e6.
  [
    'proportional (Gemma 4 global: 64 of 256 planes turn)',
    512,
    { base: 1e6, scaling: { type: 'proportional', partialRotaryFactor: 0.25 } },
  ],
  [
    'proportional with factor 8, ⌊0.3·10/2⌋ = 1 plane',
    10,
    { scaling: { type: 'proportional', partialRotaryFactor: 0.3, factor: 8 } },
  ],
];

function longrope() {
  // Phi-3-mini-128k's shape: 48 factors each, original 4096, max 131072 (factor 32 from their ratio).
  const ramp = (from: number, to: number) => Array.from({ length: 48 }, (_, i) => from + ((to - from) * i) / 47);
  return {
    type: 'longrope' as const,
    shortFactor: ramp(1, 1.1),
    longFactor: ramp(1, 40),
    originalMaxPositionEmbeddings: 4096,
    maxPositionEmbeddings: 131072,
  };
}

function maxError(actual: ArrayLike<number>, expected: ArrayLike<number>): number {
  let worst = 0;
  for (let i = 0; i < actual.length; i++) worst = Math.max(worst, Math.abs(actual[i]! - expected[i]!));
  return worst;
}

beforeAll(() => init());

describe('ropeFrequencies', () => {
  for (const [name, headDim, options] of SCALINGS) {
    it(`${name}: inv_freq and attention factor within 1e-12 of transformers 5's formulas`, () => {
      const { invFreq, attentionFactor } = ropeFrequencies(headDim, options);
      const expected = referenceInvFreq(headDim, options);
      expect(invFreq.length).toBe(expected.invFreq.length);
      invFreq.forEach((w, k) =>
        expect(Math.abs(w - expected.invFreq[k]!)).toBeLessThanOrEqual(FREQUENCY_RELATIVE * expected.invFreq[k]!),
      );
      expect(Math.abs(attentionFactor - expected.attentionFactor)).toBeLessThanOrEqual(
        FREQUENCY_RELATIVE * expected.attentionFactor,
      );
    });
  }

  it('gives the published attention factors', () => {
    expect(ropeFrequencies(64, SCALINGS[4]![2]).attentionFactor).toBe(1); // DeepSeek's mscales cancel
    expect(ropeFrequencies(128, SCALINGS[3]![2]).attentionFactor).toBeCloseTo(0.1 * Math.log(4) + 1, 15);
    expect(ropeFrequencies(96, SCALINGS[6]![2]).attentionFactor).toBeCloseTo(
      Math.sqrt(1 + Math.log(32) / Math.log(4096)),
      15,
    );
  });
});

describe('ropeCosSin', () => {
  for (const [name, headDim, options] of SCALINGS) {
    for (const layout of ['half', 'pairs'] as const) {
      it(`${name}, '${layout}': within 2e-7·A of float64 at positions up to 1e6`, () => {
        const { invFreq, attentionFactor } = referenceInvFreq(headDim, options);
        for (const offset of [0, 4093, 999_800]) {
          const length = 200;
          const { cos, sin } = ropeCosSin(length, headDim, { ...options, layout, offset });
          const positions = Array.from({ length }, (_, r) => offset + r);
          const expected = referenceCosSin(positions, invFreq, attentionFactor, layout);
          expect(maxError(cos, expected.cos)).toBeLessThanOrEqual(TABLE_ERROR * attentionFactor);
          expect(maxError(sin, expected.sin)).toBeLessThanOrEqual(TABLE_ERROR * attentionFactor);
        }
      });
    }
  }

  for (const layout of ['half', 'pairs'] as const) {
    it(`'${layout}': a long table (anchors carried by rotation over 64 blocks, then recomputed) stays within 2e-7`, () => {
      const length = 20_000,
        headDim = 128,
        offset = 980_000;
      const { cos, sin } = ropeCosSin(length, headDim, { layout, offset });
      const { invFreq } = referenceInvFreq(headDim, {});
      const expected = referenceCosSin(
        Array.from({ length }, (_, r) => offset + r),
        invFreq,
        1,
        layout,
      );
      expect(maxError(cos, expected.cos)).toBeLessThanOrEqual(TABLE_ERROR);
      expect(maxError(sin, expected.sin)).toBeLessThanOrEqual(TABLE_ERROR);
    });
  }

  it('a sweep of bases, widths, attention factors and positions up to 1e6 stays within 2e-7·A', () => {
    let worst = 0;
    for (const base of [100, 10_000, 500_000, 1e6]) {
      for (const headDim of [16, 96, 256]) {
        for (const scaling of [undefined, { type: 'yarn' as const, factor: 16, originalMaxPositionEmbeddings: 4096 }]) {
          for (const layout of ['half', 'pairs'] as const) {
            for (const offset of [0, 31_337, 998_000]) {
              const options = { base, scaling, layout };
              const { invFreq, attentionFactor } = referenceInvFreq(headDim, options);
              const { cos, sin } = ropeCosSin(300, headDim, { ...options, offset });
              const expected = referenceCosSin(
                Array.from({ length: 300 }, (_, r) => offset + r),
                invFreq,
                attentionFactor,
                layout,
              );
              worst = Math.max(
                worst,
                maxError(cos, expected.cos) / attentionFactor,
                maxError(sin, expected.sin) / attentionFactor,
              );
            }
          }
        }
      }
    }
    console.log(`ropeCosSin sweep: worst error ${worst.toExponential(2)} × attentionFactor`);
    expect(worst).toBeLessThanOrEqual(TABLE_ERROR);
  });

  for (const headDim of [128, 400, 2048]) {
    it(`headDim ${headDim}: a table computed in pieces of 16384 rows equals the whole table bit for bit (the CLI streams so)`, () => {
      const length = 16384 + 700,
        offset = 5;
      const whole = ropeCosSin(length, headDim, { offset });
      const tail = ropeCosSin(700, headDim, { offset: offset + 16384 });
      const rotaryDim = headDim;
      // Count the differing values (a deep-equality diff of 10^5 floats would take minutes to print).
      const differing = (a: Float32Array, b: Float32Array) =>
        a.reduce((n, v, i) => n + (Object.is(v, b[i]) ? 0 : 1), 0);
      expect(differing(tail.cos, whole.cos.subarray(16384 * rotaryDim))).toBe(0);
      expect(differing(tail.sin, whole.sin.subarray(16384 * rotaryDim))).toBe(0);
    });
  }

  it('explicit positions (packed sequences) give the rows of those positions', () => {
    const positions = [0, 1, 2, 0, 1, 999_999, 5];
    const options = { base: 500000, positions, seqLen: 8192, scaling: SCALINGS[8]![2].scaling };
    const { cos, sin } = ropeCosSin(positions.length, 128, options);
    const { invFreq, attentionFactor } = referenceInvFreq(128, options);
    const expected = referenceCosSin(positions, invFreq, attentionFactor, 'half');
    expect(maxError(cos, expected.cos)).toBeLessThanOrEqual(TABLE_ERROR);
    expect(maxError(sin, expected.sin)).toBeLessThanOrEqual(TABLE_ERROR);
  });

  it("shows how Hugging Face's float32 path drifts with position while this one stays exact", () => {
    const { invFreq } = referenceInvFreq(128, {});
    const drift: string[] = [];
    let previous = 0;
    for (const start of [1e3, 1e4, 1e5, 999_900]) {
      const positions = Array.from({ length: 64 }, (_, r) => start + r);
      const exact = referenceCosSin(positions, invFreq, 1, 'half');
      const ours = ropeCosSin(64, 128, { offset: start });
      const hf = hfFloat32CosSin(positions, invFreq, 1);
      const hfError = Math.max(maxError(hf.cos, exact.cos), maxError(hf.sin, exact.sin));
      expect(maxError(ours.cos, exact.cos)).toBeLessThanOrEqual(TABLE_ERROR);
      expect(hfError).toBeGreaterThan(previous);
      previous = hfError;
      drift.push(
        `${start}: HF float32 ${hfError.toExponential(1)}, ours ${maxError(ours.cos, exact.cos).toExponential(1)}`,
      );
    }
    console.log(`cos/sin error against float64 (head_dim 128, base 1e4)\n  ${drift.join('\n  ')}`);
    expect(previous).toBeGreaterThan(1e-3); // at position 1e6 HF's float32 angle is off by ~0.03 rad
  });

  it('writes into Float32Arrays or allocate() buffers given as out', () => {
    const expected = ropeCosSin(10, 8, { layout: 'pairs' });
    const cos = new Float32Array(80),
      sin = allocate(80);
    const result = ropeCosSin(10, 8, { layout: 'pairs', out: { cos, sin } });
    expect(result.cos).toBe(cos);
    expect(Array.from(result.sin)).toEqual(Array.from(expected.sin));
    expect(Array.from(cos)).toEqual(Array.from(expected.cos));
    sin.free();
  });
});

describe('applyRope', () => {
  const shape = [2, 3, 70, 0] as [number, number, number, number];
  for (const [name, headDim, options] of SCALINGS) {
    for (const layout of ['half', 'pairs'] as const) {
      it(`${name}, '${layout}': within 2.5e-7·(|a|+|b|)·A of the float64 rotation`, () => {
        const dims: [number, number, number, number] = [shape[0], shape[1], shape[2], headDim];
        const x = seededFloats(
          dims.reduce((a, b) => a * b),
          headDim,
        );
        const offset = 999_000;
        const y = applyRope(x, dims, { ...options, layout, offset });
        const positions = Array.from({ length: dims[2] }, (_, t) => offset + t);
        const { invFreq, attentionFactor } = referenceInvFreq(headDim, options);
        const rotaryDim = options.rotaryDim ?? headDim;
        const expected = referenceApplyRope(x, dims, positions, invFreq, attentionFactor, layout, rotaryDim);
        // The other member of dimension j's plane.
        const partner = (j: number) => (layout === 'half' ? (j + rotaryDim / 2) % rotaryDim : j ^ 1);
        let worst = 0;
        for (let i = 0; i < x.length; i++) {
          const j = i % headDim;
          if (j >= rotaryDim) {
            expect(y[i]).toBe(x[i]); // partial rotary: passes through unchanged
            continue;
          }
          const other = i - j + partner(j);
          const bound = APPLY_ERROR * (Math.abs(x[i]!) + Math.abs(x[other]!)) * attentionFactor;
          worst = Math.max(worst, Math.abs(y[i]! - expected[i]!) / bound);
        }
        expect(worst).toBeLessThanOrEqual(1);
      });
    }
  }

  it('wide heads over many groups of rows (headDim 2048: 256 rows a group) meet the contract', () => {
    const dims: [number, number, number, number] = [1, 3, 600, 2048];
    const x = seededFloats(
      dims.reduce((a, b) => a * b),
      11,
    );
    const y = applyRope(x, dims, { offset: 70_000 });
    const { invFreq } = referenceInvFreq(2048, {});
    const expected = referenceApplyRope(
      x,
      dims,
      Array.from({ length: 600 }, (_, t) => 70_000 + t),
      invFreq,
      1,
      'half',
      2048,
    );
    let worst = 0;
    for (let i = 0; i < x.length; i++) {
      const j = i % 2048,
        other = i - j + ((j + 1024) % 2048);
      worst = Math.max(worst, Math.abs(y[i]! - expected[i]!) / (APPLY_ERROR * (Math.abs(x[i]!) + Math.abs(x[other]!))));
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('in place, into out, and from an allocate() buffer all give the same values', () => {
    const x = seededFloats(1 * 4 * 33 * 16, 5);
    const expected = applyRope(x, [1, 4, 33, 16], { layout: 'pairs', offset: 3 });
    const out = new Float32Array(x.length);
    expect(applyRope(x, [1, 4, 33, 16], { layout: 'pairs', offset: 3, out })).toBe(out);
    expect(out).toEqual(expected);
    const buffer = allocate(x.length);
    buffer.array.set(x);
    applyRope(buffer, [1, 4, 33, 16], { layout: 'pairs', offset: 3, inPlace: true });
    expect(buffer.array).toEqual(expected);
    buffer.free();
    const copy = x.slice();
    expect(applyRope(copy, [1, 4, 33, 16], { layout: 'pairs', offset: 3, inPlace: true })).toBe(copy);
    expect(copy).toEqual(expected);
  });

  for (const layout of ['half', 'pairs'] as const) {
    it(`'${layout}': (R_m q)·(R_n k) depends only on m − n`, () => {
      const headDim = 64;
      const q = seededFloats(headDim, 1),
        k = seededFloats(headDim, 2);
      const score = (m: number, n: number) => {
        const rq = applyRope(q, [1, 1, 1, headDim], { layout, offset: m });
        const rk = applyRope(k, [1, 1, 1, headDim], { layout, offset: n });
        return rq.reduce((sum, v, i) => sum + v * rk[i]!, 0);
      };
      // Each score sums 64 products of rotated values that are each within ~2e-7·(|a|+|b|) of
      // exact; |q|, |k| < 1, so the scores agree within 64·2·2·2e-7 ≈ 5e-5 (measured ~1e-6).
      const reference = score(7, 3);
      for (const [m, n] of [
        [4, 0],
        [104, 100],
        [5004, 5000],
        [999_004, 999_000],
      ]) {
        expect(Math.abs(score(m!, n!) - reference)).toBeLessThan(5e-5);
      }
    });
  }

  it('the two layouts give identical scores once q and k are permuted with ropePermutation', () => {
    const headDim = 32,
      length = 9;
    const q = seededFloats(length * headDim, 3),
      k = seededFloats(length * headDim, 4);
    const p = ropePermutation(headDim, 'pairs', 'half');
    expect(Array.from(p)).toEqual(permutationReference(headDim, 'pairs', 'half'));
    expect(Array.from(ropePermutation(headDim, 'half', 'pairs'))).toEqual(
      permutationReference(headDim, 'half', 'pairs'),
    );
    const permute = (v: Float32Array) => v.map((_, i) => v[i - (i % headDim) + p[i % headDim]!]!);
    const scores = (layout: RopeLayout, qs: Float32Array, ks: Float32Array) => {
      const rq = applyRope(qs, [1, 1, length, headDim], { layout });
      const rk = applyRope(ks, [1, 1, length, headDim], { layout });
      return Array.from({ length: length * length }, (_, c) => {
        const t = Math.floor(c / length),
          s = c % length;
        let sum = 0;
        for (let j = 0; j < headDim; j++) sum += rq[t * headDim + j]! * rk[s * headDim + j]!;
        return sum;
      });
    };
    // Permuting moves each product to another index, but the rotated values are the very same
    // float32 numbers: only the float64 summation order differs (|q·k| < 32, error ~1e-14).
    expect(maxError(scores('pairs', q, k), scores('half', permute(q), permute(k)))).toBeLessThan(1e-12);
    expect(
      maxError(
        applyRope(permute(q), [1, 1, length, headDim]),
        permute(applyRope(q, [1, 1, length, headDim], { layout: 'pairs' })),
      ),
    ).toBe(0);
  });
});

describe('both builds', () => {
  let builds: Builds;
  beforeAll(async () => {
    builds = await loadBothBuilds();
  });

  it('SIMD and baseline return bit-identical tables and rotations', () => {
    for (const [, headDim, options] of SCALINGS) {
      for (const layout of ['half', 'pairs'] as const) {
        const o = { ...options, layout, offset: 12_345 };
        const simd = rope.ropeCosSin(builds.simd, 130, headDim, o);
        const baseline = rope.ropeCosSin(builds.baseline, 130, headDim, o);
        expect(simd.cos).toEqual(baseline.cos);
        expect(simd.sin).toEqual(baseline.sin);
        const x = seededFloats(2 * 130 * headDim, headDim);
        expect(rope.applyRope(builds.simd, x, [1, 2, 130, headDim], o)).toEqual(
          rope.applyRope(builds.baseline, x, [1, 2, 130, headDim], o),
        );
      }
    }
  });
});
