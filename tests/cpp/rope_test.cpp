// RoPE in the core: the numeric contract of cpp/include/rope.h against float64 formulas written
// here, the layouts, partial rotary, the scalings' defining values, and rejected arguments.
#include "rope.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace pe = positional_encoding;

namespace {

constexpr double kPi = 3.14159265358979323846;

std::vector<double> default_inv_freq(size_t rotary_dim, double base) {
  std::vector<double> w(rotary_dim / 2);
  for (size_t k = 0; k < w.size(); ++k) w[k] = std::pow(base, -2.0 * k / rotary_dim);
  return w;
}

// Dimension indices (a, b) of plane k.
size_t plane_a(size_t k, size_t planes, pe::RopeLayout layout) {
  return layout == pe::RopeLayout::kHalf ? k : 2 * k;
}
size_t plane_b(size_t k, size_t planes, pe::RopeLayout layout) {
  return layout == pe::RopeLayout::kHalf ? k + planes : 2 * k + 1;
}

// A small deterministic generator: values in [-2, 2).
struct Lcg {
  uint64_t state;
  float next() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<float>(static_cast<double>(state >> 40) / 4194304.0 - 2.0);
  }
};

TEST(RopeFrequencies, DefaultIsBaseToTheMinusTwoKOverD) {
  pe::RopeOptions options;
  options.base = 500000;
  std::vector<double> w(64);
  double attention = 0;
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 128, options), pe::Status::kOk);
  const auto expected = default_inv_freq(128, 500000);
  for (size_t k = 0; k < 64; ++k) EXPECT_NEAR(w[k], expected[k], 1e-12 * expected[k]);
  EXPECT_EQ(attention, 1.0);
}

TEST(RopeFrequencies, PartialRotaryUsesTheRotaryDimInTheExponent) {
  pe::RopeOptions options;
  options.rotary_dim = 32;  // Phi-2: head_dim 80, partial_rotary_factor 0.4
  std::vector<double> w(16);
  double attention = 0;
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 80, options), pe::Status::kOk);
  EXPECT_NEAR(w[1], std::pow(10000.0, -2.0 / 32.0), 1e-16);
}

TEST(RopeFrequencies, YarnDeepSeekMscalesCancel) {
  // DeepSeek-V2: factor 40, mscale = mscale_all_dim = 0.707: attention factor exactly 1.
  pe::RopeOptions options;
  options.scaling.type = pe::RopeScalingType::kYarn;
  options.scaling.factor = 40;
  options.scaling.mscale = 0.707;
  options.scaling.mscale_all_dim = 0.707;
  options.scaling.original_max_position_embeddings = 4096;
  std::vector<double> w(32);
  double attention = 0;
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 64, options), pe::Status::kOk);
  EXPECT_EQ(attention, 1.0);
  options.scaling.mscale = 1.0;
  options.scaling.mscale_all_dim = std::nan("");
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 64, options), pe::Status::kOk);
  EXPECT_NEAR(attention, 0.1 * std::log(40.0) + 1.0, 1e-15);
}

TEST(RopeFrequencies, Llama3KeepsHighDividesLowAndSmoothsTheMiddle) {
  pe::RopeOptions options;  // Llama 3.1 8B
  options.base = 500000;
  options.scaling.type = pe::RopeScalingType::kLlama3;
  options.scaling.factor = 8;
  options.scaling.low_freq_factor = 1;
  options.scaling.high_freq_factor = 4;
  options.scaling.original_max_position_embeddings = 8192;
  std::vector<double> w(64);
  double attention = 0;
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 128, options), pe::Status::kOk);
  const auto plain = default_inv_freq(128, 500000);
  size_t kept = 0, divided = 0, smoothed = 0;
  for (size_t k = 0; k < 64; ++k) {
    const double wavelength = 2 * kPi / plain[k];
    if (wavelength < 8192.0 / 4) {
      EXPECT_NEAR(w[k], plain[k], 1e-12 * plain[k]);
      ++kept;
    } else if (wavelength > 8192.0) {
      EXPECT_NEAR(w[k], plain[k] / 8, 1e-12 * plain[k]);
      ++divided;
    } else {
      const double smooth = (8192.0 / wavelength - 1) / 3;
      EXPECT_NEAR(w[k], (1 - smooth) * plain[k] / 8 + smooth * plain[k], 1e-12 * plain[k]);
      ++smoothed;
    }
  }
  EXPECT_GT(kept, 0u);
  EXPECT_GT(divided, 0u);
  EXPECT_GT(smoothed, 0u);
}

