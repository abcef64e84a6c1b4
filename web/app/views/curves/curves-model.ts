// The curves view's numbers and texts, from its settings: no DOM, so Node tests import it. The
// table comes from sinusoidal() and the frequencies from frequencies(); each chosen column's role
// (sin or cos of which pair) from columnRole(), as the heatmap's cell readout names it.
import { frequencies, sinusoidal } from 'positional-encoding';
import { columnRole } from '../../figures/cell-info.js';
import type { LineSeries } from '../../figures/line-plot.js';
import { formatNumber, formatValue } from '../../format.js';
import type { AppState } from '../../state/app-state.js';

/** The settings the curves are drawn from: a change to any of them recomputes. */
export const CURVES_KEYS = ['length', 'dModel', 'base', 'layout', 'dims'] as const;

/** The y axis: a little room above ±1 so the peaks do not touch the frame. */
export const Y_DOMAIN: [number, number] = [-1.08, 1.08];
export const Y_TICKS = [-1, -0.5, 0, 0.5, 1];

/** What one drawn column is: its role in the formula and its numbers. */
export interface Column {
  dim: number;
  /** Its colour slot: its place in the reader's list. */
  slot: number;
  /** False for a dimension past d_model − 1 (kept in the hash, listed but not drawn). */
  inTable: boolean;
  pair: number;
  fn: 'sin' | 'cos';
  frequency: number;
  wavelength: number;
}

export interface Curves {
  length: number;
  dModel: number;
  base: number;
  columns: Column[];
  /** 2π/ω of the slowest pair. */
  longestWavelength: number;
  /** The PE table, L × d_model, row-major (sinusoidal()). */
  table: Float32Array;
}

/** The table and the chosen columns at the reader's settings; `previous`'s buffer is reused while L × d_model stays. */
export function computeCurves(state: Readonly<AppState>, previous: Curves | null = null): Curves {
  const { length, dModel, base, layout } = state;
  const size = length * dModel;
  const table = previous?.table.length === size ? previous.table : new Float32Array(size);
  sinusoidal(length, dModel, { base, layout, out: table });
  const omega = frequencies(dModel, { base });
  const columns = state.dims.map((dim, slot): Column => {
    const inTable = dim < dModel;
    const { pair, fn } = columnRole(Math.min(dim, dModel - 1), dModel, layout);
    const frequency = omega[pair]!;
    return { dim, slot, inTable, pair, fn, frequency, wavelength: (2 * Math.PI) / frequency };
  });
  return { length, dModel, base, columns, longestWavelength: (2 * Math.PI) / omega[omega.length - 1]!, table };
}

/** PE(position, column.dim), read from the table. */
export function valueAt(curves: Curves, column: Column, position: number): number {
  return curves.table[position * curves.dModel + column.dim]!;
}

/** One line per column in the table: sines solid, cosines dashed. */
export function curveSeries(curves: Curves): LineSeries[] {
  return curves.columns
    .filter((column) => column.inTable)
    .map((column) => ({
      key: String(column.dim),
      slot: column.slot,
      dashed: column.fn === 'cos',
      firstX: 0,
      count: curves.length,
      value: (position: number) => valueAt(curves, column, position),
    }));
}

/** The x axis: every position (one position still gets a width). */
export function xDomain(curves: Curves): [number, number] {
  return [0, Math.max(1, curves.length - 1)];
}

/** A legend entry's texts; `numbers` is null for a column not in the table. */
export interface LegendEntry {
  name: string;
  role: string;
  numbers: { frequency: string; wavelength: string; barPercent: string } | null;
}

export function legendEntry(curves: Curves, column: Column): LegendEntry {
  const name = `dim ${column.dim}`;
  if (!column.inTable) return { name, role: `not in this table (d_model = ${curves.dModel})`, numbers: null };
  // log(λ/2π)/log(n) = 2i/d_model: the bar spans 2π … 2π·n on a log scale, in percent of its track.
  const fraction = Math.log(column.wavelength / (2 * Math.PI)) / Math.log(curves.base);
  return {
    name,
    role: `${column.fn} · pair i = ${column.pair}`,
    numbers: {
      frequency: formatNumber(column.frequency, 4),
      wavelength: formatNumber(column.wavelength, 4),
      barPercent: `${Math.max(1.5, 100 * fraction).toFixed(1)}%`,
    },
  };
}

/** The note under the legend: how the wavelengths grow (HTML of numbers and fixed words). */
export function noteHtml(curves: Curves): string {
  const ratio = Math.pow(curves.base, 2 / curves.dModel);
  return (
    `Pair i turns at ω<sub>i</sub> = n<sup>−2i/d<sub>model</sub></sup> radians per position, so its ` +
    `wavelength 2π/ω<sub>i</sub> grows geometrically: 2π ≈ 6.283 positions for pair 0, each pair ` +
    `n<sup>2/d<sub>model</sub></sup> = ${formatNumber(ratio, 4)} times longer than the one before, up to ` +
    `${formatNumber(curves.longestWavelength, 4)} for the last. The bars show the wavelength on a ` +
    `log scale from 2π to 2π·n.`
  );
}

/** The figure's accessible name. */
export function figureLabel(state: Readonly<AppState>): string {
  return `Line chart of PE value against position 0 to ${state.length - 1} for dimensions ${state.dims.join(', ')}`;
}

/** The legend's value cell for a column: six decimals, or a dash with no position or no column. */
export function valueText(curves: Curves, column: Column, position: number | null): string {
  return position === null || !column.inTable ? '–' : formatValue(valueAt(curves, column, position));
}

/** What the live region says at a position: each drawn column's value to four decimals. */
export function spokenValues(curves: Curves, position: number): string {
  const values = curves.columns
    .filter((column) => column.inTable)
    .map((column) => `dim ${column.dim} ${formatValue(valueAt(curves, column, position), 4)}`);
  return `Position ${position}: ${values.join(', ')}`;
}

/** A position the reader asked for (a pointer's x, a key's step), rounded and kept within 0 … L − 1. */
export function clampPosition(target: number, length: number): number {
  return Math.min(length - 1, Math.max(0, Math.round(target)));
}

/**
 * Where a key moves the cursor from `at` (undefined: not a cursor key): ← ↓ back one, → ↑ on one,
 * Page Up/Down a tenth of L, Home/End the ends. Not clamped: clampPosition() does that.
 */
export function positionAfterKey(key: string, at: number, length: number): number | undefined {
  const page = Math.max(1, Math.round(length / 10));
  const moves: Record<string, number> = {
    ArrowLeft: at - 1,
    ArrowDown: at - 1,
    ArrowRight: at + 1,
    ArrowUp: at + 1,
    PageDown: at + page,
    PageUp: at - page,
    Home: 0,
    End: length - 1,
  };
  return moves[key];
}
