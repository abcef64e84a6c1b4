// The one shared module instance behind the package's top-level functions. init() is idempotent:
// every caller (every script and widget on a page) awaits the same instantiation.
import { checkInitOptions, loadWasm, type InitOptions } from './load-wasm.js';
import { Runtime } from './runtime.js';

let pending: Promise<Runtime> | undefined;
let ready: Runtime | undefined;

/**
 * Loads and instantiates the WebAssembly core. Call once and await it before anything else;
 * later calls share the first call's load (its wasmBinary and locateFile win), but one that asks
 * for the other build with `simd` rejects with an Error rather than silently keep the loaded
 * one (a page has one module). A failed load may be retried.
 */
export function init(options?: InitOptions): Promise<void> {
  try {
    checkInitOptions(options ?? {}); // a typo is reported even when the module is already loaded
  } catch (error) {
    return Promise.reject(error);
  }
  pending ??= loadWasm(options).then(
    ({ module, simd }) => (ready = new Runtime(module, simd)),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  const wanted = options?.simd;
  return pending.then((loaded) => {
    if (wanted !== undefined && wanted !== loaded.simd) {
      throw new Error(
        `positional-encoding: init({ simd: ${wanted} }) after the ${loaded.simd ? 'SIMD' : 'baseline'} ` +
          'build was loaded: one module serves the whole page, and it cannot be switched',
      );
    }
  });
}

/** The initialised runtime; throws a clear Error when init() has not resolved yet. */
export function runtime(): Runtime {
  if (!ready) {
    throw new Error('positional-encoding: the WebAssembly core is not loaded yet; call and await init() first');
  }
  return ready;
}
