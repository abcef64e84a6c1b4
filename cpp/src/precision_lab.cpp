// precision_errors: the error of cos/sin tables and RoPE outputs against float64, by position,
// for this library and for emulated float32, float16 and bfloat16 arithmetic (see
// precision_lab.h).
#include "precision_lab.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "rope.h"
#include "size_limits.h"

namespace positional_encoding {
namespace {

constexpr double kTwo53 = 9007199254740992.0;
// Positions the library's own tables are computed for at once: bounds the scratch to
// 4 x 64 x head_dim floats.
constexpr size_t kPackageRows = 64;

// |computed - expected|, or +infinity when the emulation produced no finite value.
double error_of(double computed, double expected) {
  return std::isfinite(computed) ? std::fabs(computed - expected) : INFINITY;
}

// One position's float64 reference and what an arithmetic computed, per plane.
struct Plane {
  double c, s;  // the arithmetic's cos and sin
};

// The float64 rotation of the plane (a, b) by the angle with cos c and sin s.
double rotated_a(double a, double b, double c, double s) { return a * c - b * s; }
double rotated_b(double a, double b, double c, double s) { return b * c + a * s; }

class ErrorMeter {
 public:
  ErrorMeter(size_t head_dim, const PrecisionOptions& options)
      : half_(head_dim / 2), options_(options), w64_(half_), w32_(half_) {
    const double base32 = round_to_format(options.base, NumberFormat::kFloat32);
    for (size_t k = 0; k < half_; ++k) {
      w64_[k] =
          std::pow(options.base, -2.0 * static_cast<double>(k) / static_cast<double>(head_dim));
      // Hugging Face: arange(0, dim, 2).float() / dim, base ** that, 1.0 / that, all float32.
      const double exponent = f32(static_cast<double>(2 * k) / static_cast<double>(head_dim));
      w32_[k] = f32(1.0 / f32(std::pow(base32, exponent)));
    }
  }

  double x(size_t i) const { return options_.x == nullptr ? 1.0 : options_.x[i]; }

  // The worst error at `position` given the arithmetic's cos/sin of every plane, and for the
  // rope output its rotated pairs (computed by `rotate(k, plane, &a', &b')`).
  template <class PlaneOf, class Rotate>
  double worst(double position, PlaneOf&& plane_of, Rotate&& rotate) const {
    double worst = 0.0;
    const bool all = options_.plane == kAllPlanes;
    for (size_t k = all ? 0 : options_.plane; k < (all ? half_ : options_.plane + 1); ++k) {
      const double angle = position * w64_[k];
      const double c = std::cos(angle), s = std::sin(angle);
      const Plane p = plane_of(k);
      if (options_.quantity == PrecisionQuantity::kCosSin) {
        worst = std::max({worst, error_of(p.c, c), error_of(p.s, s)});
      } else {
        double a_out = 0.0, b_out = 0.0;
        rotate(k, p, &a_out, &b_out);
        const double a = x(k), b = x(k + half_);
        worst = std::max({worst, error_of(a_out, rotated_a(a, b, c, s)),
                          error_of(b_out, rotated_b(a, b, c, s))});
      }
    }
    return worst;
  }

  // float32 (Hugging Face) or a 16-bit format: the emulation defined in the header.
  double emulated(double position, NumberFormat format) const {
    const auto r = [format](double v) { return round_to_format(v, format); };
    const double pos = r(position);
    return worst(
        position,
        [&](size_t k) {
          const double angle = r(pos * r(w32_[k]));
          return Plane{r(std::cos(angle)), r(std::sin(angle))};
        },
        [&](size_t k, const Plane& p, double* a_out, double* b_out) {
          const double a = r(x(k)), b = r(x(k + half_));
          *a_out = r(r(a * p.c) - r(b * p.s));
          *b_out = r(r(b * p.c) + r(a * p.s));
        });
  }

  size_t half() const { return half_; }

 private:
  static double f32(double v) { return round_to_format(v, NumberFormat::kFloat32); }

