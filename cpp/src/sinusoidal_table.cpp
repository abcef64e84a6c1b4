#include "positional_encoding.h"
#include "rotation_kernel.h"

namespace positional_encoding {
Status sinusoidal_table(float* out, size_t length, size_t d_model, const TableOptions& options) {
  if (out == nullptr || !detail::valid_table_arguments(length, d_model, options)) {
    return Status::kInvalidArgument;
  }
  detail::StoreWriter writer{out, d_model};
  const detail::TableShape shape{length, d_model, options.offset, options.layout};
  return detail::generate_rows(shape, options.base, writer);
}

}  // namespace positional_encoding