TEST(RopeFrequencies, ProportionalTurnsTheFirstPlanesOverTheWholeHeadAndStopsTheRest) {
  // Gemma 4's global layers: global_head_dim 512, partial_rotary_factor 0.25, rope_theta 1e6.
  pe::RopeOptions options;
  options.base = 1e6;
  options.scaling.type = pe::RopeScalingType::kProportional;
  options.scaling.partial_rotary_factor = 0.25;
  std::vector<double> w(256);
  double attention = 0;
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 512, options), pe::Status::kOk);
  for (size_t k = 0; k < 256; ++k) {
    // floor(0.25 * 512 / 2) = 64 planes turn, with the exponent over the whole head (2k / 512).
    const double expected = k < 64 ? std::pow(1e6, -2.0 * k / 512) : 0.0;
    EXPECT_NEAR(w[k], expected, 1e-12 * expected) << k;
  }
  EXPECT_EQ(attention, 1.0);
  options.scaling.factor = 8;  // every frequency divided by it
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 512, options), pe::Status::kOk);
  EXPECT_NEAR(w[1], std::pow(1e6, -2.0 / 512) / 8, 1e-12 * w[1]);
  EXPECT_EQ(w[64], 0.0);
  // A fraction giving a non-integer count rounds down: floor(0.3 * 10 / 2) = 1 plane.
  options.scaling.factor = std::numeric_limits<double>::quiet_NaN();
  options.scaling.partial_rotary_factor = 0.3;
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 10, options), pe::Status::kOk);
  EXPECT_EQ(w[0], 1.0);
  EXPECT_EQ(w[1], 0.0);
  // Planes that stand still keep the values as they are.
  std::vector<float> x(10), y(10);
  for (size_t i = 0; i < 10; ++i) x[i] = static_cast<float>(i) + 0.5f;
  pe::RopePositions at;
  at.offset = 7;
  ASSERT_EQ(pe::apply_rope(x.data(), y.data(), 1, 1, 1, 10, options, at), pe::Status::kOk);
  for (size_t i : {1, 2, 3, 4, 6, 7, 8, 9}) EXPECT_EQ(y[i], x[i]) << i;
  EXPECT_NE(y[0], x[0]);
}

TEST(RopeFrequencies, ProportionalRefusesAPartialRotaryDimOrAFractionOutsideZeroToOne) {
  std::vector<double> w(64);
  double attention = 0;
  pe::RopeOptions options;
  options.scaling.type = pe::RopeScalingType::kProportional;
  options.rotary_dim = 64;  // the fraction is the scaling's, not a rotary_dim
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 128, options), pe::Status::kInvalidArgument);
  options.rotary_dim = 0;
  for (double fraction : {-0.25, 1.5, std::numeric_limits<double>::infinity()}) {
    options.scaling.partial_rotary_factor = fraction;
    EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 128, options),
              pe::Status::kInvalidArgument);
  }
  options.scaling.partial_rotary_factor = 0.5;
  options.scaling.factor = 0;
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 128, options), pe::Status::kInvalidArgument);
}

TEST(RopeFrequencies, Llama3WithEqualBandFactorsKeepsShortAndDividesLongWavelengths) {
  // Llama 4 Scout: factor 16, low_freq_factor = high_freq_factor = 1, original length 8192.
  pe::RopeOptions options;
  options.base = 500000;
  options.scaling.type = pe::RopeScalingType::kLlama3;
  options.scaling.factor = 16;
  options.scaling.low_freq_factor = 1;
  options.scaling.high_freq_factor = 1;
  options.scaling.original_max_position_embeddings = 8192;
  std::vector<double> w(64);
  double attention = 0;
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 128, options), pe::Status::kOk);
  const auto plain = default_inv_freq(128, 500000);
  for (size_t k = 0; k < 64; ++k) {
    const double expected = 2 * kPi / plain[k] > 8192 ? plain[k] / 16 : plain[k];
    EXPECT_NEAR(w[k], expected, 1e-12 * expected) << k;
  }
  options.scaling.high_freq_factor = 0.5;  // below low_freq_factor: refused
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 128, options), pe::Status::kInvalidArgument);
}

