// Sizes whose product no buffer can hold (more than SIZE_MAX bytes) are refused. Found by the
// fuzz harnesses (tests/fuzz): before, sinusoidal_table(out, 1, SIZE_MAX) returned kOk (its pair
// count wrapped to 0), alibi_bias and t5_bucket_matrix with a huge key_length wrapped their
// scratch size and copied SIZE_MAX bytes, and the other functions computed addresses that wrapped
// around. Each call here gets a small buffer: one that were not refused would write past it.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "positional_encoding.h"
#include "rope.h"

namespace pe = positional_encoding;

namespace {

constexpr size_t kHuge = SIZE_MAX;
constexpr size_t kHalf = SIZE_MAX / 2 + 1;  // times 2 (or times 4 bytes) wraps to 0

TEST(SizeLimits, TablesFrequenciesAndAnglesRefuseSizesPastSizeMax) {
  std::vector<float> out(64);
  std::vector<double> doubles(64);
  const pe::TableOptions options;
  EXPECT_EQ(pe::sinusoidal_table(out.data(), 1, kHuge, options), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::sinusoidal_table(out.data(), kHalf, 2, options), pe::Status::kInvalidArgument);
  pe::TableStream* stream = nullptr;
  EXPECT_EQ(pe::table_stream_open(&stream, kHalf, 8, options), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::add_positional_encoding(out.data(), out.data(), kHalf, 2, 2, 1.0f, options),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::frequencies(doubles.data(), kHuge, 10000.0), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::angles(doubles.data(), kHalf, 4, options), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::row_dot_products(out.data(), kHalf, 1, out.data()), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::row_dot_products(out.data(), 2, kHalf, out.data()), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::apply_inverted_dropout(out.data(), kHuge, 0.5, 1), pe::Status::kInvalidArgument);
}

TEST(SizeLimits, AttentionBiasesAndScoresRefuseSizesPastSizeMax) {
  std::vector<float> out(64);
  std::vector<int32_t> buckets(64);
  EXPECT_EQ(pe::alibi_bias(out.data(), 1, 2, kHuge, pe::AlibiOptions{}),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::t5_bucket_matrix(buckets.data(), 2, kHuge, 0.0, pe::T5BucketOptions{}),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::t5_relative_buckets(buckets.data(), buckets.data(), kHuge, pe::T5BucketOptions{}),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::attention_scores(out.data(), out.data(), out.data(), 2, kHalf, 1,
                                 pe::AttentionScoreOptions{}),
            pe::Status::kInvalidArgument);
  const pe::ScoreTerms terms{out.data(), out.data(), out.data(), out.data(), out.data()};
  EXPECT_EQ(pe::attention_decomposition(out.data(), out.data(), out.data(), out.data(), kHalf, 2, 1,
                                        terms),
            pe::Status::kInvalidArgument);
}

TEST(SizeLimits, RopeRefusesSizesPastSizeMax) {
  std::vector<float> x(64), y(64);
  const pe::RopeOptions options;
  const pe::RopePositions positions;
  EXPECT_NE(pe::rope_cos_sin(x.data(), y.data(), 1, kHuge - 1, options, positions),
            pe::Status::kOk);
  EXPECT_EQ(pe::apply_rope(x.data(), y.data(), kHalf, 2, 1, 2, options, positions),
            pe::Status::kInvalidArgument);
}

}  // namespace