  size_t half_;
  const PrecisionOptions& options_;
  std::vector<double> w64_, w32_;
};

bool valid_arguments(const double* out, const double* positions, size_t count, size_t head_dim,
                     const PrecisionOptions& o) {
  if (out == nullptr || positions == nullptr || count == 0 || head_dim < 2 || head_dim % 2 != 0 ||
      !detail::fits_in_memory({count, head_dim}, sizeof(double)) || !std::isfinite(o.base) ||
      !(o.base > 1.0)) {
    return false;
  }
  if (o.arithmetic != Arithmetic::kPackage && o.arithmetic != Arithmetic::kFloat32 &&
      o.arithmetic != Arithmetic::kFloat16 && o.arithmetic != Arithmetic::kBfloat16) {
    return false;
  }
  if (o.quantity != PrecisionQuantity::kCosSin && o.quantity != PrecisionQuantity::kRopeOutput) {
    return false;
  }
  if (o.plane != kAllPlanes && o.plane >= head_dim / 2) return false;
  for (size_t p = 0; p < count; ++p) {
    const double pos = positions[p];
    if (!(pos >= 0.0 && pos < kTwo53 && pos == std::floor(pos))) return false;
  }
  if (o.x != nullptr) {
    for (size_t i = 0; i < head_dim; ++i) {
      if (!std::isfinite(o.x[i])) return false;
    }
  }
  return true;
}

// This library's values: rope_cos_sin's tables or apply_rope's rows, kPackageRows positions at a
// time (the same calls a user makes, with the positions as position ids).
Status package_errors(double* out, const double* positions, size_t count, size_t head_dim,
                      const PrecisionOptions& options, const ErrorMeter& meter) {
  RopeOptions rope;
  rope.base = options.base;
  const size_t half = meter.half();
  const size_t rows = std::min(count, kPackageRows);
  float* scratch = static_cast<float*>(std::malloc(4 * rows * head_dim * sizeof(float)));
  if (scratch == nullptr) return Status::kOutOfMemory;
  float* cos = scratch;
  float* sin = scratch + rows * head_dim;
  float* x = scratch + 2 * rows * head_dim;
  float* y = scratch + 3 * rows * head_dim;
  for (size_t r = 0; r < rows; ++r) {
    for (size_t i = 0; i < head_dim; ++i) x[r * head_dim + i] = static_cast<float>(meter.x(i));
  }
  Status status = Status::kOk;
  for (size_t first = 0; first < count && status == Status::kOk; first += rows) {
    const size_t n = std::min(rows, count - first);
    RopePositions ids;
    ids.ids = positions + first;
    status = options.quantity == PrecisionQuantity::kCosSin
                 ? rope_cos_sin(cos, sin, n, head_dim, rope, ids)
                 : apply_rope(x, y, 1, 1, n, head_dim, rope, ids);
    for (size_t r = 0; r < n && status == Status::kOk; ++r) {
      const size_t row = r * head_dim;
      out[first + r] = meter.worst(
          positions[first + r],
          [&](size_t k) {
            return Plane{cos[row + k], sin[row + k]};
          },
          [&](size_t k, const Plane&, double* a_out, double* b_out) {
            *a_out = y[row + k];
            *b_out = y[row + k + half];
          });
    }
  }
  std::free(scratch);
  return status;
}

}  // namespace

Status precision_errors(double* max_abs_error, const double* positions, size_t count,
                        size_t head_dim, const PrecisionOptions& options) {
  if (!valid_arguments(max_abs_error, positions, count, head_dim, options)) {
    return Status::kInvalidArgument;
  }
  const ErrorMeter meter(head_dim, options);
  if (options.arithmetic == Arithmetic::kPackage) {
    return package_errors(max_abs_error, positions, count, head_dim, options, meter);
  }
  const NumberFormat format = options.arithmetic == Arithmetic::kFloat32 ? NumberFormat::kFloat32
                              : options.arithmetic == Arithmetic::kFloat16
                                  ? NumberFormat::kFloat16
                                  : NumberFormat::kBfloat16;
  for (size_t p = 0; p < count; ++p) max_abs_error[p] = meter.emulated(positions[p], format);
  return Status::kOk;
}

}  // namespace positional_encoding
