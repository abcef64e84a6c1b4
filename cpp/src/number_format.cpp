// round_to_format: float32, float16 and bfloat16 emulated exactly in float64 (see precision_lab.h).
#include <algorithm>
#include <cmath>

#include "precision_lab.h"

namespace positional_encoding {
namespace {

struct FormatSpec {
  int precision;      // significand bits, the implicit one included
  int min_exponent;   // exponent of the smallest normal value (below it: subnormals)
  double max_finite;  // largest finite value
};

bool spec_of(NumberFormat format, FormatSpec* spec) {
  switch (format) {
    case NumberFormat::kFloat32:
      *spec = {24, -126, std::ldexp(2.0 - std::ldexp(1.0, -23), 127)};
      return true;
    case NumberFormat::kFloat16:
      *spec = {11, -14, 65504.0};
      return true;
    case NumberFormat::kBfloat16:
      *spec = {8, -126, std::ldexp(2.0 - std::ldexp(1.0, -7), 127)};
      return true;
  }
  return false;
}

}  // namespace

double round_to_format(double value, NumberFormat format) {
  FormatSpec spec;
  if (!spec_of(format, &spec)) return NAN;
  if (!std::isfinite(value) || value == 0.0) return value;
  int exponent = 0;
  std::frexp(value, &exponent);  // |value| in [2^(exponent-1), 2^exponent)
  // The format's spacing at |value|: precision bits below the leading one, or the subnormals'.
  const int leading = std::max(exponent - 1, spec.min_exponent);
  const int ulp_exponent = leading - (spec.precision - 1);
  // Scaling by a power of two is exact; nearbyint rounds ties to even (the default mode).
  const double rounded = std::ldexp(std::nearbyint(std::ldexp(value, -ulp_exponent)), ulp_exponent);
  return std::fabs(rounded) > spec.max_finite ? std::copysign(INFINITY, value) : rounded;
}

Status round_to_format(const double* values, double* out, size_t count, NumberFormat format) {
  FormatSpec spec;
  if (values == nullptr || out == nullptr || count == 0 || !spec_of(format, &spec)) {
    return Status::kInvalidArgument;
  }
  for (size_t i = 0; i < count; ++i) out[i] = round_to_format(values[i], format);
  return Status::kOk;
}

}  // namespace positional_encoding
