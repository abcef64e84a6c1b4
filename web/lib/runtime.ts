// The public operations bound to one instantiated WebAssembly module. Each call copies its input
// into wasm memory once, runs the C++ core, copies the result out once into an owned
// Float32Array, and frees everything in `finally`.
import {
  checkBase, checkBoolean, checkElementCount, checkFloat32Array, checkInteger, checkLayout,
  checkOffset, checkOptionNames, checkShape, MAX_ELEMENTS,
  type Layout,
} from './validate.js';
import { WasmStatus, type WasmModule } from './wasm-module.js';

export interface SinusoidalOptions {
  /** n in the formulas: any finite number > 1. Default 10000. */
  base?: number;
  /** Position of row 0: rows are positions offset … offset + length - 1. Default 0. */
  offset?: number;
  /** 'interleaved' (sin, cos, sin, cos…; default) or 'split' (all sines, then all cosines). */
  layout?: Layout;
}

export interface AddPositionalEncodingOptions extends SinusoidalOptions {
  /** Multiplies x first: 1 (default, the article's x + pe) or 'sqrt' for √dModel (formula 15.2). */
  scale?: number | 'sqrt';
  /** Write the result into x and return x. Default false. */
  inPlace?: boolean;
}

const SINUSOIDAL_OPTIONS = ['base', 'offset', 'layout'] as const;
const ADD_OPTIONS = ['base', 'offset', 'layout', 'scale', 'inPlace'] as const;
const LAYOUT_CODE: Record<Layout, number> = { interleaved: 0, split: 1 };

function checkScale(value: unknown, dModel: number): number {
  if (value === undefined) return 1;
  if (value === 'sqrt') return Math.sqrt(dModel);
  if (typeof value !== 'number') {
    throw new TypeError(`positional-encoding: options.scale must be a finite number or 'sqrt'; got ${String(value)}`);
  }
  if (!Number.isFinite(value)) {
    throw new RangeError(`positional-encoding: options.scale must be a finite number or 'sqrt'; got ${value}`);
  }
  return value;
}

export class Runtime {
  constructor(private readonly wasm: WasmModule, readonly simd: boolean) {}

  sinusoidal(length: number, dModel: number, options?: SinusoidalOptions): Float32Array {
    checkInteger('length', length, 1, MAX_ELEMENTS);
    checkInteger('dModel', dModel, 1, MAX_ELEMENTS);
    checkElementCount(`a table of length ${length} × dModel ${dModel}`, length * dModel);
    const o = checkOptionNames('sinusoidal', options, SINUSOIDAL_OPTIONS);
    const base = checkBase(o.base);
    const offset = checkOffset(o.offset, length);
    const layout = checkLayout(o.layout);

    const count = length * dModel;
    return this.withScratch(count, (address) => {
      this.check(this.wasm._sinusoidalTable(address, length, dModel, base, offset, LAYOUT_CODE[layout]));
      return this.copyOut(address, count);
    });
  }

  addPositionalEncoding(
    x: Float32Array, shape: [number, number, number], options?: AddPositionalEncodingOptions,
  ): Float32Array {
    checkFloat32Array('x', x);
    const [batch, length, dModel] = checkShape(shape, x.length);
    checkElementCount(`x`, x.length);
    const o = checkOptionNames('addPositionalEncoding', options, ADD_OPTIONS);
    const base = checkBase(o.base);
    const offset = checkOffset(o.offset, length);
    const layout = checkLayout(o.layout);
    const scale = checkScale(o.scale, dModel);
    const inPlace = checkBoolean('options.inPlace', o.inPlace, false);

    return this.withScratch(x.length, (address) => {
      this.wasm.HEAPF32.set(x, address >>> 2);
      this.check(this.wasm._addPositionalEncoding(
        address, address, batch, length, dModel, scale, base, offset, LAYOUT_CODE[layout]));
      if (!inPlace) return this.copyOut(address, x.length);
      x.set(this.wasm.HEAPF32.subarray(address >>> 2, (address >>> 2) + x.length));
      return x;
    });
  }

  /** Inverted dropout in place, p in [0, 1) (checked by PositionalEncoding); a 64-bit seed in halves. */
  applyInvertedDropout(data: Float32Array, p: number, seedHigh: number, seedLow: number): void {
    this.withScratch(data.length, (address) => {
      this.wasm.HEAPF32.set(data, address >>> 2);
      this.check(this.wasm._applyInvertedDropout(address, data.length, p, seedHigh >>> 0, seedLow >>> 0));
      data.set(this.wasm.HEAPF32.subarray(address >>> 2, (address >>> 2) + data.length));
    });
  }

  /** Bytes of wasm linear memory, and bytes currently allocated by malloc inside it. */
  memoryUsage(): { wasmMemoryBytes: number; allocatedBytes: number } {
    return { wasmMemoryBytes: this.wasm.HEAP8.length, allocatedBytes: this.wasm._heapBytesInUse() };
  }

  private withScratch<T>(floatCount: number, use: (address: number) => T): T {
    const address = this.wasm._malloc(floatCount * 4);
    if (address === 0) {
      throw new RangeError(
        `positional-encoding: not enough WebAssembly memory for ${floatCount} float32 values`);
    }
    try {
      return use(address);
    } finally {
      this.wasm._free(address);
    }
  }

  private copyOut(address: number, count: number): Float32Array {
    // slice() copies: the result stays valid when wasm memory later grows or is reused.
    return this.wasm.HEAPF32.slice(address >>> 2, (address >>> 2) + count);
  }

  private check(status: WasmStatus): void {
    if (status === WasmStatus.OutOfMemory) {
      throw new RangeError('positional-encoding: not enough WebAssembly memory for scratch tables');
    }
    if (status !== WasmStatus.Ok) {
      throw new Error(`positional-encoding: the core rejected the arguments (status ${status})`);
    }
  }
}
