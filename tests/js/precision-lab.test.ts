// The precision lab (precisionErrors, roundToFormat): the emulated formats against hand-worked
// values and an independent rounding reference, the float32 emulation against Hugging Face's
// steps written in the tests, the package's own errors against its ropeCosSin/applyRope output,
// and the facts the precision view shows, as numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { applyRope, precisionErrors, ropeCosSin, roundToFormat, runtimeInfo } from '../../web/lib/index.js';
import { precisionErrors as precisionOn } from '../../web/lib/precision.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { roundTo16Bits, rotationErrors, tableErrors } from './helpers/precision-reference.js';
import { hfFloat32CosSin, hfFloat32DefaultInvFreq } from './helpers/rope-reference.js';
import { seededFloats, seededRandom } from './helpers/seeded.js';

let builds: Builds;
beforeAll(async () => {
  await init();
  builds = await loadBothBuilds();
});

/** 1, 2, 5, 10, 20, 50, … up to last. */
const logSpaced = (last: number) =>
  Array.from({ length: 40 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3)).filter((p) => p <= last);
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('roundToFormat', () => {
  it('hand-worked values', () => {
    expect(roundToFormat(257, 'bfloat16')).toBe(256); // tie: 256's significand is even
    expect(roundToFormat(259, 'bfloat16')).toBe(260);
    expect(roundToFormat(0.1, 'bfloat16')).toBe(0.10009765625); // 0x3DCD
    expect(roundToFormat(2049, 'float16')).toBe(2048);
    expect(roundToFormat(2051, 'float16')).toBe(2052);
    expect(roundToFormat(0.1, 'float16')).toBe(0.0999755859375); // 0x2E66
    expect(roundToFormat(65519, 'float16')).toBe(65504);
    expect(roundToFormat(65520, 'float16')).toBe(Infinity);
    expect(roundToFormat(2 ** -25, 'float16')).toBe(0); // half the smallest subnormal: tie to 0
    expect(roundToFormat(16777217, 'float32')).toBe(16777216);
    expect([...roundToFormat([257, -1001, NaN, -Infinity], 'bfloat16')]).toEqual([256, -1000, NaN, -Infinity]);
  });

  it('float32 is Math.fround; float16 and bfloat16 are the nearest of all their values, ties to even', () => {
    const random = seededRandom(3);
    const values = Array.from({ length: 20000 }, (_, i) => {
      const magnitude = 2 ** Math.floor(random() * 60 - 30);
      // every fourth value a tie or near-tie: an integer and a half in units of 2^-12
      return i % 4 === 0 ? (Math.floor(random() * 2 ** 20) + 0.5) * 2 ** -12 : (random() * 2 - 1) * magnitude;
    });
    expect([...roundToFormat(values, 'float32')]).toEqual(values.map(Math.fround));
    for (const format of ['float16', 'bfloat16'] as const) {
      expect([...roundToFormat(values, format)], format).toEqual(values.map((v) => roundTo16Bits(v, format)));
    }
  });
});

describe('precisionErrors: the facts the precision view shows', () => {
  it('bfloat16 positions are wrong from 257: plane 0 (1 radian per position) is off wherever bfloat16 cannot hold the position', () => {
    const positions = range(0, 1000);
    const e = precisionErrors(positions, 128, { arithmetic: 'bfloat16', plane: 0 });
    // Exact positions leave the cos/sin rounding only (half a bfloat16 ulp below 1, 2^-9);
    // a position off by 1 or 2 radians moves cos or sin by at least 2·sin(1/2)/√2 = 0.68.
    positions.forEach((p) => {
      if (roundToFormat(p, 'bfloat16') === p) expect(e[p], `position ${p}`).toBeLessThanOrEqual(2 ** -9);
      else expect(e[p], `position ${p}`).toBeGreaterThan(0.6);
    });
    expect(positions.find((p) => e[p]! > 0.6)).toBe(257);
  });

  it('float16 positions are wrong from 2049 and infinite from 65520', () => {
    const e = precisionErrors([2048, 2049, 65504, 65519, 65520, 1e6], 64, { arithmetic: 'float16', plane: 0 });
    expect(e[0]).toBeLessThanOrEqual(2 ** -12);
    expect(e[1]).toBeGreaterThan(0.6);
    expect(Number.isFinite(e[2]) && Number.isFinite(e[3])).toBe(true);
    expect([e[4], e[5]]).toEqual([Infinity, Infinity]);
  });

  it('float32 (Hugging Face, the tutorials) drifts past 10^4; this package stays within 1e-7 up to 10^9', () => {
    // Measured at headDim 128: float32 3.2e-6 at 100, 3.2e-4 at 10^4, 5.2e-2 at 10^6; the package
    // 3e-8 up to 10^8 and 6e-8 at 10^9 (there the float64 reference's own angle rounding shows).
    const [at100, at1e4, at1e6] = precisionErrors([100, 1e4, 1e6], 128, { arithmetic: 'float32' });
    expect(at100).toBeLessThan(1e-5);
    expect(at1e4).toBeGreaterThan(1e-4);
    expect(at1e6).toBeGreaterThan(1e-2);
    const positions = logSpaced(1e9);
    expect(Math.max(...precisionErrors(positions, 128))).toBeLessThan(1e-7);
    // RoPE outputs of x = 1: applyRope's bound 2.5e-7·(|a| + |b|) = 5e-7; measured 1.1e-7.
    expect(Math.max(...precisionErrors(positions, 128, { quantity: 'rope-output' }))).toBeLessThan(2.5e-7);
  });
});

