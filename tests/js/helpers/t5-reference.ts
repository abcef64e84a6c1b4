// Hugging Face's T5Attention._relative_position_bucket in float64 JavaScript, with every float32
// step of torch's CPU evaluation written out with Math.fround: the reference the library's bucket
// ids are tested against (never shipped).

export interface T5Parameters {
  bidirectional: boolean;
  numBuckets: number;
  maxDistance: number;
}

/** How the logarithm's float32 value is obtained from the float64 one (for the what-if checks). */
export type Float32Log = (ratio: number) => number;

/** The correctly rounded float32 log, when Math.log is far enough from a rounding midpoint (checked by the tests). */
export const roundedLog: Float32Log = (ratio) => Math.fround(Math.log(ratio));

/** The buckets of one direction and the `max_exact` of that half. */
export function halves({ bidirectional, numBuckets }: T5Parameters): { buckets: number; maxExact: number } {
  const buckets = bidirectional ? Math.floor(numBuckets / 2) : numBuckets;
  return { buckets, maxExact: Math.floor(buckets / 2) };
}

/**
 * The logarithmic part for n >= max_exact, before the clamp:
 *   trunc(f32(f32(logf(f32(n) / max_exact) / f32(math.log(max_distance / max_exact))) * (B - max_exact)))
 * `division` 'cpu' divides by the float32 scalar (torch CPU); 'cuda' multiplies by its float32
 * reciprocal (torch's CUDA kernel for a CPU scalar divisor).
 */
export function logarithmicPart(
  n: number,
  p: T5Parameters,
  log: Float32Log = roundedLog,
  division: 'cpu' | 'cuda' = 'cpu',
): number {
  const { buckets, maxExact } = halves(p);
  const ratio = Math.fround(Math.fround(n) / maxExact);
  const range = Math.fround(Math.log(p.maxDistance / maxExact));
  const logged = log(ratio);
  const divided = division === 'cpu' ? Math.fround(logged / range) : Math.fround(logged * Math.fround(1 / range));
  return Math.trunc(Math.fround(divided * (buckets - maxExact)));
}

/** The bucket id of relative position r = key − query. */
export function t5BucketReference(
  r: number,
  p: T5Parameters,
  log: Float32Log = roundedLog,
  division: 'cpu' | 'cuda' = 'cpu',
): number {
  const { buckets, maxExact } = halves(p);
  let offset = 0;
  let n: number;
  if (p.bidirectional) {
    offset = r > 0 ? buckets : 0;
    n = Math.abs(r);
  } else {
    n = Math.max(-r, 0);
  }
  if (n < maxExact) return offset + n;
  return offset + Math.min(maxExact + logarithmicPart(n, p, log, division), buckets - 1);
}

/** The same formula evaluated in float64 throughout (what a NumPy float64 port would give). */
export function t5BucketFloat64(r: number, p: T5Parameters): number {
  const { buckets, maxExact } = halves(p);
  const offset = p.bidirectional && r > 0 ? buckets : 0;
  const n = p.bidirectional ? Math.abs(r) : Math.max(-r, 0);
  if (n < maxExact) return offset + n;
  const large =
    maxExact + Math.trunc((Math.log(n / maxExact) / Math.log(p.maxDistance / maxExact)) * (buckets - maxExact));
  return offset + Math.min(large, buckets - 1);
}
