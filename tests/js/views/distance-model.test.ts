// The relative-distance view's model in Node. Its matrix comes from the package's dotProductMatrix();
// here it is checked against a float64 reference written out in the test (the sinusoid's rows
// sin(ω_i t), cos(ω_i t) with ω_i = n^(−2i/d), multiplied column by column), then the diagonals
// against the identity PE_t·PE_{t+k} = Σ_i cos(ω_i k), an odd d_model's deviation against its
// unpaired sine, and the readout's, table's, notes' and distances box's texts.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { DEFAULT_STATE, type AppState } from '../../../web/app/state/app-state.js';
import { parseDistances } from '../../../web/app/views/distance/diagonals.js';
import {
  capText,
  cellReadout,
  computeMatrix,
  curvesDomain,
  DEFAULT_DISTANCES,
  diagonalRows,
  diagonalSeries,
  diagonalsFor,
  heatmapLabel,
  maxDistance,
  oddNoteHtml,
  readingText,
  scaleText,
  valueRange,
  type DistanceMatrix,
} from '../../../web/app/views/distance/distance-model.js';

/** The browser test's settings: d_model 64, L = 120, n = 10000. */
const SETTINGS: AppState = { ...DEFAULT_STATE, view: 'distance', dModel: 64, length: 120, base: 10000 };

/** ω_i = n^(−2i/d) for i = 0 … ⌈d/2⌉−1, in float64. */
function referenceOmega(dModel: number, base: number): number[] {
  return Array.from({ length: Math.ceil(dModel / 2) }, (_, i) => base ** ((-2 * i) / dModel));
}

/** Row t of the interleaved table in float64: sin(ω_i t) in column 2i, cos(ω_i t) in column 2i+1. */
function referenceRow(t: number, dModel: number, base: number): number[] {
  const omega = referenceOmega(dModel, base);
  return Array.from({ length: dModel }, (_, column) => {
    const angle = omega[Math.floor(column / 2)]! * t;
    return column % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
  });
}

function referenceProduct(t: number, s: number, dModel: number, base: number): number {
  const a = referenceRow(t, dModel, base);
  const b = referenceRow(s, dModel, base);
  return a.reduce((sum, value, column) => sum + value * b[column]!, 0);
}

/** The identity's right-hand side, over the ⌊d/2⌋ complete pairs. */
function referenceClosedForm(k: number, dModel: number, base: number): number {
  const omega = referenceOmega(dModel, base);
  let sum = 0;
  for (let i = 0; i < Math.floor(dModel / 2); i++) sum += Math.cos(omega[i]! * k);
  return sum;
}

let opening: DistanceMatrix;

beforeAll(async () => {
  await init();
  opening = computeMatrix(SETTINGS);
});

