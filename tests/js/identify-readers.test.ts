// parseTensor and readNpy: every text and .npy form the issue lists, and bad input refused with
// the problem named (NaN/Inf with its place, ragged rows, wrong sizes, summarised printouts,
// empty input, files over 256 MB before reading); and identifyEncoding's own argument checks.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { formatNumpyArray, identifyEncoding, parseTensor, readNpy, sinusoidal } from '../../web/lib/index.js';

beforeAll(() => init());

/** A .npy file as numpy.save writes it (version 1 header padded to 64 bytes). */
function npy(descr: string, shape: number[], data: ArrayBufferView, fortran = false, version = 1): Uint8Array {
  const dict = `{'descr': '${descr}', 'fortran_order': ${fortran ? 'True' : 'False'}, 'shape': (${shape.join(', ')}${shape.length === 1 ? ',' : ''}), }`;
  const pre = version === 1 ? 10 : 12;
  const total = Math.ceil((pre + dict.length + 1) / 64) * 64;
  const header = dict.padEnd(total - pre - 1, ' ') + '\n';
  const out = new Uint8Array(total + data.byteLength);
  out.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, version, 0]);
  const view = new DataView(out.buffer);
  if (version === 1) view.setUint16(8, header.length, true);
  else view.setUint32(8, header.length, true);
  out.set(new TextEncoder().encode(header), pre);
  out.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), total);
  return out;
}

describe('parseTensor', () => {
  it('JSON nested arrays, CSV, NumPy and PyTorch printouts', () => {
    expect(parseTensor('[[1, 2, 3], [4, 5, 6]]')).toEqual({ values: Float64Array.of(1, 2, 3, 4, 5, 6), shape: [2, 3] });
    expect(parseTensor('a,b\n1,2\n3,4\n')).toEqual({ values: Float64Array.of(1, 2, 3, 4), shape: [2, 2] });
    expect(parseTensor('array([[0.  , 1.  ],\n       [0.84, 0.54]], dtype=float32)').shape).toEqual([2, 2]);
    const torch = parseTensor(
      "tensor([[ 1.0000e+00,  5.4030e-01],\n        [-4.1615e-01, -9.8999e-01]], device='cuda:0')",
    );
    expect(Array.from(torch.values)).toEqual([1, 0.5403, -0.41615, -0.98999]);
    expect(parseTensor('[[[1 2]\n  [3 4]]]').shape).toEqual([1, 2, 2]);
  });

  it("reads the package's own formatNumpyArray output", () => {
    const table = sinusoidal(4, 6);
    const parsed = parseTensor(formatNumpyArray(table, [4, 6]));
    expect(parsed.shape).toEqual([4, 6]);
    parsed.values.forEach((v, i) => expect(Math.abs(v - table[i]!)).toBeLessThan(1e-8));
    expect(identifyEncoding(parsed.values, parsed.shape).matches[0]?.options).toEqual({ base: 10000 });
  });

  it('refuses summarised printouts naming what is missing and how to print it whole', () => {
    const rows = '[[0. 1.]\n [0.84 0.54]\n ...\n [0.1 0.9]]';
    expect(() => parseTensor(rows)).toThrow(
      /summarised with '\.\.\.': rows are missing after line 2.*threshold=sys\.maxsize/,
    );
    expect(() => parseTensor('[[0. 1. ... 0. 1.]]')).toThrow(/columns are missing on line 1.*profile='full'/);
  });

  it('refuses NaN and ±Inf saying where, ragged rows, empty input and words', () => {
    expect(() => parseTensor('[[1, 2], [3, nan]]')).toThrow(/\[1, 1\] is nan/);
    expect(() => parseTensor('1,2\n3,-inf')).toThrow(/line 2, column 2 is -inf/);
    expect(() => parseTensor('[[1, 2], [3]]')).toThrow(/ragged rows: row \[1\] holds 1 items, the first holds 2/);
    expect(() => parseTensor('1,2\n3')).toThrow(/ragged rows: line 2 holds 1 numbers/);
    expect(() => parseTensor('  \n')).toThrow(RangeError);
    expect(() => parseTensor('')).toThrow(/empty/);
    expect(() => parseTensor('[[1, x]]')).toThrow(TypeError);
  });
});

describe('readNpy', () => {
  it('float16/32/64 and int32/64, versions 1–3, C and Fortran order', () => {
    expect(readNpy(npy('<f4', [2, 3], Float32Array.of(1, 2, 3, 4, 5, 6)))).toEqual({
      values: Float64Array.of(1, 2, 3, 4, 5, 6),
      shape: [2, 3],
    });
    // Fortran: column-major bytes of [[1, 2, 3], [4, 5, 6]].
    expect(Array.from(readNpy(npy('<f8', [2, 3], Float64Array.of(1, 4, 2, 5, 3, 6), true)).values)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(Array.from(readNpy(npy('<f2', [3], Uint16Array.of(0x3c00, 0xb800, 0x0001))).values)).toEqual([
      1,
      -0.5,
      2 ** -24,
    ]);
    expect(Array.from(readNpy(npy('<i4', [2], Int32Array.of(-3, 7), false, 2)).values)).toEqual([-3, 7]);
    expect(Array.from(readNpy(npy('<i8', [2], BigInt64Array.of(-3n, 9007199254740991n), false, 3)).values)).toEqual([
      -3, 9007199254740991,
    ]);
  });

  it('refuses bad files naming the problem', () => {
    expect(() => readNpy(new Uint8Array(0))).toThrow(/empty/);
    expect(() => readNpy(new TextEncoder().encode('not numpy at all'))).toThrow(/not a \.npy file/);
    expect(() => readNpy(npy('<f4', [2, 2], Float32Array.of(1, NaN, 3, 4)))).toThrow(/value \[0, 1\] is NaN/);
    expect(() => readNpy(npy('<f4', [3, 3], Float32Array.of(1, 2)))).toThrow(/needs 36 bytes/);
    expect(() => readNpy(npy('<c8', [1], Float32Array.of(1, 2)))).toThrow(/dtype <c8/);
    // Over 256 MB: refused on the length alone (a view, nothing read).
    const huge = { length: 256 * 1024 * 1024 + 1 } as unknown as Uint8Array;
    Object.setPrototypeOf(huge, Uint8Array.prototype);
    expect(() => readNpy(huge)).toThrow(/over 256 MB/);
  });
});

describe('identifyEncoding arguments', () => {
  it('names the problem', () => {
    expect(() => identifyEncoding([1, 2] as unknown as Float32Array, [2])).toThrow(TypeError);
    expect(() => identifyEncoding(new Float32Array(6), [2, 2])).toThrow(/holds 4 values but values\.length is 6/);
    expect(() => identifyEncoding(Float32Array.of(0, NaN), [1, 2])).toThrow(/values\[1\] is NaN \(index \[0, 1\]\)/);
    expect(() => identifyEncoding(Float32Array.of(0, Infinity), [2])).toThrow(/Infinity/);
    expect(() => identifyEncoding(new Float32Array(0), [0])).toThrow(/empty/);
    expect(() => identifyEncoding(new Float32Array(4), [2, 2], { kind: 'x' as never })).toThrow(/options\.kind/);
    expect(() => identifyEncoding(new Float32Array(4), [2, 2], { positions: Int32Array.of(0) })).toThrow(
      /1 positions for 2 rows/,
    );
  });
});
