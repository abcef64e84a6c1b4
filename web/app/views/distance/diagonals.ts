// The numbers behind the relative-distance property: PE_t·PE_{t+k} read from the diagonals of
// dotProductMatrix(), and the closed form Σ_i cos(ω_i·k) it should equal for every t.

/**
 * Σ_{i < pairs} cos(ω_i·k) in float64, over the complete sin/cos pairs (⌊d_model/2⌋ of them: an
 * odd d_model's last sine has no cosine partner and is left out).
 */
export function closedForm(omega: Float64Array, pairs: number, k: number): number {
  let sum = 0;
  for (let i = 0; i < pairs; i++) sum += Math.cos(omega[i]! * k);
  return sum;
}

export interface DiagonalStats {
  k: number;
  /** Number of positions t with t + k inside the matrix. */
  count: number;
  closedForm: number;
  /** max over t of |PE_t·PE_{t+k} − closedForm|. */
  maxDeviation: number;
}

/** Statistics of diagonal k (0 <= k < length) of a length × length row-major matrix. */
export function diagonalStats(matrix: Float32Array, length: number, k: number, expected: number): DiagonalStats {
  let maxDeviation = 0;
  for (let t = 0; t + k < length; t++) {
    maxDeviation = Math.max(maxDeviation, Math.abs(matrix[t * length + t + k]! - expected));
  }
  return { k, count: length - k, closedForm: expected, maxDeviation };
}

/** "1, 2, 5, 10, 50" → distinct k in [0, maxK], at most `limit`; or why not. */
export function parseDistances(text: string, maxK: number, limit: number): { ks: number[] } | { error: string } {
  const tokens = text.split(/[\s,;]+/).filter((token) => token !== '');
  if (tokens.length === 0) return { error: `Enter 1 to ${limit} distances k, whole numbers from 0 to ${maxK}.` };
  const ks: number[] = [];
  for (const token of tokens) {
    const k = /^\d+$/.test(token) ? Number(token) : Number.NaN;
    if (!Number.isInteger(k)) return { error: `"${token}" is not a distance: use whole numbers from 0 to ${maxK}.` };
    if (k > maxK) return { error: `With ${maxK + 1} positions, k goes from 0 to ${maxK}.` };
    if (!ks.includes(k)) ks.push(k);
    if (ks.length > limit) return { error: `At most ${limit} distances at once.` };
  }
  return { ks };
}
