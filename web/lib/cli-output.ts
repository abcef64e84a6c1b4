/// <reference types="node" />
// How the command line writes tables: row by row into a stream, so that a table of any size the
// API allows goes out in bounded memory. A table is a RowSource that computes a block of rows at
// a time; CSV and JSON walk it once, numpy's print reads only the rows it shows.
import { formatNumpyTable } from './format-numpy.js';

/** Where text goes: stdout in the command, a string in tests. */
export interface Output {
  write(text: string): Promise<void>;
}

/**
 * Rows per block of a streamed sinusoidal or RoPE table. The kernels recompute their anchors
 * with libm every 16384 rows (256 blocks of 64), so blocks that start at multiples of it are
 * bit-identical to the whole table; other starts agree only within the numeric contract.
 */
export const STREAM_ROWS = 16384;

/** Text is gathered into chunks of about this many characters before a write. */
const CHUNK_CHARS = 1 << 16;

/**
 * An Output on a Node stream that waits for 'drain' (so memory holds one chunk, not the table)
 * and ends the process quietly, exit code 0, when the reader has gone (`| head`: EPIPE).
 */
export function streamOutput(stream: NodeJS.WritableStream): Output & { flush(): Promise<void> } {
  let pending = '';
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const flush = async () => {
    if (pending === '') return;
    const text = pending;
    pending = '';
    if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', resolve));
  };
  return {
    async write(text: string) {
      pending += text;
      if (pending.length >= CHUNK_CHARS) await flush();
    },
    flush,
  };
}

/** An Output that keeps everything (tests, and small pieces of text). */
export class TextOutput implements Output {
  text = '';
  async write(text: string): Promise<void> {
    this.text += text;
  }
}

/** A rows × cols table computed a block of rows at a time (blocks start at multiples of blockRows). */
export interface RowSource {
  readonly rows: number;
  readonly cols: number;
  /** Rows start … start + count − 1, row-major. */
  block(start: number, count: number): ArrayLike<number>;
  /** The block size: the API's results are bit-identical to the whole table's only for blocks
   *  that start where the whole table's own blocks of anchors start. */
  readonly blockRows: number;
}

/**
 * Row r of `source`, computing one aligned block at a time. The last two blocks are kept, so a
 * sequential walk computes each block once and numpy's print (first and last rows, read twice)
 * computes at most two.
 */
export function rowReader(source: RowSource): (row: number) => ArrayLike<number> {
  const kept: { start: number; values: ArrayLike<number> }[] = [];
  return (row) => {
    const start = row - (row % source.blockRows);
    let block = kept.find((b) => b.start === start);
    if (!block) {
      block = { start, values: source.block(start, Math.min(source.blockRows, source.rows - start)) };
      kept.unshift(block);
      kept.length = Math.min(kept.length, 2);
    }
    return sliceOf(block.values, (row - start) * source.cols, source.cols);
  };
}

function sliceOf(values: ArrayLike<number>, from: number, count: number): ArrayLike<number> {
  const typed = values as Float32Array;
  if (typeof typed.subarray === 'function') return typed.subarray(from, from + count);
  return Array.prototype.slice.call(values, from, from + count);
}

/** numpy's spelling of a value in text: the shortest round-trip decimal; inf, -inf, nan. */
export function numberText(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  return String(value);
}

/** JSON has no infinity or NaN: they are written as the strings "inf", "-inf" and "nan". */
export function jsonNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : `"${numberText(value)}"`;
}

/** CSV lines, `label(row)` first when given (the position column). */
export async function writeCsvRows(out: Output, source: RowSource, label?: (row: number) => string): Promise<void> {
  const rowAt = rowReader(source);
  for (let r = 0; r < source.rows; r += 1) {
    const row = rowAt(r);
    let line = label ? `${label(r)},` : '';
    for (let c = 0; c < row.length; c += 1) line += (c > 0 ? ',' : '') + numberText(row[c]!);
    await out.write(`${line}\n`);
  }
}

/** A JSON array of rows (no newline at the end). */
export async function writeJsonRows(out: Output, source: RowSource): Promise<void> {
  const rowAt = rowReader(source);
  await out.write('[');
  for (let r = 0; r < source.rows; r += 1) {
    const row = rowAt(r);
    let text = r > 0 ? ',[' : '[';
    for (let c = 0; c < row.length; c += 1) text += (c > 0 ? ',' : '') + jsonNumber(row[c]!);
    await out.write(`${text}]`);
  }
  await out.write(']');
}

/** print(table) as numpy shows it (no newline at the end): computes only the rows shown. */
export function numpyText(source: RowSource, integer = false): string {
  return formatNumpyTable(source.rows, source.cols, rowReader(source), { integer });
}

/** A RowSource over values already in memory. */
export function rowsOf(values: ArrayLike<number>, rows: number, cols: number): RowSource {
  return {
    rows,
    cols,
    blockRows: rows,
    block: (start, count) => sliceOf(values, start * cols, count * cols),
  };
}
