// A 31-byte module whose only function uses v128 (i8x16.splat, i8x16.popcnt). Engines without
// wasm SIMD reject it, so validating it tells which build can run (as wasm-feature-detect does).
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

/** True when this engine can compile WebAssembly SIMD (128-bit) instructions. */
export function supportsWasmSimd(): boolean {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}
