// Attention scores q·kᵀ·scale under each encoding (none, ALiBi, T5; RoPE to come), optionally as
// softmax weights, and the blog post's four-term decomposition of a score. The arithmetic is in
// the C++ core (cpp/src/attention_scores.cpp); this file validates and copies.
import { ALIBI_MODE_CODE, checkAlibiMode, MAX_ALIBI_HEADS, type AlibiMode } from './alibi.js';
import type { RopeOptions } from './rope-options.js';
import { applyRope } from './rope.js';
import { checkHeadDim } from './rope-validate.js';
import type { Runtime, Shape3 } from './runtime.js';
import { checkT5Options, T5_OPTION_NAMES, type T5BucketOptions } from './t5.js';
import {
  checkBoolean,
  checkElementCount,
  checkFloat32Array,
  checkInteger,
  checkNumberAbove,
  checkOptionNames,
  checkUsable,
  checkWork,
  describe,
  MAX_ELEMENTS,
} from './validate.js';
import type { WasmScoreOptions } from './wasm-module.js';

interface ScoreCommonOptions {
  /** Multiplies q·k. Default 1/√headDim. (T5 itself uses 1: its initialisation absorbs the scale.) */
  scale?: number;
  /** Return softmax over each row (the attention weights) instead of the scores. Default false. */
  softmax?: boolean;
}

/** Plain scaled dot products. */
export interface PlainScoreOptions extends ScoreCommonOptions {
  encoding?: 'none';
  /** Mask key j > query i with −Infinity (weight 0). Default false. */
  causal?: boolean;
}

/** Adds alibiBias(heads, length, { mode }) (its float64 values, before rounding). */
export interface AlibiScoreOptions extends ScoreCommonOptions {
  encoding: 'alibi';
  /** Default 'causal' (which also masks the future). */
  mode?: AlibiMode;
}

/** Adds bias[t5RelativeBucket(j − i)][h] from a learned per-bucket table. */
export interface T5ScoreOptions extends ScoreCommonOptions, T5BucketOptions {
  encoding: 't5';
  /**
   * numBuckets × heads, row-major: Hugging Face's relative_attention_bias.weight
   * (an Embedding(num_buckets, n_heads)). Finite values.
   */
  bias: Float32Array;
  causal?: boolean;
}

/** q and k rotated by applyRope first (the RoPE options), then plain scores. Not available yet. */
export interface RopeScoreOptions extends ScoreCommonOptions, RopeOptions {
  encoding: 'rope';
  causal?: boolean;
}

export type AttentionScoreOptions = PlainScoreOptions | AlibiScoreOptions | T5ScoreOptions | RopeScoreOptions;
export type AttentionEncoding = NonNullable<AttentionScoreOptions['encoding']>;

/** The four terms of q·kᵀ/√headDim for q = (x + p)·Wq, k = (x + p)·Wk, and their sum. */
export interface AttentionDecomposition {
  /** (x Wq)(x Wk)ᵀ/√headDim: what the tokens alone contribute. */
  contentContent: Float32Array;
  /** (x Wq)(p Wk)ᵀ/√headDim. */
  contentPosition: Float32Array;
  /** (p Wq)(x Wk)ᵀ/√headDim. */
  positionContent: Float32Array;
  /** (p Wq)(p Wk)ᵀ/√headDim: what the positions alone contribute. */
  positionPosition: Float32Array;
  /** ((x + p) Wq)((x + p) Wk)ᵀ/√headDim, computed on its own. */
  total: Float32Array;
}

/**
 * attentionScores' work, heads × length² × (headDim + 64): headDim float64 steps per score plus
 * about 64 steps' worth of bias, softmax and a key block that no longer fits in cache. At 2^32 the
 * slowest shape measured (one head of length 4729, headDim 128) takes 1.6 s in wasm on this 2 GHz
 * machine; a 16384-long sequence of 128-wide heads would take about 20 s.
 */
export const MAX_SCORE_WORK = 2 ** 32;

