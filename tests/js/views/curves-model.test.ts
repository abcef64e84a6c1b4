// The curves view's model in Node: the columns it draws, their roles, frequencies and wavelengths,
// the legend's and live region's texts, and the cursor's keys. The expected numbers come from the
// formula written out here in float64 (Vaswani et al. §3.5: PE(pos, 2i) = sin(pos / n^(2i/d_model)),
// PE(pos, 2i+1) = cos(…); the split layout puts every sine first), not from the package.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { DEFAULT_STATE, type AppState } from '../../../web/app/state/app-state.js';
import {
  clampPosition,
  computeCurves,
  curveSeries,
  figureLabel,
  legendEntry,
  noteHtml,
  positionAfterKey,
  spokenValues,
  valueAt,
  valueText,
  xDomain,
} from '../../../web/app/views/curves/curves-model.js';

/** The Annotated Transformer's figure: d_model = 20, L = 100, n = 10000, dimensions 4–7. */
const ANNOTATED: AppState = {
  ...DEFAULT_STATE,
  view: 'curves',
  dModel: 20,
  length: 100,
  base: 10000,
  layout: 'interleaved',
  dims: [4, 5, 6, 7],
};

/** PE(pos, dim) in float64, straight from the formula. */
function reference(pos: number, dim: number, dModel: number, base: number, layout: 'interleaved' | 'split'): number {
  const half = dModel / 2;
  const pair = layout === 'interleaved' ? Math.floor(dim / 2) : dim % half;
  const isSin = layout === 'interleaved' ? dim % 2 === 0 : dim < half;
  const angle = pos / Math.pow(base, (2 * pair) / dModel);
  return isSin ? Math.sin(angle) : Math.cos(angle);
}

beforeAll(async () => {
  await init();
});

describe('the columns', () => {
  it('names dimensions 4–7 as sin and cos of pairs 2 and 3, with ω = n^(−2i/d) and λ = 2π/ω', () => {
    const curves = computeCurves(ANNOTATED);
    expect(curves.columns.map((c) => [c.dim, c.slot, c.fn, c.pair, c.inTable])).toEqual([
      [4, 0, 'sin', 2, true],
      [5, 1, 'cos', 2, true],
      [6, 2, 'sin', 3, true],
      [7, 3, 'cos', 3, true],
    ]);
    for (const column of curves.columns) {
      const omega = Math.pow(10000, (-2 * column.pair) / 20);
      expect(Math.abs(column.frequency - omega) / omega).toBeLessThan(1e-7);
      expect(Math.abs(column.wavelength - (2 * Math.PI) / omega) / ((2 * Math.PI) / omega)).toBeLessThan(1e-7);
    }
    // The slowest pair, i = 9: λ = 2π · 10000^(18/20) ≈ 25013.
    expect(curves.longestWavelength).toBeCloseTo(2 * Math.PI * Math.pow(10000, 0.9), 3);
  });

  it('in the split layout, dimension 4 is sin of pair 4 and dimension 14 cos of pair 4', () => {
    const curves = computeCurves({ ...ANNOTATED, layout: 'split', dims: [4, 14, 0, 10] });
    expect(curves.columns.map((c) => `${c.fn} ${c.pair}`)).toEqual(['sin 4', 'cos 4', 'sin 0', 'cos 0']);
  });

  it('keeps a dimension past d_model − 1 in the legend but draws no line for it', () => {
    const curves = computeCurves({ ...ANNOTATED, dims: [4, 30, 5] });
    expect(curves.columns.map((c) => c.inTable)).toEqual([true, false, true]);
    expect(legendEntry(curves, curves.columns[1]!)).toEqual({
      name: 'dim 30',
      role: 'not in this table (d_model = 20)',
      numbers: null,
    });
    expect(curveSeries(curves).map((s) => [s.key, s.slot])).toEqual([
      ['4', 0],
      ['5', 2],
    ]);
    expect(valueText(curves, curves.columns[1]!, 10)).toBe('–');
    expect(spokenValues(curves, 10)).toMatch(/^Position 10: dim 4 -?\d\.\d{4}, dim 5 -?\d\.\d{4}$/);
  });
});

