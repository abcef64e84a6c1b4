#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

TEST(RowDotProducts, MatchesAFloat64LoopAndIsSymmetric) {
  const size_t length = 5, d_model = 7;
  std::vector<float> table(length * d_model);
  for (size_t i = 0; i < table.size(); ++i) table[i] = std::sin(0.37f * static_cast<float>(i));
  std::vector<float> out(length * length);
  ASSERT_EQ(pe::row_dot_products(table.data(), length, d_model, out.data()), pe::Status::kOk);
  for (size_t t = 0; t < length; ++t) {
    for (size_t s = 0; s < length; ++s) {
      double expected = 0;
      for (size_t j = 0; j < d_model; ++j)
        expected += double(table[t * d_model + j]) * table[s * d_model + j];
      EXPECT_EQ(out[t * length + s], static_cast<float>(expected));
      EXPECT_EQ(out[t * length + s], out[s * length + t]);
    }
  }
}

TEST(RowDotProducts, SinusoidalRowsDependOnlyOnTheDistance) {
  // The blog post's identity: PE_t . PE_{t+k} = sum_i cos(w_i k) for even d_model.
  const size_t length = 40, d_model = 64;
  std::vector<float> table(length * d_model), out(length * length);
  ASSERT_EQ(pe::sinusoidal_table(table.data(), length, d_model, pe::TableOptions{}),
            pe::Status::kOk);
  ASSERT_EQ(pe::row_dot_products(table.data(), length, d_model, out.data()), pe::Status::kOk);
  for (size_t t = 0; t + 3 < length; ++t) {
    double expected = 0;
    for (size_t i = 0; i < d_model / 2; ++i)
      expected += std::cos(3.0 * std::pow(10000.0, -2.0 * i / d_model));
    // 32 terms, each within 2e-7 of exact in both factors: |error| <= 2 * 64 * 2e-7 (plus
    // rounding).
    EXPECT_NEAR(out[t * length + t + 3], expected, 3e-5) << t;
  }
  EXPECT_NEAR(out[0], 32.0, 1e-5);  // |PE_t|^2 = d_model / 2
}

TEST(RowDotProducts, RejectsInvalidArguments) {
  std::vector<float> table(4), out(4);
  EXPECT_EQ(pe::row_dot_products(nullptr, 2, 2, out.data()), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::row_dot_products(table.data(), 0, 2, out.data()), pe::Status::kInvalidArgument);
}

}  // namespace
