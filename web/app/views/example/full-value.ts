// How the stepper writes a value at full precision (titles, readouts): float32 results with the
// 9 significant digits that identify them, float64 ones as JavaScript prints them.
import { formatNumber } from '../../format.js';

export function float32Text(value: number): string {
  return formatNumber(value, 9);
}

export function float64Text(value: number): string {
  return String(value);
}

/** The i-th index of a row-major tensor of `shape`, as "[1, 2, 3]". */
export function indexText(flat: number, shape: readonly number[]): string {
  const indices: number[] = [];
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    indices.unshift(flat % shape[axis]!);
    flat = Math.floor(flat / shape[axis]!);
  }
  return `[${indices.join(', ')}]`;
}
