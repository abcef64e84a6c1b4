// 2D RoPE (Pixtral's vision encoder): rope2dPositions numbers a patch grid by row and column, and
// applyRope with { rope2d: true, positions } turns plane i < headDim/4 by row·θ₂ᵢ and plane
// headDim/4 + j by column·θ₂ⱼ₊₁, against a float64 reference written here from
// PixtralRotaryEmbedding (transformers) and precompute_freqs_cis_2d (mistral-inference); both
// builds bit-identical; bad input refused by name.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { applyRope, rope2dPositions } from '../../web/lib/index.js';
import * as rope from '../../web/lib/rope.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { bitIdentical } from './helpers/float32.js';
import { seededFloats } from './helpers/seeded.js';

// rope.h's apply contract: 2.5e-7·(|a| + |b|) per output (rounded c and s, two rounded products
// and their rounded sum).
const APPLY_ERROR = 2.5e-7;

/**
 * Float64 2D RoPE on x [batch, heads, length, headDim], ids 2 × length. transformers builds
 * freqs = base^(−2k/d), takes freqs[::2] for rows and freqs[1::2] for columns and concatenates
 * them into the headDim/2 angles of rotate_half ('half'); mistral-inference multiplies the
 * complex pairs (2k, 2k + 1) by the same angles ('pairs').
 */
function reference2d(
  x: Float32Array,
  shape: readonly [number, number, number, number],
  ids: Int32Array,
  base: number,
  layout: 'half' | 'pairs',
): { y: Float64Array; bound: Float64Array } {
  const [batch, heads, length, headDim] = shape;
  const half = headDim / 2;
  const quarter = headDim / 4;
  const freqs = Array.from({ length: half }, (_, k) => Math.pow(base, (-2 * k) / headDim));
  const y = Float64Array.from(x);
  const bound = new Float64Array(x.length);
  for (let row = 0; row < batch * heads * length; row++) {
    const t = row % length;
    for (let k = 0; k < half; k++) {
      const angle = k < quarter ? ids[t]! * freqs[2 * k]! : ids[length + t]! * freqs[2 * (k - quarter) + 1]!;
      const ia = row * headDim + (layout === 'half' ? k : 2 * k);
      const ib = row * headDim + (layout === 'half' ? k + half : 2 * k + 1);
      const a = x[ia]!;
      const b = x[ib]!;
      y[ia] = a * Math.cos(angle) - b * Math.sin(angle);
      y[ib] = b * Math.cos(angle) + a * Math.sin(angle);
      bound[ia] = bound[ib] = APPLY_ERROR * (Math.abs(a) + Math.abs(b));
    }
  }
  return { y, bound };
}

let builds: Builds;
beforeAll(async () => {
  await init();
  builds = await loadBothBuilds();
});

describe('rope2dPositions', () => {
  it('numbers a 2 × 3 grid row by row: rows, then columns', () => {
    expect(Array.from(rope2dPositions(2, 3))).toEqual([0, 0, 0, 1, 1, 1, 0, 1, 2, 0, 1, 2]);
  });

  it("holds Pixtral's position_ids: row · maxWidth + column", () => {
    const ids = rope2dPositions(5, 7);
    const n = 35;
    for (let p = 0; p < n; p++) expect(ids[p]! * 7 + ids[n + p]!).toBe(p);
  });

  const loose = rope2dPositions as (...args: unknown[]) => unknown;
  it.each([
    ['rows 0', [0, 3], RangeError, /rows must be an integer in \[1, 268435456\]; got 0/],
    ['cols 2.5', [2, 2.5], RangeError, /cols must be an integer in \[1, 268435456\]; got 2\.5/],
    ['cols a string', [2, '3'], TypeError, /cols must be a number/],
    ['rows NaN', [NaN, 3], RangeError, /rows must be an integer/],
    ['a grid past MAX_ELEMENTS / 2', [2 ** 14, 2 ** 14], RangeError, /rows × cols .* must be at most 134217728/],
  ] as const)('%s is refused', (_, args, error, message) => {
    expect(() => loose(...args)).toThrow(error);
    expect(() => loose(...args)).toThrow(message);
  });
});

