#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

// The paper's get_slopes, written the way its Python reads (float64 powers of the start value).
std::vector<double> paper_slopes(size_t heads) {
  auto power_of_two = [](size_t n) {
    std::vector<double> slopes;
    const double start = std::pow(2.0, -std::pow(2.0, -(std::log2(double(n)) - 3)));
    for (size_t i = 0; i < n; ++i) slopes.push_back(start * std::pow(start, double(i)));
    return slopes;
  };
  size_t closest = 1;
  while (closest * 2 <= heads) closest *= 2;
  std::vector<double> slopes = power_of_two(closest);
  const std::vector<double> doubled = power_of_two(2 * closest);
  for (size_t r = 0; closest + r < heads; ++r) slopes.push_back(doubled[2 * r]);
  return slopes;
}

TEST(AlibiSlopes, MatchThePapersRuleForEveryHeadCountTo64) {
  for (size_t heads = 1; heads <= 64; ++heads) {
    std::vector<double> slopes(heads);
    ASSERT_EQ(pe::alibi_slopes(slopes.data(), heads), pe::Status::kOk);
    const std::vector<double> expected = paper_slopes(heads);
    size_t closest = 1;
    while (closest * 2 <= heads) closest *= 2;
    for (size_t h = 0; h < heads; ++h) {
      // The definition: 2^(-8 (h + 1) / c), then 2^(-8 (2r + 1) / 2c); exp2 vs pow: 1 ulp.
      const double exponent = h < closest
                                  ? -8.0 * double(h + 1) / double(closest)
                                  : -8.0 * double(2 * (h - closest) + 1) / double(2 * closest);
      EXPECT_NEAR(slopes[h], std::pow(2.0, exponent), slopes[h] * 2.3e-16) << heads << " " << h;
      // The paper's start * start^i carries the start's rounding i times: (h + 2) ulps.
      EXPECT_NEAR(slopes[h], expected[h], double(h + 2) * expected[h] * 2.3e-16)
          << heads << " " << h;
    }
  }
  double eight[8];
  pe::alibi_slopes(eight, 8);
  EXPECT_EQ(eight[0], 0.5);  // 2^-1 .. 2^-8 exactly
  EXPECT_EQ(eight[7], 1.0 / 256);
}

TEST(AlibiBias, CausalAndSymmetricFollowTheDefinition) {
  const size_t heads = 3, length = 5, keys = 7;
  std::vector<double> slopes(heads);
  pe::alibi_slopes(slopes.data(), heads);
  for (const auto mode : {pe::AlibiMode::kCausal, pe::AlibiMode::kSymmetric}) {
    for (const double offset : {0.0, 2.0}) {
      std::vector<float> out(heads * length * keys);
      pe::AlibiOptions options;
      options.mode = mode;
      options.offset = offset;
      ASSERT_EQ(pe::alibi_bias(out.data(), heads, length, keys, options), pe::Status::kOk);
      for (size_t h = 0; h < heads; ++h) {
        for (size_t i = 0; i < length; ++i) {
          for (size_t j = 0; j < keys; ++j) {
            const double d = offset + double(i) - double(j);
            const float value = out[(h * length + i) * keys + j];
            if (mode == pe::AlibiMode::kCausal && d < 0) {
              EXPECT_EQ(value, -std::numeric_limits<float>::infinity());
            } else {
              EXPECT_EQ(value, static_cast<float>(-slopes[h] * std::fabs(d)));
              if (d == 0) EXPECT_FALSE(std::signbit(value));  // +0 on the diagonal
            }
          }
        }
      }
    }
  }
}

TEST(AlibiBias, RejectsInvalidArguments) {
  std::vector<float> out(16);
  pe::AlibiOptions options;
  EXPECT_EQ(pe::alibi_bias(out.data(), 0, 2, 2, options), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::alibi_bias(out.data(), 1, 0, 2, options), pe::Status::kInvalidArgument);
  options.offset = 0.5;
  EXPECT_EQ(pe::alibi_bias(out.data(), 1, 2, 2, options), pe::Status::kInvalidArgument);
  options.offset = 0;
  options.mode = static_cast<pe::AlibiMode>(7);
  EXPECT_EQ(pe::alibi_bias(out.data(), 1, 2, 2, options), pe::Status::kInvalidArgument);
  double slopes[2];
  EXPECT_EQ(pe::alibi_slopes(slopes, 0), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::alibi_slopes(nullptr, 2), pe::Status::kInvalidArgument);
}

}  // namespace
