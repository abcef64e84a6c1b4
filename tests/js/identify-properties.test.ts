// identifyEncoding on the package's own tables with random settings: every table is identified
// with settings that reproduce it (calling the function again gives the input within maxError),
// and tables rounded to float16 / bfloat16 name that precision.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import init, {
  alibiBias,
  alibiSlopes,
  identifyEncoding,
  roundToFormat,
  ropeCosSin,
  sinusoidal,
  t5BucketMatrix,
  type EncodingMatch,
  type RopeScaling,
} from '../../web/lib/index.js';

beforeAll(() => init());

/** The largest |a − b|. */
function maxDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]! - b[i]!));
  return m;
}

function reproduce(m: EncodingMatch, rows: number, cols: number): Float32Array {
  if (m.kind === 'sinusoidal') return sinusoidal(rows, cols, m.options);
  return ropeCosSin(rows, m.headDim!, m.options)[m.kind === 'rope-cos' ? 'cos' : 'sin'];
}

const scalings: fc.Arbitrary<RopeScaling | undefined>[] = [
  fc.constant(undefined),
  fc.integer({ min: 2, max: 16 }).map((factor) => ({ type: 'linear' as const, factor })),
  fc.integer({ min: 2, max: 8 }).map((factor) => ({ type: 'dynamic' as const, factor, maxPositionEmbeddings: 128 })),
  fc
    .record({ factor: fc.constantFrom(2, 4, 8, 16, 32), original: fc.constantFrom(2048, 4096, 8192) })
    .map(({ factor, original }) => ({ type: 'yarn' as const, factor, originalMaxPositionEmbeddings: original })),
  fc.constantFrom(8, 16, 32).map((factor) => ({
    type: 'llama3' as const,
    factor,
    lowFreqFactor: 1,
    highFreqFactor: 4,
    originalMaxPositionEmbeddings: 8192,
  })),
  fc
    .constantFrom(0.25, 0.5, 0.75)
    .map((partialRotaryFactor) => ({ type: 'proportional' as const, partialRotaryFactor })),
];

