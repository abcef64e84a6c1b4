// The wasm SIMD intrinsics, when the build has them (-msimd128); native builds compile the scalar
// path only. Each kernel file then has one `#if defined(__wasm_simd128__)` block holding its SIMD
// steps (`*_simd`, returning where they stopped) and, in its `#else`, the same functions taking no
// step. The kernel calls them unconditionally and finishes with its scalar loop: one dispatch
// site per file, and the scalar path is also the SIMD path's tail. Internal to the library.
#pragma once

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif
