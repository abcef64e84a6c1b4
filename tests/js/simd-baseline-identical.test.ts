// The header promises that the SIMD and the scalar (baseline) builds perform the same float32
// operations in the same order, so their outputs must match bit for bit, not just within 2e-7.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { bitIdentical } from './helpers/float32.js';
import { describeConfig, SWEEP } from './helpers/sweep-configs.js';

let builds: Builds;

beforeAll(async () => {
  builds = await loadBothBuilds();
});

/** Deterministic embeddings in [-2, 2) (a fixed LCG: failures must be reproducible). */
function embeddings(count: number, seed: number): Float32Array {
  const x = new Float32Array(count);
  let state = seed >>> 0;
  for (let k = 0; k < count; k += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    x[k] = (state / 2 ** 32) * 4 - 2;
  }
  return x;
}

describe('SIMD and baseline builds are bit-identical', () => {
  it('loaded both builds', () => {
    expect([builds.simd.simd, builds.baseline.simd]).toEqual([true, false]);
  });

  it.each(SWEEP.map((config) => [describeConfig(config), config] as const))('sinusoidal %s', (_, config) => {
    const { length, dModel, ...options } = config;
    const simd = builds.simd.sinusoidal(length, dModel, options);
    const baseline = builds.baseline.sinusoidal(length, dModel, options);
    expect(bitIdentical(simd, baseline)).toBe(true);
  });

  it.each(SWEEP.map((config) => [describeConfig(config), config] as const))(
    "sinusoidal, exponent 'tensor2tensor' %s",
    (_, config) => {
      const { length, dModel, ...options } = config;
      const t2t = { ...options, exponent: 'tensor2tensor' } as const;
      expect(
        bitIdentical(builds.simd.sinusoidal(length, dModel, t2t), builds.baseline.sinusoidal(length, dModel, t2t)),
      ).toBe(true);
    },
  );

  // Into an allocate() buffer the whole table is one kernel call, which reads each row offset
  // once for a group of four 64-row blocks; sinusoidal() into a new array streams 64-row blocks,
  // one at a time. The two paths must agree bit for bit, in either build.
  it.each(SWEEP.map((config) => [describeConfig(config), config] as const))(
    'sinusoidal into allocate() equals the streamed table %s',
    (_, config) => {
      const { length, dModel, ...options } = config;
      const streamed = builds.simd.sinusoidal(length, dModel, options);
      for (const runtime of [builds.simd, builds.baseline]) {
        const buffer = runtime.allocate(length * dModel);
        try {
          expect(bitIdentical(runtime.sinusoidal(length, dModel, { ...options, out: buffer }), streamed)).toBe(true);
        } finally {
          buffer.free();
        }
      }
    },
  );

  it.each([
    { shape: [3, 6, 4], options: {} },
    { shape: [2, 70, 7], options: { base: 100, scale: 'sqrt' } },
    { shape: [1, 65, 1025], options: { offset: 999000, layout: 'split', scale: 0.5 } },
    { shape: [4, 16, 512], options: { offset: 12345, scale: 'sqrt' } },
    { shape: [2, 130, 1027], options: { offset: 5000, layout: 'split', exponent: 'tensor2tensor' } },
  ] as const)('addPositionalEncoding $shape $options', ({ shape, options }) => {
    const x = embeddings(shape[0] * shape[1] * shape[2], 7);
    const simd = builds.simd.addPositionalEncoding(x, [...shape], options);
    const baseline = builds.baseline.addPositionalEncoding(x, [...shape], options);
    expect(bitIdentical(simd, baseline)).toBe(true);
  });
});
