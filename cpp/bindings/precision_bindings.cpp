// embind glue for the precision lab (cpp/include/precision_lab.h), wrapped by web/lib/precision.ts.
// The options cross as one value_object; arguments are validated in TypeScript first, and the
// C++ status is returned so that nothing aborts if they were not.
#include <emscripten/bind.h>

#include <cstdint>

#include "precision_lab.h"

namespace pe = positional_encoding;

namespace {

struct PrecisionCall {
  double base;
  int32_t arithmetic;
  int32_t quantity;
  uintptr_t x;    // head_dim float32 values, or 0 for all ones
  int32_t plane;  // -1: the worst of all planes
};

int precision_errors(uintptr_t out, uintptr_t positions, size_t count, size_t head_dim,
                     const PrecisionCall& call) {
  pe::PrecisionOptions options;
  options.base = call.base;
  options.arithmetic = static_cast<pe::Arithmetic>(call.arithmetic);
  options.quantity = static_cast<pe::PrecisionQuantity>(call.quantity);
  options.x = reinterpret_cast<const float*>(call.x);
  options.plane = call.plane < 0 ? pe::kAllPlanes : static_cast<size_t>(call.plane);
  return static_cast<int>(pe::precision_errors(reinterpret_cast<double*>(out),
                                               reinterpret_cast<const double*>(positions), count,
                                               head_dim, options));
}

int round_to_format(uintptr_t values, uintptr_t out, size_t count, int format) {
  return static_cast<int>(pe::round_to_format(reinterpret_cast<const double*>(values),
                                              reinterpret_cast<double*>(out), count,
                                              static_cast<pe::NumberFormat>(format)));
}

}  // namespace

EMSCRIPTEN_BINDINGS(precision_lab) {
  emscripten::value_object<PrecisionCall>("PrecisionCall")
      .field("base", &PrecisionCall::base)
      .field("arithmetic", &PrecisionCall::arithmetic)
      .field("quantity", &PrecisionCall::quantity)
      .field("x", &PrecisionCall::x)
      .field("plane", &PrecisionCall::plane);
  emscripten::function("_precisionErrors", &precision_errors);
  emscripten::function("_roundToFormat", &round_to_format);
}
