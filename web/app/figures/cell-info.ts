// What one cell of the table means: which sine or cosine it is, of which pair, at which angle.
// The value itself is read from the table that sinusoidal() returned; frequency, wavelength and
// angle are the formula's inputs, recomputed here in float64 to explain that value.
import type { Layout } from 'positional-encoding';
import type { TableParams } from '../state/app-state.js';

export type Params = TableParams;

export interface CellInfo {
  pos: number;
  /** Column of the table (the encoding dimension). */
  dimension: number;
  /** i in the formula: the column is sin or cos of pos·ω_i. */
  pair: number;
  fn: 'sin' | 'cos';
  /** ω_i = n^(−2i/d_model), radians per position. */
  frequency: number;
  /** 2π/ω_i, in positions. */
  wavelength: number;
  /** pos·ω_i in radians. */
  angle: number;
  value: number;
}

/** Pair index and function of column j, for either layout; an odd d_model ends with a sine. */
export function columnRole(dimension: number, dModel: number, layout: Layout): { pair: number; fn: 'sin' | 'cos' } {
  if (layout === 'interleaved') {
    return { pair: Math.floor(dimension / 2), fn: dimension % 2 === 0 ? 'sin' : 'cos' };
  }
  const sineCount = Math.ceil(dModel / 2);
  return dimension < sineCount ? { pair: dimension, fn: 'sin' } : { pair: dimension - sineCount, fn: 'cos' };
}

export function describeCell(params: Params, table: Float32Array, pos: number, dimension: number): CellInfo {
  const { pair, fn } = columnRole(dimension, params.dModel, params.layout);
  const frequency = Math.pow(params.base, (-2 * pair) / params.dModel);
  return {
    pos,
    dimension,
    pair,
    fn,
    frequency,
    wavelength: (2 * Math.PI) / frequency,
    angle: pos * frequency,
    value: table[pos * params.dModel + dimension]!,
  };
}