TEST(ApplyRope, MropeTurnsEachSectionByItsOwnRowOfIds) {
  // 4 planes: plane 0 by time, plane 1 by height, planes 2 and 3 by width (sections 1, 1, 2).
  pe::RopeOptions options;
  const std::vector<double> ids = {3, 5, 7, 11, 13, 17};  // rows time, height, width; length 2
  pe::RopePositions positions;
  positions.ids = ids.data();
  positions.mrope_section[0] = 1;
  positions.mrope_section[1] = 1;
  positions.mrope_section[2] = 2;
  Lcg lcg{7};
  std::vector<float> x(16), y(16);
  for (float& v : x) v = lcg.next();
  ASSERT_EQ(pe::apply_rope(x.data(), y.data(), 1, 1, 2, 8, options, positions), pe::Status::kOk);
  const auto w = default_inv_freq(8, 10000);
  for (size_t row = 0; row < 2; ++row) {
    for (size_t k = 0; k < 4; ++k) {
      const size_t section = k == 0 ? 0 : k == 1 ? 1 : 2;
      const double angle = ids[section * 2 + row] * w[k];
      const double a = x[row * 8 + k], b = x[row * 8 + k + 4];
      // rope.h's apply contract: 2.5e-7 * (|a| + |b|).
      EXPECT_NEAR(y[row * 8 + k], a * std::cos(angle) - b * std::sin(angle),
                  2.5e-7 * (std::fabs(a) + std::fabs(b)));
      EXPECT_NEAR(y[row * 8 + k + 4], b * std::cos(angle) + a * std::sin(angle),
                  2.5e-7 * (std::fabs(a) + std::fabs(b)));
    }
  }
  positions.mrope_section[2] = 1;  // sections must cover the planes
  EXPECT_EQ(pe::apply_rope(x.data(), y.data(), 1, 1, 2, 8, options, positions),
            pe::Status::kInvalidArgument);
  positions.mrope_section[2] = 2;
  positions.ids = nullptr;  // three rows of ids are required
  EXPECT_EQ(pe::apply_rope(x.data(), y.data(), 1, 1, 2, 8, options, positions),
            pe::Status::kInvalidArgument);
}

TEST(ApplyRope, Rope2dTurnsTheFirstHalfByRowAndEvenFrequenciesTheSecondByColumnAndOdd) {
  // Pixtral: head 8, 4 planes; planes 0, 1 by row * w[0], w[2]; planes 2, 3 by column * w[1], w[3].
  pe::RopeOptions options;
  const std::vector<double> ids = {0, 2, 9, 3, 1, 6};  // rows, then columns; length 3
  pe::RopePositions positions;
  positions.ids = ids.data();
  positions.rope2d = true;
  Lcg lcg{9};
  for (const pe::RopeLayout layout : {pe::RopeLayout::kHalf, pe::RopeLayout::kPairs}) {
    options.layout = layout;
    std::vector<float> x(24), y(24);
    for (float& v : x) v = lcg.next();
    ASSERT_EQ(pe::apply_rope(x.data(), y.data(), 1, 1, 3, 8, options, positions), pe::Status::kOk);
    const auto w = default_inv_freq(8, 10000);
    for (size_t row = 0; row < 3; ++row) {
      for (size_t k = 0; k < 4; ++k) {
        const double angle = k < 2 ? ids[row] * w[2 * k] : ids[3 + row] * w[2 * (k - 2) + 1];
        const size_t ia = layout == pe::RopeLayout::kHalf ? k : 2 * k;
        const size_t ib = layout == pe::RopeLayout::kHalf ? k + 4 : 2 * k + 1;
        const double a = x[row * 8 + ia], b = x[row * 8 + ib];
        // rope.h's apply contract: 2.5e-7 * (|a| + |b|).
        EXPECT_NEAR(y[row * 8 + ia], a * std::cos(angle) - b * std::sin(angle),
                    2.5e-7 * (std::fabs(a) + std::fabs(b)));
        EXPECT_NEAR(y[row * 8 + ib], b * std::cos(angle) + a * std::sin(angle),
                    2.5e-7 * (std::fabs(a) + std::fabs(b)));
      }
    }
  }
  std::vector<float> x(18, 1.0f), y(18);
  // rotary_dim 6 gives 3 planes, which do not split into rows and columns.
  EXPECT_EQ(pe::apply_rope(x.data(), y.data(), 1, 1, 3, 6, options, positions),
            pe::Status::kInvalidArgument);
  positions.mrope_section[0] = positions.mrope_section[1] = positions.mrope_section[2] = 1;
  EXPECT_EQ(pe::apply_rope(x.data(), y.data(), 1, 1, 3, 6, options, positions),
            pe::Status::kInvalidArgument);  // M-RoPE and 2D RoPE at once
  positions = pe::RopePositions{};
  positions.rope2d = true;  // two rows of ids are required
  EXPECT_EQ(pe::apply_rope(x.data(), y.data(), 1, 1, 3, 6, options, positions),
            pe::Status::kInvalidArgument);
}

