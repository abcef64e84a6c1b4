// Behaviour of a module that has not been initialised yet. Each test imports a fresh copy of the
// library (vi.resetModules), because init() state is module-wide.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Library = typeof import('../../web/lib/index.js');

async function freshLibrary(): Promise<Library> {
  vi.resetModules();
  return import('../../web/lib/index.js');
}

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

let lib: Library;

beforeEach(async () => {
  lib = await freshLibrary();
});

describe('before init()', () => {
  it.each([
    ['sinusoidal', () => lib.sinusoidal(6, 4)],
    ['addPositionalEncoding', () => lib.addPositionalEncoding(new Float32Array(24), [1, 6, 4])],
    ['PositionalEncoding', () => new lib.PositionalEncoding({ dModel: 4 })],
    ['runtimeInfo', () => lib.runtimeInfo()],
  ])('%s throws an Error that says to await init()', (_, call) => {
    const error = thrownBy(call);
    // A plain Error: the arguments are fine, the call just came too early.
    expect((error as Error | undefined)?.constructor).toBe(Error);
    expect((error as Error).message).toMatch(/await init\(\)/);
  });

  it('works once init() has resolved', async () => {
    await lib.init();
    expect(lib.sinusoidal(1, 2)).toEqual(new Float32Array([0, 1]));
  });
});

describe('init(options)', () => {
  it('rejects an unknown option with a TypeError naming it, and can be retried', async () => {
    const init = lib.init as (options?: unknown) => Promise<void>;
    await expect(init({ wasmBinry: new Uint8Array(0) })).rejects.toThrowError(TypeError);
    await expect(init({ wasmBinry: new Uint8Array(0) })).rejects.toThrowError(/"wasmBinry"/);
    await expect(init({ simd: 'yes' })).rejects.toThrowError(TypeError);
    await expect(init(null)).rejects.toThrowError(TypeError);
    // A failed load is not cached.
    await expect(init()).resolves.toBeUndefined();
    expect(lib.sinusoidal(1, 2)).toEqual(new Float32Array([0, 1]));
  });

  it('loads the requested build', async () => {
    await lib.init({ simd: false });
    expect(lib.runtimeInfo().simd).toBe(false);
  });
});
