// Float64 references for the sinusoid's two exponents, written from their sources, so the tests
// measure the library against them:
//   'paper'          w_i = n^(−2i/d)                          (Vaswani et al., formula 15.1)
//   'tensor2tensor'  w_i = n^(−i/max(⌊d/2⌋ − 1, 1))           (get_timing_signal_1d, fairseq)
import { interleavedColumn } from '../../golden/reference.mjs';
import type { Layout, SinusoidExponent } from '../../../web/lib/index.js';

/** The exponent e_i in w_i = base^(−e_i), as the header defines it for either convention. */
export function exponentOf(pair: number, dModel: number, exponent: SinusoidExponent): number {
  if (exponent === 'paper') return (2 * pair) / dModel;
  return pair / Math.max(Math.floor(dModel / 2) - 1, 1);
}

export interface ExponentTableConfig {
  length: number;
  dModel: number;
  base?: number;
  offset?: number;
  layout?: Layout;
  exponent: SinusoidExponent;
}

/** The table in float64, row-major, with the library's odd-width rule (a last sine, no cosine). */
export function referenceTableWithExponent({
  length,
  dModel,
  base = 10000,
  offset = 0,
  layout = 'interleaved',
  exponent,
}: ExponentTableConfig): Float64Array {
  const out = new Float64Array(length * dModel);
  for (let column = 0; column < dModel; column += 1) {
    const j = interleavedColumn(column, dModel, layout);
    const divisor = Math.pow(base, exponentOf(Math.floor(j / 2), dModel, exponent));
    for (let row = 0; row < length; row += 1) {
      const angle = (offset + row) / divisor;
      out[row * dModel + column] = j % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
    }
  }
  return out;
}

/**
 * tensor2tensor's get_timing_signal_1d(length, channels, 1, maxTimescale, startIndex), line by
 * line in float64 (it computes in float32): log_timescale_increment = ln(max/min) /
 * max(num_timescales − 1, 1), inv_timescales = exp(−i · increment), [sin | cos], and a zero
 * column padding an odd width.
 */
export function tensor2tensorTimingSignal(
  length: number,
  channels: number,
  maxTimescale = 1e4,
  startIndex = 0,
): Float64Array {
  const numTimescales = Math.floor(channels / 2);
  const increment = Math.log(maxTimescale / 1) / Math.max(numTimescales - 1, 1);
  const out = new Float64Array(length * channels);
  for (let p = 0; p < length; p += 1) {
    const position = p + startIndex;
    for (let i = 0; i < numTimescales; i += 1) {
      const scaledTime = position * Math.exp(i * -increment);
      out[p * channels + i] = Math.sin(scaledTime);
      out[p * channels + numTimescales + i] = Math.cos(scaledTime);
    }
  }
  return out;
}
