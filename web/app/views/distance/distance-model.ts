// The relative-distance view's numbers and texts, from the shared settings: no DOM, so Node tests
// import it. The matrix PE_t·PE_s is dotProductMatrix()'s and ω_i frequencies()'s (L capped at
// MAX_POSITIONS); each diagonal's statistics and the closed form Σ_i cos(ω_i·k) are diagonals.ts's.
import { dotProductMatrix, frequencies } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import type { LineSeries } from '../../figures/line-plot.js';
import { SERIES_SLOTS } from '../../figures/series-colours.js';
import type { AppState } from '../../state/app-state.js';
import { closedForm, diagonalStats, type DiagonalStats } from './diagonals.js';
import { MAX_POSITIONS } from './distance-view.js';

/** The distances k whose diagonals the view opens with. */
export const DEFAULT_DISTANCES: readonly number[] = [1, 2, 5, 10, 50];

export interface DistanceMatrix {
  size: number;
  dModel: number;
  base: number;
  /** ⌈d_model/2⌉, the largest a product can be: the diagonal curves' scale. */
  half: number;
  /** The smallest and largest product in the matrix. */
  min: number;
  max: number;
  /** The largest |PE_t · PE_s| in the matrix: the colours run from −extent to extent. */
  extent: number;
  /** Complete sin/cos pairs, ⌊d_model/2⌋. */
  pairs: number;
  omega: Float64Array;
  /** size × size, row t and column s. */
  matrix: Float32Array;
}

/** The smallest and largest value of the matrix (what the colour scale must cover). */
export function valueRange(values: Float32Array): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** 4 significant digits with a real minus sign, as on the colour bar. */
export const signed = (value: number): string => formatNumber(value, 4).replace('-', '−');

/** PE_t · PE_s for the first min(L, MAX_POSITIONS) positions at the reader's settings. */
export function computeMatrix(state: Readonly<AppState>): DistanceMatrix {
  const size = Math.min(state.length, MAX_POSITIONS);
  const matrix = dotProductMatrix(size, state.dModel, { base: state.base, layout: state.layout });
  const { min, max } = valueRange(matrix);
  return {
    size,
    dModel: state.dModel,
    base: state.base,
    half: Math.ceil(state.dModel / 2),
    min,
    max,
    // Symmetric about zero, so zero keeps the ramp's middle colour and the sign reads at a glance.
    extent: Math.max(Math.abs(min), Math.abs(max)) || 1,
    pairs: Math.floor(state.dModel / 2),
    omega: frequencies(state.dModel, { base: state.base }),
    matrix,
  };
}

/** The largest distance the reader may type: the last position shown. */
export function maxDistance(current: DistanceMatrix | null, length: number): number {
  return (current?.size ?? Math.min(length, MAX_POSITIONS)) - 1;
}

/** The note under the heatmap on its colour scale. */
export function scaleText(current: DistanceMatrix): string {
  return (
    `Colour scale ${signed(-current.extent)} to ${signed(current.extent)}, fitted to the data and ` +
    `symmetric about 0: the products run from ${signed(current.min)} to ${signed(current.max)}, ` +
    'the largest on the diagonal PE_t · PE_t.'
  );
}

/** The heatmap's label for screen readers. */
export function heatmapLabel(current: DistanceMatrix): string {
  return `Heatmap of PE_t · PE_s for positions 0 to ${current.size - 1}, d_model ${current.dModel}, base ${current.base}; colours from ${signed(-current.extent)} to ${signed(current.extent)}`;
}

/** The line above the readout on the cap of L; `capped` when it cuts the reader's L. */
export function capText(length: number): { text: string; capped: boolean } {
  const capped = length > MAX_POSITIONS;
  return {
    text: capped
      ? `Showing the first ${MAX_POSITIONS} of L = ${length} positions: the matrix has L² entries, so this view stops at ${MAX_POSITIONS}.`
      : `The matrix has L² entries, so this view shows at most ${MAX_POSITIONS} positions.`,
    capped,
  };
}

