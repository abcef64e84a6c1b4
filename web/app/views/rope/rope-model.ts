// The RoPE view's numbers and texts, from its settings: no DOM, so Node tests import it. The dials'
// cos and sin at position m come from ropeCosSin() at offset m and their θ_i from ropeFrequencies();
// the tables are ropeCosSin() over a window of positions around m; the score curves are
// attentionScores() twice (score-curve.ts). Presets are rope-presets.ts's, the CSVs rope-csv.ts's.
import { ropeCosSin, ropeFrequencies, type RopeOptions } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import { rotaryOf } from './rope-view.js';
import { queryAndKey } from './rope-vectors.js';
import { finishSteps, scoreCurveSteps, type ScoreCurve } from './score-curve.js';
import type { TableCell, TableWindow } from './cos-sin-tables.js';

/** Rows of the cos/sin tables shown around m. */
export const TABLE_ROWS = 64;
/** The position slider's range (the number box takes any position up to 10⁶). */
export const SLIDER_MAX = 4096;
/** The shift slider's range (the number box takes any shift up to 10⁶). */
export const SHIFT_SLIDER_MAX = 100_000;
export const MAX_POSITION = 1_000_000;
export const MAX_HEAD_DIM = 512;

export function ropeOptions(state: Readonly<AppState>): RopeOptions {
  const options: RopeOptions = { base: state.ropeBase, layout: state.ropeLayout };
  if (state.rotaryDim !== 0 && state.rotaryDim < state.headDim) options.rotaryDim = state.rotaryDim;
  return options;
}

/** A position from a slider, a key or the play button: whole and within 0 … 10⁶. */
export function clampPosition(value: number): number {
  return Math.max(0, Math.min(MAX_POSITION, Math.round(value)));
}

// ---- the dials ------------------------------------------------------------------------------------

export interface RopeDials {
  headDim: number;
  rotaryDim: number;
  /** Rotating pairs: rotaryDim / 2. */
  pairs: number;
  base: number;
  layout: RopeOptions['layout'];
  m: number;
  invFreq: Float64Array;
  /** cos and sin of each pair at position m (in pair order). */
  pairCos: Float64Array;
  pairSin: Float64Array;
}

/** Each pair's θ_i and its cos and sin at position m; a pair's first dimension is i ('half') or 2i ('pairs'). */
export function ropeDials(state: Readonly<AppState>): RopeDials {
  const rotaryDim = rotaryOf(state);
  const options = ropeOptions(state);
  const { invFreq } = ropeFrequencies(state.headDim, { base: options.base, rotaryDim: options.rotaryDim });
  const row = ropeCosSin(1, state.headDim, { ...options, offset: state.ropePos });
  const pairs = rotaryDim / 2;
  const column = (pair: number): number => (state.ropeLayout === 'half' ? pair : 2 * pair);
  const pairCos = new Float64Array(pairs);
  const pairSin = new Float64Array(pairs);
  for (let pair = 0; pair < pairs; pair++) {
    pairCos[pair] = row.cos[column(pair)]!;
    pairSin[pair] = row.sin[column(pair)]!;
  }
  return {
    headDim: state.headDim,
    rotaryDim,
    pairs,
    base: state.ropeBase,
    layout: state.ropeLayout,
    m: state.ropePos,
    invFreq,
    pairCos,
    pairSin,
  };
}

export interface PairReading {
  theta: number;
  /** m·θ_i in radians. */
  angle: number;
  cos: number;
  sin: number;
  /** The readout's texts by data-field. */
  fields: Record<'pair' | 'dims' | 'theta' | 'wavelength' | 'angle' | 'turns' | 'cos' | 'sin', string>;
}

