// T5 bucket ids against Hugging Face's _relative_position_bucket, written out in
// helpers/t5-reference.ts with torch's float32 CPU steps: every relative position with
// |r| < 10^6, so every bucket edge, for the usual parameters and a few unusual ones, in both
// WebAssembly builds. Also the teaching facts: where a float64 evaluation, a logf one ulp off,
// or CUDA's reciprocal division would change an id (asserted, so a change is noticed).
import { beforeAll, describe, expect, it } from 'vitest';
import init, { t5BucketMatrix, t5RelativeBucket } from '../../web/lib/index.js';
import * as t5 from '../../web/lib/t5.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import {
  halves,
  t5BucketFloat64,
  t5BucketReference,
  type Float32Log,
  type T5Parameters,
} from './helpers/t5-reference.js';

const LIMIT = 1_000_000; // |r| < 10^6

const PARAMETERS: T5Parameters[] = [
  // t5-small/base/large and most T5 descendants; mT5/UL2-style wider tables; LongT5-like.
  ...[
    [32, 128],
    [64, 256],
    [16, 64],
    [128, 1024],
  ].flatMap(([numBuckets, maxDistance]) =>
    [true, false].map((bidirectional) => ({ bidirectional, numBuckets: numBuckets!, maxDistance: maxDistance! })),
  ),
  // Unusual: an odd count one-sided, a small table, max_distance not a power-of-two multiple.
  { bidirectional: false, numBuckets: 33, maxDistance: 100 },
  { bidirectional: true, numBuckets: 8, maxDistance: 20 },
  { bidirectional: true, numBuckets: 320, maxDistance: 800 },
];
const describeParameters = ({ bidirectional, numBuckets, maxDistance }: T5Parameters) =>
  `${bidirectional ? 'bidirectional' : 'unidirectional'} ${numBuckets}/${maxDistance}`;

/** Every r in (−LIMIT, LIMIT). */
const ALL_POSITIONS = Int32Array.from({ length: 2 * LIMIT - 1 }, (_, t) => t - (LIMIT - 1));

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** The float32 `steps` representable values above (or below, negative) the float32 x > 0. */
function stepFloat32(x: number, steps: number): number {
  f32[0] = x;
  u32[0]! += steps;
  return f32[0]!;
}

/** Distance from x (float64) to the nearest float32 rounding midpoint, in float64 ulps of x. */
function midpointMarginUlps(x: number): number {
  const rounded = Math.fround(x);
  const below = (stepFloat32(rounded, -1) + rounded) / 2;
  const above = (stepFloat32(rounded, 1) + rounded) / 2;
  return Math.min(Math.abs(x - below), Math.abs(x - above)) / (Math.abs(x) * 2 ** -52);
}

/** n >= max_exact where the logarithmic formula is evaluated and not yet clamped. */
function logarithmicRange(p: T5Parameters): number[] {
  const { maxExact } = halves(p);
  return Array.from({ length: p.maxDistance - maxExact + 1 }, (_, k) => maxExact + k);
}

/** Distances n (bucket of −n) that differ under another evaluation. */
function differingDistances(p: T5Parameters, bucket: (r: number) => number): number[] {
  return logarithmicRange(p).filter(
    (n) => bucket(-n) !== t5BucketReference(-n, p) || (p.bidirectional && bucket(n) !== t5BucketReference(n, p)),
  );
}

let builds: Builds;
beforeAll(async () => {
  await init();
  builds = await loadBothBuilds();
});

describe('the float32 reference itself', () => {
  it.each(PARAMETERS.map((p) => [describeParameters(p), p] as const))(
    '%s: Math.log rounded to float32 is the correctly rounded logf for every argument used',
    (_, p) => {
      // Math.log is within 1 ulp of ln; 4 ulps away from every float32 midpoint, rounding it once
      // gives the same float32 as rounding ln itself (double rounding cannot bite).
      const { maxExact } = halves(p);
      const tight = logarithmicRange(p).filter(
        (n) => n > maxExact && midpointMarginUlps(Math.log(Math.fround(Math.fround(n) / maxExact))) < 4,
      );
      expect(tight).toEqual([]);
      expect(midpointMarginUlps(Math.log(p.maxDistance / maxExact))).toBeGreaterThan(4);
    },
  );
});

describe('t5RelativeBucket equals Hugging Face for every |r| < 10^6', () => {
  it.each(PARAMETERS.map((p) => [describeParameters(p), p] as const))('%s, both builds', (_, p) => {
    const expected = ALL_POSITIONS.map((r) => t5BucketReference(r, p));
    for (const runtime of [builds.simd, builds.baseline]) {
      const actual = t5.t5RelativeBucket(runtime, ALL_POSITIONS, p);
      let wrong = 0;
      for (let t = 0; t < actual.length; t += 1) if (actual[t] !== expected[t]) wrong += 1;
      expect(wrong).toBe(0);
    }
    // The edges: where the id changes between neighbouring distances, each asserted on its own.
    const edges = ALL_POSITIONS.filter((r, t) => t > 0 && expected[t] !== expected[t - 1]);
    // Every bucket is reached, so each id change is one edge; bidirectional skips bucket
    // numBuckets/2 (r > 0 starts at n = 1 in the upper half), hence one edge fewer.
    expect(edges.length).toBe(p.bidirectional ? p.numBuckets - 2 : p.numBuckets - 1);
    for (const r of edges) {
      for (const near of [r - 1, r, r + 1])
        expect(t5RelativeBucket(near, p), `r = ${near}`).toBe(t5BucketReference(near, p));
    }
  });
});

