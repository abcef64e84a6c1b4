// The public operations bound to one instantiated WebAssembly module. Each call copies its input
// into wasm memory once, runs the C++ core, copies the result out once into an owned
// Float32Array, and frees everything in `finally`.
import {
  checkBase,
  checkBoolean,
  checkElementCount,
  checkExponent,
  checkInteger,
  checkLayout,
  checkNotDetached,
  checkOffset,
  checkUsable,
  checkOptionNames,
  checkShape,
  checkWork,
  describe,
  EXPONENT_CODE,
  MAX_ELEMENTS,
  type Layout,
  type SinusoidExponent,
} from './validate.js';
import { isWasmBuffer, WasmBuffer } from './wasm-buffer.js';
import { WasmStatus, type WasmModule } from './wasm-module.js';

export interface SinusoidalOptions {
  /** n in the formulas: any finite number > 1. Default 10000. */
  base?: number;
  /** Position of row 0: rows are positions offset … offset + length - 1. Default 0. */
  offset?: number;
  /** 'interleaved' (sin, cos, sin, cos…; default) or 'split' (all sines, then all cosines). */
  layout?: Layout;
  /**
   * 'paper' (default): w_i = base^(−2i/dModel). 'tensor2tensor': w_i = base^(−i/(⌊dModel/2⌋ − 1)),
   * as tensor2tensor's get_timing_signal_1d and fairseq compute it (lowest frequency exactly 1/base;
   * dModel 2 and 3 get w_0 = 1; an odd dModel's last sine takes the sequence's next frequency).
   */
  exponent?: SinusoidExponent;
}

export interface SinusoidalOutOptions extends SinusoidalOptions {
  /**
   * Where to write the table: a Float32Array of length × dModel (filled and returned), or a
   * buffer from allocate() (written in place, no copy; its `.array` is returned).
   */
  out?: Float32Array | WasmBuffer;
}

/** Options of frequencies(): the base and the exponent, as for the table. */
export type FrequencyOptions = Pick<SinusoidalOptions, 'base' | 'exponent'>;
/** Options of angles(): the base, the first position and the exponent, as for the table. */
export type AngleOptions = Pick<SinusoidalOptions, 'base' | 'offset' | 'exponent'>;

/** [batch, length, dModel]; a readonly tuple (`[1, 6, 4] as const`) is accepted too. */
export type Shape3 = readonly [number, number, number];

/**
 * Where a result goes: a new array (neither option), x itself (`inPlace: true`), or `out`; asking
 * for both is a type error (and a TypeError at run time).
 */
export type ResultTarget =
  | {
      /** Write the result into x and return x. Default false. */
      inPlace?: false;
      /** Where to write the result: a Float32Array or an allocate() buffer of x's length. */
      out?: Float32Array | WasmBuffer;
    }
  | { inPlace: true; out?: undefined };

export type AddPositionalEncodingOptions = SinusoidalOptions &
  ResultTarget & {
    /** Multiplies x first: 1 (default, the article's x + pe) or 'sqrt' for √dModel (formula 15.2). */
    scale?: number | 'sqrt';
  };

const SINUSOIDAL_OPTIONS = ['base', 'offset', 'layout', 'exponent', 'out'] as const;
const ADD_OPTIONS = ['base', 'offset', 'layout', 'exponent', 'scale', 'inPlace', 'out'] as const;
const LAYOUT_CODE: Record<Layout, number> = { interleaved: 0, split: 1 };

/**
 * dotProductMatrix's work, length² × (dModel + 64): the core takes each of the length²/2 dot
 * products in dModel float64 steps plus about 64 steps' worth of writing its two entries (the
 * mirrored one misses the cache). At 2^33 the slowest shape measured (length 8192, dModel 64)
 * takes 1.8 s in wasm on this 2 GHz machine; 16384 × 8192 would take minutes.
 */
export const MAX_DOT_PRODUCT_WORK = 2 ** 33;

/** Floats per streamed block: 256 KiB stays in a core's L2 cache while it is copied out. */
const STREAM_BLOCK_FLOATS = 65536;

/** Whether the caller asked for inPlace (checked properly later; only used to pick an error). */
function asksInPlace(options: unknown): boolean {
  return typeof options === 'object' && options !== null && (options as { inPlace?: unknown }).inPlace === true;
}

