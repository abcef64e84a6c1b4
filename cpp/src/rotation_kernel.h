// The row generator shared by every capability: combines RotationTables into float32 values and
// hands them to a Writer, which stores them (sinusoidal_table) or fuses them into an update
// (add_positional_encoding). Internal to the library.
//
// A Writer provides
//   void put1(size_t row, size_t column, float value);
//   void put4(size_t row, size_t column, v128_t values);   // SIMD builds only: 4 columns
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

// The Writer of a plain table: stores each value at its row and column.
struct StoreWriter {
  float* out;
  size_t d_model;

  void put1(size_t row, size_t column, float value) { out[row * d_model + column] = value; }
#ifdef __wasm_simd128__
  void put4(size_t row, size_t column, v128_t values) {
    wasm_v128_store(out + row * d_model + column, values);
  }
#endif
};

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

// Emits rows [block_start, block_start + rows_here) of the current block for the pairs held by
// `tables`, as writer rows shifted down by row_shift.
template <class Writer>
void emit_block(const TableShape& shape, const RotationTables& tables, size_t first_pair,
                size_t block_start, size_t rows_here, size_t row_shift, Writer& writer) {
  const size_t chunk = tables.pair_count();
  const size_t full_pairs = pairs_with_cosine(shape, first_pair, chunk);
  for (size_t r = 0; r < rows_here; ++r) {
    const size_t row = block_start + r - row_shift;
    const float* sin_r = tables.sin_of_offset + r * chunk;
    const float* cos_r = tables.cos_of_offset + r * chunk;
    size_t k = 0;
#ifdef __wasm_simd128__
    for (; k + 4 <= full_pairs; k += 4) {
      const v128_t sa = wasm_v128_load(tables.anchor_sin + k);
      const v128_t ca = wasm_v128_load(tables.anchor_cos + k);
      const v128_t sr = wasm_v128_load(sin_r + k);
      const v128_t cr = wasm_v128_load(cos_r + k);
      const v128_t s = clamp_to_unit(wasm_f32x4_add(wasm_f32x4_mul(sa, cr), wasm_f32x4_mul(ca, sr)));
      const v128_t c = clamp_to_unit(wasm_f32x4_sub(wasm_f32x4_mul(ca, cr), wasm_f32x4_mul(sa, sr)));
      const size_t pair = first_pair + k;
      if (shape.layout == Layout::kInterleaved) {
        writer.put4(row, 2 * pair, wasm_i32x4_shuffle(s, c, 0, 4, 1, 5));
        writer.put4(row, 2 * pair + 4, wasm_i32x4_shuffle(s, c, 2, 6, 3, 7));
      } else {
        writer.put4(row, shape.sine_column(pair), s);
        writer.put4(row, shape.cosine_column(pair), c);
      }
    }
#endif
    // Scalar path (and the SIMD path's tail): the same float32 operations in the same order.
    for (; k < chunk; ++k) {
      const float sa = tables.anchor_sin[k], ca = tables.anchor_cos[k];
      const float s = clamp_to_unit(sa * cos_r[k] + ca * sin_r[k]);
      const size_t pair = first_pair + k;
      writer.put1(row, shape.sine_column(pair), s);
      if (k < full_pairs) {
        const float c = clamp_to_unit(ca * cos_r[k] - sa * sin_r[k]);
        writer.put1(row, shape.cosine_column(pair), c);
      }
    }
  }
}

// Computes every value of the table described by `shape` and passes it to `writer`: one chunk of
// frequency pairs at a time (its tables stay in cache), every row of the table for each.
template <class Writer>
Status generate_rows(const TableShape& shape, double base, Writer& writer) {
  const size_t pairs = shape.sine_count();
  const size_t block_rows = std::min(kBlockRows, shape.length);
  RotationTables tables;
  if (!tables.reserve(std::min(kChunkPairs, pairs), block_rows)) return Status::kOutOfMemory;

  for (size_t first_pair = 0; first_pair < pairs; first_pair += kChunkPairs) {
    tables.build(first_pair, std::min(kChunkPairs, pairs - first_pair), shape.d_model, base);
    for (size_t block_start = 0, block = 0; block_start < shape.length;
         block_start += block_rows, ++block) {
      anchor_block(tables, shape, block, block_start);
      const size_t rows_here = std::min(block_rows, shape.length - block_start);
      emit_block(shape, tables, first_pair, block_start, rows_here, 0, writer);
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
