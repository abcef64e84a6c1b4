// attention_scores and attention_decomposition. Refused exactly outside attention_bias.h's ranges;
// otherwise each score within one float32 ulp of the exact value (computed here in long double
// from exact float64 products, with ALiBi's float64 bias or T5's table entry) plus the error of
// its float64 evaluation, -infinity exactly where causal attention masks; softmax rows: each
// weight within one float32 ulp of the exact softmax plus the scores' float64 error carried
// through exp, masked weights exactly 0, rows summing to 1 within length ulps. The decomposition's
// four terms within one float32 ulp of exact, total within their five half-ulp roundings of the
// sum of the four; the decomposition's float64 projections and sums add their own error (which
// shows only where they cancel).
#include <algorithm>
#include <cfloat>
#include <limits>
#include <vector>

#include "fuzz_input.h"
#include "positional_encoding.h"

namespace pe = positional_encoding;
using Long = long double;

namespace {

// One float32 ulp at |v| (the spacing of floats around it; denormal spacing below 2^-126).
double ulp32(double v) {
  const double a = std::fabs(v);
  if (a < 0x1p-126) return 0x1p-149;
  int exponent;
  std::frexp(a, &exponent);
  return std::ldexp(1.0, exponent - 24);
}

// Long double's error on a sum of n exact products: n 2^-64 times the sum of their sizes.
Long sum_error(size_t n, Long magnitude) { return static_cast<Long>(n) * 0x1p-64L * magnitude; }

// The library's float64 score: n - 1 additions, the product by scale and the bias' addition,
// each off by at most 2^-53 of the sizes involved (the header's "below 2^-50 relative").
Long float64_error(size_t n, Long scaled_magnitude, Long bias) {
  return static_cast<Long>(n + 2) * 0x1p-53L * (scaled_magnitude + std::fabs(bias));
}

void fuzz_scores(fuzz::Input& in) {
  const size_t heads = in.size(4), length = in.size(24), head_dim = in.size(40);
  pe::AttentionScoreOptions o;
  o.encoding = static_cast<pe::ScoreEncoding>(in.one_of<int32_t>({0, 1, 2, 0, 1, 2, 3, -1}));
  o.scale = in.number({0.0, 0.125, 1.0, -0.0});
  o.causal = in.flag();
  o.alibi_mode = static_cast<pe::AlibiMode>(in.one_of<int32_t>({0, 1, 0, 1, 2}));
  o.t5.bidirectional = in.flag();
  o.t5.num_buckets = in.one_of<int32_t>({32, 8, 4, 3, 0, 1 << 10});
  o.t5.max_distance = in.one_of<int32_t>({128, 16, 3, 0, 1 << 12});
  o.softmax = in.flag();
  const bool t5_valid = pe::t5_bucket_options_valid(o.t5);
  std::vector<float> t5_bias;
  if (t5_valid && in.flag()) {
    t5_bias.resize(static_cast<size_t>(o.t5.num_buckets) * heads);
    for (auto& b : t5_bias) b = in.value();
  }
  o.t5_bias = t5_bias.empty() ? nullptr : t5_bias.data();

  const std::vector<float> q = in.values(heads * length * head_dim);
  const std::vector<float> k = in.values(heads * length * head_dim);
  std::vector<float> out(heads * length * length);
  const pe::Status status =
      pe::attention_scores(q.data(), k.data(), out.data(), heads, length, head_dim, o);
  bool options_valid = o.scale >= 0 && std::isfinite(o.scale);
  switch (o.encoding) {
    case pe::ScoreEncoding::kNone:
      break;
    case pe::ScoreEncoding::kAlibi:
      options_valid &=
          o.alibi_mode == pe::AlibiMode::kCausal || o.alibi_mode == pe::AlibiMode::kSymmetric;
      break;
    case pe::ScoreEncoding::kT5:
      options_valid &= o.t5_bias != nullptr && t5_valid;
      break;
    default:
      options_valid = false;
  }
  const bool valid = heads > 0 && length > 0 && head_dim > 0 && options_valid;
  FUZZ_CHECK(status == (valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "status %d for %zu x %zu x %zu, encoding %d, scale %.17g", static_cast<int>(status),
             heads, length, head_dim, static_cast<int>(o.encoding), o.scale);
  if (status != pe::Status::kOk) return;

  std::vector<double> slopes(heads);
  pe::alibi_slopes(slopes.data(), heads);
  const bool alibi = o.encoding == pe::ScoreEncoding::kAlibi;
  const bool causal = alibi ? o.alibi_mode == pe::AlibiMode::kCausal : o.causal;
  const Long scale = o.scale > 0 ? o.scale : 1.0L / std::sqrt(static_cast<Long>(head_dim));
  std::vector<Long> exact(length), error(length);
  for (size_t h = 0; h < heads; ++h) {
    for (size_t i = 0; i < length; ++i) {
      for (size_t j = 0; j < length; ++j) {
        Long dot = 0, magnitude = 0;
        for (size_t c = 0; c < head_dim; ++c) {
          const Long p = static_cast<double>(q[(h * length + i) * head_dim + c]) *
                         static_cast<double>(k[(h * length + j) * head_dim + c]);
          dot += p;
          magnitude += std::fabs(p);
        }
        Long bias = 0;
        if (alibi) bias = -(slopes[h] * std::fabs(static_cast<double>(i) - static_cast<double>(j)));
        if (o.encoding == pe::ScoreEncoding::kT5) {
          const int32_t bucket =
              pe::t5_relative_bucket(static_cast<int64_t>(j) - static_cast<int64_t>(i), o.t5);
          bias = t5_bias[static_cast<size_t>(bucket) * heads + h];
        }
        exact[j] = j > i && causal ? -std::numeric_limits<Long>::infinity() : scale * dot + bias;
        error[j] = scale * sum_error(head_dim, magnitude) +
                   float64_error(head_dim, scale * magnitude, bias);
      }
      const float* row = &out[(h * length + i) * length];
      if (!o.softmax) {
        for (size_t j = 0; j < length; ++j) {
          if (std::isinf(exact[j])) {
            FUZZ_CHECK(row[j] == -INFINITY, "masked score [%zu][%zu][%zu] = %.9g", h, i, j, row[j]);
            continue;
          }
          if (std::fabs(exact[j]) > FLT_MAX) continue;  // float32 overflow expected
          const double bound = ulp32(static_cast<double>(exact[j])) + static_cast<double>(error[j]);
          FUZZ_CHECK(fuzz::within(row[j], static_cast<double>(exact[j]), bound),
                     "score [%zu][%zu][%zu] = %.9g, exact %.17Lg, allowed %.3g (scale %.17Lg)", h,
                     i, j, row[j], exact[j], bound, scale);
        }
        continue;
      }
      Long largest = -std::numeric_limits<Long>::infinity();
      for (size_t j = 0; j < length; ++j) largest = std::max(largest, exact[j]);
      Long sum = 0;
      for (size_t j = 0; j < length; ++j) sum += std::exp(exact[j] - largest);
      double row_sum = 0;
      for (size_t j = 0; j < length; ++j) {
        const double weight = static_cast<double>(std::exp(exact[j] - largest) / sum);
        row_sum += row[j];
        if (std::isinf(exact[j])) {
          FUZZ_CHECK(row[j] == 0.0f, "masked weight [%zu][%zu][%zu] = %.9g", h, i, j, row[j]);
          continue;
        }
        // One ulp of the weight, plus the scores' float64 error carried through exp (relative
        // error of the weight at most twice the largest absolute error of a score).
        const double spread =
            2.0 * static_cast<double>(*std::max_element(error.begin(), error.end()));
        const double bound =
            ulp32(weight) + (weight > 0 ? weight * (std::expm1(spread) + 1e-15) : 0);
        FUZZ_CHECK(fuzz::within(row[j], weight, bound),
                   "softmax [%zu][%zu][%zu] = %.9g, exact %.17g, allowed %.3g (score %.17Lg)", h, i,
                   j, row[j], weight, bound, exact[j]);
      }
      FUZZ_CHECK(std::fabs(row_sum - 1.0) <= static_cast<double>(length) * 0x1p-24 + 1e-12,
                 "softmax row [%zu][%zu] sums to %.17g", h, i, row_sum);
    }
  }
}

void fuzz_decomposition(fuzz::Input& in) {
  const size_t length = in.size(12), d_model = in.size(24), head_dim = in.size(16);
  const std::vector<float> x = in.values(length * d_model), p = in.values(length * d_model);
  const std::vector<float> wq = in.values(d_model * head_dim), wk = in.values(d_model * head_dim);
  std::vector<float> terms[5];
  for (auto& t : terms) t.resize(length * length);
  pe::ScoreTerms out{terms[0].data(), terms[1].data(), terms[2].data(), terms[3].data(),
                     terms[4].data()};
  const int null_at = in.in_range(0, 24);  // sometimes one pointer null
  const float* inputs[4] = {x.data(), p.data(), wq.data(), wk.data()};
  if (null_at < 4) inputs[null_at] = nullptr;
  float** outputs[5] = {&out.content_content, &out.content_position, &out.position_content,
                        &out.position_position, &out.total};
  if (null_at >= 4 && null_at < 9) *outputs[null_at - 4] = nullptr;
  const pe::Status status = pe::attention_decomposition(inputs[0], inputs[1], inputs[2], inputs[3],
                                                        length, d_model, head_dim, out);
  const bool valid = length > 0 && d_model > 0 && head_dim > 0 && null_at >= 9;
  FUZZ_CHECK(status == (valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "status %d for %zu x %zu x %zu (null pointer %d)", static_cast<int>(status), length,
             d_model, head_dim, null_at);
  if (status != pe::Status::kOk) return;
  // Exact projections: long double sums of exact float64 products, with their error bounds.
  auto project = [&](const float* a, const float* b, const float* w, size_t i, size_t c,
                     Long* error) {
    Long sum = 0, magnitude = 0;
    for (size_t m = 0; m < d_model; ++m) {
      const Long v = (b == nullptr ? static_cast<Long>(a[i * d_model + m])
                                   : static_cast<Long>(a[i * d_model + m]) + b[i * d_model + m]) *
                     w[m * head_dim + c];
      sum += v;
      magnitude += std::fabs(v);
    }
    *error = float64_error(d_model, magnitude, 0);  // the library's float64 projection
    return sum;
  };
  const Long root = std::sqrt(static_cast<Long>(head_dim));
  for (size_t i = 0; i < length; ++i) {
    for (size_t j = 0; j < length; ++j) {
      Long exact[5] = {}, error[5] = {};
      for (size_t c = 0; c < head_dim; ++c) {
        Long e[6];
        const Long xq = project(x.data(), nullptr, wq.data(), i, c, &e[0]);
        const Long xk = project(x.data(), nullptr, wk.data(), j, c, &e[1]);
        const Long pq = project(p.data(), nullptr, wq.data(), i, c, &e[2]);
        const Long pk = project(p.data(), nullptr, wk.data(), j, c, &e[3]);
        const Long sq = project(x.data(), p.data(), wq.data(), i, c, &e[4]);
        const Long sk = project(x.data(), p.data(), wk.data(), j, c, &e[5]);
        const Long pairs[5][2] = {{xq, xk}, {xq, pk}, {pq, xk}, {pq, pk}, {sq, sk}};
        const Long errs[5][2] = {
            {e[0], e[1]}, {e[0], e[3]}, {e[2], e[1]}, {e[2], e[3]}, {e[4], e[5]}};
        for (int t = 0; t < 5; ++t) {
          exact[t] += pairs[t][0] * pairs[t][1];
          error[t] += std::fabs(pairs[t][0]) * errs[t][1] + std::fabs(pairs[t][1]) * errs[t][0] +
                      std::fabs(pairs[t][0] * pairs[t][1]) * (head_dim + 2) * 0x1p-53L;
        }
      }
      for (int t = 0; t < 5; ++t) {
        const double value = static_cast<double>(exact[t] / root);
        if (std::fabs(value) > FLT_MAX) continue;
        const double bound = ulp32(value) + static_cast<double>(error[t] / root);
        const float got = terms[t][i * length + j];
        FUZZ_CHECK(fuzz::within(got, value, bound),
                   "term %d [%zu][%zu] = %.9g, exact %.17g, allowed %.3g", t, i, j, got, value,
                   bound);
      }
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  if (in.in_range(0, 3) == 0) {
    fuzz_decomposition(in);
  } else {
    fuzz_scores(in);
  }
  return 0;
}
