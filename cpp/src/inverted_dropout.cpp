#include <cmath>

#include "positional_encoding.h"
#include "size_limits.h"

namespace positional_encoding {
namespace {

// SplitMix64 (Steele, Lea, Flood 2014): a counter-based generator, so element i's draw depends
// only on (seed, i) and never on how the work is split.
uint64_t splitmix64(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

}  // namespace

Status apply_inverted_dropout(float* data, size_t count, double p, uint64_t seed) {
  if (data == nullptr || !(p >= 0.0 && p < 1.0) ||
      !detail::fits_in_memory({count}, sizeof(float))) {
    return Status::kInvalidArgument;
  }
  if (p == 0.0) return Status::kOk;
  const float keep_scale = static_cast<float>(1.0 / (1.0 - p));
  const uint64_t mixed_seed = splitmix64(seed);
  for (size_t i = 0; i < count; ++i) {
    // Top 53 bits as a uniform double in [0, 1).
    const double u = static_cast<double>(splitmix64(mixed_seed ^ i) >> 11) * 0x1.0p-53;
    data[i] = u < p ? 0.0f : data[i] * keep_scale;
  }
  return Status::kOk;
}

}  // namespace positional_encoding
