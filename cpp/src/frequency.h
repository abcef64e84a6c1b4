// w_i = base^(-2i/d), written as the tutorial's div_term exp(-2i ln(n) / d), or tensor2tensor's
// base^(-i / max(floor(d/2) - 1, 1)) written as its exp(-i ln(n) / max(h - 1, 1)): the one
// definition shared by the tables and by the frequencies/angles the explorer shows.
#pragma once

#include <cmath>
#include <cstddef>

#include "positional_encoding.h"

namespace positional_encoding::detail {

inline double frequency(size_t pair, size_t d_model, double log_base, Exponent exponent) {
  const double i = static_cast<double>(pair);
  if (exponent == Exponent::kTensor2tensor) {
    const size_t timescales = d_model / 2;
    const double steps = timescales > 1 ? static_cast<double>(timescales - 1) : 1.0;
    return std::exp(-i * log_base / steps);
  }
  return std::exp(-2.0 * i * log_base / static_cast<double>(d_model));
}

inline bool valid_exponent(Exponent exponent) {
  return exponent == Exponent::kPaper || exponent == Exponent::kTensor2tensor;
}

}  // namespace positional_encoding::detail
