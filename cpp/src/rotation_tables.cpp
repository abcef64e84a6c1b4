#include "rotation_tables.h"

#include <cmath>
#include <cstdlib>

#include "frequency.h"

namespace positional_encoding::detail {

RotationTables::~RotationTables() { std::free(storage_); }

bool RotationTables::reserve(size_t pairs, size_t rows, size_t slots) {
  const size_t doubles = 7 * pairs;
  const size_t floats = 2 * rows * pairs + 2 * slots * pairs;
  storage_ = std::malloc(doubles * sizeof(double) + floats * sizeof(float));
  if (storage_ == nullptr) return false;
  rows_ = rows;
  double* d = static_cast<double*>(storage_);
  frequency_ = d;
  step_sin_ = d + pairs;
  step_cos_ = d + 2 * pairs;
  anchor_sin64_ = d + 3 * pairs;
  anchor_cos64_ = d + 4 * pairs;
  unit_sin_ = d + 5 * pairs;
  unit_cos_ = d + 6 * pairs;
  float* f = reinterpret_cast<float*>(d + doubles);
  anchor_sin = f;
  anchor_cos = f + slots * pairs;
  sin_of_offset = f + 2 * slots * pairs;
  cos_of_offset = sin_of_offset + rows * pairs;
  return true;
}

void RotationTables::build(size_t first_pair, size_t pair_count, size_t d_model, double base,
                           Exponent exponent) {
  pair_count_ = pair_count;
  const double log_base = std::log(base);
  for (size_t k = 0; k < pair_count; ++k) {
    const double w = frequency(first_pair + k, d_model, log_base, exponent);
    frequency_[k] = w;
    unit_sin_[k] = std::sin(w);
    unit_cos_[k] = std::cos(w);
    step_sin_[k] = std::sin(w * static_cast<double>(rows_));
    step_cos_[k] = std::cos(w * static_cast<double>(rows_));
  }
  // Row r holds sin/cos(r w), built by rotating row r-1 by w in float64 (drift < 1e-14). The
  // anchors' float64 arrays hold the rotating values until anchor_at overwrites them; a row at a
  // time, so the stores are sequential (and vectorise).
  double* s = anchor_sin64_;
  double* c = anchor_cos64_;
  for (size_t k = 0; k < pair_count; ++k) {
    s[k] = 0.0;
    c[k] = 1.0;
  }
  for (size_t r = 0; r < rows_; ++r) {
    float* sin_r = sin_of_offset + r * pair_count;
    float* cos_r = cos_of_offset + r * pair_count;
    for (size_t k = 0; k < pair_count; ++k) {
      sin_r[k] = static_cast<float>(s[k]);
      cos_r[k] = static_cast<float>(c[k]);
      const double next_s = s[k] * unit_cos_[k] + c[k] * unit_sin_[k];
      c[k] = c[k] * unit_cos_[k] - s[k] * unit_sin_[k];
      s[k] = next_s;
    }
  }
}

void RotationTables::anchor_at(double position, size_t slot) {
  for (size_t k = 0; k < pair_count_; ++k) {
    const double angle = position * frequency_[k];
    anchor_sin64_[k] = std::sin(angle);
    anchor_cos64_[k] = std::cos(angle);
  }
  round_anchor_to_float(slot);
}

void RotationTables::advance_anchor(size_t slot) {
  for (size_t k = 0; k < pair_count_; ++k) {
    const double s = anchor_sin64_[k], c = anchor_cos64_[k];
    anchor_sin64_[k] = s * step_cos_[k] + c * step_sin_[k];
    anchor_cos64_[k] = c * step_cos_[k] - s * step_sin_[k];
  }
  round_anchor_to_float(slot);
}

void RotationTables::round_anchor_to_float(size_t slot) {
  float* sines = anchor_sin + slot * pair_count_;
  float* cosines = anchor_cos + slot * pair_count_;
  for (size_t k = 0; k < pair_count_; ++k) {
    sines[k] = static_cast<float>(anchor_sin64_[k]);
    cosines[k] = static_cast<float>(anchor_cos64_[k]);
  }
}

}  // namespace positional_encoding::detail
