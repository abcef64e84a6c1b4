// The precision lab: exact emulation of float32, float16 and bfloat16 rounding (hand-worked
// values), and the facts the explorer's precision view shows, as numbers.
#include "precision_lab.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

namespace pe = positional_encoding;

namespace {

using pe::NumberFormat;

double bf16(double v) { return pe::round_to_format(v, NumberFormat::kBfloat16); }
double f16(double v) { return pe::round_to_format(v, NumberFormat::kFloat16); }
double f32(double v) { return pe::round_to_format(v, NumberFormat::kFloat32); }

std::vector<double> errors(const std::vector<double>& positions, size_t head_dim,
                           pe::Arithmetic arithmetic,
                           pe::PrecisionQuantity quantity = pe::PrecisionQuantity::kCosSin,
                           size_t plane = pe::kAllPlanes) {
  pe::PrecisionOptions options;
  options.arithmetic = arithmetic;
  options.quantity = quantity;
  options.plane = plane;
  std::vector<double> out(positions.size(), NAN);
  EXPECT_EQ(pe::precision_errors(out.data(), positions.data(), positions.size(), head_dim, options),
            pe::Status::kOk);
  return out;
}

std::vector<double> range(double first, double last) {
  std::vector<double> v;
  for (double p = first; p <= last; ++p) v.push_back(p);
  return v;
}

// 1, 2, 5, 10, 20, 50, ... up to `last`.
std::vector<double> log_spaced(double last) {
  std::vector<double> v;
  for (double decade = 1; decade <= last; decade *= 10)
    for (double m : {1.0, 2.0, 5.0})
      if (m * decade <= last) v.push_back(m * decade);
  return v;
}

TEST(RoundToFormat, BfloatSixteenHoldsEightSignificantBits) {
  EXPECT_EQ(bf16(256), 256);
  EXPECT_EQ(bf16(257), 256);  // a tie between 256 and 258: 256's significand is even
  EXPECT_EQ(bf16(258), 258);
  EXPECT_EQ(bf16(259), 260);                        // tie: 260 = 1.0000010b x 2^8 is the even one
  EXPECT_EQ(bf16(1.0 + std::ldexp(1.0, -8)), 1.0);  // tie below the 7th fraction bit
  EXPECT_EQ(bf16(1.0 + 3 * std::ldexp(1.0, -8)), 1.0 + std::ldexp(1.0, -6));
  EXPECT_EQ(bf16(0.1), 0.10009765625);  // 0x3DCD, as torch.tensor(0.1, dtype=torch.bfloat16)
  EXPECT_EQ(bf16(-1000), -1000);
  EXPECT_EQ(bf16(1001), 1000);
  EXPECT_EQ(bf16(3.4e38), INFINITY);  // past 3.3895e38 + half an ulp
  EXPECT_EQ(bf16(3.38953139e38), 3.3895313892515355e38);
}

TEST(RoundToFormat, FloatSixteenHoldsElevenBitsUpTo65504) {
  EXPECT_EQ(f16(2048), 2048);
  EXPECT_EQ(f16(2049), 2048);  // tie, even significand
  EXPECT_EQ(f16(2050), 2050);
  EXPECT_EQ(f16(2051), 2052);
  EXPECT_EQ(f16(65504), 65504);
  EXPECT_EQ(f16(65519), 65504);     // below 65504 + 16: rounds down
  EXPECT_EQ(f16(65520), INFINITY);  // the tie goes to 65536, past the range
  EXPECT_EQ(f16(-1e6), -INFINITY);
  EXPECT_EQ(f16(0.1), 0.0999755859375);                        // 0x2E66
  EXPECT_EQ(f16(std::ldexp(1.0, -24)), std::ldexp(1.0, -24));  // the smallest subnormal
  EXPECT_EQ(f16(std::ldexp(1.0, -25)), 0.0);                   // half of it: tie to even 0
  EXPECT_EQ(f16(3 * std::ldexp(1.0, -26)), std::ldexp(1.0, -24));
}

TEST(RoundToFormat, FloatThirtyTwoIsTheHardwareConversion) {
  EXPECT_EQ(f32(16777217), 16777216);
  EXPECT_EQ(f32(16777219), 16777220);
  std::mt19937_64 random(7);
  std::uniform_real_distribution<double> mantissa(-1.0, 1.0);
  std::uniform_int_distribution<int> exponent(-160, 140);
  for (int i = 0; i < 200000; ++i) {
    const double v = std::ldexp(mantissa(random), exponent(random));
    ASSERT_EQ(f32(v), static_cast<double>(static_cast<float>(v))) << v;
  }
}

TEST(RoundToFormat, KeepsNanInfinitiesAndZeros) {
  EXPECT_TRUE(std::isnan(bf16(NAN)));
  EXPECT_EQ(f16(-INFINITY), -INFINITY);
  EXPECT_TRUE(std::signbit(f16(-0.0)));
  EXPECT_TRUE(std::isnan(pe::round_to_format(1.0, static_cast<NumberFormat>(3))));
  std::vector<double> v = {257, 2049};
  ASSERT_EQ(pe::round_to_format(v.data(), v.data(), 2, NumberFormat::kBfloat16), pe::Status::kOk);
  EXPECT_EQ(v, std::vector<double>({256, 2048}));
  EXPECT_EQ(pe::round_to_format(v.data(), v.data(), 0, NumberFormat::kFloat16),
            pe::Status::kInvalidArgument);
}

TEST(PrecisionErrors, BfloatSixteenPositionsAreWrongFrom257) {
  // Plane 0 turns by w = 1 radian per position, so its angle is the position itself, exact in
  // bfloat16 up to 256: only the cos/sin rounding remains, at most half an ulp below 1 (2^-9).
  // From 257 on, every position bfloat16 cannot hold is 1 or 2 radians off: |cos| or |sin|
  // changes by at least 2 sin(1/2) / sqrt(2) = 0.68.
  const auto positions = range(0, 1000);
  const auto e =
      errors(positions, 128, pe::Arithmetic::kBfloat16, pe::PrecisionQuantity::kCosSin, 0);
  for (size_t p = 0; p <= 256; ++p) EXPECT_LE(e[p], std::ldexp(1.0, -9)) << p;
  for (size_t p = 257; p <= 1000; ++p) {
    if (bf16(p) == p) {
      EXPECT_LE(e[p], std::ldexp(1.0, -9)) << p;
    } else {
      EXPECT_GT(e[p], 0.6) << p;
    }
  }
}

TEST(PrecisionErrors, FloatSixteenPositionsAreWrongFrom2049AndInfiniteFrom65520) {
  const auto positions = range(0, 4096);
  const auto e = errors(positions, 64, pe::Arithmetic::kFloat16, pe::PrecisionQuantity::kCosSin, 0);
  for (size_t p = 0; p <= 2048; ++p) EXPECT_LE(e[p], std::ldexp(1.0, -12)) << p;  // half an ulp
  for (size_t p = 2049; p <= 4096; p += 2) EXPECT_GT(e[p], 0.6) << p;
  const auto far = errors({65504, 65519, 65520, 1e6}, 64, pe::Arithmetic::kFloat16);
  EXPECT_TRUE(std::isfinite(far[0]) && std::isfinite(far[1]));
  EXPECT_EQ(far[2], INFINITY);
  EXPECT_EQ(far[3], INFINITY);
}

// Found by fuzz_precision_lab: a float16 model's q overflows too, not only its positions. An x
// past float16's range (or a rotated pair past it) is infinite in that format: error +infinity,
// as the header says of any value that is not finite, and still finite in float32.
TEST(PrecisionErrors, FloatSixteenRopeOutputsOfValuesPastItsRangeAreInfinite) {
  std::vector<double> out(1, NAN);
  const std::vector<double> position{0};
  std::vector<float> x{1e5f, 1.0f};
  pe::PrecisionOptions options;
  options.quantity = pe::PrecisionQuantity::kRopeOutput;
  options.x = x.data();
  options.arithmetic = pe::Arithmetic::kFloat16;
  ASSERT_EQ(pe::precision_errors(out.data(), position.data(), 1, 2, options), pe::Status::kOk);
  EXPECT_EQ(out[0], INFINITY);
  options.arithmetic = pe::Arithmetic::kFloat32;
  ASSERT_EQ(pe::precision_errors(out.data(), position.data(), 1, 2, options), pe::Status::kOk);
  EXPECT_TRUE(std::isfinite(out[0]));
}

TEST(PrecisionErrors, FloatThirtyTwoDriftsPastTenThousand) {
  // Hugging Face's float32 angle at head_dim 128 (measured: 3.2e-6 at 100, 3.2e-4 at 10^4,
  // 5.2e-2 at 10^6, 0.64 at 10^7): the bounds leave a factor of 3 either way.
  const auto e = errors({100, 1e4, 1e6, 1e7}, 128, pe::Arithmetic::kFloat32);
  EXPECT_LT(e[0], 1e-5);
  EXPECT_GT(e[1], 1e-4);
  EXPECT_LT(e[1], 1e-3);
  EXPECT_GT(e[2], 1e-2);
  EXPECT_GT(e[3], 0.2);
}

TEST(PrecisionErrors, ThisLibraryStaysNearOneFloat32RoundingUpToABillion) {
  // cos/sin: rope_cos_sin's 2e-7 contract against fround(float64); against float64 itself the
  // measured worst is 3e-8 up to 10^7 and 6e-8 at 10^9 (the reference's own angle rounding).
  const auto positions = log_spaced(1e9);
  for (double e : errors(positions, 128, pe::Arithmetic::kPackage)) EXPECT_LT(e, 1e-7);
  // RoPE outputs of x = 1: apply_rope's 2.5e-7 (|a| + |b|) = 5e-7; measured 1.1e-7.
  for (double e :
       errors(positions, 128, pe::Arithmetic::kPackage, pe::PrecisionQuantity::kRopeOutput)) {
    EXPECT_LT(e, 2.5e-7);
  }
  // while float32 is off by more than 1e-2 at 10^6
  EXPECT_GT(errors({1e6}, 128, pe::Arithmetic::kFloat32)[0], 1e-2);
}

TEST(PrecisionErrors, RopeOutputsCarryTheTablesErrors) {
  // For x = 1 the outputs are c - s and c + s, so their error is at most twice the tables' plus
  // the products' and sum's roundings; at least the tables' larger error minus the other.
  const std::vector<double> positions = {3, 300, 3000};
  for (auto arithmetic :
       {pe::Arithmetic::kFloat32, pe::Arithmetic::kFloat16, pe::Arithmetic::kBfloat16}) {
    const auto tables = errors(positions, 16, arithmetic);
    const auto outputs = errors(positions, 16, arithmetic, pe::PrecisionQuantity::kRopeOutput);
    for (size_t p = 0; p < positions.size(); ++p) {
      EXPECT_LE(outputs[p], 2 * tables[p] + 0.02) << p;
      EXPECT_GT(outputs[p], 0.0) << p;
    }
  }
}

TEST(PrecisionErrors, TheFloat32EmulationFollowsHuggingFacesSteps) {
  // Position 1000, head_dim 4, base 10000: inv_freq = [1, f(1 / f(10000^0.5))] = [1, 0.01];
  // angles f(1000) and f(1000 * 0.01f) = 10.000000149 rounded: f(10.0000001490116) = 10.
  pe::PrecisionOptions options;
  options.arithmetic = pe::Arithmetic::kFloat32;
  options.plane = 1;
  const double positions[] = {1000};
  double e = NAN;
  ASSERT_EQ(pe::precision_errors(&e, positions, 1, 4, options), pe::Status::kOk);
  const double w = f32(1.0 / f32(100.0));
  const double angle = f32(1000.0 * w);
  const double expected = std::max(std::fabs(f32(std::cos(angle)) - std::cos(1000.0 * 0.01)),
                                   std::fabs(f32(std::sin(angle)) - std::sin(1000.0 * 0.01)));
  EXPECT_EQ(e, expected);
}

TEST(PrecisionErrors, RefusesArgumentsOutOfRange) {
  pe::PrecisionOptions o;
  std::vector<double> out(2), positions = {0, 1};
  const auto status = [&](size_t count, size_t head_dim, const pe::PrecisionOptions& options) {
    return pe::precision_errors(out.data(), positions.data(), count, head_dim, options);
  };
  EXPECT_EQ(status(2, 8, o), pe::Status::kOk);
  EXPECT_EQ(status(0, 8, o), pe::Status::kInvalidArgument);
  EXPECT_EQ(status(2, 7, o), pe::Status::kInvalidArgument);
  EXPECT_EQ(status(2, 0, o), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::precision_errors(nullptr, positions.data(), 2, 8, o), pe::Status::kInvalidArgument);
  for (double bad : {-1.0, 0.5, 9007199254740992.0, static_cast<double>(NAN)}) {
    positions[1] = bad;
    EXPECT_EQ(status(2, 8, o), pe::Status::kInvalidArgument) << bad;
  }
  positions[1] = 1;
  pe::PrecisionOptions b = o;
  b.base = 1.0;
  EXPECT_EQ(status(2, 8, b), pe::Status::kInvalidArgument);
  b = o;
  b.arithmetic = static_cast<pe::Arithmetic>(4);
  EXPECT_EQ(status(2, 8, b), pe::Status::kInvalidArgument);
  b = o;
  b.quantity = static_cast<pe::PrecisionQuantity>(2);
  EXPECT_EQ(status(2, 8, b), pe::Status::kInvalidArgument);
  b = o;
  b.plane = 4;
  EXPECT_EQ(status(2, 8, b), pe::Status::kInvalidArgument);
  const float x[8] = {1, 1, 1, NAN, 1, 1, 1, 1};
  b = o;
  b.x = x;
  EXPECT_EQ(status(2, 8, b), pe::Status::kInvalidArgument);
}

}  // namespace
