#include "positional_encoding.h"
#include "simd.h"
#include "size_limits.h"

namespace positional_encoding {
namespace {

// The products summed so far and where the sum stopped.
struct PartialDot {
  double total;
  size_t done;
};

#if defined(__wasm_simd128__)
// Four products per step into two float64x2 sums, added up at the end.
PartialDot dot_simd(const float* a, const float* b, size_t n) {
  size_t j = 0;
  v128_t low = wasm_f64x2_splat(0.0), high = wasm_f64x2_splat(0.0);
  for (; j + 4 <= n; j += 4) {
    const v128_t x = wasm_v128_load(a + j), y = wasm_v128_load(b + j);
    low = wasm_f64x2_add(
        low, wasm_f64x2_mul(wasm_f64x2_promote_low_f32x4(x), wasm_f64x2_promote_low_f32x4(y)));
    const v128_t x_high = wasm_i32x4_shuffle(x, x, 2, 3, 0, 1);
    const v128_t y_high = wasm_i32x4_shuffle(y, y, 2, 3, 0, 1);
    high = wasm_f64x2_add(high, wasm_f64x2_mul(wasm_f64x2_promote_low_f32x4(x_high),
                                               wasm_f64x2_promote_low_f32x4(y_high)));
  }
  const v128_t sum = wasm_f64x2_add(low, high);
  return PartialDot{wasm_f64x2_extract_lane(sum, 0) + wasm_f64x2_extract_lane(sum, 1), j};
}
#else
// No SIMD: the scalar loop adds every product.
PartialDot dot_simd(const float*, const float*, size_t) { return PartialDot{0.0, 0}; }
#endif

// sum_j a[j] * b[j] with float64 accumulation: products of floats are exact in double, so the only
// error is the double additions (d_model <= 2^28 terms, far below float32 resolution).
double dot(const float* a, const float* b, size_t n) {
  const PartialDot partial = dot_simd(a, b, n);
  double total = partial.total;
  for (size_t j = partial.done; j < n; ++j) {
    total += static_cast<double>(a[j]) * static_cast<double>(b[j]);
  }
  return total;
}

}  // namespace

Status row_dot_products(const float* table, size_t length, size_t d_model, float* out) {
  if (table == nullptr || out == nullptr || length == 0 || d_model == 0 ||
      !detail::fits_in_memory({length, d_model}, sizeof(float)) ||
      !detail::fits_in_memory({length, length}, sizeof(float))) {
    return Status::kInvalidArgument;
  }
  // The matrix is symmetric: compute the upper triangle and mirror it.
  for (size_t t = 0; t < length; ++t) {
    for (size_t s = t; s < length; ++s) {
      const float value =
          static_cast<float>(dot(table + t * d_model, table + s * d_model, d_model));
      out[t * length + s] = value;
      out[s * length + t] = value;
    }
  }
  return Status::kOk;
}

}  // namespace positional_encoding
