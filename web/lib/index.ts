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
import { checkArguments, checkUsable } from './validate.js';
import type {
  AddPositionalEncodingOptions,
  AngleOptions,
  FrequencyOptions,
  Shape3,
  SinusoidalOptions,
  SinusoidalOutOptions,
} from './runtime.js';
import type { WasmBuffer } from './wasm-buffer.js';
import * as rope from './rope.js';
import type { ApplyRopeOptions, RopeCosSinOptions, RopeFrequencies, RopeShape } from './rope.js';
import type { RopeFrequencyOptions, RopeLayout } from './rope-options.js';
import * as mrope from './mrope.js';
import * as rope2d from './rope2d.js';
import * as xpos from './xpos.js';
import type { XposOptions } from './xpos.js';
import type { MropePositionOptions, MropeSegment } from './mrope.js';

export default init;
export { init };
export { PositionalEncoding, type PositionalEncodingOptions } from './positional-encoding-module.js';
export { MAX_ELEMENTS, type Layout, type SinusoidExponent } from './validate.js';
export { supportsWasmSimd } from './simd-support.js';
/** The text numpy's print() shows for a 1-D or 2-D float array (as the documents print tables). */
export { formatNumpyArray } from './format-numpy.js';
export type { InitOptions } from './load-wasm.js';
export type {
  AddPositionalEncodingOptions,
  AngleOptions,
  FrequencyOptions,
  ResultTarget,
  Shape3,
  SinusoidalOptions,
  SinusoidalOutOptions,
} from './runtime.js';
export type { WasmBuffer } from './wasm-buffer.js';

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

// ---- Rotary position embeddings (RoPE) ----------------------------------------------------------
export type { RopeFrequencyOptions, RopeLayout, RopeOptions, RopeScaling, RopeScalingType } from './rope-options.js';
export type { ApplyRopeOptions, RopeCosSinOptions, RopeFrequencies, RopeShape } from './rope.js';
export type { RopeConfig, RopeFromConfigOptions } from './rope-config.js';
export type { LayerAttention, LayerRopeOptions, ModelLayers, RopeLayer, RopeLayersOptions } from './rope-layers.js';
export type { MropePositionOptions, MropeSegment } from './mrope.js';
export type { XposOptions } from './xpos.js';

/**
 * p with v_to[k] = v_from[p[k]] for one head of headDim values: converts q/k (or the rows of
 * W_q, W_k) between the 'pairs' and 'half' layouts, as Hugging Face's LLaMA conversion does.
 */
export function ropePermutation(headDim: number, from: RopeLayout, to: RopeLayout): Int32Array {
  checkArguments({ headDim, from, to });
  return rope.ropePermutation(headDim, from, to);
}

// Reading a model's config.json (the family table): a module of its own, so that a bundle whose
// views never read a config leaves the table out (it is a quarter of the core's JS).
export { modelFamilies, ropeFromConfig, ropeLayers, TRANSFORMERS_COMMIT } from './model-config.js';
export type { FamilyGroup, ModelFamilyInfo } from './model-config.js';

/**
 * Qwen2-VL / Qwen2.5-VL multimodal RoPE position ids for a sequence of segments such as
 * [{ text: 5 }, { image: [1, 28, 42] }, { video: [4, 28, 28] }] (grids in patches before merging):
 * an Int32Array of 3 × L ids (rows time, height, width), as the models' get_rope_index numbers them.
 */
export function mropePositions(segments: readonly MropeSegment[], options?: MropePositionOptions): Int32Array {
  checkArguments({ options });
  return mrope.mropePositions(segments, options);
}

/**
 * 2D RoPE position ids for a rows × cols grid of image patches (Pixtral): an Int32Array of 2 ×
 * rows·cols, each patch's row then each patch's column, for applyRope's { rope2d: true, positions }.
 * @throws TypeError / RangeError naming rows or cols.
 */
export function rope2dPositions(rows: number, cols: number): Int32Array {
  checkArguments({ rows, cols });
  return rope2d.rope2dPositions(rows, cols);
}

/**
 * xPos (Sun et al. 2022, torchscale's XPOS) on q and k of shape [batch, heads, length, headDim]:
 * RoPE's rotation (plane i by position · base^(−2i/headDim), 'pairs' layout by default), with
 * queries times ζᵢ^(n/scaleBase) and keys times ζᵢ^(−n/scaleBase), ζᵢ = (2i/headDim + gamma) /
 * (1 + gamma), n = position − ⌈length/2⌉ (torchscale's centring). New arrays { q, k }.
 * @throws TypeError / RangeError naming the argument; RangeError when a scale would overflow
 *   float32 (length past about 72,500 for the defaults).
 */
