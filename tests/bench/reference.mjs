// Accuracy for the benchmark: the formula in float64, rounded once to float32, and the largest
// absolute difference from it over a whole output.
import { BASE } from './plain-js.mjs';

/**
 * PE(k, 2i) = sin(k / n^(2i/d)), PE(k, 2i+1) = cos(k / n^(2i/d)) in float64, each value rounded
 * to float32. Rows 0 … L-1 of a longer table are the same, so one table serves every length.
 */
export function sinusoidalReference(length, dModel, n = BASE) {
  const pe = new Float32Array(length * dModel);
  const denominators = new Float64Array(Math.ceil(dModel / 2));
  for (let i = 0; i < denominators.length; i++) denominators[i] = Math.pow(n, (2 * i) / dModel);
  for (let k = 0; k < length; k++) {
    const row = k * dModel;
    for (let i = 0; i < denominators.length; i++) {
      const theta = k / denominators[i];
      pe[row + 2 * i] = Math.sin(theta);
      if (2 * i + 1 < dModel) pe[row + 2 * i + 1] = Math.cos(theta);
    }
  }
  return pe;
}

/** max |actual − expected| over every element; NaN anywhere gives NaN. */
export function maxAbsError(actual, expected) {
  if (actual.length !== expected.length) {
    throw new Error(`length mismatch: ${actual.length} vs ${expected.length}`);
  }
  let worst = 0;
  for (let j = 0; j < actual.length; j++) {
    const e = Math.abs(actual[j] - expected[j]);
    if (!(e <= worst)) worst = e;
  }
  return worst;
}

/**
 * For y = scale·x + pe over [batch, L, d]: max |y − fround(fround(scale·x) + ref)|, i.e. against
 * the float32 computation with the exact (rounded) table, so only the table's error and its
 * effect on the final rounding show. `scale` is taken as the float32 the kernel uses.
 */
export function maxAbsErrorFused(y, x, batch, referenceTable, scale) {
  const s = Math.fround(scale);
  const perSequence = referenceTable.length;
  if (y.length !== x.length || x.length !== batch * perSequence) throw new Error('shape mismatch');
  let worst = 0;
  for (let b = 0; b < batch; b++) {
    const at = b * perSequence;
    for (let j = 0; j < perSequence; j++) {
      const expected = Math.fround(Math.fround(s * x[at + j]) + referenceTable[j]);
      const e = Math.abs(y[at + j] - expected);
      if (!(e <= worst)) worst = e;
    }
  }
  return worst;
}

/** FNV-1a over the float32 bit patterns: equal hashes mean (practically) identical tables. */
export function hashFloats(values) {
  const words = new Uint32Array(values.buffer, values.byteOffset, values.length);
  let h = 0x811c9dc5;
  for (let j = 0; j < words.length; j++) h = Math.imul(h ^ words[j], 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}
