// xPos (Sun et al. 2022, "A Length-Extrapolatable Transformer"; Microsoft's torchscale XPOS): RoPE
// whose rotation also scales queries up and keys down (or the reverse) by a per-plane factor
// that decays with distance, so that attention scores fade as |i - j| grows.
//
// Definition, for q and k laid out as (batch, heads, length, head_dim), d = head_dim, plane i in
// [0, d / 2), row p in [0, length):
//   theta_i = base^(-2i / d)                     (RoPE's default frequencies)
//   zeta_i  = (2i / d + gamma) / (1 + gamma)     (torchscale: (2i + 0.4 d) / (1.4 d))
//   n       = p - ceil(length / 2)               (torchscale centres the positions:
//                                                 min_pos = -length // 2 in Python)
//   q' = R(p theta_i) q * zeta_i^(n / scale_base),   k' = R(p theta_i) k * zeta_i^(-n / scale_base)
// where R rotates plane i (dimensions 2i and 2i + 1 in kPairs, torchscale's rotate_every_two;
// i and i + d/2 in kHalf). q'_p . k'_s then carries zeta_i^((p - s) / scale_base): the decay
// depends on the distance only.
//
// Numeric contract: each output within 2.5e-7 * (|a| + |b|) * S of the float64 definition, S the
// scale of its row and plane (as apply_rope's bound with the attention factor S): the scaled
// cos and sin are computed in float64 and rounded once, then combined with two float32 products
// and their sum, identically in the SIMD and scalar builds.
// Scales past float32's range are refused: with zeta_0 = gamma / (1 + gamma) < 1, the largest is
// zeta_0^(-ceil(length / 2) / scale_base) (the first query), about 3.4e38 near length 72,500 for
// the defaults.
#pragma once

#include <cstddef>

#include "rope.h"

namespace positional_encoding {

struct XposOptions {
  double base = 10000.0;                   // a finite number > 1
  double scale_base = 512.0;               // a finite number > 0
  double gamma = 0.4;                      // a finite number > 0
  RopeLayout layout = RopeLayout::kPairs;  // torchscale's
};

// q_out and k_out receive q and k rotated and scaled; each may equal its input (in place) and
// must not overlap anything else. kInvalidArgument for null pointers, zero or odd sizes, options
// out of range and scales past float32's range; kOutOfMemory when the scratch tiles cannot be had.
Status apply_xpos(const float* q, const float* k, float* q_out, float* k_out, size_t batch,
                  size_t heads, size_t length, size_t head_dim, const XposOptions& options);

}  // namespace positional_encoding
