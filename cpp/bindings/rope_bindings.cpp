// embind glue for RoPE: the options cross as one value_object (RopeCall) whose unset numbers are
// NaN and whose arrays are heap addresses (0: none). Arguments are validated in TypeScript first;
// the C++ status is returned so that nothing aborts if they were not.
#include <emscripten/bind.h>

#include <cstdint>

#include "rope.h"

namespace pe = positional_encoding;

namespace {

struct RopeCall {
  double base;
  uint32_t rotary_dim;  // 0: head_dim
  double seq_len;
  int32_t layout;
  int32_t scaling_type;
  double factor;
  double original_max_position_embeddings;
  double max_position_embeddings;
  double low_freq_factor;
  double high_freq_factor;
  double beta_fast;
  double beta_slow;
  double mscale;
  double mscale_all_dim;
  double attention_factor;
  double partial_rotary_factor;
  bool truncate;
  uintptr_t short_factor;  // float64 arrays of rotary_dim / 2
  uintptr_t long_factor;
  double offset;
  uintptr_t positions;  // float64 array of one position per row (M-RoPE: three rows)
  uint32_t mrope_time;  // M-RoPE's plane counts; all 0: off
  uint32_t mrope_height;
  uint32_t mrope_width;
  bool rope2d;  // 2D RoPE: positions holds rows, then columns
};

pe::RopeOptions options_of(const RopeCall& call) {
  pe::RopeOptions o;
  o.base = call.base;
  o.rotary_dim = call.rotary_dim;
  o.seq_len = call.seq_len;
  o.layout = static_cast<pe::RopeLayout>(call.layout);
  pe::RopeScaling& s = o.scaling;
  s.type = static_cast<pe::RopeScalingType>(call.scaling_type);
  s.factor = call.factor;
  s.original_max_position_embeddings = call.original_max_position_embeddings;
  s.max_position_embeddings = call.max_position_embeddings;
  s.low_freq_factor = call.low_freq_factor;
  s.high_freq_factor = call.high_freq_factor;
  s.beta_fast = call.beta_fast;
  s.beta_slow = call.beta_slow;
  s.mscale = call.mscale;
  s.mscale_all_dim = call.mscale_all_dim;
  s.attention_factor = call.attention_factor;
  s.partial_rotary_factor = call.partial_rotary_factor;
  s.truncate = call.truncate;
  s.short_factor = reinterpret_cast<const double*>(call.short_factor);
  s.long_factor = reinterpret_cast<const double*>(call.long_factor);
  return o;
}

pe::RopePositions positions_of(const RopeCall& call) {
  pe::RopePositions p;
  p.offset = call.offset;
  p.ids = reinterpret_cast<const double*>(call.positions);
  p.mrope_section[0] = call.mrope_time;
  p.mrope_section[1] = call.mrope_height;
  p.mrope_section[2] = call.mrope_width;
  p.rope2d = call.rope2d;
  return p;
}

int rope_frequencies(uintptr_t inv_freq, uintptr_t attention_factor, size_t head_dim,
                     const RopeCall& call) {
  return static_cast<int>(pe::rope_frequencies(reinterpret_cast<double*>(inv_freq),
                                               reinterpret_cast<double*>(attention_factor),
                                               head_dim, options_of(call)));
}

int rope_cos_sin(uintptr_t cos, uintptr_t sin, size_t length, size_t head_dim,
                 const RopeCall& call) {
  return static_cast<int>(pe::rope_cos_sin(reinterpret_cast<float*>(cos),
                                           reinterpret_cast<float*>(sin), length, head_dim,
                                           options_of(call), positions_of(call)));
}

int apply_rope(uintptr_t x, uintptr_t y, size_t batch, size_t heads, size_t length, size_t head_dim,
               const RopeCall& call) {
  return static_cast<int>(pe::apply_rope(reinterpret_cast<const float*>(x),
                                         reinterpret_cast<float*>(y), batch, heads, length,
                                         head_dim, options_of(call), positions_of(call)));
}

}  // namespace

EMSCRIPTEN_BINDINGS(rope) {
  emscripten::value_object<RopeCall>("RopeCall")
      .field("base", &RopeCall::base)
      .field("rotaryDim", &RopeCall::rotary_dim)
      .field("seqLen", &RopeCall::seq_len)
      .field("layout", &RopeCall::layout)
      .field("scalingType", &RopeCall::scaling_type)
      .field("factor", &RopeCall::factor)
      .field("originalMaxPositionEmbeddings", &RopeCall::original_max_position_embeddings)
      .field("maxPositionEmbeddings", &RopeCall::max_position_embeddings)
      .field("lowFreqFactor", &RopeCall::low_freq_factor)
      .field("highFreqFactor", &RopeCall::high_freq_factor)
      .field("betaFast", &RopeCall::beta_fast)
      .field("betaSlow", &RopeCall::beta_slow)
      .field("mscale", &RopeCall::mscale)
      .field("mscaleAllDim", &RopeCall::mscale_all_dim)
      .field("attentionFactor", &RopeCall::attention_factor)
      .field("partialRotaryFactor", &RopeCall::partial_rotary_factor)
      .field("truncate", &RopeCall::truncate)
      .field("shortFactor", &RopeCall::short_factor)
      .field("longFactor", &RopeCall::long_factor)
      .field("offset", &RopeCall::offset)
      .field("positions", &RopeCall::positions)
      .field("mropeTime", &RopeCall::mrope_time)
      .field("mropeHeight", &RopeCall::mrope_height)
      .field("mropeWidth", &RopeCall::mrope_width)
      .field("rope2d", &RopeCall::rope2d);
  emscripten::function("_ropeFrequencies", &rope_frequencies);
  emscripten::function("_ropeCosSin", &rope_cos_sin);
  emscripten::function("_applyRope", &apply_rope);
}
