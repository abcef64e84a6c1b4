// The public functions of the precision lab: each checks its arguments, then calls the default
// runtime. index.ts re-exports them.
import { runtime } from './default-runtime.js';
import { checkArguments } from './validate.js';
import * as precision from './precision.js';
import type { NumberFormat, PrecisionErrorOptions } from './precision.js';

/**
 * The error against float64 of the cos/sin tables (quantity 'cos-sin', default) or of the RoPE
 * outputs of x ('rope-output') at each position, the worst over the planes of a head of headDim
 * (or only options.plane): for this package ('package', default), Hugging Face's float32
 * arithmetic ('float32') or float16 / bfloat16 angles ('float16', 'bfloat16'), all emulated in
 * the core. One float64 per position; +Infinity where the format overflowed (float16 positions
 * from 65520 on). bfloat16 positions are wrong from 257, float32's angles drift past 10^4,
 * this package's tables stay within 1e-7.
 */
export function precisionErrors(
  positions: ArrayLike<number>,
  headDim: number,
  options?: PrecisionErrorOptions,
): Float64Array {
  checkArguments({ positions, headDim, options });
  return precision.precisionErrors(runtime(), positions, headDim, options);
}

/**
 * values rounded to the nearest float32, float16 or bfloat16 (ties to even, overflow to ±∞), as
 * float64 numbers: roundToFormat(257, 'bfloat16') = 256, roundToFormat(2049, 'float16') = 2048.
 */
export function roundToFormat(values: number, format: NumberFormat): number;
export function roundToFormat(values: ArrayLike<number>, format: NumberFormat): Float64Array;
export function roundToFormat(values: number | ArrayLike<number>, format: NumberFormat): number | Float64Array {
  checkArguments({ values, format });
  return precision.roundToFormat(runtime(), values, format);
}