describe('the values', () => {
  for (const layout of ['interleaved', 'split'] as const) {
    it(`reads every drawn value from the table, within 2e-7 of the formula (${layout})`, () => {
      const state = { ...ANNOTATED, layout, dims: [0, 1, 4, 5, 6, 7, 18, 19] };
      const curves = computeCurves(state);
      const series = curveSeries(curves);
      let worst = 0;
      for (const [k, column] of curves.columns.entries()) {
        expect(series[k]!.count).toBe(100);
        expect(series[k]!.dashed).toBe(column.fn === 'cos');
        for (let pos = 0; pos < 100; pos++) {
          const expected = reference(pos, column.dim, 20, 10000, layout);
          expect(series[k]!.value(pos)).toBe(valueAt(curves, column, pos));
          worst = Math.max(worst, Math.abs(valueAt(curves, column, pos) - Math.fround(expected)));
        }
      }
      // The package's contract (tests/js/sinusoid-exponent.test.ts): within 2e-7 of the float64
      // formula rounded to float32.
      expect(worst).toBeLessThan(2e-7);
    });
  }

  it('shows six decimals in the legend and four in the live region', () => {
    const curves = computeCurves(ANNOTATED);
    const sin4 = reference(37, 4, 20, 10000, 'interleaved');
    expect(valueText(curves, curves.columns[0]!, 37)).toBe(sin4.toFixed(6));
    expect(valueText(curves, curves.columns[0]!, null)).toBe('–');
    const expected = [4, 5, 6, 7].map((dim) => `dim ${dim} ${reference(98, dim, 20, 10000, 'interleaved').toFixed(4)}`);
    expect(spokenValues(curves, 98)).toBe(`Position 98: ${expected.join(', ')}`);
    // Position 0: sin 0 = 0, cos 0 = 1.
    expect(spokenValues(curves, 0)).toBe('Position 0: dim 4 0.0000, dim 5 1.0000, dim 6 0.0000, dim 7 1.0000');
  });

  it('reuses the table buffer while L × d_model stays, and takes a new one when it changes', () => {
    const first = computeCurves(ANNOTATED);
    const again = computeCurves({ ...ANNOTATED, base: 500 }, first);
    expect(again.table).toBe(first.table);
    expect(valueAt(again, again.columns[2]!, 50)).toBeCloseTo(reference(50, 6, 20, 500, 'interleaved'), 6);
    const longer = computeCurves({ ...ANNOTATED, length: 101 }, again);
    expect(longer.table).not.toBe(first.table);
    expect(longer.table.length).toBe(101 * 20);
  });
});

describe('the texts', () => {
  it('gives the legend’s ω, λ and a bar at 2i/d_model of the log scale from 2π to 2π·n', () => {
    const curves = computeCurves({ ...ANNOTATED, dims: [0, 4, 6, 19] });
    const entries = curves.columns.map((column) => legendEntry(curves, column));
    expect(entries.map((entry) => entry.role)).toEqual([
      'sin · pair i = 0',
      'sin · pair i = 2',
      'sin · pair i = 3',
      'cos · pair i = 9',
    ]);
    // ω_2 = 10^−0.8 = 0.158489…, λ_2 = 39.644…; ω_3 = 10^−1.2, λ_3 = 99.58…; λ_9 = 25013.…
    expect(entries.map((entry) => entry.numbers!.frequency)).toEqual(['1', '0.1585', '0.0631', '0.0002512']);
    expect(entries.map((entry) => entry.numbers!.wavelength)).toEqual(['6.283', '39.64', '99.58', '25010']);
    // Pair 0 sits at the scale's start: the bar keeps a sliver of 1.5 %.
    expect(entries.map((entry) => entry.numbers!.barPercent)).toEqual(['1.5%', '20.0%', '30.0%', '90.0%']);
  });

  it('says each pair is n^(2/d_model) times longer, up to the slowest wavelength', () => {
    const note = noteHtml(computeCurves(ANNOTATED));
    // 10000^(2/20) = 10^0.4 = 2.51188…
    expect(note).toContain('= 2.512 times longer');
    expect(note).toContain('up to 25010 for the last');
    expect(noteHtml(computeCurves({ ...ANNOTATED, dModel: 64, base: 100 }))).toContain('= 1.155 times longer');
  });

  it('names the figure with its positions and dimensions, and spans one position too', () => {
    expect(figureLabel(ANNOTATED)).toBe('Line chart of PE value against position 0 to 99 for dimensions 4, 5, 6, 7');
    expect(xDomain(computeCurves(ANNOTATED))).toEqual([0, 99]);
    expect(xDomain(computeCurves({ ...ANNOTATED, length: 1 }))).toEqual([0, 1]);
  });
});

describe('the cursor', () => {
  it('steps one position with the arrows, a tenth of L with Page Up/Down, and jumps to the ends', () => {
    const moves = ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'];
    expect(moves.map((key) => positionAfterKey(key, 50, 100))).toEqual([49, 49, 51, 51, 60, 40, 0, 99]);
    expect(positionAfterKey('Enter', 50, 100)).toBeUndefined();
    // A short table still pages by one.
    expect(positionAfterKey('PageDown', 1, 3)).toBe(2);
  });

  it('rounds a pointer’s position and keeps it within 0 … L − 1', () => {
    expect([-3, 12.4, 12.6, 99.4, 140].map((x) => clampPosition(x, 100))).toEqual([0, 12, 13, 99, 99]);
    expect(clampPosition(positionAfterKey('PageUp', 5, 100)!, 100)).toBe(0);
  });
});
