// The layout Rosetta's numbers, from its settings: no DOM, so Node tests import it. Every number
// comes from the package (sinusoidal(), ropePermutation(), dotProductMatrix(), attentionScores(),
// frequencies()); this module only calls it, moves columns and compares. Also what a column holds,
// the cell the readout shows, the number boxes' rule and the CSV.
import {
  attentionScores,
  dotProductMatrix,
  frequencies,
  ropePermutation,
  sinusoidal,
  type SinusoidExponent,
} from 'positional-encoding';
import type { AppState } from '../../state/app-state.js';
import { numpyRand } from '../../figures/mt19937.js';
import { ROWS } from './layouts-view.js';

/** q and k of the RoPE comparison: np.random.seed(15); 2·np.random.rand(ROWS, d) − 1, in 'pairs' order. */
export const QK_SEED = 15;

export const PRESETS: readonly { label: string; values: Partial<AppState> }[] = [
  { label: 'The paper (d = 8, n = 10000)', values: { layoutsDim: 8, base: 10000, exponent: 'paper' } },
  { label: 'tensor2tensor / fairseq', values: { layoutsDim: 8, base: 10000, exponent: 'tensor2tensor' } },
  { label: 'The article (d = 4, n = 100)', values: { layoutsDim: 4, base: 100, exponent: 'paper' } },
  { label: 'Llama 2’s θ = 10000 (d = 16)', values: { layoutsDim: 16, ropeBase: 10000 } },
  { label: 'Llama 3’s θ = 500000 (d = 16)', values: { layoutsDim: 16, ropeBase: 500000 } },
];

/** The d select's choices: every even d from 2 to 32. */
export const DIMS = Array.from({ length: 16 }, (_, k) => 2 * (k + 1));

/** The settings the view draws from: a change to any of them computes it again. */
export const LAYOUTS_KEYS: readonly (keyof AppState)[] = ['layoutsDim', 'base', 'exponent', 'ropeBase'];

export interface Rosetta {
  d: number;
  base: number;
  exponent: SinusoidExponent;
  theta: number;
  interleaved: Float32Array;
  split: Float32Array;
  /** ropePermutation(d, 'pairs', 'half'): split column k holds interleaved column p[k]. */
  p: Int32Array;
  /** Interleaved column j lands in split column inverse[j]. */
  inverse: Int32Array;
  /** Cells of the split table equal bit for bit to the interleaved cell p moves there. */
  sameCells: number;
  omegas: Float64Array;
  omegasPaper: Float64Array;
  omegasT2t: Float64Array;
  dotsInterleaved: Float32Array;
  dotsSplit: Float32Array;
  dotsLargest: number;
  scoresPairs: Float32Array;
  scoresHalf: Float32Array;
  scoresUnpermuted: Float32Array;
  ropeLargest: number;
  unpermutedLargest: number;
}

/** The reader's cell: position `row`, interleaved column `col` (and so split column inverse[col]). */
export interface RosettaCell {
  row: number;
  col: number;
}

export function largestDifference(a: Float32Array, b: Float32Array): number {
  let largest = 0;
  for (let k = 0; k < a.length; k++) largest = Math.max(largest, Math.abs(a[k]! - b[k]!));
  return largest;
}

/** q and k for the RoPE comparison, ROWS × d each, in 'pairs' order. */
export function ropeInputs(d: number): { q: Float32Array; k: Float32Array } {
  const values = numpyRand(QK_SEED, 2 * ROWS, d);
  const q = Float32Array.from(values.subarray(0, ROWS * d), (u) => 2 * u - 1);
  const k = Float32Array.from(values.subarray(ROWS * d), (u) => 2 * u - 1);
  return { q, k };
}

/** Rows of x (rows × d) with columns moved by p: y[t, k] = x[t, p[k]]. */
export function permuteColumns(x: Float32Array, p: Int32Array): Float32Array {
  const d = p.length;
  const y = new Float32Array(x.length);
  for (let t = 0; t < x.length / d; t++) for (let k = 0; k < d; k++) y[t * d + k] = x[t * d + p[k]!]!;
  return y;
}

/** The inverse of p: inverse[p[k]] = k. */
export function inversePermutation(p: Int32Array): Int32Array {
  const inverse = new Int32Array(p.length);
  p.forEach((from, k) => (inverse[from] = k));
  return inverse;
}

