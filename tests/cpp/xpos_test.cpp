// xPos in the core: the numeric contract of cpp/include/xpos.h against the float64 definition
// written here (torchscale's XPOS), the distance-only decay of q'.k', and rejected arguments.
#include "xpos.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <vector>

namespace pe = positional_encoding;

namespace {

// Values in [-2, 2), deterministic.
struct Lcg {
  uint64_t state;
  float next() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<float>(static_cast<double>(state >> 40) / 4194304.0 - 2.0);
  }
};

// torchscale: n = p + (-length // 2) in Python, i.e. p - ceil(length / 2).
double centred(size_t p, size_t length) {
  return static_cast<double>(p) - std::ceil(static_cast<double>(length) / 2.0);
}

}  // namespace

TEST(ApplyXpos, MeetsTheContractInBothLayouts) {
  const size_t heads = 2, length = 37, d = 16, planes = d / 2;
  pe::XposOptions options;
  options.base = 10000.0;
  options.scale_base = 8.0;  // a small scale base, so the scales move far from 1 (up to ~1e3)
  Lcg lcg{5};
  std::vector<float> q(heads * length * d), k(q.size()), qo(q.size()), ko(q.size());
  for (float& v : q) v = lcg.next();
  for (float& v : k) v = lcg.next();
  for (const pe::RopeLayout layout : {pe::RopeLayout::kPairs, pe::RopeLayout::kHalf}) {
    options.layout = layout;
    ASSERT_EQ(
        pe::apply_xpos(q.data(), k.data(), qo.data(), ko.data(), 1, heads, length, d, options),
        pe::Status::kOk);
    for (size_t h = 0; h < heads; ++h) {
      for (size_t p = 0; p < length; ++p) {
        const size_t at = (h * length + p) * d;
        for (size_t i = 0; i < planes; ++i) {
          const double theta = std::pow(10000.0, -2.0 * i / d);
          const double zeta = (2.0 * i / d + 0.4) / 1.4;
          const double n = centred(p, length);
          const double angle = p * theta;
          const size_t ia = layout == pe::RopeLayout::kHalf ? i : 2 * i;
          const size_t ib = layout == pe::RopeLayout::kHalf ? i + planes : 2 * i + 1;
          for (const bool query : {true, false}) {
            const double scale = std::pow(zeta, (query ? n : -n) / 8.0);
            const std::vector<float>& in = query ? q : k;
            const std::vector<float>& out = query ? qo : ko;
            const double a = in[at + ia], b = in[at + ib];
            // The contract: 2.5e-7 * (|a| + |b|) * scale (apply_rope's, with the scale as A).
            const double bound = 2.5e-7 * (std::fabs(a) + std::fabs(b)) * scale;
            EXPECT_NEAR(out[at + ia], scale * (a * std::cos(angle) - b * std::sin(angle)), bound);
            EXPECT_NEAR(out[at + ib], scale * (b * std::cos(angle) + a * std::sin(angle)), bound);
          }
        }
      }
    }
  }
}

TEST(ApplyXpos, ScoresDecayWithTheDistanceOnly) {
  // q'_p . k'_s = sum_i zeta_i^((p - s) / scale_base) (rotated q_i . k_i): the same q and k at
  // (p, s) and (p + 5, s + 5) give the same score, to float32 rounding.
  const size_t length = 40, d = 8;
  std::vector<float> q(length * d), k(length * d), qo(q.size()), ko(k.size());
  Lcg lcg{3};
  std::vector<float> q0(d), k0(d);
  for (float& v : q0) v = lcg.next();
  for (float& v : k0) v = lcg.next();
  for (size_t p = 0; p < length; ++p) {
    std::copy(q0.begin(), q0.end(), q.begin() + p * d);
    std::copy(k0.begin(), k0.end(), k.begin() + p * d);
  }
  pe::XposOptions options;
  ASSERT_EQ(pe::apply_xpos(q.data(), k.data(), qo.data(), ko.data(), 1, 1, length, d, options),
            pe::Status::kOk);
  const auto score = [&](size_t p, size_t s) {
    double sum = 0;
    for (size_t j = 0; j < d; ++j) sum += static_cast<double>(qo[p * d + j]) * ko[s * d + j];
    return sum;
  };
  for (size_t p = 3; p + 5 < length; p += 7) {
    // Relative 1e-6: each of the 2d products carries a few float32 roundings (6e-8 each).
    EXPECT_NEAR(score(p, 2), score(p + 5, 7), 1e-6 * (1 + std::fabs(score(p, 2))));
  }
}

