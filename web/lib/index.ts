/**
 * positional-encoding: sinusoidal transformer positional encodings computed by a C++ core
 * compiled to WebAssembly (SIMD where available).
 *
 * ```ts
 * import init, { sinusoidal } from 'positional-encoding';
 * await init();
 * const pe = sinusoidal(6, 4, { base: 100 }); // Float32Array of 6 × 4
 * ```
 *
 * Numeric contract: every value is within 2e-7 of the float64 formula rounded to float32, for
 * positions below 1e6, dModel <= 8192 and base in (1, 1e6].
 */
import { init, runtime } from './default-runtime.js';
import type { AddPositionalEncodingOptions, SinusoidalOptions, SinusoidalOutOptions } from './runtime.js';
import type { WasmBuffer } from './wasm-buffer.js';
import * as rope from './rope.js';
import type { ApplyRopeOptions, RopeCosSinOptions, RopeFrequencies, RopeShape } from './rope.js';
import type { RopeFrequencyOptions } from './rope-options.js';

export default init;
export { init };
export { PositionalEncoding, type PositionalEncodingOptions } from './positional-encoding-module.js';
export { MAX_ELEMENTS, type Layout } from './validate.js';
export { supportsWasmSimd } from './simd-support.js';
/** The text numpy's print() shows for a 1-D or 2-D float array (as the documents print tables). */
export { formatNumpyArray } from './format-numpy.js';
export type { InitOptions } from './load-wasm.js';
export type { AddPositionalEncodingOptions, SinusoidalOptions, SinusoidalOutOptions } from './runtime.js';
export type { WasmBuffer } from './wasm-buffer.js';

/**
 * The sinusoidal table PE(pos, j) for positions offset … offset+length-1 and dimensions
 * 0 … dModel-1, row-major (length × dModel), as a new Float32Array.
 * Even columns hold sin(pos·w_i), odd columns cos(pos·w_i), w_i = base^(-2i/dModel), i = ⌊j/2⌋
 * (formula 15.1); an odd dModel ends with a sine. layout 'split' puts all sines first.
 * With `out` the table is written into that Float32Array, or straight into an allocate() buffer
 * (no copy; returns its `.array` view).
 * @throws TypeError / RangeError naming the argument when an argument is outside its range.
 */
export function sinusoidal(length: number, dModel: number, options?: SinusoidalOutOptions): Float32Array {
  return runtime().sinusoidal(length, dModel, options);
}

/**
 * scale·x + PE for x of shape [batch, length, dModel] (row-major), the table broadcast over the
 * batch: the article's `x + pe[:, :L]` (scale 1) or formula (15.2) (scale 'sqrt' = √dModel).
 * Returns a new Float32Array, x itself with `inPlace: true`, or `out` (a Float32Array, or an
 * allocate() buffer's `.array`). x may also be an allocate() buffer: then nothing is copied in.
 */
export function addPositionalEncoding(
  x: Float32Array | WasmBuffer, shape: [number, number, number], options?: AddPositionalEncodingOptions,
): Float32Array {
  return runtime().addPositionalEncoding(x, shape, options);
}

/** The frequencies w_i = base^(-2i/dModel), i = 0 … ⌈dModel/2⌉−1, in float64: the tutorials' div_term. */
export function frequencies(dModel: number, options?: { base?: number }): Float64Array {
  return runtime().frequencies(dModel, options);
}

/**
 * The angles pos·w_i (float64) for positions offset … offset+length−1 and pairs i, row-major
 * (length × ⌈dModel/2⌉): the table holds sin of these in even columns and cos in odd ones.
 */
export function angles(length: number, dModel: number, options?: { base?: number; offset?: number }): Float64Array {
  return runtime().angles(length, dModel, options);
}

/**
 * The matrix of dot products PE_t · PE_s (length × length, row-major) between the rows of
 * sinusoidal(length, dModel, options), accumulated in float64 by the core. For even dModel it is
 * constant along diagonals: PE_t · PE_{t+k} = Σ_i cos(w_i·k) depends only on the distance k.
 */
export function dotProductMatrix(length: number, dModel: number, options?: SinusoidalOptions): Float32Array {
  return runtime().dotProductMatrix(length, dModel, options);
}

/**
 * A zero-filled buffer of n float32 values in WebAssembly memory, for zero-copy `out` and `x`.
 * `buf.array` is a view valid until the next call into the module; call `buf.free()` when done.
 */
export function allocate(n: number): WasmBuffer {
  return runtime().allocate(n);
}

/** Which build is running, and wasm memory in bytes (for leak checks and diagnostics). */
export function runtimeInfo(): { simd: boolean; wasmMemoryBytes: number; allocatedBytes: number } {
  const current = runtime();
  return { simd: current.simd, ...current.memoryUsage() };
}

// ---- Rotary position embeddings (RoPE) ----------------------------------------------------------
export type {
  RopeFrequencyOptions, RopeLayout, RopeOptions, RopeScaling, RopeScalingType,
} from './rope-options.js';
export type { ApplyRopeOptions, RopeCosSinOptions, RopeFrequencies, RopeShape } from './rope.js';
export { ropePermutation } from './rope.js';
/** Options and headDim for the RoPE functions from a Hugging Face config.json (parsed), as transformers 5 reads it. */
export { ropeFromConfig, type RopeConfig, type RopeFromConfigOptions } from './rope-config.js';

/**
 * RoPE's inverse frequencies (rotaryDim / 2 of them, float64) and attention factor for a head of
 * headDim values, for every Hugging Face rope type (options.scaling), as transformers 5 defines
 * them, evaluated in float64.
 * @throws TypeError / RangeError naming the option when an option is outside its range.
 */
export function ropeFrequencies(headDim: number, options?: RopeFrequencyOptions): RopeFrequencies {
  return rope.ropeFrequencies(runtime(), headDim, options);
}

/**
 * The cos and sin tables Hugging Face's rotary embedding returns, length × rotaryDim each
 * (row-major), laid out as the layout pairs dimensions ('half': [θ0…θh−1, θ0…θh−1]; 'pairs':
 * [θ0, θ0, θ1, θ1, …]) and multiplied by the attention factor. Each value is within 2e-7 × the
 * attention factor of float64 for positions below 1e6. With `out` the tables are written into
 * those Float32Arrays or allocate() buffers.
 */
export function ropeCosSin(length: number, headDim: number, options?: RopeCosSinOptions): { cos: Float32Array; sin: Float32Array } {
  return rope.ropeCosSin(runtime(), length, headDim, options);
}

/**
 * x rotated by its positions, for x of shape [batch, heads, length, headDim] (row t of every
 * head holds position offset + t, or positions[t]). Returns a new Float32Array, x itself with
 * `inPlace: true`, or `out`; x may be an allocate() buffer (no copy in). Each output is within
 * 2.5e-7·(|a| + |b|)·attentionFactor of the float64 rotation of its plane (a, b).
 */
export function applyRope(x: Float32Array | WasmBuffer, shape: RopeShape, options?: ApplyRopeOptions): Float32Array {
  return rope.applyRope(runtime(), x, shape, options);
}
