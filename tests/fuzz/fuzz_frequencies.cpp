// frequencies and angles, with either exponent: refused exactly when an argument is out of range;
// otherwise w_i = base^(-e_i) within a few float64 ulps of the exponent (e_i = 2i / d_model, or
// tensor2tensor's i / max(floor(d_model/2) - 1, 1); the header computes exp(-e_i ln(base))), w_0 =
// 1, decreasing, and angles[row][i] = (offset + row) * w_i exactly, with the very frequencies that
// frequencies() returns.
#include <algorithm>
#include <vector>

#include "fuzz_input.h"
#include "positional_encoding.h"

namespace pe = positional_encoding;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  pe::TableOptions o;
  o.base = in.number({10000.0, 2.0, 1e6, 1e300});
  o.offset = in.number({0.0, 999000.0, fuzz::kTwo53 - 64});
  o.layout = static_cast<pe::Layout>(in.one_of<int32_t>({0, 1, 0, 1, 2, -1}));
  o.exponent = static_cast<pe::Exponent>(in.one_of<int32_t>({0, 1, 0, 1, 2}));
  const size_t d_model = in.size(in.one_of<size_t>({16, 64, 1100, 8200}));
  const size_t pairs = (d_model + 1) / 2;
  const size_t length = in.size(pairs == 0 ? 64 : std::min<size_t>(64, 1 + 8000 / pairs));

  if (in.flag() && in.flag() && in.flag()) {  // sizes no buffer can hold, with a small buffer
    const size_t huge = in.huge_size();
    const size_t other = in.size(64);
    std::vector<double> small(64);
    if (fuzz::product_overflows({huge, other}, sizeof(double))) {
      FUZZ_CHECK(pe::angles(small.data(), huge, other, o) != pe::Status::kOk &&
                     pe::angles(small.data(), other, huge, o) != pe::Status::kOk,
                 "angles of %zu x %zu accepted", huge, other);
    }
    if (fuzz::product_overflows({huge / 2 + 1}, sizeof(double))) {
      FUZZ_CHECK(pe::frequencies(small.data(), huge, o.base, o.exponent) != pe::Status::kOk,
                 "frequencies of d_model %zu accepted", huge);
    }
    return 0;
  }

  const bool t2t = o.exponent == pe::Exponent::kTensor2tensor;
  const bool base_valid =
      std::isfinite(o.base) && o.base > 1.0 && (o.exponent == pe::Exponent::kPaper || t2t);
  std::vector<double> w(pairs);
  const pe::Status status = pe::frequencies(w.data(), d_model, o.base, o.exponent);
  FUZZ_CHECK(status == (d_model > 0 && base_valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "frequencies status %d for d_model %zu, base %.17g", static_cast<int>(status), d_model,
             o.base);
  FUZZ_CHECK(pe::frequencies(nullptr, 4, 10000.0) == pe::Status::kInvalidArgument,
             "null output accepted");
  if (status != pe::Status::kOk) return 0;
  FUZZ_CHECK(w[0] == 1.0, "w_0 = %.17g", w[0]);
  for (size_t i = 0; i < pairs; ++i) {
    // exp of an exponent x = e_i ln(base) whose float64 evaluation is off by a few ulps of
    // |x| (ln, product, quotient: 3 roundings), and exp's and pow's own error (under one ulp
    // each): relative (3|x| + 4) 2^-53; below 2^-1022 only denormal precision remains.
    const long double e =
        t2t ? static_cast<long double>(i) / std::max<long double>(d_model / 2 - 1.0L, 1.0L)
            : 2.0L * static_cast<long double>(i) / d_model;
    const double exponent = static_cast<double>(e) * std::log(o.base);
    // long double: the reference's own exponent rounding stays far below the bound
    const double expected = static_cast<double>(std::pow(static_cast<long double>(o.base), -e));
    const double bound = (3.0 * exponent + 4.0) * 1.12e-16 * expected + 1e-322;
    FUZZ_CHECK(fuzz::within(w[i], expected, bound), "w_%zu = %.17g, base^(-e_i) = %.17g", i, w[i],
               expected);
    FUZZ_CHECK(w[i] >= 0.0 && (i == 0 || w[i] <= w[i - 1]), "w_%zu = %.17g not decreasing", i,
               w[i]);
  }

  const bool valid = length > 0 && base_valid && o.offset >= 0.0 && o.offset < fuzz::kTwo53 &&
                     o.offset == std::floor(o.offset) &&
                     (o.layout == pe::Layout::kInterleaved || o.layout == pe::Layout::kSplit) &&
                     (o.exponent == pe::Exponent::kPaper || t2t);
  std::vector<double> a(length * pairs);
  const pe::Status angles_status = pe::angles(a.data(), length, d_model, o);
  FUZZ_CHECK(angles_status == (valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "angles status %d for length %zu, offset %.17g", static_cast<int>(angles_status),
             length, o.offset);
  if (angles_status != pe::Status::kOk) return 0;
  for (size_t row = 0; row < length; ++row) {
    for (size_t i = 0; i < pairs; ++i) {
      const double expected = (o.offset + static_cast<double>(row)) * w[i];
      FUZZ_CHECK(a[row * pairs + i] == expected,
                 "angle [%zu][%zu] = %.17g, (offset + row) w = %.17g", row, i, a[row * pairs + i],
                 expected);
    }
  }
  return 0;
}
