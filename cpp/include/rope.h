// Rotary position embeddings (RoPE; Su et al. 2021) as Hugging Face transformers 5 defines them
// in modeling_rope_utils.py, computed in float64 and rounded to float32 once.
//
// Definition. A head of head_dim values rotates its first rotary_dim dimensions in rotary_dim / 2
// planes; plane k turns by the angle pos * inv_freq[k] (the rest pass through). Two layouts say
// which dimensions form plane k (h = rotary_dim / 2):
//   kHalf  (Hugging Face, GPT-NeoX `rotate_half`): dimensions k and k + h;
//   kPairs (GPT-J, Meta's original LLaMA, RoFormer, torchtune): dimensions 2k and 2k + 1.
// For a plane (a, b) the rotated values are, with c = A cos(angle) and s = A sin(angle),
//     a' = a c - b s,   b' = b c + a s,
// where A is the scaling's attention factor (Hugging Face multiplies cos and sin by it).
//
// Frequencies (rope_frequencies), with e_k = 2k / rotary_dim and base = rope_theta:
//   default   inv_freq[k] = base^-e_k
//   linear    default / factor
//   dynamic   default with base * (factor * s / max_pos - (factor - 1))^(rotary_dim / (rotary_dim -
//   2)),
//             s = max(seq_len, max_pos) (seq_len unset: max_pos, i.e. the default table)
//   yarn      default and default / factor blended by a ramp over the planes between the
//             correction dimensions of beta_fast and beta_slow (rounded outwards when truncate);
//             attention factor given, else mscale(factor, mscale) / mscale(factor, mscale_all_dim)
//             when both are set, else mscale(factor) = 0.1 ln(factor) + 1 (1 for factor <= 1)
//   longrope  1 / (f_k base^e_k) with f = long_factor when seq_len > original_max_pos (default
//             max_pos), else
//             short_factor; attention factor given, else sqrt(1 + ln(factor) /
//             ln(original_max_pos)) (1 for factor <= 1)
//   llama3    default divided by factor for wavelengths above original_max_pos / low_freq_factor,
//             unchanged below original_max_pos / high_freq_factor, smoothly blended in between
//             (high_freq_factor >= low_freq_factor; equal, as Llama 4 Scout's, leaves no blend)
//   proportional (Gemma 4's global layers) n = floor(partial_rotary_factor * head_dim / 2)
//             planes turn: inv_freq[k] = base^(-2k / head_dim) / factor for k < n, 0 after (those
//             planes do not rotate); rotary_dim is head_dim (the exponent is over the whole
//             head), partial_rotary_factor in [0, 1] (default 1), factor default 1
// yarn's and longrope's factor defaults to max_pos / original_max_pos (transformers 5; 4.4x used
// that ratio whenever both lengths were given). Hugging Face computes these in float32; here every
// step is float64.
//
// Numeric contract (asserted by tests/cpp/rope_test.cpp and tests/js/rope*.test.ts):
//   inv_freq and the attention factor: within 1e-12 relative of the float64 formulas.
//   cos/sin tables: each value within 2e-7 * A of A * cos/sin(pos * inv_freq[k]) evaluated in
//     float64, for positions below 1e6 (measured 1.3e-7 * A, as the sinusoid's tables). Positions
//     up to 2^53 are accepted; beyond 1e6 the only extra error is the float64 rounding of the
//     angle. Angles past float64's range (pos * inv_freq[k] infinite) and attention factors
//     past float32's (A > FLT_MAX) are refused by rope_cos_sin and apply_rope.
//   apply_rope: each output within 2.5e-7 * (|a| + |b|) * A of the float64 rotation of the float32
//     inputs (bound: the rounded c and s, two rounded products and their rounded sum, 1.8e-7).
// The scalar and SIMD builds perform the same operations in the same order: bit-identical output.
//
// How. Angles are built by exact angle addition: for a block of rows starting at position P,
// cos(P w + r w) = cos(P w) cos(r w) - sin(P w) sin(r w), with the block's anchor cos/sin(P w)
// and the row offsets cos/sin(r w) computed in float64 (libm, and exact rotations in between), so
// no error accumulates from row to row. rope_cos_sin rounds anchor and offset to float32 and
// combines them with four float32 products, as the sinusoid's kernel does: writing the tables,
// not the arithmetic, bounds its speed. apply_rope combines them in float64 and rounds once
// (error 6e-8 * A, which its bound needs); it builds the cos/sin of a group of rows once and
// applies it to every (batch, head), two heads per pass, so its speed is that of reading and
// writing x.
#pragma once

