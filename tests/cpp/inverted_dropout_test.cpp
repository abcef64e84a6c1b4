#include <gtest/gtest.h>

#include <vector>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

TEST(InvertedDropout, ZeroProbabilityLeavesDataUnchanged) {
  std::vector<float> data = {1, 2, 3, 4};
  ASSERT_EQ(pe::apply_inverted_dropout(data.data(), data.size(), 0.0, 42), pe::Status::kOk);
  EXPECT_EQ(data, (std::vector<float>{1, 2, 3, 4}));
}

TEST(InvertedDropout, ZeroesAboutPAndScalesTheRestByOneOverOneMinusP) {
  const double p = 0.25;
  std::vector<float> data(100000, 3.0f);
  ASSERT_EQ(pe::apply_inverted_dropout(data.data(), data.size(), p, 7), pe::Status::kOk);
  size_t zeros = 0;
  for (float v : data) {
    if (v == 0.0f) {
      ++zeros;
    } else {
      ASSERT_FLOAT_EQ(v, 4.0f);
    }
  }
  // Binomial(100000, 0.25): standard deviation 137, so 6 sigma is about 820.
  EXPECT_NEAR(static_cast<double>(zeros), 25000.0, 820.0);
}

TEST(InvertedDropout, SameSeedSameMaskOtherSeedOtherMask) {
  std::vector<float> a(1000, 1.0f), b(1000, 1.0f), c(1000, 1.0f);
  pe::apply_inverted_dropout(a.data(), a.size(), 0.5, 123);
  pe::apply_inverted_dropout(b.data(), b.size(), 0.5, 123);
  pe::apply_inverted_dropout(c.data(), c.size(), 0.5, 124);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
}

TEST(InvertedDropout, RejectsProbabilitiesOutsideZeroToOne) {
  std::vector<float> data(4, 1.0f);
  for (double p : {-0.1, 1.0, 2.0}) {
    EXPECT_EQ(pe::apply_inverted_dropout(data.data(), data.size(), p, 1),
              pe::Status::kInvalidArgument);
  }
}

}  // namespace
