// The float64 definition of formula (15.1), used as the reference every build is measured against.
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

#include "positional_encoding.h"

namespace reference {

// The exponent e_i of w_i = base^(-e_i): 2i / d_model (the paper), or tensor2tensor's
// i / (h - 1), h = floor(d_model / 2), with its max(h - 1, 1).
inline double exponent(size_t pair, size_t d_model, positional_encoding::Exponent kind) {
  const double i = static_cast<double>(pair);
  if (kind == positional_encoding::Exponent::kTensor2tensor) {
    const double h = static_cast<double>(d_model / 2);
    return i / std::fmax(h - 1.0, 1.0);
  }
  return 2.0 * i / static_cast<double>(d_model);
}

// PE(pos, j) in float64 with TensorFlow's i = j // 2 rule (interleaved layout).
inline double value(double position, size_t column, size_t d_model, double base,
                    positional_encoding::Exponent kind = positional_encoding::Exponent::kPaper) {
  const double angle = position / std::pow(base, exponent(column / 2, d_model, kind));
  return column % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

// The column of the interleaved layout that holds split-layout column `column`.
inline size_t interleaved_column(size_t column, size_t d_model,
                                 positional_encoding::Layout layout) {
  if (layout == positional_encoding::Layout::kInterleaved) return column;
  const size_t sines = (d_model + 1) / 2;
  return column < sines ? 2 * column : 2 * (column - sines) + 1;
}

// Largest |table - float(reference)| over the whole table.
inline double max_error(const std::vector<float>& table, size_t length, size_t d_model,
                        const positional_encoding::TableOptions& options) {
  double worst = 0.0;
  for (size_t row = 0; row < length; ++row) {
    for (size_t column = 0; column < d_model; ++column) {
      const double expected =
          static_cast<float>(value(options.offset + static_cast<double>(row),
                                   interleaved_column(column, d_model, options.layout), d_model,
                                   options.base, options.exponent));
      worst = std::fmax(worst, std::fabs(table[row * d_model + column] - expected));
    }
  }
  return worst;
}

}  // namespace reference
