// print(array) as numpy (>= 1.14, default print options) writes a float array, so that the
// command line and the explorer print tables the way the documents show them: summarised to the first and last 3 items per axis
// above 1000 elements, 8 digits ('maxprec': fewer when the shortest repr is shorter), scientific
// notation when the shown values span more than 1e3 or go below 1e-4, lines wrapped at 75
// characters. A port of numpy/core/arrayprint.py (FloatingFormat, _formatArray) for 1-D and
// 2-D float64 data (infinities and NaN as numpy writes them: 'inf', '-inf', 'nan', padded to the
// column width), and of integer arrays.

import { checkInteger, checkUsable, describe } from './validate.js';

const PREFIX = 'positional-encoding: ';
const PRECISION = 8;
const LINE_WIDTH = 75;
const THRESHOLD = 1000;
const EDGE_ITEMS = 3;
const SUMMARY = '...';
const SEPARATOR = ' ';

type Shape = readonly [number] | readonly [number, number];

/** The indices numpy shows along an axis of `length` items (all, or the first and last 3). */
function shownIndices(length: number, summarise: boolean): number[] {
  if (summarise && 2 * EDGE_ITEMS < length) {
    return [0, 1, 2, length - 3, length - 2, length - 1];
  }
  return Array.from({ length }, (_, i) => i);
}

/** Dragon4 with unique=True, trim='.': the shortest repr, cut to `precision` digits. */
function uniqueDigits(value: number, precision: number, scientific: boolean): string {
  const shortest = scientific ? value.toExponential() : String(value);
  const fraction = (text: string) => (text.split('e')[0]!.split('.')[1] ?? '').length;
  let text = shortest;
  if (!scientific && /e/.test(shortest)) text = value.toFixed(PRECISION); // 1e-7 → positional
  if (fraction(text) > precision) text = scientific ? value.toExponential(precision) : value.toFixed(precision);
  // trim='.': drop trailing zeros, keep the point.
  const [mantissa, exponent] = text.split('e') as [string, string | undefined];
  const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '') : `${mantissa}.`;
  return exponent === undefined ? trimmed : `${trimmed}e${exponent}`;
}

type FloatFormat = (value: number) => string;

/** numpy's FloatingFormat for floatmode 'maxprec', sign '-': fitted to the shown finite values. */
function floatFormat(shown: number[]): FloatFormat {
  const finite = shown.filter(Number.isFinite);
  const format = finiteFormat(finite.length > 0 ? finite : [0]);
  if (finite.length === shown.length) return format.format;
  // Non-finite values are right-aligned to the finite columns' width ('inf' needs 3, '-inf' 4).
  const negative = shown.some((v) => v === -Infinity);
  const padLeft = Math.max(format.padLeft, 3 + (negative ? 1 : 0) - (format.padRight + 1));
  const width = padLeft + format.padRight + 1;
  return (value) => {
    if (Number.isNaN(value)) return 'nan'.padStart(width);
    if (!Number.isFinite(value)) return (value < 0 ? '-inf' : 'inf').padStart(width);
    return format.format(value).padStart(width);
  };
}

function finiteFormat(shown: number[]): { format: FloatFormat; padLeft: number; padRight: number } {
  const nonZero = shown.filter((v) => v !== 0).map(Math.abs);
  let scientific = false;
  if (nonZero.length > 0) {
    const max = Math.max(...nonZero);
    const min = Math.min(...nonZero);
    scientific = max >= 1e8 || min < 1e-4 || max / min > 1e3;
  }
  const strings = shown.map((v) => uniqueDigits(v, PRECISION, scientific));
  if (scientific) {
    const parts = strings.map((s) => {
      const [mantissa, exponent] = s.split('e') as [string, string];
      const [int, frac] = mantissa.split('.') as [string, string];
      return { int, frac, exponent };
    });
    // numpy writes at least two exponent digits ("e+00"); exp_size is the widest.
    const expSize = Math.max(2, ...parts.map((p) => p.exponent.length - 1));
    const digits = Math.max(...parts.map((p) => p.frac.length));
    const padLeft = Math.max(...parts.map((p) => p.int.length));
    const format = (value: number) => {
      const [mantissa, exponent] = value.toExponential(digits).split('e') as [string, string];
      const sign = exponent.startsWith('-') ? '-' : '+';
      const expDigits = exponent.replace(/^[+-]/, '').padStart(expSize, '0');
      const [int, frac] = mantissa.split('.') as [string, string | undefined];
      return `${int.padStart(padLeft)}.${frac ?? ''}e${sign}${expDigits}`;
    };
    return { format, padLeft, padRight: digits + 2 + expSize };
  }
  const parts = strings.map((s) => s.split('.') as [string, string]);
  const padLeft = Math.max(...parts.map(([int]) => int.length));
  const padRight = Math.max(...parts.map(([, frac]) => frac.length));
  const format = (value: number) => {
    const [int, frac] = uniqueDigits(value, PRECISION, false).split('.') as [string, string];
    return `${int.padStart(padLeft)}.${frac.padEnd(padRight)}`;
  };
  return { format, padLeft, padRight };
}

/** _extendLine: wraps before `word` when it would pass `width` (unless that cannot help). */
function extendLine(state: { s: string; line: string }, word: string, width: number, prefix: string): void {
  let wrap = state.line.length + word.length > width;
  if (state.line.length <= prefix.length) wrap = false;
  if (wrap) {
    state.s += `${state.line.trimEnd()}\n`;
    state.line = prefix;
  }
  state.line += word;
}

