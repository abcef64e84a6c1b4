// Exponent::kTensor2tensor: tensor2tensor's and fairseq's frequencies base^(-i/(h-1)), under the
// same contract as the paper's exponent, through every entry point that builds a table.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "positional_encoding.h"
#include "reference.h"

namespace pe = positional_encoding;

namespace {

constexpr double kContractMaxError = 2e-7;  // the header's bound, the same for both exponents

pe::TableOptions t2t(double base = 10000.0, double offset = 0.0,
                     pe::Layout layout = pe::Layout::kInterleaved) {
  pe::TableOptions options;
  options.base = base;
  options.offset = offset;
  options.layout = layout;
  options.exponent = pe::Exponent::kTensor2tensor;
  return options;
}

std::vector<float> table(size_t length, size_t d_model, const pe::TableOptions& options) {
  std::vector<float> out(length * d_model, NAN);
  EXPECT_EQ(pe::sinusoidal_table(out.data(), length, d_model, options), pe::Status::kOk);
  return out;
}

// exp(x) with x = -i ln(n) / (h - 1) off by a few float64 ulps of |x| (ln, product, quotient)
// plus exp's own ulp: relative (3|x| + 4) 2^-53, as tests/fuzz/fuzz_frequencies.cpp allows.
double frequency_tolerance(double expected) {
  return (3.0 * -std::log(expected) + 4.0) * 1.12e-16 * expected;
}

std::vector<double> frequencies(size_t d_model, double base) {
  std::vector<double> w((d_model + 1) / 2, NAN);
  EXPECT_EQ(pe::frequencies(w.data(), d_model, base, pe::Exponent::kTensor2tensor),
            pe::Status::kOk);
  return w;
}

TEST(Tensor2tensorExponent, FrequenciesRunFromOneToExactlyOneOverBase) {
  // d_model 8: h = 4 timescales, w = 1, n^-1/3, n^-2/3, 1/n.
  const auto w = frequencies(8, 1000.0);
  const double expected[] = {1.0, 0.1, 0.01, 0.001};
  for (size_t i = 0; i < 4; ++i)
    EXPECT_NEAR(w[i], expected[i], frequency_tolerance(expected[i])) << i;
}

TEST(Tensor2tensorExponent, SmallAndOddWidthsFollowTheDocumentedRule) {
  // d 1, 2, 3: h - 1 <= 0 takes tensor2tensor's max(h - 1, 1): w_0 = 1, and d 3's last sine 1/n.
  EXPECT_EQ(frequencies(1, 100.0), std::vector<double>({1.0}));
  EXPECT_EQ(frequencies(2, 100.0), std::vector<double>({1.0}));
  const auto w3 = frequencies(3, 100.0);
  EXPECT_EQ(w3[0], 1.0);
  EXPECT_NEAR(w3[1], 0.01, frequency_tolerance(0.01));
  // d 7: h = 3, the first three are tensor2tensor's (1, 1/10, 1/100 for n 100); the odd width's
  // last sine continues the sequence at 1/1000.
  const auto w7 = frequencies(7, 100.0);
  const double expected[] = {1.0, 0.1, 0.01, 0.001};
  for (size_t i = 0; i < 4; ++i)
    EXPECT_NEAR(w7[i], expected[i], frequency_tolerance(expected[i])) << i;
}

TEST(Tensor2tensorExponent, AnglesUseTheSameFrequencies) {
  const size_t d_model = 10, pairs = 5, length = 3;
  const auto w = frequencies(d_model, 10000.0);
  std::vector<double> a(length * pairs);
  ASSERT_EQ(pe::angles(a.data(), length, d_model, t2t(10000.0, 7.0)), pe::Status::kOk);
  for (size_t row = 0; row < length; ++row)
    for (size_t i = 0; i < pairs; ++i) EXPECT_EQ(a[row * pairs + i], (7.0 + row) * w[i]);
}

TEST(Tensor2tensorExponent, Tensor2tensorsOwnTableForDModel4) {
  // get_timing_signal_1d(3, 4) (min_timescale 1, max 1e4): timescales 1 and 1e-4, split layout
  // [sin(p), sin(p/1e4), cos(p), cos(p/1e4)]; within the contract of the float64 values.
  const auto values = table(3, 4, t2t(10000.0, 0.0, pe::Layout::kSplit));
  for (size_t p = 0; p < 3; ++p) {
    const double expected[] = {std::sin(p), std::sin(p * 1e-4), std::cos(p), std::cos(p * 1e-4)};
    for (size_t j = 0; j < 4; ++j) {
      EXPECT_NEAR(values[p * 4 + j], static_cast<float>(expected[j]), kContractMaxError) << p;
    }
  }
}

TEST(Tensor2tensorExponent, MeetsTheContractAcrossConfigurations) {
  for (size_t d_model : {1u, 2u, 3u, 4u, 5u, 7u, 64u, 127u, 512u, 1030u}) {
    for (double base : {1.0001, 2.0, 100.0, 10000.0, 1e6}) {
      for (double offset : {0.0, 4321.0, 999000.0}) {
        for (auto layout : {pe::Layout::kInterleaved, pe::Layout::kSplit}) {
          const size_t length = 200;  // spans several blocks of rows
          const auto options = t2t(base, offset, layout);
          EXPECT_LE(reference::max_error(table(length, d_model, options), length, d_model, options),
                    kContractMaxError)
              << "d=" << d_model << " base=" << base << " offset=" << offset;
        }
      }
    }
  }
}

TEST(Tensor2tensorExponent, MeetsTheContractPastReanchoringAndAtTheLargestWidth) {
  EXPECT_LE(reference::max_error(table(40000, 16, t2t()), 40000, 16, t2t()), kContractMaxError);
  EXPECT_LE(reference::max_error(table(70, 8192, t2t(10000, 123456)), 70, 8192, t2t(10000, 123456)),
            kContractMaxError);
  EXPECT_LE(reference::max_error(table(70, 8200, t2t()), 70, 8200, t2t()), kContractMaxError);
}

TEST(Tensor2tensorExponent, DiffersFromThePapersExponent) {
  // Same first column (w_0 = 1), different second frequency: n^(-2/d) against n^(-1/(h-1)).
  pe::TableOptions paper = t2t();
  paper.exponent = pe::Exponent::kPaper;
  const auto a = table(5, 8, paper), b = table(5, 8, t2t());
  for (size_t p = 0; p < 5; ++p) EXPECT_EQ(a[p * 8], b[p * 8]);
  EXPECT_NE(a[4 * 8 + 2], b[4 * 8 + 2]);
}

TEST(Tensor2tensorExponent, StreamAndAddUseTheSameTable) {
  const size_t length = 300, d_model = 130;
  const auto options = t2t(500.0, 99.0, pe::Layout::kSplit);
  const auto whole = table(length, d_model, options);
  pe::TableStream* stream = nullptr;
  ASSERT_EQ(pe::table_stream_open(&stream, length, d_model, options), pe::Status::kOk);
  std::vector<float> streamed(length * d_model);
  ASSERT_EQ(pe::table_stream_read(stream, streamed.data(), 128), pe::Status::kOk);
  ASSERT_EQ(pe::table_stream_read(stream, streamed.data() + 128 * d_model, length - 128),
            pe::Status::kOk);
  pe::table_stream_close(stream);
  EXPECT_EQ(std::memcmp(streamed.data(), whole.data(), whole.size() * sizeof(float)), 0);

  // x = 0 plus the table, scale 1: exactly the table.
  std::vector<float> y(2 * length * d_model, 0.0f);
  ASSERT_EQ(pe::add_positional_encoding(y.data(), y.data(), 2, length, d_model, 1.0f, options),
            pe::Status::kOk);
  EXPECT_EQ(std::memcmp(y.data(), whole.data(), whole.size() * sizeof(float)), 0);
  EXPECT_EQ(std::memcmp(y.data() + whole.size(), whole.data(), whole.size() * sizeof(float)), 0);
}

TEST(Tensor2tensorExponent, RefusesAnExponentOutsideTheEnum) {
  pe::TableOptions options;
  options.exponent = static_cast<pe::Exponent>(2);
  std::vector<float> out(4);
  std::vector<double> w(2);
  EXPECT_EQ(pe::sinusoidal_table(out.data(), 1, 4, options), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::frequencies(w.data(), 4, 100.0, options.exponent), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::angles(w.data(), 1, 4, options), pe::Status::kInvalidArgument);
  pe::TableStream* stream = nullptr;
  EXPECT_EQ(pe::table_stream_open(&stream, 1, 4, options), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::add_positional_encoding(out.data(), out.data(), 1, 1, 4, 1.0f, options),
            pe::Status::kInvalidArgument);
}

}  // namespace
