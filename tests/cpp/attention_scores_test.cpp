#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

std::vector<float> filled(size_t n, float step) {
  std::vector<float> values(n);
  for (size_t i = 0; i < n; ++i) values[i] = std::sin(step * float(i + 1));
  return values;
}

TEST(AttentionScores, AlibiScoresAreScaledDotsPlusTheBias) {
  const size_t heads = 2, length = 6, dim = 5;
  const std::vector<float> q = filled(heads * length * dim, 0.31f), k = filled(q.size(), 0.73f);
  std::vector<float> out(heads * length * length);
  pe::AttentionScoreOptions options;
  options.encoding = pe::ScoreEncoding::kAlibi;
  options.alibi_mode = pe::AlibiMode::kCausal;
  ASSERT_EQ(pe::attention_scores(q.data(), k.data(), out.data(), heads, length, dim, options),
            pe::Status::kOk);
  double slopes[2];
  pe::alibi_slopes(slopes, 2);
  for (size_t h = 0; h < heads; ++h) {
    for (size_t i = 0; i < length; ++i) {
      for (size_t j = 0; j < length; ++j) {
        const float value = out[(h * length + i) * length + j];
        if (j > i) {
          EXPECT_EQ(value, -std::numeric_limits<float>::infinity());
          continue;
        }
        double dot = 0;
        for (size_t c = 0; c < dim; ++c) {
          dot += double(q[(h * length + i) * dim + c]) * k[(h * length + j) * dim + c];
        }
        const double expected = dot / std::sqrt(5.0) - slopes[h] * double(i - j);
        EXPECT_NEAR(value, expected, std::fabs(expected) * 1.2e-7) << h << i << j;
      }
    }
  }
}

TEST(AttentionScores, SoftmaxRowsSumToOneAndMaskedWeightsAreZero) {
  const size_t heads = 1, length = 9, dim = 8;
  const std::vector<float> q = filled(length * dim, 0.5f), k = filled(length * dim, 0.9f);
  std::vector<float> bias(32 * heads);
  for (size_t b = 0; b < bias.size(); ++b) bias[b] = 0.1f * float(b);
  std::vector<float> out(length * length);
  pe::AttentionScoreOptions options;
  options.encoding = pe::ScoreEncoding::kT5;
  options.t5_bias = bias.data();
  options.causal = true;
  options.softmax = true;
  ASSERT_EQ(pe::attention_scores(q.data(), k.data(), out.data(), heads, length, dim, options),
            pe::Status::kOk);
  for (size_t i = 0; i < length; ++i) {
    double sum = 0;
    for (size_t j = 0; j < length; ++j) {
      if (j > i) EXPECT_EQ(out[i * length + j], 0.0f);
      sum += out[i * length + j];
    }
    EXPECT_NEAR(sum, 1.0, length * 6e-8);
  }
}

TEST(AttentionDecomposition, TheFourTermsAddUpToTheTotal) {
  const size_t length = 6, d_model = 4, dim = 3;
  const std::vector<float> x = filled(length * d_model, 0.7f), p = filled(length * d_model, 1.3f);
  const std::vector<float> wq = filled(d_model * dim, 2.1f), wk = filled(d_model * dim, 0.2f);
  std::vector<float> terms(5 * length * length);
  float* t = terms.data();
  const size_t n = length * length;
  const pe::ScoreTerms out{t, t + n, t + 2 * n, t + 3 * n, t + 4 * n};
  ASSERT_EQ(pe::attention_decomposition(x.data(), p.data(), wq.data(), wk.data(), length, d_model,
                                        dim, out),
            pe::Status::kOk);
  for (size_t e = 0; e < n; ++e) {
    const double sum = double(t[e]) + t[n + e] + t[2 * n + e] + t[3 * n + e];
    double bound = 0;
    for (size_t term = 0; term < 5; ++term) bound += std::fabs(t[term * n + e]) * 6e-8;
    EXPECT_LE(std::fabs(t[4 * n + e] - sum), bound) << e;
  }
}

TEST(AttentionScores, RejectsInvalidArguments) {
  std::vector<float> q(4), out(4);
  pe::AttentionScoreOptions options;
  EXPECT_EQ(pe::attention_scores(q.data(), q.data(), out.data(), 1, 0, 4, options),
            pe::Status::kInvalidArgument);
  options.encoding = pe::ScoreEncoding::kT5;  // no bias table
  EXPECT_EQ(pe::attention_scores(q.data(), q.data(), out.data(), 1, 1, 4, options),
            pe::Status::kInvalidArgument);
  options.encoding = static_cast<pe::ScoreEncoding>(3);  // RoPE is applied before, in TypeScript
  EXPECT_EQ(pe::attention_scores(q.data(), q.data(), out.data(), 1, 1, 4, options),
            pe::Status::kInvalidArgument);
}

}  // namespace

// Found by tests/fuzz/fuzz_attention.cpp: a finite scale that carries q.k past float64's range
// made every softmax weight NaN (inf - inf). The weights are still defined: all on the larger
// score.
TEST(AttentionScores, SoftmaxSurvivesScoresPastTheFloat64Range) {
  const std::vector<float> q = {1e20f, 1e20f}, k = {1e20f, 2e20f};  // 1 head, length 2, dim 1
  std::vector<float> out(4);
  pe::AttentionScoreOptions options;
  options.scale = 1e300;  // scores 1e340 and 2e340
  options.softmax = true;
  ASSERT_EQ(pe::attention_scores(q.data(), k.data(), out.data(), 1, 2, 1, options),
            pe::Status::kOk);
  EXPECT_EQ(out, (std::vector<float>{0.0f, 1.0f, 0.0f, 1.0f}));
  options.causal = true;  // row 0 sees key 0 only
  ASSERT_EQ(pe::attention_scores(q.data(), k.data(), out.data(), 1, 2, 1, options),
            pe::Status::kOk);
  EXPECT_EQ(out, (std::vector<float>{1.0f, 0.0f, 0.0f, 1.0f}));
}
