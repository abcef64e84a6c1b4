// The two helpers behind the tutorial view's printouts, against numpy itself (1.24; the expected
// strings and numbers below were printed by numpy): np.random.seed(s); np.random.rand(...) and
// print(array) with default options.
import { describe, expect, it } from 'vitest';
import { numpyRand } from '../../web/app/figures/mt19937.js';
import { formatNumpyArray } from '../../web/lib/format-numpy.js';

describe('numpyRand (MT19937 as np.random.seed + np.random.rand)', () => {
  it("gives numpy's stream for seeds 0 and 42", () => {
    const seed0 = numpyRand(0, 6, 512);
    expect(Array.from(seed0.subarray(0, 6))).toEqual([
      0.5488135039273248, 0.7151893663724195, 0.6027633760716439, 0.5448831829968969, 0.4236547993389047,
      0.6458941130666561,
    ]);
    expect(seed0[5 * 512 + 508]).toBe(0.7475763636496067); // past the first 624-word twist
    expect(seed0[3071]).toBe(0.5505789181349441);
    expect(Array.from(numpyRand(42, 1, 3))).toEqual([0.3745401188473625, 0.9507143064099162, 0.7319939418114051]);
  });

  it('refuses a seed numpy refuses', () => {
    expect(() => numpyRand(-1, 1, 1)).toThrow(RangeError);
    expect(() => numpyRand(2 ** 32, 1, 1)).toThrow(RangeError);
  });
});

describe('formatNumpyArray (print(array) as numpy writes it)', () => {
  it("prints the tutorial's PE table exactly as the tutorial shows it (float64 input)", () => {
    const d = 512;
    const pe = new Float64Array(6 * d);
    for (let pos = 0; pos < 6; pos++) {
      for (let i = 0; i < d / 2; i++) {
        const angle = pos * Math.exp(2 * i * -(Math.log(10000) / d));
        pe[pos * d + 2 * i] = Math.sin(angle);
        pe[pos * d + 2 * i + 1] = Math.cos(angle);
      }
    }
    expect(formatNumpyArray(pe, [6, d])).toBe(`[[ 0.00000000e+00  1.00000000e+00  0.00000000e+00 ...  1.00000000e+00
   0.00000000e+00  1.00000000e+00]
 [ 8.41470985e-01  5.40302306e-01  8.21856190e-01 ...  9.99999994e-01
   1.03663293e-04  9.99999995e-01]
 [ 9.09297427e-01 -4.16146837e-01  9.36414739e-01 ...  9.99999977e-01
   2.07326584e-04  9.99999979e-01]
 [ 1.41120008e-01 -9.89992497e-01  2.45085415e-01 ...  9.99999948e-01
   3.10989874e-04  9.99999952e-01]
 [-7.56802495e-01 -6.53643621e-01 -6.57166863e-01 ...  9.99999908e-01
   4.14653159e-04  9.99999914e-01]
 [-9.58924275e-01  2.83662185e-01 -9.93854779e-01 ...  9.99999856e-01
   5.18316441e-04  9.99999866e-01]]`);
  });

  it('switches to scientific notation for a span over 1e3 or a value below 1e-4, with the fewest digits', () => {
    expect(formatNumpyArray([0.5, -1.25, 3, 1e-3, 2, -0.125], [2, 3])).toBe(
      '[[ 5.00e-01 -1.25e+00  3.00e+00]\n [ 1.00e-03  2.00e+00 -1.25e-01]]',
    );
    expect(formatNumpyArray([1e-5, 1, -2.5, 300], [2, 2])).toBe('[[ 1.0e-05  1.0e+00]\n [-2.5e+00  3.0e+02]]');
  });

  it('pads fixed notation to a common width, trimming trailing zeros to spaces', () => {
    const scale = [1, 10, 100, 0.5];
    const values = Array.from({ length: 12 }, (_, k) => (k === 11 ? 1 : -1 + k * (2 / 11)) * scale[k % 4]!);
    expect(formatNumpyArray(values, [3, 4])).toBe(
      '[[ -1.          -8.18181818 -63.63636364  -0.22727273]\n' +
        ' [ -0.27272727  -0.90909091   9.09090909   0.13636364]\n' +
        ' [  0.45454545   6.36363636  81.81818182   0.5       ]]',
    );
  });

  it('summarises above 1000 elements (or the given threshold) and wraps at 75 characters', () => {
    const wave = Array.from({ length: 1200 }, (_, k) => Math.sin(k / 7));
    expect(formatNumpyArray(wave, [2, 600])).toBe(
      '[[ 0.          0.14237173  0.28184285 ... -0.44637714 -0.56923063\n' +
        '  -0.68048692]\n' +
        ' [-0.77787931 -0.8594236  -0.92345845 ...  0.97659087  0.9972675\n' +
        '   0.99762632]]',
    );
    const row = Array.from({ length: 512 }, (_, k) => Math.cos(k / 3));
    expect(formatNumpyArray(row, [512], 100)).toBe(
      '[1.         0.94495695 0.78588726 ... 0.99978652 0.93799475 0.77294279]',
    );
    expect(formatNumpyArray(row, [512]).split('\n')).toHaveLength(86); // all 512, six a line, as numpy
  });

  it('refuses a shape that does not match the values', () => {
    expect(() => formatNumpyArray([1, 2, 3], [2, 2])).toThrow(RangeError);
  });
});
