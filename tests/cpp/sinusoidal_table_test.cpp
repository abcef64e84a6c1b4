#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "positional_encoding.h"
#include "reference.h"

namespace pe = positional_encoding;

namespace {

// The numeric contract of positional_encoding.h.
constexpr double kContractMaxError = 2e-7;

std::vector<float> table(size_t length, size_t d_model, const pe::TableOptions& options) {
  std::vector<float> out(length * d_model, NAN);
  EXPECT_EQ(pe::sinusoidal_table(out.data(), length, d_model, options), pe::Status::kOk);
  return out;
}

pe::TableOptions with(double base, double offset = 0,
                      pe::Layout layout = pe::Layout::kInterleaved) {
  pe::TableOptions options;
  options.base = base;
  options.offset = offset;
  options.layout = layout;
  return options;
}

TEST(SinusoidalTable, MatchesTheArticlesTableForBase100) {
  // gen_pe(10, 4, 100) as printed in the article, 4 decimals: tolerance is half the last digit.
  const double printed[10][4] = {{0, 1, 0, 1},
                                 {0.8415, 0.5403, 0.0998, 0.995},
                                 {0.9093, -0.4161, 0.1987, 0.9801},
                                 {0.1411, -0.99, 0.2955, 0.9553},
                                 {-0.7568, -0.6536, 0.3894, 0.9211},
                                 {-0.9589, 0.2837, 0.4794, 0.8776},
                                 {-0.2794, 0.9602, 0.5646, 0.8253},
                                 {0.657, 0.7539, 0.6442, 0.7648},
                                 {0.9894, -0.1455, 0.7174, 0.6967},
                                 {0.4121, -0.9111, 0.7833, 0.6216}};
  const auto values = table(10, 4, with(100));
  for (size_t row = 0; row < 10; ++row)
    for (size_t column = 0; column < 4; ++column)
      EXPECT_NEAR(values[row * 4 + column], printed[row][column], 5e-5) << row << "," << column;
}

TEST(SinusoidalTable, MeetsTheContractAcrossConfigurations) {
  for (size_t d_model : {1u, 2u, 3u, 4u, 5u, 7u, 64u, 127u, 512u, 1030u}) {
    for (double base : {1.0001, 2.0, 100.0, 10000.0, 1e6}) {
      for (double offset : {0.0, 4321.0, 999000.0}) {
        for (auto layout : {pe::Layout::kInterleaved, pe::Layout::kSplit}) {
          const size_t length = 200;  // spans several blocks of rows
          const auto options = with(base, offset, layout);
          EXPECT_LE(reference::max_error(table(length, d_model, options), length, d_model, options),
                    kContractMaxError)
              << "d=" << d_model << " base=" << base << " offset=" << offset;
        }
      }
    }
  }
}

TEST(SinusoidalTable, MeetsTheContractForEveryPositionBelowOneMillion) {
  const size_t length = 1000000, d_model = 8;
  const auto options = with(10000);
  EXPECT_LE(reference::max_error(table(length, d_model, options), length, d_model, options),
            kContractMaxError);
}

TEST(SinusoidalTable, MeetsTheContractAtTheLargestDModel) {
  const size_t length = 70, d_model = 8192;  // 4096 pairs: eight chunks of frequencies
  const auto options = with(10000, 123456);
  EXPECT_LE(reference::max_error(table(length, d_model, options), length, d_model, options),
            kContractMaxError);
}

TEST(SinusoidalTable, MeetsTheContractBeyondTheStreamedWidths) {
  // Wider than kMaxStreamDModel: one pass per chunk of 512 pairs instead of the stream's single
  // pass; 4097 pairs end with a one-pair chunk, 300 rows with a group of one short block.
  const size_t length = 300, d_model = pe::kMaxStreamDModel + 2;
  for (auto layout : {pe::Layout::kInterleaved, pe::Layout::kSplit}) {
    const auto options = with(10000, 777, layout);
    EXPECT_LE(reference::max_error(table(length, d_model, options), length, d_model, options),
              kContractMaxError);
  }
}

TEST(SinusoidalTable, HugePositionsOnlyAddTheFloat64AngleRounding) {
  // Beyond the contract the error grows like position * 2^-53 radians (documented).
  for (double offset : {1e9, 4294967296.0, 1e12}) {
    const auto options = with(10000, offset);
    const double allowed = kContractMaxError + 4 * offset * 0x1.0p-53;
    EXPECT_LE(reference::max_error(table(130, 16, options), 130, 16, options), allowed) << offset;
  }
}

TEST(SinusoidalTable, NeverLeavesTheUnitInterval) {
  // Without clamping, rounding put 1.0000001 at row 765, column 344 of this table.
  const auto values = table(1000, 512, with(10000));
  for (float v : values) ASSERT_LE(std::fabs(v), 1.0f);
}

TEST(SinusoidalTable, AnOffsetTableIsTheTailOfALongerTable) {
  const size_t d_model = 6;
  const auto longer = table(700, d_model, with(10000));
  const auto tail = table(200, d_model, with(10000, 500));
  for (size_t i = 0; i < tail.size(); ++i) {
    EXPECT_NEAR(tail[i], longer[500 * d_model + i], kContractMaxError) << i;
  }
}

TEST(SinusoidalTable, SplitLayoutHoldsTheSameValuesSinesFirst) {
  for (size_t d_model : {4u, 7u, 1030u}) {
    const auto interleaved = table(65, d_model, with(10000));
    const auto split = table(65, d_model, with(10000, 0, pe::Layout::kSplit));
    for (size_t row = 0; row < 65; ++row) {
      for (size_t column = 0; column < d_model; ++column) {
        const size_t source = reference::interleaved_column(column, d_model, pe::Layout::kSplit);
        ASSERT_EQ(split[row * d_model + column], interleaved[row * d_model + source]);
      }
    }
  }
}

TEST(SinusoidalTable, OddDModelEndsWithASine) {
  const auto values = table(3, 5, with(10000));
  const double angle = 2.0 / std::pow(10000.0, 4.0 / 5.0);  // row 2, column 4: pair i = 2
  EXPECT_NEAR(values[2 * 5 + 4], std::sin(angle), kContractMaxError);
}

TEST(SinusoidalTable, RejectsInvalidArguments) {
  std::vector<float> out(16);
  EXPECT_EQ(pe::sinusoidal_table(out.data(), 0, 4, with(10000)), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::sinusoidal_table(out.data(), 4, 0, with(10000)), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::sinusoidal_table(nullptr, 4, 4, with(10000)), pe::Status::kInvalidArgument);
  for (double base : {1.0, 0.5, -3.0, double(NAN), double(INFINITY)}) {
    EXPECT_EQ(pe::sinusoidal_table(out.data(), 4, 4, with(base)), pe::Status::kInvalidArgument);
  }
  for (double offset : {-1.0, 0.5, double(NAN), 0x1.0p53}) {
    EXPECT_EQ(pe::sinusoidal_table(out.data(), 4, 4, with(100, offset)),
              pe::Status::kInvalidArgument);
  }
  auto bad_layout = with(100);
  bad_layout.layout = static_cast<pe::Layout>(7);
  EXPECT_EQ(pe::sinusoidal_table(out.data(), 4, 4, bad_layout), pe::Status::kInvalidArgument);
}

}  // namespace
