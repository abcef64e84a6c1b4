// ALiBi: the paper's head slopes and the linear bias -m_h * distance added to attention scores.
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "positional_encoding.h"
#include "size_limits.h"

namespace positional_encoding {
namespace {

constexpr double kMaxOffset = 9007199254740992.0;  // 2^53

size_t largest_power_of_two_not_above(size_t n) {
  size_t power = 1;
  while (power * 2 <= n) power *= 2;
  return power;
}

// The bias of distance d = i - j: -m |d| rounded once (+0 at d = 0), or -infinity when causal
// attention masks the key (d < 0).
float bias_at(double slope, double distance, AlibiMode mode) {
  if (distance < 0 && mode == AlibiMode::kCausal) return -std::numeric_limits<float>::infinity();
  const double magnitude = std::fabs(distance);
  return magnitude == 0 ? 0.0f : static_cast<float>(-(slope * magnitude));
}

}  // namespace

Status alibi_slopes(double* out, size_t heads) {
  if (out == nullptr || heads == 0 || heads > kMaxAlibiHeads) return Status::kInvalidArgument;
  const size_t power = largest_power_of_two_not_above(heads);
  // 8 (h + 1) / power and 8 (2r + 1) / (2 power) are exact in float64 (power is 2^a).
  for (size_t h = 0; h < power; ++h) {
    out[h] = std::exp2(-8.0 * static_cast<double>(h + 1) / static_cast<double>(power));
  }
  for (size_t r = 0; power + r < heads; ++r) {
    out[power + r] =
        std::exp2(-8.0 * static_cast<double>(2 * r + 1) / static_cast<double>(2 * power));
  }
  return Status::kOk;
}

Status alibi_bias(float* out, size_t heads, size_t length, size_t key_length,
                  const AlibiOptions& options) {
  const double offset = options.offset;
  const bool mode_known =
      options.mode == AlibiMode::kCausal || options.mode == AlibiMode::kSymmetric;
  if (out == nullptr || heads == 0 || heads > kMaxAlibiHeads || length == 0 || key_length == 0 ||
      !mode_known || !(offset >= 0) || offset != std::floor(offset) ||
      offset + static_cast<double>(length) > kMaxOffset ||
      // the output; the scratch row of length + key_length - 1 floats is no larger
      !detail::fits_in_memory({heads, length, key_length}, sizeof(float))) {
    return Status::kInvalidArgument;
  }
  double slopes_storage[64];
  double* slopes =
      heads <= 64 ? slopes_storage : static_cast<double*>(std::malloc(heads * sizeof(double)));
  // Row i reads distances i' - j for j = 0 .. key_length - 1, i' = offset + i: all of them lie in
  // the span [offset - (key_length - 1), offset + length - 1], stored from the largest down so
  // that row i is span[length - 1 - i .. length - 1 - i + key_length).
  const size_t span_length = length + key_length - 1;
  float* span = static_cast<float*>(std::malloc(span_length * sizeof(float)));
  if (slopes == nullptr || span == nullptr) {
    if (slopes != slopes_storage) std::free(slopes);
    std::free(span);
    return Status::kOutOfMemory;
  }
  alibi_slopes(slopes, heads);
  const double largest = offset + static_cast<double>(length - 1);
  for (size_t h = 0; h < heads; ++h) {
    for (size_t t = 0; t < span_length; ++t) {
      const double distance = largest - static_cast<double>(t);
      span[t] = bias_at(slopes[h], distance, options.mode);
    }
    float* head = out + h * length * key_length;
    for (size_t i = 0; i < length; ++i) {
      std::memcpy(head + i * key_length, span + (length - 1 - i), key_length * sizeof(float));
    }
  }
  if (slopes != slopes_storage) std::free(slopes);
  std::free(span);
  return Status::kOk;
}

}  // namespace positional_encoding
