// round_to_format and precision_errors: refused exactly when an argument is out of range;
// otherwise the rounding is the format's (float32: the hardware conversion; every format: a value
// of the format, idempotent, no farther than half an ulp, ties to even) and every error is
// non-negative (or +infinity where float16 overflowed), never NaN; this library's cos/sin stay
// within 1e-7 of float64 below 1e9 (precision_lab.h).
#include <algorithm>
#include <cmath>
#include <vector>

#include "fuzz_input.h"
#include "precision_lab.h"

namespace pe = positional_encoding;

namespace {

void check_rounding(double v, pe::NumberFormat format) {
  const double r = pe::round_to_format(v, format);
  if (std::isnan(v)) {
    FUZZ_CHECK(std::isnan(r), "NaN rounded to %g", r);
    return;
  }
  FUZZ_CHECK(pe::round_to_format(r, format) == r, "format %d: %.17g -> %.17g not idempotent",
             static_cast<int>(format), v, r);
  if (format == pe::NumberFormat::kFloat32) {
    FUZZ_CHECK(r == static_cast<double>(static_cast<float>(v)), "float32(%.17g) = %.17g", v, r);
  }
  if (!std::isfinite(r) || !std::isfinite(v)) return;
  // No farther than half the format's spacing at r (2^-23, 2^-10, 2^-7 relative, or the
  // subnormals' 2^-149, 2^-24, 2^-133).
  const int bits = format == pe::NumberFormat::kFloat32   ? 24
                   : format == pe::NumberFormat::kFloat16 ? 11
                                                          : 8;
  const int min_exponent = format == pe::NumberFormat::kFloat16 ? -14 : -126;
  int exponent = 0;
  std::frexp(r == 0 ? v : r, &exponent);
  const double half_ulp = std::ldexp(1.0, std::max(exponent - 1, min_exponent) - bits);
  FUZZ_CHECK(std::fabs(r - v) <= half_ulp, "format %d: %.17g rounded to %.17g, half ulp %g",
             static_cast<int>(format), v, r, half_ulp);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const auto format = static_cast<pe::NumberFormat>(in.one_of<int32_t>({0, 1, 2, 0, 1, 2, 3, -1}));
  const bool format_valid = static_cast<int32_t>(format) >= 0 && static_cast<int32_t>(format) <= 2;
  std::vector<double> values(in.size(16));
  for (double& v : values) v = in.number({257.0, 2049.0, 65520.0, 0.1});
  const pe::Status rounding =
      pe::round_to_format(values.data(), values.data(), values.size(), format);
  FUZZ_CHECK(rounding ==
                 (format_valid && !values.empty() ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "round_to_format status %d", static_cast<int>(rounding));
  if (format_valid) {
    for (size_t i = 0; i < 4; ++i) check_rounding(in.number({257.0, 2049.0, 1.0 / 3}), format);
  }

  pe::PrecisionOptions o;
  o.base = in.number({10000.0, 500000.0, 2.0});
  o.arithmetic = static_cast<pe::Arithmetic>(in.one_of<int32_t>({0, 1, 2, 3, 0, 4}));
  o.quantity = static_cast<pe::PrecisionQuantity>(in.one_of<int32_t>({0, 1, 0, 1, 2}));
  const size_t head_dim = in.size(in.one_of<size_t>({2, 8, 64, 129}));
  o.plane = in.flag() ? pe::kAllPlanes : in.size(head_dim);
  std::vector<float> x(head_dim);
  for (float& v : x) v = in.value();
  if (in.flag()) o.x = x.data();
  std::vector<double> positions(in.size(40));
  bool positions_valid = true;
  for (double& p : positions) {
    p = in.flag() ? static_cast<double>(in.in_range<int64_t>(0, 1 << 20))
                  : in.number({1e6, 257.0, 1e9});
    positions_valid = positions_valid && p >= 0 && p < fuzz::kTwo53 && p == std::floor(p);
  }
  const int32_t a = static_cast<int32_t>(o.arithmetic), q = static_cast<int32_t>(o.quantity);
  const bool valid = !positions.empty() && positions_valid && head_dim >= 2 && head_dim % 2 == 0 &&
                     std::isfinite(o.base) && o.base > 1.0 && a >= 0 && a <= 3 && q >= 0 &&
                     q <= 1 && (o.plane == pe::kAllPlanes || o.plane < head_dim / 2);
  const bool rope_output = o.quantity == pe::PrecisionQuantity::kRopeOutput;
  double x_sum_max = o.x == nullptr ? 2.0 : 0.0;
  for (size_t k = 0; o.x != nullptr && k < head_dim / 2; ++k) {
    x_sum_max =
        std::max(x_sum_max, std::fabs(double{x[k]}) + std::fabs(double{x[k + head_dim / 2]}));
  }
  std::vector<double> errors(positions.size() + 1, -1.0);
  const pe::Status status =
      pe::precision_errors(errors.data(), positions.data(), positions.size(), head_dim, o);
  FUZZ_CHECK(status == (valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "status %d for %zu positions, head_dim %zu, base %.17g, arithmetic %d, quantity %d",
             static_cast<int>(status), positions.size(), head_dim, o.base, a, q);
  if (status != pe::Status::kOk) return 0;
  FUZZ_CHECK(errors.back() == -1.0, "wrote past the output");
  for (size_t p = 0; p < positions.size(); ++p) {
    FUZZ_CHECK(errors[p] >= 0.0, "error %g at position %.17g (arithmetic %d)", errors[p],
               positions[p], a);
    // float16 overflows at 65520: positions from there on, and (for RoPE outputs) an x whose
    // rotated pair a c - b s can reach it, |a| + |b| >= 65520 (found by this harness).
    const bool overflow = o.arithmetic == pe::Arithmetic::kFloat16 &&
                          (positions[p] >= 65520 || (rope_output && x_sum_max >= 65520));
    FUZZ_CHECK(std::isfinite(errors[p]) || overflow, "infinite error at position %.17g (%d)",
               positions[p], a);
    if (o.arithmetic == pe::Arithmetic::kPackage && o.quantity == pe::PrecisionQuantity::kCosSin &&
        positions[p] < 1e9 && o.base <= 1e6) {
      FUZZ_CHECK(errors[p] < 1e-7, "package error %g at position %.17g, base %.17g", errors[p],
                 positions[p], o.base);
    }
  }
  return 0;
}