function checkScale(value: unknown, dModel: number): number {
  if (value === undefined) return 1;
  if (value === 'sqrt') return Math.sqrt(dModel);
  if (typeof value !== 'number') {
    throw new TypeError(`positional-encoding: options.scale must be a finite number or 'sqrt'; got ${describe(value)}`);
  }
  // The core multiplies in float32: a scale beyond its range (±3.4e38) would be infinite there.
  if (!Number.isFinite(Math.fround(value))) {
    throw new RangeError(
      `positional-encoding: options.scale must be a finite float32 number (|scale| <= 3.4028235e38) or 'sqrt'; got ${value}`,
    );
  }
  return value;
}

export class Runtime {
  constructor(
    readonly wasm: WasmModule,
    readonly simd: boolean,
  ) {}

  sinusoidal(length: number, dModel: number, options?: SinusoidalOutOptions): Float32Array {
    checkInteger('length', length, 1, MAX_ELEMENTS);
    checkInteger('dModel', dModel, 1, MAX_ELEMENTS);
    checkElementCount(`a table of length ${length} × dModel ${dModel}`, length * dModel);
    const o = checkOptionNames('sinusoidal', options, SINUSOIDAL_OPTIONS);
    const base = checkBase(o.base);
    const offset = checkOffset(o.offset, length);
    const layout = checkLayout(o.layout);
    const exponent = EXPONENT_CODE[checkExponent(o.exponent)];
    const count = length * dModel;
    const out = this.checkOut(o.out, count, `length × dModel (${count})`);
    const fill = (address: number) =>
      this.check(this.wasm._sinusoidalTable(address, length, dModel, base, offset, LAYOUT_CODE[layout], exponent));

    if (out instanceof WasmBuffer) {
      fill(out.address);
      return out.array;
    }
    return (
      this.streamTable(length, dModel, base, offset, LAYOUT_CODE[layout], exponent, out) ??
      this.withScratch(count, (address) => {
        fill(address);
        return this.copyOut(address, count, out);
      })
    );
  }

  /**
   * Fills `target` block by block through a cache-sized scratch area: each block is copied out
   * while it is still in cache, so the table never makes a round trip through main memory inside
   * wasm (and wasm memory need not grow to the table's size). Undefined when no stream opens.
   */
  private streamTable(
    length: number,
    dModel: number,
    base: number,
    offset: number,
    layout: number,
    exponent: number,
    out?: Float32Array,
  ): Float32Array | undefined {
    const stream = this.wasm._tableStreamOpen(length, dModel, base, offset, layout, exponent);
    if (stream === 0) return undefined;
    try {
      const target = out ?? new Float32Array(length * dModel);
      // Whole 64-row blocks of about STREAM_BLOCK_FLOATS floats (d_model 1024: 64 rows, 256 KiB).
      const rowsPerRead = Math.min(length, 64 * Math.max(1, Math.floor(STREAM_BLOCK_FLOATS / (64 * dModel))));
      return this.withScratch(rowsPerRead * dModel, (scratch) => {
        const heap = this.wasm.HEAPF32; // nothing below allocates, so this view stays valid
        const from = scratch >>> 2;
        for (let row = 0; row < length; row += rowsPerRead) {
          const rows = Math.min(rowsPerRead, length - row);
          this.check(this.wasm._tableStreamRead(stream, scratch, rows));
          target.set(heap.subarray(from, from + rows * dModel), row * dModel);
        }
        return target;
      });
    } finally {
      this.wasm._tableStreamClose(stream);
    }
  }

