#include "frequency.h"
#include "positional_encoding.h"
#include "rotation_kernel.h"

namespace positional_encoding {

Status frequencies(double* out, size_t d_model, double base, Exponent exponent) {
  TableOptions options;
  options.base = base;
  options.exponent = exponent;
  if (out == nullptr || !detail::valid_table_arguments(1, d_model, options)) {
    return Status::kInvalidArgument;
  }
  const double log_base = std::log(base);
  for (size_t i = 0; i < (d_model + 1) / 2; ++i)
    out[i] = detail::frequency(i, d_model, log_base, exponent);
  return Status::kOk;
}

Status angles(double* out, size_t length, size_t d_model, const TableOptions& options) {
  if (out == nullptr || !detail::valid_table_arguments(length, d_model, options)) {
    return Status::kInvalidArgument;
  }
  const size_t pairs = (d_model + 1) / 2;
  const double log_base = std::log(options.base);
  for (size_t row = 0; row < length; ++row) {
    const double position = options.offset + static_cast<double>(row);
    for (size_t i = 0; i < pairs; ++i) {
      out[row * pairs + i] = position * detail::frequency(i, d_model, log_base, options.exponent);
    }
  }
  return Status::kOk;
}

}  // namespace positional_encoding
