// positional-encoding: sinusoidal transformer positional encodings (Vaswani et al. 2017).
//
// Public C++ API. Every function writes into caller-owned memory and returns a Status; nothing
// throws and nothing allocates more than a bounded scratch area: about 0.3 MiB of tables per 512
// frequency pairs, for at most 8192 / 2 pairs at once (2.4 MiB), plus two tiles of up to 1 MiB
// in add_positional_encoding.
//
// Definition. For a table of `length` rows and `d_model` columns, row p holds position
// pos = offset + p, and column j holds
//     PE(pos, j) = sin(pos * w_i) if j is even, cos(pos * w_i) if j is odd,
//     w_i = base^(-2i / d_model),   i = floor(j / 2)          (interleaved layout)
// This is formula (15.1). Odd d_model follows TensorFlow's `i // 2` rule, so its last column is
// a sine. The split layout stores the same values as all sines (i = 0 .. ceil(d/2)-1) followed
// by all cosines (i = 0 .. floor(d/2)-1), as tensor2tensor does.
//
// Exponent. Exponent::kTensor2tensor replaces the paper's exponent 2i / d_model by i / (h - 1),
//     w_i = base^(-i / max(h - 1, 1)),   h = floor(d_model / 2),
// as tensor2tensor's get_timing_signal_1d and fairseq's SinusoidalPositionalEmbedding compute it
// (h timescales from 1 down to exactly 1/base). For even d_model >= 4 the frequencies are theirs
// (their tables are this one in the split layout, less fairseq's zeroed padding row). d_model 2
// and 3 (h - 1 = 0) take tensor2tensor's max(., 1): w_0 = 1 (fairseq divides by zero there). An
// odd d_model keeps this library's shape, a last sine with no cosine, at the next frequency of
// the same sequence (base^(-h/(h-1))); tensor2tensor and fairseq pad a zero column instead. The
// layouts, the numeric contract and the build identity are the same for both exponents.
//
// Numeric contract (asserted by tests/cpp and tests/js):
//   For every position below 1e6, every d_model <= 8192 and every base in (1, 1e6], each value
//   differs from the float64 formula rounded to float32 by at most 2e-7 (measured: 1.2e-7,
//   two float32 ulps just below 1). Positions up to 2^53 are accepted; beyond 1e6 the only extra
//   error is the float64 rounding of the angle, about pos * 1.1e-16 radians.
// The scalar build and the SIMD (wasm simd128) build perform the same float32 operations in the
// same order, so they return bit-identical tables.
//
// How: rows are built in blocks of B positions by exact angle addition,
//     sin(A + R) = sin A cos R + cos A sin R,   cos(A + R) = cos A cos R - sin A sin R,
// where A is the block's first position and R = r * w_i for r < B. Both sin/cos pairs are
// computed in float64 and rounded to float32 once, so each output costs four float32 products
// and no float32 error accumulates from row to row. B = 64, and four blocks are computed together
// so that each row offset R is read from memory once per four uses: writing the table, not the
// arithmetic, is what bounds the speed (in wasm SIMD about 2x the time of a loop that only stores
// as many floats).
#pragma once

#include <cstddef>
#include <cstdint>

namespace positional_encoding {

enum class Status : int32_t {
  kOk = 0,
  kInvalidArgument = 1,  // a size is zero, the base is not in (1, inf), the offset is not a
                         // non-negative integer below 2^53, a layout or exponent is not one of
                         // the enum's, a pointer is null, or the sizes describe a buffer larger
                         // than SIZE_MAX bytes
  kOutOfMemory = 2,      // the bounded scratch area could not be allocated
};

enum class Layout : int32_t {
  kInterleaved = 0,  // sin, cos, sin, cos, ... (the documents' layout; default)
  kSplit = 1,        // all sines, then all cosines
};

enum class Exponent : int32_t {
  kPaper = 0,          // w_i = base^(-2i / d_model): the paper and the tutorials (default)
  kTensor2tensor = 1,  // w_i = base^(-i / max(floor(d_model/2) - 1, 1)): tensor2tensor, fairseq
};

struct TableOptions {
  double base = 10000.0;  // n in the documents; any finite value > 1
  double offset = 0.0;    // position of row 0; an integer in [0, 2^53)
  Layout layout = Layout::kInterleaved;
  Exponent exponent = Exponent::kPaper;
};

// Fills out[length * d_model] (row-major [position][dimension]) with the table defined above.
Status sinusoidal_table(float* out, size_t length, size_t d_model, const TableOptions& options);

// A table streamed in blocks of rows through a small buffer, so that a caller can copy each block
// elsewhere while it is still in cache (the JavaScript wrapper filling a Float32Array does). The
// values are bit-identical to sinusoidal_table's. d_model is limited to kMaxStreamDModel, which
// bounds the stream's tables to 2.4 MiB.
struct TableStream;
constexpr size_t kMaxStreamDModel = 8192;
// Rows per read(): every call but the last must ask for a multiple of this many rows.
constexpr size_t kStreamBlockRows = 64;
Status table_stream_open(TableStream** stream, size_t length, size_t d_model,
                         const TableOptions& options);
// Writes the next `rows` rows of the table into out[rows * d_model].
Status table_stream_read(TableStream* stream, float* out, size_t rows);
void table_stream_close(TableStream* stream);

// y = scale * x + PE for a batch laid out as (batch, length, d_model), PE as in
// sinusoidal_table. scale is 1 for the article's `x + pe[:, :L]` and sqrt(d_model) for formula
// (15.2). y may equal x (in place); otherwise the two must not overlap. The PE term is the very
// same float32 value sinusoidal_table produces, and the result is fl(fl(scale * x) + pe).
Status add_positional_encoding(const float* x, float* y, size_t batch, size_t length,
                               size_t d_model, float scale, const TableOptions& options);

// The frequencies w_i = base^(-2i/d_model) for i = 0 .. ceil(d_model/2)-1 (the tutorials'
// div_term), or tensor2tensor's (see Exponent), in float64: out must hold ceil(d_model / 2)
// values.
Status frequencies(double* out, size_t d_model, double base, Exponent exponent = Exponent::kPaper);

// The angles pos * w_i in float64 for positions offset .. offset+length-1, row-major
// [position][pair]: out must hold length * ceil(d_model / 2) values. Formula (15.1) takes the sine
// and cosine of these; the explorer shows them as the step between div_term and the table.
Status angles(double* out, size_t length, size_t d_model, const TableOptions& options);

// Dot products between the rows of a table: out[t * length + s] = sum_j table[t][j] * table[s][j]
// for a table of length x d_model (any layout), accumulated in float64 and rounded once, so each
// entry is within one float32 rounding of the exact dot product of the float32 rows plus the
// float64 sum's error, at most d_model 2^-53 sum_j |table[t][j] table[s][j]| (which shows only
// where the sum cancels). For
// sinusoidal rows this shows the blog post's identity PE_t . PE_{t+k} = sum_i cos(w_i k): the
// matrix is constant along its diagonals (exactly so for even d_model).
Status row_dot_products(const float* table, size_t length, size_t d_model, float* out);

// Inverted dropout in place: each element is zeroed with probability p and otherwise divided by
// (1 - p), as torch.nn.Dropout does in training mode. p in [0, 1). The mask is a pure function of
// (seed, element index), so the same seed reproduces the same mask on every platform.
Status apply_inverted_dropout(float* data, size_t count, double p, uint64_t seed);

}  // namespace positional_encoding

#include "attention_bias.h"  // ALiBi, T5 buckets and attention scores
