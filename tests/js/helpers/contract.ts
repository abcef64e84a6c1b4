// The numeric contract of cpp/include/positional_encoding.h, in one place.

/**
 * For positions below 1e6, d_model <= 8192 and base in (1, 1e6], every value is within 2e-7 of the
 * float64 formula rounded to float32 (the header measured 1.2e-7: two float32 ulps just below 1).
 */
export const CONTRACT_ERROR = 2e-7;
export const CONTRACT_MAX_POSITION = 1e6;

/**
 * Allowed |value - fround(reference)| at a position. Beyond 1e6 the header adds the float64
 * rounding of the angle, about pos·2^-53 radians. Both the library (pos·w from exp(-2i·ln n/d))
 * and the reference (pos / n^(2i/d)) round a few times on the way to the angle, so allow four
 * such roundings; sin and cos have slope at most 1, so an angle error is a value error.
 */
export function allowedError(position: number): number {
  return position < CONTRACT_MAX_POSITION ? CONTRACT_ERROR : CONTRACT_ERROR + 4 * position * 2 ** -53;
}
