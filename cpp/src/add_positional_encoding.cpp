#include "positional_encoding.h"
#include "rotation_kernel.h"

namespace positional_encoding {
namespace {

// Adds each PE value to the same (position, dimension) of every sequence in the batch while the
// value is still in a register: x is read once and y written once.
struct ScaledAddWriter {
  const float* x;
  float* y;
  size_t batch;
  size_t sequence_stride;  // length * d_model
  size_t d_model;
  float scale;

  void put1(size_t row, size_t column, float pe) {
    size_t at = row * d_model + column;
    for (size_t b = 0; b < batch; ++b, at += sequence_stride) y[at] = scale * x[at] + pe;
  }
#ifdef __wasm_simd128__
  void put4(size_t row, size_t column, v128_t pe) {
    const v128_t s = wasm_f32x4_splat(scale);
    size_t at = row * d_model + column;
    for (size_t b = 0; b < batch; ++b, at += sequence_stride) {
      wasm_v128_store(y + at, wasm_f32x4_add(wasm_f32x4_mul(s, wasm_v128_load(x + at)), pe));
    }
  }
#endif
};

}  // namespace

Status add_positional_encoding(const float* x, float* y, size_t batch, size_t length,
                               size_t d_model, float scale, const TableOptions& options) {
  if (x == nullptr || y == nullptr || batch == 0 || !std::isfinite(scale) ||
      !detail::valid_table_arguments(length, d_model, options)) {
    return Status::kInvalidArgument;
  }
  ScaledAddWriter writer{x, y, batch, length * d_model, d_model, scale};
  const detail::TableShape shape{length, d_model, options.offset, options.layout};
  return detail::generate_rows(shape, options.base, writer);
}

}  // namespace positional_encoding
