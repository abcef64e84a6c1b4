// init(options) with bad or unusual options (issue 11, items 6, 10 and 12's simd switch): typed,
// prefixed errors and nothing printed; locateFile works in Node with paths and file: URLs. Each
// test imports a fresh copy of the library (vi.resetModules), because init() state is module-wide.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Library = typeof import('../../web/lib/index.js');

const WASM_FOLDER = fileURLToPath(new URL('../../web/lib/wasm/', import.meta.url));
const BASELINE = `${WASM_FOLDER}positional_encoding_baseline.wasm`;

let lib: Library;
let printed: string[];

beforeEach(async () => {
  vi.resetModules();
  lib = await import('../../web/lib/index.js');
  // Everything the library (or Emscripten's glue) might print, on the console or on stderr.
  printed = [];
  const record = (...args: unknown[]) => {
    printed.push(args.map(String).join(' '));
  };
  for (const method of ['log', 'warn', 'error', 'info', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation(record);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    record(chunk);
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const init = (options?: unknown) => lib.init(options as never);

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected init() to reject');
}

describe('init() with bad options (item 6)', () => {
  it.each([
    ['garbage bytes', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])],
    ['an empty ArrayBuffer', new ArrayBuffer(0)],
    ['the text of a web page', new TextEncoder().encode('<!doctype html><title>404</title>')],
  ])('wasmBinary of %s: a prefixed TypeError, nothing printed, and a later init() works', async (_what, bytes) => {
    const error = await rejection(init({ wasmBinary: bytes, simd: false }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/^positional-encoding: init option wasmBinary is not a valid WebAssembly module/);
    expect(error.message).not.toMatch(/ASSERTIONS/);
    expect(printed).toEqual([]);
    await init();
    expect(lib.sinusoidal(1, 2)).toEqual(new Float32Array([0, 1]));
  });

  it('wasmBinary of another valid module: a TypeError naming the build, with the reason, nothing printed', async () => {
    // The smallest valid module: it exports nothing this package needs and imports nothing it gives.
    const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
    const error = await rejection(init({ wasmBinary: empty, simd: false }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(
      /^positional-encoding: init option wasmBinary could not be instantiated as this package's baseline build/,
    );
    expect(error.message).not.toMatch(/ASSERTIONS/);
    expect(printed).toEqual([]);
  });

  it.each([
    ['a number', { locateFile: 5 }, /^positional-encoding: init option locateFile must be a function .*got 5/],
    ['a string', { locateFile: '/wasm/' }, /^positional-encoding: init option locateFile must be a function/],
    [
      'wasmBinary a string',
      { wasmBinary: 'AGFzbQ==' },
      /^positional-encoding: init option wasmBinary must be an ArrayBuffer or a Uint8Array/,
    ],
    ['wasmBinary an array', { wasmBinary: [0, 97, 115, 109] }, /^positional-encoding: init option wasmBinary must be/],
    ['simd a string', { simd: 'false' }, /^positional-encoding: init option simd must be a boolean; got "false"/],
  ])('%s: a prefixed TypeError', async (_what, options, message) => {
    const error = await rejection(init(options));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(message);
    expect(printed).toEqual([]);
  });
});

describe('init({ locateFile }) in Node (item 10)', () => {
  it.each([
    ['a path', () => BASELINE],
    ['a file: URL', () => pathToFileURL(BASELINE).href],
    ['a path built from the prefix', (name: string, prefix: string) => fileURLToPath(new URL(name, prefix))],
  ])('reads the bytes from %s', async (_what, locate) => {
    const asked: string[] = [];
    await init({
      simd: false,
      locateFile: (name: string, prefix: string) => {
        asked.push(name);
        return (locate as (name: string, prefix: string) => string)(name, prefix);
      },
    });
    expect(asked).toEqual(['positional_encoding_baseline.wasm']);
    expect(lib.runtimeInfo().simd).toBe(false);
    expect(lib.sinusoidal(1, 2)).toEqual(new Float32Array([0, 1]));
  });

  it('refuses an http(s) URL clearly, pointing at wasmBinary', async () => {
    const error = await rejection(init({ locateFile: () => 'https://cdn.example.com/x.wasm' }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(
      /^positional-encoding: in Node, init option locateFile must return a file path or a file: URL; got "https:/,
    );
    expect(error.message).toMatch(/wasmBinary/);
  });

  it('says which file it could not read, and that locateFile named it', async () => {
    const error = await rejection(init({ locateFile: () => '/nowhere/x.wasm' }));
    expect(error.message).toMatch(
      /^positional-encoding: cannot read the WebAssembly file \/nowhere\/x\.wasm \(returned by init option locateFile\)/,
    );
    expect(printed).toEqual([]);
  });

  it('refuses a locateFile that returns something other than a string', async () => {
    const error = await rejection(init({ locateFile: () => 42 }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/locateFile must return a string/);
  });

  it('still accepts the bytes themselves', async () => {
    await init({ simd: false, wasmBinary: readFileSync(BASELINE) });
    expect(lib.runtimeInfo().simd).toBe(false);
  });
});

describe('one module per page (item 12)', () => {
  it('init() then init({ simd: false }) rejects instead of silently staying on SIMD', async () => {
    await init({ simd: true });
    const error = await rejection(init({ simd: false }));
    expect(error.message).toMatch(/^positional-encoding: init\(\{ simd: false \}\) after the SIMD build was loaded/);
    expect(lib.runtimeInfo().simd).toBe(true);
    await expect(init({ simd: true })).resolves.toBeUndefined();
    await expect(init()).resolves.toBeUndefined();
  });

  it('the same holds the other way round', async () => {
    await init({ simd: false });
    await expect(init({ simd: true })).rejects.toThrow(/after the baseline build was loaded/);
  });
});