TEST(ApplyXpos, InPlaceEqualsOutOfPlace) {
  const size_t length = 9, d = 6;
  std::vector<float> q(2 * length * d), k(q.size());
  Lcg lcg{11};
  for (float& v : q) v = lcg.next();
  for (float& v : k) v = lcg.next();
  std::vector<float> qo(q.size()), ko(k.size());
  pe::XposOptions options;
  ASSERT_EQ(pe::apply_xpos(q.data(), k.data(), qo.data(), ko.data(), 2, 1, length, d, options),
            pe::Status::kOk);
  ASSERT_EQ(pe::apply_xpos(q.data(), k.data(), q.data(), k.data(), 2, 1, length, d, options),
            pe::Status::kOk);
  EXPECT_EQ(q, qo);
  EXPECT_EQ(k, ko);
}

TEST(ApplyXpos, RejectsBadArgumentsAndScalesPastFloat32) {
  std::vector<float> q(64, 1.0f), k(64, 1.0f), qo(64), ko(64);
  const pe::XposOptions good;
  const auto call = [&](size_t length, size_t d, const pe::XposOptions& o) {
    return pe::apply_xpos(q.data(), k.data(), qo.data(), ko.data(), 1, 1, length, d, o);
  };
  EXPECT_EQ(call(8, 8, good), pe::Status::kOk);
  EXPECT_EQ(call(0, 8, good), pe::Status::kInvalidArgument);
  EXPECT_EQ(call(8, 7, good), pe::Status::kInvalidArgument);
  EXPECT_EQ(pe::apply_xpos(nullptr, k.data(), qo.data(), ko.data(), 1, 1, 8, 8, good),
            pe::Status::kInvalidArgument);
  for (const auto& [field, value] : std::vector<std::pair<double pe::XposOptions::*, double>>{
           {&pe::XposOptions::base, 1.0},
           {&pe::XposOptions::base, NAN},
           {&pe::XposOptions::scale_base, 0.0},
           {&pe::XposOptions::gamma, 0.0},
           {&pe::XposOptions::gamma, INFINITY}}) {
    pe::XposOptions bad = good;
    bad.*field = value;
    EXPECT_EQ(call(8, 8, bad), pe::Status::kInvalidArgument);
  }
  // zeta_0 = 0.4 / 1.4: its scale zeta_0^(-ceil(length / 2) / 512) passes 3.4e38 between
  // ceil(length / 2) = 36260 and 36261 (512 ln(FLT_MAX) / -ln(zeta_0) = 36260.9). Scale base 1
  // moves the limit to ceil(length / 2) = 70 (88.72 / 1.2528 = 70.8): length 140 passes, 142 not.
  pe::XposOptions small = good;
  small.scale_base = 1.0;
  std::vector<float> big_q(142 * 2, 1.0f), big_k(big_q.size()), big_out(big_q.size()),
      big_out2(big_q.size());
  EXPECT_EQ(pe::apply_xpos(big_q.data(), big_k.data(), big_out.data(), big_out2.data(), 1, 1, 140,
                           2, small),
            pe::Status::kOk);
  for (size_t i = 0; i < 140 * 2; ++i) EXPECT_TRUE(std::isfinite(big_out[i]));
  EXPECT_EQ(pe::apply_xpos(big_q.data(), big_k.data(), big_out.data(), big_out2.data(), 1, 1, 142,
                           2, small),
            pe::Status::kInvalidArgument);
}