describe('the matrix', () => {
  it('is PE_t · PE_s for every pair of the 120 positions, as a float64 reference computes it', () => {
    expect(opening.size).toBe(120);
    expect(opening.matrix.length).toBe(120 * 120);
    expect(opening.half).toBe(32);
    expect(opening.pairs).toBe(32);
    referenceOmega(64, 10000).forEach((omega, i) => expect(opening.omega[i]).toBeCloseTo(omega, 15));
    let worst = 0;
    for (let t = 0; t < 120; t += 7)
      for (let s = 0; s < 120; s++)
        worst = Math.max(worst, Math.abs(opening.matrix[t * 120 + s]! - referenceProduct(t, s, 64, 10000)));
    // float32 products of 64 columns, each at most 1: well inside 1e-4 of float64.
    expect(worst).toBeLessThan(1e-4);
  });

  it('does not depend on the layout: split only permutes the columns', () => {
    const split = computeMatrix({ ...SETTINGS, layout: 'split' });
    let worst = 0;
    split.matrix.forEach((value, index) => (worst = Math.max(worst, Math.abs(value - opening.matrix[index]!))));
    expect(worst).toBeLessThan(1e-4);
  });

  it('colours from −extent to extent, the largest |product|: |PE_t|² = d/2 on the diagonal', () => {
    expect(valueRange(opening.matrix)).toEqual({ min: opening.min, max: opening.max });
    expect(opening.max).toBeCloseTo(32, 4);
    expect(opening.extent).toBe(Math.max(-opening.min, opening.max));
    let min = Infinity;
    for (let t = 0; t < 120; t += 3)
      for (let s = 0; s < 120; s++) min = Math.min(min, referenceProduct(t, s, 64, 10000));
    // The reference walks every third row: the matrix's minimum is at most that, and close to it.
    expect(opening.min).toBeLessThanOrEqual(min + 1e-4);
    expect(valueRange(new Float32Array([0.5, -2, 3, 1]))).toEqual({ min: -2, max: 3 });
  });

  it('stops at 512 positions, and says so when it cuts L', () => {
    const capped = computeMatrix({ ...SETTINGS, dModel: 32, length: 1000 });
    expect(capped.size).toBe(512);
    expect(capped.matrix[500 * 512 + 20]).toBeCloseTo(referenceProduct(500, 20, 32, 10000), 4);
    expect(capText(1000)).toEqual({
      text: 'Showing the first 512 of L = 1000 positions: the matrix has L² entries, so this view stops at 512.',
      capped: true,
    });
    expect(capText(512).capped).toBe(false);
    expect(capText(120).text).toMatch(/at most 512 positions/);
    expect(maxDistance(capped, 1000)).toBe(511);
    expect(maxDistance(opening, 120)).toBe(119);
    // Before the first matrix: from L, capped.
    expect(maxDistance(null, 50)).toBe(49);
    expect(maxDistance(null, 1000)).toBe(511);
  });

  it('names its colour range and shape in the note and the label, with real minus signs', () => {
    const note = scaleText(opening);
    const [, low, high, from, to] = note.match(/Colour scale −([\d.]+) to ([\d.]+),.* from (−?[\d.]+) to ([\d.]+),/)!;
    expect(Number(low)).toBeCloseTo(opening.extent, 2);
    expect(Number(high)).toBeCloseTo(opening.extent, 2);
    expect(Number(from!.replace('−', '-'))).toBeCloseTo(opening.min, 2);
    expect(Number(to)).toBeCloseTo(opening.max, 2);
    expect(note).not.toContain('-');
    expect(heatmapLabel(opening)).toMatch(
      /^Heatmap of PE_t · PE_s for positions 0 to 119, d_model 64, base 10000; colours from −/,
    );
  });
});

describe('the readout', () => {
  it('gives t, s, k = s − t, the product and the closed form Σ cos(ω_i k) of a cell', () => {
    for (const [t, s] of [
      [10, 30],
      [30, 10],
      [57, 58],
      [119, 3],
    ] as const) {
      const shown = cellReadout(opening, t, s);
      expect(shown).toMatchObject({ t: String(t), s: String(s), k: String(s - t) });
      expect(Math.abs(Number(shown.value) - referenceProduct(t, s, 64, 10000))).toBeLessThan(1e-4);
      const closed = referenceClosedForm(s - t, 64, 10000);
      // Seven significant digits.
      expect(Math.abs(Number(shown['closed-form']) - closed)).toBeLessThanOrEqual(5e-7 * Math.max(1, Math.abs(closed)));
      // The difference is float32's: tiny for an even d_model.
      expect(Math.abs(Number(shown.difference))).toBeLessThan(1e-4);
    }
    expect(Number(cellReadout(opening, 77, 77).value)).toBeCloseTo(32, 5);
    expect(cellReadout(opening, 77, 77)['closed-form']).toBe('32');
  });
});

