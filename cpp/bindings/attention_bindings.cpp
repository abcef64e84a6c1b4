// embind glue for ALiBi, T5 buckets and attention scores (cpp/include/attention_bias.h): raw
// entry points taking heap addresses, wrapped by web/lib/attention.ts. Options cross as one
// object each (value_object); arguments are validated in TypeScript, and the C++ status is
// returned so that nothing aborts if they were not.
#include <emscripten/bind.h>

#include <cstdint>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

// Plain-number mirrors of the core's option structs (enums as ints, pointers as addresses).
struct AlibiBiasOptions {
  int32_t mode = 0;
  double offset = 0.0;
};

struct T5Options {
  bool bidirectional = true;
  int32_t numBuckets = 32;
  int32_t maxDistance = 128;
};

struct ScoreOptions {
  int32_t encoding = 0;
  double scale = 0.0;
  bool causal = false;
  int32_t alibiMode = 0;
  uintptr_t t5Bias = 0;
  T5Options t5;
  bool softmax = false;
};

pe::T5BucketOptions t5_options(const T5Options& o) {
  pe::T5BucketOptions options;
  options.bidirectional = o.bidirectional;
  options.num_buckets = o.numBuckets;
  options.max_distance = o.maxDistance;
  return options;
}

int alibi_slopes(uintptr_t out, size_t heads) {
  return static_cast<int>(pe::alibi_slopes(reinterpret_cast<double*>(out), heads));
}

int alibi_bias(uintptr_t out, size_t heads, size_t length, size_t key_length,
               const AlibiBiasOptions& o) {
  pe::AlibiOptions options;
  options.mode = static_cast<pe::AlibiMode>(o.mode);
  options.offset = o.offset;
  return static_cast<int>(
      pe::alibi_bias(reinterpret_cast<float*>(out), heads, length, key_length, options));
}

int t5_relative_buckets(uintptr_t positions, uintptr_t out, size_t count, const T5Options& o) {
  return static_cast<int>(pe::t5_relative_buckets(reinterpret_cast<const int32_t*>(positions),
                                                  reinterpret_cast<int32_t*>(out), count,
                                                  t5_options(o)));
}

int t5_bucket_matrix(uintptr_t out, size_t query_length, size_t key_length, double offset,
                     const T5Options& o) {
  return static_cast<int>(pe::t5_bucket_matrix(reinterpret_cast<int32_t*>(out), query_length,
                                               key_length, offset, t5_options(o)));
}

int attention_scores(uintptr_t q, uintptr_t k, uintptr_t out, size_t heads, size_t length,
                     size_t head_dim, const ScoreOptions& o) {
  pe::AttentionScoreOptions options;
  options.encoding = static_cast<pe::ScoreEncoding>(o.encoding);
  options.scale = o.scale;
  options.causal = o.causal;
  options.alibi_mode = static_cast<pe::AlibiMode>(o.alibiMode);
  options.t5_bias = reinterpret_cast<const float*>(o.t5Bias);
  options.t5 = t5_options(o.t5);
  options.softmax = o.softmax;
  return static_cast<int>(
      pe::attention_scores(reinterpret_cast<const float*>(q), reinterpret_cast<const float*>(k),
                           reinterpret_cast<float*>(out), heads, length, head_dim, options));
}

// out holds the five length x length terms one after another: content.content,
// content.position, position.content, position.position, total.
int attention_decomposition(uintptr_t x, uintptr_t p, uintptr_t wq, uintptr_t wk, size_t length,
                            size_t d_model, size_t head_dim, uintptr_t out) {
  float* terms = reinterpret_cast<float*>(out);
  const size_t block = length * length;
  const pe::ScoreTerms split{terms, terms + block, terms + 2 * block, terms + 3 * block,
                             terms + 4 * block};
  return static_cast<int>(pe::attention_decomposition(
      reinterpret_cast<const float*>(x), reinterpret_cast<const float*>(p),
      reinterpret_cast<const float*>(wq), reinterpret_cast<const float*>(wk), length, d_model,
      head_dim, split));
}

}  // namespace

EMSCRIPTEN_BINDINGS(attention_bias) {
  emscripten::value_object<AlibiBiasOptions>("AlibiBiasOptions")
      .field("mode", &AlibiBiasOptions::mode)
      .field("offset", &AlibiBiasOptions::offset);
  emscripten::value_object<T5Options>("T5Options")
      .field("bidirectional", &T5Options::bidirectional)
      .field("numBuckets", &T5Options::numBuckets)
      .field("maxDistance", &T5Options::maxDistance);
  emscripten::value_object<ScoreOptions>("ScoreOptions")
      .field("encoding", &ScoreOptions::encoding)
      .field("scale", &ScoreOptions::scale)
      .field("causal", &ScoreOptions::causal)
      .field("alibiMode", &ScoreOptions::alibiMode)
      .field("t5Bias", &ScoreOptions::t5Bias)
      .field("t5", &ScoreOptions::t5)
      .field("softmax", &ScoreOptions::softmax);
  emscripten::function("_alibiSlopes", &alibi_slopes);
  emscripten::function("_alibiBias", &alibi_bias);
  emscripten::function("_t5RelativeBuckets", &t5_relative_buckets);
  emscripten::function("_t5BucketMatrix", &t5_bucket_matrix);
  emscripten::function("_attentionScores", &attention_scores);
  emscripten::function("_attentionDecomposition", &attention_decomposition);
}
