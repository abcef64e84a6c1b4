// w_i = base^(-2i/d), written as the tutorial's div_term exp(-2i ln(n) / d): the one definition
// shared by the tables and by the frequencies/angles the explorer shows.
#pragma once

#include <cmath>
#include <cstddef>

namespace positional_encoding::detail {

inline double frequency(size_t pair, size_t d_model, double log_base) {
  return std::exp(-2.0 * static_cast<double>(pair) * log_base / static_cast<double>(d_model));
}

}  // namespace positional_encoding::detail
