// The cos/sin tables as Hugging Face's rotary embedding returns them, each block of rows computed
// straight into the tables in the layout's order ('half' rows [p0 .. ph-1, p0 .. ph-1], 'pairs'
// rows [p0, p0, p1, p1, ...]).
#include <algorithm>

#include "rope_internal.h"
#include "size_limits.h"

namespace positional_encoding {

Status rope_cos_sin(float* cos, float* sin, size_t length, size_t head_dim,
                    const RopeOptions& options, const RopePositions& positions) {
  if (cos == nullptr || sin == nullptr ||
      !detail::fits_in_memory({length, detail::rotary_dim_of(head_dim, options)}, sizeof(float))) {
    return Status::kInvalidArgument;
  }
  detail::RopeAngleBlocks blocks;
  const Status status = blocks.prepare(length, head_dim, options, positions);
  if (status != Status::kOk) return status;
  const size_t rotary_dim = 2 * blocks.planes(), block_rows = blocks.rows();
  const detail::TileSpread spread = options.layout == RopeLayout::kHalf
                                        ? detail::TileSpread::kRepeat
                                        : detail::TileSpread::kDouble;
  // The float32 combine's error is 1.2e-7 for values in [-1, 1]; values scaled past 1 by an
  // attention factor have float32 ulps twice as coarse, so those tables take the float64 combine.
  const detail::Combine combine =
      blocks.attention_factor() == 1.0 ? detail::Combine::kFloat32 : detail::Combine::kFloat64;
  for (size_t first = 0; first < length; first += block_rows) {
    const size_t count = std::min(block_rows, length - first);
    blocks.fill(first, count, cos + first * rotary_dim, sin + first * rotary_dim, rotary_dim,
                spread, combine);
  }
  return Status::kOk;
}

}  // namespace positional_encoding