/**
 * The text `print(np.asarray(values).reshape(shape))` shows, for float64 `values` (float32
 * values are widened first, as `array.astype(np.float64)` would). `threshold` is
 * np.set_printoptions(threshold=…): arrays with more elements are summarised.
 */
export function formatNumpyArray(values: ArrayLike<number>, shape: Shape, threshold = THRESHOLD): string {
  checkArguments(values, shape, threshold);
  checkSize(values, shape);
  return formatArray(shape, (r, c) => values[r * shape[shape.length - 1]! + c]!, threshold, floatFormat);
}

/** The same for an integer array (numpy right-aligns its items to the widest shown one). */
export function formatNumpyIntArray(values: ArrayLike<number>, shape: Shape, threshold = THRESHOLD): string {
  checkSize(values, shape);
  return formatArray(shape, (r, c) => values[r * shape[shape.length - 1]! + c]!, threshold, intFormat);
}

/**
 * print() of a rows × cols table given row by row: `rowAt(r)` is asked only for the rows numpy
 * shows (all of them up to `threshold` elements, else the first and last 3), so a table too
 * large to hold prints as numpy would print it whole.
 */
export function formatNumpyTable(
  rows: number,
  cols: number,
  rowAt: (row: number) => ArrayLike<number>,
  { integer = false, threshold = THRESHOLD }: { integer?: boolean; threshold?: number } = {},
): string {
  return formatArray([rows, cols], (r, c) => rowAt(r)[c]!, threshold, integer ? intFormat : floatFormat);
}

function intFormat(shown: number[]): FloatFormat {
  const width = Math.max(...shown.map((v) => String(v).length));
  return (value) => String(value).padStart(width);
}

/**
 * formatNumpyArray's arguments, checked as every export checks them (a public function: a wrong
 * call is a TypeError/RangeError naming the argument, never an error from inside the formatter).
 */
function checkArguments(values: unknown, shape: unknown, threshold: unknown): void {
  checkUsable('values', values, 0);
  checkUsable('shape', shape, 0);
  const isNumbers =
    (ArrayBuffer.isView(values) && !(values instanceof DataView) && typeof (values as Float64Array)[0] !== 'bigint') ||
    (Array.isArray(values) && values.every((v) => typeof v === 'number'));
  if (!isNumbers) {
    throw new TypeError(
      `${PREFIX}values must be a typed array or an array of numbers (formatNumpyArray); got ${describe(values)}`,
    );
  }
  if (!Array.isArray(shape) || (shape.length !== 1 && shape.length !== 2)) {
    throw new TypeError(
      `${PREFIX}shape must be [length] or [rows, cols] (formatNumpyArray prints 1-D and 2-D arrays); got ${describe(shape)}`,
    );
  }
  shape.forEach((n: unknown, i) => checkInteger(`shape[${i}]`, n, 0, Number.MAX_SAFE_INTEGER));
  if (typeof threshold !== 'number' || Number.isNaN(threshold) || threshold < 0) {
    throw new RangeError(
      `${PREFIX}threshold must be a number >= 0 (the element count above which numpy summarises); got ${describe(threshold)}`,
    );
  }
}

function checkSize(values: ArrayLike<number>, shape: Shape): void {
  const size = shape.reduce((a, b) => a * b, 1);
  if (values.length !== size)
    throw new RangeError(
      `${PREFIX}values holds ${values.length} numbers but shape [${shape.join(', ')}] holds ${size} (formatNumpyArray)`,
    );
}

function formatArray(
  shape: Shape,
  valueAt: (row: number, col: number) => number,
  threshold: number,
  fit: (shown: number[]) => FloatFormat,
): string {
  const size = shape.reduce((a, b) => a * b, 1);
  const summarise = size > threshold;
  const cols = shape.length === 2 ? shape[1] : shape[0];
  const rows = shape.length === 2 ? shape[0] : 1;
  const shownRows = shownIndices(rows, summarise);
  const shownCols = shownIndices(cols, summarise);
  const format = fit(shownRows.flatMap((r) => shownCols.map((c) => valueAt(r, c))));

  // The last axis: items separated by ' ', "..." in the middle, wrapped to `width`.
  const formatRow = (row: number, indent: string, width: number): string => {
    const itemWidth = width - 1; // room for ']'
    const state = { s: '', line: indent };
    const items = shownCols.map((c) => format(valueAt(row, c)));
    const split = summarise && 2 * EDGE_ITEMS < cols ? EDGE_ITEMS : -1;
    items.forEach((item, k) => {
      if (k === split) {
        extendLine(state, SUMMARY, itemWidth, indent);
        state.line += SEPARATOR;
      }
      extendLine(state, item, itemWidth, indent);
      if (k < items.length - 1) state.line += SEPARATOR;
    });
    state.s += state.line;
    return `[${state.s.slice(indent.length)}]`;
  };

  if (shape.length === 1) return formatRow(0, ' ', LINE_WIDTH);
  const indent = ' ';
  let s = '';
  shownRows.forEach((row, k) => {
    if (summarise && 2 * EDGE_ITEMS < rows && k === EDGE_ITEMS) s += `${indent}${SUMMARY}\n`;
    s += indent + formatRow(row, `${indent} `, LINE_WIDTH - 1);
    if (k < shownRows.length - 1) s += '\n';
  });
  return `[${s.slice(indent.length)}]`;
}
