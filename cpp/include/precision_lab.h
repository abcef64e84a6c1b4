// Precision lab: how far cos/sin tables and RoPE outputs drift from float64, by position, when
// they are computed by this library or in the arithmetic other code uses (float32 as Hugging Face
// and the tutorials compute it; float16 and bfloat16 angles). The explorer's precision view draws
// these curves; every number is computed here, the emulated formats included.
//
// Number formats, emulated exactly: round_to_format rounds a float64 to the nearest value of the
// format, ties to even (IEEE 754 roundTiesToEven), with the format's subnormals, and overflows to
// +-infinity past the largest finite value plus half an ulp. Significand bits (with the implicit
// one) and range:
//   float32   24 bits, largest 3.4028235e38    (integers exact up to 2^24 = 16777216)
//   float16   11 bits, largest 65504           (integers exact up to 2048; 2049 -> 2048;
//                                               65520 and beyond -> infinity)
//   bfloat16   8 bits, largest 3.3895314e38    (integers exact up to 256; 257 -> 256)
// Every emulated operation is formed exactly in float64 and rounded once: products of two
// values of these formats are exact in float64, and float64 has more than 2p + 2 bits, so one
// rounding of a float64 sum, quotient, cos or sin is the format's own correctly rounded result.
//
// The reference, for position pos and plane k of a head of head_dim values (h = head_dim / 2):
//   w_k = base^(-2k / head_dim),  c = cos(pos w_k),  s = sin(pos w_k),  all in float64.
// The arithmetics:
//   kPackage    this library: rope_cos_sin's tables, apply_rope's outputs (default RoPE).
//   kFloat32    Hugging Face's default rotary embedding (and the tutorials' div_term) in float32:
//               w = f(1 / f(f(base)^f(2k / head_dim))), angle = f(f(pos) w), c = f(cos(angle)),
//               s = f(sin(angle)), where f rounds to float32.
//   kFloat16,   that float32 inverse frequency and the position rounded to the format, their
//   kBfloat16   product rounded to the format, its cos and sin rounded to the format (the
//               cos/sin cache of a model in that dtype, or one whose inv_freq buffer was cast).
// The quantities:
//   kCosSin      max over the planes of |c' - c| and |s' - s| (the tables' error).
//   kRopeOutput  max over the planes of the error of the rotated pair of x (head_dim float32
//               values, 'half' layout: a = x[k], b = x[k + h]): a' = a c - b s, b' = b c + a s
//               against their float64 values. kFloat32 forms each product and the sum in float32
//               as torch's q * cos + rotate_half(q) * sin does; kFloat16/kBfloat16 round x to the
//               format first (the q of a model in that dtype), then each product and the sum.
// A value that is not finite (float16 positions from 65520 on are infinite, so their angle and
// cos/sin are NaN) gives the error +infinity.
//
// What the numbers show (asserted by tests/cpp/precision_lab_test.cpp and tests/js):
//   kPackage: cos/sin within 1e-7 of float64 at every position up to 1e9 (measured 3e-8: the
//   float32 rounding of the result), RoPE outputs of x = 1 within 2.5e-7 (measured 1.1e-7). Past
//   about 1e9 the float64 reference itself is uncertain by its angle's rounding, pos w 2^-53.
//   kFloat32: the angle's float32 roundings grow with the position, about pos * 3e-8 at
//   head_dim 128: 3e-6 at 100, past 1e-4 from 10^4 on, 5e-2 at 10^6, of order 1 from 10^7.
//   kBfloat16 holds positions exactly only up to 256: 257 is stored as 256, so plane 0 (w = 1)
//   is a whole radian off at every position from 257 on that bfloat16 cannot hold (its other
//   planes are already 0.1 off at 100, from the rounded inverse frequencies). kFloat16 holds
//   positions up to 2048 (2049 -> 2048) and none from 65520 on.
#pragma once

#include <cstddef>
#include <cstdint>

#include "positional_encoding.h"

namespace positional_encoding {

enum class NumberFormat : int32_t {
  kFloat32 = 0,
  kFloat16 = 1,
  kBfloat16 = 2,
};

// The nearest value of `format` to `value` (ties to even), as a float64; NaN stays NaN and
// +-infinity stays infinite. An unknown format returns NaN.
double round_to_format(double value, NumberFormat format);

// out[i] = round_to_format(values[i], format) for count values (out may equal values).
Status round_to_format(const double* values, double* out, size_t count, NumberFormat format);

enum class Arithmetic : int32_t {
  kPackage = 0,
  kFloat32 = 1,
  kFloat16 = 2,
  kBfloat16 = 3,
};

enum class PrecisionQuantity : int32_t {
  kCosSin = 0,
  kRopeOutput = 1,
};

constexpr size_t kAllPlanes = SIZE_MAX;

struct PrecisionOptions {
  double base = 10000.0;  // rope_theta: a finite number > 1
  Arithmetic arithmetic = Arithmetic::kPackage;
  PrecisionQuantity quantity = PrecisionQuantity::kCosSin;
  const float* x = nullptr;  // kRopeOutput: head_dim finite values; nullptr: every value 1
  // Only plane k (0 <= k < head_dim / 2; plane 0 turns by w = 1 per position), instead of the
  // worst of all planes.
  size_t plane = kAllPlanes;
};

// max_abs_error[p]: the error defined above at position positions[p], for count positions
// (integers in [0, 2^53), any order) and an even head_dim >= 2. kInvalidArgument for a null
// pointer, a zero count, an odd head_dim, a position or base out of range, an x that is not
// finite, an unknown enum value, or sizes past SIZE_MAX bytes; kOutOfMemory when the scratch
// (a few KiB per head dimension) cannot be allocated.
Status precision_errors(double* max_abs_error, const double* positions, size_t count,
                        size_t head_dim, const PrecisionOptions& options);

}  // namespace positional_encoding