export function applyXpos(
  q: Float32Array,
  k: Float32Array,
  shape: RopeShape,
  options?: XposOptions,
): { q: Float32Array; k: Float32Array } {
  checkArguments({ q, k, shape, options });
  return xpos.applyXpos(runtime(), q, k, shape, options);
}

/**
 * RoPE's inverse frequencies (rotaryDim / 2 of them, float64) and attention factor for a head of
 * headDim values, for every Hugging Face rope type (options.scaling), as transformers 5 defines
 * them, evaluated in float64.
 * @throws TypeError / RangeError naming the option when an option is outside its range.
 */
export function ropeFrequencies(headDim: number, options?: RopeFrequencyOptions): RopeFrequencies {
  checkArguments({ headDim, options });
  return rope.ropeFrequencies(runtime(), headDim, options);
}

/**
 * The cos and sin tables Hugging Face's rotary embedding returns, length × rotaryDim each
 * (row-major), laid out as the layout pairs dimensions ('half': [θ0…θh−1, θ0…θh−1]; 'pairs':
 * [θ0, θ0, θ1, θ1, …]) and multiplied by the attention factor. Each value is within 2e-7 × the
 * attention factor of float64 for positions below 1e6. With `out` the tables are written into
 * those Float32Arrays or allocate() buffers.
 */
export function ropeCosSin(
  length: number,
  headDim: number,
  options?: RopeCosSinOptions,
): { cos: Float32Array; sin: Float32Array } {
  checkArguments({ length, headDim, options });
  return rope.ropeCosSin(runtime(), length, headDim, options);
}

/**
 * x rotated by its positions, for x of shape [batch, heads, length, headDim] (row t of every
 * head holds position offset + t, or positions[t]). Returns a new Float32Array, x itself with
 * `inPlace: true`, or `out`; x may be an allocate() buffer (no copy in). Each output is within
 * 2.5e-7·(|a| + |b|)·attentionFactor of the float64 rotation of its plane (a, b).
 */
export function applyRope(x: Float32Array | WasmBuffer, shape: RopeShape, options?: ApplyRopeOptions): Float32Array {
  checkArguments({ x, shape, options });
  return rope.applyRope(runtime(), x, shape, options);
}

// ---- ALiBi, T5 buckets and attention scores ------------------------------------------------
import * as alibi from './alibi.js';
import * as attention from './attention.js';
import * as t5 from './t5.js';
import type { AlibiBiasOptions } from './alibi.js';
import type { AttentionDecomposition, AttentionScoreOptions } from './attention.js';
import type { T5BucketMatrixOptions, T5BucketOptions } from './t5.js';

export type { AlibiBiasOptions, AlibiMode } from './alibi.js';
export type {
  AlibiScoreOptions,
  AttentionDecomposition,
  AttentionEncoding,
  AttentionScoreOptions,
  PlainScoreOptions,
  RopeScoreOptions,
  T5ScoreOptions,
} from './attention.js';
export type { T5BucketMatrixOptions, T5BucketOptions } from './t5.js';

/**
 * ALiBi's per-head slopes m_h in float64 (Press et al. 2022): 2^(−8(h+1)/heads) for a power of
 * two; otherwise the slopes of the largest power of two c below, then every other slope of 2c
 * (the paper's rule, as BLOOM's build_alibi_tensor). alibiSlopes(8) = [1/2, 1/4, …, 1/256].
 */
export function alibiSlopes(heads: number): Float64Array {
  checkArguments({ heads });
  return alibi.alibiSlopes(runtime(), heads);
}

/**
 * The ALiBi bias, heads × length × keyLength row-major: −m_h·(i − j) for key j ≤ query i and
 * −Infinity for j > i ('causal', default), or −m_h·|i − j| ('symmetric', encoders); each value
 * the float64 product rounded once to float32, +0 on the diagonal. `offset` places query 0 at
 * position offset; `out` takes a Float32Array or an allocate() buffer (no copy).
 */
export function alibiBias(heads: number, length: number, options?: AlibiBiasOptions): Float32Array {
  checkArguments({ heads, length, options });
  return alibi.alibiBias(runtime(), heads, length, options);
}

/**
 * T5's bucket of relativePosition = key − query, identical to Hugging Face's
 * `_relative_position_bucket` (float32 on the CPU): exact buckets below numBuckets/4
 * (bidirectional; numBuckets/2 otherwise), logarithmic ones up to maxDistance, the last bucket
 * beyond. A number gives a number; an Int32Array gives an Int32Array of the same length.
 */
