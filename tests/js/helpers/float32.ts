// Float32 measuring tools shared by the suites.

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** Spacing between fround(|x|) and the next larger float32: an upper bound on one float32 ulp at x. */
export function ulp32(x: number): number {
  f32[0] = Math.abs(x);
  const low = f32[0];
  u32[0]! += 1;
  return f32[0]! - low;
}

/** Largest |actual[k] - fround(reference[k])|: the contract's measure. */
export function maxErrorVsFround(actual: Float32Array, reference: ArrayLike<number>): number {
  if (actual.length !== reference.length) {
    throw new Error(`length mismatch: ${actual.length} vs ${reference.length}`);
  }
  let worst = 0;
  for (let k = 0; k < actual.length; k += 1) {
    const error = Math.abs(actual[k]! - Math.fround(reference[k]!));
    // NaN never compares greater: make it the worst possible error instead of hiding it.
    worst = Number.isNaN(error) ? Infinity : Math.max(worst, error);
  }
  return worst;
}

/** True when both arrays hold the same float32 bit patterns (so -0 differs from 0, NaNs compare). */
export function bitIdentical(a: Float32Array, b: Float32Array): boolean {
  if (a.length !== b.length) return false;
  const x = new Uint32Array(a.buffer, a.byteOffset, a.length);
  const y = new Uint32Array(b.buffer, b.byteOffset, b.length);
  for (let k = 0; k < x.length; k += 1) if (x[k] !== y[k]) return false;
  return true;
}

export interface Mismatch {
  index: number;
  actual: number;
  expected: number;
  difference: number;
  tolerance: number;
}

/**
 * Every element where |actual - expected| exceeds the tolerance (a number, or one per element).
 * Tests assert the list is empty, so a failure prints exactly which values are off and by how much.
 */
export function mismatches(
  actual: ArrayLike<number>,
  expected: ArrayLike<number>,
  tolerance: number | ((index: number) => number),
): Mismatch[] {
  if (actual.length !== expected.length) {
    throw new Error(`length mismatch: ${actual.length} vs ${expected.length}`);
  }
  const found: Mismatch[] = [];
  for (let index = 0; index < actual.length; index += 1) {
    const limit = typeof tolerance === 'number' ? tolerance : tolerance(index);
    const difference = Math.abs(actual[index]! - expected[index]!);
    if (!(difference <= limit)) {
      found.push({ index, actual: actual[index]!, expected: expected[index]!, difference, tolerance: limit });
    }
  }
  return found;
}
