// Loads the memory-bandwidth yardsticks (bandwidth_limit.cpp, built by
// `node web/scripts/build.mjs --bench` into build/wasm) and wraps them as timed loops.
import { readFile } from 'node:fs/promises';

const BUILD = new URL('../../build/wasm/', import.meta.url);

export async function loadLimits() {
  let factory;
  try {
    ({ default: factory } = await import(new URL('bandwidth_limit.mjs', BUILD).href));
  } catch (error) {
    throw new Error(
      'build/wasm/bandwidth_limit.mjs is missing: run `node web/scripts/build.mjs --bench` ' +
        `(npm run bench does)\n${error}`,
    );
  }
  // Emscripten 3.1.6 built for web,worker would fetch() a file path in Node: hand it the bytes.
  const wasmBinary = await readFile(new URL('bandwidth_limit.wasm', BUILD));
  const m = await factory({ wasmBinary });

  const allocate = (n) => {
    const p = m._allocate_floats(n);
    if (p === 0) throw new RangeError(`bandwidth_limit: cannot allocate ${n} floats`);
    return p;
  };

  return {
    /** v128 stores of n floats (a table's worth of writes, nothing computed). */
    storeLoop(n) {
      const out = allocate(n);
      return { run: () => m._store_limit(out, n), release: () => m._release_floats(out) };
    },
    /** y = scale·x over n floats with v128 loads and stores (the fused add's memory traffic). */
    readWriteLoop(n, scale) {
      const x = allocate(n);
      const y = allocate(n);
      m.HEAPF32.fill(0.25, x >>> 2, (x >>> 2) + n); // defined values (no stale NaN or denormals)
      return {
        run: () => m._read_write_limit(x, y, n, scale),
        release: () => {
          m._release_floats(y);
          m._release_floats(x);
        },
      };
    },
    /** x = −x over n floats in place with v128 loads and stores (an in-place kernel's traffic). */
    readWriteInPlaceLoop(n) {
      const x = allocate(n);
      m.HEAPF32.fill(0.25, x >>> 2, (x >>> 2) + n);
      return { run: () => m._read_write_in_place_limit(x, n), release: () => m._release_floats(x) };
    },
  };
}
