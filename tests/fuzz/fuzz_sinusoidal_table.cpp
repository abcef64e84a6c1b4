// sinusoidal_table and the table stream (open, read, close), with either exponent: refused exactly
// when an argument is out of the header's ranges; otherwise every value finite and in [-1, 1],
// sampled values within the header's 2e-7 of the float64 formula, and the stream bit-identical to
// the table.
#include <cstring>
#include <vector>

#include "../cpp/reference.h"
#include "fuzz_input.h"
#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

bool options_valid(const pe::TableOptions& o) {
  return std::isfinite(o.base) && o.base > 1.0 && o.offset >= 0.0 && o.offset < fuzz::kTwo53 &&
         o.offset == std::floor(o.offset) &&
         (o.layout == pe::Layout::kInterleaved || o.layout == pe::Layout::kSplit) &&
         (o.exponent == pe::Exponent::kPaper || o.exponent == pe::Exponent::kTensor2tensor);
}

// The header's bound where it states one (positions below 1e6, d_model <= 8192, base <= 1e6).
// Elsewhere the float64 angles themselves differ by their rounding: the position times the
// relative error of w (the library's exp(-e_i ln(base)) against the reference's pow: a few ulps
// of the exponent |e_i ln(base)| <= ln(base), or twice that for an odd d_model's last sine under
// the tensor2tensor exponent) plus the roundings of the two products.
double allowed_error(double position, double angle, size_t d_model, double base) {
  if (position < 1e6 && d_model <= 8192 && base <= 1e6) return 2e-7;
  return 2e-7 + std::fabs(angle) * (2.0 * std::log(base) + 4.0) * 4.5e-16;
}

void check_table(const std::vector<float>& table, size_t length, size_t d_model,
                 const pe::TableOptions& o) {
  for (size_t i = 0; i < table.size(); ++i) {
    FUZZ_CHECK(std::fabs(table[i]) <= 1.0f, "value %zu is %g", i, table[i]);
  }
  for (size_t at : fuzz::sample_indices(table.size())) {
    const size_t row = at / d_model, column = at % d_model;
    const size_t source = reference::interleaved_column(column, d_model, o.layout);
    const double position = o.offset + static_cast<double>(row);
    const double angle =
        position / std::pow(o.base, reference::exponent(source / 2, d_model, o.exponent));
    const double expected =
        static_cast<float>(reference::value(position, source, d_model, o.base, o.exponent));
    const double bound = allowed_error(position, angle, d_model, o.base);
    FUZZ_CHECK(fuzz::within(table[at], expected, bound),
               "row %zu column %zu (d_model %zu, base %.17g, offset %.17g, layout %d, exponent "
               "%d): %.9g, float64 formula %.9g, allowed %.3g",
               row, column, d_model, o.base, o.offset, static_cast<int>(o.layout),
               static_cast<int>(o.exponent), table[at], expected, bound);
  }
}

