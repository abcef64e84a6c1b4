// RoPE: rope_frequencies, rope_cos_sin and apply_rope (the first input byte picks one).
// Refused whenever a shape, base, layout, scaling type, seq_len, attention factor or position is
// out of rope.h's ranges; when accepted: inv_freq within 1e-12 relative of the float64 formulas
// written here (yarn: between the default and the scaled frequency), all finite and positive;
// tables within 2e-7 * A of A cos/sin(pos w) in the layout's order; apply_rope within
// 2.5e-7 (|a| + |b|) A of the float64 rotation, untouched dimensions copied, in place == out of
// place. Positions come as offsets, one id per row, or several rows of ids: M-RoPE (a plane turns
// by the id of its mrope_section's row; refused unless the sections sum to the planes) and 2D RoPE
// (the first half of the planes by the row id and the even frequencies, the rest by the column id
// and the odd ones; refused for an odd plane count or together with M-RoPE). Past the header's
// positions (or for large inv_freq) the float64 rounding of the angle, 2^-53 |angle| for each of
// the reference's and the library's angles, is allowed on top.
#include <cfloat>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "rope.h"

namespace pe = positional_encoding;

namespace {

constexpr double kPi = 3.14159265358979323846;

struct Decoded {
  size_t head_dim = 0;
  pe::RopeOptions options;
  std::vector<double> short_factor, long_factor, ids;
  pe::RopePositions positions;
};

double maybe_unset(fuzz::Input& in, std::initializer_list<double> typical) {
  return in.flag() ? fuzz::kNaN : in.number(typical);
}

Decoded decode(fuzz::Input& in, size_t length) {
  Decoded d;
  d.head_dim = in.size(in.one_of<size_t>({8, 64, 130}));
  pe::RopeOptions& o = d.options;
  o.base = in.number({10000.0, 500000.0, 1e6, 2.0});
  o.rotary_dim = in.one_of<size_t>({0, 0, d.head_dim, d.head_dim / 2 & ~size_t{1},
                                    d.head_dim / 2 | 1, d.head_dim + 2, in.size(d.head_dim)});
  o.seq_len = maybe_unset(in, {4096.0, 8192.0, 100.0, 200000.0});
  o.layout = static_cast<pe::RopeLayout>(in.one_of<int32_t>({0, 1, 0, 1, 2, -1}));
  pe::RopeScaling& s = o.scaling;
  s.type = static_cast<pe::RopeScalingType>(in.one_of<int32_t>({0, 1, 2, 3, 4, 5, 6, 7, -1}));
  s.factor = maybe_unset(in, {2.0, 8.0, 32.0, 1.0, 0.5});
  s.original_max_position_embeddings = maybe_unset(in, {4096.0, 8192.0, 2048.0});
  s.max_position_embeddings = maybe_unset(in, {8192.0, 131072.0, 4096.0});
  s.low_freq_factor = maybe_unset(in, {1.0, 2.0});
  s.high_freq_factor = maybe_unset(in, {4.0, 1.0});
  s.beta_fast = maybe_unset(in, {32.0, 0.0, 16.0});
  s.beta_slow = maybe_unset(in, {1.0, 0.0, 2.0});
  s.mscale = maybe_unset(in, {1.0, 0.707, 0.0});
  s.mscale_all_dim = maybe_unset(in, {1.0, 0.0, 0.707});
  s.attention_factor = in.flag() || in.flag() ? fuzz::kNaN : in.number({1.0, 0.5, 1.2});
  s.partial_rotary_factor = maybe_unset(in, {0.25, 1.0, 0.0, 1.5});
  s.truncate = in.flag();
  const size_t planes = (o.rotary_dim == 0 ? d.head_dim : o.rotary_dim) / 2;
  for (auto* factors : {&d.short_factor, &d.long_factor}) {
    if (in.flag() || in.flag()) {
      for (size_t k = 0; k < planes; ++k) factors->push_back(in.number({1.0, 1.5, 4.0, 60.0}));
    }
  }
  s.short_factor = d.short_factor.empty() && planes > 0 ? nullptr : d.short_factor.data();
  s.long_factor = d.long_factor.empty() && planes > 0 ? nullptr : d.long_factor.data();
  d.positions.offset = in.flag() ? static_cast<double>(in.in_range<uint32_t>(0, 1u << 20))
                                 : in.number({0.0, 999000.0, fuzz::kTwo53 - 64});
  if (in.flag() && in.flag()) {
    // 1: one id per row; 2: 2D RoPE; 3: M-RoPE; 4: both (refused when a section is set).
    const int kind = in.one_of<int>({1, 1, 2, 3, 4});
    d.positions.rope2d = kind == 2 || kind == 4;
    if (kind >= 3) {
      size_t* section = d.positions.mrope_section;
      section[0] = in.size(planes);
      section[1] = in.size(planes);
      // Usually the sections cover the planes (wrapping past 0 when they cannot); sometimes not.
      section[2] = in.flag() ? planes - section[0] - section[1] : in.size(planes);
    }
    const size_t id_rows = kind >= 3 ? 3 : kind == 2 ? 2 : 1;
    for (size_t i = 0; i < id_rows * length; ++i) {
      d.ids.push_back(in.flag() ? static_cast<double>(in.in_range<uint32_t>(0, 1u << 20))
                                : in.number({0.0, 999999.0, fuzz::kTwo53 - 1}));
    }
    d.positions.ids = d.ids.data();
  }
  return d;
}

bool is_mrope(const pe::RopePositions& p) {
  return p.mrope_section[0] + p.mrope_section[1] + p.mrope_section[2] != 0;
}

// Rows of ids the positions hold per token: 3 (M-RoPE), 2 (2D RoPE) or 1.
size_t id_rows(const pe::RopePositions& p) { return is_mrope(p) ? 3 : p.rope2d ? 2 : 1; }

// Whether the M-RoPE sections / 2D RoPE halves fit `planes` (rope.h).
bool planes_split(const pe::RopePositions& p, size_t planes) {
  if (is_mrope(p)) {
    const size_t* s = p.mrope_section;
    return !p.rope2d && s[0] <= planes && s[1] <= planes - s[0] && s[2] == planes - s[0] - s[1];
  }
  return !p.rope2d || planes % 2 == 0;
}

bool positive(double v) { return std::isfinite(v) && v > 0.0; }
bool is_position(double p) { return p >= 0.0 && p < fuzz::kTwo53 && p == std::floor(p); }

// What rope.h refuses whatever the scaling: a shape, the base, an enum, seq_len, the factor.
bool definitely_refused(const Decoded& d) {
  const pe::RopeOptions& o = d.options;
  const size_t rotary = o.rotary_dim == 0 ? d.head_dim : o.rotary_dim;
  const auto type = static_cast<int32_t>(o.scaling.type);
  const auto layout = static_cast<int32_t>(o.layout);
  return d.head_dim < 2 || d.head_dim % 2 != 0 || rotary < 2 || rotary % 2 != 0 ||
         rotary > d.head_dim || !(std::isfinite(o.base) && o.base > 1.0) || type < 0 || type > 6 ||
         (layout != 0 && layout != 1) || (!std::isnan(o.seq_len) && !positive(o.seq_len)) ||
         (!std::isnan(o.scaling.attention_factor) && !positive(o.scaling.attention_factor));
}

bool positions_valid(const pe::RopePositions& p, size_t length, double* largest) {
  if (length == 0) return false;
  if (is_mrope(p) && p.rope2d) return false;
  if (p.ids == nullptr) {
    *largest = p.offset + static_cast<double>(length - 1);
    return id_rows(p) == 1 && is_position(p.offset) && is_position(*largest);
  }
  *largest = 0;
  for (size_t r = 0; r < id_rows(p) * length; ++r) {
    if (!is_position(p.ids[r])) return false;
    *largest = std::max(*largest, p.ids[r]);
  }
  return true;
}

// The float64 formulas of rope.h; false where one needs a parameter that is unset or invalid
// (then only finiteness is checked). yarn gives the range its blend must stay in.
bool reference_frequencies(const pe::RopeOptions& o, size_t head_dim, std::vector<double>* low,
                           std::vector<double>* high, double* attention) {
  const pe::RopeScaling& s = o.scaling;
  const size_t rd = o.rotary_dim == 0 ? head_dim : o.rotary_dim, h = rd / 2;
  auto base_power = [&](double base, size_t k) { return std::pow(base, -2.0 * k / rd); };
  low->assign(h, 0.0);
  high->assign(h, 0.0);
  // Only yarn and longrope have an attention factor; the other types' is 1.
  const bool scaled_attention =
      s.type == pe::RopeScalingType::kYarn || s.type == pe::RopeScalingType::kLongrope;
  *attention = std::isnan(s.attention_factor) || !scaled_attention ? 1.0 : s.attention_factor;
  const double factor_or_ratio =
      !std::isnan(s.factor) ? s.factor
                            : s.max_position_embeddings / s.original_max_position_embeddings;
  const double original = std::isnan(s.original_max_position_embeddings)
                              ? s.max_position_embeddings
                              : s.original_max_position_embeddings;
  for (size_t k = 0; k < h; ++k) {
    const double w = base_power(o.base, k);
    double value = w;
    switch (s.type) {
      case pe::RopeScalingType::kDefault:
        break;
      case pe::RopeScalingType::kLinear:
        value = w / s.factor;
        break;
      case pe::RopeScalingType::kDynamic: {
        const double max_pos = s.max_position_embeddings;
        const double seq = !std::isnan(o.seq_len) && o.seq_len > max_pos ? o.seq_len : max_pos;
        const double scaled =
            o.base * std::pow(s.factor * seq / max_pos - (s.factor - 1.0),
                              static_cast<double>(rd) / static_cast<double>(rd - 2));
        value = base_power(scaled, k);
        break;
      }
      case pe::RopeScalingType::kYarn: {
        (*low)[k] = std::min(w, w / factor_or_ratio);
        (*high)[k] = std::max(w, w / factor_or_ratio);
        continue;
      }
      case pe::RopeScalingType::kLongrope: {
        const bool long_table = !std::isnan(o.seq_len) && o.seq_len > original;
        const double* f = long_table ? s.long_factor : s.short_factor;
        if (f == nullptr) return false;
        value = 1.0 / (f[k] * std::pow(o.base, 2.0 * k / rd));
        break;
      }
      case pe::RopeScalingType::kLlama3: {
        const double wavelength = 2 * kPi / w;
        const double orig = s.original_max_position_embeddings;
        if (wavelength > orig / s.low_freq_factor) {
          value = w / s.factor;
        } else if (!(wavelength < orig / s.high_freq_factor) &&
                   s.high_freq_factor > s.low_freq_factor) {
          const double smooth =
              (orig / wavelength - s.low_freq_factor) / (s.high_freq_factor - s.low_freq_factor);
          value = (1 - smooth) * w / s.factor + smooth * w;
        }
        break;
      }
      case pe::RopeScalingType::kProportional: {
        // The exponent is over the whole head; planes from floor(p * head_dim / 2) on stand still.
        const double p = std::isnan(s.partial_rotary_factor) ? 1.0 : s.partial_rotary_factor;
        const double f = std::isnan(s.factor) ? 1.0 : s.factor;
        if (rd != head_dim || !(p >= 0 && p <= 1) || !positive(f)) return false;
        const double turning = std::floor(p * static_cast<double>(head_dim) / 2.0);
        value = static_cast<double>(k) < turning ? std::pow(o.base, -2.0 * k / head_dim) / f : 0.0;
        break;
      }
      default:
        return false;
    }
    (*low)[k] = (*high)[k] = value;
  }
  if (std::isnan(s.attention_factor)) {
    if (s.type == pe::RopeScalingType::kLongrope) {
      *attention = factor_or_ratio <= 1.0
                       ? 1.0
                       : std::sqrt(1.0 + std::log(factor_or_ratio) / std::log(original));
    } else if (s.type == pe::RopeScalingType::kYarn) {
      auto mscale = [&](double m) {
        return factor_or_ratio <= 1.0 ? 1.0 : 0.1 * m * std::log(factor_or_ratio) + 1.0;
      };
      const bool both = !std::isnan(s.mscale) && s.mscale != 0.0 && !std::isnan(s.mscale_all_dim) &&
                        s.mscale_all_dim != 0.0;
      *attention = both ? mscale(s.mscale) / mscale(s.mscale_all_dim) : mscale(1.0);
    }
  }
  return true;
}

// Returns inv_freq and the attention factor after checking them (empty when refused).
std::vector<double> checked_frequencies(const Decoded& d, const pe::RopeOptions& options,
                                        double* attention) {
  const size_t rd = options.rotary_dim == 0 ? d.head_dim : options.rotary_dim;
  std::vector<double> inv_freq(definitely_refused(d) ? 1 : rd / 2);
  const pe::Status status = pe::rope_frequencies(inv_freq.data(), attention, d.head_dim, options);
  if (definitely_refused(d) || options.scaling.type == pe::RopeScalingType::kDefault) {
    FUZZ_CHECK(status == (definitely_refused(d) ? pe::Status::kInvalidArgument : pe::Status::kOk),
               "status %d (head_dim %zu, rotary_dim %zu, base %.17g, layout %d, type %d, "
               "seq_len %.17g, attention factor %.17g)",
               static_cast<int>(status), d.head_dim, options.rotary_dim, options.base,
               static_cast<int>(options.layout), static_cast<int>(options.scaling.type),
               options.seq_len, options.scaling.attention_factor);
  }
  if (status != pe::Status::kOk) return {};
  FUZZ_CHECK(positive(*attention), "attention factor %.17g", *attention);
  std::vector<double> low, high;
  double expected_attention;
  const bool known = reference_frequencies(options, d.head_dim, &low, &high, &expected_attention);
  for (size_t k = 0; k < inv_freq.size(); ++k) {
    const pe::RopeScaling& s = options.scaling;
    // Proportional's planes past floor(p * head_dim / 2) stand still: frequency exactly 0.
    const bool still =
        s.type == pe::RopeScalingType::kProportional && inv_freq[k] == 0.0 &&
        static_cast<double>(k) >=
            std::floor((std::isnan(s.partial_rotary_factor) ? 1.0 : s.partial_rotary_factor) *
                       static_cast<double>(d.head_dim) / 2.0);
    FUZZ_CHECK(still || positive(inv_freq[k]),
               "inv_freq[%zu] = %.17g (type %d, head_dim %zu, rotary_dim %zu, base %.17g, "
               "seq_len %.17g, factor %.17g, original %.17g, max %.17g, low %.17g, high %.17g, "
               "beta_fast %.17g, beta_slow %.17g)",
               k, inv_freq[k], static_cast<int>(s.type), d.head_dim, options.rotary_dim,
               options.base, options.seq_len, s.factor, s.original_max_position_embeddings,
               s.max_position_embeddings, s.low_freq_factor, s.high_freq_factor, s.beta_fast,
               s.beta_slow);
    if (!known) continue;
    // 1e-12 relative (rope.h); below 2^-1022 doubles only have absolute precision left
    FUZZ_CHECK(inv_freq[k] >= low[k] * (1 - 1e-12) - 0x1p-1022 &&
                   inv_freq[k] <= high[k] * (1 + 1e-12) + 0x1p-1022,
               "inv_freq[%zu] = %.17g, float64 formula [%.17g, %.17g] (type %d)", k, inv_freq[k],
               low[k], high[k], static_cast<int>(options.scaling.type));
  }
  if (known) {
    FUZZ_CHECK(fuzz::within(*attention, expected_attention, 1e-12 * expected_attention),
               "attention factor %.17g, formula %.17g", *attention, expected_attention);
  }
  return inv_freq;
}

// The position plane k of `row` turns by, and (in *frequency) the inv_freq it uses, of h planes.
double position_of(const pe::RopePositions& p, size_t row, size_t length, size_t k, size_t h,
                   size_t* frequency) {
  *frequency = k;
  if (p.ids == nullptr) return p.offset + static_cast<double>(row);
  if (is_mrope(p)) {
    const size_t section = k < p.mrope_section[0]                        ? 0
                           : k < p.mrope_section[0] + p.mrope_section[1] ? 1
                                                                         : 2;
    return p.ids[section * length + row];
  }
  if (p.rope2d) {
    *frequency = k < h / 2 ? 2 * k : 2 * (k - h / 2) + 1;
    return p.ids[(k < h / 2 ? 0 : length) + row];
  }
  return p.ids[row];
}

// The inv_freq and attention factor the tables use: seq_len, when unset, is the largest position
// + 1 (rope.h).
std::vector<double> table_frequencies(const Decoded& d, double largest, double* attention) {
  pe::RopeOptions resolved = d.options;
  if (std::isnan(resolved.seq_len)) resolved.seq_len = largest + 1.0;
  return checked_frequencies(d, resolved, attention);
}

void fuzz_cos_sin(fuzz::Input& in, size_t length, const Decoded& d) {
  const size_t rd = d.options.rotary_dim == 0 ? d.head_dim : d.options.rotary_dim;
  double largest = 0;
  const bool positions_ok =
      positions_valid(d.positions, length, &largest) && planes_split(d.positions, rd / 2);
  std::vector<float> cos(length * rd), sin(length * rd);
  const bool null_output = in.flag() && in.flag();
  const pe::Status status = pe::rope_cos_sin(null_output ? nullptr : cos.data(), sin.data(), length,
                                             d.head_dim, d.options, d.positions);
  if (null_output || !positions_ok || definitely_refused(d)) {
    FUZZ_CHECK(status == pe::Status::kInvalidArgument, "status %d for refused arguments",
               static_cast<int>(status));
  }
  if (status != pe::Status::kOk) return;
  double a;
  const std::vector<double> w = table_frequencies(d, largest, &a);
  FUZZ_CHECK(!w.empty(), "rope_frequencies refused what rope_cos_sin accepted");
  const size_t h = rd / 2;
  for (size_t at : fuzz::sample_indices(cos.size())) {
    const size_t row = at / rd, column = at % rd;
    const size_t k = d.options.layout == pe::RopeLayout::kHalf ? column % h : column / 2;
    size_t f;
    const double position = position_of(d.positions, row, length, k, h, &f);
    const double angle = position * w[f];
    const double expected_cos = a * std::cos(angle), expected_sin = a * std::sin(angle);
    if (std::fabs(a) > 1e37) continue;  // float32 cannot hold the table: overflow is expected
    if (!std::isfinite(angle)) {        // past float64's range no angle is known, only the size
      FUZZ_CHECK(std::fabs(cos[at]) <= a * 1.000001 && std::fabs(sin[at]) <= a * 1.000001,
                 "row %zu column %zu: cos %.9g sin %.9g, A %.17g", row, column, cos[at], sin[at],
                 a);
      continue;
    }
    // plus one float32 denormal spacing: an A below 2^-126 leaves only absolute precision
    const double bound = a * (2e-7 + 4.5e-16 * std::fabs(angle)) + 0x1p-149;
    FUZZ_CHECK(
        fuzz::within(cos[at], expected_cos, bound) && fuzz::within(sin[at], expected_sin, bound),
        "row %zu column %zu (position %.17g, inv_freq %.17g, A %.17g): cos %.9g sin %.9g, "
        "float64 %.9g %.9g, allowed %.3g",
        row, column, position, w[f], a, cos[at], sin[at], expected_cos, expected_sin, bound);
  }
}

void fuzz_apply(fuzz::Input& in, size_t length, const Decoded& d) {
  const size_t batch = in.size(2), heads = in.size(3);
  const size_t rd = d.options.rotary_dim == 0 ? d.head_dim : d.options.rotary_dim;
  double largest = 0;
  const bool positions_ok =
      positions_valid(d.positions, length, &largest) && planes_split(d.positions, rd / 2);
  const std::vector<float> x = in.values(batch * heads * length * d.head_dim);
  std::vector<float> y(x.size());
  const bool null_input = in.flag() && in.flag();
  const pe::Status status = pe::apply_rope(null_input ? nullptr : x.data(), y.data(), batch, heads,
                                           length, d.head_dim, d.options, d.positions);
  if (null_input || batch == 0 || heads == 0 || !positions_ok || definitely_refused(d)) {
    FUZZ_CHECK(status == pe::Status::kInvalidArgument, "status %d for refused arguments",
               static_cast<int>(status));
  }
  if (status != pe::Status::kOk) return;
  double a;
  const std::vector<double> w = table_frequencies(d, largest, &a);
  FUZZ_CHECK(!w.empty(), "rope_frequencies refused what apply_rope accepted");
  const size_t h = rd / 2;
  const bool half = d.options.layout == pe::RopeLayout::kHalf;
  for (size_t at : fuzz::sample_indices(x.size() / d.head_dim, 64)) {  // rows of some slab
    const size_t row = at % length;
    const float* xr = &x[at * d.head_dim];
    const float* yr = &y[at * d.head_dim];
    for (size_t k = 0; k < h; ++k) {
      const size_t ia = half ? k : 2 * k, ib = half ? k + h : 2 * k + 1;
      size_t f;
      const double position = position_of(d.positions, row, length, k, h, &f);
      const double angle = position * w[f];
      const double c = a * std::cos(angle), s = a * std::sin(angle);
      const double ea = xr[ia] * c - xr[ib] * s, eb = xr[ib] * c + xr[ia] * s;
      const double size = (std::fabs(xr[ia]) + std::fabs(xr[ib])) * a;
      if (size > 1e37 || !std::isfinite(angle)) continue;  // overflow; no float64 angle known
      // plus 4 denormal roundings: products of tiny values lose their relative precision
      const double bound = size * (2.5e-7 + 4.5e-16 * std::fabs(angle)) + 0x1p-147;
      FUZZ_CHECK(fuzz::within(yr[ia], ea, bound) && fuzz::within(yr[ib], eb, bound),
                 "row %zu plane %zu (position %.17g, A %.17g): (%.9g, %.9g) -> (%.9g, %.9g), "
                 "float64 (%.9g, %.9g), allowed %.3g",
                 row, k, position, a, xr[ia], xr[ib], yr[ia], yr[ib], ea, eb, bound);
    }
    FUZZ_CHECK(std::memcmp(xr + rd, yr + rd, (d.head_dim - rd) * sizeof(float)) == 0,
               "dimensions past rotary_dim changed in row %zu", at);
  }
  std::vector<float> in_place = x;
  FUZZ_CHECK(pe::apply_rope(in_place.data(), in_place.data(), batch, heads, length, d.head_dim,
                            d.options, d.positions) == pe::Status::kOk &&
                 std::memcmp(in_place.data(), y.data(), y.size() * sizeof(float)) == 0,
             "in place differs from out of place");
}

void fuzz_huge(fuzz::Input& in) {
  // Sizes no buffer can hold, with small buffers: refused (or out of memory), never written.
  const size_t huge = in.huge_size();
  const size_t head_dim = in.one_of<size_t>({2, 64, huge & ~size_t{1}});
  const size_t length = head_dim == 64 ? huge : in.one_of<size_t>({1, 64, huge});
  const size_t batch = in.one_of<size_t>({1, huge}), heads = in.one_of<size_t>({1, 8, huge});
  pe::RopeOptions o;
  pe::RopePositions p;
  std::vector<float> small(64), other(64);
  if (fuzz::product_overflows({length, head_dim}, sizeof(float))) {
    FUZZ_CHECK(
        pe::rope_cos_sin(small.data(), other.data(), length, head_dim, o, p) != pe::Status::kOk,
        "tables of %zu x %zu accepted", length, head_dim);
  }
  if (fuzz::product_overflows({batch, heads, length, head_dim}, sizeof(float))) {
    FUZZ_CHECK(pe::apply_rope(small.data(), small.data(), batch, heads, length, head_dim, o, p) !=
                   pe::Status::kOk,
               "x of %zu x %zu x %zu x %zu accepted", batch, heads, length, head_dim);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const int which = in.in_range(0, 9);
  if (which == 9) {
    fuzz_huge(in);
    return 0;
  }
  const size_t length = in.size(64);
  const Decoded d = decode(in, length);
  if (which < 3) {
    double attention;
    checked_frequencies(d, d.options, &attention);
    double unused;
    FUZZ_CHECK(pe::rope_frequencies(nullptr, &unused, 8, pe::RopeOptions{}) ==
                       pe::Status::kInvalidArgument &&
                   pe::rope_frequencies(&unused, nullptr, 2, pe::RopeOptions{}) ==
                       pe::Status::kInvalidArgument,
               "null output accepted");
  } else if (which < 6) {
    fuzz_cos_sin(in, length, d);
  } else {
    fuzz_apply(in, length, d);
  }
  return 0;
}
