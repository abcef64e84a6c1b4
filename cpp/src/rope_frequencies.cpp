// RoPE inverse frequencies and attention factor for every Hugging Face rope type, in float64.
// The definitions are listed in rope.h; the comments here say where transformers' code has a
// detail worth keeping (its `or` defaults, the ramp's guard against a zero width).
#include <algorithm>
#include <cmath>
#include <limits>

#include "rope.h"
#include "rope_internal.h"

namespace positional_encoding {

namespace {

constexpr double kPi = 3.14159265358979323846;

bool is_set(double value) { return !std::isnan(value); }
bool positive(double value) { return std::isfinite(value) && value > 0.0; }

// base^-e_k for k < h: the default table.
void default_inverse_frequencies(double* inv_freq, size_t rotary_dim, double base) {
  const size_t h = rotary_dim / 2;
  for (size_t k = 0; k < h; ++k) {
    inv_freq[k] =
        1.0 / std::pow(base, static_cast<double>(2 * k) / static_cast<double>(rotary_dim));
  }
}

// yarn's and longrope's factor: given, else max_pos / original_max_pos (transformers 5).
double factor_or_ratio(const RopeScaling& s) {
  if (is_set(s.factor)) return s.factor;
  if (positive(s.max_position_embeddings) && positive(s.original_max_position_embeddings)) {
    return s.max_position_embeddings / s.original_max_position_embeddings;
  }
  return std::numeric_limits<double>::quiet_NaN();
}

// yarn's and longrope's original length: given, else max_position_embeddings.
double original_or_max(const RopeScaling& s) {
  return is_set(s.original_max_position_embeddings) ? s.original_max_position_embeddings
                                                    : s.max_position_embeddings;
}

double yarn_mscale(double scale, double mscale) {
  return scale <= 1.0 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

// The plane index where a wavelength makes `rotations` turns over the original length.
double yarn_correction_dim(double rotations, size_t rotary_dim, double base, double original) {
  return static_cast<double>(rotary_dim) * std::log(original / (rotations * 2.0 * kPi)) /
         (2.0 * std::log(base));
}

Status yarn(double* inv_freq, double* attention_factor, size_t rotary_dim, double base,
            const RopeScaling& s) {
  const double factor = factor_or_ratio(s);
  const double original = original_or_max(s);
  if (!positive(factor) || !positive(original)) return Status::kInvalidArgument;
  // Hugging Face reads `get("beta_fast") or 32`: unset and 0 both mean the default.
  const double beta_fast = is_set(s.beta_fast) && s.beta_fast != 0.0 ? s.beta_fast : 32.0;
  const double beta_slow = is_set(s.beta_slow) && s.beta_slow != 0.0 ? s.beta_slow : 1.0;
  if (!std::isfinite(beta_fast) || !std::isfinite(beta_slow)) return Status::kInvalidArgument;

  if (is_set(s.attention_factor)) {
    *attention_factor = s.attention_factor;
  } else if (is_set(s.mscale) && s.mscale != 0.0 && is_set(s.mscale_all_dim) &&
             s.mscale_all_dim != 0.0) {
    *attention_factor = yarn_mscale(factor, s.mscale) / yarn_mscale(factor, s.mscale_all_dim);
  } else {
    *attention_factor = yarn_mscale(factor, 1.0);
  }

  double low = yarn_correction_dim(beta_fast, rotary_dim, base, original);
  double high = yarn_correction_dim(beta_slow, rotary_dim, base, original);
  if (s.truncate) {
    low = std::floor(low);
    high = std::ceil(high);
  }
  low = std::max(low, 0.0);
  high = std::min(high, static_cast<double>(rotary_dim - 1));
  if (low == high) high += 0.001;  // as transformers: a ramp of zero width would divide by 0

  const size_t h = rotary_dim / 2;
  default_inverse_frequencies(inv_freq, rotary_dim, base);
  for (size_t k = 0; k < h; ++k) {
    const double ramp = std::clamp((static_cast<double>(k) - low) / (high - low), 0.0, 1.0);
    const double extrapolation = 1.0 - ramp;  // weight of the unscaled frequency
    const double scaled = inv_freq[k] / factor;
    inv_freq[k] = scaled * (1.0 - extrapolation) + inv_freq[k] * extrapolation;
  }
  return Status::kOk;
}

Status longrope(double* inv_freq, double* attention_factor, size_t rotary_dim, double base,
                double seq_len, const RopeScaling& s) {
  const double factor = factor_or_ratio(s);
  const double original = original_or_max(s);
  if (!positive(factor) || !positive(original) || s.short_factor == nullptr ||
      s.long_factor == nullptr) {
    return Status::kInvalidArgument;
  }
  if (is_set(s.attention_factor)) {
    *attention_factor = s.attention_factor;
  } else {
    *attention_factor =
        factor <= 1.0 ? 1.0 : std::sqrt(1.0 + std::log(factor) / std::log(original));
  }
  const double* ext = is_set(seq_len) && seq_len > original ? s.long_factor : s.short_factor;
  const size_t h = rotary_dim / 2;
  for (size_t k = 0; k < h; ++k) {
    if (!positive(ext[k])) return Status::kInvalidArgument;
  }
  default_inverse_frequencies(inv_freq, rotary_dim, base);
  for (size_t k = 0; k < h; ++k) inv_freq[k] /= ext[k];
  return Status::kOk;
}

Status llama3(double* inv_freq, size_t rotary_dim, double base, const RopeScaling& s) {
  const double factor = s.factor, low = s.low_freq_factor, high = s.high_freq_factor;
  const double original = s.original_max_position_embeddings;
  // high == low is valid (Llama 4 Scout: both 1): the blended band shrinks to one wavelength.
  if (!positive(factor) || !positive(low) || !positive(high) || !(high >= low) ||
      !positive(original)) {
    return Status::kInvalidArgument;
  }
  const double low_freq_wavelength = original / low;
  const double high_freq_wavelength = original / high;
  default_inverse_frequencies(inv_freq, rotary_dim, base);
  for (size_t k = 0; k < rotary_dim / 2; ++k) {
    const double wavelength = 2.0 * kPi / inv_freq[k];
    if (wavelength > low_freq_wavelength) {
      inv_freq[k] /= factor;
    } else if (!(wavelength < high_freq_wavelength) && high > low) {
      // (With high == low, a wavelength of exactly original / low would divide 0 by 0 here;
      // transformers gives NaN there, this keeps the frequency.)
      const double smooth = (original / wavelength - low) / (high - low);
      inv_freq[k] = (1.0 - smooth) * inv_freq[k] / factor + smooth * inv_freq[k];
    }
  }
  return Status::kOk;
}

// Gemma 4: the first n planes of the default table over the whole head, the rest standing still.
// Returns n through *turning (the planes whose frequency must be positive).
Status proportional(double* inv_freq, size_t* turning, size_t head_dim, size_t rotary_dim,
                    double base, const RopeScaling& s) {
  const double fraction = is_set(s.partial_rotary_factor) ? s.partial_rotary_factor : 1.0;
  const double factor = is_set(s.factor) ? s.factor : 1.0;
  if (rotary_dim != head_dim || !(fraction >= 0.0 && fraction <= 1.0) || !positive(factor)) {
    return Status::kInvalidArgument;
  }
  // transformers: int(partial_rotary_factor * head_dim // 2), a floor of the float64 product.
  *turning = static_cast<size_t>(std::floor(fraction * static_cast<double>(head_dim) / 2.0));
  default_inverse_frequencies(inv_freq, head_dim, base);
  for (size_t k = 0; k < head_dim / 2; ++k) {
    inv_freq[k] = k < *turning ? inv_freq[k] / factor : 0.0;
  }
  return Status::kOk;
}

Status dynamic(double* inv_freq, size_t rotary_dim, double base, double seq_len,
               const RopeScaling& s) {
  const double factor = s.factor, max_pos = s.max_position_embeddings;
  // rotary_dim / (rotary_dim - 2) needs at least two planes.
  if (!positive(factor) || !positive(max_pos) || rotary_dim < 4) return Status::kInvalidArgument;
  const double length = is_set(seq_len) && seq_len > max_pos ? seq_len : max_pos;
  const double d = static_cast<double>(rotary_dim);
  const double scaled_base =
      base * std::pow(factor * length / max_pos - (factor - 1.0), d / (d - 2.0));
  if (!(std::isfinite(scaled_base) && scaled_base > 1.0)) return Status::kInvalidArgument;
  default_inverse_frequencies(inv_freq, rotary_dim, scaled_base);
  return Status::kOk;
}

}  // namespace

RopeScaling::RopeScaling()
    : factor(detail::kUnset),
      original_max_position_embeddings(detail::kUnset),
      max_position_embeddings(detail::kUnset),
      low_freq_factor(detail::kUnset),
      high_freq_factor(detail::kUnset),
      beta_fast(detail::kUnset),
      beta_slow(detail::kUnset),
      mscale(detail::kUnset),
      mscale_all_dim(detail::kUnset),
      attention_factor(detail::kUnset),
      partial_rotary_factor(detail::kUnset) {}

RopeOptions::RopeOptions() : seq_len(detail::kUnset) {}

Status rope_frequencies(double* inv_freq, double* attention_factor, size_t head_dim,
                        const RopeOptions& options) {
  if (inv_freq == nullptr || attention_factor == nullptr ||
      !detail::valid_rope_shape(head_dim, options)) {
    return Status::kInvalidArgument;
  }
  if (is_set(options.seq_len) && !positive(options.seq_len)) return Status::kInvalidArgument;
  const RopeScaling& s = options.scaling;
  if (is_set(s.attention_factor) && !positive(s.attention_factor)) return Status::kInvalidArgument;
  const size_t rotary_dim = detail::rotary_dim_of(head_dim, options);
  const double base = options.base;
  *attention_factor = 1.0;
  size_t turning = rotary_dim / 2;  // planes whose frequency must come out positive
  Status status = Status::kOk;
  switch (s.type) {
    case RopeScalingType::kDefault:
      default_inverse_frequencies(inv_freq, rotary_dim, base);
      break;
    case RopeScalingType::kLinear:
      if (!positive(s.factor)) return Status::kInvalidArgument;
      default_inverse_frequencies(inv_freq, rotary_dim, base);
      for (size_t k = 0; k < rotary_dim / 2; ++k) inv_freq[k] /= s.factor;
      break;
    case RopeScalingType::kDynamic:
      status = dynamic(inv_freq, rotary_dim, base, options.seq_len, s);
      break;
    case RopeScalingType::kYarn:
      status = yarn(inv_freq, attention_factor, rotary_dim, base, s);
      break;
    case RopeScalingType::kLongrope:
      status = longrope(inv_freq, attention_factor, rotary_dim, base, options.seq_len, s);
      break;
    case RopeScalingType::kLlama3:
      status = llama3(inv_freq, rotary_dim, base, s);
      break;
    case RopeScalingType::kProportional:
      status = proportional(inv_freq, &turning, head_dim, rotary_dim, base, s);
      break;
    default:
      return Status::kInvalidArgument;
  }
  if (status != Status::kOk) return status;
  // Parameters in range can still leave it: a factor so small that inv_freq overflows, a beta
  // whose correction dimension is not a number.
  if (!positive(*attention_factor)) return Status::kInvalidArgument;
  for (size_t k = 0; k < turning; ++k) {
    if (!positive(inv_freq[k])) return Status::kInvalidArgument;
  }
  return Status::kOk;
}

}  // namespace positional_encoding
