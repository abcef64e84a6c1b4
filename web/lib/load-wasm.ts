// Finds, fetches and instantiates one of the two WebAssembly builds.
//
// Browsers and bundlers: the Emscripten glue locates its .wasm with the bundler-friendly
// `new URL('positional_encoding_simd.wasm', import.meta.url)`, so Vite, webpack and plain static
// hosting need no configuration. Node: Emscripten 3.1.6 would fetch() a file path there, so the
// bytes are read from disk here and handed over as `wasmBinary`.
import { supportsWasmSimd } from './simd-support.js';
import { checkUsable, describe } from './validate.js';
import type { WasmFactory, WasmFactoryOptions, WasmModule } from './wasm-module.js';

export interface InitOptions {
  /** The bytes of the .wasm file (of the build chosen by `simd`); skips locating and fetching. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /**
   * Maps the .wasm file name to where to load it from. Browsers: a URL (e.g. a CDN folder or an
   * asset URL). Node: a file path or a file: URL, whose bytes the package reads (other schemes are
   * refused: read or fetch the bytes yourself and pass `wasmBinary`).
   */
  locateFile?: (path: string, prefix: string) => string;
  /**
   * Force the SIMD (true) or baseline (false) build; default: SIMD where the engine supports it.
   * The first successful init() decides: a later init() asking for the other build throws.
   */
  simd?: boolean;
}

const INIT_OPTION_NAMES = ['wasmBinary', 'locateFile', 'simd'];
const PREFIX = 'positional-encoding: ';

function isNode(): boolean {
  const process = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return typeof process?.versions?.node === 'string';
}

/** The folder of the package's .wasm files (the prefix Emscripten would give locateFile). */
function wasmFolder(): string {
  const here = import.meta.url; // a variable base: bundlers must not treat this as an asset
  return new URL('./wasm/', here).href;
}

/**
 * Node: where locateFile (or the package itself) says the .wasm is, as a file URL or a path.
 * Emscripten 3.1.6 would fetch() whatever locateFile returns, which Node cannot do for a path.
 */
function wasmFileInNode(fileName: string, locateFile: InitOptions['locateFile']): URL | string {
  if (!locateFile) return new URL(fileName, wasmFolder());
  const located: unknown = locateFile(fileName, wasmFolder());
  if (typeof located !== 'string' && !(located instanceof URL)) {
    throw new TypeError(
      `${PREFIX}init option locateFile must return a string (a file path or a file: URL in Node); got ${describe(located)}`,
    );
  }
  const text = String(located);
  // A scheme of two letters or more (one letter is a Windows drive: C:\…).
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return text;
  if (scheme === 'file') return new URL(text);
  throw new TypeError(
    `${PREFIX}in Node, init option locateFile must return a file path or a file: URL; got ${describe(text)}. ` +
      'To load the .wasm from elsewhere, read or fetch its bytes yourself and pass init({ wasmBinary })',
  );
}

async function readWasmFileInNode(file: URL | string, fromLocateFile: boolean): Promise<Uint8Array> {
  // A variable specifier keeps bundlers from trying to pack a Node built-in for the browser; the
  // comments (kept in dist/lib by build.mjs) tell Vite and webpack/Rspack not to warn about it.
  const fsModule = 'node:fs/promises';
  const { readFile } = (await import(/* webpackIgnore: true */ /* @vite-ignore */ fsModule)) as {
    readFile(path: URL | string): Promise<Uint8Array>;
  };
  try {
    return await readFile(file);
  } catch (error) {
    const where = file instanceof URL ? file.href : file;
    throw new Error(
      `${PREFIX}cannot read the WebAssembly file ${where}${fromLocateFile ? ' (returned by init option locateFile)' : ''}: ${
        (error as Error).message
      }`,
      { cause: error },
    );
  }
}

/**
 * What to do when the bytes that came back for the .wasm are an HTML page ("<!DOCTYPE html>…",
 * the magic word 3c 21 44 4f): a dev server's fallback page, typically because its dependency
 * pre-bundler moved the Emscripten glue away from its .wasm. '' for any other failure.
 */
function htmlInsteadOfWasmHint(detail: string): string {
  if (!/expected magic word 00 61 73 6d, found 3c /i.test(detail)) return '';
  return (
    '. The server answered the .wasm request with an HTML page, not the WebAssembly file. A dev ' +
    "server that pre-bundles dependencies (Vite, VitePress) moves the package's glue away from its .wasm: " +
    "add optimizeDeps: { exclude: ['positional-encoding'] } to vite.config (in VitePress under vite: in " +
    '.vitepress/config). Otherwise serve dist/lib/wasm/ next to the glue, or pass init({ locateFile })'
  );
}

export function checkInitOptions(options: InitOptions): void {
  checkUsable('init options', options);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${PREFIX}init(options) expects an object or nothing; got ${describe(options)}`);
  }
  for (const name of Object.keys(options)) {
    if (!INIT_OPTION_NAMES.includes(name)) {
      throw new TypeError(`${PREFIX}unknown init option "${name}"; allowed: ${INIT_OPTION_NAMES.join(', ')}`);
    }
  }
  if (options.simd !== undefined && typeof options.simd !== 'boolean') {
    throw new TypeError(`${PREFIX}init option simd must be a boolean; got ${describe(options.simd)}`);
  }
  if (options.locateFile !== undefined && typeof options.locateFile !== 'function') {
    throw new TypeError(
      `${PREFIX}init option locateFile must be a function (fileName, prefix) => string; got ${describe(options.locateFile)}`,
    );
  }
  const bytes = options.wasmBinary;
  if (bytes !== undefined && !(bytes instanceof ArrayBuffer) && !(bytes instanceof Uint8Array)) {
    throw new TypeError(
      `${PREFIX}init option wasmBinary must be an ArrayBuffer or a Uint8Array; got ${describe(bytes)}`,
    );
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

  let bytes = options.wasmBinary;
  const given = bytes !== undefined ? 'init option wasmBinary' : `the file ${fileName}`;
  if (!bytes && isNode()) {
    bytes = await readWasmFileInNode(wasmFileInNode(fileName, options.locateFile), options.locateFile !== undefined);
  }
  if (bytes && !WebAssembly.validate(bytes as BufferSource)) {
    throw new TypeError(
      `${PREFIX}${given} is not a valid WebAssembly module${
        simd
          ? ' for this engine (the SIMD build needs WebAssembly SIMD; init({ simd: false }) loads the baseline build)'
          : ''
      }`,
    );
  }

  // Emscripten reports failures on the console and then rejects with "Aborted(…) Build with
  // -s ASSERTIONS=1": keep the console quiet and reject with the reason instead.
  let abortReason: unknown;
  const factoryOptions: WasmFactoryOptions = {
    print: () => {},
    printErr: () => {},
    onAbort: (reason: unknown) => {
      abortReason ??= reason;
    },
  };
  if (options.locateFile && !isNode()) factoryOptions.locateFile = options.locateFile;
  if (bytes) factoryOptions.wasmBinary = bytes;
  try {
    return { module: await glue.default(factoryOptions), simd };
  } catch (error) {
    const reason = abortReason ?? error;
    const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    const message = `${PREFIX}${given} could not be instantiated as this package's ${simd ? 'SIMD' : 'baseline'} build: ${text}${htmlInsteadOfWasmHint(text)}`;
    throw options.wasmBinary ? new TypeError(message, { cause: reason }) : new Error(message, { cause: reason });
  }
}
