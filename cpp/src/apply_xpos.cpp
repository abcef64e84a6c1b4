// xPos: for a group of rows, the scaled cos/sin tiles of queries and keys are computed once in
// float64 (libm cos, sin and exp) and rounded to float32, then applied to every (batch, head)
// slab of those rows: a' = fl(fl(a c) - fl(b s)), b' = fl(fl(b c) + fl(a s)), the same
// operations in both builds (wasm has no fused multiply-add), so they agree bit for bit.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdlib>

#include "size_limits.h"
#include "xpos.h"

namespace positional_encoding {

namespace {

bool valid_options(const XposOptions& o) {
  const auto layout = static_cast<int32_t>(o.layout);
  return std::isfinite(o.base) && o.base > 1.0 && std::isfinite(o.scale_base) &&
         o.scale_base > 0.0 && std::isfinite(o.gamma) && o.gamma > 0.0 &&
         (layout == 0 || layout == 1);
}

// Rotates one row's planes by a tile row [cos of the planes, sin of the planes].
void rotate_row(const float* x, float* y, const float* tile, size_t planes, RopeLayout layout) {
  const float* c = tile;
  const float* s = tile + planes;
  for (size_t i = 0; i < planes; ++i) {
    const size_t ia = layout == RopeLayout::kHalf ? i : 2 * i;
    const size_t ib = layout == RopeLayout::kHalf ? i + planes : 2 * i + 1;
    const float a = x[ia], b = x[ib];
    y[ia] = a * c[i] - b * s[i];
    y[ib] = b * c[i] + a * s[i];
  }
}

// Bytes of tiles per group of rows (queries' and keys'): small enough to stay in cache while
// every slab of the group is rotated.
constexpr size_t kGroupTileBytes = size_t{1} << 20;

}  // namespace

Status apply_xpos(const float* q, const float* k, float* q_out, float* k_out, size_t batch,
                  size_t heads, size_t length, size_t head_dim, const XposOptions& options) {
  if (q == nullptr || k == nullptr || q_out == nullptr || k_out == nullptr || batch == 0 ||
      heads == 0 || length == 0 || head_dim < 2 || head_dim % 2 != 0 || !valid_options(options) ||
      !detail::fits_in_memory({batch, heads, length, head_dim}, sizeof(float))) {
    return Status::kInvalidArgument;
  }
  const size_t planes = head_dim / 2;
  const double d = static_cast<double>(head_dim);
  const double centre = std::ceil(static_cast<double>(length) / 2.0);
  // Per plane: theta_i, and ln(zeta_i) / scale_base (so a row's scale is one exp).
  if (!detail::fits_in_memory({planes, 2}, sizeof(double))) return Status::kOutOfMemory;
  double* per_plane = static_cast<double*>(std::malloc(2 * planes * sizeof(double)));
  if (per_plane == nullptr) return Status::kOutOfMemory;
  double* theta = per_plane;
  double* log_zeta = per_plane + planes;
  for (size_t i = 0; i < planes; ++i) {
    const double e = 2.0 * static_cast<double>(i) / d;
    theta[i] = std::pow(options.base, -e);
    log_zeta[i] = std::log((e + options.gamma) / (1.0 + options.gamma)) / options.scale_base;
  }
  // The largest scale is zeta_0^(-centre / scale_base), the first query's: refuse it past
  // float32's range (computed as the rows compute it).
  if (!(std::exp(-centre * log_zeta[0]) <= FLT_MAX)) {
    std::free(per_plane);
    return Status::kInvalidArgument;
  }
  // Tile row: [q cos, q sin, k cos, k sin], planes each.
  const size_t tile_row = 4 * planes;
  const size_t group_rows =
      std::min(length, std::max<size_t>(1, kGroupTileBytes / (tile_row * sizeof(float))));
  float* tiles = static_cast<float*>(std::malloc(group_rows * tile_row * sizeof(float)));
  if (tiles == nullptr) {
    std::free(per_plane);
    return Status::kOutOfMemory;
  }
  const size_t slabs = batch * heads;
  for (size_t first = 0; first < length; first += group_rows) {
    const size_t count = std::min(group_rows, length - first);
    for (size_t r = 0; r < count; ++r) {
      const double p = static_cast<double>(first + r);
      const double n = p - centre;
      float* row = tiles + r * tile_row;
      for (size_t i = 0; i < planes; ++i) {
        const double angle = p * theta[i];
        const double c = std::cos(angle), s = std::sin(angle);
        const double up = std::exp(n * log_zeta[i]);     // queries: zeta^(n / scale_base)
        const double down = std::exp(-n * log_zeta[i]);  // keys: zeta^(-n / scale_base)
        row[i] = static_cast<float>(up * c);
        row[planes + i] = static_cast<float>(up * s);
        row[2 * planes + i] = static_cast<float>(down * c);
        row[3 * planes + i] = static_cast<float>(down * s);
      }
    }
    for (size_t slab = 0; slab < slabs; ++slab) {
      for (size_t r = 0; r < count; ++r) {
        const size_t at = (slab * length + first + r) * head_dim;
        const float* row = tiles + r * tile_row;
        rotate_row(q + at, q_out + at, row, planes, options.layout);
        rotate_row(k + at, k_out + at, row + 2 * planes, planes, options.layout);
      }
    }
  }
  std::free(tiles);
  std::free(per_plane);
  return Status::kOk;
}

}  // namespace positional_encoding
