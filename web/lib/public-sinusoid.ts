// The public functions of the sinusoid (the article's formulas 15.1 and 15.2) and of the module's
// memory: each checks its arguments (TypeError / RangeError naming them), then calls the default
// runtime. index.ts re-exports them; the package's own modules (identification) import them here.
import { runtime } from './default-runtime.js';
import { checkArguments } from './validate.js';
import type {
  AddPositionalEncodingOptions,
  AngleOptions,
  FrequencyOptions,
  Shape3,
  SinusoidalOptions,
  SinusoidalOutOptions,
} from './runtime.js';
import type { WasmBuffer } from './wasm-buffer.js';

/**
 * The sinusoidal table PE(pos, j) for positions offset … offset+length-1 and dimensions
 * 0 … dModel-1, row-major (length × dModel), as a new Float32Array.
 * Even columns hold sin(pos·w_i), odd columns cos(pos·w_i), w_i = base^(-2i/dModel), i = ⌊j/2⌋
 * (formula 15.1); an odd dModel ends with a sine. layout 'split' puts all sines first.
 * exponent 'tensor2tensor' takes w_i = base^(−i/(⌊dModel/2⌋ − 1)) instead, as tensor2tensor
 * and fairseq do (with layout 'split', their table for even dModel).
 * With `out` the table is written into that Float32Array, or straight into an allocate() buffer
 * (no copy; returns its `.array` view).
 * @throws TypeError / RangeError naming the argument when an argument is outside its range.
 */
export function sinusoidal(length: number, dModel: number, options?: SinusoidalOutOptions): Float32Array {
  checkArguments({ length, dModel, options });
  return runtime().sinusoidal(length, dModel, options);
}

/**
 * scale·x + PE for x of shape [batch, length, dModel] (row-major), the table broadcast over the
 * batch: the article's `x + pe[:, :L]` (scale 1) or formula (15.2) (scale 'sqrt' = √dModel).
 * Returns a new Float32Array, x itself with `inPlace: true`, or `out` (a Float32Array, or an
 * allocate() buffer's `.array`). x may also be an allocate() buffer: then nothing is copied in.
 */
export function addPositionalEncoding(
  x: Float32Array | WasmBuffer,
  shape: Shape3,
  options?: AddPositionalEncodingOptions,
): Float32Array {
  checkArguments({ x, shape, options });
  return runtime().addPositionalEncoding(x, shape, options);
}

/**
 * The frequencies w_i = base^(-2i/dModel), i = 0 … ⌈dModel/2⌉−1, in float64: the tutorials'
 * div_term (or tensor2tensor's base^(−i/max(⌊dModel/2⌋ − 1, 1)) with exponent 'tensor2tensor').
 */
export function frequencies(dModel: number, options?: FrequencyOptions): Float64Array {
  checkArguments({ dModel, options });
  return runtime().frequencies(dModel, options);
}

/**
 * The angles pos·w_i (float64) for positions offset … offset+length−1 and pairs i, row-major
 * (length × ⌈dModel/2⌉): the table holds sin of these in even columns and cos in odd ones.
 */
export function angles(length: number, dModel: number, options?: AngleOptions): Float64Array {
  checkArguments({ length, dModel, options });
  return runtime().angles(length, dModel, options);
}

/**
 * The matrix of dot products PE_t · PE_s (length × length, row-major) between the rows of
 * sinusoidal(length, dModel, options), accumulated in float64 by the core. For even dModel it is
 * constant along diagonals: PE_t · PE_{t+k} = Σ_i cos(w_i·k) depends only on the distance k.
 */
export function dotProductMatrix(length: number, dModel: number, options?: SinusoidalOptions): Float32Array {
  checkArguments({ length, dModel, options });
  return runtime().dotProductMatrix(length, dModel, options);
}

/**
 * A zero-filled buffer of n float32 values in WebAssembly memory, for zero-copy `out` and `x`.
 * `buf.array` is a view valid until the next call into the module; call `buf.free()` when done.
 */
export function allocate(n: number): WasmBuffer {
  checkArguments({ n });
  return runtime().allocate(n);
}

/** Which build is running, and wasm memory in bytes (for leak checks and diagnostics). */
export function runtimeInfo(): { simd: boolean; wasmMemoryBytes: number; allocatedBytes: number } {
  const current = runtime();
  return { simd: current.simd, ...current.memoryUsage() };
}
