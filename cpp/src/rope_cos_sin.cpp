// The cos/sin tables as Hugging Face's rotary embedding returns them: a block of rows at a time
// into a compact tile, then spread into the layout's order.
#include <cstring>
#include <algorithm>

#include "rope_internal.h"

namespace positional_encoding {

namespace {

// One row of a table from its plane values: 'half' repeats the planes, 'pairs' doubles each.
void spread_row(const float* planes_row, size_t planes, RopeLayout layout, float* out) {
  if (layout == RopeLayout::kHalf) {
    std::memcpy(out, planes_row, planes * sizeof(float));
    std::memcpy(out + planes, planes_row, planes * sizeof(float));
  } else {
    for (size_t k = 0; k < planes; ++k) {
      out[2 * k] = planes_row[k];
      out[2 * k + 1] = planes_row[k];
    }
  }
}

}  // namespace

Status rope_cos_sin(float* cos, float* sin, size_t length, size_t head_dim,
                    const RopeOptions& options, const RopePositions& positions) {
  if (cos == nullptr || sin == nullptr) return Status::kInvalidArgument;
  detail::RopeAngleBlocks blocks;
  const Status status = blocks.prepare(length, head_dim, options, positions);
  if (status != Status::kOk) return status;
  const size_t planes = blocks.planes(), rotary_dim = 2 * planes;
  for (size_t first = 0; first < length; first += blocks.rows()) {
    const size_t count = std::min(blocks.rows(), length - first);
    blocks.fill(first, count);
    for (size_t r = 0; r < count; ++r) {
      spread_row(blocks.cos_tile() + r * planes, planes, options.layout,
                 cos + (first + r) * rotary_dim);
      spread_row(blocks.sin_tile() + r * planes, planes, options.layout,
                 sin + (first + r) * rotary_dim);
    }
  }
  return Status::kOk;
}

}  // namespace positional_encoding