export function pairReading(dials: RopeDials, pair: number): PairReading {
  const theta = dials.invFreq[pair]!;
  const angle = dials.m * theta;
  const cos = dials.pairCos[pair]!;
  const sin = dials.pairSin[pair]!;
  const half = dials.rotaryDim / 2;
  return {
    theta,
    angle,
    cos,
    sin,
    fields: {
      pair: String(pair),
      dims: dials.layout === 'half' ? `${pair} and ${pair + half}` : `${2 * pair} and ${2 * pair + 1}`,
      theta: formatNumber(theta, 6),
      wavelength: formatNumber((2 * Math.PI) / theta, 6),
      angle: formatNumber(angle, 7),
      turns: formatNumber(angle / (2 * Math.PI), 5),
      cos: formatNumber(cos, 7),
      sin: formatNumber(sin, 7),
    },
  };
}

export function dialsLabel(dials: RopeDials, selectedPair: number): string {
  return `${dials.pairs} dials, one per rotating pair, at position ${dials.m}; pair ${selectedPair} selected`;
}

/** The pair the dials' keys select next, or null for a key that moves m (or nothing). */
export function pairAfterKey(key: string, pair: number, pairs: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: Math.max(0, pair - 1),
    ArrowRight: Math.min(pairs - 1, pair + 1),
    Home: 0,
    End: pairs - 1,
  };
  return key in moves ? moves[key]! : null;
}

/** How far the dials' keys move m: ↑/↓ by one, Page Up/Down by 64. */
export const POSITION_KEYS: Readonly<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1, PageUp: 64, PageDown: -64 };

// ---- the tables ------------------------------------------------------------------------------------

/** The first row of the tables' window: m sits in the window's lower half, from position 0 on. */
export function tableFirst(m: number): number {
  return Math.max(0, m - TABLE_ROWS / 2 + 1);
}

export interface RopeTables extends TableWindow {
  layout: RopeOptions['layout'];
  /** The subtitle's shape, the note under it and each canvas's label. */
  shape: string;
  note: string;
  label(side: 'cos' | 'sin'): string;
}

export function ropeTables(state: Readonly<AppState>): RopeTables {
  const rotaryDim = rotaryOf(state);
  const first = tableFirst(state.ropePos);
  const last = first + TABLE_ROWS - 1;
  const table = ropeCosSin(TABLE_ROWS, state.headDim, { ...ropeOptions(state), offset: first });
  return {
    first,
    rows: TABLE_ROWS,
    cols: rotaryDim,
    cos: table.cos,
    sin: table.sin,
    layout: state.ropeLayout,
    shape: `(positions ${first} … ${last} × ${rotaryDim} dimensions, ${state.ropeLayout})`,
    note:
      state.ropeLayout === 'half'
        ? `Layout ‘half’: column j and column j + ${rotaryDim / 2} hold the same angle, so each table is one pattern twice.`
        : 'Layout ‘pairs’: columns 2i and 2i + 1 hold the same angle, so each stripe is two columns wide.',
    label: (side) => `${side} table of positions ${first} to ${last} by ${rotaryDim} dimensions`,
  };
}

/** The table readout's texts: the pair of a column is j mod d/2 ('half') or ⌊j/2⌋ ('pairs'). */
export function tableCellFields(
  cell: TableCell,
  layout: RopeOptions['layout'],
  rotaryDim: number,
): Record<'table' | 'pos' | 'dimension' | 'pair' | 'value', string> {
  const pair = layout === 'half' ? cell.dimension % (rotaryDim / 2) : Math.floor(cell.dimension / 2);
  return {
    table: cell.table,
    pos: String(cell.pos),
    dimension: String(cell.dimension),
    pair: String(pair),
    value: formatNumber(cell.value, 7),
  };
}

/** Width and height of each table: side by side from 560 px, 70% as tall as wide within 200–340 px. */
export function tableSize(width: number): { each: number; height: number } {
  const each = width >= 560 ? Math.floor((width - 16) / 2) : width;
  return { each, height: Math.round(Math.min(340, Math.max(200, each * 0.7))) };
}

// ---- the score curves ------------------------------------------------------------------------------

