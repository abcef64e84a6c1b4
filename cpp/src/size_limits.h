// Sizes that no buffer can hold. A caller's buffer of count_1 x count_2 x ... elements must fit in
// the address space, so sizes whose product (in bytes) exceeds SIZE_MAX are refused: computing
// with them would wrap addresses around and write outside any buffer. Internal to the library.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>

namespace positional_encoding::detail {

// Whether counts[0] * counts[1] * ... * element_bytes is at most SIZE_MAX.
inline bool fits_in_memory(std::initializer_list<size_t> counts, size_t element_bytes) {
  size_t total = element_bytes;
  for (size_t count : counts) {
    if (count != 0 && total > SIZE_MAX / count) return false;
    total *= count;
  }
  return true;
}

}  // namespace positional_encoding::detail
