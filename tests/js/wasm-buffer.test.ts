// allocate() buffers: tables written straight into wasm memory, inputs read where they are, and
// every misuse (wrong length or type, a freed buffer, a stale view) reported by name.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { addPositionalEncoding, allocate, runtimeInfo, sinusoidal } from '../../web/lib/index.js';

beforeAll(() => init());

describe('allocate()', () => {
  it('gives a zero-filled buffer whose array sinusoidal fills without a copy', () => {
    const buffer = allocate(24);
    expect(Array.from(buffer.array)).toEqual(new Array(24).fill(0));
    const result = sinusoidal(6, 4, { base: 100, out: buffer });
    expect(result.buffer).toBe(buffer.array.buffer); // a view of wasm memory: no copy out
    expect(Array.from(result)).toEqual(Array.from(sinusoidal(6, 4, { base: 100 })));
    buffer.free();
  });

  it('fills a reused Float32Array passed as out and returns it', () => {
    const out = new Float32Array(24);
    expect(sinusoidal(6, 4, { base: 100, out })).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(sinusoidal(6, 4, { base: 100 })));
  });

  it('adds with x and out in wasm memory, and with every mix of buffers and arrays', () => {
    const shape: [number, number, number] = [2, 3, 4];
    const input = Float32Array.from({ length: 24 }, (_, i) => i / 10 - 1);
    const expected = addPositionalEncoding(input, shape, { scale: 'sqrt' });

    const x = allocate(24);
    const out = allocate(24);
    x.array.set(input);
    expect(Array.from(addPositionalEncoding(x, shape, { scale: 'sqrt', out }))).toEqual(Array.from(expected));
    expect(Array.from(x.array)).toEqual(Array.from(input)); // x untouched
    expect(Array.from(addPositionalEncoding(input, shape, { scale: 'sqrt', out }))).toEqual(Array.from(expected));
    expect(Array.from(addPositionalEncoding(x, shape, { scale: 'sqrt' }))).toEqual(Array.from(expected));
    const target = new Float32Array(24);
    expect(addPositionalEncoding(x, shape, { scale: 'sqrt', out: target })).toBe(target);
    expect(Array.from(target)).toEqual(Array.from(expected));
    addPositionalEncoding(x, shape, { scale: 'sqrt', inPlace: true });
    expect(Array.from(x.array)).toEqual(Array.from(expected));
    x.free();
    out.free();
  });

  it('reads a stale-prone view of wasm memory safely as x, and refuses it as out', () => {
    const buffer = allocate(24);
    buffer.array.fill(1);
    // Growing memory during the call would detach the view: the input is copied first.
    const y = addPositionalEncoding(buffer.array, [1, 6, 4]);
    expect(y[1]).toBeCloseTo(2, 6);
    expect(() => sinusoidal(6, 4, { out: buffer.array })).toThrow(TypeError);
    expect(() => sinusoidal(6, 4, { out: buffer.array })).toThrow(/allocate\(\) buffer itself/);
    buffer.free();
  });

  it('rejects an out of the wrong length or type, naming options.out', () => {
    const small = allocate(3);
    expect(() => sinusoidal(6, 4, { out: small })).toThrow(RangeError);
    expect(() => sinusoidal(6, 4, { out: new Float32Array(23) })).toThrow(
      /options\.out must hold length × dModel \(24\)/,
    );
    expect(() => sinusoidal(6, 4, { out: new Float64Array(24) as unknown as Float32Array })).toThrow(TypeError);
    expect(() => sinusoidal(6, 4, { out: [0] as unknown as Float32Array })).toThrow(/options\.out/);
    expect(() => addPositionalEncoding(new Float32Array(24), [1, 6, 4], { out: small })).toThrow(RangeError);
    expect(() =>
      // @ts-expect-error inPlace and out together is a type error too; JavaScript callers get the TypeError.
      addPositionalEncoding(new Float32Array(24), [1, 6, 4], { out: new Float32Array(24), inPlace: true }),
    ).toThrow(TypeError);
    small.free();
  });

  it('throws a clear Error for a freed buffer, whether read, written or passed in', () => {
    const buffer = allocate(24);
    buffer.free();
    expect(buffer.freed).toBe(true);
    expect(() => buffer.array).toThrow(/freed/);
    expect(() => sinusoidal(6, 4, { out: buffer })).toThrow(/freed/);
    expect(() => addPositionalEncoding(buffer, [1, 6, 4])).toThrow(/freed/);
    expect(() => buffer.free()).not.toThrow(); // a second free is harmless
  });

  it('rejects sizes outside [1, 2^28] by name', () => {
    for (const n of [0, -1, 1.5, NaN, 2 ** 28 + 1]) expect(() => allocate(n)).toThrow(RangeError);
    expect(() => allocate('4' as unknown as number)).toThrow(TypeError);
    expect(() => allocate(0)).toThrow(/\bn must be an integer in \[1, 268435456\]/);
  });

  it('returns memory to its level after free()', () => {
    const before = runtimeInfo().allocatedBytes;
    const buffers = Array.from({ length: 50 }, () => allocate(100_000));
    expect(runtimeInfo().allocatedBytes).toBeGreaterThanOrEqual(before + 50 * 400_000);
    for (const buffer of buffers) buffer.free();
    expect(runtimeInfo().allocatedBytes).toBe(before);
  });
});

describe('init() after loading', () => {
  it('still rejects unknown options', async () => {
    await expect(init({ simd: true, bogus: 1 } as never)).rejects.toThrow(TypeError);
    await expect(init()).resolves.toBeUndefined();
  });
});
