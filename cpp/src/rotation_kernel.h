// The row generator shared by every capability: combines RotationTables into float32 values and
// stores them through a BlockTarget, into the table itself (sinusoidal_table, the table stream)
// or into a cache-sized tile that is then added to a batch (add_positional_encoding). Internal
// to the library.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstddef>

#include "positional_encoding.h"
#include "rotation_tables.h"

#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

namespace positional_encoding::detail {

struct TableShape {
  size_t length;
  size_t d_model;
  double offset;
  Layout layout;

  size_t sine_count() const { return (d_model + 1) / 2; }
  size_t cosine_count() const { return d_model / 2; }
  size_t sine_column(size_t pair) const {
    return layout == Layout::kInterleaved ? 2 * pair : pair;
  }
  size_t cosine_column(size_t pair) const {
    return layout == Layout::kInterleaved ? 2 * pair + 1 : sine_count() + pair;
  }
};

// Rounding can carry a sum of products one ulp past 1 (1.0000001); a sine never does. The
// scalar form is pmax/pmin's definition, so both paths clamp identically.
inline float clamp_to_unit(float v) {
  v = v < -1.0f ? -1.0f : v;
  return 1.0f < v ? 1.0f : v;
}
#ifdef __wasm_simd128__
inline v128_t clamp_to_unit(v128_t v) {
  return wasm_f32x4_pmin(wasm_f32x4_splat(1.0f), wasm_f32x4_pmax(wasm_f32x4_splat(-1.0f), v));
}
#endif

// Pairs among [first_pair, first_pair + chunk) that also have a cosine column (all but an odd
// d_model's last sine).
inline size_t pairs_with_cosine(const TableShape& shape, size_t first_pair, size_t chunk) {
  const size_t cosines = shape.cosine_count();
  return std::min(chunk, cosines - std::min(cosines, first_pair));
}

// Moves the anchors to block `block` (which starts at table row block_start): exactly every
// kReanchorBlocks blocks, by rotation in between. Every path visits blocks in this same order, so
// every path produces bit-identical tables.
inline void anchor_block(RotationTables& tables, const TableShape& shape, size_t block,
                         size_t block_start) {
  if (block % kReanchorBlocks == 0) {
    tables.anchor_at(shape.offset + static_cast<double>(block_start));
  } else {
    tables.advance_anchor();
  }
}

// Where emit_rows puts one chunk of pairs for the rows of one block: the sine of the chunk's
// pair k in row r at sines[r * row_stride + k * pair_stride], its cosine likewise in cosines.
// Interleaved: pair_stride 2 and cosines = sines + 1; split: pair_stride 1.
struct BlockTarget {
  float* sines;
  float* cosines;
  size_t row_stride;
  size_t pair_stride;
};

// The target for pairs from first_pair on, in the rows of `table` (row-major, shape's layout).
inline BlockTarget table_target(const TableShape& shape, float* table, size_t first_pair) {
  const size_t pair_stride = shape.layout == Layout::kInterleaved ? 2 : 1;
  return BlockTarget{table + shape.sine_column(first_pair), table + shape.cosine_column(first_pair),
                     shape.d_model, pair_stride};
}

// Writes rows [first_row, end_row) of the current block (target addresses its row 0) for the
// pairs held by `tables`; the first `cosine_pairs` of them also get their cosine (all but an odd
// d_model's last sine). The kernel itself, in rotation_kernel.cpp.
void emit_rows(const RotationTables& tables, size_t cosine_pairs, size_t first_row,
               size_t end_row, const BlockTarget& target);

// Computes the table described by `shape` one chunk of frequency pairs at a time (its tables
// stay in cache), every block of rows for each, and hands each block to `use_block(tables,
// first_pair, block_start, rows_here)`, which calls emit_rows with a target of its choice.
template <class UseBlock>
Status for_each_block(const TableShape& shape, double base, UseBlock&& use_block) {
  const size_t pairs = shape.sine_count();
  const size_t block_rows = std::min(kBlockRows, shape.length);
  RotationTables tables;
  if (!tables.reserve(std::min(kChunkPairs, pairs), block_rows)) return Status::kOutOfMemory;

  for (size_t first_pair = 0; first_pair < pairs; first_pair += kChunkPairs) {
    tables.build(first_pair, std::min(kChunkPairs, pairs - first_pair), shape.d_model, base);
    for (size_t block_start = 0, block = 0; block_start < shape.length;
         block_start += block_rows, ++block) {
      anchor_block(tables, shape, block, block_start);
      use_block(tables, first_pair, block_start, std::min(block_rows, shape.length - block_start));
    }
  }
  return Status::kOk;
}

// Shared argument checks of the C++ API; the TypeScript wrapper reports the same conditions as
// RangeError/TypeError before calling in.
inline bool valid_table_arguments(size_t length, size_t d_model, const TableOptions& options) {
  constexpr double kMaxOffset = 9007199254740992.0;  // 2^53: every position is an exact double
  return length > 0 && d_model > 0 && std::isfinite(options.base) && options.base > 1.0 &&
         options.offset >= 0.0 && options.offset < kMaxOffset &&
         options.offset == static_cast<double>(static_cast<uint64_t>(options.offset)) &&
         (options.layout == Layout::kInterleaved || options.layout == Layout::kSplit);
}

}  // namespace positional_encoding::detail