describe('identifyEncoding on its own tables', () => {
  it('sinusoids: both layouts, both exponents, offsets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 200 }),
        fc.integer({ min: 3, max: 64 }).map((h) => 2 * h),
        fc.constantFrom(100, 1000, 10000, 50000),
        fc.constantFrom('interleaved' as const, 'split' as const),
        fc.constantFrom('paper' as const, 'tensor2tensor' as const),
        fc.integer({ min: 0, max: 5000 }),
        (length, dModel, base, layout, exponent, offset) => {
          const table = sinusoidal(length, dModel, { base, layout, exponent, offset });
          const { matches } = identifyEncoding(table, [length, dModel], { kind: 'sinusoidal' });
          expect(matches.length).toBeGreaterThan(0);
          const best = matches[0]!;
          expect(best.options.layout ?? 'interleaved').toBe(layout);
          expect(maxDiff(reproduce(best, length, dModel), table)).toBeLessThanOrEqual(best.maxError);
          expect(best.precision).toBe('float32');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('rope cos/sin: six rope types, both layouts, partial rotary, offsets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 256, max: 600 }),
        fc.constantFrom(32, 64, 128),
        fc.constantFrom(1, 0.5),
        fc.constantFrom(10000, 500000),
        fc.constantFrom('half' as const, 'pairs' as const),
        fc.constantFrom(0, 1),
        fc.constantFrom('cos' as const, 'sin' as const),
        fc.oneof(...scalings),
        (length, headDim, partial, base, layout, offset, which, scaling) => {
          const rotaryDim = scaling?.type === 'proportional' ? headDim : headDim * partial;
          const table = ropeCosSin(length, headDim, { base, layout, rotaryDim, offset, scaling })[which];
          const kind = which === 'cos' ? 'rope-cos' : 'rope-sin';
          const { matches, diagnosis } = identifyEncoding(table, [length, rotaryDim], { kind });
          expect(matches.length, diagnosis).toBeGreaterThan(0);
          const best = matches[0]!;
          expect(maxDiff(reproduce(best, length, rotaryDim), table)).toBeLessThanOrEqual(best.maxError);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("yarn's and llama3's other fields (betas, truncate, mscale pairs, band factors) are named as such", () => {
    // Each reproduces also as longrope's per-plane factors (the last resort): the best match must
    // be the scaling that made the table.
    const yarn = fc
      .record({
        factor: fc.constantFrom(4, 8, 32),
        original: fc.constantFrom(2048, 4096, 8192),
        betas: fc.constantFrom([32, 1], [16, 2], [64, 1]),
        truncate: fc.boolean(),
        mscale: fc.constantFrom(undefined, 0.707, 1),
      })
      .map(({ factor, original, betas, truncate, mscale }) => ({
        type: 'yarn' as const,
        factor,
        originalMaxPositionEmbeddings: original,
        betaFast: betas[0],
        betaSlow: betas[1],
        truncate,
        ...(mscale !== undefined && { mscale, mscaleAllDim: mscale }),
      }));
    const llama3 = fc
      .record({ factor: fc.constantFrom(8, 32), low: fc.constantFrom(1, 2), high: fc.constantFrom(4, 8) })
      .map(({ factor, low, high }) => ({
        type: 'llama3' as const,
        factor,
        lowFreqFactor: low,
        highFreqFactor: high,
        originalMaxPositionEmbeddings: 8192,
      }));
    fc.assert(
      fc.property(fc.oneof(yarn, llama3), fc.constantFrom(10000, 150000, 500000), (scaling, base) => {
        const table = ropeCosSin(2048, 64, { base, scaling }).cos;
        const { matches, diagnosis } = identifyEncoding(table, [2048, 64], { kind: 'rope-cos' });
        expect((matches[0]?.options.scaling as RopeScaling | undefined)?.type, diagnosis).toBe(scaling.type);
        expect(maxDiff(reproduce(matches[0]!, 2048, 64), table)).toBeLessThanOrEqual(matches[0]!.maxError);
      }),
      { numRuns: 40 },
    );
  });

  it('longrope per-plane factors', () => {
    // Phi-3's short factors keep the fastest planes (factor 1) and stretch the slow ones.
    const short = Array.from({ length: 32 }, (_, k) => (k < 6 ? 1 : 1 + (k - 5) / 8));
    const scaling = {
      type: 'longrope' as const,
      factor: 4,
      originalMaxPositionEmbeddings: 4096,
      shortFactor: short,
      longFactor: short,
    };
    const table = ropeCosSin(512, 64, { scaling }).cos;
    const { matches } = identifyEncoding(table, [512, 64], { kind: 'rope-cos' });
    expect(matches.length).toBeGreaterThan(0);
    expect(maxDiff(reproduce(matches[0]!, 512, 64), table)).toBeLessThanOrEqual(matches[0]!.maxError);
  });

  it('tables rounded to float16 and bfloat16 name that precision', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('float16' as const, 'bfloat16' as const),
        fc.constantFrom('sinusoidal' as const, 'rope-cos' as const),
        fc.constantFrom(10000, 100),
        (format, kind, base) => {
          const table = kind === 'sinusoidal' ? sinusoidal(300, 64, { base }) : ropeCosSin(300, 64, { base }).cos;
          const rounded = Float32Array.from(roundToFormat(table, format));
          const { matches, diagnosis } = identifyEncoding(rounded, [300, 64], { kind });
          expect(matches.length, diagnosis).toBeGreaterThan(0);
          expect(matches[0]!.precision).toBe(format);
          expect(matches[0]!.options.base).toBe(base);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('ALiBi slopes and biases for 1–128 heads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 128 }),
        fc.integer({ min: 2, max: 12 }),
        fc.boolean(),
        (heads, length, symmetric) => {
          const slopes = identifyEncoding(alibiSlopes(heads), [heads]);
          expect(slopes.matches[0]?.options).toEqual({ heads });
          const mode = symmetric ? 'symmetric' : 'causal';
          const bias = alibiBias(heads, length, { mode });
          const found = identifyEncoding(bias, [heads, length, length], { kind: 'alibi' });
          expect(found.matches[0]?.options.heads, found.diagnosis).toBe(heads);
          expect(found.matches[0]!.maxError).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('T5 bucket matrices', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(8, 16, 32, 64),
        fc.constantFrom(32, 64, 128, 256),
        fc.integer({ min: 0, max: 20 }),
        (bidirectional, numBuckets, maxDistance, offset) => {
          fc.pre(maxDistance > numBuckets / 2);
          const ids = t5BucketMatrix(24, 400, { bidirectional, numBuckets, maxDistance, offset });
          const { matches, diagnosis } = identifyEncoding(Float64Array.from(ids), [24, 400], { kind: 't5' });
          expect(matches.length, diagnosis).toBeGreaterThan(0);
          const again = t5BucketMatrix(24, 400, matches[0]!.options);
          expect(Array.from(again)).toEqual(Array.from(ids));
        },
      ),
      { numRuns: 40 },
    );
  });
});