describe('precisionErrors against references written in the tests', () => {
  const positions = [0, 1, 7, 100, 257, 1000, 4097, 12345, 99999, 1e6, 3e6];

  it("'float32' is Hugging Face's float32 steps, error for error", () => {
    for (const headDim of [8, 64, 128]) {
      const base = headDim === 8 ? 100 : 10000;
      const { cos, sin } = hfFloat32CosSin(positions, hfFloat32DefaultInvFreq(headDim, base), 1);
      const expected = tableErrors(positions, headDim, base, cos, sin);
      const actual = precisionErrors(positions, headDim, { base, arithmetic: 'float32' });
      // The same float32 values; the two float64 references (musl's and V8's cos, pow) may
      // differ by an ulp of the angle, pos·w·2^-52 at most.
      positions.forEach((p, i) =>
        expect(Math.abs(actual[i]! - expected[i]!), `position ${p}`).toBeLessThan(1e-15 * (1 + p)),
      );
    }
  });

  it("'package' measures ropeCosSin's and applyRope's own output", () => {
    const headDim = 64;
    const { cos, sin } = ropeCosSin(positions.length, headDim, { positions });
    const expected = tableErrors(positions, headDim, 10000, cos, sin);
    const actual = precisionErrors(positions, headDim);
    positions.forEach((p, i) =>
      expect(Math.abs(actual[i]! - expected[i]!), `position ${p}`).toBeLessThan(1e-15 * (1 + p)),
    );

    const x = seededFloats(headDim, 5);
    const rows = new Float32Array(positions.length * headDim).map((_, k) => x[k % headDim]!);
    const y = applyRope(rows, [1, 1, positions.length, headDim], { positions });
    const rotated = rotationErrors(positions, x, 10000, y);
    const measured = precisionErrors(positions, headDim, { quantity: 'rope-output', x });
    positions.forEach((p, i) =>
      expect(Math.abs(measured[i]! - rotated[i]!), `position ${p}`).toBeLessThan(4e-15 * (1 + p)),
    );
  });

  it('both builds give the same numbers', () => {
    for (const arithmetic of ['package', 'float32', 'float16', 'bfloat16'] as const) {
      for (const quantity of ['cos-sin', 'rope-output'] as const) {
        const options = { arithmetic, quantity, base: 500 };
        const simd = precisionOn(builds.simd, positions, 32, options);
        expect(precisionOn(builds.baseline, positions, 32, options), `${arithmetic} ${quantity}`).toEqual(simd);
      }
    }
  });
});

describe('precisionErrors refuses bad input by name', () => {
  const loose = precisionErrors as (positions: unknown, headDim: unknown, options?: unknown) => Float64Array;
  it.each([
    ['positions not an array', () => loose(5, 8), TypeError, /positions must be an array of integers/],
    ['positions empty', () => loose([], 8), RangeError, /positions\.length must be an integer in \[1,/],
    ['a fractional position', () => loose([1, 2.5], 8), RangeError, /positions\[1\] must be one of integers/],
    ['a negative position', () => loose([-1], 8), RangeError, /positions\[0\]/],
    ['an odd headDim', () => loose([1], 7), RangeError, /headDim must be even/],
    [
      'an unknown arithmetic',
      () => loose([1], 8, { arithmetic: 'fp8' }),
      RangeError,
      /options\.arithmetic must be 'package', 'float32', 'float16' or 'bfloat16'; got "fp8"/,
    ],
    [
      'an unknown quantity',
      () => loose([1], 8, { quantity: 'scores' }),
      RangeError,
      /options\.quantity must be 'cos-sin' or 'rope-output'/,
    ],
    [
      'a plane past the head',
      () => loose([1], 8, { plane: 4 }),
      RangeError,
      /options\.plane must be an integer in \[0, 3\]/,
    ],
    ['x of the wrong length', () => loose([1], 8, { x: [1, 2] }), RangeError, /options\.x must hold 8 values/],
    ['x with NaN', () => loose([1], 2, { x: [1, NaN] }), RangeError, /options\.x\[1\]/],
    ['a base of 1', () => loose([1], 8, { base: 1 }), RangeError, /options\.base/],
    ['an unknown option', () => loose([1], 8, { layout: 'half' }), TypeError, /unknown option "layout"/],
    ['too much work', () => loose(new Float64Array(2 ** 18), 256), RangeError, /positions × headDim \/ 2/],
    [
      'roundToFormat without a format',
      () => (roundToFormat as (v: unknown, f?: unknown) => unknown)(1),
      TypeError,
      /format must be/,
    ],
    [
      'roundToFormat to float8',
      () => (roundToFormat as (v: unknown, f?: unknown) => unknown)(1, 'float8'),
      RangeError,
      /format must be 'float32', 'float16' or 'bfloat16'/,
    ],
  ])('%s', (_, call, type, message) => {
    expect(call).toThrow(type);
    expect(call).toThrow(message);
    expect(call).toThrow(/^positional-encoding: /);
  });

  it('leaves nothing allocated across repeated calls', () => {
    precisionErrors(logSpaced(1e6), 64, { arithmetic: 'package', quantity: 'rope-output' });
    const before = runtimeInfo().allocatedBytes;
    for (let i = 0; i < 200; i += 1) {
      precisionErrors(logSpaced(1e6), 64, { arithmetic: i % 2 ? 'package' : 'bfloat16', quantity: 'rope-output' });
      roundToFormat([1, 2, 3], 'float16');
      expect(() => loose([0.5], 8)).toThrow();
    }
    expect(runtimeInfo().allocatedBytes).toBe(before);
  });
});
