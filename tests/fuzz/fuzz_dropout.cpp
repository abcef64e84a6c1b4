// apply_inverted_dropout: refused exactly when p is outside [0, 1) or data is null; otherwise each
// element is either 0 or x * fl(1 / (1 - p)), p = 0 leaves the data unchanged, the mask depends
// only on (seed, index) (a prefix gets the same mask), and the share of zeros is near p.
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "positional_encoding.h"

namespace pe = positional_encoding;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const double p = in.number({0.0, 0.1, 0.5, 0.999999, 1.0 - 1e-16});
  const uint64_t seed = in.flag() ? in.u64() : in.one_of<uint64_t>({0, 1, ~uint64_t{0}});
  const size_t count = in.size(in.one_of<size_t>({16, 5000}));
  const std::vector<float> x = in.values(count);
  std::vector<float> y = x;
  y.reserve(count + 1);  // a real pointer even for count 0
  const bool valid = p >= 0.0 && p < 1.0;

  if (!valid && in.flag()) {  // a count no buffer holds must not be touched when p is refused
    std::vector<float> small(8);
    FUZZ_CHECK(pe::apply_inverted_dropout(small.data(), in.huge_size(), p, seed) ==
                   pe::Status::kInvalidArgument,
               "p = %.17g accepted", p);
  }
  const pe::Status status = pe::apply_inverted_dropout(y.data(), count, p, seed);
  FUZZ_CHECK(status == (valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "status %d for p %.17g", static_cast<int>(status), p);
  FUZZ_CHECK(pe::apply_inverted_dropout(nullptr, 1, 0.5, seed) == pe::Status::kInvalidArgument,
             "null data accepted");
  if (status != pe::Status::kOk) return 0;
  const float keep_scale = static_cast<float>(1.0 / (1.0 - p));
  size_t zeros = 0;
  for (size_t i = 0; i < count; ++i) {
    const float kept = x[i] * keep_scale;
    FUZZ_CHECK(p == 0.0 ? std::memcmp(&y[i], &x[i], sizeof(float)) == 0
                        : (y[i] == 0.0f || std::memcmp(&y[i], &kept, sizeof(float)) == 0),
               "element %zu: %.9g from %.9g (p %.17g)", i, y[i], x[i], p);
    if (y[i] == 0.0f && x[i] != 0.0f) ++zeros;
  }
  // The mask of a prefix is the prefix of the mask.
  const size_t prefix = count / 2;
  std::vector<float> again(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(prefix));
  if (prefix > 0) {
    FUZZ_CHECK(pe::apply_inverted_dropout(again.data(), prefix, p, seed) == pe::Status::kOk &&
                   std::memcmp(again.data(), y.data(), prefix * sizeof(float)) == 0,
               "mask of the first %zu elements differs", prefix);
  }
  // The zeros of nonzero elements are Binomial(n, p): 8 standard deviations (plus one for tiny n)
  // is exceeded with probability below 1e-14 for a good generator.
  size_t nonzero = 0;
  for (float v : x) nonzero += v != 0.0f;
  const double n = static_cast<double>(nonzero);
  const double deviation = std::sqrt(n * p * (1.0 - p));
  FUZZ_CHECK(std::fabs(static_cast<double>(zeros) - n * p) <= 8.0 * deviation + 1.0,
             "%zu zeros among %zu nonzero elements for p %.17g", zeros, nonzero, p);
  return 0;
}
