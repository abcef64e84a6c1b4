// The public functions of rotary embeddings (RoPE, M-RoPE, 2D RoPE, xPos): each checks its
// arguments, then calls the default runtime. index.ts re-exports them.
import { runtime } from './default-runtime.js';
import { checkArguments } from './validate.js';
import * as rope from './rope.js';
import type { ApplyRopeOptions, RopeCosSinOptions, RopeFrequencies, RopeShape } from './rope.js';
import type { RopeFrequencyOptions, RopeLayout } from './rope-options.js';
import * as mrope from './mrope.js';
import type { MropePositionOptions, MropeSegment } from './mrope.js';
import * as rope2d from './rope2d.js';
import * as xpos from './xpos.js';
import type { XposOptions } from './xpos.js';
import type { WasmBuffer } from './wasm-buffer.js';

/**
 * p with v_to[k] = v_from[p[k]] for one head of headDim values: converts q/k (or the rows of
 * W_q, W_k) between the 'pairs' and 'half' layouts, as Hugging Face's LLaMA conversion does.
 */
export function ropePermutation(headDim: number, from: RopeLayout, to: RopeLayout): Int32Array {
  checkArguments({ headDim, from, to });
  return rope.ropePermutation(headDim, from, to);
}

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
