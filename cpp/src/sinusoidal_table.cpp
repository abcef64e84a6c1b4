#include "positional_encoding.h"
#include "rotation_kernel.h"

namespace positional_encoding {

Status sinusoidal_table(float* out, size_t length, size_t d_model, const TableOptions& options) {
  if (out == nullptr || !detail::valid_table_arguments(length, d_model, options)) {
    return Status::kInvalidArgument;
  }
  // Up to kMaxStreamDModel, a stream visits every chunk of pairs for each group of rows: one
  // pass over the output. Wider tables take one pass per chunk, with bounded scratch.
  if (d_model <= kMaxStreamDModel) {
    TableStream* stream = nullptr;
    if (table_stream_open(&stream, length, d_model, options) == Status::kOk) {
      const Status status = table_stream_read(stream, out, length);
      table_stream_close(stream);
      return status;
    }
  }
  const detail::TableShape shape{length, d_model, options.offset, options.layout};
  return detail::for_each_chunk_and_group(
      shape, options, detail::kGroupBlocks,
      [&](const detail::RotationTables& tables, size_t first_pair,
          const detail::BlockGroup& group) {
        const size_t cosine_pairs =
            detail::pairs_with_cosine(shape, first_pair, tables.pair_count());
        float* group_out = out + group.first_row * d_model;
        detail::emit_rows(tables, cosine_pairs, group, 0, tables.rows(),
                          detail::table_target(shape, group_out, first_pair));
      });
}

}  // namespace positional_encoding
