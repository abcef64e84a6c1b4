// Identifying ALiBi (slopes, or a heads × length × keyLength bias) and T5 bucket-id matrices.
// ALiBi's slopes are read off the bias (−bias / distance) and compared with alibiSlopes; a set
// that is the first heads of another head count's slopes (the power-of-two rule applied to the
// wrong count) is named. T5's settings are solved from the matrix: the offset from where
// distance 0 (bucket 0) sits, numBuckets from the end of the exact buckets, maxDistance from the
// interval every logarithmic bucket allows; then t5BucketMatrix confirms.
import { alibiBias, alibiSlopes, t5BucketMatrix } from './public-attention.js';
import { compareTables, fmt } from './identify-compare.js';
import type { Attempt } from './identify-sinusoid.js';
import type { DetectedPrecision, EncodingMatch } from './identify-types.js';

/** "ALiBi slopes of 16 heads, used for 12" when the slopes are another count's first ones. */
function wrongHeadCount(slopes: ArrayLike<number>, heads: number): string | null {
  const m0 = slopes[0]!;
  if (!(m0 > 0 && m0 < 1)) return null;
  const c = -8 / Math.log2(m0);
  for (const n of new Set([Math.round(c), 2 * Math.round(c), Math.round(c) + 1])) {
    if (n === heads || n < heads || n > 65536) continue;
    const other = alibiSlopes(n);
    let same = true;
    for (let h = 0; h < heads && same; h++) same = Math.abs(other[h]! - slopes[h]!) <= 1e-6 * other[h]!;
    if (same) return `ALiBi slopes of ${n} heads, used for ${heads}`;
  }
  return null;
}

/**
 * "the power-of-two formula 2^(−8k/n) applied to 12 heads" when every slope is 2^(−8k/heads) for a
 * head count that is not a power of two: the paper (and BLOOM's get_slopes) takes the slopes of the
 * power of two below it and fills the rest with every other slope of twice that.
 */
function powerOfTwoFormula(slopes: ArrayLike<number>, heads: number): string | null {
  if (Number.isInteger(Math.log2(heads))) return null;
  for (let h = 0; h < heads; h++) {
    const formula = 2 ** ((-8 * (h + 1)) / heads);
    if (!(Math.abs(slopes[h]! - formula) <= 1e-6 * formula)) return null;
  }
  const below = 2 ** Math.floor(Math.log2(heads));
  return (
    `the power-of-two formula 2^(−8k/n) applied to ${heads} heads: ${heads} is not a power of two, so ALiBi ` +
    `takes the slopes of ${below} heads and every other slope of ${2 * below} for the other ${heads - below}`
  );
}

function slopeMatch(
  slopes: Float64Array,
  heads: number,
  format: DetectedPrecision,
  attempts: Attempt[],
  diagnosis: string[],
): boolean {
  const expected = alibiSlopes(heads);
  const cmp = compareTables(slopes, expected, format, 0, 0);
  if (cmp.within) return true;
  attempts.push({ tried: `alibi slopes of ${heads} heads`, maxError: cmp.maxError });
  const wrong = wrongHeadCount(slopes, heads) ?? powerOfTwoFormula(slopes, heads);
  if (wrong) diagnosis.push(wrong);
  return false;
}

export function identifyAlibi(
  values: Float32Array | Float64Array,
  shape: readonly number[],
  format: DetectedPrecision,
  attempts: Attempt[],
  diagnosis: string[],
): EncodingMatch[] {
  if (shape.length === 1) {
    const heads = shape[0]!;
    const slopes = Float64Array.from(values);
    if (!slopeMatch(slopes, heads, format, attempts, diagnosis)) return [];
    const cmp = compareTables(values, alibiSlopes(heads), format, 0, 0);
    return [
      {
        kind: 'alibi',
        options: { heads },
        maxError: cmp.maxError,
        worstIndex: cmp.worstIndex,
        precision: format,
        call: `alibiSlopes(${heads})`,
        departures: [],
      },
    ];
  }
  if (shape.length !== 3) {
    attempts.push({ tried: 'alibi (needs slopes or a heads × length × keyLength bias)', maxError: Infinity });
    return [];
  }
  const [heads, length, keyLength] = shape as [number, number, number];
  const at = (h: number, i: number, j: number) => values[(h * length + i) * keyLength + j]!;
  // Query 0 sits at the first key whose bias is 0 in every head.
  let offset = -1;
  for (let j = 0; j < keyLength && offset < 0; j++) {
    let zero = true;
    for (let h = 0; h < heads && zero; h++) zero = at(h, 0, j) === 0;
    if (zero) offset = j;
  }
  if (offset < 0 || (offset === 0 && keyLength < 2 && length < 2)) {
    attempts.push({ tried: 'alibi bias: no diagonal of zeros', maxError: Infinity });
    return [];
  }
  const mode = offset + 1 < keyLength && at(0, 0, offset + 1) === -Infinity ? 'causal' : 'symmetric';
  const slopes = new Float64Array(heads);
  for (let h = 0; h < heads; h++) {
    if (offset > 0) slopes[h] = -at(h, 0, offset - 1);
    else if (length > 1) slopes[h] = -at(h, 1, 0);
    else slopes[h] = -at(h, 0, 1);
  }
  if (!slopeMatch(slopes, heads, format === 'float64' ? 'float32' : format, attempts, diagnosis)) return [];
  const options: Record<string, unknown> = {};
  if (keyLength !== length) options.keyLength = keyLength;
  if (mode !== 'causal') options.mode = mode;
  if (offset !== 0) options.offset = offset;
  const table = alibiBias(heads, length, { keyLength, mode, offset });
  const cmp = compareTables(values, table, format, 0, 0);
  if (!cmp.within) {
    attempts.push({ tried: `alibiBias(${heads}, ${length}, ${JSON.stringify(options)})`, maxError: cmp.maxError });
    return [];
  }
  return [
    {
      kind: 'alibi',
      options: { heads, ...options },
      maxError: cmp.maxError,
      worstIndex: cmp.worstIndex,
      precision: format,
      call: `alibiBias(${heads}, ${length}, ${JSON.stringify(options)})`,
      departures: [],
    },
  ];
}

