// Rotates x by its positions: each block of rows gets its cos/sin tile once, then every
// (batch, head) slab of those rows is rotated with it while the tile is in cache. The SIMD path
// and the scalar path (also the SIMD path's tail) perform the same float32 operations in the
// same order: a' = fl(fl(a c) - fl(b s)), b' = fl(fl(b c) + fl(a s)).
#include <algorithm>
#include <cstring>

#include "rope_internal.h"

#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

namespace positional_encoding {

namespace {

// Planes [first, planes) of one row; a plane's values sit at x[a_at(k)] and x[b_at(k)].
void rotate_planes_scalar(const float* x, float* y, const float* c, const float* s, size_t first,
                          size_t planes, RopeLayout layout) {
  for (size_t k = first; k < planes; ++k) {
    const size_t ia = layout == RopeLayout::kHalf ? k : 2 * k;
    const size_t ib = layout == RopeLayout::kHalf ? k + planes : 2 * k + 1;
    const float a = x[ia], b = x[ib];
    y[ia] = a * c[k] - b * s[k];
    y[ib] = b * c[k] + a * s[k];
  }
}

#ifdef __wasm_simd128__
// Four planes per step; returns the plane where the steps stopped.
size_t rotate_planes_simd(const float* x, float* y, const float* c, const float* s,
                          size_t planes, RopeLayout layout) {
  size_t k = 0;
  if (layout == RopeLayout::kHalf) {
    for (; k + 4 <= planes; k += 4) {
      const v128_t a = wasm_v128_load(x + k), b = wasm_v128_load(x + planes + k);
      const v128_t vc = wasm_v128_load(c + k), vs = wasm_v128_load(s + k);
      wasm_v128_store(y + k, wasm_f32x4_sub(wasm_f32x4_mul(a, vc), wasm_f32x4_mul(b, vs)));
      wasm_v128_store(y + planes + k,
                      wasm_f32x4_add(wasm_f32x4_mul(b, vc), wasm_f32x4_mul(a, vs)));
    }
  } else {
    for (; k + 4 <= planes; k += 4) {
      const v128_t lo = wasm_v128_load(x + 2 * k), hi = wasm_v128_load(x + 2 * k + 4);
      const v128_t a = wasm_i32x4_shuffle(lo, hi, 0, 2, 4, 6);
      const v128_t b = wasm_i32x4_shuffle(lo, hi, 1, 3, 5, 7);
      const v128_t vc = wasm_v128_load(c + k), vs = wasm_v128_load(s + k);
      const v128_t ya = wasm_f32x4_sub(wasm_f32x4_mul(a, vc), wasm_f32x4_mul(b, vs));
      const v128_t yb = wasm_f32x4_add(wasm_f32x4_mul(b, vc), wasm_f32x4_mul(a, vs));
      wasm_v128_store(y + 2 * k, wasm_i32x4_shuffle(ya, yb, 0, 4, 1, 5));
      wasm_v128_store(y + 2 * k + 4, wasm_i32x4_shuffle(ya, yb, 2, 6, 3, 7));
    }
  }
  return k;
}
#endif

void rotate_row(const float* x, float* y, const float* c, const float* s, size_t planes,
                size_t head_dim, RopeLayout layout) {
  size_t first = 0;
#ifdef __wasm_simd128__
  first = rotate_planes_simd(x, y, c, s, planes, layout);
#endif
  rotate_planes_scalar(x, y, c, s, first, planes, layout);
  // Partial rotary: the dimensions past rotary_dim pass through.
  if (x != y && 2 * planes < head_dim) {
    std::memcpy(y + 2 * planes, x + 2 * planes, (head_dim - 2 * planes) * sizeof(float));
  }
}

}  // namespace

Status apply_rope(const float* x, float* y, size_t batch, size_t heads, size_t length,
                  size_t head_dim, const RopeOptions& options, const RopePositions& positions) {
  if (x == nullptr || y == nullptr || batch == 0 || heads == 0) return Status::kInvalidArgument;
  detail::RopeAngleBlocks blocks;
  const Status status = blocks.prepare(length, head_dim, options, positions);
  if (status != Status::kOk) return status;
  const size_t planes = blocks.planes(), slabs = batch * heads;
  for (size_t first = 0; first < length; first += blocks.rows()) {
    const size_t count = std::min(blocks.rows(), length - first);
    blocks.fill(first, count);
    for (size_t slab = 0; slab < slabs; ++slab) {
      const size_t at = (slab * length + first) * head_dim;
      for (size_t r = 0; r < count; ++r) {
        rotate_row(x + at + r * head_dim, y + at + r * head_dim, blocks.cos_tile() + r * planes,
                   blocks.sin_tile() + r * planes, planes, head_dim, options.layout);
      }
    }
  }
  return Status::kOk;
}

}  // namespace positional_encoding
