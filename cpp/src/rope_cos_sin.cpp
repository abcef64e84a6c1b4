// The cos/sin tables as Hugging Face's rotary embedding returns them, each block of rows computed
// straight into the tables in the layout's order ('half' rows [p0 .. ph-1, p0 .. ph-1], 'pairs'
// rows [p0, p0, p1, p1, ...]).
#include <algorithm>

#include "rope_internal.h"

namespace positional_encoding {

Status rope_cos_sin(float* cos, float* sin, size_t length, size_t head_dim,
                    const RopeOptions& options, const RopePositions& positions) {
  if (cos == nullptr || sin == nullptr) return Status::kInvalidArgument;
  detail::RopeAngleBlocks blocks;
  const Status status = blocks.prepare(length, head_dim, options, positions);
  if (status != Status::kOk) return status;
  const size_t rotary_dim = 2 * blocks.planes(), block_rows = blocks.rows();
  const detail::TileSpread spread = options.layout == RopeLayout::kHalf
                                        ? detail::TileSpread::kRepeat
                                        : detail::TileSpread::kDouble;
  for (size_t first = 0; first < length; first += block_rows) {
    const size_t count = std::min(block_rows, length - first);
    blocks.fill(first, count, cos + first * rotary_dim, sin + first * rotary_dim, rotary_dim,
                spread);
  }
  return Status::kOk;
}

}  // namespace positional_encoding
