// The ALiBi and T5 view's model in Node. Its numbers come from the package; here they are checked
// against float64 references written out in the test from the papers' rules: ALiBi's slopes as
// BLOOM's build_alibi_tensor computes them (a geometric series for the largest power of two, the
// odd powers of the next one's series for the rest), the bias −m·(i − j), and T5's buckets as
// transformers' T5Attention._relative_position_bucket computes them. Then the readouts', notes',
// grids' and downloads' texts, and the controls' patches.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { DOCUMENT_SENTENCES } from '../../../web/app/documents/sentences.js';
import { DEFAULT_STATE, type AppState } from '../../../web/app/state/app-state.js';
import { SETTINGS } from '../../../web/app/state/settings.js';
import {
  alibiCell,
  alibiCsv,
  alibiGrid,
  alibiNote,
  bucketReading,
  cellFormula,
  computeBias,
  curveReach,
  fileStems,
  headName,
  headsPatch,
  lowestBias,
  matrixCsv,
  openingCell,
  readNumber,
  slopeFormula,
  slopeReadout,
  t5Cell,
  t5Csv,
  t5Grid,
  t5Note,
  t5Patch,
  type Shown,
} from '../../../web/app/views/bias/bias-model.js';
import { T5_PRESETS } from '../../../web/app/views/bias/presets.js';

/** The view's opening: BLOOM's 112 heads, head 1, causal; T5's encoder; the brown/red sentence. */
const OPENING: AppState = {
  ...DEFAULT_STATE,
  view: 'bias',
  heads: 112,
  head: 1,
  alibiMode: 'causal',
  t5Buckets: 32,
  t5MaxDistance: 128,
  t5Direction: 'bidirectional',
  biasSentence: 'brown-red',
};
const WORDS = DOCUMENT_SENTENCES['brown-red'].words;
const L = WORDS.length;

/** ALiBi's slopes for `heads` heads, float64 (BLOOM's build_alibi_tensor). */
function referenceSlopes(heads: number): number[] {
  const power = 2 ** Math.floor(Math.log2(heads));
  const slopes = Array.from({ length: power }, (_, k) => 2 ** ((-8 * (k + 1)) / power));
  for (let k = 0; k < Math.min(power, heads - power); k++) slopes.push(2 ** ((-8 * (2 * k + 1)) / (2 * power)));
  return slopes;
}

/**
 * T5's bucket of relative position d = j − i, as transformers' _relative_position_bucket computes it
 * in float32 (Math.fround rounds each float32 step; float32's log taken as float64's rounded once).
 */
function referenceBucket(d: number, numBuckets: number, maxDistance: number, bidirectional: boolean): number {
  const f = Math.fround;
  let buckets = numBuckets;
  let offset = 0;
  let n: number;
  if (bidirectional) {
    buckets = Math.floor(buckets / 2);
    if (d > 0) offset = buckets;
    n = Math.abs(d);
  } else n = Math.max(0, -d);
  const exact = Math.floor(buckets / 2);
  if (n < exact) return offset + n;
  const ratio = f(f(n) / f(exact));
  const scaled = f(f(f(Math.log(ratio)) / f(Math.log(maxDistance / exact))) * f(buckets - exact));
  return offset + Math.min(exact + Math.trunc(scaled), buckets - 1);
}

const number = (text: string): number => Number(text.replace('−', '-'));

/** Within float32's rounding of a float64 value. */
function expectFloat32(value: number, expected: number): void {
  if (!Number.isFinite(expected)) expect(value).toBe(expected);
  else expect(Math.abs(value - expected)).toBeLessThanOrEqual(Math.abs(expected) * 2 ** -23 + 1e-30);
}

let opening: Shown;

beforeAll(async () => {
  await init();
  opening = computeBias(OPENING);
});

