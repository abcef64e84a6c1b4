// embind glue for xPos: pointers cross as heap addresses and the options as plain numbers.
// Arguments are validated in TypeScript first; the C++ status is returned so that nothing aborts
// if they were not.
#include <emscripten/bind.h>

#include <cstdint>

#include "xpos.h"

namespace pe = positional_encoding;

namespace {

int apply_xpos(uintptr_t q, uintptr_t k, uintptr_t q_out, uintptr_t k_out, size_t batch,
               size_t heads, size_t length, size_t head_dim, double base, double scale_base,
               double gamma, int32_t layout) {
  pe::XposOptions options;
  options.base = base;
  options.scale_base = scale_base;
  options.gamma = gamma;
  options.layout = static_cast<pe::RopeLayout>(layout);
  return static_cast<int>(
      pe::apply_xpos(reinterpret_cast<const float*>(q), reinterpret_cast<const float*>(k),
                     reinterpret_cast<float*>(q_out), reinterpret_cast<float*>(k_out), batch, heads,
                     length, head_dim, options));
}

}  // namespace

EMSCRIPTEN_BINDINGS(xpos) { emscripten::function("_applyXpos", &apply_xpos); }
