// The rotation kernel: combines a block's anchors with its row offsets into float32 values,
// four pairs per SIMD step. See rotation_kernel.h.
#include "rotation_kernel.h"

namespace positional_encoding::detail {
namespace {

#ifdef __wasm_simd128__
struct FourPairs {
  v128_t sines, cosines;
};
// sin/cos(A + R) of four pairs from their anchors (A) and row offsets (R).
FourPairs rotate_four_pairs(const float* anchor_sin, const float* anchor_cos,
                            const float* offset_sin, const float* offset_cos) {
  const v128_t sa = wasm_v128_load(anchor_sin), ca = wasm_v128_load(anchor_cos);
  const v128_t sr = wasm_v128_load(offset_sin), cr = wasm_v128_load(offset_cos);
  return FourPairs{
      clamp_to_unit(wasm_f32x4_add(wasm_f32x4_mul(sa, cr), wasm_f32x4_mul(ca, sr))),
      clamp_to_unit(wasm_f32x4_sub(wasm_f32x4_mul(ca, cr), wasm_f32x4_mul(sa, sr)))};
}
#endif

}  // namespace

void emit_rows(const RotationTables& tables, size_t cosine_pairs, size_t first_row,
               size_t end_row, const BlockTarget& target) {
  const size_t chunk = tables.pair_count();
  const float* anchor_sin = tables.anchor_sin;
  const float* anchor_cos = tables.anchor_cos;
  for (size_t r = first_row; r < end_row; ++r) {
    float* sines = target.sines + r * target.row_stride;
    float* cosines = target.cosines + r * target.row_stride;
    const float* sin_r = tables.sin_of_offset + r * chunk;
    const float* cos_r = tables.cos_of_offset + r * chunk;
    size_t k = 0;
#ifdef __wasm_simd128__
    // Four pairs per step; the two loops differ only in where the values are stored.
    if (target.pair_stride == 2) {
      for (float* out = sines; k + 4 <= cosine_pairs; k += 4, out += 8) {
        const FourPairs v = rotate_four_pairs(anchor_sin + k, anchor_cos + k, sin_r + k, cos_r + k);
        wasm_v128_store(out, wasm_i32x4_shuffle(v.sines, v.cosines, 0, 4, 1, 5));
        wasm_v128_store(out + 4, wasm_i32x4_shuffle(v.sines, v.cosines, 2, 6, 3, 7));
      }
    } else {
      for (; k + 4 <= cosine_pairs; k += 4) {
        const FourPairs v = rotate_four_pairs(anchor_sin + k, anchor_cos + k, sin_r + k, cos_r + k);
        wasm_v128_store(sines + k, v.sines);
        wasm_v128_store(cosines + k, v.cosines);
      }
    }
#endif
    // Scalar path (and the SIMD path's tail): the same float32 operations in the same order.
    for (; k < chunk; ++k) {
      const float sa = anchor_sin[k], ca = anchor_cos[k];
      sines[k * target.pair_stride] = clamp_to_unit(sa * cos_r[k] + ca * sin_r[k]);
      if (k < cosine_pairs) {
        cosines[k * target.pair_stride] = clamp_to_unit(ca * cos_r[k] - sa * sin_r[k]);
      }
    }
  }
}

}  // namespace positional_encoding::detail