/**
 * attentionDecomposition's work, length × (5·length·(headDim + 16) + 6·dModel·headDim): five
 * length × length terms of headDim steps each (plus writing them), after six projections of
 * dModel × headDim steps per row. At 2^31 the slowest shape measured (length 2048, dModel 512,
 * headDim 64) takes about 2 s in wasm on this 2 GHz machine.
 */
export const MAX_DECOMPOSITION_WORK = 2 ** 31;

const COMMON = ['encoding', 'scale', 'softmax'] as const;
const ROPE_OPTION_NAMES = ['base', 'rotaryDim', 'seqLen', 'scaling', 'layout', 'offset', 'positions'] as const;
const OPTION_NAMES: Record<AttentionEncoding, readonly string[]> = {
  none: [...COMMON, 'causal'],
  alibi: [...COMMON, 'mode'],
  t5: [...COMMON, 'causal', 'bias', ...T5_OPTION_NAMES],
  rope: [...COMMON, 'causal', ...ROPE_OPTION_NAMES],
};
const ENCODING_CODE = { none: 0, alibi: 1, t5: 2 } as const;

function checkEncoding(value: unknown): AttentionEncoding {
  if (value === undefined) return 'none';
  if (typeof value !== 'string' || !(value in OPTION_NAMES)) {
    throw new RangeError(
      `positional-encoding: options.encoding must be 'none', 'alibi', 't5' or 'rope'; got ${describe(value)}`,
    );
  }
  return value as AttentionEncoding;
}

/** [a, b, c] of positive integers, named in errors. */
function checkTriple(names: readonly [string, string, string], shape: unknown): [number, number, number] {
  checkUsable('shape', shape, 0);
  if (!Array.isArray(shape) || shape.length !== 3) {
    throw new TypeError(`positional-encoding: shape must be an array [${names.join(', ')}]; got ${describe(shape)}`);
  }
  return shape.map((value, i) => checkInteger(`shape[${i}] (${names[i]})`, value, 1, MAX_ELEMENTS)) as [
    number,
    number,
    number,
  ];
}

function checkLength(name: string, value: Float32Array, expected: number, what: string): void {
  if (value.length !== expected) {
    throw new RangeError(
      `positional-encoding: ${name} must hold ${what} = ${expected} floats; it holds ${value.length}`,
    );
  }
}

export function attentionScores(
  runtime: Runtime,
  q: Float32Array,
  k: Float32Array,
  shape: Shape3,
  options?: AttentionScoreOptions,
): Float32Array {
  checkFloat32Array('q', q);
  checkFloat32Array('k', k);
  const [heads, length, headDim] = checkTriple(['heads', 'length', 'headDim'], shape);
  const inputCount = heads * length * headDim;
  checkElementCount('q', inputCount);
  checkLength('q', q, inputCount, 'heads × length × headDim');
  checkLength('k', k, inputCount, 'heads × length × headDim');
  const outCount = heads * length * length;
  checkElementCount(`scores of heads ${heads} × length ${length} × length`, outCount);
  checkWork(
    `attentionScores(heads ${heads}, length ${length}, headDim ${headDim})`,
    'heads × length² × (headDim + 64)',
    heads * length * length * (headDim + 64),
    MAX_SCORE_WORK,
  );
  const encoding = checkEncoding((options as { encoding?: unknown } | undefined)?.encoding);
  const o = checkOptionNames('attentionScores', options, OPTION_NAMES[encoding]);
  if (encoding === 'rope') {
    checkHeadDim('shape[2] (headDim)', headDim);
    // RoPE acts on q and k (one sequence, `heads` of them), then the scores are plain q·k.
    const rope = Object.fromEntries(
      ROPE_OPTION_NAMES.filter((name) => o[name] !== undefined).map((name) => [name, o[name]]),
    );
    q = applyRope(runtime, q, [1, heads, length, headDim], rope);
    k = applyRope(runtime, k, [1, heads, length, headDim], rope);
  }
  const scale = o.scale === undefined ? 0 : checkNumberAbove('options.scale', o.scale, 0);
  const wasmOptions: WasmScoreOptions = {
    encoding: encoding === 'rope' ? ENCODING_CODE.none : ENCODING_CODE[encoding],
    scale,
    causal: checkBoolean('options.causal', o.causal, false),
    alibiMode: ALIBI_MODE_CODE[checkAlibiMode('options.mode', o.mode)],
    t5Bias: 0,
    t5: { bidirectional: true, numBuckets: 32, maxDistance: 128 },
    softmax: checkBoolean('options.softmax', o.softmax, false),
  };
  let bias: Float32Array | undefined;
  if (encoding === 'alibi') checkInteger('shape[0] (heads)', heads, 1, MAX_ALIBI_HEADS);
  if (encoding === 't5') {
    wasmOptions.t5 = checkT5Options(o);
    bias = checkFloat32Array('options.bias', o.bias);
    checkLength('options.bias', bias, wasmOptions.t5.numBuckets * heads, 'numBuckets × heads');
    if (!bias.every(Number.isFinite))
      throw new RangeError('positional-encoding: options.bias must hold finite numbers');
  }
  const biasCount = bias?.length ?? 0;
  // One scratch area: q, k, the scores, the T5 table.
  return runtime.withScratch(2 * inputCount + outCount + biasCount, (address) => {
    const qAt = address,
      kAt = qAt + 4 * inputCount,
      outAt = kAt + 4 * inputCount,
      biasAt = outAt + 4 * outCount;
    const heap = runtime.wasm.HEAPF32;
    heap.set(q, qAt >>> 2);
    heap.set(k, kAt >>> 2);
    if (bias) {
      heap.set(bias, biasAt >>> 2);
      wasmOptions.t5Bias = biasAt;
    }
    runtime.check(runtime.wasm._attentionScores(qAt, kAt, outAt, heads, length, headDim, wasmOptions));
    return runtime.copyOut(outAt, outCount);
  });
}