// Reads the table through a stream in pieces of whole blocks (the last may be shorter), with
// refused reads mixed in that must leave the stream where it was.
void check_stream(fuzz::Input& in, const std::vector<float>& table, size_t length, size_t d_model,
                  const pe::TableOptions& o) {
  pe::TableStream* stream = nullptr;
  FUZZ_CHECK(
      pe::table_stream_open(&stream, length, d_model, o) == pe::Status::kOk && stream != nullptr,
      "stream refused what sinusoidal_table accepted");
  std::vector<float> streamed(table.size());
  size_t row = 0;
  while (row < length) {
    const size_t left = length - row;
    if (in.flag()) {  // a read the stream must refuse: no rows, past the end, or a partial block
      const size_t bad = in.one_of<size_t>({0, left + 1, pe::kStreamBlockRows + 1});
      if (bad == 0 || bad > left ||
          (bad < left && bad % pe::kStreamBlockRows != 0 && length > pe::kStreamBlockRows)) {
        std::vector<float> scratch(bad * d_model + 1);
        FUZZ_CHECK(
            pe::table_stream_read(stream, scratch.data(), bad) == pe::Status::kInvalidArgument,
            "read of %zu rows at row %zu of %zu accepted", bad, row, length);
      }
    }
    size_t rows = pe::kStreamBlockRows * in.in_range<size_t>(1, 4);
    if (rows >= left || in.flag()) rows = left;
    FUZZ_CHECK(
        pe::table_stream_read(stream, streamed.data() + row * d_model, rows) == pe::Status::kOk,
        "read of %zu rows at row %zu of %zu refused", rows, row, length);
    row += rows;
  }
  std::vector<float> after(d_model);
  FUZZ_CHECK(pe::table_stream_read(stream, after.data(), 1) == pe::Status::kInvalidArgument,
             "read past the end accepted");
  pe::table_stream_close(stream);
  FUZZ_CHECK(std::memcmp(streamed.data(), table.data(), table.size() * sizeof(float)) == 0,
             "streamed table differs from sinusoidal_table (length %zu, d_model %zu)", length,
             d_model);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  pe::TableOptions o;
  o.base = in.number({10000.0, 2.0, 1e6, 500000.0});
  o.offset = in.number({0.0, 999000.0, fuzz::kTwo53 - 64, 12345.0});
  o.layout = static_cast<pe::Layout>(in.one_of<int32_t>({0, 1, 0, 1, 2, -1}));
  o.exponent = static_cast<pe::Exponent>(in.one_of<int32_t>({0, 1, 0, 1, 2, -1}));
  // Wide tables (past one 512-pair chunk, past the stream's 8192) with few rows; long ones narrow.
  const size_t d_model = in.size(in.one_of<size_t>({16, 64, 1100, 8200}));
  const size_t length = in.size(d_model == 0 ? 300 : std::min<size_t>(300, 1 + 40000 / d_model));

  if (in.flag() && in.flag() && in.flag()) {  // sizes no buffer can hold, with a small buffer
    const size_t huge_length = in.flag() ? in.huge_size() : length;
    const size_t huge_d_model = huge_length == length ? in.huge_size() : in.size(64);
    if (!fuzz::product_overflows({huge_length, huge_d_model}, sizeof(float))) return 0;
    std::vector<float> small(64);
    FUZZ_CHECK(pe::sinusoidal_table(small.data(), huge_length, huge_d_model, o) != pe::Status::kOk,
               "table of %zu x %zu accepted", huge_length, huge_d_model);
    pe::TableStream* stream = nullptr;
    if (pe::table_stream_open(&stream, huge_length, huge_d_model, o) == pe::Status::kOk) {
      const pe::Status read = pe::table_stream_read(stream, small.data(), huge_length);
      pe::table_stream_close(stream);
      FUZZ_CHECK(read != pe::Status::kOk, "stream of %zu x %zu read", huge_length, huge_d_model);
    }
    return 0;
  }

  const bool valid = length > 0 && d_model > 0 && options_valid(o);
  std::vector<float> table(length * d_model);
  const pe::Status status = pe::sinusoidal_table(table.data(), length, d_model, o);
  FUZZ_CHECK(status == (valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "status %d for length %zu, d_model %zu, base %.17g, offset %.17g, layout %d, "
             "exponent %d",
             static_cast<int>(status), length, d_model, o.base, o.offset,
             static_cast<int>(o.layout), static_cast<int>(o.exponent));
  FUZZ_CHECK(
      pe::sinusoidal_table(nullptr, 1, 1, pe::TableOptions{}) == pe::Status::kInvalidArgument,
      "null output accepted");
  pe::TableStream* unused = nullptr;
  FUZZ_CHECK(
      pe::table_stream_open(nullptr, 1, 1, pe::TableOptions{}) == pe::Status::kInvalidArgument &&
          pe::table_stream_read(nullptr, table.data(), 1) == pe::Status::kInvalidArgument,
      "null stream accepted");
  pe::table_stream_close(nullptr);
  if (!valid || d_model > pe::kMaxStreamDModel) {
    FUZZ_CHECK(pe::table_stream_open(&unused, length, d_model, o) == pe::Status::kInvalidArgument,
               "stream opened for refused arguments (d_model %zu)", d_model);
  }
  if (status != pe::Status::kOk) return 0;
  check_table(table, length, d_model, o);
  if (d_model <= pe::kMaxStreamDModel) check_stream(in, table, length, d_model, o);
  return 0;
}
