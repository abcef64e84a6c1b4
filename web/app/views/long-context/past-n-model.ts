// The tables past N, with no DOM: the sinusoid's rows 0 … 2N − 1 (sinusoidal(), from the core) and
// what the readout says about a cell of it or of a learned table of N rows.
import { sinusoidal } from 'positional-encoding';
import { formatNumber } from '../../format.js';

export const PAST_N_DIMS = 16;

export interface PastNCell {
  table: 'sinusoid' | 'learned';
  pos: number;
  dimension: number;
}

/** sinusoidal(2N, PAST_N_DIMS), row-major. */
export function pastTable(n: number): Float32Array {
  return sinusoidal(2 * n, PAST_N_DIMS);
}

/** The readout's fields and the message under it, for `cell` of the tables of N = n rows. */
export function pastCellReadout(
  values: Float32Array,
  n: number,
  cell: PastNCell,
): { fields: Record<string, string>; message: string } {
  const fields: Record<string, string> = {
    table: cell.table,
    pos: String(cell.pos),
    dimension: String(cell.dimension),
  };
  if (cell.table === 'sinusoid') {
    fields.value = formatNumber(values[cell.pos * PAST_N_DIMS + cell.dimension]!, 7);
    const message =
      cell.pos >= n
        ? `Position ${cell.pos} ≥ N = ${n}: the sinusoid computes this row like every other; its formula has no N.`
        : `Position ${cell.pos} < N = ${n}.`;
    return { fields, message };
  }
  if (cell.pos >= n) {
    fields.value = 'no row';
    return {
      fields,
      message: `Position ${cell.pos} has no embedding: a learned table of N = ${n} rows has rows 0 to ${n - 1} only (nn.Embedding(${n}, ${PAST_N_DIMS}) raises an index error here).`,
    };
  }
  fields.value = 'trained';
  return {
    fields,
    message: `Row ${cell.pos} exists: its ${PAST_N_DIMS} values were learned in training (none are shown: this page has no trained model).`,
  };
}