TEST(RopeFrequencies, MissingOrInvalidParametersAreRejected) {
  std::vector<double> w(64);
  double attention = 0;
  pe::RopeOptions llama3;
  llama3.scaling.type = pe::RopeScalingType::kLlama3;
  llama3.scaling.factor = 8;
  llama3.scaling.high_freq_factor = 4;
  llama3.scaling.original_max_position_embeddings = 8192;  // low_freq_factor missing
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 128, llama3), pe::Status::kInvalidArgument);
  pe::RopeOptions longrope;
  longrope.scaling.type = pe::RopeScalingType::kLongrope;
  longrope.scaling.original_max_position_embeddings = 4096;
  longrope.scaling.factor = 32;  // no factor arrays
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 128, longrope),
            pe::Status::kInvalidArgument);
  pe::RopeOptions dynamic;
  dynamic.scaling.type = pe::RopeScalingType::kDynamic;
  dynamic.scaling.factor = 2;
  dynamic.scaling.max_position_embeddings = 2048;
  dynamic.rotary_dim = 2;  // exponent d / (d - 2) needs d >= 4
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 8, dynamic), pe::Status::kInvalidArgument);
  pe::RopeOptions odd;
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 7, odd), pe::Status::kInvalidArgument);
  odd.rotary_dim = 10;
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 8, odd), pe::Status::kInvalidArgument);
  pe::RopeOptions linear;
  linear.scaling.type = pe::RopeScalingType::kLinear;
  linear.scaling.factor = 0;
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 8, linear), pe::Status::kInvalidArgument);
}

// Largest |table - A cos/sin(pos w)| over a table, in units of the attention factor.
double cos_sin_error(const std::vector<float>& cos, const std::vector<float>& sin,
                     const std::vector<double>& positions, const std::vector<double>& w,
                     double attention, pe::RopeLayout layout) {
  const size_t planes = w.size(), rotary_dim = 2 * planes;
  double worst = 0;
  for (size_t row = 0; row < positions.size(); ++row) {
    for (size_t k = 0; k < planes; ++k) {
      const double angle = positions[row] * w[k];
      for (size_t at : {plane_a(k, planes, layout), plane_b(k, planes, layout)}) {
        worst =
            std::fmax(worst, std::fabs(cos[row * rotary_dim + at] - attention * std::cos(angle)));
        worst =
            std::fmax(worst, std::fabs(sin[row * rotary_dim + at] - attention * std::sin(angle)));
      }
    }
  }
  return worst / attention;
}

TEST(RopeCosSin, MeetsTheContractInBothLayoutsWithOffsetsAndIds) {
  for (pe::RopeLayout layout : {pe::RopeLayout::kHalf, pe::RopeLayout::kPairs}) {
    pe::RopeOptions options;
    options.layout = layout;
    options.scaling.type = pe::RopeScalingType::kYarn;  // attention factor 1.1386
    options.scaling.factor = 4;
    options.scaling.original_max_position_embeddings = 32768;
    std::vector<double> w(64);
    double attention = 0;
    ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 128, options), pe::Status::kOk);
    const size_t length = 300;
    std::vector<float> cos(length * 128), sin(length * 128);
    pe::RopePositions at_offset;
    at_offset.offset = 999000;
    ASSERT_EQ(pe::rope_cos_sin(cos.data(), sin.data(), length, 128, options, at_offset),
              pe::Status::kOk);
    std::vector<double> positions(length);
    for (size_t r = 0; r < length; ++r) positions[r] = 999000.0 + r;
    EXPECT_LT(cos_sin_error(cos, sin, positions, w, attention, layout), 2e-7);

    for (size_t r = 0; r < length; ++r) positions[r] = static_cast<double>((r * 7919) % 100003);
    pe::RopePositions ids;
    ids.ids = positions.data();
    ASSERT_EQ(pe::rope_cos_sin(cos.data(), sin.data(), length, 128, options, ids), pe::Status::kOk);
    EXPECT_LT(cos_sin_error(cos, sin, positions, w, attention, layout), 2e-7);
  }
}

