#include <cstdlib>

#include "positional_encoding.h"
#include "rotation_kernel.h"
#include "simd.h"

namespace positional_encoding {
namespace {

using detail::BlockTarget;
using detail::kBlockRows;
using detail::kChunkPairs;
using detail::kGroupBlocks;
using detail::RotationTables;
using detail::TableShape;

#if defined(__wasm_simd128__)
// Four values per step; returns the value where the steps stopped.
size_t scaled_add_simd(const float* x, const float* pe, float* y, size_t n, float scale) {
  size_t i = 0;
  const v128_t s = wasm_f32x4_splat(scale);
  for (; i + 4 <= n; i += 4) {
    wasm_v128_store(
        y + i, wasm_f32x4_add(wasm_f32x4_mul(s, wasm_v128_load(x + i)), wasm_v128_load(pe + i)));
  }
  return i;
}
#else
// No SIMD: the scalar loop adds every value.
size_t scaled_add_simd(const float*, const float*, float*, size_t, float) { return 0; }
#endif

// y[i] = fl(fl(scale * x[i]) + pe[i]) for n values; y may equal x.
void scaled_add(const float* x, const float* pe, float* y, size_t n, float scale) {
  for (size_t i = scaled_add_simd(x, pe, y, n, scale); i < n; ++i) y[i] = scale * x[i] + pe[i];
}

// One group of blocks x one chunk of pairs of the table, computed into a tile and then
// added to every sequence of the batch. Reading x and writing y sequentially, one sequence at a
// time, keeps the fused update at memory speed; visiting the batch inside every store (the
// obvious fusion) touches 2 x batch streams at once and ran 5x slower than a plain read+write.
// Two tiles take turns: while one is added to the batch, the next group's rows are computed
// into the other, a slice per sequence, so the arithmetic runs while the adds wait on memory.
// A tile of four 64-row blocks (1 MiB at d_model 1024) measured faster than one of a single
// block, side by side in one process (1.2-1.3x against 1.3-1.5x the read+write limit at
// 8 x 4096 x 1024): longer runs of x and y, and each row offset read once for four blocks.
class TileAdder {
 public:
  TileAdder(const TableShape& shape, const float* x, float* y, size_t batch, float scale)
      : shape_(shape),
        x_(x),
        y_(y),
        batch_(batch),
        scale_(scale),
        width_(shape.sine_count() <= kChunkPairs ? shape.d_model : 2 * kChunkPairs) {}
  TileAdder(const TileAdder&) = delete;
  TileAdder& operator=(const TileAdder&) = delete;
  ~TileAdder() { std::free(tiles_[0]); }

  bool reserve() {
    const size_t tile_floats = std::min(kGroupBlocks * kBlockRows, shape_.length) * width_;
    tiles_[0] = static_cast<float*>(std::malloc(2 * tile_floats * sizeof(float)));
    tiles_[1] = tiles_[0] + tile_floats;
    return tiles_[0] != nullptr;
  }

  // Computes this group of blocks into the free tile while the pending one is added to the
  // batch.
  void add_group(const RotationTables& tables, size_t first_pair, const detail::BlockGroup& group) {
    const size_t block_rows = group.blocks > 1 ? tables.rows() : group.last_rows;
    const size_t pairs = tables.pair_count();
    Tile next{has_pending_ ? 1 - pending_.index : 0,
              first_pair,
              group.first_row,
              (group.blocks - 1) * tables.rows() + group.last_rows,
              pairs,
              detail::pairs_with_cosine(shape_, first_pair, pairs)};
    const BlockTarget target = tile_target(next);
    for (size_t b = 0; b < batch_; ++b) {
      detail::emit_rows(tables, next.cosine_pairs, group, block_rows * b / batch_,
                        block_rows * (b + 1) / batch_, target);
      if (has_pending_) add_to_sequence(pending_, b);
    }
    pending_ = next;
    has_pending_ = true;
  }

  // Adds the last group.
  void finish() {
    if (!has_pending_) return;
    for (size_t b = 0; b < batch_; ++b) add_to_sequence(pending_, b);
    has_pending_ = false;
  }

 private:
  struct Tile {
    size_t index;  // which of tiles_
    size_t first_pair, first_row, rows, pairs, cosine_pairs;
  };

  // The tile's rows hold the chunk's values in the table's own layout; with one chunk (d_model
  // <= 2 * kChunkPairs) they are exactly the table's rows.
  BlockTarget tile_target(const Tile& tile) const {
    float* values = tiles_[tile.index];
    return shape_.layout == Layout::kInterleaved
               ? BlockTarget{values, values + 1, width_, 2}
               : BlockTarget{values, values + tile.pairs, width_, 1};
  }

  void add_to_sequence(const Tile& tile, size_t b) {
    const float* values = tiles_[tile.index];
    const size_t d_model = shape_.d_model;
    const size_t block_at = b * shape_.length * d_model + tile.first_row * d_model;
    if (width_ == d_model) {
      add_segment(block_at, values, tile.rows * d_model);
      return;
    }
    for (size_t r = 0; r < tile.rows; ++r) {
      const float* pe = values + r * width_;
      const size_t row_at = block_at + r * d_model;
      if (shape_.layout == Layout::kInterleaved) {
        add_segment(row_at + 2 * tile.first_pair, pe, tile.pairs + tile.cosine_pairs);
      } else {
        add_segment(row_at + tile.first_pair, pe, tile.pairs);
        add_segment(row_at + shape_.sine_count() + tile.first_pair, pe + tile.pairs,
                    tile.cosine_pairs);
      }
    }
  }

  void add_segment(size_t at, const float* pe, size_t n) {
    scaled_add(x_ + at, pe, y_ + at, n, scale_);
  }

  const TableShape shape_;
  const float* x_;
  float* y_;
  size_t batch_;
  float scale_;
  size_t width_;  // floats per tile row
  float* tiles_[2] = {nullptr, nullptr};
  Tile pending_{};
  bool has_pending_ = false;
};

}  // namespace

Status add_positional_encoding(const float* x, float* y, size_t batch, size_t length,
                               size_t d_model, float scale, const TableOptions& options) {
  if (x == nullptr || y == nullptr || batch == 0 || !std::isfinite(scale) ||
      !detail::valid_table_arguments(length, d_model, options) ||
      !detail::fits_in_memory({batch, length, d_model}, sizeof(float))) {
    return Status::kInvalidArgument;
  }
  const detail::TableShape shape{length, d_model, options.offset, options.layout};
  TileAdder adder(shape, x, y, batch, scale);
  if (!adder.reserve()) return Status::kOutOfMemory;
  const Status status = detail::for_each_chunk_and_group(
      shape, options, detail::kGroupBlocks,
      [&](const detail::RotationTables& tables, size_t first_pair,
          const detail::BlockGroup& group) { adder.add_group(tables, first_pair, group); });
  if (status == Status::kOk) adder.finish();
  return status;
}

}  // namespace positional_encoding
