// Confirming a candidate: the input against the package's own table, cell by cell, within what
// the input's storage format and the float32 contract allow. The storage format is found from
// the values themselves (are they all representable in bfloat16? float16? float32?), so that a
// table rounded to float16 is judged by float16's half-ulp and named 'float16'.
import { roundToFormat } from './public-precision.js';
import type { DetectedPrecision } from './identify-types.js';

/** Mantissa bits (with the implicit one) and smallest normal exponent of each format. */
const FORMATS: Record<DetectedPrecision, { bits: number; minExponent: number }> = {
  bfloat16: { bits: 8, minExponent: -126 },
  float16: { bits: 11, minExponent: -14 },
  float32: { bits: 24, minExponent: -126 },
  // The package's tables are float32: a float64 input can sit up to float32's half-ulp from them.
  float64: { bits: 24, minExponent: -126 },
};

/** Half the spacing of the format's numbers around |x|: the most a correct rounding moves x. */
// The binary exponent read from the float64 bits: log2 on a million cells was most of the time.
const scratch = new Float64Array(1);
const scratchHigh = new Uint32Array(scratch.buffer);
const HIGH = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1 ? 1 : 0; // little-endian: word 1
const POW2 = Float64Array.from({ length: 2100 }, (_, i) => 2 ** (i - 1075));

export function halfUlp(x: number, format: DetectedPrecision): number {
  const { bits, minExponent } = FORMATS[format];
  scratch[0] = x;
  const exponent = Math.max(((scratchHigh[HIGH]! >>> 20) & 0x7ff) - 1023, minExponent);
  return POW2[exponent - bits + 1075]!;
}

/** The narrowest format that holds every value exactly (float64 when none of the others does). */
export function storageFormat(values: Float32Array | Float64Array): DetectedPrecision {
  let float32 = true;
  for (let i = 0; i < values.length; i++) {
    if (Math.fround(values[i]!) !== values[i]) {
      float32 = false;
      break;
    }
  }
  if (!float32) return 'float64';
  // A sample decides quickly when the values are plainly float32; the whole array confirms.
  for (const format of ['bfloat16', 'float16'] as const) {
    // A strided sample (row 0 of a table is all 0s and 1s, which every format holds).
    const stride = Math.max(1, Math.floor(values.length / 4096));
    const sample = Float64Array.from({ length: Math.ceil(values.length / stride) }, (_, i) => values[i * stride]!);
    if (!roundToFormat(sample, format).every((v, i) => v === sample[i])) continue;
    if (roundToFormat(values, format).every((v, i) => v === values[i])) return format;
  }
  return 'float32';
}

/**
 * The number of decimals the values were printed with, when every value is a decimal of at most 9
 * places (a table copied from a printout, a course text, np.round): undefined for binary floats.
 */
export function printedDecimals(values: ArrayLike<number>): number | undefined {
  for (let decimals = 0; decimals <= 9; decimals++) {
    const scale = 10 ** decimals;
    let all = true;
    for (let i = 0; i < values.length && all; i++) {
      const scaled = values[i]! * scale;
      all = Math.abs(scaled - Math.round(scaled)) <= 1e-6 * Math.max(1, Math.abs(scaled)) * 1e-3;
    }
    if (all) return decimals;
  }
  return undefined;
}

/**
 * Half of the last printed decimal, which the comparisons of one identifyEncoding call allow on
 * top of the storage format (0 for binary floats). Set by withPrintedDecimals around a call.
 */
let decimalSlack = 0;

/** Runs `identify` with the decimal rounding of `values` allowed in every comparison. */
export function withPrintedDecimals<T>(decimals: number | undefined, identify: () => T): T {
  const previous = decimalSlack;
  // Decimals of 7 or more are below the float32 contract: nothing to add.
  decimalSlack = decimals !== undefined && decimals >= 1 && decimals < 7 ? 0.5 * 10 ** -decimals * (1 + 1e-9) : 0;
  try {
    return identify();
  } finally {
    decimalSlack = previous;
  }
}

export interface Comparison {
  maxError: number;
  worstIndex: number;
  /** Every cell within its tolerance. */
  within: boolean;
  /** The largest error divided by its cell's tolerance (≤ 1 when within). */
  worstRatio: number;
}

/**
 * input against table: each cell may differ by the float32 contract (contract × scale, the
 * attention factor for RoPE) plus the storage format's half-ulp at that value.
 */
export function compareTables(
  input: ArrayLike<number>,
  table: ArrayLike<number>,
  format: DetectedPrecision,
  scale = 1,
  contract = 2.5e-7,
): Comparison {
  let maxError = 0;
  let worstIndex = 0;
  let worstRatio = 0;
  const slack = contract * scale + decimalSlack;
  for (let i = 0; i < input.length; i++) {
    const x = input[i]!;
    const t = table[i]!;
    const error = x === t ? 0 : Math.abs(x - t);
    if (error > maxError || Number.isNaN(error)) {
      maxError = error;
      worstIndex = i;
    }
    if (error <= slack) continue; // within the contract whatever the format
    const ratio = error / (slack + halfUlp(Math.abs(t) + slack, format) * 1.0001);
    if (!(ratio <= worstRatio)) worstRatio = ratio;
  }
  return { maxError, worstIndex, within: worstRatio <= 1, worstRatio };
}

/** A number as the diagnosis prints it: 5 significant digits, no trailing zeros. */
export function fmt(x: number): string {
  if (x === 0) return '0';
  if (Number.isInteger(x) && Math.abs(x) < 1e9) return String(x);
  const text = Math.abs(x) < 1e-3 || Math.abs(x) >= 1e7 ? x.toExponential(2) : String(Number(x.toPrecision(5)));
  return text;
}

/** A value snapped to a round number (≤ 4 significant digits) when that is within `relative`. */
export function roundNumber(x: number, relative: number): number {
  for (let digits = 1; digits <= 4; digits++) {
    const r = Number(x.toPrecision(digits));
    if (Math.abs(r - x) <= relative * Math.abs(x)) return r;
  }
  return x;
}
