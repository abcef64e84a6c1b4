#include <cstdlib>
#include <new>

#include "positional_encoding.h"
#include "rotation_kernel.h"

namespace positional_encoding {

static_assert(kStreamBlockRows == detail::kBlockRows, "stream blocks are the kernel's blocks");

// Unlike for_each_chunk_and_group, which sweeps all rows once per chunk of pairs, a stream keeps
// every chunk's tables and visits the chunks once per group of blocks, in the same block order.
struct TableStream {
  detail::TableShape shape;
  size_t chunk_count = 0;
  detail::RotationTables* tables = nullptr;  // chunk_count of them, placement-new'd
  size_t next_row = 0;
};

Status table_stream_open(TableStream** stream, size_t length, size_t d_model,
                         const TableOptions& options) {
  if (stream == nullptr || d_model > kMaxStreamDModel ||
      !detail::valid_table_arguments(length, d_model, options)) {
    return Status::kInvalidArgument;
  }
  *stream = nullptr;
  void* memory = std::malloc(sizeof(TableStream));
  if (memory == nullptr) return Status::kOutOfMemory;
  TableStream* s = new (memory) TableStream{};
  s->shape = detail::TableShape{length, d_model, options.offset, options.layout};
  const size_t pairs = s->shape.sine_count();
  s->chunk_count = (pairs + detail::kChunkPairs - 1) / detail::kChunkPairs;
  void* tables_memory = std::malloc(s->chunk_count * sizeof(detail::RotationTables));
  if (tables_memory == nullptr) {
    table_stream_close(s);
    return Status::kOutOfMemory;
  }
  s->tables = static_cast<detail::RotationTables*>(tables_memory);
  const size_t block_rows = std::min(detail::kBlockRows, length);
  for (size_t c = 0; c < s->chunk_count; ++c) {
    new (&s->tables[c]) detail::RotationTables();
  }
  for (size_t c = 0; c < s->chunk_count; ++c) {
    const size_t first_pair = c * detail::kChunkPairs;
    const size_t chunk = std::min(detail::kChunkPairs, pairs - first_pair);
    if (!s->tables[c].reserve(chunk, block_rows, detail::kGroupBlocks)) {
      table_stream_close(s);
      return Status::kOutOfMemory;
    }
    s->tables[c].build(first_pair, chunk, d_model, options.base, options.exponent);
  }
  *stream = s;
  return Status::kOk;
}

Status table_stream_read(TableStream* s, float* out, size_t rows) {
  if (s == nullptr || out == nullptr || rows == 0 || s->next_row + rows > s->shape.length) {
    return Status::kInvalidArgument;
  }
  const size_t block_rows = std::min(detail::kBlockRows, s->shape.length);
  const size_t end = s->next_row + rows;
  if (end < s->shape.length && rows % block_rows != 0) return Status::kInvalidArgument;
  const size_t d_model = s->shape.d_model;
  detail::for_each_group(
      s->next_row, end, block_rows, detail::kGroupBlocks, [&](const detail::BlockGroup& group) {
        float* group_out = out + (group.first_row - s->next_row) * d_model;
        for (size_t c = 0; c < s->chunk_count; ++c) {
          const size_t first_pair = c * detail::kChunkPairs;
          detail::anchor_group(s->tables[c], s->shape, group);
          const size_t cosine_pairs =
              detail::pairs_with_cosine(s->shape, first_pair, s->tables[c].pair_count());
          detail::emit_rows(s->tables[c], cosine_pairs, group, 0, block_rows,
                            detail::table_target(s->shape, group_out, first_pair));
        }
      });
  s->next_row = end;
  return Status::kOk;
}

void table_stream_close(TableStream* s) {
  if (s == nullptr) return;
  if (s->tables != nullptr) {
    for (size_t c = 0; c < s->chunk_count; ++c) s->tables[c].~RotationTables();
    std::free(s->tables);
  }
  s->~TableStream();
  std::free(s);
}

}  // namespace positional_encoding
