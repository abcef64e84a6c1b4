// Rotary position embeddings on one instantiated module: the checked options cross into the core
// as one RopeCall; arrays the options carry (positions, longrope's factors) are copied into wasm
// memory for the call and freed in `finally`.
import type { RopeCall } from './wasm-module.js';
import type { RopeFrequencyOptions, RopeLayout, RopeOptions } from './rope-options.js';
import { checkHeadDim, checkRopeOptions, SCALING_CODE, type CheckedRope } from './rope-validate.js';
import type { ResultTarget, Runtime } from './runtime.js';
import { checkBoolean, checkElementCount, checkInteger, checkUsable, describe, MAX_ELEMENTS } from './validate.js';
import { WasmBuffer } from './wasm-buffer.js';

export interface RopeFrequencies {
  /** inv_freq: rotaryDim / 2 angular frequencies (radians per position), float64; 0 for proportional's still planes. */
  invFreq: Float64Array;
  /** The factor Hugging Face multiplies cos and sin by (1 but for yarn and longrope). */
  attentionFactor: number;
}

export interface RopeCosSinOptions extends RopeOptions {
  /** Where to write: Float32Arrays or allocate() buffers of length × rotaryDim each. */
  out?: { cos: Float32Array | WasmBuffer; sin: Float32Array | WasmBuffer };
}

/** RoPE's options and where the result goes: a new array, x itself (`inPlace: true`), or `out` (not both). */
export type ApplyRopeOptions = RopeOptions & ResultTarget;

/** [batch, heads, length, headDim] as Hugging Face lays out q and k. */
export type RopeShape = readonly [number, number, number, number];

const LAYOUT_CODE: Record<RopeLayout, number> = { half: 0, pairs: 1 };
const PREFIX = 'positional-encoding: ';

/** Copies float64 arrays into one scratch area; `use` gets their addresses (0 for a missing one). */
function withFloat64Arrays<T>(
  runtime: Runtime,
  arrays: readonly (Float64Array | undefined)[],
  use: (addresses: number[]) => T,
): T {
  const total = arrays.reduce((sum, a) => sum + (a?.length ?? 0), 0);
  if (total === 0) return use(arrays.map(() => 0));
  return runtime.withScratch(2 * total, (address) => {
    const addresses: number[] = [];
    let at = address;
    for (const array of arrays) {
      if (!array) {
        addresses.push(0);
        continue;
      }
      runtime.wasm.HEAPF64.set(array, at >>> 3);
      addresses.push(at);
      at += 8 * array.length;
    }
    return use(addresses);
  });
}

/** The core's call record, with the options' arrays copied into wasm memory for the call. */
function withRopeCall(runtime: Runtime, rope: CheckedRope, use: (call: RopeCall) => void): void {
  const s = rope.scaling;
  const arrays = [s.shortFactor, s.longFactor, rope.positions];
  withFloat64Arrays(runtime, arrays, ([shortFactor, longFactor, positions]) =>
    use({
      base: rope.base,
      rotaryDim: rope.rotaryDim,
      seqLen: rope.seqLen,
      layout: LAYOUT_CODE[rope.layout],
      scalingType: SCALING_CODE[s.type],
      factor: s.factor,
      originalMaxPositionEmbeddings: s.originalMaxPositionEmbeddings,
      maxPositionEmbeddings: s.maxPositionEmbeddings,
      lowFreqFactor: s.lowFreqFactor,
      highFreqFactor: s.highFreqFactor,
      betaFast: s.betaFast,
      betaSlow: s.betaSlow,
      mscale: s.mscale,
      mscaleAllDim: s.mscaleAllDim,
      attentionFactor: s.attentionFactor,
      partialRotaryFactor: s.partialRotaryFactor,
      truncate: s.truncate,
      shortFactor: shortFactor!,
      longFactor: longFactor!,
      offset: rope.offset,
      positions: positions!,
      mropeTime: rope.mropeSection[0],
      mropeHeight: rope.mropeSection[1],
      mropeWidth: rope.mropeSection[2],
      rope2d: rope.rope2d,
    }),
  );
}