export interface RopeCurves {
  reference: ScoreCurve;
  shifted: ScoreCurve;
  span: number;
  /** The largest |shifted − reference| over all distances. */
  largest: number;
}

export function ropeCurves(state: Readonly<AppState>): RopeCurves {
  return finishSteps(ropeCurveSteps(state));
}

/** ropeCurves in steps: yields after each call to the core (a first draw gives each a task of its own). */
export function* ropeCurveSteps(state: Readonly<AppState>): Generator<void, RopeCurves> {
  const { q, k } = queryAndKey(state.ropeVectors, state.headDim);
  const options = ropeOptions(state);
  const span = state.ropeSpan;
  const reference = yield* scoreCurveSteps(q, k, state.headDim, span, 0, options);
  const shifted = yield* scoreCurveSteps(q, k, state.headDim, span, state.ropeShift, options);
  let largest = 0;
  for (let d = 0; d <= span; d++) largest = Math.max(largest, Math.abs(shifted.scores[d]! - reference.scores[d]!));
  return { reference, shifted, span, largest };
}

/** The curve readout at distance d. */
export function curveFields(curves: RopeCurves, d: number): Record<'delta' | 'reference' | 'shifted', string> {
  return {
    delta: String(d),
    reference: formatNumber(curves.reference.scores[d]!, 7),
    shifted: formatNumber(curves.shifted.scores[d]!, 7),
  };
}

/** The readout's largest difference over all distances, to 2 significant digits. */
export function differenceText(curves: RopeCurves): string {
  return formatNumber(curves.largest, 2);
}

/** The y axis: the reference curve's range padded by 6%, always with 0. */
export function curveYDomain(curves: RopeCurves): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const value of curves.reference.scores) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  const pad = (high - low) * 0.06 || 1;
  return [Math.min(0, low - pad), high + pad];
}

/** The distance the curve's keys select next, or null for another key. */
export function deltaAfterKey(key: string, delta: number, span: number): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return span;
  const page = Math.max(1, Math.round(span / 16));
  const step = { ArrowLeft: -1, ArrowRight: 1, PageDown: -page, PageUp: page }[key];
  return step === undefined ? null : Math.max(0, Math.min(span, delta + step));
}

// ---- what to redraw --------------------------------------------------------------------------------

export interface Dirty {
  dials: boolean;
  tables: boolean;
  curves: boolean;
}

export const ALL_DIRTY: Readonly<Dirty> = { dials: true, tables: true, curves: true };

/** What a change of settings makes stale: the head redraws all, m the dials and tables, the rest the curves. */
export function dirtyAfter(dirty: Readonly<Dirty>, changed: ReadonlySet<keyof AppState>): Dirty {
  const head = (['headDim', 'rotaryDim', 'ropeBase', 'ropeLayout'] as const).some((key) => changed.has(key));
  if (head) return { ...ALL_DIRTY };
  const position = changed.has('ropePos');
  const curves = changed.has('ropeShift') || changed.has('ropeSpan') || changed.has('ropeVectors');
  return {
    dials: dirty.dials || position,
    tables: dirty.tables || position,
    curves: dirty.curves || curves,
  };
}

// ---- help --------------------------------------------------------------------------------------

/** The help lines under the three figures, for a touch screen or a mouse and keyboard. */
export function helpTexts(touch: boolean): Record<'dials' | 'tables' | 'curve', string> {
  return touch
    ? {
        dials: 'Tap or drag across the dials to read a pair; drag the slider to move m.',
        tables: 'Tap or drag on a table to read a value.',
        curve: 'Tap or drag along the plot to read both scores at one distance.',
      }
    : {
        dials: 'Hover a dial, or focus the dials: ←/→ choose a pair, ↑/↓ move m by one (Page Up/Down by 64).',
        tables: 'Hover a cell, or focus a table and use the arrow keys.',
        curve: 'Hover the plot, or focus it and use ←/→ (Page Up/Down jump), to read both scores at one distance.',
      };
}