export function t5RelativeBucket(relativePosition: number, options?: T5BucketOptions): number;
export function t5RelativeBucket(relativePosition: Int32Array, options?: T5BucketOptions): Int32Array;
export function t5RelativeBucket(
  relativePosition: number | Int32Array,
  options?: T5BucketOptions,
): number | Int32Array {
  checkArguments({ relativePosition, options });
  return t5.t5RelativeBucket(runtime(), relativePosition as Int32Array, options);
}

/** Bucket ids of j − (offset + i), queryLength × keyLength row-major: T5's compute_bias before the lookup. */
export function t5BucketMatrix(queryLength: number, keyLength: number, options?: T5BucketMatrixOptions): Int32Array {
  checkArguments({ queryLength, keyLength, options });
  return t5.t5BucketMatrix(runtime(), queryLength, keyLength, options);
}

/**
 * Attention scores heads × length × length for q and k of shape [heads, length, headDim]:
 * scale·q·kᵀ (scale 1/√headDim by default) plus the encoding's bias: 'none', 'alibi' (the ALiBi
 * bias of `mode`), 't5' (a bias looked up in a numBuckets × heads table); 'rope' is reserved.
 * Each score is the float64 value rounded once (within one float32 ulp of exact). With
 * `softmax: true` the rows are attention weights (sum 1, masked entries exactly 0).
 */
export function attentionScores(
  q: Float32Array,
  k: Float32Array,
  shape: Shape3,
  options?: AttentionScoreOptions,
): Float32Array {
  checkArguments({ q, k, shape, options });
  return attention.attentionScores(runtime(), q, k, shape, options);
}

/**
 * The blog post's four terms of one head's score for embeddings x and positional encodings p
 * (both length × dModel) and projections wq, wk (dModel × headDim, so q = (x + p)·wq):
 * content·content, content·position, position·content, position·position, each divided by
 * √headDim, and their total computed on its own; each length × length, within one float32 ulp of
 * exact, so total equals the sum of the four up to their roundings.
 */
export function attentionDecomposition(
  x: Float32Array,
  p: Float32Array,
  wq: Float32Array,
  wk: Float32Array,
  shape: Shape3,
): AttentionDecomposition {
  checkArguments({ x, p, wq, wk, shape });
  return attention.attentionDecomposition(runtime(), x, p, wq, wk, shape);
}

// ---- Precision lab -----------------------------------------------------------------------------
import * as precision from './precision.js';
import type { NumberFormat, PrecisionErrorOptions } from './precision.js';

export type { NumberFormat, PrecisionArithmetic, PrecisionErrorOptions, PrecisionQuantity } from './precision.js';

/**
 * The error against float64 of the cos/sin tables (quantity 'cos-sin', default) or of the RoPE
 * outputs of x ('rope-output') at each position, the worst over the planes of a head of headDim
 * (or only options.plane): for this package ('package', default), Hugging Face's float32
 * arithmetic ('float32') or float16 / bfloat16 angles ('float16', 'bfloat16'), all emulated in
 * the core. One float64 per position; +Infinity where the format overflowed (float16 positions
 * from 65520 on). bfloat16 positions are wrong from 257, float32's angles drift past 10^4,
 * this package's tables stay within 1e-7.
 */
export function precisionErrors(
  positions: ArrayLike<number>,
  headDim: number,
  options?: PrecisionErrorOptions,
): Float64Array {
  checkArguments({ positions, headDim, options });
  return precision.precisionErrors(runtime(), positions, headDim, options);
}

/**
 * values rounded to the nearest float32, float16 or bfloat16 (ties to even, overflow to ±∞), as
 * float64 numbers: roundToFormat(257, 'bfloat16') = 256, roundToFormat(2049, 'float16') = 2048.
 */
export function roundToFormat(values: number, format: NumberFormat): number;
export function roundToFormat(values: ArrayLike<number>, format: NumberFormat): Float64Array;
export function roundToFormat(values: number | ArrayLike<number>, format: NumberFormat): number | Float64Array {
  checkArguments({ values, format });
  return precision.roundToFormat(runtime(), values, format);
}

// ---- Check your encoding (issue 30) ------------------------------------------------------------
export { identifyEncoding } from './identify.js';
export type {
  DetectedPrecision,
  EncodingKind,
  EncodingMatch,
  IdentifyOptions,
  IdentifyResult,
} from './identify-types.js';
export { parseTensor, type Tensor } from './tensor-readers.js';
export { readNpy, MAX_TENSOR_BYTES } from './read-npy.js';
