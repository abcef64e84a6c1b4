// Declaration of the Emscripten glue files (positional_encoding_{simd,baseline}.mjs); the build
// copies this file next to each of them.
import type { WasmFactory } from '../wasm-module.js';

declare const createPositionalEncodingModule: WasmFactory;
export default createPositionalEncodingModule;
