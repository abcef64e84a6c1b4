// Float64 sin/cos tables that the rotation kernel combines into float32 rows.
// Internal to the library; see positional_encoding.h for the method and its error bound.
#pragma once

#include <cstddef>

#include "positional_encoding.h"

namespace positional_encoding::detail {

// Rows per block: a table of B rows of sin/cos(r * w) is combined with one anchor per block.
constexpr size_t kBlockRows = 64;
// Frequency pairs handled per pass, which bounds the scratch area for any d_model.
constexpr size_t kChunkPairs = 512;
// Anchors advance by exact rotation in float64; recomputing them with libm every so many blocks
// keeps the float64 drift below 1e-13 for any length.
constexpr size_t kReanchorBlocks = 256;
// Blocks whose anchors are held at once: the kernel loads each row offset once and applies it to
// this many blocks, so the offsets (one float read per value written) come from L2 a quarter as
// often. Measured in wasm at (4096, 1024): 1.85 ms with one block at a time, 1.18 ms with four.
constexpr size_t kGroupBlocks = 4;

// Scratch for one chunk of frequency pairs: owns one malloc'd area, released by the destructor.
class RotationTables {
 public:
  RotationTables() = default;
  RotationTables(const RotationTables&) = delete;
  RotationTables& operator=(const RotationTables&) = delete;
  ~RotationTables();

  // Reserves room for `pairs` frequencies, `rows` rows per block and the anchors of `slots`
  // blocks. False when out of memory.
  bool reserve(size_t pairs, size_t rows, size_t slots);

  // Fills the block tables for frequencies [first_pair, first_pair + pair_count).
  void build(size_t first_pair, size_t pair_count, size_t d_model, double base, Exponent exponent);

  // Sets the anchors to sin/cos(position * w) directly (libm, float64), rounded into `slot`.
  void anchor_at(double position, size_t slot);
  // Moves the anchors forward by one block of rows (exact rotation in float64), rounded into
  // `slot`.
  void advance_anchor(size_t slot);

  size_t pair_count() const { return pair_count_; }
  size_t rows() const { return rows_; }

  // float32 views used by the kernel: [rows][pair_count] and [slot][pair_count].
  float* sin_of_offset = nullptr;
  float* cos_of_offset = nullptr;
  float* anchor_sin = nullptr;
  float* anchor_cos = nullptr;

 private:
  void round_anchor_to_float(size_t slot);

  void* storage_ = nullptr;
  size_t pair_count_ = 0;
  size_t rows_ = 0;
  double* frequency_ = nullptr;
  double* step_sin_ = nullptr;
  double* step_cos_ = nullptr;
  double* anchor_sin64_ = nullptr;
  double* anchor_cos64_ = nullptr;
  double* unit_sin_ = nullptr;  // sin/cos(w): one row's rotation
  double* unit_cos_ = nullptr;
};

}  // namespace positional_encoding::detail
