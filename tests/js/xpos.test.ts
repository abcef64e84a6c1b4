// applyXpos: torchscale's XPOS (Sun et al. 2022) against a float64 reference written here from
// xpos_relative_position.py: rotate_every_two with duplicate_interleave ('pairs'), scale
// ζᵢ = (2i + 0.4·d) / (1.4·d) raised to n / scale_base with n from min_pos = −(length // 2 rounded
// up), keys divided by it (downscale). Both builds bit-identical; overflow and bad input refused
// by name; memory flat.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { applyXpos, runtimeInfo } from '../../web/lib/index.js';
import * as xpos from '../../web/lib/xpos.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { bitIdentical } from './helpers/float32.js';
import { seededFloats } from './helpers/seeded.js';

// xpos.h's contract: 2.5e-7·(|a| + |b|)·S per output, S the row's and plane's scale (apply_rope's
// bound with S as the attention factor: rounded S·cos and S·sin, two rounded products, their sum).
const APPLY_ERROR = 2.5e-7;

type Shape = readonly [number, number, number, number];

/** Float64 xPos of q (query: true) or k, [batch, heads, length, headDim]. */
function referenceXpos(
  x: Float32Array,
  shape: Shape,
  query: boolean,
  { base = 10000, scaleBase = 512, gamma = 0.4, layout = 'pairs' as 'pairs' | 'half' } = {},
): { y: Float64Array; bound: Float64Array } {
  const [batch, heads, length, headDim] = shape;
  const half = headDim / 2;
  const minPos = Math.floor(-length / 2); // Python's −length // 2
  const y = new Float64Array(x.length);
  const bound = new Float64Array(x.length);
  for (let row = 0; row < batch * heads * length; row++) {
    const p = row % length;
    const n = p + minPos;
    for (let i = 0; i < half; i++) {
      const zeta = ((2 * i) / headDim + gamma) / (1 + gamma);
      const scale = Math.pow(zeta, (query ? n : -n) / scaleBase);
      const angle = p * Math.pow(base, (-2 * i) / headDim);
      const ia = row * headDim + (layout === 'pairs' ? 2 * i : i);
      const ib = row * headDim + (layout === 'pairs' ? 2 * i + 1 : i + half);
      const a = x[ia]!;
      const b = x[ib]!;
      y[ia] = scale * (a * Math.cos(angle) - b * Math.sin(angle));
      y[ib] = scale * (b * Math.cos(angle) + a * Math.sin(angle));
      bound[ia] = bound[ib] = APPLY_ERROR * (Math.abs(a) + Math.abs(b)) * scale;
    }
  }
  return { y, bound };
}

function worstError(actual: Float32Array, expected: { y: Float64Array; bound: Float64Array }): number {
  let worst = 0;
  actual.forEach((v, i) => {
    const error = Math.abs(v - expected.y[i]!);
    expect(error).toBeLessThanOrEqual(expected.bound[i]!);
    if (expected.bound[i]! > 0) worst = Math.max(worst, (error / expected.bound[i]!) * APPLY_ERROR);
  });
  return worst;
}

let builds: Builds;
beforeAll(async () => {
  await init();
  builds = await loadBothBuilds();
});

