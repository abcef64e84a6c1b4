// T5's bucketed relative position bias (Raffel et al. 2020): bucket ids equal to Hugging Face's
// T5Attention._relative_position_bucket. The arithmetic is in the C++ core
// (cpp/src/t5_relative_bucket.cpp); this file validates and copies.
import type { Runtime } from './runtime.js';
import { checkBoolean, checkElementCount, checkInteger, checkOptionNames, describe, MAX_ELEMENTS } from './validate.js';
import { WasmBuffer } from './wasm-buffer.js';
import type { WasmT5Options } from './wasm-module.js';

/** Largest numBuckets and maxDistance (the core's kMaxT5Buckets and kMaxT5Distance). */
export const MAX_T5_BUCKETS = 2 ** 20;
export const MAX_T5_DISTANCE = 2 ** 31 - 1;

export interface T5BucketOptions {
  /** true (default) for encoders: positive and negative distances get separate halves. */
  bidirectional?: boolean;
  /** relative_attention_num_buckets: even when bidirectional. Default 32. */
  numBuckets?: number;
  /** relative_attention_max_distance: > numBuckets / 2. Default 128. */
  maxDistance?: number;
}

export interface T5BucketMatrixOptions extends T5BucketOptions {
  /** Position of query row 0 (Hugging Face's cache_position[0]); keys are 0 … keyLength − 1. Default 0. */
  offset?: number;
  /**
   * Where to write the ids: an Int32Array of queryLength × keyLength, or an allocate() buffer of
   * as many elements (written in place; the returned Int32Array views it, valid until the next call).
   */
  out?: Int32Array | WasmBuffer;
}

export const T5_OPTION_NAMES = ['bidirectional', 'numBuckets', 'maxDistance'] as const;

/** Validated options as the core takes them. */
export function checkT5Options(o: Record<string, unknown>, prefix = 'options.'): WasmT5Options {
  const bidirectional = checkBoolean(`${prefix}bidirectional`, o.bidirectional, true);
  const numBuckets =
    o.numBuckets === undefined
      ? 32
      : checkInteger(`${prefix}numBuckets`, o.numBuckets, bidirectional ? 4 : 2, MAX_T5_BUCKETS);
  if (bidirectional && numBuckets % 2 !== 0) {
    throw new RangeError(
      `positional-encoding: ${prefix}numBuckets must be even when bidirectional (half the buckets for each direction); got ${numBuckets}`,
    );
  }
  const smallest = Math.floor(numBuckets / 2) + 1;
  const maxDistance =
    o.maxDistance === undefined && smallest <= 128
      ? 128
      : checkInteger(`${prefix}maxDistance`, o.maxDistance, smallest, MAX_T5_DISTANCE);
  return { bidirectional, numBuckets, maxDistance };
}

export function t5RelativeBucket(runtime: Runtime, relativePosition: number, options?: T5BucketOptions): number;
export function t5RelativeBucket(runtime: Runtime, relativePosition: Int32Array, options?: T5BucketOptions): Int32Array;
export function t5RelativeBucket(
  runtime: Runtime,
  relativePosition: number | Int32Array,
  options?: T5BucketOptions,
): number | Int32Array {
  let positions: Int32Array;
  if (typeof relativePosition === 'number') {
    checkInteger('relativePosition', relativePosition, -(2 ** 31), 2 ** 31 - 1);
    positions = Int32Array.of(relativePosition);
  } else if (relativePosition instanceof Int32Array) {
    positions = relativePosition;
    checkInteger('relativePosition.length', positions.length, 0, MAX_ELEMENTS / 2);
  } else {
    throw new TypeError(
      `positional-encoding: relativePosition must be an integer or an Int32Array; got ${describe(relativePosition)}`,
    );
  }
  const t5 = checkT5Options(checkOptionNames('t5RelativeBucket', options, T5_OPTION_NAMES));
  const count = positions.length;
  if (count === 0) return new Int32Array(0);
  const ids = runtime.withScratch(2 * count, (address) => {
    const from = address >>> 2;
    runtime.wasm.HEAP32.set(positions, from);
    runtime.check(runtime.wasm._t5RelativeBuckets(address, address + 4 * count, count, t5));
    return runtime.wasm.HEAP32.slice(from + count, from + 2 * count);
  });
  return typeof relativePosition === 'number' ? ids[0]! : ids;
}

export function t5BucketMatrix(
  runtime: Runtime,
  queryLength: number,
  keyLength: number,
  options?: T5BucketMatrixOptions,
): Int32Array {
  checkInteger('queryLength', queryLength, 1, MAX_ELEMENTS);
  checkInteger('keyLength', keyLength, 1, MAX_ELEMENTS);
  const count = queryLength * keyLength;
  checkElementCount(
    `a bucket matrix of queryLength ${queryLength} × keyLength ${keyLength}`,
    count,
    'int32 bucket ids',
  );
  const o = checkOptionNames('t5BucketMatrix', options, [...T5_OPTION_NAMES, 'offset', 'out']);
  const t5 = checkT5Options(o);
  const offset =
    o.offset === undefined ? 0 : checkInteger('options.offset', o.offset, 0, Number.MAX_SAFE_INTEGER + 1 - queryLength);
  const out = o.out;
  if (out !== undefined && !(out instanceof Int32Array)) runtime.checkOwnBuffer('options.out', out);
  if (out !== undefined && out.length !== count) {
    throw new RangeError(
      `positional-encoding: options.out must hold queryLength × keyLength (${count}) ids; it holds ${out.length}`,
    );
  }
  if (out instanceof Int32Array && out.buffer === runtime.wasm.HEAP32.buffer) {
    throw new TypeError(
      'positional-encoding: options.out is a view of WebAssembly memory; pass the allocate() buffer itself',
    );
  }
  const fill = (address: number) =>
    runtime.check(runtime.wasm._t5BucketMatrix(address, queryLength, keyLength, offset, t5));
  if (out instanceof WasmBuffer) {
    fill(out.address);
    return new Int32Array(runtime.wasm.HEAP32.buffer, out.address, count);
  }
  return runtime.withScratch(count, (address) => {
    fill(address);
    const view = runtime.wasm.HEAP32.subarray(address >>> 2, (address >>> 2) + count);
    if (!out) return view.slice();
    out.set(view);
    return out;
  });
}
