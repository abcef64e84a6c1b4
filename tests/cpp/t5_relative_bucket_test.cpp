#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

// Hugging Face's _relative_position_bucket with its float32 steps spelled out (torch on the CPU).
int32_t reference_bucket(int64_t r, bool bidirectional, int32_t num_buckets, int32_t max_distance) {
  int32_t buckets = num_buckets, result = 0;
  int64_t n;
  if (bidirectional) {
    buckets /= 2;
    result = r > 0 ? buckets : 0;
    n = r < 0 ? -r : r;
  } else {
    n = r < 0 ? -r : 0;
  }
  const int32_t max_exact = buckets / 2;
  if (n < max_exact) return result + int32_t(n);
  const float ratio = float(n) / float(max_exact);
  const float logged = float(std::log(double(ratio)));
  const float range = float(std::log(double(max_distance) / max_exact));
  const int32_t large = max_exact + int32_t((logged / range) * float(buckets - max_exact));
  return result + std::min(large, buckets - 1);
}

TEST(T5RelativeBucket, KnownValuesOfT5Base) {
  const pe::T5BucketOptions options;  // bidirectional, 32 buckets, max distance 128
  // |r| < 8 exact; 8..11 -> 8, 12..15 -> 9, 16 -> 10 (log2 is exact there), far -> 15 (+16 if r >
  // 0).
  const std::vector<std::pair<int, int>> expected = {
      {0, 0},     {-1, 1},    {-7, 7},       {-8, 8}, {-11, 8}, {-12, 9}, {-15, 9}, {-16, 10},
      {-127, 15}, {-128, 15}, {-100000, 15}, {1, 17}, {7, 23},  {8, 24},  {16, 26}, {128, 31}};
  for (const auto& [r, bucket] : expected)
    EXPECT_EQ(pe::t5_relative_bucket(r, options), bucket) << r;
}

TEST(T5RelativeBucket, EqualsTheFloat32ReferenceForEveryPositionBelow100000) {
  for (const bool bidirectional : {true, false}) {
    for (const auto& [buckets, distance] : {std::pair{32, 128}, {64, 256}, {16, 64}, {128, 1024}}) {
      pe::T5BucketOptions options;
      options.bidirectional = bidirectional;
      options.num_buckets = buckets;
      options.max_distance = distance;
      for (int64_t r = -100000; r <= 100000; ++r) {
        ASSERT_EQ(pe::t5_relative_bucket(r, options),
                  reference_bucket(r, bidirectional, buckets, distance))
            << r << " " << bidirectional << " " << buckets;
      }
    }
  }
}

TEST(T5BucketMatrix, RowsAreKeyMinusQuery) {
  pe::T5BucketOptions options;
  options.bidirectional = false;
  const size_t q = 5, k = 9;
  std::vector<int32_t> out(q * k);
  ASSERT_EQ(pe::t5_bucket_matrix(out.data(), q, k, 3, options), pe::Status::kOk);
  for (size_t i = 0; i < q; ++i) {
    for (size_t j = 0; j < k; ++j) {
      EXPECT_EQ(out[i * k + j], pe::t5_relative_bucket(int64_t(j) - int64_t(i + 3), options));
    }
  }
}

TEST(T5RelativeBucket, RejectsInvalidOptions) {
  std::vector<int32_t> r(1), out(1);
  pe::T5BucketOptions options;
  options.num_buckets = 31;  // odd while bidirectional
  EXPECT_EQ(pe::t5_relative_buckets(r.data(), out.data(), 1, options),
            pe::Status::kInvalidArgument);
  options.num_buckets = 32;
  options.max_distance = 16;  // <= num_buckets / 2
  EXPECT_EQ(pe::t5_relative_buckets(r.data(), out.data(), 1, options),
            pe::Status::kInvalidArgument);
  options.max_distance = 128;
  EXPECT_EQ(pe::t5_bucket_matrix(out.data(), 0, 1, 0, options), pe::Status::kInvalidArgument);
  options.bidirectional = false;
  options.num_buckets = 1;
  EXPECT_FALSE(pe::t5_bucket_options_valid(options));
}

}  // namespace

// Found by tests/fuzz/fuzz_t5.cpp: -INT64_MIN overflowed (undefined behaviour; in practice a
// negative n and a negative bucket). Every int64 is accepted, and both extremes are past any
// max_distance.
TEST(T5RelativeBucket, TheInt64ExtremesGetTheLastBuckets) {
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  pe::T5BucketOptions bidirectional;  // 32 buckets, 16 a side
  EXPECT_EQ(pe::t5_relative_bucket(kMin, bidirectional), 15);
  EXPECT_EQ(pe::t5_relative_bucket(kMax, bidirectional), 31);
  pe::T5BucketOptions causal;
  causal.bidirectional = false;
  EXPECT_EQ(pe::t5_relative_bucket(kMin, causal), 31);
  EXPECT_EQ(pe::t5_relative_bucket(kMax, causal), 0);
}
