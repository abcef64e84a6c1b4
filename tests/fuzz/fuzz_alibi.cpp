// alibi_slopes and alibi_bias: refused exactly outside attention_bias.h's ranges; otherwise slopes
// within one float64 ulp of the paper's powers of two (computed here with pow), and every bias
// exactly the float64 -m_h d rounded once to float32, +0 on the diagonal, -infinity where causal
// attention masks.
#include <cstring>
#include <limits>
#include <vector>

#include "fuzz_input.h"
#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

// The paper's slope of head h (BLOOM's build_alibi_tensor), from its definition.
double paper_slope(size_t h, size_t heads) {
  size_t power = 1;
  while (power * 2 <= heads) power *= 2;
  if (h < power) return std::pow(2.0, -8.0 * static_cast<double>(h + 1) / power);
  return std::pow(2.0, -8.0 * static_cast<double>(2 * (h - power) + 1) / (2 * power));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const size_t heads = in.flag() ? in.size(in.one_of<size_t>({8, 70}))
                                 : in.one_of<size_t>({pe::kMaxAlibiHeads, pe::kMaxAlibiHeads + 1});
  std::vector<double> slopes(heads);
  const pe::Status slope_status = pe::alibi_slopes(slopes.data(), heads);
  const bool heads_valid = heads >= 1 && heads <= pe::kMaxAlibiHeads;
  FUZZ_CHECK(slope_status == (heads_valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "alibi_slopes status %d for %zu heads", static_cast<int>(slope_status), heads);
  FUZZ_CHECK(pe::alibi_slopes(nullptr, 1) == pe::Status::kInvalidArgument, "null accepted");
  if (slope_status == pe::Status::kOk) {
    for (size_t h : fuzz::sample_indices(heads, 64)) {
      const double expected = paper_slope(h, heads);
      FUZZ_CHECK(fuzz::within(slopes[h], expected, expected * 0x1p-52),
                 "slope %zu of %zu = %.17g, 2^(...) = %.17g", h, heads, slopes[h], expected);
    }
  }
  if (heads > 70) return 0;  // the bias of that many heads would make a run slow

  const size_t length = in.size(40), key_length = in.size(40);
  pe::AlibiOptions o;
  o.mode = static_cast<pe::AlibiMode>(in.one_of<int32_t>({0, 1, 0, 1, 2, -1}));
  o.offset = in.flag() ? static_cast<double>(key_length) - static_cast<double>(length)
                       : in.number({0.0, fuzz::kTwo53 - static_cast<double>(length),
                                    fuzz::kTwo53 - static_cast<double>(length) + 1, 1e6});

  if (in.flag() && in.flag() && in.flag()) {  // sizes no buffer can hold, with a small buffer
    const size_t huge = in.huge_size();
    const bool huge_keys = in.flag();
    const size_t l = huge_keys ? std::max<size_t>(length, 1) : huge;
    const size_t k = huge_keys ? huge : std::max<size_t>(key_length, 1);
    pe::AlibiOptions plain;
    std::vector<float> small(64);
    if (fuzz::product_overflows({heads, l, k}, sizeof(float)) ||
        fuzz::product_overflows({l + k}, sizeof(float)) || l + k < l) {
      FUZZ_CHECK(
          pe::alibi_bias(small.data(), std::max<size_t>(heads, 1), l, k, plain) != pe::Status::kOk,
          "bias of %zu x %zu x %zu accepted", heads, l, k);
    }
    return 0;
  }

  const bool valid = heads_valid && length > 0 && key_length > 0 &&
                     (o.mode == pe::AlibiMode::kCausal || o.mode == pe::AlibiMode::kSymmetric) &&
                     o.offset >= 0 && o.offset == std::floor(o.offset) &&
                     o.offset + static_cast<double>(length) <= fuzz::kTwo53;
  std::vector<float> out(heads * length * key_length);
  const pe::Status status = pe::alibi_bias(out.data(), heads, length, key_length, o);
  FUZZ_CHECK(status == (valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "alibi_bias status %d for %zu x %zu x %zu, mode %d, offset %.17g",
             static_cast<int>(status), heads, length, key_length, static_cast<int>(o.mode),
             o.offset);
  if (status != pe::Status::kOk) return 0;
  for (size_t h = 0; h < heads; ++h) {
    for (size_t i = 0; i < length; ++i) {
      for (size_t j = 0; j < key_length; ++j) {
        const double d = (o.offset + static_cast<double>(i)) - static_cast<double>(j);
        float expected;
        if (d < 0 && o.mode == pe::AlibiMode::kCausal) {
          expected = -std::numeric_limits<float>::infinity();
        } else {
          expected = d == 0 ? 0.0f : static_cast<float>(-(slopes[h] * std::fabs(d)));
        }
        const float got = out[(h * length + i) * key_length + j];
        FUZZ_CHECK(std::memcmp(&got, &expected, sizeof(float)) == 0,
                   "head %zu query %zu key %zu (offset %.17g, mode %d): %.9g, expected %.9g", h, i,
                   j, o.offset, static_cast<int>(o.mode), got, expected);
      }
    }
  }
  return 0;
}
