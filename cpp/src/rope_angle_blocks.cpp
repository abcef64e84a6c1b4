#include <cmath>
#include <cstdlib>

#include "rope_internal.h"

namespace positional_encoding::detail {

RopeAngleBlocks::~RopeAngleBlocks() { std::free(storage_); }

Status RopeAngleBlocks::prepare(size_t length, size_t head_dim, const RopeOptions& options,
                                const RopePositions& positions) {
  double largest = 0.0;
  if (!valid_rope_shape(head_dim, options) || !valid_positions(length, positions, &largest)) {
    return Status::kInvalidArgument;
  }
  positions_ = positions;
  planes_ = rotary_dim_of(head_dim, options) / 2;
  rows_ = rope_block_rows(planes_);
  const size_t doubles = 3 * planes_ + 2 * rows_ * planes_;
  storage_ = std::malloc(doubles * sizeof(double) + 2 * rows_ * planes_ * sizeof(float));
  if (storage_ == nullptr) return Status::kOutOfMemory;
  double* d = static_cast<double*>(storage_);
  inv_freq_ = d;
  anchor_cos_ = d + planes_;
  anchor_sin_ = d + 2 * planes_;
  offset_cos_ = d + 3 * planes_;
  offset_sin_ = offset_cos_ + rows_ * planes_;
  cos_tile_ = reinterpret_cast<float*>(d + doubles);
  sin_tile_ = cos_tile_ + rows_ * planes_;

  RopeOptions resolved = options;
  if (std::isnan(resolved.seq_len)) resolved.seq_len = largest + 1.0;
  const Status status = rope_frequencies(inv_freq_, &attention_factor_, head_dim, resolved);
  if (status != Status::kOk) return status;
  for (size_t r = 0; r < rows_; ++r) {
    for (size_t k = 0; k < planes_; ++k) {
      const double angle = static_cast<double>(r) * inv_freq_[k];
      offset_cos_[r * planes_ + k] = std::cos(angle);
      offset_sin_[r * planes_ + k] = std::sin(angle);
    }
  }
  return Status::kOk;
}

void RopeAngleBlocks::fill(size_t first_row, size_t rows) {
  const size_t planes = planes_;
  const double scale = attention_factor_;
  if (positions_.ids != nullptr) {
    // Arbitrary positions: every row is its own anchor.
    for (size_t r = 0; r < rows; ++r) {
      const double position = positions_.ids[first_row + r];
      for (size_t k = 0; k < planes; ++k) {
        const double angle = position * inv_freq_[k];
        cos_tile_[r * planes + k] = static_cast<float>(scale * std::cos(angle));
        sin_tile_[r * planes + k] = static_cast<float>(scale * std::sin(angle));
      }
    }
    return;
  }
  const double first_position = positions_.offset + static_cast<double>(first_row);
  for (size_t k = 0; k < planes; ++k) {
    const double angle = first_position * inv_freq_[k];
    anchor_cos_[k] = scale * std::cos(angle);
    anchor_sin_[k] = scale * std::sin(angle);
  }
  // A cos(P w + r w) = (A cos P w) cos r w - (A sin P w) sin r w, likewise for the sine.
  for (size_t r = 0; r < rows; ++r) {
    const double* oc = offset_cos_ + r * planes;
    const double* os = offset_sin_ + r * planes;
    float* c = cos_tile_ + r * planes;
    float* s = sin_tile_ + r * planes;
    for (size_t k = 0; k < planes; ++k) {
      c[k] = static_cast<float>(anchor_cos_[k] * oc[k] - anchor_sin_[k] * os[k]);
      s[k] = static_cast<float>(anchor_sin_[k] * oc[k] + anchor_cos_[k] * os[k]);
    }
  }
}

}  // namespace positional_encoding::detail
