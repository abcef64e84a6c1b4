// T5's relative position buckets, bit for bit as Hugging Face computes them in float32 on the CPU.
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "positional_encoding.h"
#include "size_limits.h"

namespace positional_encoding {
namespace {

constexpr double kMaxOffset = 9007199254740992.0;  // 2^53

// The correctly rounded float32 logarithm: float64 log rounded once. Exact unless ln(v) lies
// within a float64 error of a float32 rounding midpoint, which the JS tests rule out for every
// argument they check. (libm's logf is not correctly rounded: 0.82 ulp in glibc and musl.)
float log_float32(float v) { return static_cast<float>(std::log(static_cast<double>(v))); }

// |r| for any int64: -INT64_MIN does not exist, and INT64_MAX, past every max_distance, gets the
// same bucket.
int64_t magnitude(int64_t r) {
  if (r == std::numeric_limits<int64_t>::min()) return std::numeric_limits<int64_t>::max();
  return r < 0 ? -r : r;
}

// Buckets of one direction: n >= 0 into [0, buckets).
int32_t one_sided_bucket(int64_t n, int32_t buckets, int32_t max_distance) {
  const int32_t max_exact = buckets / 2;
  if (n < max_exact) return static_cast<int32_t>(n);
  // From max_distance on the bucket is the last one whatever the rounding (the exact value
  // reaches buckets - max_exact there and the clamp takes it), so a huge n can be clipped.
  if (n > max_distance) n = max_distance;
  const float ratio = static_cast<float>(n) / static_cast<float>(max_exact);
  const float log_range = static_cast<float>(
      std::log(static_cast<double>(max_distance) / static_cast<double>(max_exact)));
  const float scaled = (log_float32(ratio) / log_range) * static_cast<float>(buckets - max_exact);
  const int32_t large = max_exact + static_cast<int32_t>(scaled);  // trunc, as .to(torch.long)
  return large < buckets - 1 ? large : buckets - 1;
}

}  // namespace

bool t5_bucket_options_valid(const T5BucketOptions& options) {
  const int32_t buckets = options.num_buckets;
  if (buckets < (options.bidirectional ? 4 : 2) || buckets > kMaxT5Buckets) return false;
  if (options.bidirectional && buckets % 2 != 0) return false;
  return options.max_distance > buckets / 2 && options.max_distance <= kMaxT5Distance;
}

int32_t t5_relative_bucket(int64_t relative_position, const T5BucketOptions& options) {
  if (options.bidirectional) {
    const int32_t half = options.num_buckets / 2;
    const int64_t n = magnitude(relative_position);
    return (relative_position > 0 ? half : 0) + one_sided_bucket(n, half, options.max_distance);
  }
  const int64_t n = relative_position < 0 ? magnitude(relative_position) : 0;
  return one_sided_bucket(n, options.num_buckets, options.max_distance);
}

Status t5_relative_buckets(const int32_t* relative_positions, int32_t* out, size_t count,
                           const T5BucketOptions& options) {
  if (relative_positions == nullptr || out == nullptr || count == 0 ||
      !detail::fits_in_memory({count}, sizeof(int32_t)) || !t5_bucket_options_valid(options)) {
    return Status::kInvalidArgument;
  }
  for (size_t t = 0; t < count; ++t) out[t] = t5_relative_bucket(relative_positions[t], options);
  return Status::kOk;
}

Status t5_bucket_matrix(int32_t* out, size_t query_length, size_t key_length, double offset,
                        const T5BucketOptions& options) {
  if (out == nullptr || query_length == 0 || key_length == 0 || !(offset >= 0) ||
      offset != std::floor(offset) || offset + static_cast<double>(query_length) > kMaxOffset ||
      // the output; the scratch row of query_length + key_length - 1 buckets is no larger
      !detail::fits_in_memory({query_length, key_length}, sizeof(int32_t)) ||
      !t5_bucket_options_valid(options)) {
    return Status::kInvalidArgument;
  }
  // r = j - (offset + i) spans [-(offset + query_length - 1), key_length - 1 - offset]; stored
  // from the smallest up, row i is span[query_length - 1 - i .. + key_length).
  const size_t span_length = query_length + key_length - 1;
  int32_t* span = static_cast<int32_t*>(std::malloc(span_length * sizeof(int32_t)));
  if (span == nullptr) return Status::kOutOfMemory;
  const int64_t smallest = -static_cast<int64_t>(offset) - static_cast<int64_t>(query_length - 1);
  for (size_t t = 0; t < span_length; ++t) {
    span[t] = t5_relative_bucket(smallest + static_cast<int64_t>(t), options);
  }
  for (size_t i = 0; i < query_length; ++i) {
    std::memcpy(out + i * key_length, span + (query_length - 1 - i), key_length * sizeof(int32_t));
  }
  std::free(span);
  return Status::kOk;
}

}  // namespace positional_encoding