describe('ALiBi', () => {
  it.each([8, 16, 112, 256])('slopes of %i heads follow the paper’s geometric series', (heads) => {
    const shown = computeBias({ ...OPENING, heads });
    const expected = referenceSlopes(heads);
    expect(shown.slopes).toHaveLength(heads);
    shown.slopes.forEach((slope, k) => expect(Math.abs(slope - expected[k]!)).toBeLessThan(1e-15));
  });

  it('112 heads: head 65 starts the odd powers of 128 heads’ series, 2^(−8/128)', () => {
    expect(opening.slopes[63]).toBeCloseTo(2 ** -8, 15);
    expect(opening.slopes[64]).toBeCloseTo(2 ** (-8 / 128), 15);
    expect(opening.slopes[65]).toBeCloseTo(2 ** (-24 / 128), 15);
  });

  it('cuts the chosen head’s bias: −m·(i − j) at and below the diagonal, −∞ above', () => {
    for (const head of [1, 3, 112]) {
      const shown = computeBias({ ...OPENING, head });
      const m = referenceSlopes(112)[head - 1]!;
      expect(shown.head).toBe(head);
      expect(shown.bias).toHaveLength(L * L);
      for (let i = 0; i < L; i++)
        for (let j = 0; j < L; j++) expectFloat32(shown.bias[i * L + j]!, j > i ? -Infinity : -m * (i - j));
    }
  });

  it('symmetric mode: −m·|i − j| on both sides', () => {
    const shown = computeBias({ ...OPENING, heads: 16, head: 3, alibiMode: 'symmetric' });
    const m = referenceSlopes(16)[2]!; // 2^(−8h/H) with h = 3, H = 16: 2^−1.5
    expect(m).toBe(2 ** -1.5);
    for (let i = 0; i < L; i++) for (let j = 0; j < L; j++) expectFloat32(shown.bias[i * L + j]!, -m * Math.abs(i - j));
  });

  it('a head past the heads draws the last one and says so', () => {
    const shown = computeBias({ ...OPENING, heads: 8, head: 20 });
    expect(shown.head).toBe(8);
    expect(shown.notice).toBe('Head 20 is not one of the 8 heads: showing head 8, the last.');
    expectFloat32(shown.bias[(L - 1) * L]!, -(2 ** -8) * (L - 1));
    expect(opening.notice).toBe('');
  });

  it('reads slope, head name and the cell “red” (14) at “brown” (5)', () => {
    const m = referenceSlopes(112)[0]!; // 2^(−8/64)
    const reading = slopeReadout(opening.slopes, 1);
    expect(reading.head).toBe('1 of 112');
    expect(Math.abs(Number(reading.slope) - m)).toBeLessThan(5e-8);
    expect(reading.power).toBe('2^−0.125');
    expect(slopeReadout(computeBias({ ...OPENING, heads: 8 }).slopes, 8)).toEqual({
      head: '8 of 8',
      slope: String(2 ** -8),
      power: '2^−8',
    });
    expect(headName(opening)).toBe('1 (m = 0.917)'); // 2^−0.125 = 0.91700…
    expect(openingCell(opening)).toEqual({ pos: 14, dimension: 5 });
    expect([WORDS[14], WORDS[5]]).toEqual(['red', 'brown']);
    const { value, fields } = alibiCell(opening, 14, 5);
    expectFloat32(value, -9 * m);
    expect(fields.query).toBe('14 “red”');
    expect(fields.key).toBe('5 “brown”');
    expect(fields.distance).toBe('9');
    expect(Math.abs(number(fields.bias) + 9 * m)).toBeLessThan(5e-6);
    expect(alibiCell(opening, 5, 14).fields).toMatchObject({ distance: '−9', bias: '−∞' });
  });

  it('colours from the lowest bias (the last word at the first) to 0, masked cells blank', () => {
    const m = referenceSlopes(112)[0]!;
    expectFloat32(lowestBias(opening), -m * (L - 1));
    const grid = alibiGrid(opening);
    expect(grid.rowLabels).toEqual(WORDS);
    expect(grid.unit(L - 1, 0)).toBeCloseTo(0, 12);
    expect(grid.unit(4, 4)).toBe(1);
    expect(grid.unit(0, 1)).toBeNull();
    expect(grid.unit(L - 1, L - 1 - 5)).toBeCloseTo(1 - 5 / (L - 1), 6);
    expect(grid.text(1, 2)).toBe('−∞');
    expect(grid.text(3, 0)).toBe('−2.8'); // −3 · 0.917
    const note = alibiNote(opening);
    expect(note).toContain(`(${L} words)`);
    expect(note).toContain('Causal (decoder) mode');
    expect(number(note.match(/Colours from (\S+) \(dark\)/)![1]!)).toBeCloseTo(-m * (L - 1), 1);
    expect(alibiNote(computeBias({ ...OPENING, alibiMode: 'symmetric' }))).toContain('Symmetric (encoder) mode');
  });

  it('writes the formulas with the slope and bias shown: the power-of-two rule, the masked future, |i − j|', () => {
    const eight = computeBias({ ...OPENING, heads: 8, head: 3, alibiMode: 'symmetric' });
    // 8 heads: m_h = 2^(−8h/8), so m_3 = 1/8.
    expect(slopeFormula(eight, 3)).toBe(
      String.raw`m_h = 2^{-8h/H} \quad\Rightarrow\quad m_{3} = 2^{-8\cdot 3/8} = 0.125`,
    );
    expect(cellFormula(eight, 2, 6)).toBe(
      String.raw`b_{ij} = -m_h\,\lvert i - j\rvert = -0.125\cdot \lvert 2 - 6 \rvert = -0.5`,
    );
    expect(cellFormula(opening, 5, 14)).toContain(String.raw`b_{514} = -\infty`);
    // 112 heads: head 2 is 2^(−2/8) from the 64-head series.
    expect(slopeFormula(opening, 2)).toBe(String.raw`m_{2} = 2^{-0.25} = 0.8408964`);
  });
});