  addPositionalEncoding(
    x: Float32Array | WasmBuffer,
    shape: Shape3,
    options?: AddPositionalEncodingOptions,
  ): Float32Array {
    if (!(x instanceof Float32Array)) this.checkOwnBuffer('x', x);
    else x = this.detachFromWasmMemory('x', x, asksInPlace(options));
    const count = x.length;
    const [batch, length, dModel] = checkShape(shape, count);
    checkElementCount('x', count);
    const o = checkOptionNames('addPositionalEncoding', options, ADD_OPTIONS);
    const base = checkBase(o.base);
    const offset = checkOffset(o.offset, length);
    const layout = checkLayout(o.layout);
    const exponent = EXPONENT_CODE[checkExponent(o.exponent)];
    const scale = checkScale(o.scale, dModel);
    const inPlace = checkBoolean('options.inPlace', o.inPlace, false);
    if (inPlace && o.out !== undefined) {
      throw new TypeError('positional-encoding: pass either options.inPlace or options.out, not both');
    }
    const out = inPlace ? x : this.checkOut(o.out, count, `x.length (${count})`);
    const call = { scale, base, offset, layout: LAYOUT_CODE[layout], exponent };
    const add = (from: number, to: number) =>
      this.check(this.wasm._addPositionalEncoding(from, to, batch, length, dModel, call));

    if (out instanceof WasmBuffer) {
      // In wasm memory already: read x where it is, or copy it into out and work in place.
      if (x instanceof WasmBuffer) {
        add(x.address, out.address);
      } else {
        this.wasm.HEAPF32.set(x, out.address >>> 2);
        add(out.address, out.address);
      }
      return out.array;
    }
    return this.withScratch(count, (scratch) => {
      if (x instanceof WasmBuffer) {
        add(x.address, scratch);
      } else {
        this.wasm.HEAPF32.set(x, scratch >>> 2);
        add(scratch, scratch);
      }
      return this.copyOut(scratch, count, out);
    });
  }

  /** PE_t · PE_s for every pair of rows of the table sinusoidal(length, dModel, options). */
  dotProductMatrix(length: number, dModel: number, options?: SinusoidalOptions): Float32Array {
    checkInteger('length', length, 1, Math.floor(Math.sqrt(MAX_ELEMENTS)));
    checkInteger('dModel', dModel, 1, MAX_ELEMENTS);
    checkElementCount(`a table of length ${length} × dModel ${dModel}`, length * dModel);
    checkWork(
      `dotProductMatrix(length ${length}, dModel ${dModel})`,
      'length² × (dModel + 64)',
      length * length * (dModel + 64),
      MAX_DOT_PRODUCT_WORK,
    );
    const o = checkOptionNames(
      'dotProductMatrix',
      options,
      SINUSOIDAL_OPTIONS.filter((name) => name !== 'out'),
    );
    const base = checkBase(o.base);
    const offset = checkOffset(o.offset, length);
    const layout = checkLayout(o.layout);
    const exponent = EXPONENT_CODE[checkExponent(o.exponent)];
    return this.withScratch(length * dModel, (table) => {
      this.check(this.wasm._sinusoidalTable(table, length, dModel, base, offset, LAYOUT_CODE[layout], exponent));
      return this.withScratch(length * length, (out) => {
        this.check(this.wasm._rowDotProducts(table, length, dModel, out));
        return this.copyOut(out, length * length);
      });
    });
  }

  /** w_i = base^(-2i/dModel) (or tensor2tensor's) for i < ⌈dModel/2⌉, in float64 (the tutorials' div_term). */
  frequencies(dModel: number, options?: FrequencyOptions): Float64Array {
    checkInteger('dModel', dModel, 1, MAX_ELEMENTS);
    const o = checkOptionNames('frequencies', options, ['base', 'exponent']);
    const base = checkBase(o.base);
    const exponent = EXPONENT_CODE[checkExponent(o.exponent)];
    const pairs = Math.ceil(dModel / 2);
    return this.withScratch(2 * pairs, (address) => {
      this.check(this.wasm._frequencies(address, dModel, base, exponent));
      return this.wasm.HEAPF64.slice(address >>> 3, (address >>> 3) + pairs);
    });
  }

  /** pos·w_i in float64, length × ⌈dModel/2⌉ row-major: the angles formula (15.1) takes sin/cos of. */
  angles(length: number, dModel: number, options?: AngleOptions): Float64Array {
    checkInteger('length', length, 1, MAX_ELEMENTS);
    checkInteger('dModel', dModel, 1, MAX_ELEMENTS);
    const pairs = Math.ceil(dModel / 2);
    checkElementCount(`angles for length ${length} × ${pairs} pairs`, 2 * length * pairs);
    const o = checkOptionNames('angles', options, ['base', 'offset', 'exponent']);
    const base = checkBase(o.base);
    const offset = checkOffset(o.offset, length);
    const exponent = EXPONENT_CODE[checkExponent(o.exponent)];
    const count = length * pairs;
    return this.withScratch(2 * count, (address) => {
      this.check(this.wasm._angles(address, length, dModel, base, offset, exponent));
      return this.wasm.HEAPF64.slice(address >>> 3, (address >>> 3) + count);
    });
  }

