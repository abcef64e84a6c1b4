// ALiBi (Press et al. 2022; BLOOM, MPT): per-head slopes and the linear attention bias. The
// arithmetic is in the C++ core (cpp/src/alibi_bias.cpp); this file validates and copies.
import type { Runtime } from './runtime.js';
import { checkInteger, checkElementCount, checkOptionNames, describe, MAX_ELEMENTS } from './validate.js';
import { WasmBuffer } from './wasm-buffer.js';

/** Largest head count (the core's kMaxAlibiHeads). */
export const MAX_ALIBI_HEADS = 65536;

/** 'causal' (decoders: the future masked with −Infinity) or 'symmetric' (encoders: −m·|i − j|). */
export type AlibiMode = 'causal' | 'symmetric';
export const ALIBI_MODE_CODE: Record<AlibiMode, number> = { causal: 0, symmetric: 1 };

export interface AlibiBiasOptions {
  /** Keys per query row. Default: length. */
  keyLength?: number;
  /** Default 'causal'. */
  mode?: AlibiMode;
  /**
   * Position of query row 0 (keys are 0 … keyLength − 1). Default 0; with a key cache,
   * keyLength − length lines the last query up with the last key.
   */
  offset?: number;
  /** A Float32Array of heads × length × keyLength, or an allocate() buffer (no copy). */
  out?: Float32Array | WasmBuffer;
}

const BIAS_OPTIONS = ['keyLength', 'mode', 'offset', 'out'] as const;

export function checkAlibiMode(name: string, value: unknown): AlibiMode {
  if (value === undefined) return 'causal';
  if (value !== 'causal' && value !== 'symmetric') {
    throw new RangeError(`positional-encoding: ${name} must be 'causal' or 'symmetric'; got ${describe(value)}`);
  }
  return value;
}

export function checkHeads(heads: unknown): number {
  return checkInteger('heads', heads, 1, MAX_ALIBI_HEADS);
}

export function alibiSlopes(runtime: Runtime, heads: number): Float64Array {
  checkHeads(heads);
  return runtime.withScratch(2 * heads, (address) => {
    runtime.check(runtime.wasm._alibiSlopes(address, heads));
    return runtime.wasm.HEAPF64.slice(address >>> 3, (address >>> 3) + heads);
  });
}

export function alibiBias(runtime: Runtime, heads: number, length: number, options?: AlibiBiasOptions): Float32Array {
  checkHeads(heads);
  checkInteger('length', length, 1, MAX_ELEMENTS);
  const o = checkOptionNames('alibiBias', options, BIAS_OPTIONS);
  const keyLength =
    o.keyLength === undefined ? length : checkInteger('options.keyLength', o.keyLength, 1, MAX_ELEMENTS);
  const mode = checkAlibiMode('options.mode', o.mode);
  const offset =
    o.offset === undefined ? 0 : checkInteger('options.offset', o.offset, 0, Number.MAX_SAFE_INTEGER + 1 - length);
  const count = heads * length * keyLength;
  checkElementCount(`a bias of heads ${heads} × length ${length} × keyLength ${keyLength}`, count);
  const out = runtime.checkOut(o.out, count, `heads × length × keyLength (${count})`);
  const fill = (address: number) =>
    runtime.check(runtime.wasm._alibiBias(address, heads, length, keyLength, { mode: ALIBI_MODE_CODE[mode], offset }));
  if (out instanceof WasmBuffer) {
    fill(out.address);
    return out.array;
  }
  return runtime.withScratch(count, (address) => {
    fill(address);
    return runtime.copyOut(address, count, out);
  });
}