describe('T5', () => {
  it.each([
    [32, 128, true],
    [32, 128, false],
    [8, 20, true],
    [64, 1000, false],
  ] as const)(
    '%i buckets, max_distance %i, bidirectional %s: the staircase and matrix are transformers’',
    (numBuckets, maxDistance, bidirectional) => {
      const state: AppState = {
        ...OPENING,
        t5Buckets: numBuckets,
        t5MaxDistance: maxDistance,
        t5Direction: bidirectional ? 'bidirectional' : 'unidirectional',
      };
      const t5 = computeBias(state).t5!;
      const reach = curveReach(maxDistance);
      expect(t5.curve.distances[0]).toBe(-reach);
      expect(t5.curve.distances).toHaveLength(2 * reach + 1);
      t5.curve.distances.forEach((d, k) => {
        expect(d).toBe(k - reach);
        expect(t5.curve.buckets[k]).toBe(referenceBucket(d, numBuckets, maxDistance, bidirectional));
      });
      for (let i = 0; i < L; i++)
        for (let j = 0; j < L; j++)
          expect(t5.buckets[i * L + j]).toBe(referenceBucket(j - i, numBuckets, maxDistance, bidirectional));
      const sideBuckets = bidirectional ? numBuckets / 2 : numBuckets;
      expect(t5.rule).toEqual({ sideBuckets, exactBelow: sideBuckets / 2, maxDistance, bidirectional });
    },
  );

  it('reaches max_distance and a quarter more (at least 8), at most 1024', () => {
    expect(curveReach(128)).toBe(160);
    expect(curveReach(20)).toBe(28);
    expect(curveReach(4096)).toBe(1024);
  });

  it('names the rule of each distance and the cell “red” at “brown” (d = −9)', () => {
    const t5 = opening.t5!;
    const at = (d: number) => bucketReading(t5.rule, d, referenceBucket(d, 32, 128, true));
    expect(at(-3).fields).toEqual({ d: '−3', bucket: '3', regime: 'an exact bucket: one per distance' });
    expect(at(-9).fields.regime).toMatch(/^a logarithmic bucket/);
    expect(at(-9).fields.bucket).toBe('8');
    expect(at(200).fields).toMatchObject({ bucket: '31' });
    expect(at(200).fields.regime).toMatch(/^the last bucket/);
    expect(at(-9).rule).toMatchObject({ d: -9, bucket: 8, sideBuckets: 16, exactBelow: 8 });
    const decoder = computeBias({ ...OPENING, t5Direction: 'unidirectional' }).t5!;
    expect(bucketReading(decoder.rule, 5, 0).fields.regime).toMatch(/^a later key/);
    const cell = t5Cell(opening, t5, 14, 5);
    expect(cell.d).toBe(-9);
    expect(cell.fields).toEqual({ query: '14 “red”', key: '5 “brown”', d: '−9', bucket: '8' });
  });

  it('grid: bucket 0 dark, the last light; the note gives the numbers', () => {
    const t5 = opening.t5!;
    const grid = t5Grid(opening, t5);
    expect(grid.unit(3, 3)).toBe(0);
    expect(grid.unit(0, L - 1)).toBeCloseTo(referenceBucket(L - 1, 32, 128, true) / 31, 12);
    expect(grid.text(14, 5)).toBe('8');
    expect(t5Note(t5)).toBe(
      '32 buckets, max_distance 128, bidirectional: 16 for keys before the query, 16 for keys after. ' +
        'Distances below 8 get a bucket each; from 8 to 128 the buckets widen logarithmically.',
    );
    const decoder = computeBias({ ...OPENING, t5Direction: 'unidirectional' }).t5!;
    expect(t5Note(decoder)).toContain('unidirectional: keys after the query all get bucket 0');
    expect(t5Note(decoder)).toContain('Distances below 16 get a bucket each');
  });

  it('an odd num_buckets when bidirectional: no T5 figures, the package’s words instead', () => {
    const shown = computeBias({ ...OPENING, t5Buckets: 33 });
    expect(shown.t5).toBeNull();
    expect(shown.t5Problem).toMatch(/numBuckets must be even when bidirectional/);
    expect(shown.bias).toHaveLength(L * L); // ALiBi is still drawn
    expect(computeBias({ ...OPENING, t5Buckets: 33, t5Direction: 'unidirectional' }).t5).not.toBeNull();
  });
});