  /** A zero-filled float32 buffer of n elements in wasm memory (see WasmBuffer). */
  allocate(n: number): WasmBuffer {
    checkInteger('n', n, 1, MAX_ELEMENTS);
    const address = this.wasm._malloc(n * 4);
    if (address === 0) {
      throw new RangeError(`positional-encoding: not enough WebAssembly memory for ${n} float32 values`);
    }
    this.wasm.HEAPF32.fill(0, address >>> 2, (address >>> 2) + n);
    return new WasmBuffer(this.wasm, address, n);
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

  /** @internal shared with the other capabilities (rope.ts, …). */
  withScratch<T>(floatCount: number, use: (address: number) => T): T {
    const address = this.wasm._malloc(floatCount * 4);
    if (address === 0) {
      throw new RangeError(`positional-encoding: not enough WebAssembly memory for ${floatCount} float32 values`);
    }
    try {
      return use(address);
    } finally {
      this.wasm._free(address);
    }
  }

  /** Copies a result out of wasm memory into `into`, or into a new owned array. */
  /** @internal shared with the other capabilities (rope.ts, …). */
  copyOut(address: number, count: number, into?: Float32Array): Float32Array {
    const view = this.wasm.HEAPF32.subarray(address >>> 2, (address >>> 2) + count);
    if (!into) return view.slice(); // a copy: stays valid when wasm memory grows or is reused
    into.set(view);
    return into;
  }

  /** @internal shared with the other capabilities (rope.ts, …). */
  checkOwnBuffer(name: string, value: unknown): asserts value is WasmBuffer {
    checkUsable(name, value, 0);
    if (!(value instanceof WasmBuffer)) {
      if (isWasmBuffer(value)) {
        throw new TypeError(
          `positional-encoding: ${name} is another instance's buffer: it comes from allocate() of a ` +
            'second copy of the package (each copy has its own WebAssembly memory); allocate it from this copy',
        );
      }
      throw new TypeError(
        `positional-encoding: ${name} must be a Float32Array or a buffer from allocate(); got ${describe(value)}`,
      );
    }
    if (value.wasm !== this.wasm) {
      throw new TypeError(
        `positional-encoding: ${name} is another instance's buffer (allocated by another module instance)`,
      );
    }
    if (value.freed) {
      throw new TypeError(
        `positional-encoding: ${name} is a freed buffer (free() was called on it); allocate() a new one`,
      );
    }
  }

  /**
   * A Float32Array that views wasm memory (an allocate() buffer's .array) would be detached if
   * this call grows memory: read input from a copy, and ask for the buffer itself as output.
   */
  /** @internal shared with the other capabilities (rope.ts, …). */
  detachFromWasmMemory(name: string, value: Float32Array, isOutput: boolean): Float32Array {
    checkNotDetached(name, value);
    if (value.buffer !== this.wasm.HEAPF32.buffer) return value;
    if (isOutput) {
      throw new TypeError(
        `positional-encoding: ${name} is a view of WebAssembly memory (buffer.array); pass the allocate() buffer itself`,
      );
    }
    return value.slice();
  }

  /** @internal shared with the other capabilities (rope.ts, …). */
  checkOut(
    value: unknown,
    count: number,
    expected: string,
    name = 'options.out',
  ): Float32Array | WasmBuffer | undefined {
    if (value === undefined) return undefined;
    if (!(value instanceof Float32Array)) this.checkOwnBuffer(name, value);
    else this.detachFromWasmMemory(name, value, true);
    if (value.length !== count) {
      throw new RangeError(`positional-encoding: ${name} must hold ${expected} floats; it holds ${value.length}`);
    }
    return value;
  }

  /** @internal shared with the other capabilities (rope.ts, …). */
  check(status: WasmStatus): void {
    if (status === WasmStatus.OutOfMemory) {
      throw new RangeError('positional-encoding: not enough WebAssembly memory for scratch tables');
    }
    if (status !== WasmStatus.Ok) {
      // Every argument is checked above before it reaches the core, so this is a bug in the checks.
      throw new Error(
        `positional-encoding: internal error: the core rejected arguments that passed the ` +
          `TypeScript checks (status ${status}); please report this as a bug with the call that caused it`,
      );
    }
  }
}
