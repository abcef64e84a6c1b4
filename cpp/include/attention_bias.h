// positional-encoding: the encodings that act on attention scores instead of embeddings: ALiBi
// (Press et al. 2022; BLOOM, MPT), T5's bucketed relative bias (Raffel et al. 2020), and the
// scores q.k^T / sqrt(d) themselves, with the blog post's four-term decomposition.
//
// Included by positional_encoding.h (Status comes from there). Every function writes into
// caller-owned memory and returns a Status; the only allocations are the scratch areas named at
// each function (freed before it returns; kOutOfMemory when they cannot be had).
#pragma once

#include <cstddef>
#include <cstdint>

namespace positional_encoding {

// ---- ALiBi ----------------------------------------------------------------------------------

// Largest head count accepted by the ALiBi functions (slopes below 2^-8 are already tiny).
constexpr size_t kMaxAlibiHeads = 65536;

// The paper's slopes m_h, h = 0 .. heads-1, in float64: for heads = 2^a,
//     m_h = 2^(-8 (h + 1) / heads)
// and otherwise (the paper's rule, also BLOOM's build_alibi_tensor) the slopes of the largest
// power of two c < heads, followed by the odd-indexed slopes of 2c,
//     m_{c + r} = 2^(-8 (2r + 1) / (2c)),   r = 0 .. heads - c - 1.
// Each value is exp2 of an exactly computed exponent: within one float64 ulp of the exact power
// (exact when 8(h+1)/heads is an integer). BLOOM rounds its base to float32 first; these are the
// paper's float64 numbers.
Status alibi_slopes(double* out, size_t heads);

enum class AlibiMode : int32_t {
  kCausal = 0,     // decoders: -m_h (i - j) for j <= i, -infinity for j > i (the future is masked)
  kSymmetric = 1,  // encoders: -m_h |i - j|
};

struct AlibiOptions {
  AlibiMode mode = AlibiMode::kCausal;
  // Position i of query row 0 (rows are queries offset .. offset + length - 1; keys are 0 ..
  // key_length - 1). With a key cache, offset = key_length - length aligns the last query with the
  // last key. An integer in [0, 2^53 - length].
  double offset = 0.0;
};

// out[h][i][j] (heads x length x key_length, row-major) = the bias of query i, key j in head h:
// the float64 value -m_h * d rounded once to float32, d = i - j (causal) or |i - j| (symmetric),
// where m_h is alibi_slopes' value; +0 where d = 0; -infinity where causal masks. Since the bias
// depends on i - j only, each head's distinct values are computed once into a scratch row of
// length + key_length - 1 floats and every output row is a copy of a slice of it: the call runs
// at about the speed of writing the output.
Status alibi_bias(float* out, size_t heads, size_t length, size_t key_length,
                  const AlibiOptions& options);

// ---- T5 relative position buckets -----------------------------------------------------------

struct T5BucketOptions {
  bool bidirectional = true;   // encoders; false for T5's decoder self-attention
  int32_t num_buckets = 32;    // even when bidirectional; >= 2 (>= 4 bidirectional)
  int32_t max_distance = 128;  // > num_buckets / 2
};

// Largest num_buckets and max_distance accepted.
constexpr int32_t kMaxT5Buckets = 1 << 20;
constexpr int32_t kMaxT5Distance = 0x7fffffff;

// Whether the options are in the ranges above (the functions below return kInvalidArgument
// otherwise).
bool t5_bucket_options_valid(const T5BucketOptions& options);

// The bucket of relative position r = key - query, exactly as Hugging Face's
// T5Attention._relative_position_bucket computes it on the CPU in float32:
//   bidirectional: B = num_buckets / 2, offset B when r > 0, n = |r|;
//   otherwise:     B = num_buckets,     n = max(-r, 0);
//   e = B / 2 (positions below e have a bucket each);
//   n < e: bucket n; else
//   bucket min(B - 1, e + trunc(f32(f32(logf(f32(n) / e) / f32(ln(max_distance / e))) * (B - e))))
// where ln(max_distance / e) is float64 (Python's math.log) rounded to float32, the division and
// the product are float32 operations (torch's CPU division by a scalar divides by the scalar
// rounded to float32; CUDA multiplies by its reciprocal instead), and logf is the correctly
// rounded float32 logarithm, computed as float64 log rounded to float32: for every n < 2^24 that
// the tests check (all n < 1e6 for the usual parameters) ln(n / e) is far enough from a float32
// rounding midpoint for that to be exact. glibc's and musl's logf are not correctly rounded
// (0.82 ulp) and torch's vectorised logf (Sleef, 1 ulp) neither; the JS tests list the positions
// where such a logf could give another bucket (only where the exact value is an integer).
// n >= max_distance always gives B - 1 (the clamp), so any int64 r is accepted.
int32_t t5_relative_bucket(int64_t relative_position, const T5BucketOptions& options);

// out[t] = t5_relative_bucket(relative_positions[t]) for t < count.
Status t5_relative_buckets(const int32_t* relative_positions, int32_t* out, size_t count,
                           const T5BucketOptions& options);

// out[i][j] (query_length x key_length) = bucket of r = j - (offset + i): T5's compute_bias with
// queries at positions offset .. offset + query_length - 1 (Hugging Face's cache_position).
// offset is an integer in [0, 2^53 - query_length]. Like alibi_bias, rows are slices of one
// scratch row of query_length + key_length - 1 buckets.
Status t5_bucket_matrix(int32_t* out, size_t query_length, size_t key_length, double offset,
                        const T5BucketOptions& options);

// ---- Attention scores -----------------------------------------------------------------------

enum class ScoreEncoding : int32_t {
  kNone = 0,   // q.k^T * scale
  kAlibi = 1,  // + the ALiBi bias (float64, before rounding) of alibi_mode
  kT5 = 2,     // + t5_bias[bucket(j - i)][h], the table being num_buckets x heads (Hugging Face's
               //   relative_attention_bias Embedding(num_buckets, n_heads) weight, row-major)
  // 3 is kept for RoPE (q and k rotated first), which the TypeScript layer applies beforehand.
};

struct AttentionScoreOptions {
  ScoreEncoding encoding = ScoreEncoding::kNone;
  double scale = 0.0;   // multiplies q.k; 0 means 1 / sqrt(head_dim)
  bool causal = false;  // -infinity for j > i (kAlibi: set by alibi_mode instead)
  AlibiMode alibi_mode = AlibiMode::kCausal;
  const float* t5_bias = nullptr;
  T5BucketOptions t5;
  bool softmax = false;  // return softmax over each row instead of the scores
};

// out[h][i][j] (heads x length x length) for q and k of heads x length x head_dim (row-major):
//   s = scale * sum_c q[h][i][c] k[h][j][c] + bias(h, i, j)
// with the sum accumulated in float64 (products of floats are exact in float64) and s rounded
// once to float32: each score is within one float32 ulp of the exact value plus the float64
// error e = (head_dim + 2) 2^-53 (scale sum_c |q k| + |bias|), which matters only where the sum
// cancels (below 2^-50 relative to the terms for head_dim <= 2^20). With softmax, each row of s
// (still in float64) becomes exp(s_ij - max_j s) / sum, rounded once: within one float32 ulp of
// exact times exp(2 e) (so for scores below 2^20 one ulp and a 2^-30 share), rows summing to 1
// within length float32 ulps, masked entries exactly 0; a scale that carries scores past
// float64's range still gives these weights (from q.k + bias / scale, multiplied back). Scratch:
// (length + 1) x head_dim + length + heads doubles and 2 length - 1 bucket ids.
Status attention_scores(const float* q, const float* k, float* out, size_t heads, size_t length,
                        size_t head_dim, const AttentionScoreOptions& options);

// The blog post's four terms of one head's score for x (token embeddings) and p (positional
// encodings), both length x d_model, and projections wq, wk of d_model x head_dim:
//   q = (x + p) wq,  k = (x + p) wk,  q.k^T = x wq (x wk)^T + x wq (p wk)^T + p wq (x wk)^T
//                                              + p wq (p wk)^T
// Each length x length term is divided by sqrt(head_dim), as the score is. The projections and
// all sums are float64 (x + p of two floats is exact there) and each output is rounded once, so
// each is within one float32 ulp of exact plus the float64 sums' error (about (d_model +
// head_dim) 2^-53 of the terms' sizes, which shows only where they cancel); total is its own
// float64 product of (x + p) wq and (x + p) wk, so total and the float64 sum of the four rounded
// terms differ by at most the sum of their five half-ulp roundings. Scratch: 6 length x head_dim
// doubles.
struct ScoreTerms {
  float* content_content;
  float* content_position;
  float* position_content;
  float* position_position;
  float* total;
};
Status attention_decomposition(const float* x, const float* p, const float* wq, const float* wk,
                               size_t length, size_t d_model, size_t head_dim,
                               const ScoreTerms& out);

}  // namespace positional_encoding
