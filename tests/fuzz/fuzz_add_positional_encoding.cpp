// add_positional_encoding (either exponent): refused exactly when an argument is out of range;
// otherwise y = fl(fl(scale * x) + pe) bit for bit with pe from sinusoidal_table (the header's
// definition), and the in-place call gives the same bits as the out-of-place one.
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "positional_encoding.h"

namespace pe = positional_encoding;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  pe::TableOptions o;
  o.base = in.number({10000.0, 2.0, 1e6});
  o.offset = in.number({0.0, 999000.0, fuzz::kTwo53 - 64});
  o.layout = static_cast<pe::Layout>(in.one_of<int32_t>({0, 1, 0, 1, 2, -1}));
  o.exponent = static_cast<pe::Exponent>(in.one_of<int32_t>({0, 1, 0, 1, 2}));
  const size_t d_model = in.size(in.one_of<size_t>({16, 64, 1100}));
  const size_t length = in.size(d_model == 0 ? 300 : std::min<size_t>(300, 1 + 20000 / d_model));
  const size_t batch = in.size(3);
  const float scale = in.number_f({1.0, 0.0, -1.0, 22.627416997969522, 3e38});

  if (in.flag() && in.flag() && in.flag()) {  // sizes no buffer can hold, with a small buffer
    const size_t sizes[3] = {in.flag() ? in.huge_size() : batch,
                             in.flag() ? in.huge_size() : length, in.huge_size()};
    const size_t pick = in.in_range(0, 2);  // which of the three is the huge one
    const size_t b = sizes[(pick + 0) % 3], l = sizes[(pick + 1) % 3], d = sizes[(pick + 2) % 3];
    if (!fuzz::product_overflows({b, l, d}, sizeof(float))) return 0;
    std::vector<float> small(64);
    FUZZ_CHECK(pe::add_positional_encoding(small.data(), small.data(), b, l, d, 1.0f, o) !=
                   pe::Status::kOk,
               "batch %zu x %zu x %zu accepted", b, l, d);
    return 0;
  }

  const bool valid =
      batch > 0 && length > 0 && d_model > 0 && std::isfinite(scale) && std::isfinite(o.base) &&
      o.base > 1.0 && o.offset >= 0.0 && o.offset < fuzz::kTwo53 &&
      o.offset == std::floor(o.offset) &&
      (o.layout == pe::Layout::kInterleaved || o.layout == pe::Layout::kSplit) &&
      (o.exponent == pe::Exponent::kPaper || o.exponent == pe::Exponent::kTensor2tensor);
  const std::vector<float> x = in.values(batch * length * d_model);
  std::vector<float> y(x.size());
  const pe::Status status =
      pe::add_positional_encoding(x.data(), y.data(), batch, length, d_model, scale, o);
  FUZZ_CHECK(status == (valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "status %d for batch %zu, length %zu, d_model %zu, scale %g, base %.17g, offset "
             "%.17g, layout %d",
             static_cast<int>(status), batch, length, d_model, scale, o.base, o.offset,
             static_cast<int>(o.layout));
  FUZZ_CHECK(pe::add_positional_encoding(nullptr, y.data(), 1, 1, 1, 1.0f, pe::TableOptions{}) ==
                     pe::Status::kInvalidArgument &&
                 pe::add_positional_encoding(x.data(), nullptr, 1, 1, 1, 1.0f,
                                             pe::TableOptions{}) == pe::Status::kInvalidArgument,
             "null x or y accepted");
  if (status != pe::Status::kOk) return 0;

  std::vector<float> table(length * d_model);
  FUZZ_CHECK(pe::sinusoidal_table(table.data(), length, d_model, o) == pe::Status::kOk,
             "sinusoidal_table refused what add_positional_encoding accepted");
  for (size_t i = 0; i < y.size(); ++i) {
    const float scaled = scale * x[i];  // two statements: no fused multiply-add here
    const float expected = scaled + table[i % table.size()];
    FUZZ_CHECK(std::memcmp(&y[i], &expected, sizeof(float)) == 0,
               "y[%zu] = %.9g, fl(fl(%g * %.9g) + %.9g) = %.9g", i, y[i], scale, x[i],
               table[i % table.size()], expected);
  }
  std::vector<float> in_place = x;
  FUZZ_CHECK(pe::add_positional_encoding(in_place.data(), in_place.data(), batch, length, d_model,
                                         scale, o) == pe::Status::kOk &&
                 std::memcmp(in_place.data(), y.data(), y.size() * sizeof(float)) == 0,
             "in place differs from out of place");
  return 0;
}
