// addPositionalEncoding: y = fl(fl(scale·x) + pe), broadcast over the batch, returned as an owned
// array (or written into x / out), with x left alone unless inPlace.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { addPositionalEncoding, sinusoidal } from '../../web/lib/index.js';
import { bitIdentical } from './helpers/float32.js';

function embeddings(count: number, seed = 99): Float32Array {
  const x = new Float32Array(count);
  let state = seed;
  for (let k = 0; k < count; k += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    x[k] = (state / 2 ** 32) * 6 - 3;
  }
  return x;
}

/**
 * fl(fl(scale·x) + pe) in JavaScript. A product or sum of two float32 values computed in float64
 * and then rounded to float32 is the correctly rounded float32 result (float64 has more than
 * 2·24 + 2 bits), so this reproduces float32 arithmetic exactly.
 */
function expectedSum(
  x: Float32Array,
  [batch, length, dModel]: readonly number[],
  pe: Float32Array,
  scale: number,
): Float32Array {
  const y = new Float32Array(x.length);
  for (let k = 0; k < x.length; k += 1) {
    y[k] = Math.fround(Math.fround(scale * x[k]!) + pe[k % (length! * dModel!)]!);
  }
  expect(x.length).toBe(batch! * length! * dModel!);
  return y;
}

beforeAll(async () => {
  await init();
});

describe('addPositionalEncoding', () => {
  it.each([
    { shape: [3, 6, 4], options: {} },
    { shape: [2, 130, 7], options: { base: 100 } },
    { shape: [2, 20, 9], options: { offset: 999000, layout: 'split' } },
  ] as const)('equals fround(x + pe) broadcast over the batch: $shape $options', ({ shape, options }) => {
    const [, length, dModel] = shape;
    const x = embeddings(shape[0] * length * dModel);
    const pe = sinusoidal(length, dModel, options);
    expect(bitIdentical(addPositionalEncoding(x, [...shape], options), expectedSum(x, shape, pe, 1))).toBe(true);
  });

  it.each([4, 7, 512])("scale 'sqrt' is fl(fl(√d·x) + pe) with √d rounded to float32 (d = %i)", (dModel) => {
    // The C++ API takes scale as a float, so √d is rounded to float32 before the product.
    const shape = [2, 10, dModel];
    const x = embeddings(2 * 10 * dModel);
    const y = addPositionalEncoding(x, [2, 10, dModel], { scale: 'sqrt' });
    expect(bitIdentical(y, expectedSum(x, shape, sinusoidal(10, dModel), Math.fround(Math.sqrt(dModel))))).toBe(true);
  });

  it('a numeric scale multiplies x first', () => {
    const x = embeddings(2 * 6 * 4);
    const y = addPositionalEncoding(x, [2, 6, 4], { scale: -0.75 });
    expect(bitIdentical(y, expectedSum(x, [2, 6, 4], sinusoidal(6, 4), -0.75))).toBe(true);
  });

  it('leaves x unchanged when not in place', () => {
    const x = embeddings(3 * 6 * 4);
    const copy = x.slice();
    const y = addPositionalEncoding(x, [3, 6, 4]);
    expect(y).not.toBe(x);
    expect(bitIdentical(x, copy)).toBe(true);
  });

  it('inPlace writes the result into x and returns x itself', () => {
    const x = embeddings(3 * 6 * 4);
    const expected = addPositionalEncoding(x, [3, 6, 4], { scale: 'sqrt' });
    const y = addPositionalEncoding(x, [3, 6, 4], { scale: 'sqrt', inPlace: true });
    expect(y).toBe(x);
    expect(bitIdentical(x, expected)).toBe(true);
  });

  it('out: a Float32Array is filled and returned', () => {
    const x = embeddings(24);
    const out = new Float32Array(24);
    expect(addPositionalEncoding(x, [1, 6, 4], { out })).toBe(out);
    expect(bitIdentical(out, addPositionalEncoding(x, [1, 6, 4]))).toBe(true);
  });

  it('returns owned arrays, not views of wasm memory', () => {
    const x = embeddings(3 * 6 * 4);
    const first = addPositionalEncoding(x, [3, 6, 4]);
    const firstCopy = first.slice();
    const second = addPositionalEncoding(embeddings(3 * 6 * 4, 5), [3, 6, 4]);
    const table = sinusoidal(6, 4);
    for (const result of [first, second, table]) {
      // Its own buffer, exactly its size: not a window on the module's heap.
      expect(result.byteOffset).toBe(0);
      expect(result.buffer.byteLength).toBe(result.length * 4);
    }
    expect(second.buffer).not.toBe(first.buffer);
    expect(table.buffer).not.toBe(first.buffer);
    // Later calls reuse the same wasm memory; the first result must not change.
    sinusoidal(1000, 64);
    expect(bitIdentical(first, firstCopy)).toBe(true);
  });
});
