// Attention scores q.k^T * scale with an ALiBi or T5 bias (optionally as softmax weights), and
// the four-term decomposition of a score into content and position parts.
#include <cmath>
#include <cstdlib>
#include <limits>

#include "positional_encoding.h"
#include "simd.h"
#include "size_limits.h"

namespace positional_encoding {
namespace {

constexpr double kMinusInfinity = -std::numeric_limits<double>::infinity();

// Frees every pointer it was given when it goes out of scope.
class Scratch {
 public:
  void* take(size_t bytes) {
    void* memory = std::malloc(bytes > 0 ? bytes : 1);
    if (memory == nullptr) failed_ = true;
    blocks_[count_++] = memory;
    return memory;
  }
  bool failed() const { return failed_; }
  ~Scratch() {
    for (size_t b = 0; b < count_; ++b) std::free(blocks_[b]);
  }

 private:
  void* blocks_[8] = {};
  size_t count_ = 0;
  bool failed_ = false;
};

double dot(const double* a, const double* b, size_t n) {
  double total = 0.0;
  for (size_t c = 0; c < n; ++c) total += a[c] * b[c];
  return total;
}

#if defined(__wasm_simd128__)
// out[t] = q . keys[t] for four consecutive key rows (float64 throughout).
void four_dots(const double* q, const double* keys, size_t n, double* out) {
  v128_t acc[4] = {wasm_f64x2_splat(0.0), wasm_f64x2_splat(0.0), wasm_f64x2_splat(0.0),
                   wasm_f64x2_splat(0.0)};
  size_t c = 0;
  for (; c + 2 <= n; c += 2) {
    const v128_t x = wasm_v128_load(q + c);
    for (size_t t = 0; t < 4; ++t) {
      acc[t] = wasm_f64x2_add(acc[t], wasm_f64x2_mul(x, wasm_v128_load(keys + t * n + c)));
    }
  }
  for (size_t t = 0; t < 4; ++t) {
    out[t] = wasm_f64x2_extract_lane(acc[t], 0) + wasm_f64x2_extract_lane(acc[t], 1);
    if (c < n) out[t] += q[c] * keys[t * n + c];
  }
}

// out[j] = q . keys[j] (n values each) for rows j < visible, four rows per step; returns the row
// where the steps stopped (the last visible % 4 are left).
size_t dot_rows_simd(const double* q, const double* keys, size_t n, size_t visible, double* out) {
  size_t j = 0;
  for (; j + 4 <= visible; j += 4) four_dots(q, keys + j * n, n, out + j);
  return j;
}
#else
// No SIMD: the scalar loop takes every row.
size_t dot_rows_simd(const double*, const double*, size_t, size_t, double*) { return 0; }
#endif

void widen(const float* from, double* to, size_t n) {
  for (size_t c = 0; c < n; ++c) to[c] = from[c];
}

// One row of float64 scores -> float32 scores, or softmax weights (exp(-inf) is exactly 0). For
// softmax the row may hold the scores divided by `factor` (see attention_scores), which
// multiplies them back after the largest is subtracted.
void finish_row(const double* row, float* out, size_t length, bool softmax, double factor = 1.0) {
  if (!softmax) {
    for (size_t j = 0; j < length; ++j) out[j] = static_cast<float>(row[j]);
    return;
  }
  double largest = kMinusInfinity;
  for (size_t j = 0; j < length; ++j) largest = row[j] > largest ? row[j] : largest;
  double sum = 0.0;
  for (size_t j = 0; j < length; ++j) sum += std::exp(factor * (row[j] - largest));
  for (size_t j = 0; j < length; ++j) {
    out[j] = static_cast<float>(std::exp(factor * (row[j] - largest)) / sum);
  }
}

bool scores_options_valid(const AttentionScoreOptions& o, size_t heads) {
  if (!(o.scale >= 0) || !std::isfinite(o.scale)) return false;
  switch (o.encoding) {
    case ScoreEncoding::kNone:
      return true;
    case ScoreEncoding::kAlibi:
      return heads <= kMaxAlibiHeads &&
             (o.alibi_mode == AlibiMode::kCausal || o.alibi_mode == AlibiMode::kSymmetric);
    case ScoreEncoding::kT5:
      return o.t5_bias != nullptr && t5_bucket_options_valid(o.t5);
  }
  return false;
}

}  // namespace

Status attention_scores(const float* q, const float* k, float* out, size_t heads, size_t length,
                        size_t head_dim, const AttentionScoreOptions& options) {
  if (q == nullptr || k == nullptr || out == nullptr || heads == 0 || length == 0 ||
      head_dim == 0 || !scores_options_valid(options, heads) ||
      !detail::fits_in_memory({heads, length, length}, sizeof(float)) ||
      !detail::fits_in_memory({heads, length, head_dim}, sizeof(float)) ||
      !detail::fits_in_memory({length, head_dim}, sizeof(double))) {  // the widened keys
    return Status::kInvalidArgument;
  }
  const ScoreEncoding encoding = options.encoding;
  const bool causal =
      encoding == ScoreEncoding::kAlibi ? options.alibi_mode == AlibiMode::kCausal : options.causal;
  const double scale =
      options.scale > 0 ? options.scale : 1.0 / std::sqrt(static_cast<double>(head_dim));

  Scratch scratch;
  double* keys = static_cast<double*>(scratch.take(length * head_dim * sizeof(double)));
  double* query = static_cast<double*>(scratch.take(head_dim * sizeof(double)));
  double* row = static_cast<double*>(scratch.take(length * sizeof(double)));
  double* slopes = static_cast<double*>(scratch.take(heads * sizeof(double)));
  // T5: the bucket of r = j - i is buckets[r + length - 1].
  int32_t* buckets = static_cast<int32_t*>(scratch.take((2 * length - 1) * sizeof(int32_t)));
  if (scratch.failed()) return Status::kOutOfMemory;
  if (encoding == ScoreEncoding::kAlibi) alibi_slopes(slopes, heads);
  if (encoding == ScoreEncoding::kT5) {
    for (size_t t = 0; t < 2 * length - 1; ++t) {
      buckets[t] = t5_relative_bucket(static_cast<int64_t>(t) - static_cast<int64_t>(length - 1),
                                      options.t5);
    }
  }

  for (size_t h = 0; h < heads; ++h) {
    const size_t head_offset = h * length * head_dim;
    widen(k + head_offset, keys, length * head_dim);
    for (size_t i = 0; i < length; ++i) {
      widen(q + head_offset + i * head_dim, query, head_dim);
      const size_t visible = causal ? i + 1 : length;
      size_t j = dot_rows_simd(query, keys, head_dim, visible, row);
      for (; j < visible; ++j) row[j] = dot(query, keys + j * head_dim, head_dim);
      auto bias = [&](size_t key) {
        if (encoding == ScoreEncoding::kAlibi) {
          return -(slopes[h] * std::fabs(static_cast<double>(i) - static_cast<double>(key)));
        }
        if (encoding == ScoreEncoding::kT5) {
          return static_cast<double>(
              options.t5_bias[static_cast<size_t>(buckets[key + length - 1 - i]) * heads + h]);
        }
        return 0.0;
      };
      // A huge scale can carry scores past float64's range, where softmax would compute
      // inf - inf. Those rows keep q.k + bias / scale (finite) and softmax multiplies the
      // differences by scale: the same weights, exact up to rounding.
      bool overflows = false;
      for (j = 0; j < visible; ++j) overflows |= !std::isfinite(row[j] * scale + bias(j));
      const bool unscaled = overflows && options.softmax;
      for (j = 0; j < visible; ++j) {
        row[j] = unscaled ? row[j] + bias(j) / scale : row[j] * scale + bias(j);
      }
      for (; j < length; ++j) row[j] = kMinusInfinity;
      finish_row(row, out + (h * length + i) * length, length, options.softmax,
                 unscaled ? scale : 1.0);
    }
  }
  return Status::kOk;
}

Status attention_decomposition(const float* x, const float* p, const float* wq, const float* wk,
                               size_t length, size_t d_model, size_t head_dim,
                               const ScoreTerms& out) {
  if (x == nullptr || p == nullptr || wq == nullptr || wk == nullptr || length == 0 ||
      d_model == 0 || head_dim == 0 || out.content_content == nullptr ||
      out.content_position == nullptr || out.position_content == nullptr ||
      out.position_position == nullptr || out.total == nullptr ||
      !detail::fits_in_memory({length, d_model}, sizeof(float)) ||
      !detail::fits_in_memory({d_model, head_dim}, sizeof(float)) ||
      !detail::fits_in_memory({length, length}, sizeof(float)) ||
      !detail::fits_in_memory({length, head_dim}, sizeof(double))) {  // each projection
    return Status::kInvalidArgument;
  }
  // Projections (length x head_dim, float64) of x, p and x + p by wq and wk.
  Scratch scratch;
  double* projected[6];
  for (double*& block : projected) {
    block = static_cast<double*>(scratch.take(length * head_dim * sizeof(double)));
  }
  if (scratch.failed()) return Status::kOutOfMemory;
  double *xq = projected[0], *xk = projected[1], *pq = projected[2], *pk = projected[3];
  double *sq = projected[4], *sk = projected[5];
  for (size_t i = 0; i < length; ++i) {
    for (size_t c = 0; c < head_dim; ++c) {
      double sums[6] = {};
      for (size_t a = 0; a < d_model; ++a) {
        const double xa = x[i * d_model + a], pa = p[i * d_model + a];
        const double wqa = wq[a * head_dim + c], wka = wk[a * head_dim + c];
        sums[0] += xa * wqa;
        sums[1] += xa * wka;
        sums[2] += pa * wqa;
        sums[3] += pa * wka;
        sums[4] += (xa + pa) * wqa;
        sums[5] += (xa + pa) * wka;
      }
      for (size_t b = 0; b < 6; ++b) projected[b][i * head_dim + c] = sums[b];
    }
  }
  const double root = std::sqrt(static_cast<double>(head_dim));
  for (size_t i = 0; i < length; ++i) {
    for (size_t j = 0; j < length; ++j) {
      const size_t a = i * head_dim, b = j * head_dim, at = i * length + j;
      out.content_content[at] = static_cast<float>(dot(xq + a, xk + b, head_dim) / root);
      out.content_position[at] = static_cast<float>(dot(xq + a, pk + b, head_dim) / root);
      out.position_content[at] = static_cast<float>(dot(pq + a, xk + b, head_dim) / root);
      out.position_position[at] = static_cast<float>(dot(pq + a, pk + b, head_dim) / root);
      out.total[at] = static_cast<float>(dot(sq + a, sk + b, head_dim) / root);
    }
  }
  return Status::kOk;
}

}  // namespace positional_encoding
