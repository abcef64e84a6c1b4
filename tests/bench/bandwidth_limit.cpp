// The memory-bandwidth yardsticks for `npm run bench`: the fastest a wasm SIMD loop can only
// store n floats, or read n floats and write n floats (to another array, or back in place). A
// kernel cannot beat these; the bench prints each kernel's time as a multiple of them.
#include <wasm_simd128.h>

#include <cstddef>
#include <cstdlib>

extern "C" {

float* allocate_floats(size_t n) { return static_cast<float*>(std::aligned_alloc(16, n * 4)); }

void release_floats(float* p) { std::free(p); }

// 0.5f is not a repeated byte, so the compiler cannot turn this into memset.
void store_limit(float* out, size_t n) {
  const v128_t value = wasm_f32x4_splat(0.5f);
  for (size_t i = 0; i + 4 <= n; i += 4) wasm_v128_store(out + i, value);
}

void read_write_limit(const float* x, float* y, size_t n, float scale) {
  const v128_t s = wasm_f32x4_splat(scale);
  for (size_t i = 0; i + 4 <= n; i += 4) {
    wasm_v128_store(y + i, wasm_f32x4_mul(s, wasm_v128_load(x + i)));
  }
}

// In place (x read and written back), the memory traffic of an in-place kernel such as applyRope
// with inPlace: the written lines are already in cache, so no write-allocate read of another
// array. Multiplying by -1 keeps the values bounded however often the loop runs.
void read_write_in_place_limit(float* x, size_t n) {
  const v128_t minus_one = wasm_f32x4_splat(-1.0f);
  for (size_t i = 0; i + 4 <= n; i += 4) {
    wasm_v128_store(x + i, wasm_f32x4_mul(minus_one, wasm_v128_load(x + i)));
  }
}
}
