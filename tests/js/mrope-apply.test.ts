// applyRope with { mropeSection, positions }: Qwen2-VL / Qwen2.5-VL's multimodal rotation, each
// plane turned by the id of its section's row (time, height, width), against a float64 reference
// written here; both builds bit-identical; bad sections and positions refused by name.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { applyRope, mropePositions, ropeFrequencies } from '../../web/lib/index.js';
import * as rope from '../../web/lib/rope.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { bitIdentical } from './helpers/float32.js';
import { seededFloats } from './helpers/seeded.js';

// rope.h's apply contract: 2.5e-7·(|a| + |b|) per output.
const APPLY_ERROR = 2.5e-7;

/** Float64 M-RoPE on x [batch, heads, length, headDim] ('half' layout), ids 3 × length. */
function referenceMrope(
  x: Float32Array,
  shape: readonly [number, number, number, number],
  ids: Int32Array,
  section: readonly [number, number, number],
  base: number,
): { y: Float64Array; bound: Float64Array } {
  const [batch, heads, length, headDim] = shape;
  const half = headDim / 2;
  const y = Float64Array.from(x);
  const bound = new Float64Array(x.length);
  for (let row = 0; row < batch * heads * length; row++) {
    const t = row % length;
    for (let k = 0; k < half; k++) {
      const which = k < section[0] ? 0 : k < section[0] + section[1] ? 1 : 2;
      const angle = ids[which * length + t]! * Math.pow(base, (-2 * k) / headDim);
      const a = x[row * headDim + k]!;
      const b = x[row * headDim + k + half]!;
      y[row * headDim + k] = a * Math.cos(angle) - b * Math.sin(angle);
      y[row * headDim + k + half] = b * Math.cos(angle) + a * Math.sin(angle);
      bound[row * headDim + k] = bound[row * headDim + k + half] = APPLY_ERROR * (Math.abs(a) + Math.abs(b));
    }
  }
  return { y, bound };
}

let builds: Builds;
beforeAll(async () => {
  await init();
  builds = await loadBothBuilds();
});

describe('applyRope with mropeSection', () => {
  // Qwen2.5-VL-7B: head 128, mrope_section [16, 24, 24], rope_theta 1e6; a text-image-text-video sequence.
  const ids = mropePositions([{ text: 5 }, { image: [1, 8, 12] }, { text: 3 }, { video: [3, 4, 4] }], {
    tokensPerSecond: 2,
  });
  const length = ids.length / 3;
  const shape = [1, 2, length, 128] as const;
  const x = seededFloats(2 * length * 128, 11);
  const options = { base: 1e6, mropeSection: [16, 24, 24] as const, positions: ids };

  it('rotates each section by its own row of ids, within the apply contract of float64', () => {
    const y = applyRope(x, shape, options);
    const { y: expected, bound } = referenceMrope(x, shape, ids, [16, 24, 24], 1e6);
    let worst = 0;
    y.forEach((v, i) => {
      expect(Math.abs(v - expected[i]!)).toBeLessThanOrEqual(bound[i]!);
      worst = Math.max(worst, Math.abs(v - expected[i]!) / (bound[i]! / APPLY_ERROR || 1));
    });
    console.log(`M-RoPE apply: worst error ${worst.toExponential(2)}·(|a| + |b|)`);
  });

  it('text tokens (three equal ids) rotate exactly as plain RoPE at that position', () => {
    const text = Array.from({ length }, (_, t) => ids[t]!);
    const plain = applyRope(x, shape, { base: 1e6, positions: text });
    const mrope = applyRope(x, shape, options);
    for (const t of [0, 4]) {
      for (const head of [0, 1]) {
        const at = (head * length + t) * 128;
        expect(bitIdentical(mrope.subarray(at, at + 128), plain.subarray(at, at + 128))).toBe(true);
      }
    }
  });

  it('ropeFrequencies accepts the layer options (the sections change no frequency)', () => {
    expect(ropeFrequencies(128, { base: 1e6, mropeSection: [16, 24, 24] } as never).invFreq).toEqual(
      ropeFrequencies(128, { base: 1e6 }).invFreq,
    );
  });

  it('SIMD and baseline builds agree bit for bit', () => {
    expect(
      bitIdentical(rope.applyRope(builds.simd, x, shape, options), rope.applyRope(builds.baseline, x, shape, options)),
    ).toBe(true);
  });

  const loose = applyRope as (...args: unknown[]) => unknown;
  it.each([
    [
      'sections not summing to rotaryDim / 2',
      { mropeSection: [16, 24, 23], positions: ids },
      RangeError,
      /options\.mropeSection must be three positive integers .* = 64; got /,
    ],
    ['a section of 0', { mropeSection: [0, 32, 32], positions: ids }, RangeError, /options\.mropeSection must be/],
    ['two sections', { mropeSection: [32, 32], positions: ids }, TypeError, /options\.mropeSection must be/],
    [
      'no positions',
      { mropeSection: [16, 24, 24] },
      TypeError,
      /options\.mropeSection needs options\.positions: 3 × length ids/,
    ],
    [
      'one row of positions',
      { mropeSection: [16, 24, 24], positions: ids.subarray(0, length) },
      RangeError,
      new RegExp(`options\\.positions must hold ${3 * length} values`),
    ],
  ] as const)('%s is refused', (_, bad, error, message) => {
    const call = () => loose(x, shape, bad);
    expect(call).toThrow(error);
    expect(call).toThrow(message);
  });
});
