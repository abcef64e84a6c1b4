// xPos: apply_xpos. Refused whenever a size, base, scale base, gamma or layout is out of xpos.h's
// ranges or a scale would pass float32's range (the first query's zeta_0^(-ceil(length / 2) /
// scale_base)); when accepted: each output within 2.5e-7 (|a| + |b|) S of the float64
// definition written here (S the row's and plane's scale), in place == out of place. Sizes no
// buffer can hold are refused.
#include <cfloat>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "xpos.h"

namespace pe = positional_encoding;

namespace {

bool options_valid(const pe::XposOptions& o) {
  const auto layout = static_cast<int32_t>(o.layout);
  return std::isfinite(o.base) && o.base > 1.0 && std::isfinite(o.scale_base) &&
         o.scale_base > 0.0 && std::isfinite(o.gamma) && o.gamma > 0.0 &&
         (layout == 0 || layout == 1);
}

void fuzz_apply(fuzz::Input& in) {
  const size_t batch = in.size(2), heads = in.size(3), length = in.size(64);
  const size_t head_dim = in.one_of<size_t>({2, 8, 64, 7, 0, in.size(130)});
  pe::XposOptions o;
  o.base = in.flag() ? 10000.0 : in.number({10000.0, 500000.0, 2.0});
  o.scale_base = in.flag() ? 512.0 : in.number({512.0, 8.0, 1.0, 1e-3});
  o.gamma = in.flag() ? 0.4 : in.number({0.4, 0.2, 1.0, 1e-6});
  o.layout = static_cast<pe::RopeLayout>(in.one_of<int32_t>({0, 1, 1, 2, -1}));
  const std::vector<float> q = in.values(batch * heads * length * head_dim);
  const std::vector<float> k = in.values(q.size());
  std::vector<float> qo(q.size()), ko(k.size());
  const bool null_input = in.flag() && in.flag();
  const pe::Status status = pe::apply_xpos(null_input ? nullptr : q.data(), k.data(), qo.data(),
                                           ko.data(), batch, heads, length, head_dim, o);
  const bool shape_ok = batch > 0 && heads > 0 && length > 0 && head_dim >= 2 && head_dim % 2 == 0;
  if (null_input || !shape_ok || !options_valid(o)) {
    FUZZ_CHECK(status == pe::Status::kInvalidArgument,
               "status %d for refused arguments (sizes %zu %zu %zu %zu, base %.17g, scale base "
               "%.17g, gamma %.17g, layout %d)",
               static_cast<int>(status), batch, heads, length, head_dim, o.base, o.scale_base,
               o.gamma, static_cast<int>(o.layout));
    return;
  }
  // The largest scale, in float64; within 1e-9 of FLT_MAX either answer is right (the library
  // evaluates it in another order).
  const double centre = std::ceil(static_cast<double>(length) / 2.0);
  const double largest = std::pow(o.gamma / (1.0 + o.gamma), -centre / o.scale_base);
  if (!(largest <= FLT_MAX * (1 + 1e-9))) {
    FUZZ_CHECK(status == pe::Status::kInvalidArgument, "scale %.17g past float32 accepted",
               largest);
    return;
  }
  if (largest <= FLT_MAX * (1 - 1e-9)) {
    FUZZ_CHECK(status == pe::Status::kOk, "status %d (length %zu, scale base %.17g, gamma %.17g)",
               static_cast<int>(status), length, o.scale_base, o.gamma);
  }
  if (status != pe::Status::kOk) return;
  const size_t h = head_dim / 2;
  const bool half = o.layout == pe::RopeLayout::kHalf;
  for (size_t at : fuzz::sample_indices(q.size() / head_dim, 64)) {
    const size_t p = at % length;
    const double n = static_cast<double>(p) - centre;
    for (size_t i = 0; i < h; ++i) {
      const double e = 2.0 * static_cast<double>(i) / static_cast<double>(head_dim);
      const double angle = static_cast<double>(p) * std::pow(o.base, -e);
      const double zeta = (e + o.gamma) / (1.0 + o.gamma);
      const size_t ia = half ? i : 2 * i, ib = half ? i + h : 2 * i + 1;
      for (const bool query : {true, false}) {
        const double scale = std::pow(zeta, (query ? n : -n) / o.scale_base);
        const float* xr = &(query ? q : k)[at * head_dim];
        const float* yr = &(query ? qo : ko)[at * head_dim];
        const double c = scale * std::cos(angle), s = scale * std::sin(angle);
        const double ea = xr[ia] * c - xr[ib] * s, eb = xr[ib] * c + xr[ia] * s;
        const double size = (std::fabs(xr[ia]) + std::fabs(xr[ib])) * scale;
        if (size > 1e37) continue;  // float32 overflow is expected there
        // the contract, plus the float64 rounding of angle and exponent, plus 4 denormal roundings
        const double bound =
            size * (2.5e-7 + 4.5e-16 * (std::fabs(angle) + std::fabs(std::log(scale)))) + 0x1p-147;
        FUZZ_CHECK(fuzz::within(yr[ia], ea, bound) && fuzz::within(yr[ib], eb, bound),
                   "%s row %zu plane %zu (n %.17g, scale %.17g): (%.9g, %.9g) -> (%.9g, %.9g), "
                   "float64 (%.9g, %.9g), allowed %.3g",
                   query ? "q" : "k", p, i, n, scale, xr[ia], xr[ib], yr[ia], yr[ib], ea, eb,
                   bound);
      }
    }
  }
  std::vector<float> q_in_place = q, k_in_place = k;
  FUZZ_CHECK(
      pe::apply_xpos(q_in_place.data(), k_in_place.data(), q_in_place.data(), k_in_place.data(),
                     batch, heads, length, head_dim, o) == pe::Status::kOk &&
          std::memcmp(q_in_place.data(), qo.data(), qo.size() * sizeof(float)) == 0 &&
          std::memcmp(k_in_place.data(), ko.data(), ko.size() * sizeof(float)) == 0,
      "in place differs from out of place");
}

void fuzz_huge(fuzz::Input& in) {
  // Sizes no buffer can hold, with small buffers: refused (or out of memory), never written.
  const size_t huge = in.huge_size();
  const size_t head_dim = in.one_of<size_t>({2, 64, huge & ~size_t{1}});
  const size_t length = in.one_of<size_t>({1, 64, huge});
  const size_t batch = in.one_of<size_t>({1, huge}), heads = in.one_of<size_t>({1, 8, huge});
  std::vector<float> small(64), other(64);
  if (fuzz::product_overflows({batch, heads, length, head_dim}, sizeof(float))) {
    FUZZ_CHECK(pe::apply_xpos(small.data(), other.data(), small.data(), other.data(), batch, heads,
                              length, head_dim, pe::XposOptions{}) != pe::Status::kOk,
               "q and k of %zu x %zu x %zu x %zu accepted", batch, heads, length, head_dim);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  if (in.in_range(0, 7) == 7) {
    fuzz_huge(in);
  } else {
    fuzz_apply(in);
  }
  return 0;
}