describe('what another evaluation would change (teaching facts)', () => {
  it('a float64 evaluation gives the same ids everywhere for these parameters', () => {
    for (const p of PARAMETERS)
      expect(
        differingDistances(p, (r) => t5BucketFloat64(r, p)),
        describeParameters(p),
      ).toEqual([]);
  });

  it("CUDA's division by a reciprocal gives the same ids", () => {
    for (const p of PARAMETERS) {
      expect(
        differingDistances(p, (r) => t5BucketReference(r, p, undefined, 'cuda')),
        describeParameters(p),
      ).toEqual([]);
    }
  });

  it('a logf one ulp off changes ids only where the exact value is an integer: n/max_exact a power of the ratio', () => {
    // log(1) is exactly 0 in every libm, so ratio 1 is left as it is.
    const offBy =
      (steps: number): Float32Log =>
      (ratio) =>
        ratio === 1 ? 0 : stepFloat32(Math.fround(Math.log(ratio)), steps);
    const sensitive = Object.fromEntries(
      PARAMETERS.map((p) => [
        describeParameters(p),
        [
          ...new Set([
            ...differingDistances(p, (r) => t5BucketReference(r, p, offBy(1))),
            ...differingDistances(p, (r) => t5BucketReference(r, p, offBy(-1))),
          ]),
        ].sort((a, b) => a - b),
      ]),
    );
    console.log('distances whose T5 bucket depends on logf being correctly rounded:', sensitive);
    // At each, log(n/e)/log(D/e)·(B−e) is an exact integer in real arithmetic, e.g. 32/128:
    // log(16/8)/log(128/8)·8 = 2, so the id is 10 only because float32 lands on 2.0 exactly.
    expect(sensitive['bidirectional 32/128']).toEqual([16, 32, 64]);
    expect(sensitive['unidirectional 32/128']).toEqual([]);
    for (const [name, distances] of Object.entries(sensitive)) {
      const p = PARAMETERS.find((q) => describeParameters(q) === name)!;
      const { buckets, maxExact } = halves(p);
      for (const n of distances) {
        const exact = (Math.log(n / maxExact) / Math.log(p.maxDistance / maxExact)) * (buckets - maxExact);
        expect(Math.abs(exact - Math.round(exact)), `${name} n = ${n}`).toBeLessThan(1e-12);
      }
    }
  });
});

describe('t5BucketMatrix', () => {
  it('holds the bucket of key − (offset + query) at [query][key], into new arrays and allocate() buffers', () => {
    for (const p of PARAMETERS) {
      for (const [queries, keys, offset] of [
        [6, 6, 0],
        [5, 300, 0],
        [3, 7, 200],
        [1, 1, 0],
      ] as const) {
        const expected = Int32Array.from({ length: queries * keys }, (_, t) =>
          t5BucketReference((t % keys) - (offset + Math.floor(t / keys)), p),
        );
        expect(t5BucketMatrix(queries, keys, { ...p, offset })).toEqual(expected);
        const into = new Int32Array(queries * keys);
        expect(t5BucketMatrix(queries, keys, { ...p, offset, out: into })).toBe(into);
        expect(into).toEqual(expected);
        for (const runtime of [builds.simd, builds.baseline]) {
          const buffer = runtime.allocate(queries * keys);
          expect(Array.from(t5.t5BucketMatrix(runtime, queries, keys, { ...p, offset, out: buffer }))).toEqual(
            Array.from(expected),
          );
          buffer.free();
        }
      }
    }
  });

  it("shows T5-base's 6 × 6 encoder table", () => {
    expect(Array.from(t5BucketMatrix(6, 6))).toEqual([
      0, 17, 18, 19, 20, 21, 1, 0, 17, 18, 19, 20, 2, 1, 0, 17, 18, 19, 3, 2, 1, 0, 17, 18, 4, 3, 2, 1, 0, 17, 5, 4, 3,
      2, 1, 0,
    ]);
  });

  it('a number in gives a number out; extreme int32 positions land in the last buckets', () => {
    expect(t5RelativeBucket(-16)).toBe(10);
    expect(t5RelativeBucket(2 ** 31 - 1)).toBe(31);
    expect(t5RelativeBucket(-(2 ** 31))).toBe(15);
    expect(t5RelativeBucket(5, { bidirectional: false })).toBe(0);
    expect(t5RelativeBucket(new Int32Array(0))).toEqual(new Int32Array(0));
  });
});