describe('applyRope with rope2d', () => {
  // Pixtral-12B's vision encoder: head_dim 64 (hidden 1024 / 16 heads), rope_theta 10000; a 6 × 9 patch grid.
  const ids = rope2dPositions(6, 9);
  const length = ids.length / 2;
  const shape = [2, 3, length, 64] as const;
  const x = seededFloats(2 * 3 * length * 64, 21);

  for (const layout of ['half', 'pairs'] as const) {
    it(`'${layout}': rows and columns turn their planes, within the apply contract of float64`, () => {
      const y = applyRope(x, shape, { rope2d: true, positions: ids, layout });
      const { y: expected, bound } = reference2d(x, shape, ids, 10000, layout);
      let worst = 0;
      y.forEach((v, i) => {
        expect(Math.abs(v - expected[i]!)).toBeLessThanOrEqual(bound[i]!);
        worst = Math.max(worst, Math.abs(v - expected[i]!) / (bound[i]! / APPLY_ERROR || 1));
      });
      console.log(`2D RoPE apply (${layout}): worst error ${worst.toExponential(2)}·(|a| + |b|)`);
    });
  }

  it('a patch in row 0 leaves the row planes unturned; column 0 the column planes', () => {
    const y = applyRope(x, shape, { rope2d: true, positions: ids });
    // Patch (0, 4): row planes 0..15 stand still, so dimensions 0..15 and 32..47 are x's own.
    const at = 4 * 64;
    for (let k = 0; k < 16; k++) {
      expect(y[at + k]).toBe(x[at + k]);
      expect(y[at + 32 + k]).toBe(x[at + 32 + k]);
    }
    // Patch (2, 0): column planes 16..31 stand still.
    const at2 = 18 * 64;
    for (let k = 16; k < 32; k++) {
      expect(y[at2 + k]).toBe(x[at2 + k]);
      expect(y[at2 + 32 + k]).toBe(x[at2 + 32 + k]);
    }
  });

  it('SIMD and baseline builds agree bit for bit', () => {
    for (const layout of ['half', 'pairs'] as const) {
      const options = { rope2d: true, positions: ids, layout };
      expect(
        bitIdentical(
          rope.applyRope(builds.simd, x, shape, options),
          rope.applyRope(builds.baseline, x, shape, options),
        ),
      ).toBe(true);
    }
  });

  const loose = applyRope as (...args: unknown[]) => unknown;
  it.each([
    ['no positions', { rope2d: true }, TypeError, /options\.rope2d needs options\.positions: 2 × length ids/],
    [
      'one row of positions',
      { rope2d: true, positions: ids.subarray(0, length) },
      RangeError,
      new RegExp(`options\\.positions must hold ${2 * length} values`),
    ],
    [
      'a rotaryDim that is not a multiple of 4',
      { rope2d: true, positions: ids, rotaryDim: 62 },
      RangeError,
      /options\.rope2d needs rotaryDim \(62\) to be a multiple of 4/,
    ],
    [
      'with mropeSection',
      { rope2d: true, positions: ids, mropeSection: [8, 12, 12] },
      TypeError,
      /pass either options\.rope2d or options\.mropeSection, not both/,
    ],
    ['rope2d not a boolean', { rope2d: 1, positions: ids }, TypeError, /options\.rope2d must be/],
    [
      'a negative id',
      { rope2d: true, positions: Int32Array.from(ids, (v, i) => (i === 3 ? -1 : v)) },
      RangeError,
      /options\.positions/,
    ],
  ] as const)('%s is refused, and the module works afterwards', (_, bad, error, message) => {
    const call = () => loose(x, shape, bad);
    expect(call).toThrow(error);
    expect(call).toThrow(message);
    expect(applyRope(x, shape, { rope2d: true, positions: ids }).length).toBe(x.length);
  });
});
