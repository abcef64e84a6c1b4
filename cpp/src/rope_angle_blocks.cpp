#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdlib>

#include "rope_internal.h"
#include "rotation_kernel.h"  // clamp_to_unit: the sinusoid's kernel clamps the same way
#include "simd.h"

namespace positional_encoding::detail {

RopeAngleBlocks::~RopeAngleBlocks() { std::free(storage_); }

Status RopeAngleBlocks::prepare(size_t length, size_t head_dim, const RopeOptions& options,
                                const RopePositions& positions) {
  double largest = 0.0;
  if (!valid_rope_shape(head_dim, options) || !valid_positions(length, positions, &largest)) {
    return Status::kInvalidArgument;
  }
  positions_ = positions;
  length_ = length;
  planes_ = rotary_dim_of(head_dim, options) / 2;
  if (is_mrope(positions)) {
    const size_t* section = positions.mrope_section;
    if (section[0] > planes_ || section[1] > planes_ - section[0] ||
        section[2] != planes_ - section[0] - section[1]) {
      return Status::kInvalidArgument;
    }
  }
  if (positions.rope2d && planes_ % 2 != 0) return Status::kInvalidArgument;
  // The scratch below takes under 72 bytes a plane plus 192 KiB: past this, size_t cannot say it.
  if (planes_ > SIZE_MAX / 128) return Status::kOutOfMemory;
  rows_ = rope_block_rows(planes_);
  const size_t doubles = 5 * planes_ + 2 * rows_ * planes_;
  const size_t floats = 2 * planes_ + 2 * rows_ * planes_;
  storage_ = std::malloc(doubles * sizeof(double) + floats * sizeof(float));
  if (storage_ == nullptr) return Status::kOutOfMemory;
  double* d = static_cast<double*>(storage_);
  inv_freq_ = d;
  anchor_cos_ = d + planes_;
  anchor_sin_ = d + 2 * planes_;
  step_cos_ = d + 3 * planes_;
  step_sin_ = d + 4 * planes_;
  offset_cos_ = d + 5 * planes_;
  offset_sin_ = offset_cos_ + rows_ * planes_;
  float* f = reinterpret_cast<float*>(d + doubles);
  anchor_cos32_ = f;
  anchor_sin32_ = f + planes_;
  offset_cos32_ = f + 2 * planes_;
  offset_sin32_ = offset_cos32_ + rows_ * planes_;

  RopeOptions resolved = options;
  if (std::isnan(resolved.seq_len)) resolved.seq_len = largest + 1.0;
  const Status status = rope_frequencies(inv_freq_, &attention_factor_, head_dim, resolved);
  if (status != Status::kOk) return status;
  // The tables hold A cos and A sin in float32: an attention factor past float32's range would
  // make them infinite (and 0 * inf = NaN in apply_rope).
  if (!(attention_factor_ <= FLT_MAX)) return Status::kInvalidArgument;
  // An angle past float64's range (a huge inv_freq) has no cosine: cos(inf) would fill the
  // tables with NaN.
  const double farthest = std::max(largest, static_cast<double>(rows_));
  for (size_t k = 0; k < planes_; ++k) {
    if (!std::isfinite(farthest * inv_freq_[k])) return Status::kInvalidArgument;
  }

  // Row r's offset cos/sin(r w), by rotating row r - 1 by w (a row at a time: the stores are
  // sequential and vectorise).
  double* unit_cos = anchor_cos_;  // scratch until the first anchor
  double* unit_sin = anchor_sin_;
  for (size_t k = 0; k < planes_; ++k) {
    unit_cos[k] = std::cos(inv_freq_[k]);
    unit_sin[k] = std::sin(inv_freq_[k]);
    offset_cos_[k] = 1.0;
    offset_sin_[k] = 0.0;
    const double step = static_cast<double>(rows_) * inv_freq_[k];
    step_cos_[k] = std::cos(step);
    step_sin_[k] = std::sin(step);
  }
  for (size_t r = 1; r < rows_; ++r) {
    const double* pc = offset_cos_ + (r - 1) * planes_;
    const double* ps = offset_sin_ + (r - 1) * planes_;
    double* c = offset_cos_ + r * planes_;
    double* s = offset_sin_ + r * planes_;
    for (size_t k = 0; k < planes_; ++k) {
      c[k] = pc[k] * unit_cos[k] - ps[k] * unit_sin[k];
      s[k] = ps[k] * unit_cos[k] + pc[k] * unit_sin[k];
    }
  }
  for (size_t i = 0; i < rows_ * planes_; ++i) {
    offset_cos32_[i] = static_cast<float>(offset_cos_[i]);
    offset_sin32_[i] = static_cast<float>(offset_sin_[i]);
  }
  anchored_row_ = SIZE_MAX;
  return Status::kOk;
}

void RopeAngleBlocks::anchor_at(double position) {
  for (size_t k = 0; k < planes_; ++k) {
    const double angle = position * inv_freq_[k];
    anchor_cos_[k] = attention_factor_ * std::cos(angle);
    anchor_sin_[k] = attention_factor_ * std::sin(angle);
  }
  blocks_since_libm_ = 0;
}

void RopeAngleBlocks::advance_anchor() {
  for (size_t k = 0; k < planes_; ++k) {
    const double c = anchor_cos_[k], s = anchor_sin_[k];
    anchor_cos_[k] = c * step_cos_[k] - s * step_sin_[k];
    anchor_sin_[k] = s * step_cos_[k] + c * step_sin_[k];
  }
  ++blocks_since_libm_;
}

namespace {

// A cos(P w + r w) = (A cos P w) cos r w - (A sin P w) sin r w, likewise for the sine, for rows
// r of a block, in float64 and rounded once (the compiler vectorises these loops).
void combine_rows_float64(const double* __restrict ac, const double* __restrict as,
                          const double* offset_cos, const double* offset_sin, size_t rows,
                          size_t planes, float* cos, float* sin, size_t stride, TileSpread spread) {
  for (size_t r = 0; r < rows; ++r) {
    const double* __restrict oc = offset_cos + r * planes;
    const double* __restrict os = offset_sin + r * planes;
    float* __restrict c = cos + r * stride;
    float* __restrict s = sin + r * stride;
    if (spread == TileSpread::kOnce) {
      for (size_t k = 0; k < planes; ++k) {
        c[k] = static_cast<float>(ac[k] * oc[k] - as[k] * os[k]);
        s[k] = static_cast<float>(as[k] * oc[k] + ac[k] * os[k]);
      }
    } else if (spread == TileSpread::kRepeat) {
      float* __restrict c2 = c + planes;
      float* __restrict s2 = s + planes;
      for (size_t k = 0; k < planes; ++k) {
        const float ck = static_cast<float>(ac[k] * oc[k] - as[k] * os[k]);
        const float sk = static_cast<float>(as[k] * oc[k] + ac[k] * os[k]);
        c[k] = ck;
        c2[k] = ck;
        s[k] = sk;
        s2[k] = sk;
      }
    } else {
      for (size_t k = 0; k < planes; ++k) {
        const float ck = static_cast<float>(ac[k] * oc[k] - as[k] * os[k]);
        const float sk = static_cast<float>(as[k] * oc[k] + ac[k] * os[k]);
        c[2 * k] = ck;
        c[2 * k + 1] = ck;
        s[2 * k] = sk;
        s[2 * k + 1] = sk;
      }
    }
  }
}

#if defined(__wasm_simd128__)
// The float32 combine four planes per step (the compiler does not vectorise the repeated and
// doubled stores on its own); the same float32 operations as combine_row_float32, so the SIMD
// and scalar builds stay bit-identical. Returns the plane where the steps stopped.
size_t combine_row_float32_simd(const float* ac, const float* as, const float* oc, const float* os,
                                size_t planes, float* c, float* s, TileSpread spread) {
  size_t k = 0;
  for (; k + 4 <= planes; k += 4) {
    const v128_t vac = wasm_v128_load(ac + k), vas = wasm_v128_load(as + k);
    const v128_t voc = wasm_v128_load(oc + k), vos = wasm_v128_load(os + k);
    const v128_t ck =
        clamp_to_unit(wasm_f32x4_sub(wasm_f32x4_mul(vac, voc), wasm_f32x4_mul(vas, vos)));
    const v128_t sk =
        clamp_to_unit(wasm_f32x4_add(wasm_f32x4_mul(vas, voc), wasm_f32x4_mul(vac, vos)));
    if (spread == TileSpread::kDouble) {
      wasm_v128_store(c + 2 * k, wasm_i32x4_shuffle(ck, ck, 0, 0, 1, 1));
      wasm_v128_store(c + 2 * k + 4, wasm_i32x4_shuffle(ck, ck, 2, 2, 3, 3));
      wasm_v128_store(s + 2 * k, wasm_i32x4_shuffle(sk, sk, 0, 0, 1, 1));
      wasm_v128_store(s + 2 * k + 4, wasm_i32x4_shuffle(sk, sk, 2, 2, 3, 3));
    } else {
      wasm_v128_store(c + k, ck);
      wasm_v128_store(s + k, sk);
      if (spread == TileSpread::kRepeat) {
        wasm_v128_store(c + planes + k, ck);
        wasm_v128_store(s + planes + k, sk);
      }
    }
  }
  return k;
}
#else
// No SIMD: the scalar loop combines every plane.
size_t combine_row_float32_simd(const float*, const float*, const float*, const float*, size_t,
                                float*, float*, TileSpread) {
  return 0;
}
#endif

// Plane k's cos and sin into a row laid out as `spread` says (the scalar paths' one store rule).
inline void put_plane(float* c, float* s, size_t k, size_t planes, TileSpread spread, float ck,
                      float sk) {
  const size_t at = spread == TileSpread::kDouble ? 2 * k : k;
  c[at] = ck;
  s[at] = sk;
  if (spread != TileSpread::kOnce) {
    const size_t again = spread == TileSpread::kRepeat ? at + planes : at + 1;
    c[again] = ck;
    s[again] = sk;
  }
}

// One row's planes [first, planes) of the float32 combine: the scalar build and the SIMD tail.
void combine_row_float32(const float* ac, const float* as, const float* oc, const float* os,
                         size_t first, size_t planes, float* c, float* s, TileSpread spread) {
  for (size_t k = first; k < planes; ++k) {
    const float ck = clamp_to_unit(ac[k] * oc[k] - as[k] * os[k]);
    const float sk = clamp_to_unit(as[k] * oc[k] + ac[k] * os[k]);
    put_plane(c, s, k, planes, spread, ck, sk);
  }
}

}  // namespace

void RopeAngleBlocks::fill(size_t first_row, size_t rows, float* cos, float* sin, size_t stride,
                           TileSpread spread, Combine combine) {
  const size_t planes = planes_;
  if (positions_.ids != nullptr) {
    // Arbitrary positions: every row is its own anchor. M-RoPE: a plane's id comes from the row
    // (time, height, width) of the section it falls in. 2D RoPE: the first half of the planes
    // take the row id and the even frequencies, the second half the column id and the odd ones.
    const size_t time_end = positions_.mrope_section[0];
    const size_t height_end = time_end + positions_.mrope_section[1];
    const bool mrope = is_mrope(positions_);
    const bool rope2d = positions_.rope2d;
    const size_t half = planes / 2;
    for (size_t r = 0; r < rows; ++r) {
      const double* id = positions_.ids + first_row + r;
      for (size_t k = 0; k < planes; ++k) {
        size_t section = 0, frequency = k;
        if (mrope) {
          section = k < time_end ? 0 : k < height_end ? 1 : 2;
        } else if (rope2d) {
          section = k < half ? 0 : 1;
          frequency = k < half ? 2 * k : 2 * (k - half) + 1;
        }
        const double angle = id[section * length_] * inv_freq_[frequency];
        const float ck = static_cast<float>(attention_factor_ * std::cos(angle));
        const float sk = static_cast<float>(attention_factor_ * std::sin(angle));
        put_plane(cos + r * stride, sin + r * stride, k, planes, spread, ck, sk);
      }
    }
    return;
  }
  if (anchored_row_ != SIZE_MAX && first_row == anchored_row_ + rows_ &&
      blocks_since_libm_ + 1 < kRopeReanchorBlocks) {
    advance_anchor();
  } else {
    anchor_at(positions_.offset + static_cast<double>(first_row));
  }
  anchored_row_ = first_row;
  if (combine == Combine::kFloat32) {
    for (size_t k = 0; k < planes; ++k) {
      anchor_cos32_[k] = static_cast<float>(anchor_cos_[k]);
      anchor_sin32_[k] = static_cast<float>(anchor_sin_[k]);
    }
    for (size_t r = 0; r < rows; ++r) {
      const float* oc = offset_cos32_ + r * planes;
      const float* os = offset_sin32_ + r * planes;
      const size_t first = combine_row_float32_simd(anchor_cos32_, anchor_sin32_, oc, os, planes,
                                                    cos + r * stride, sin + r * stride, spread);
      combine_row_float32(anchor_cos32_, anchor_sin32_, oc, os, first, planes, cos + r * stride,
                          sin + r * stride, spread);
    }
  } else {
    combine_rows_float64(anchor_cos_, anchor_sin_, offset_cos_, offset_sin_, rows, planes, cos, sin,
                         stride, spread);
  }
}

}  // namespace positional_encoding::detail
