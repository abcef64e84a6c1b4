// row_dot_products: refused for zero sizes and null pointers; otherwise a symmetric matrix whose
// entries are within the header's bound of the exact dot products of the float32 rows (computed
// here in long double from exact float64 products, with Neumaier's compensation).
#include <vector>

#include "fuzz_input.h"
#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

// The exact dot product to far below float32 resolution, and the sum of |products|.
void exact_dot(const float* a, const float* b, size_t n, double* dot, double* magnitude) {
  long double sum = 0, compensation = 0, total = 0;
  for (size_t j = 0; j < n; ++j) {
    const long double p = static_cast<double>(a[j]) * static_cast<double>(b[j]);  // exact
    const long double t = sum + p;
    compensation += std::fabs(sum) >= std::fabs(p) ? (sum - t) + p : (p - t) + sum;
    sum = t;
    total += std::fabs(p);
  }
  *dot = static_cast<double>(sum + compensation);
  *magnitude = static_cast<double>(total);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const size_t d_model = in.size(in.one_of<size_t>({8, 64, 600}));
  const size_t length = in.size(d_model == 0 ? 64 : std::min<size_t>(64, 1 + 6000 / d_model));

  if (in.flag() && in.flag() && in.flag()) {  // sizes no buffer can hold, with a small buffer
    const size_t huge = in.huge_size();
    const size_t other = in.size(64);
    std::vector<float> small(64), out(64);
    if (fuzz::product_overflows({huge, other}, sizeof(float))) {
      FUZZ_CHECK(pe::row_dot_products(small.data(), other, huge, out.data()) != pe::Status::kOk,
                 "row_dot_products of %zu x %zu accepted", other, huge);
    }
    if (fuzz::product_overflows({huge, huge}, sizeof(float))) {
      FUZZ_CHECK(pe::row_dot_products(small.data(), huge, 1, out.data()) != pe::Status::kOk,
                 "row_dot_products of %zu rows accepted", huge);
    }
    return 0;
  }

  const std::vector<float> table = in.values(length * d_model);
  std::vector<float> out(length * length);
  const pe::Status status = pe::row_dot_products(table.data(), length, d_model, out.data());
  FUZZ_CHECK(status == (length > 0 && d_model > 0 ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "status %d for length %zu, d_model %zu", static_cast<int>(status), length, d_model);
  FUZZ_CHECK(pe::row_dot_products(nullptr, 1, 1, out.data()) == pe::Status::kInvalidArgument,
             "null table accepted");
  if (status != pe::Status::kOk) return 0;
  for (size_t t = 0; t < length; ++t) {
    for (size_t s = 0; s < length; ++s) {
      const float value = out[t * length + s];
      FUZZ_CHECK(value == out[s * length + t], "not symmetric at %zu, %zu", t, s);
      double dot, magnitude;
      exact_dot(&table[t * d_model], &table[s * d_model], d_model, &dot, &magnitude);
      // One float32 rounding (half an ulp, 2^-24 relative, or half the smallest denormal) of the
      // exact value, plus the float64 accumulation: d_model - 1 additions, each off by at most
      // 2^-53 of the sum of |products| so far.
      const double bound =
          std::fabs(dot) * 0x1p-24 + 0x1p-150 + static_cast<double>(d_model) * 0x1p-53 * magnitude;
      FUZZ_CHECK(
          fuzz::within(value, static_cast<float>(dot), bound) || fuzz::within(value, dot, bound),
          "entry [%zu][%zu] = %.9g, exact %.17g (sum of |products| %.3g), allowed %.3g", t, s,
          value, dot, magnitude, bound);
    }
  }
  return 0;
}