export function ropeFrequencies(runtime: Runtime, headDim: number, options?: RopeFrequencyOptions): RopeFrequencies {
  const dim = checkHeadDim('headDim', headDim);
  // M-RoPE's sections choose which id a plane turns by; its frequencies are the table's own.
  const rope = checkRopeOptions('ropeFrequencies', options, dim, undefined, ['mropeSection']);
  const planes = rope.rotaryDim / 2;
  return runtime.withScratch(2 * (planes + 1), (address) => {
    withRopeCall(runtime, rope, (call) =>
      runtime.check(runtime.wasm._ropeFrequencies(address, address + 8 * planes, dim, call)),
    );
    const heap = runtime.wasm.HEAPF64;
    return {
      invFreq: heap.slice(address >>> 3, (address >>> 3) + planes),
      attentionFactor: heap[(address >>> 3) + planes]!,
    };
  });
}

export function ropeCosSin(
  runtime: Runtime,
  length: number,
  headDim: number,
  options?: RopeCosSinOptions,
): { cos: Float32Array; sin: Float32Array } {
  checkInteger('length', length, 1, MAX_ELEMENTS);
  const dim = checkHeadDim('headDim', headDim);
  const rope = checkRopeOptions('ropeCosSin', options, dim, length, ['out']);
  const count = length * rope.rotaryDim;
  checkElementCount(`cos and sin tables of length ${length} × rotaryDim ${rope.rotaryDim}`, count);
  const out = checkCosSinOut(runtime, (options as RopeCosSinOptions | undefined)?.out, count);
  const fill = (cos: number, sin: number) =>
    withRopeCall(runtime, rope, (call) => runtime.check(runtime.wasm._ropeCosSin(cos, sin, length, dim, call)));
  if (out?.cos instanceof WasmBuffer && out.sin instanceof WasmBuffer) {
    fill(out.cos.address, out.sin.address);
    return { cos: out.cos.array, sin: out.sin.array };
  }
  // At least one table leaves wasm memory: compute both in scratch, then place each.
  return runtime.withScratch(2 * count, (scratch) => {
    fill(scratch, scratch + 4 * count);
    const place = (table: Float32Array | WasmBuffer | undefined, from: number): Float32Array => {
      if (!(table instanceof WasmBuffer)) return runtime.copyOut(from, count, table);
      runtime.wasm.HEAPF32.copyWithin(table.address >>> 2, from >>> 2, (from >>> 2) + count);
      return table.array;
    };
    return { cos: place(out?.cos, scratch), sin: place(out?.sin, scratch + 4 * count) };
  });
}

function checkCosSinOut(
  runtime: Runtime,
  value: unknown,
  count: number,
): { cos: Float32Array | WasmBuffer; sin: Float32Array | WasmBuffer } | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || !('cos' in value) || !('sin' in value)) {
    throw new TypeError(`${PREFIX}options.out must be { cos, sin } (Float32Arrays or allocate() buffers)`);
  }
  const { cos, sin } = value as { cos: unknown; sin: unknown };
  const expected = `length × rotaryDim (${count})`;
  const checkedCos = runtime.checkOut(cos, count, expected, 'options.out.cos')!;
  const checkedSin = runtime.checkOut(sin, count, expected, 'options.out.sin')!;
  if (checkedCos === checkedSin)
    throw new TypeError(`${PREFIX}options.out.cos and options.out.sin must be different arrays`);
  return { cos: checkedCos, sin: checkedSin };
}

