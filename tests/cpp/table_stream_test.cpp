#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

std::vector<float> streamed(size_t length, size_t d_model, const pe::TableOptions& options,
                            size_t rows_per_read) {
  pe::TableStream* stream = nullptr;
  EXPECT_EQ(pe::table_stream_open(&stream, length, d_model, options), pe::Status::kOk);
  std::vector<float> table(length * d_model), block(rows_per_read * d_model);
  for (size_t row = 0; row < length; row += rows_per_read) {
    const size_t rows = std::min(rows_per_read, length - row);
    EXPECT_EQ(pe::table_stream_read(stream, block.data(), rows), pe::Status::kOk);
    std::copy(block.begin(), block.begin() + rows * d_model, table.begin() + row * d_model);
  }
  pe::table_stream_close(stream);
  return table;
}

TEST(TableStream, IsBitIdenticalToTheWholeTable) {
  for (size_t d_model : {4u, 7u, 1024u, 2050u}) {
    for (auto layout : {pe::Layout::kInterleaved, pe::Layout::kSplit}) {
      pe::TableOptions options;
      options.offset = 999;
      options.layout = layout;
      const size_t length = 64 * 300 + 17;  // crosses a re-anchoring and ends mid-block
      std::vector<float> whole(length * d_model);
      ASSERT_EQ(pe::sinusoidal_table(whole.data(), length, d_model, options), pe::Status::kOk);
      EXPECT_EQ(streamed(length, d_model, options, 128), whole) << d_model;
      if (d_model == 7) EXPECT_EQ(streamed(length, d_model, options, 64 * 40), whole);
    }
  }
}

TEST(TableStream, ShortTablesUseOneShortBlock) {
  pe::TableOptions options;
  options.base = 100;
  std::vector<float> whole(6 * 4);
  ASSERT_EQ(pe::sinusoidal_table(whole.data(), 6, 4, options), pe::Status::kOk);
  EXPECT_EQ(streamed(6, 4, options, 6), whole);
}

TEST(TableStream, RejectsMisuse) {
  pe::TableStream* stream = nullptr;
  EXPECT_EQ(pe::table_stream_open(&stream, 10, pe::kMaxStreamDModel + 1, pe::TableOptions{}),
            pe::Status::kInvalidArgument);
  ASSERT_EQ(pe::table_stream_open(&stream, 200, 4, pe::TableOptions{}), pe::Status::kOk);
  std::vector<float> block(200 * 4);
  EXPECT_EQ(pe::table_stream_read(stream, block.data(), 10),
            pe::Status::kInvalidArgument);  // not a block multiple
  EXPECT_EQ(pe::table_stream_read(stream, block.data(), 201),
            pe::Status::kInvalidArgument);  // past the end
  EXPECT_EQ(pe::table_stream_read(stream, block.data(), 200), pe::Status::kOk);
  pe::table_stream_close(stream);
}

}  // namespace
