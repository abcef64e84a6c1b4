#include <gtest/gtest.h>

#include <cmath>
#include <utility>
#include <vector>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

// The article's 3x6x4 embeddings, printed with 2 decimals.
const std::vector<float> kEmbeddings = {
    -0.27f, -0.82f, 0.33f,  1.39f,  1.72f,  -0.63f, -1.13f, 0.10f,  -0.23f, -0.07f, -0.28f, 1.17f,
    0.61f,  1.46f,  1.21f,  0.84f,  -2.05f, 1.77f,  1.51f,  -0.21f, 0.86f,  -1.81f, 0.55f,  0.98f,
    0.06f,  -0.34f, 2.08f,  -1.24f, 1.44f,  -0.64f, 0.78f,  -1.10f, 1.78f,  1.22f,  1.12f,  -2.35f,
    -0.48f, -0.40f, 1.73f,  0.54f,  1.28f,  -0.18f, 0.52f,  2.10f,  0.34f,  0.62f,  -0.45f, -0.64f,
    -0.22f, -0.66f, -1.00f, -0.04f, -0.23f, -0.07f, -0.28f, 1.17f,  1.44f,  -0.64f, 0.78f,  -1.10f,
    1.78f,  1.22f,  1.12f,  -2.35f, -0.48f, -0.40f, 1.73f,  0.54f,  0.70f,  -1.35f, 0.15f,  -1.44f};

// The article's printed sums for n = 100.
const std::vector<float> kSumsBase100 = {
    -0.27f, 0.18f,  0.33f,  2.39f,  2.57f,  -0.09f, -1.03f, 1.09f,  0.68f,  -0.49f, -0.08f, 2.15f,
    0.75f,  0.47f,  1.50f,  1.80f,  -2.80f, 1.12f,  1.90f,  0.71f,  -0.10f, -1.53f, 1.03f,  1.86f,
    0.06f,  0.66f,  2.08f,  -0.24f, 2.28f,  -0.10f, 0.88f,  -0.10f, 2.69f,  0.80f,  1.32f,  -1.37f,
    -0.34f, -1.39f, 2.03f,  1.50f,  0.52f,  -0.83f, 0.91f,  3.02f,  -0.62f, 0.90f,  0.03f,  0.23f,
    -0.22f, 0.34f,  -1.00f, 0.96f,  0.61f,  0.47f,  -0.18f, 2.16f,  2.35f,  -1.06f, 0.98f,  -0.12f,
    1.92f,  0.23f,  1.41f,  -1.40f, -1.24f, -1.06f, 2.12f,  1.46f,  -0.26f, -1.06f, 0.63f,  -0.56f};

pe::TableOptions base(double n) {
  pe::TableOptions options;
  options.base = n;
  return options;
}

TEST(AddPositionalEncoding, ReproducesTheArticlesSumsForBase100) {
  std::vector<float> y(kEmbeddings.size());
  ASSERT_EQ(pe::add_positional_encoding(kEmbeddings.data(), y.data(), 3, 6, 4, 1.0f, base(100)),
            pe::Status::kOk);
  // The article added unrounded embeddings and printed both to 2 decimals: each side may be off
  // by half a unit in the last place, so the sums agree within 0.01.
  for (size_t i = 0; i < y.size(); ++i) EXPECT_NEAR(y[i], kSumsBase100[i], 0.01 + 1e-6) << i;
}

TEST(AddPositionalEncoding, EqualsScaledInputPlusTheTableExactly) {
  const size_t batch = 3, length = 6, d_model = 4;
  for (float scale : {1.0f, 2.0f, std::sqrt(4.0f)}) {
    std::vector<float> pe_table(length * d_model), y(kEmbeddings.size());
    pe::TableOptions options = base(10000);
    options.offset = 77;
    ASSERT_EQ(pe::sinusoidal_table(pe_table.data(), length, d_model, options), pe::Status::kOk);
    ASSERT_EQ(pe::add_positional_encoding(kEmbeddings.data(), y.data(), batch, length, d_model,
                                          scale, options),
              pe::Status::kOk);
    for (size_t i = 0; i < y.size(); ++i) {
      ASSERT_EQ(y[i], scale * kEmbeddings[i] + pe_table[i % (length * d_model)]) << i;
    }
  }
}

// The fused sum must use exactly the values sinusoidal_table returns.
void expect_fused_sum_uses_the_table(size_t batch, size_t length, size_t d_model,
                                     pe::Layout layout) {
  const float scale = 1.75f;
  pe::TableOptions options = base(10000);
  options.offset = 5;
  options.layout = layout;
  std::vector<float> pe_table(length * d_model), x(batch * length * d_model), y(x.size());
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i % 29) * 0.125f - 1.5f;
  ASSERT_EQ(pe::sinusoidal_table(pe_table.data(), length, d_model, options), pe::Status::kOk);
  ASSERT_EQ(pe::add_positional_encoding(x.data(), y.data(), batch, length, d_model, scale, options),
            pe::Status::kOk);
  for (size_t i = 0; i < y.size(); ++i) {
    ASSERT_EQ(y[i], scale * x[i] + pe_table[i % (length * d_model)])
        << "batch=" << batch << " length=" << length << " d=" << d_model
        << " layout=" << static_cast<int>(layout) << " i=" << i;
  }
}

TEST(AddPositionalEncoding, EqualsTheTableForEveryWidthLayoutAndBatch) {
  // One chunk of pairs (d_model <= 1024) and several, even and odd; one block of rows, a short
  // group of blocks, a full group of four and a remainder; batches smaller and larger than a
  // block.
  const std::pair<size_t, size_t> batch_and_length[] = {{3, 70}, {1, 130}, {100, 2}, {2, 300}};
  for (auto [batch, length] : batch_and_length) {
    for (size_t d_model : {7u, 1024u, 1025u, 2050u, 2051u}) {
      for (auto layout : {pe::Layout::kInterleaved, pe::Layout::kSplit}) {
        expect_fused_sum_uses_the_table(batch, length, d_model, layout);
      }
    }
  }
}

TEST(AddPositionalEncoding, WorksInPlaceAndForWideOddModels) {
  const size_t batch = 2, length = 70, d_model = 1031;
  std::vector<float> x(batch * length * d_model);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i % 13) * 0.25f - 1.0f;
  std::vector<float> out_of_place(x.size()), in_place = x;
  ASSERT_EQ(pe::add_positional_encoding(x.data(), out_of_place.data(), batch, length, d_model, 1.5f,
                                        base(10000)),
            pe::Status::kOk);
  ASSERT_EQ(pe::add_positional_encoding(in_place.data(), in_place.data(), batch, length, d_model,
                                        1.5f, base(10000)),
            pe::Status::kOk);
  EXPECT_EQ(in_place, out_of_place);
}

TEST(AddPositionalEncoding, RejectsInvalidArguments) {
  std::vector<float> x(24), y(24);
  EXPECT_EQ(pe::add_positional_encoding(x.data(), y.data(), 0, 6, 4, 1, base(100)),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::add_positional_encoding(x.data(), y.data(), 1, 6, 4, NAN, base(100)),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::add_positional_encoding(nullptr, y.data(), 1, 6, 4, 1, base(100)),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::add_positional_encoding(x.data(), y.data(), 1, 6, 4, 1, base(1)),
            pe::Status::kInvalidArgument);
}

}  // namespace
