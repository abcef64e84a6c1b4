// Finds, fetches and instantiates one of the two WebAssembly builds.
//
// Browsers and bundlers: the Emscripten glue locates its .wasm with the bundler-friendly
// `new URL('positional_encoding_simd.wasm', import.meta.url)`, so Vite, webpack and plain static
// hosting need no configuration. Node: Emscripten 3.1.6 would fetch() a file path there, so the
// bytes are read from disk here and handed over as `wasmBinary`.
import { supportsWasmSimd } from './simd-support.js';
import type { WasmFactory, WasmFactoryOptions, WasmModule } from './wasm-module.js';

export interface InitOptions {
  /** The bytes of the .wasm file (of the build chosen by `simd`); skips locating and fetching. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Maps the .wasm file name to the URL to load it from (e.g. a CDN folder or an asset URL). */
  locateFile?: (path: string, prefix: string) => string;
  /** Force the SIMD (true) or baseline (false) build; default: SIMD where the engine supports it. */
  simd?: boolean;
}

const INIT_OPTION_NAMES = ['wasmBinary', 'locateFile', 'simd'];

function isNode(): boolean {
  const process = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return typeof process?.versions?.node === 'string';
}

async function readWasmFileInNode(fileName: string): Promise<Uint8Array> {
  // A variable specifier keeps bundlers from trying to pack a Node built-in for the browser.
  const fsModule = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fsModule)) as {
    readFile(path: URL): Promise<Uint8Array>;
  };
  const here = import.meta.url; // a variable base: bundlers must not treat this as an asset
  return readFile(new URL(`./wasm/${fileName}`, here));
}

export function checkInitOptions(options: InitOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('positional-encoding: init(options) expects an object or nothing');
  }
  for (const name of Object.keys(options)) {
    if (!INIT_OPTION_NAMES.includes(name)) {
      throw new TypeError(
        `positional-encoding: unknown init option "${name}"; allowed: ${INIT_OPTION_NAMES.join(', ')}`,
      );
    }
  }
  if (options.simd !== undefined && typeof options.simd !== 'boolean') {
    throw new TypeError('positional-encoding: init option simd must be a boolean');
  }
}

/** Loads the SIMD or the baseline build and resolves to its module. */
export async function loadWasm(options: InitOptions = {}): Promise<{ module: WasmModule; simd: boolean }> {
  checkInitOptions(options);
  const simd = options.simd ?? supportsWasmSimd();
  const fileName = simd ? 'positional_encoding_simd.wasm' : 'positional_encoding_baseline.wasm';
  // Literal import specifiers, so bundlers see both builds and split them into their own chunks.
  const glue: { default: WasmFactory } = simd
    ? await import('./wasm/positional_encoding_simd.mjs')
    : await import('./wasm/positional_encoding_baseline.mjs');

  const factoryOptions: WasmFactoryOptions = {};
  if (options.locateFile) factoryOptions.locateFile = options.locateFile;
  if (options.wasmBinary) {
    factoryOptions.wasmBinary = options.wasmBinary;
  } else if (isNode() && !options.locateFile) {
    factoryOptions.wasmBinary = await readWasmFileInNode(fileName);
  }
  return { module: await glue.default(factoryOptions), simd };
}