/** What the help line says the diagonals show. */
export function readingText(dModel: number): string {
  return dModel % 2 === 0
    ? 'Each diagonal has one colour: the product depends only on k = s − t.'
    : 'With an odd d_model the diagonals ripple: see the note below.';
}

/** The note on an odd d_model's unpaired sine (HTML of numbers and fixed words); null when d_model is even. */
export function oddNoteHtml(dModel: number): string | null {
  if (dModel % 2 === 0) return null;
  const m = Math.floor(dModel / 2);
  const omega = `ω<sub>${m}</sub>`;
  return (
    `d<sub>model</sub> = ${dModel} is odd: its last column, sin(${omega} t), has no cosine partner. The product ` +
    `gains sin(${omega} t) · sin(${omega} (t+k)), which changes with t, so the diagonals are not exactly ` +
    `flat. The closed form sums the ${m} complete pairs only; the differences are the extra term.`
  );
}

export type ReadoutField = 't' | 's' | 'k' | 'value' | 'closed-form' | 'difference';

/** The readout's texts for the cell at row t, column s. */
export function cellReadout(current: DistanceMatrix, t: number, s: number): Record<ReadoutField, string> {
  const value = current.matrix[t * current.size + s]!;
  const expected = closedForm(current.omega, current.pairs, s - t);
  return {
    t: String(t),
    s: String(s),
    k: String(s - t),
    value: formatNumber(value, 7),
    'closed-form': formatNumber(expected, 7),
    difference: formatNumber(value - expected, 2),
  };
}

/** Each diagonal's statistics, for the distances that fit in the matrix (in the reader's order). */
export function diagonalsFor(current: DistanceMatrix, ks: readonly number[]): DiagonalStats[] {
  const { matrix, size, omega, pairs } = current;
  return ks.filter((k) => k < size).map((k) => diagonalStats(matrix, size, k, closedForm(omega, pairs, k)));
}

/** One row of the table beside the curves: its colour slot and the texts of its cells. */
export interface DiagonalRow {
  k: number;
  slot: number;
  positions: string;
  closedForm: string;
  maxDeviation: string;
}

/** The table's rows, one per distance typed; a distance past the matrix says what it needs. */
export function diagonalRows(ks: readonly number[], stats: readonly DiagonalStats[]): DiagonalRow[] {
  return ks.map((k, slot) => {
    const found = stats.find((entry) => entry.k === k);
    return found
      ? {
          k,
          slot,
          positions: `0 … ${found.count - 1}`,
          closedForm: formatNumber(found.closedForm, 7),
          maxDeviation: formatNumber(found.maxDeviation, 2),
        }
      : { k, slot, positions: `needs L > ${k}`, closedForm: '', maxDeviation: '' };
  });
}

/** PE_t · PE_{t+k} against t, one line per diagonal, coloured by the distance's place in the list. */
export function diagonalSeries(
  current: DistanceMatrix,
  ks: readonly number[],
  stats: readonly DiagonalStats[],
): LineSeries[] {
  return stats.map((entry) => ({
    key: String(entry.k),
    slot: ks.indexOf(entry.k) % SERIES_SLOTS,
    firstX: 0,
    count: entry.count,
    value: (t: number) => current.matrix[t * current.size + t + entry.k]!,
    endLabel: `k = ${entry.k}`,
  }));
}

/** The curves' axes: t over the positions shown, the product over ±⌈d/2⌉ with a little room. */
export function curvesDomain(current: DistanceMatrix): { x: [number, number]; y: [number, number]; ticks: number[] } {
  const h = current.half;
  return {
    x: [0, Math.max(1, current.size - 1)],
    y: [-h * 1.05, h * 1.05],
    ticks: [-h, -h / 2, 0, h / 2, h],
  };
}
