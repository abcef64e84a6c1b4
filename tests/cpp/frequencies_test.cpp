#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

TEST(Frequencies, AreTheArticlesDivTerm) {
  // div_term = exp(arange(0, 4, 2) * -(log(100) / 4)) = [1.0, 0.1] for d_model = 4, n = 100.
  std::vector<double> w(2);
  ASSERT_EQ(pe::frequencies(w.data(), 4, 100), pe::Status::kOk);
  EXPECT_DOUBLE_EQ(w[0], 1.0);
  EXPECT_NEAR(w[1], 0.1, 1e-16);
}

TEST(Frequencies, OddDModelHasOneMoreSineFrequency) {
  std::vector<double> w(3);
  ASSERT_EQ(pe::frequencies(w.data(), 5, 10000), pe::Status::kOk);
  EXPECT_NEAR(w[2], std::pow(10000.0, -4.0 / 5.0), 1e-15);
}

TEST(Angles, ArePositionTimesFrequencyAndTheTablesSinesAndCosines) {
  pe::TableOptions options;
  options.base = 100;
  options.offset = 3;
  std::vector<double> a(10 * 2);
  std::vector<float> table(10 * 4);
  ASSERT_EQ(pe::angles(a.data(), 10, 4, options), pe::Status::kOk);
  ASSERT_EQ(pe::sinusoidal_table(table.data(), 10, 4, options), pe::Status::kOk);
  for (size_t row = 0; row < 10; ++row) {
    EXPECT_DOUBLE_EQ(a[row * 2], 3.0 + row);
    EXPECT_NEAR(a[row * 2 + 1], (3.0 + row) * 0.1, 1e-14);
    EXPECT_NEAR(std::sin(a[row * 2 + 1]), table[row * 4 + 2], 2e-7);
    EXPECT_NEAR(std::cos(a[row * 2 + 1]), table[row * 4 + 3], 2e-7);
  }
}

TEST(Frequencies, RejectInvalidArguments) {
  std::vector<double> w(4);
  EXPECT_EQ(pe::frequencies(w.data(), 0, 100), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::frequencies(w.data(), 4, 1), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::angles(w.data(), 0, 4, pe::TableOptions{}), pe::Status::kInvalidArgument);
}

}  // namespace