describe('the diagonals', () => {
  it('are flat at Σ_i cos(ω_i k) for an even d_model, over every t with t + k inside', () => {
    const stats = diagonalsFor(opening, DEFAULT_DISTANCES);
    expect(stats.map((entry) => entry.k)).toEqual([1, 2, 5, 10, 50]);
    for (const entry of stats) {
      expect(entry.count).toBe(120 - entry.k);
      expect(entry.closedForm).toBeCloseTo(referenceClosedForm(entry.k, 64, 10000), 12);
      expect(entry.maxDeviation).toBeLessThan(1e-4);
    }
    // k = 0: |PE_t|² = d/2.
    expect(diagonalsFor(opening, [0])[0]!.closedForm).toBe(32);
  });

  it('ripple by the unpaired sine for an odd d_model: the deviation is max_t |sin(ω_m t) sin(ω_m (t+k))|', () => {
    // ω_3 = n^(−6/7) turns slowly: the extra term grows with t, so the browser test's L (1000, shown 512) shows it.
    const odd = computeMatrix({ ...SETTINGS, dModel: 7, length: 1000 });
    expect(odd.pairs).toBe(3);
    expect(odd.half).toBe(4);
    const omega3 = 10000 ** (-6 / 7);
    for (const entry of diagonalsFor(odd, [1, 5, 30])) {
      let extra = 0;
      for (let t = 0; t + entry.k < 512; t++)
        extra = Math.max(extra, Math.abs(Math.sin(omega3 * t) * Math.sin(omega3 * (t + entry.k))));
      expect(entry.closedForm).toBeCloseTo(referenceClosedForm(entry.k, 7, 10000), 12);
      expect(entry.maxDeviation).toBeGreaterThan(0.01);
      expect(Math.abs(entry.maxDeviation - extra)).toBeLessThan(1e-4);
    }
  });

  it('lists every distance typed in the table; one past the matrix says what L it needs', () => {
    const ks = [3, 500, 0];
    const stats = diagonalsFor(opening, ks);
    expect(stats.map((entry) => entry.k)).toEqual([3, 0]);
    const rows = diagonalRows(ks, stats);
    expect(rows.map((row) => [row.k, row.slot, row.positions])).toEqual([
      [3, 0, '0 … 116'],
      [500, 1, 'needs L > 500'],
      [0, 2, '0 … 119'],
    ]);
    expect(rows[1]).toMatchObject({ closedForm: '', maxDeviation: '' });
    const closed = referenceClosedForm(3, 64, 10000);
    // Seven significant digits.
    expect(Math.abs(Number(rows[0]!.closedForm) - closed)).toBeLessThanOrEqual(5e-7 * Math.abs(closed));
    expect(rows[2]!.closedForm).toBe('32');
    expect(Number(rows[0]!.maxDeviation)).toBeLessThan(1e-4);
  });

  it('draws PE_t · PE_{t+k} against t, each line in the colour of its place in the list', () => {
    const ks = [50, 2];
    const series = diagonalSeries(opening, ks, diagonalsFor(opening, ks));
    expect(series.map((line) => [line.key, line.slot, line.count, line.firstX, line.endLabel])).toEqual([
      ['50', 0, 70, 0, 'k = 50'],
      ['2', 1, 118, 0, 'k = 2'],
    ]);
    expect(series[0]!.value(13)).toBeCloseTo(referenceProduct(13, 63, 64, 10000), 4);
    expect(series[1]!.value(117)).toBeCloseTo(referenceProduct(117, 119, 64, 10000), 4);
  });

  it('scales the curves to ±⌈d/2⌉ with a little room, over the positions shown', () => {
    expect(curvesDomain(opening)).toEqual({ x: [0, 119], y: [-33.6, 33.6], ticks: [-32, -16, 0, 16, 32] });
    const single = computeMatrix({ ...SETTINGS, dModel: 7, length: 1 });
    expect(curvesDomain(single).x).toEqual([0, 1]);
    expect(curvesDomain(single).ticks).toEqual([-4, -2, 0, 2, 4]);
  });
});

describe('the texts', () => {
  it('explains an odd d_model’s unpaired sine, and nothing for an even one', () => {
    expect(oddNoteHtml(64)).toBeNull();
    expect(oddNoteHtml(7)).toContain('sin(ω<sub>3</sub> t), has no cosine partner');
    expect(oddNoteHtml(7)).toContain('sums the 3 complete pairs only');
    expect(readingText(64)).toBe('Each diagonal has one colour: the product depends only on k = s − t.');
    expect(readingText(7)).toMatch(/odd d_model the diagonals ripple/);
  });

  it('reads the distances box: whole numbers up to the last position, at most eight, each once', () => {
    expect(DEFAULT_DISTANCES.join(', ')).toBe('1, 2, 5, 10, 50');
    expect(parseDistances('0, 3, 64', 119, 8)).toEqual({ ks: [0, 3, 64] });
    expect(parseDistances('5;5 1', 119, 8)).toEqual({ ks: [5, 1] });
    expect(parseDistances('2, 500', 119, 8)).toEqual({ error: 'With 120 positions, k goes from 0 to 119.' });
    expect(parseDistances('1.5', 119, 8)).toEqual({
      error: '"1.5" is not a distance: use whole numbers from 0 to 119.',
    });
    expect(parseDistances(' ', 119, 8)).toEqual({ error: 'Enter 1 to 8 distances k, whole numbers from 0 to 119.' });
    expect(parseDistances('1 2 3 4 5 6 7 8 9', 119, 8)).toEqual({ error: 'At most 8 distances at once.' });
  });
});