TEST(ApplyRope, MeetsTheContractPassesTheRestThroughAndWorksInPlace) {
  const size_t batch = 2, heads = 3, length = 70, head_dim = 40;
  for (pe::RopeLayout layout : {pe::RopeLayout::kHalf, pe::RopeLayout::kPairs}) {
    pe::RopeOptions options;
    options.layout = layout;
    options.rotary_dim = 24;
    options.base = 100;
    const size_t planes = 12;
    std::vector<float> x(batch * heads * length * head_dim), y(x.size());
    Lcg random{42};
    for (float& v : x) v = random.next();
    pe::RopePositions positions;
    positions.offset = 5;
    ASSERT_EQ(
        pe::apply_rope(x.data(), y.data(), batch, heads, length, head_dim, options, positions),
        pe::Status::kOk);
    const auto w = default_inv_freq(24, 100);
    double worst = 0;
    for (size_t slab = 0; slab < batch * heads; ++slab) {
      for (size_t t = 0; t < length; ++t) {
        const float* in = &x[(slab * length + t) * head_dim];
        const float* out = &y[(slab * length + t) * head_dim];
        for (size_t k = 0; k < planes; ++k) {
          const size_t ia = plane_a(k, planes, layout), ib = plane_b(k, planes, layout);
          const double angle = (5.0 + t) * w[k], a = in[ia], b = in[ib];
          const double bound = 2.5e-7 * (std::fabs(a) + std::fabs(b));
          worst = std::fmax(
              worst, std::fabs(out[ia] - (a * std::cos(angle) - b * std::sin(angle))) / bound);
          worst = std::fmax(
              worst, std::fabs(out[ib] - (b * std::cos(angle) + a * std::sin(angle))) / bound);
        }
        for (size_t j = 24; j < head_dim; ++j) ASSERT_EQ(out[j], in[j]);
      }
    }
    EXPECT_LE(worst, 1.0);
    std::vector<float> in_place = x;
    ASSERT_EQ(pe::apply_rope(in_place.data(), in_place.data(), batch, heads, length, head_dim,
                             options, positions),
              pe::Status::kOk);
    EXPECT_EQ(in_place, y);
  }
}

TEST(ApplyRope, ScoresDependOnlyOnTheDistance) {
  // (R_m q) . (R_n k) is a function of m - n: compare (m, n) = (3, 1) with (1003, 1001).
  const size_t head_dim = 64;
  Lcg random{7};
  std::vector<float> q(head_dim), k(head_dim);
  for (float& v : q) v = random.next();
  for (float& v : k) v = random.next();
  auto rotated = [&](const std::vector<float>& v, double position) {
    std::vector<float> out(head_dim);
    pe::RopeOptions options;
    pe::RopePositions at;
    at.offset = position;
    EXPECT_EQ(pe::apply_rope(v.data(), out.data(), 1, 1, 1, head_dim, options, at),
              pe::Status::kOk);
    return out;
  };
  auto dot = [](const std::vector<float>& a, const std::vector<float>& b) {
    double sum = 0;
    for (size_t i = 0; i < a.size(); ++i) sum += static_cast<double>(a[i]) * b[i];
    return sum;
  };
  const double near = dot(rotated(q, 3), rotated(k, 1));
  const double far = dot(rotated(q, 1003), rotated(k, 1001));
  EXPECT_NEAR(near, far, 1e-5);  // 64 terms of |q||k| <= 4, each within ~4e-7 of exact
}

