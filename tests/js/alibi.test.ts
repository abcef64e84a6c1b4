// ALiBi against float64 references written here: the paper's slopes (and BLOOM's rule for head
// counts that are not powers of two), and the bias −m·(i − j) / −m·|i − j| rounded once.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { alibiBias, alibiSlopes, allocate } from '../../web/lib/index.js';
import * as alibi from '../../web/lib/alibi.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';

/** The definition: 2^(−8(h+1)/c) for the largest power of two c <= heads, then 2^(−8(2r+1)/2c). */
function referenceSlopes(heads: number): number[] {
  const closest = 2 ** Math.floor(Math.log2(heads));
  return Array.from({ length: heads }, (_, h) =>
    h < closest ? 2 ** ((-8 * (h + 1)) / closest) : 2 ** ((-8 * (2 * (h - closest) + 1)) / (2 * closest)),
  );
}

/** BLOOM's build_alibi_tensor slopes, in float64: base^powers with the extra base at odd powers. */
function bloomSlopes(heads: number): number[] {
  const closest = 2 ** Math.floor(Math.log2(heads));
  const base = 2 ** -(2 ** -(Math.log2(closest) - 3));
  const slopes = Array.from({ length: closest }, (_, h) => base ** (h + 1));
  if (closest !== heads) {
    const extraBase = 2 ** -(2 ** -(Math.log2(2 * closest) - 3));
    const remaining = Math.min(closest, heads - closest);
    for (let r = 0; r < remaining; r += 1) slopes.push(extraBase ** (2 * r + 1));
  }
  return slopes;
}

let builds: Builds;
beforeAll(async () => {
  await init();
  builds = await loadBothBuilds();
});

describe('alibiSlopes', () => {
  it('is the power-of-two sequence: 8 heads give 1/2 … 1/256 exactly', () => {
    expect(Array.from(alibiSlopes(8))).toEqual([1 / 2, 1 / 4, 1 / 8, 1 / 16, 1 / 32, 1 / 64, 1 / 128, 1 / 256]);
    expect(Array.from(alibiSlopes(1))).toEqual([1 / 256]);
  });

  it("matches the definition within one float64 ulp for every head count to 256, and BLOOM's rule", () => {
    for (let heads = 1; heads <= 256; heads += 1) {
      const slopes = alibiSlopes(heads);
      const expected = referenceSlopes(heads);
      const bloom = bloomSlopes(heads);
      for (let h = 0; h < heads; h += 1) {
        // exp2 in the core vs ** here: each within one ulp of 2^x, at most 2^-52 relative apart.
        expect(Math.abs(slopes[h]! - expected[h]!)).toBeLessThanOrEqual(expected[h]! * 2 ** -52);
        // BLOOM raises a rounded base to the power h + 1: (h + 2) roundings at most.
        expect(Math.abs(slopes[h]! - bloom[h]!)).toBeLessThanOrEqual((h + 2) * bloom[h]! * 2 ** -52);
      }
    }
  });

  it('12 heads (not a power of two): 8 slopes of 2^-1 … 2^-8, then 2^-0.5, 2^-1.5, 2^-2.5, 2^-3.5', () => {
    const slopes = alibiSlopes(12);
    expect(Array.from(slopes.subarray(0, 8))).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((e) => 2 ** -e));
    expect(Array.from(slopes.subarray(8)).map((m) => Math.log2(m))).toEqual(
      [-0.5, -1.5, -2.5, -3.5].map((e) => expect.closeTo(e, 14)),
    );
  });
});

describe('alibiBias', () => {
  const cases = [
    { heads: 8, length: 6, keyLength: 6, offset: 0 },
    { heads: 12, length: 7, keyLength: 13, offset: 6 }, // a key cache: the last query meets the last key
    { heads: 3, length: 9, keyLength: 4, offset: 0 },
    { heads: 1, length: 1, keyLength: 1, offset: 0 },
  ];
  for (const mode of ['causal', 'symmetric'] as const) {
    for (const { heads, length, keyLength, offset } of cases) {
      it(`${mode}, ${heads} heads × ${length} × ${keyLength}, offset ${offset}: the float64 bias rounded once, both builds`, () => {
        const slopes = referenceSlopes(heads);
        const libSlopes = alibiSlopes(heads);
        for (const runtime of [builds.simd, builds.baseline]) {
          const bias = alibi.alibiBias(runtime, heads, length, { keyLength, mode, offset });
          expect(bias.length).toBe(heads * length * keyLength);
          for (let h = 0; h < heads; h += 1) {
            for (let i = 0; i < length; i += 1) {
              for (let j = 0; j < keyLength; j += 1) {
                const d = offset + i - j;
                const value = bias[(h * length + i) * keyLength + j]!;
                if (mode === 'causal' && d < 0) {
                  expect(value).toBe(-Infinity);
                } else {
                  // Exactly fround(−m·|d|) of the library's slope (the rounding contract) …
                  expect(Object.is(value, d === 0 ? 0 : Math.fround(-libSlopes[h]! * Math.abs(d)))).toBe(true);
                  // … which is within one float32 ulp of the reference's (slopes 1 ulp64 apart).
                  expect(Math.abs(value - Math.fround(-slopes[h]! * Math.abs(d)))).toBeLessThanOrEqual(
                    Math.abs(value) * 2 ** -23,
                  );
                }
              }
            }
          }
        }
      });
    }
  }

  it('writes into a Float32Array or an allocate() buffer', () => {
    const expected = alibiBias(4, 5, { mode: 'symmetric' });
    const into = new Float32Array(100);
    expect(alibiBias(4, 5, { mode: 'symmetric', out: into })).toBe(into);
    expect(into).toEqual(expected);
    const buffer = allocate(100);
    expect(alibiBias(4, 5, { mode: 'symmetric', out: buffer })).toEqual(expected);
    buffer.free();
  });

  it('2 heads × 3 tokens: rows are −m·distance to the earlier tokens, the future masked', () => {
    const bias = alibiBias(2, 3);
    expect(Array.from(bias)).toEqual([
      0,
      -Infinity,
      -Infinity,
      -1 / 16,
      0,
      -Infinity,
      -2 / 16,
      -1 / 16,
      0,
      0,
      -Infinity,
      -Infinity,
      -1 / 256,
      0,
      -Infinity,
      -2 / 256,
      -1 / 256,
      0,
    ]);
  });
});
