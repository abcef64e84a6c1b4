// embind glue for xPos: pointers cross as heap addresses and the options as one value_object
// (XposCall). Arguments are validated in TypeScript first; the C++ status is returned so that
// nothing aborts if they were not.
#include <emscripten/bind.h>

#include <cstdint>

#include "xpos.h"

namespace pe = positional_encoding;

namespace {

// XposOptions with the layout as its code (0 'half', 1 'pairs').
struct XposCall {
  double base;
  double scale_base;
  double gamma;
  int32_t layout;
};

int apply_xpos(uintptr_t q, uintptr_t k, uintptr_t q_out, uintptr_t k_out, size_t batch,
               size_t heads, size_t length, size_t head_dim, const XposCall& call) {
  pe::XposOptions options;
  options.base = call.base;
  options.scale_base = call.scale_base;
  options.gamma = call.gamma;
  options.layout = static_cast<pe::RopeLayout>(call.layout);
  return static_cast<int>(
      pe::apply_xpos(reinterpret_cast<const float*>(q), reinterpret_cast<const float*>(k),
                     reinterpret_cast<float*>(q_out), reinterpret_cast<float*>(k_out), batch, heads,
                     length, head_dim, options));
}

}  // namespace

EMSCRIPTEN_BINDINGS(xpos) {
  emscripten::value_object<XposCall>("XposCall")
      .field("base", &XposCall::base)
      .field("scaleBase", &XposCall::scale_base)
      .field("gamma", &XposCall::gamma)
      .field("layout", &XposCall::layout);
  emscripten::function("_applyXpos", &apply_xpos);
}