export function attentionDecomposition(
  runtime: Runtime,
  x: Float32Array,
  p: Float32Array,
  wq: Float32Array,
  wk: Float32Array,
  shape: Shape3,
): AttentionDecomposition {
  for (const [name, value] of [
    ['x', x],
    ['p', p],
    ['wq', wq],
    ['wk', wk],
  ] as const)
    checkFloat32Array(name, value);
  const [length, dModel, headDim] = checkTriple(['length', 'dModel', 'headDim'], shape);
  checkElementCount(`x of length ${length} × dModel ${dModel}`, length * dModel);
  checkElementCount(`wq of dModel ${dModel} × headDim ${headDim}`, dModel * headDim);
  checkLength('x', x, length * dModel, 'length × dModel');
  checkLength('p', p, length * dModel, 'length × dModel');
  checkLength('wq', wq, dModel * headDim, 'dModel × headDim');
  checkLength('wk', wk, dModel * headDim, 'dModel × headDim');
  const block = length * length;
  checkElementCount(`five terms of length ${length} × length`, 5 * block);
  // The core's scratch: six length × headDim float64 projections.
  checkElementCount(`projections of length ${length} × headDim ${headDim} in float64`, 12 * length * headDim);
  checkWork(
    `attentionDecomposition(length ${length}, dModel ${dModel}, headDim ${headDim})`,
    'length × (5·length·(headDim + 16) + 6·dModel·headDim)',
    length * (5 * length * (headDim + 16) + 6 * dModel * headDim),
    MAX_DECOMPOSITION_WORK,
  );
  const inputs = [x, p, wq, wk];
  const inputCount = 2 * length * dModel + 2 * dModel * headDim;
  return runtime.withScratch(inputCount + 5 * block, (address) => {
    const at: number[] = [];
    let next = address;
    for (const input of inputs) {
      at.push(next);
      runtime.wasm.HEAPF32.set(input, next >>> 2);
      next += 4 * input.length;
    }
    runtime.check(runtime.wasm._attentionDecomposition(at[0]!, at[1]!, at[2]!, at[3]!, length, dModel, headDim, next));
    const term = (t: number) => runtime.copyOut(next + 4 * t * block, block);
    return {
      contentContent: term(0),
      contentPosition: term(1),
      positionContent: term(2),
      positionPosition: term(3),
      total: term(4),
    };
  });
}
