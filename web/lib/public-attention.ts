// The public functions of ALiBi, T5's relative buckets and attention scores: each checks its
// arguments, then calls the default runtime. index.ts re-exports them.
import { runtime } from './default-runtime.js';
import { checkArguments } from './validate.js';
import * as alibi from './alibi.js';
import * as attention from './attention.js';
import * as t5 from './t5.js';
import type { AlibiBiasOptions } from './alibi.js';
import type { AttentionDecomposition, AttentionScoreOptions } from './attention.js';
import type { T5BucketMatrixOptions, T5BucketOptions } from './t5.js';
import type { Shape3 } from './runtime.js';

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
