// Shared pieces of the RoPE capability: argument checks, and the float64 angle blocks that
// rope_cos_sin and apply_rope both draw their cos/sin values from. Internal to the library.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "rope.h"
#include "size_limits.h"

namespace positional_encoding::detail {

constexpr double kUnset = std::numeric_limits<double>::quiet_NaN();
constexpr double kMaxRopePosition = 9007199254740992.0;  // 2^53: every position an exact double

inline size_t rotary_dim_of(size_t head_dim, const RopeOptions& options) {
  return options.rotary_dim == 0 ? head_dim : options.rotary_dim;
}

// Even head_dim and rotary_dim (2 <= rotary_dim <= head_dim), base in (1, inf), known enums.
inline bool valid_rope_shape(size_t head_dim, const RopeOptions& options) {
  const size_t rotary_dim = rotary_dim_of(head_dim, options);
  const auto type = static_cast<int32_t>(options.scaling.type);
  const auto layout = static_cast<int32_t>(options.layout);
  return head_dim >= 2 && head_dim % 2 == 0 && rotary_dim >= 2 && rotary_dim % 2 == 0 &&
         rotary_dim <= head_dim && fits_in_memory({rotary_dim / 2}, sizeof(double)) &&
         std::isfinite(options.base) && options.base > 1.0 && type >= 0 &&
         type <= static_cast<int32_t>(RopeScalingType::kProportional) &&
         (layout == 0 || layout == 1);
}

inline bool is_position(double p) { return p >= 0.0 && p < kMaxRopePosition && p == std::floor(p); }

inline bool is_mrope(const RopePositions& positions) {
  return positions.mrope_section[0] + positions.mrope_section[1] + positions.mrope_section[2] != 0;
}

// Rows of ids per token: 3 for M-RoPE (time, height, width), 2 for 2D RoPE (row, column), else 1.
inline size_t id_rows(const RopePositions& positions) {
  return is_mrope(positions) ? 3 : positions.rope2d ? 2 : 1;
}

// Checks the positions of `length` rows and returns the largest one in *largest.
inline bool valid_positions(size_t length, const RopePositions& positions, double* largest) {
  if (length == 0) return false;
  if (is_mrope(positions) && positions.rope2d) return false;
  if (id_rows(positions) > 1) {
    const size_t rows = id_rows(positions);
    if (positions.ids == nullptr || length > SIZE_MAX / rows) return false;
    *largest = 0.0;
    for (size_t i = 0; i < rows * length; ++i) {
      if (!is_position(positions.ids[i])) return false;
      if (positions.ids[i] > *largest) *largest = positions.ids[i];
    }
    return true;
  }
  if (positions.ids == nullptr) {
    *largest = positions.offset + static_cast<double>(length - 1);
    return is_position(positions.offset) && is_position(*largest);
  }
  *largest = 0.0;
  for (size_t row = 0; row < length; ++row) {
    if (!is_position(positions.ids[row])) return false;
    if (positions.ids[row] > *largest) *largest = positions.ids[row];
  }
  return true;
}

// cos/sin(pos * w_k) times the attention factor, for rows of consecutive positions or of given
// ids, a block of up to rows() rows at a time, into compact float32 tiles [row][plane]. Each
// value is one float64 angle addition, anchor (block start) with row offset, rounded to float32
// once. The row offsets are built by rotating by w in float64, and the anchors of consecutive
// blocks by rotating by rows() * w, recomputed with libm every kRopeReanchorBlocks blocks: libm
// costs more than the table itself, and the float64 drift stays below 1e-13. Owns one malloc'd
// area.
// How a row's plane values are written: once ([p0 .. ph-1], apply_rope's tiles), repeated
// ([p0 .. ph-1, p0 .. ph-1], 'half' tables) or each doubled ([p0, p0, p1, p1, ...], 'pairs').
enum class TileSpread { kOnce, kRepeat, kDouble };

// How a block's anchors and row offsets combine: in float64, rounded once (error at most one
// float32 rounding, 6e-8 * A), or, twice as fast, rounded to float32 first and combined with four
// float32 products as the sinusoid's kernel does (measured error 1.2e-7 for A = 1; results
// clamped to [-1, 1], which rounding could pass by one ulp).
enum class Combine { kFloat64, kFloat32 };

class RopeAngleBlocks {
 public:
  RopeAngleBlocks() = default;
  RopeAngleBlocks(const RopeAngleBlocks&) = delete;
  RopeAngleBlocks& operator=(const RopeAngleBlocks&) = delete;
  ~RopeAngleBlocks();

  // Checks the arguments, computes the frequencies (seq_len, when unset, is the largest position
  // + 1: Hugging Face's max(position_ids) + 1) and the row offsets.
  Status prepare(size_t length, size_t head_dim, const RopeOptions& options,
                 const RopePositions& positions);

  // Rows [first_row, first_row + rows): row r's planes at cos + r * stride and sin + r * stride,
  // spread as `spread` says. first_row is a multiple of rows(); blocks filled in order are the
  // fastest.
  void fill(size_t first_row, size_t rows, float* cos, float* sin, size_t stride,
            TileSpread spread = TileSpread::kOnce, Combine combine = Combine::kFloat64);
  size_t rows() const { return rows_; }
  size_t planes() const { return planes_; }
  double attention_factor() const { return attention_factor_; }

 private:
  void* storage_ = nullptr;
  RopePositions positions_;
  size_t length_ = 0;
  size_t planes_ = 0;
  size_t rows_ = 0;
  double* inv_freq_ = nullptr;
  void anchor_at(double position);
  void advance_anchor();

  double* anchor_cos_ = nullptr;  // attention factor * cos/sin(P w) of the block's first row
  double* anchor_sin_ = nullptr;
  double* step_cos_ = nullptr;  // cos/sin(rows_ * w): from one block's anchor to the next
  double* step_sin_ = nullptr;
  size_t anchored_row_ = SIZE_MAX;  // first row of the block the anchors hold
  size_t blocks_since_libm_ = 0;
  double* offset_cos_ = nullptr;  // cos/sin(r w) for r < rows_, [r][plane]
  double* offset_sin_ = nullptr;
  float* anchor_cos32_ = nullptr;  // the same rounded to float32, for Combine::kFloat32
  float* anchor_sin32_ = nullptr;
  float* offset_cos32_ = nullptr;
  float* offset_sin32_ = nullptr;
  double attention_factor_ = 1.0;
};

// Anchors advanced by rotation before they are recomputed with libm.
constexpr size_t kRopeReanchorBlocks = 64;

// Rows per block: 64, fewer for wide heads so that a block's tiles stay within about 128 KiB. A
// power of two, so the anchors are recomputed at the same rows (multiples of 64 blocks) whatever
// the width, and a table computed in pieces of 16384 rows equals the whole table bit for bit.
inline size_t rope_block_rows(size_t planes) {
  size_t rows = 64;
  while (rows > 1 && rows * planes > 8192) rows /= 2;
  return rows;
}

}  // namespace positional_encoding::detail