TEST(ApplyRope, RejectsBadArguments) {
  std::vector<float> x(64);
  pe::RopeOptions options;
  pe::RopePositions positions;
  EXPECT_EQ(pe::apply_rope(x.data(), x.data(), 1, 1, 4, 15, options, positions),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::apply_rope(x.data(), x.data(), 0, 1, 4, 16, options, positions),
            pe::Status::kInvalidArgument);
  positions.offset = 0.5;
  EXPECT_EQ(pe::apply_rope(x.data(), x.data(), 1, 1, 4, 16, options, positions),
            pe::Status::kInvalidArgument);
  const double ids[4] = {0, 1, -2, 3};
  positions = pe::RopePositions{};
  positions.ids = ids;
  EXPECT_EQ(pe::apply_rope(x.data(), x.data(), 1, 1, 4, 16, options, positions),
            pe::Status::kInvalidArgument);
}

}  // namespace

// Found by tests/fuzz/fuzz_rope.cpp: parameters in range whose inv_freq is not a number were
// accepted (kOk with NaN or infinite frequencies, then NaN tables): yarn with a denormal or
// negative beta (its correction dimension is log(inf) or log of a negative), linear with a
// factor so small that base^0 / factor overflows.
TEST(RopeFrequencies, ParametersGivingNonFiniteFrequenciesAreRejected) {
  std::vector<double> w(12);
  double attention = 0;
  for (double beta : {std::numeric_limits<double>::denorm_min(), -1.0}) {
    pe::RopeOptions yarn;
    yarn.base = 844;
    yarn.scaling.type = pe::RopeScalingType::kYarn;
    yarn.scaling.factor = 0.5;
    yarn.scaling.original_max_position_embeddings = 8192;
    yarn.scaling.beta_fast = beta;
    EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 24, yarn), pe::Status::kInvalidArgument)
        << "beta_fast " << beta;
  }
  pe::RopeOptions linear;
  linear.scaling.type = pe::RopeScalingType::kLinear;
  linear.scaling.factor = 1e-310;
  EXPECT_EQ(pe::rope_frequencies(w.data(), &attention, 24, linear), pe::Status::kInvalidArgument);
  std::vector<float> cos(24), sin(24);
  EXPECT_EQ(pe::rope_cos_sin(cos.data(), sin.data(), 1, 24, linear, pe::RopePositions{}),
            pe::Status::kInvalidArgument);
}

// Found by tests/fuzz/fuzz_rope.cpp: a finite but huge inv_freq (longrope with a tiny factor) puts
// pos * inv_freq past float64's range, and the tables came back as NaN with kOk.
TEST(RopeCosSin, AnglesPastTheFloat64RangeAreRejected) {
  const std::vector<double> short_factor = {1e-308, 1.0};
  pe::RopeOptions options;
  options.scaling.type = pe::RopeScalingType::kLongrope;
  options.scaling.factor = 2;
  options.scaling.original_max_position_embeddings = 4096;
  options.scaling.short_factor = short_factor.data();
  options.scaling.long_factor = short_factor.data();
  std::vector<double> w(2);
  double attention = 0;
  ASSERT_EQ(pe::rope_frequencies(w.data(), &attention, 4, options), pe::Status::kOk);
  EXPECT_EQ(w[0], 1e308);
  std::vector<float> cos(4), sin(4), x(4, 1.0f);
  pe::RopePositions positions;
  positions.offset = 4;
  EXPECT_EQ(pe::rope_cos_sin(cos.data(), sin.data(), 1, 4, options, positions),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::apply_rope(x.data(), x.data(), 1, 1, 1, 4, options, positions),
            pe::Status::kInvalidArgument);
}

// Found by tests/fuzz/fuzz_rope.cpp: an attention factor past float32's range made the cos/sin
// tables infinite, and apply_rope turned zeros into NaN (0 * inf) with kOk.
TEST(ApplyRope, AttentionFactorsPastTheFloat32RangeAreRejected) {
  pe::RopeOptions options;
  options.scaling.type = pe::RopeScalingType::kYarn;
  options.scaling.factor = 2;
  options.scaling.original_max_position_embeddings = 4096;
  options.scaling.attention_factor = 3.5e38;
  std::vector<float> x(8, 0.0f), cos(8), sin(8);
  EXPECT_EQ(pe::apply_rope(x.data(), x.data(), 1, 1, 1, 8, options, pe::RopePositions{}),
            pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::rope_cos_sin(cos.data(), sin.data(), 1, 8, options, pe::RopePositions{}),
            pe::Status::kInvalidArgument);
}