describe('downloads and controls', () => {
  it('writes a matrix as CSV: keys across, a row per query, quotes doubled', () => {
    expect(matrixCsv(['a', 'say "b"'], (i, j) => String(10 * i + j))).toBe(
      '"query \\ key","0 a","1 say ""b"""\n"0 a",0,1\n"1 say ""b""",10,11\n',
    );
    const alibi = alibiCsv(opening).trimEnd().split('\n');
    expect(alibi).toHaveLength(L + 1);
    const red = alibi[1 + 14]!.split(',');
    expect(red[0]).toBe('"14 red"');
    expectFloat32(Number(red[1 + 5]), -9 * referenceSlopes(112)[0]!);
    expect(alibi[1]!.split(',')[2]).toBe('-inf');
    const t5 = t5Csv(opening, opening.t5!).trimEnd().split('\n');
    expect(t5[1 + 14]!.split(',')[1 + 5]).toBe('8');
  });

  it('names the files after the settings', () => {
    expect(fileStems({ ...OPENING, head: 3 }, computeBias({ ...OPENING, head: 3 }))).toEqual({
      alibi: 'alibi-H112-h3-brown-red',
      t5: 't5-b32-d128-bidirectional-brown-red',
    });
  });

  it('reads number boxes through the settings, refusing what they do not allow', () => {
    expect(readNumber('heads', '16', 'Heads H', OPENING)).toEqual({ value: 16 });
    expect(readNumber('heads', '0', 'Heads H', OPENING)).toEqual({
      refused: `Heads H must be ${SETTINGS.heads.allowed}; kept 112.`,
    });
    expect(readNumber('t5MaxDistance', 'far', 'max_distance', OPENING)).toMatchObject({
      refused: expect.stringMatching(/^max_distance must be .*; kept 128\.$/),
    });
  });

  it('keeps the head inside a preset’s heads; a T5 preset sets all three', () => {
    expect(headsPatch({ ...OPENING, head: 20 }, 16)).toEqual({ heads: 16, head: 16 });
    expect(headsPatch({ ...OPENING, head: 3 }, 16)).toEqual({ heads: 16, head: 3 });
    const decoder = T5_PRESETS.find((preset) => preset.direction === 'unidirectional')!;
    expect(t5Patch(decoder)).toEqual({ t5Buckets: 32, t5MaxDistance: 128, t5Direction: 'unidirectional' });
  });
});