/** Everything the view shows at the reader's settings; the package's RangeError for a d or base it refuses. */
export function computeRosetta(state: Readonly<AppState>): Rosetta {
  const { layoutsDim: d, base, exponent, ropeBase: theta } = state;
  const interleaved = sinusoidal(ROWS, d, { base, exponent, layout: 'interleaved' });
  const split = sinusoidal(ROWS, d, { base, exponent, layout: 'split' });
  const p = ropePermutation(d, 'pairs', 'half');
  let sameCells = 0;
  for (let t = 0; t < ROWS; t++)
    for (let k = 0; k < d; k++) if (Object.is(split[t * d + k], interleaved[t * d + p[k]!])) sameCells++;
  const dotsInterleaved = dotProductMatrix(ROWS, d, { base, exponent, layout: 'interleaved' });
  const dotsSplit = dotProductMatrix(ROWS, d, { base, exponent, layout: 'split' });
  const { q, k } = ropeInputs(d);
  const shape: [number, number, number] = [1, ROWS, d];
  const scoresPairs = attentionScores(q, k, shape, { encoding: 'rope', layout: 'pairs', base: theta });
  const scoresHalf = attentionScores(permuteColumns(q, p), permuteColumns(k, p), shape, {
    encoding: 'rope',
    layout: 'half',
    base: theta,
  });
  const scoresUnpermuted = attentionScores(q, k, shape, { encoding: 'rope', layout: 'half', base: theta });
  return {
    d,
    base,
    exponent,
    theta,
    interleaved,
    split,
    p,
    inverse: inversePermutation(p),
    sameCells,
    omegas: frequencies(d, { base, exponent }),
    omegasPaper: frequencies(d, { base, exponent: 'paper' }),
    omegasT2t: frequencies(d, { base, exponent: 'tensor2tensor' }),
    dotsInterleaved,
    dotsSplit,
    dotsLargest: largestDifference(dotsInterleaved, dotsSplit),
    scoresPairs,
    scoresHalf,
    scoresUnpermuted,
    ropeLargest: largestDifference(scoresPairs, scoresHalf),
    unpermutedLargest: largestDifference(scoresPairs, scoresUnpermuted),
  };
}

/** The status line's words for an error: the package's prefix dropped. */
export function problemText(error: unknown): string {
  return error instanceof Error ? error.message.replace('positional-encoding: ', '') : String(error);
}

/** The spacing of float32 numbers at |x|: the unit in the last place. */
export function float32Ulp(x: number): number {
  return x === 0 ? 2 ** -149 : 2 ** (Math.floor(Math.log2(Math.abs(x))) - 23);
}

/** sin₀, cos₀, … : what a column of either layout holds (pair i = the frequency index). */
export function columnKind(
  layout: 'interleaved' | 'split',
  d: number,
  col: number,
): { fn: 'sin' | 'cos'; pair: number } {
  if (layout === 'interleaved') return { fn: col % 2 === 0 ? 'sin' : 'cos', pair: Math.floor(col / 2) };
  const half = d / 2;
  return col < half ? { fn: 'sin', pair: col } : { fn: 'cos', pair: col - half };
}

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
export function subscript(n: number): string {
  return String(n)
    .split('')
    .map((digit) => SUBSCRIPTS[Number(digit)])
    .join('');
}

/** The cell to show after a draw: the reader's, kept inside the table, or else the one the first notice talks about. */
export function cellToShow(cursor: RosettaCell | null, d: number): RosettaCell {
  if (cursor) return { row: Math.min(cursor.row, ROWS - 1), col: Math.min(cursor.col, d - 1) };
  // Position 1, the first cosine (column 1).
  return { row: 1, col: Math.min(1, d - 1) };
}

/** One cell read in both layouts: its addresses, what it holds, its angle and value. */
export interface CellReading {
  row: number;
  col: number;
  /** The split column that holds the same number. */
  k: number;
  fn: 'sin' | 'cos';
  pair: number;
  omega: number;
  value: number;
  /** The split table's cell is the same float32, bit for bit. */
  same: boolean;
}

export function readCell(current: Rosetta, { row, col }: RosettaCell): CellReading {
  const { fn, pair } = columnKind('interleaved', current.d, col);
  const k = current.inverse[col]!;
  const value = current.interleaved[row * current.d + col]!;
  return {
    row,
    col,
    k,
    fn,
    pair,
    omega: current.omegas[pair]!,
    value,
    same: Object.is(current.split[row * current.d + k], value),
  };
}

/** What the n and θ boxes accept (a number above 1, at most max), and the words for what they do not. */
export function readNumber(text: string, max: number): { value: number } | { error: string } {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 1 && value <= max
    ? { value }
    : { error: `${text || 'empty'} is not allowed: use a number greater than 1 and at most ${max}.` };
}

/** The sinusoid base box's largest n and the RoPE θ box's largest θ. */
export const BASE_MAX = 1e6;
export const THETA_MAX = 1e9;

/** The downloads' file name, without its extension. */
export function fileStem(current: Rosetta): string {
  return `layouts-d${current.d}-n${current.base}-${current.exponent}`;
}

/** The two tables, a row per position, and the permutation, as CSV. */
export function tablesCsv(current: Rosetta): string {
  const { d } = current;
  const lines = [['table', 'row', ...Array.from({ length: d }, (_, k) => `c${k}`)].join(',')];
  for (const [name, values] of [
    ['interleaved', current.interleaved],
    ['split', current.split],
  ] as const)
    for (let t = 0; t < ROWS; t++) lines.push([name, t, ...values.subarray(t * d, (t + 1) * d)].join(','));
  lines.push(['permutation', '', ...current.p].join(','));
  return `${lines.join('\n')}\n`;
}
