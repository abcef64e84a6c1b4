#include "positional_encoding.h"
#include "rotation_kernel.h"

namespace positional_encoding {
namespace {

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

}  // namespace

Status sinusoidal_table(float* out, size_t length, size_t d_model, const TableOptions& options) {
  if (out == nullptr || !detail::valid_table_arguments(length, d_model, options)) {
    return Status::kInvalidArgument;
  }
  StoreWriter writer{out, d_model};
  const detail::TableShape shape{length, d_model, options.offset, options.layout};
  return detail::generate_rows(shape, options.base, writer);
}

}  // namespace positional_encoding