#include <cstddef>
#include <cstdint>

#include "positional_encoding.h"

namespace positional_encoding {

enum class RopeLayout : int32_t {
  kHalf = 0,   // dimension k pairs with k + rotary_dim / 2 (default)
  kPairs = 1,  // dimension 2k pairs with 2k + 1
};

enum class RopeScalingType : int32_t {
  kDefault = 0,
  kLinear = 1,
  kDynamic = 2,
  kYarn = 3,
  kLongrope = 4,
  kLlama3 = 5,
  kProportional = 6,
};

// Hugging Face's rope parameters. A number that is not set is NaN; which ones a type needs is
// listed in the definitions above (rope_frequencies returns kInvalidArgument when one is missing,
// and when the parameters give an inv_freq or attention factor that is not a positive finite
// float64: a factor so small that inv_freq overflows, a negative beta).
struct RopeScaling {
  RopeScalingType type = RopeScalingType::kDefault;
  double factor;
  double original_max_position_embeddings;
  double max_position_embeddings;
  double low_freq_factor;
  double high_freq_factor;
  double beta_fast;  // unset or 0: 32
  double beta_slow;  // unset or 0: 1
  double mscale;
  double mscale_all_dim;
  double attention_factor;
  double partial_rotary_factor;  // proportional only: unset means 1
  bool truncate = true;
  const double* short_factor = nullptr;  // rotary_dim / 2 values (longrope)
  const double* long_factor = nullptr;

  RopeScaling();  // every number unset
};

struct RopeOptions {
  double base = 10000.0;  // rope_theta: a finite number > 1
  size_t rotary_dim = 0;  // 0: head_dim; else even and <= head_dim
  // dynamic and longrope: the current sequence length. Unset (NaN): rope_frequencies uses
  // Hugging Face's initial table; the tables and apply_rope use the largest position + 1.
  double seq_len;
  RopeLayout layout = RopeLayout::kHalf;
  RopeScaling scaling;

  RopeOptions();
};

// Which position each row holds: offset + row, or ids[row] when ids is set (integers in
// [0, 2^53), as Hugging Face's position_ids).
// M-RoPE (Qwen2-VL, Qwen2.5-VL): when mrope_section holds three plane counts (summing to
// rotary_dim / 2), ids holds 3 * length ids, rows time, height, width; plane k turns by the id of
// row r's section: the first mrope_section[0] planes by time, the next by height, the rest by
// width.
// 2D RoPE (Pixtral's vision encoder): when rope2d is set (and no mrope_section), ids holds
// 2 * length ids, rows then columns of the image patches; with h = rotary_dim / 4, plane i < h
// turns by row * inv_freq[2i] and plane h + j by column * inv_freq[2j + 1] (rotary_dim a multiple
// of 4).
struct RopePositions {
  double offset = 0.0;
  const double* ids = nullptr;
  size_t mrope_section[3] = {0, 0, 0};  // all 0: one id per row
  bool rope2d = false;
};

// inv_freq[rotary_dim / 2] and *attention_factor for a head of head_dim values.
Status rope_frequencies(double* inv_freq, double* attention_factor, size_t head_dim,
                        const RopeOptions& options);

// The tables Hugging Face's rotary embedding returns: cos[length * rotary_dim] and
// sin[length * rotary_dim], row-major, each row laid out as the layout pairs dimensions
// (kHalf: [t_0 .. t_h-1, t_0 .. t_h-1]; kPairs: [t_0, t_0, t_1, t_1, ...]), times the attention
// factor.
Status rope_cos_sin(float* cos, float* sin, size_t length, size_t head_dim,
                    const RopeOptions& options, const RopePositions& positions);

// y = x rotated by its positions, for x laid out as (batch, heads, length, head_dim); row t of
// every (batch, head) holds position positions(t). y may equal x (in place); otherwise the two
// must not overlap.
Status apply_rope(const float* x, float* y, size_t batch, size_t heads, size_t length,
                  size_t head_dim, const RopeOptions& options, const RopePositions& positions);

}  // namespace positional_encoding
