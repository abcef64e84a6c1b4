// Shared by the libFuzzer harnesses: decoding a function's arguments from the fuzz input, and
// FUZZ_CHECK, which fails the run (libFuzzer keeps the input as a crash) when a contract is broken.
//
// Sizes stay small so that one run takes microseconds to a few milliseconds; numeric options
// range over everything a caller could pass: 0, -0, ±1, fractions, huge, tiny, NaN, ±Inf, the
// limits of each range (2^53), negative and non-integer values, and raw bit patterns.
#pragma once

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <vector>

#define FUZZ_CHECK(condition, ...)                                                                \
  do {                                                                                            \
    if (!(condition)) {                                                                           \
      std::fprintf(stderr, "\ncontract broken at %s:%d: %s\n  ", __FILE__, __LINE__, #condition); \
      std::fprintf(stderr, __VA_ARGS__);                                                          \
      std::fputc('\n', stderr);                                                                   \
      std::abort();                                                                               \
    }                                                                                             \
  } while (0)

namespace fuzz {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kTwo53 = 9007199254740992.0;

class Input {
 public:
  Input(const uint8_t* data, size_t size) : provider_(data, size) {}

  bool flag() { return provider_.ConsumeBool(); }
  bool empty() { return provider_.remaining_bytes() == 0; }
  uint64_t u64() { return provider_.ConsumeIntegral<uint64_t>(); }
  template <class T>
  T in_range(T low, T high) {
    return provider_.ConsumeIntegralInRange<T>(low, high);
  }
  template <class T>
  T one_of(std::initializer_list<T> values) {
    return *(values.begin() + in_range<size_t>(0, values.size() - 1));
  }

  // A size in [0, max], the edges (0, 1, max) as often as the values between.
  size_t size(size_t max) {
    switch (in_range(0, 3)) {
      case 0:
        return one_of<size_t>({0, 1, max});
      case 1:
        return in_range<size_t>(0, max < 8 ? max : 8);
      default:
        return in_range<size_t>(0, max);
    }
  }

  // A size no buffer can hold or that other sizes multiply past SIZE_MAX with: passed only with
  // a small buffer, where the call must refuse.
  size_t huge_size() {
    constexpr size_t kMax = std::numeric_limits<size_t>::max();
    return one_of<size_t>({kMax, kMax / 2 + 1, kMax / 3, kMax / 4 + 1, size_t{1} << 32,
                           (size_t{1} << 32) + 1, size_t{1} << 40, size_t{1} << 53,
                           (size_t{1} << 53) + 1, kMax / 64 + 1});
  }

  // Any double a caller might pass: near `typical` values and the hard cases.
  double number(std::initializer_list<double> typical = {}) {
    const int kind = in_range(0, typical.size() == 0 ? 3 : 5);
    switch (kind) {
      case 0:
        return one_of<double>({0.0,
                               -0.0,
                               1.0,
                               -1.0,
                               0.5,
                               1.5,
                               2.0,
                               1.0 + 1e-15,
                               1e6,
                               1e6 + 1,
                               1e300,
                               -1e300,
                               std::numeric_limits<double>::max(),
                               std::numeric_limits<double>::denorm_min(),
                               std::numeric_limits<double>::min(),
                               kNaN,
                               kInf,
                               -kInf,
                               kTwo53,
                               kTwo53 - 1,
                               kTwo53 + 2,
                               1e-300,
                               3e38,
                               3.5e38,
                               -2.5,
                               0.1});
      case 1:
        return static_cast<double>(in_range<int64_t>(-4, 4096));
      case 2:
        return provider_.ConsumeFloatingPoint<double>();
      case 3: {  // any bit pattern, NaN payloads and denormals included
        const uint64_t bits = u64();
        double value;
        std::memcpy(&value, &bits, sizeof value);
        return value;
      }
      case 4:
        return *(typical.begin() + in_range<size_t>(0, typical.size() - 1));
      default: {  // a typical value nudged: non-integers and neighbours of the edges
        const double t = *(typical.begin() + in_range<size_t>(0, typical.size() - 1));
        return t * (1.0 + (provider_.ConsumeProbability<double>() - 0.5) * 1e-3) +
               one_of<double>({0.0, 0.5, -1.0, 1.0});
      }
    }
  }

  // A float32 option (a scale): the same cases rounded, and values past float32's range.
  float number_f(std::initializer_list<double> typical = {}) {
    return static_cast<float>(clamp_to_float_range(number(typical)));
  }

  // Data a caller computes on: finite, of moderate size (|v| < 2^20) so that float64 references
  // stay exact enough to check a tight bound; sometimes zeros, sometimes tiny values.
  float value() {
    switch (in_range(0, 7)) {
      case 0:
        return 0.0f;
      case 1:
        return one_of<float>({1.0f, -1.0f, 0.5f, 1e-30f, -1e-38f, 3e-39f});
      default:
        return static_cast<float>((provider_.ConsumeProbability<double>() - 0.5) *
                                  std::ldexp(1.0, in_range(-20, 21)));
    }
  }
  std::vector<float> values(size_t n) {
    std::vector<float> v(n);
    for (auto& x : v) x = value();
    return v;
  }

 private:
  static double clamp_to_float_range(double v) {
    // double -> float of a finite value beyond float's range is undefined behaviour in C++;
    // callers get infinity there, which is what the conversion gives on every platform.
    if (std::isfinite(v) && std::fabs(v) > 3.4028235677973366e38) return v > 0 ? kInf : -kInf;
    return v;
  }

  FuzzedDataProvider provider_;
};

// Whether sizes[0] * sizes[1] * ... * element_bytes exceeds SIZE_MAX: no buffer can hold that.
inline bool product_overflows(std::initializer_list<size_t> sizes, size_t element_bytes) {
  size_t total = element_bytes;
  for (size_t s : sizes) {
    if (s == 0) return false;
    if (__builtin_mul_overflow(total, s, &total)) return true;
  }
  return false;
}

// |actual - expected| <= bound, NaN failing.
inline bool within(double actual, double expected, double bound) {
  return std::fabs(actual - expected) <= bound;
}

// Indices of up to `samples` entries of [0, n) to check against a float64 reference: the first,
// the last, and evenly spread ones between (every one when n is small).
inline std::vector<size_t> sample_indices(size_t n, size_t samples = 256) {
  std::vector<size_t> at;
  if (n == 0) return at;
  if (n <= samples) {
    for (size_t i = 0; i < n; ++i) at.push_back(i);
    return at;
  }
  for (size_t s = 0; s < samples; ++s) at.push_back(s * (n - 1) / (samples - 1));
  return at;
}

}  // namespace fuzz