describe('applyXpos', () => {
  it('centres positions as torchscale does: length 5 gives n = −3 … 1, length 4 n = −2 … 1', () => {
    // One plane (headDim 2): ζ₀ = 0.4 / 1.4, and a 0-angle-free check through the scale alone at p = 0.
    for (const [length, first] of [
      [5, -3],
      [4, -2],
    ] as const) {
      const ones = new Float32Array(length * 2).fill(0);
      for (let p = 0; p < length; p++) ones[2 * p] = 1;
      const { q, k } = applyXpos(ones, ones, [1, 1, length, 2], { scaleBase: 1 });
      // Row 0 (angle 0): q = ζ₀^first, k = ζ₀^−first.
      expect(q[0]).toBe(Math.fround(Math.pow(0.4 / 1.4, first)));
      expect(k[0]).toBe(Math.fround(Math.pow(0.4 / 1.4, -first)));
    }
  });

  const shape = [2, 3, 50, 64] as const;
  const q = seededFloats(2 * 3 * 50 * 64, 31);
  const k = seededFloats(2 * 3 * 50 * 64, 32);
  for (const options of [
    {},
    { layout: 'half' as const, base: 500000 },
    { scaleBase: 16, gamma: 0.2 }, // scales from ~1e-4 to ~1e4: the bound follows S
  ]) {
    it(`meets the contract against float64 for ${JSON.stringify(options)}`, () => {
      const out = applyXpos(q, k, shape, options);
      const worstQ = worstError(out.q, referenceXpos(q, shape, true, options));
      const worstK = worstError(out.k, referenceXpos(k, shape, false, options));
      console.log(
        `xPos ${JSON.stringify(options)}: worst error ${Math.max(worstQ, worstK).toExponential(2)}·(|a| + |b|)·S`,
      );
    });
  }

  it('q′·k′ decays with the distance only: equal at (p, s) and (p + 7, s + 7)', () => {
    const headDim = 32;
    const length = 40;
    const q0 = seededFloats(headDim, 4);
    const k0 = seededFloats(headDim, 5);
    const qs = new Float32Array(length * headDim);
    const ks = new Float32Array(length * headDim);
    for (let p = 0; p < length; p++) {
      qs.set(q0, p * headDim);
      ks.set(k0, p * headDim);
    }
    const out = applyXpos(qs, ks, [1, 1, length, headDim], { scaleBase: 32 });
    const score = (p: number, s: number) => {
      let sum = 0;
      for (let j = 0; j < headDim; j++) sum += out.q[p * headDim + j]! * out.k[s * headDim + j]!;
      return sum;
    };
    for (const [p, s] of [
      [10, 3],
      [20, 20],
      [5, 30],
    ] as const) {
      // 1e-6 relative: 2·headDim products, each with a few float32 roundings of 6e-8.
      expect(Math.abs(score(p, s) - score(p + 7, s + 7))).toBeLessThanOrEqual(1e-6 * (1 + Math.abs(score(p, s))));
    }
  });

  it('SIMD and baseline builds agree bit for bit', () => {
    for (const options of [{}, { layout: 'half' as const }]) {
      const a = xpos.applyXpos(builds.simd, q, k, shape, options);
      const b = xpos.applyXpos(builds.baseline, q, k, shape, options);
      expect(bitIdentical(a.q, b.q) && bitIdentical(a.k, b.k)).toBe(true);
    }
  });

  it('the longest length within float32 (72,520 for the defaults) runs; one more pair is refused', () => {
    const length = 72520;
    const x = new Float32Array(length * 2).fill(0.25);
    const { q: qo, k: ko } = applyXpos(x, x, [1, 1, length, 2]);
    expect(qo.every(Number.isFinite) && ko.every(Number.isFinite)).toBe(true);
    // ζ₀^(−36260/512) = 3.3e38: the first query's scale, just within FLT_MAX.
    expect(qo[0]).toBeGreaterThan(1e37);
    const longer = new Float32Array((length + 2) * 2);
    expect(() => applyXpos(longer, longer, [1, 1, length + 2, 2])).toThrow(
      /shape\[2\] \(length\) must be at most 72520 for scaleBase 512 and gamma 0\.4: .* would overflow float32/,
    );
  });

  const good = new Float32Array(2 * 4 * 8);
  const loose = applyXpos as (...args: unknown[]) => unknown;
  it.each([
    ['q a Float64Array', [new Float64Array(64), good, [1, 2, 4, 8]], TypeError, /q must be a Float32Array/],
    ['k missing', [good, undefined, [1, 2, 4, 8]], TypeError, /k must be a Float32Array/],
    ['k shorter than q', [good, good.subarray(8), [1, 2, 4, 8]], RangeError, /k must hold as many values as q \(64/],
    ['a shape that does not hold q', [good, good, [1, 2, 4, 4]], RangeError, /but q\.length is 64/],
    [
      'an odd headDim',
      [good.subarray(0, 63), good.subarray(0, 63), [1, 1, 9, 7]],
      RangeError,
      /headDim\) must be even/,
    ],
    ['base 1', [good, good, [1, 2, 4, 8], { base: 1 }], RangeError, /options\.base must be a finite number > 1/],
    [
      'scaleBase 0',
      [good, good, [1, 2, 4, 8], { scaleBase: 0 }],
      RangeError,
      /options\.scaleBase must be a finite number > 0/,
    ],
    ['gamma NaN', [good, good, [1, 2, 4, 8], { gamma: NaN }], RangeError, /options\.gamma must be a finite number > 0/],
    ['gamma a string', [good, good, [1, 2, 4, 8], { gamma: '0.4' }], TypeError, /options\.gamma must be/],
    [
      'layout interleaved',
      [good, good, [1, 2, 4, 8], { layout: 'interleaved' }],
      RangeError,
      /options\.layout must be 'half' or 'pairs'/,
    ],
    [
      'an unknown option',
      [good, good, [1, 2, 4, 8], { offset: 3 }],
      TypeError,
      /unknown option "offset" for applyXpos/,
    ],
    [
      'a tiny scaleBase',
      [good, good, [1, 2, 4, 8], { scaleBase: 0.01 }],
      RangeError,
      /shape\[2\] \(length\) must be at most 0 for scaleBase 0\.01/,
    ],
  ] as const)('%s is refused, and the module works afterwards', (_, args, error, message) => {
    expect(() => loose(...args)).toThrow(error);
    expect(() => loose(...args)).toThrow(message);
    expect(applyXpos(good, good, [1, 2, 4, 8]).q.length).toBe(64);
  });

  it('leaves wasm memory where it was over many calls, failing ones included', () => {
    const small = seededFloats(2 * 16 * 8, 6);
    applyXpos(small, small, [1, 2, 16, 8]);
    const before = runtimeInfo().allocatedBytes;
    for (let i = 0; i < 2000; i++) {
      applyXpos(small, small, [1, 2, 16, 8], { scaleBase: 64 + i });
      expect(() => loose(small, small, [1, 2, 16, 8], { gamma: -1 })).toThrow(RangeError);
    }
    expect(runtimeInfo().allocatedBytes).toBe(before);
  });
});