export function identifyT5(
  values: Float32Array | Float64Array,
  shape: readonly number[],
  attempts: Attempt[],
): EncodingMatch[] {
  if (shape.length !== 2 || !values.every((v) => Number.isInteger(v) && v >= 0)) {
    attempts.push({ tried: 't5 (needs a queryLength × keyLength matrix of bucket ids)', maxError: Infinity });
    return [];
  }
  const [rows, cols] = shape as [number, number];
  const matches: EncodingMatch[] = [];
  let offset = -1;
  for (let j = 0; j < cols && offset < 0; j++) if (values[j] === 0) offset = j;
  if (offset < 0) offset = 0;
  // bucket of distance n (key − query) read from row 0, or from the column of key 0.
  const bucketAt = (n: number): number | undefined => {
    if (offset + n >= 0 && offset + n < cols) return values[offset + n];
    const i = -n - offset; // key 0 against query i: n = −(offset + i)
    if (n < 0 && i >= 0 && i < rows) return values[i * cols];
    return undefined;
  };
  for (const bidirectional of [true, false]) {
    const half = (nb: number) => (bidirectional ? nb / 2 : nb);
    // numBuckets: bidirectional puts distance +1 in bucket nb/2 + 1.
    const candidates = new Set<number>();
    const plusOne = bucketAt(1);
    if (bidirectional && plusOne !== undefined && plusOne > 1) candidates.add(2 * (plusOne - 1));
    // The exact buckets end where bucket(−n) first differs from n: max_exact = half/2.
    let n = 1;
    while (bucketAt(-n) === n) n++;
    if (bucketAt(-n) !== undefined && n > 1) candidates.add(bidirectional ? 4 * (n - 1) : 2 * (n - 1));
    // A logarithmic bucket can equal its distance (numBuckets 64, maxDistance 64: bucket 33 at
    // distance 33), and a small matrix may end inside the exact buckets: the usual counts follow.
    for (const nb of [32, 64, 128, 16, 256, 8, 512, 4, 1024]) candidates.add(nb);
    for (const numBuckets of candidates) {
      if (numBuckets < (bidirectional ? 4 : 2) || (bidirectional && numBuckets % 2)) continue;
      const h = half(numBuckets);
      const exact = Math.floor(h / 2);
      // Each logarithmic bucket b at distance d bounds ln(maxDistance/exact).
      let lo = Math.log(h / 2 + 1) - Math.log(exact);
      let hi = Infinity;
      // Past distances, and (bidirectional) future ones in the upper half of the buckets.
      const observed: [number, number][] = [];
      for (let d = exact; d < 1 << 20; d++) {
        const past = bucketAt(-d);
        const future = bidirectional ? bucketAt(d) : undefined;
        if (past === undefined && future === undefined) break;
        if (past !== undefined) observed.push([d, past]);
        if (future !== undefined) observed.push([d, future - h]);
      }
      for (const [d, b] of observed) {
        const k = b - exact;
        if (k < 0 || b >= h - 1) continue;
        const span = Math.log(d / exact) * (h - exact);
        if (k > 0) hi = Math.min(hi, span / k);
        lo = Math.max(lo, span / (k + 1));
      }
      const mdLo = Math.ceil(exact * Math.exp(lo) - 1e-9);
      const mdHi = hi === Infinity ? Infinity : Math.floor(exact * Math.exp(hi) + 1e-9);
      // The interval rarely narrows to one integer: round distances in it first, then its ends.
      const tries = [128, 256, 512, 1024, 2048, 64, 32, mdLo, mdLo + 1, mdHi].filter(
        (md) => md >= mdLo && md <= mdHi && md > h / 2,
      );
      for (const maxDistance of new Set(tries)) {
        const options: Record<string, unknown> = { bidirectional, numBuckets, maxDistance };
        if (offset) options.offset = offset;
        let table: Int32Array;
        try {
          table = t5BucketMatrix(rows, cols, options);
        } catch {
          continue;
        }
        const cmp = compareTables(values, table, 'float32', 0, 0);
        if (!cmp.within) {
          attempts.push({ tried: `t5 ${JSON.stringify(options)}`, maxError: cmp.maxError });
          continue;
        }
        matches.push({
          kind: 't5',
          options,
          maxError: cmp.maxError,
          worstIndex: cmp.worstIndex,
          precision: 'float32',
          call: `t5BucketMatrix(${rows}, ${cols}, ${JSON.stringify(options)})`,
          departures: [],
        });
        break;
      }
      if (matches.length) return matches;
    }
  }
  return matches;
}
