// The rotation kernel: combines a group's anchors with its row offsets into float32 values, four
// pairs per SIMD step. See rotation_kernel.h.
#include "rotation_kernel.h"

namespace positional_encoding::detail {
namespace {

// One row r of the group: its offsets sin/cos(r w) and where each block's row r goes.
struct GroupRow {
  const float* offset_sin;
  const float* offset_cos;
  float* sines;  // block 0's row r; block m's is block_stride floats further per block
  float* cosines;
  size_t block_stride;
  size_t pair_stride;  // as in BlockTarget
};

#if defined(__wasm_simd128__)
// sin/cos(A + R) of four pairs from their anchors (A) and row offsets (R).
struct FourPairs {
  v128_t sines, cosines;
};
FourPairs rotate_four_pairs(v128_t sa, v128_t ca, v128_t sr, v128_t cr) {
  return FourPairs{clamp_to_unit(wasm_f32x4_add(wasm_f32x4_mul(sa, cr), wasm_f32x4_mul(ca, sr))),
                   clamp_to_unit(wasm_f32x4_sub(wasm_f32x4_mul(ca, cr), wasm_f32x4_mul(sa, sr)))};
}

// Row r of Blocks consecutive blocks (anchor slots first_slot ..), four pairs per step: each
// offset is loaded once for all of them. Returns the pair where the SIMD steps stopped.
template <size_t Blocks, bool Interleaved>
size_t emit_row_simd(const RotationTables& tables, size_t first_slot, size_t cosine_pairs,
                     const GroupRow& row) {
  const size_t chunk = tables.pair_count();
  const float* anchor_sin = tables.anchor_sin + first_slot * chunk;
  const float* anchor_cos = tables.anchor_cos + first_slot * chunk;
  size_t k = 0;
  for (; k + 4 <= cosine_pairs; k += 4) {
    const v128_t sr = wasm_v128_load(row.offset_sin + k), cr = wasm_v128_load(row.offset_cos + k);
    for (size_t m = 0; m < Blocks; ++m) {
      const FourPairs v = rotate_four_pairs(wasm_v128_load(anchor_sin + m * chunk + k),
                                            wasm_v128_load(anchor_cos + m * chunk + k), sr, cr);
      const size_t block_at = (first_slot + m) * row.block_stride;
      if (Interleaved) {
        float* out = row.sines + block_at + 2 * k;
        wasm_v128_store(out, wasm_i32x4_shuffle(v.sines, v.cosines, 0, 4, 1, 5));
        wasm_v128_store(out + 4, wasm_i32x4_shuffle(v.sines, v.cosines, 2, 6, 3, 7));
      } else {
        wasm_v128_store(row.sines + block_at + k, v.sines);
        wasm_v128_store(row.cosines + block_at + k, v.cosines);
      }
    }
  }
  return k;
}

// Row r of the group's first `blocks` blocks: all of a full group at once, else one at a time.
template <bool Interleaved>
size_t emit_row_blocks_simd(const RotationTables& tables, size_t blocks, size_t cosine_pairs,
                            const GroupRow& row) {
  if (blocks == kGroupBlocks) {
    return emit_row_simd<kGroupBlocks, Interleaved>(tables, 0, cosine_pairs, row);
  }
  size_t simd_end = 0;
  for (size_t m = 0; m < blocks; ++m) {
    simd_end = emit_row_simd<1, Interleaved>(tables, m, cosine_pairs, row);
  }
  return simd_end;
}

// Row r of the group's first `blocks` blocks in the target's layout; returns the pair where the
// SIMD steps stopped.
size_t emit_row_group_simd(const RotationTables& tables, size_t blocks, size_t cosine_pairs,
                           const GroupRow& row) {
  return row.pair_stride == 2 ? emit_row_blocks_simd<true>(tables, blocks, cosine_pairs, row)
                              : emit_row_blocks_simd<false>(tables, blocks, cosine_pairs, row);
}
#else
// No SIMD: the scalar loop emits every pair.
size_t emit_row_group_simd(const RotationTables&, size_t, size_t, const GroupRow&) { return 0; }
#endif

// Row r of block `slot`, pairs [first_pair, chunk): the scalar path and the SIMD path's tail,
// with the same float32 operations in the same order.
void emit_row_scalar(const RotationTables& tables, size_t slot, size_t first_pair,
                     size_t cosine_pairs, const GroupRow& row) {
  const size_t chunk = tables.pair_count();
  const float* anchor_sin = tables.anchor_sin + slot * chunk;
  const float* anchor_cos = tables.anchor_cos + slot * chunk;
  float* sines = row.sines + slot * row.block_stride;
  float* cosines = row.cosines + slot * row.block_stride;
  for (size_t k = first_pair; k < chunk; ++k) {
    const float sa = anchor_sin[k], ca = anchor_cos[k];
    const float sr = row.offset_sin[k], cr = row.offset_cos[k];
    sines[k * row.pair_stride] = clamp_to_unit(sa * cr + ca * sr);
    if (k < cosine_pairs) cosines[k * row.pair_stride] = clamp_to_unit(ca * cr - sa * sr);
  }
}

}  // namespace

void emit_rows(const RotationTables& tables, size_t cosine_pairs, const BlockGroup& group,
               size_t first_row, size_t end_row, const BlockTarget& target) {
  const size_t chunk = tables.pair_count();
  for (size_t r = first_row; r < end_row; ++r) {
    // The group's last block may be short: rows past its end belong to the others only.
    const size_t blocks = r < group.last_rows ? group.blocks : group.blocks - 1;
    const GroupRow row{tables.sin_of_offset + r * chunk,     tables.cos_of_offset + r * chunk,
                       target.sines + r * target.row_stride, target.cosines + r * target.row_stride,
                       tables.rows() * target.row_stride,    target.pair_stride};
    const size_t simd_end = emit_row_group_simd(tables, blocks, cosine_pairs, row);
    for (size_t m = 0; m < blocks; ++m) emit_row_scalar(tables, m, simd_end, cosine_pairs, row);
  }
}

}  // namespace positional_encoding::detail
