// The committed golden tables (tests/golden/cases/*.json, written by generate-golden.mjs from the
// float64 reference) against both builds, and against the reference itself so that a change of
// reference.mjs cannot go unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Layout } from '../../web/lib/index.js';
import { referenceTable } from '../golden/reference.mjs';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { allowedError } from './helpers/contract.js';
import { mismatches } from './helpers/float32.js';

interface GoldenCase {
  name: string;
  length: number;
  dModel: number;
  base: number;
  offset: number;
  layout: Layout;
  /** float64 values of the formula, one array per row. */
  values: number[][];
}

const casesDir = new URL('../golden/cases/', import.meta.url);
const cases: GoldenCase[] = readdirSync(casesDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, casesDir), 'utf8')) as GoldenCase);

let builds: Builds;

beforeAll(async () => {
  builds = await loadBothBuilds();
});

describe('golden tables', () => {
  it('are all present', () => {
    expect(cases.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'd4-L10-n100',
        'd4-L10-n10000',
        'd512-L6-n10000',
        'd5-L8-n10000',
        'd7-L6-n100-split',
        'd8-L3-n10000-offset1000000000',
      ]),
    );
    for (const c of cases) {
      expect(c.values.length, c.name).toBe(c.length);
      expect(
        c.values.every((row) => row.length === c.dModel),
        c.name,
      ).toBe(true);
    }
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s matches both builds', (_, c) => {
    // Stored as float64: round to float32 first, then the contract (plus the float64 angle
    // rounding for positions beyond 1e6).
    const expected = c.values.flat().map(Math.fround);
    const tolerance = (k: number) => allowedError(c.offset + Math.floor(k / c.dModel));
    for (const build of ['simd', 'baseline'] as const) {
      const table = builds[build].sinusoidal(c.length, c.dModel, { base: c.base, offset: c.offset, layout: c.layout });
      expect(mismatches(table, expected, tolerance), build).toEqual([]);
    }
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s is what reference.mjs computes today', (_, c) => {
    // Same code, so on the same engine the numbers are identical. Another engine's libm may
    // differ by an ulp or so in sin/cos/pow: allow a few float64 ulps of the value, plus a few
    // ulps of the angle (pos·2^-51) since large positions magnify the divisor's rounding.
    const reference = referenceTable(c);
    const tolerance = (k: number) => 2 ** -50 + (c.offset + Math.floor(k / c.dModel)) * 2 ** -51;
    expect(mismatches(reference, c.values.flat(), tolerance)).toEqual([]);
  });
});