/** shape as [batch, heads, length, headDim] holding exactly `count` values (the length of `name`). */
export function checkRopeShape(shape: unknown, count: number, name = 'x'): [number, number, number, number] {
  checkUsable('shape', shape, 0);
  if (!Array.isArray(shape) || shape.length !== 4) {
    throw new TypeError(
      `${PREFIX}shape must be an array [batch, heads, length, headDim]; got ${
        Array.isArray(shape) ? `an array of ${shape.length}` : describe(shape)
      }`,
    );
  }
  const names = ['shape[0] (batch)', 'shape[1] (heads)', 'shape[2] (length)'];
  const [batch, heads, length] = names.map((name, i) => checkInteger(name, shape[i], 1, MAX_ELEMENTS));
  const headDim = checkHeadDim('shape[3] (headDim)', shape[3]);
  const product = batch! * heads! * length! * headDim;
  if (product !== count) {
    throw new RangeError(
      `${PREFIX}shape [${batch}, ${heads}, ${length}, ${headDim}] holds ${product} values but ${name}.length is ${count}`,
    );
  }
  return [batch!, heads!, length!, headDim];
}

export function applyRope(
  runtime: Runtime,
  x: Float32Array | WasmBuffer,
  shape: RopeShape,
  options?: ApplyRopeOptions,
): Float32Array {
  const inPlaceAsked = typeof options === 'object' && options !== null && options.inPlace === true;
  if (!(x instanceof Float32Array)) runtime.checkOwnBuffer('x', x);
  else x = runtime.detachFromWasmMemory('x', x, inPlaceAsked);
  const count = x.length;
  const [batch, heads, length, headDim] = checkRopeShape(shape, count);
  checkElementCount('x', count);
  const rope = checkRopeOptions('applyRope', options, headDim, length, ['out', 'inPlace', 'mropeSection', 'rope2d']);
  const inPlace = checkBoolean('options.inPlace', options?.inPlace, false);
  if (inPlace && options?.out !== undefined) {
    throw new TypeError(`${PREFIX}pass either options.inPlace or options.out, not both`);
  }
  const out = inPlace ? x : runtime.checkOut(options?.out, count, `x.length (${count})`);
  const rotate = (from: number, to: number) =>
    withRopeCall(runtime, rope, (call) =>
      runtime.check(runtime.wasm._applyRope(from, to, batch, heads, length, headDim, call)),
    );

  // In wasm memory already: read x where it is, or copy it into the target and work in place.
  const rotateInto = (target: number) => {
    if (x instanceof WasmBuffer) {
      rotate(x.address, target);
    } else {
      runtime.wasm.HEAPF32.set(x, target >>> 2);
      rotate(target, target);
    }
  };
  if (out instanceof WasmBuffer) {
    rotateInto(out.address);
    return out.array;
  }
  return runtime.withScratch(count, (scratch) => {
    rotateInto(scratch);
    return runtime.copyOut(scratch, count, out);
  });
}

/**
 * p with v_to[k] = v_from[p[k]] for one head of headDim values: converts q/k (or the rows of
 * W_q, W_k) between the layouts, as Hugging Face's LLaMA conversion script's `permute` does from
 * Meta's 'pairs' to 'half'. Index bookkeeping only: no arithmetic, so it is not in the core.
 */
export function ropePermutation(headDim: number, from: RopeLayout, to: RopeLayout): Int32Array {
  const dim = checkHeadDim('headDim', headDim);
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== 'half' && value !== 'pairs') {
      throw new RangeError(`${PREFIX}${name} must be 'half' or 'pairs'; got ${describe(value)}`);
    }
  }
  const half = dim / 2;
  const p = new Int32Array(dim);
  for (let k = 0; k < dim; k++) {
    if (from === to) p[k] = k;
    // 'half' slot k is plane k mod half, member ⌊k / half⌋; in 'pairs' that is 2·plane + member.
    else if (to === 'half') p[k] = 2 * (k % half) + Math.floor(k / half);
    else p[k] = (k % 2) * half + Math.floor(k / 2);
  }
  return p;
}
