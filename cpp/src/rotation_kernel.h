// The row generator shared by every capability: combines RotationTables into float32 values and
// stores them through a BlockTarget, into the table itself (sinusoidal_table, the table stream)
// or into a tile that is then added to a batch (add_positional_encoding). Internal to the
// library.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "frequency.h"
#include "positional_encoding.h"
#include "rotation_tables.h"
#include "simd.h"
#include "size_limits.h"

namespace positional_encoding::detail {

struct TableShape {
  size_t length;
  size_t d_model;
  double offset;
  Layout layout;

  size_t sine_count() const { return (d_model + 1) / 2; }
  size_t cosine_count() const { return d_model / 2; }
  size_t sine_column(size_t pair) const { return layout == Layout::kInterleaved ? 2 * pair : pair; }
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
#if defined(__wasm_simd128__)
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

// A run of consecutive blocks computed together (see kGroupBlocks). Every block but the table's
// last has tables.rows() rows.
struct BlockGroup {
  size_t first_block;  // index of its first block
  size_t first_row;    // table row where its first block starts
  size_t blocks;       // 1 .. kGroupBlocks
  size_t last_rows;    // rows of its last block
};

// The groups covering table rows [first_row, end_row), which must start at a block boundary;
// calls use_group(group) for each.
template <class UseGroup>
void for_each_group(size_t first_row, size_t end_row, size_t block_rows, size_t group_blocks,
                    UseGroup&& use_group) {
  for (size_t row = first_row; row < end_row;) {
    const size_t blocks_left = (end_row - row + block_rows - 1) / block_rows;
    const size_t blocks = std::min(group_blocks, blocks_left);
    const size_t group_end = std::min(end_row, row + blocks * block_rows);
    const size_t last_block_start = row + (blocks - 1) * block_rows;
    use_group(BlockGroup{row / block_rows, row, blocks, group_end - last_block_start});
    row = group_end;
  }
}

// Moves the anchors to the group's blocks, block m into slot m: exactly every kReanchorBlocks
// blocks, by rotation in between. Every path visits blocks in this same order, so every path
// produces bit-identical tables.
inline void anchor_group(RotationTables& tables, const TableShape& shape, const BlockGroup& group) {
  for (size_t m = 0; m < group.blocks; ++m) {
    const size_t block = group.first_block + m;
    if (block % kReanchorBlocks == 0) {
      const size_t block_start = group.first_row + m * tables.rows();
      tables.anchor_at(shape.offset + static_cast<double>(block_start), m);
    } else {
      tables.advance_anchor(m);
    }
  }
}

// Where emit_rows puts one chunk of pairs for the rows of a group: the sine of the chunk's pair k
// in row r of the group's block m at sines[(m * tables.rows() + r) * row_stride + k *
// pair_stride], its cosine likewise in cosines. Interleaved: pair_stride 2 and cosines = sines +
// 1; split: pair_stride 1.
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

// Writes rows [first_row, end_row) of every block of `group` (anchored by anchor_group; target
// addresses row 0 of its first block) for the pairs held by `tables`; the first `cosine_pairs` of
// them also get their cosine (all but an odd d_model's last sine). The kernel itself, in
// rotation_kernel.cpp.
void emit_rows(const RotationTables& tables, size_t cosine_pairs, const BlockGroup& group,
               size_t first_row, size_t end_row, const BlockTarget& target);

// Computes the table described by `shape` one chunk of frequency pairs at a time (its tables
// stay in cache), every group of `group_blocks` blocks for each, and hands each group to
// `use_group(tables, first_pair, group)`, which calls emit_rows with a target of its choice.
template <class UseGroup>
Status for_each_chunk_and_group(const TableShape& shape, const TableOptions& options,
                                size_t group_blocks, UseGroup&& use_group) {
  const size_t pairs = shape.sine_count();
  const size_t block_rows = std::min(kBlockRows, shape.length);
  RotationTables tables;
  if (!tables.reserve(std::min(kChunkPairs, pairs), block_rows, group_blocks)) {
    return Status::kOutOfMemory;
  }
  for (size_t first_pair = 0; first_pair < pairs; first_pair += kChunkPairs) {
    tables.build(first_pair, std::min(kChunkPairs, pairs - first_pair), shape.d_model, options.base,
                 options.exponent);
    for_each_group(0, shape.length, block_rows, group_blocks, [&](const BlockGroup& group) {
      anchor_group(tables, shape, group);
      use_group(tables, first_pair, group);
    });
  }
  return Status::kOk;
}

// Shared argument checks of the C++ API; the TypeScript wrapper reports the same conditions as
// RangeError/TypeError before calling in. length x d_model doubles must fit in size_t (angles
// writes about half as many doubles, a table as many floats).
inline bool valid_table_arguments(size_t length, size_t d_model, const TableOptions& options) {
  constexpr double kMaxOffset = 9007199254740992.0;  // 2^53: every position is an exact double
  return length > 0 && d_model > 0 && fits_in_memory({length, d_model}, sizeof(double)) &&
         std::isfinite(options.base) && options.base > 1.0 && options.offset >= 0.0 &&
         options.offset < kMaxOffset &&
         options.offset == static_cast<double>(static_cast<uint64_t>(options.offset)) &&
         (options.layout == Layout::kInterleaved || options.layout == Layout::kSplit) &&
         valid_exponent(options.exponent);
}

}  // namespace positional_encoding::detail
