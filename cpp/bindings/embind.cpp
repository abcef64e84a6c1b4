// embind glue: raw entry points taking heap addresses, wrapped by web/lib; the options of
// add_positional_encoding cross as one value_object (AddEncodingCall). Arguments are validated in
// TypeScript first; the C++ status is returned so that nothing aborts if they were not.
#include <emscripten/bind.h>
#include <malloc.h>

#include <cstdint>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

pe::TableOptions table_options(double base, double offset, int layout, int exponent) {
  pe::TableOptions options;
  options.base = base;
  options.offset = offset;
  options.layout = static_cast<pe::Layout>(layout);
  options.exponent = static_cast<pe::Exponent>(exponent);
  return options;
}

int sinusoidal_table(uintptr_t out, size_t length, size_t d_model, double base, double offset,
                     int layout, int exponent) {
  return static_cast<int>(pe::sinusoidal_table(reinterpret_cast<float*>(out), length, d_model,
                                               table_options(base, offset, layout, exponent)));
}

// add_positional_encoding's options: the scale of x and the table's TableOptions, enums as codes.
struct AddEncodingCall {
  float scale;
  double base;
  double offset;
  int32_t layout;
  int32_t exponent;
};

int add_positional_encoding(uintptr_t x, uintptr_t y, size_t batch, size_t length, size_t d_model,
                            const AddEncodingCall& call) {
  return static_cast<int>(pe::add_positional_encoding(
      reinterpret_cast<const float*>(x), reinterpret_cast<float*>(y), batch, length, d_model,
      call.scale, table_options(call.base, call.offset, call.layout, call.exponent)));
}

int frequencies(uintptr_t out, size_t d_model, double base, int exponent) {
  return static_cast<int>(pe::frequencies(reinterpret_cast<double*>(out), d_model, base,
                                          static_cast<pe::Exponent>(exponent)));
}

int angles(uintptr_t out, size_t length, size_t d_model, double base, double offset, int exponent) {
  return static_cast<int>(pe::angles(reinterpret_cast<double*>(out), length, d_model,
                                     table_options(base, offset, 0, exponent)));
}

// A stream handle as an address, or 0 when it cannot be opened (the caller then takes the
// one-shot path, which reports the reason).
uintptr_t table_stream_open(size_t length, size_t d_model, double base, double offset, int layout,
                            int exponent) {
  pe::TableStream* stream = nullptr;
  const pe::Status status = pe::table_stream_open(&stream, length, d_model,
                                                  table_options(base, offset, layout, exponent));
  return status == pe::Status::kOk ? reinterpret_cast<uintptr_t>(stream) : 0;
}

int table_stream_read(uintptr_t stream, uintptr_t out, size_t rows) {
  return static_cast<int>(pe::table_stream_read(reinterpret_cast<pe::TableStream*>(stream),
                                                reinterpret_cast<float*>(out), rows));
}

void table_stream_close(uintptr_t stream) {
  pe::table_stream_close(reinterpret_cast<pe::TableStream*>(stream));
}

int row_dot_products(uintptr_t table, size_t length, size_t d_model, uintptr_t out) {
  return static_cast<int>(pe::row_dot_products(reinterpret_cast<const float*>(table), length,
                                               d_model, reinterpret_cast<float*>(out)));
}

// The seed arrives as two 32-bit halves: embind has no lossless 64-bit integer for JS numbers.
int apply_inverted_dropout(uintptr_t data, size_t count, double p, uint32_t seed_high,
                           uint32_t seed_low) {
  const uint64_t seed = (static_cast<uint64_t>(seed_high) << 32) | seed_low;
  return static_cast<int>(
      pe::apply_inverted_dropout(reinterpret_cast<float*>(data), count, p, seed));
}

// Bytes currently allocated by malloc: lets tests prove that repeated calls do not leak.
size_t heap_bytes_in_use() { return static_cast<size_t>(mallinfo().uordblks); }

}  // namespace

EMSCRIPTEN_BINDINGS(positional_encoding) {
  emscripten::value_object<AddEncodingCall>("AddEncodingCall")
      .field("scale", &AddEncodingCall::scale)
      .field("base", &AddEncodingCall::base)
      .field("offset", &AddEncodingCall::offset)
      .field("layout", &AddEncodingCall::layout)
      .field("exponent", &AddEncodingCall::exponent);
  emscripten::function("_sinusoidalTable", &sinusoidal_table);
  emscripten::function("_addPositionalEncoding", &add_positional_encoding);
  emscripten::function("_applyInvertedDropout", &apply_inverted_dropout);
  emscripten::function("_rowDotProducts", &row_dot_products);
  emscripten::function("_frequencies", &frequencies);
  emscripten::function("_tableStreamOpen", &table_stream_open);
  emscripten::function("_tableStreamRead", &table_stream_read);
  emscripten::function("_tableStreamClose", &table_stream_close);
  emscripten::function("_angles", &angles);
  emscripten::function("_heapBytesInUse", &heap_bytes_in_use);
}
