// A float32 buffer that lives in WebAssembly memory, so tables can be written (and embeddings
// read) without copying them in and out on every call.
import type { WasmModule } from './wasm-module.js';

// Frees buffers that were dropped without free(): only a safety net, since the collector may
// run late or never.
const leakedBuffers =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry<{ wasm: WasmModule; address: number }>(({ wasm, address }) => wasm._free(address))
    : undefined;

/**
 * A registry-wide symbol (shared by every copy of the package in a realm) marking WasmBuffers, so
 * that a buffer from a second copy of the package can be told apart from an unrelated object.
 */
const WASM_BUFFER_BRAND = Symbol.for('positional-encoding.WasmBuffer');

/** True for a WasmBuffer of any copy of the package (instanceof only knows this copy's class). */
export function isWasmBuffer(value: unknown): boolean {
  try {
    return (
      typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[WASM_BUFFER_BRAND] === true
    );
  } catch {
    return false;
  }
}

export class WasmBuffer {
  /** @internal */
  get [WASM_BUFFER_BRAND](): true {
    return true;
  }

  #address: number;
  readonly length: number;
  /** @internal The module this buffer belongs to. */
  readonly wasm: WasmModule;

  /** @internal Use allocate(n). */
  constructor(wasm: WasmModule, address: number, length: number) {
    this.wasm = wasm;
    this.#address = address;
    this.length = length;
    leakedBuffers?.register(this, { wasm, address }, this);
  }

  /** True once free() has been called. */
  get freed(): boolean {
    return this.#address === 0;
  }

  /** @internal Byte address in wasm memory; throws if freed. */
  get address(): number {
    if (this.#address === 0) {
      throw new Error('positional-encoding: this buffer was freed; allocate() a new one');
    }
    return this.#address;
  }

  /**
   * A Float32Array view of the buffer. It is valid until the next call into the module (which
   * may grow wasm memory and detach it): read `.array` again after every call.
   */
  get array(): Float32Array {
    const address = this.address;
    return new Float32Array(this.wasm.HEAPF32.buffer, address, this.length);
  }

  /** Releases the memory. Calling it again does nothing; using the buffer afterwards throws. */
  free(): void {
    if (this.#address === 0) return;
    leakedBuffers?.unregister(this);
    this.wasm._free(this.#address);
    this.#address = 0;
  }
}
