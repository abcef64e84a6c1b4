// The ALiBi and T5 formulas as TeX, filled with the numbers the core returned for what the reader
// points at. Numbers are printed, never recomputed: the bias and the bucket come from the package.
import { formatNumber } from '../../format.js';

const tex = (value: number, digits = 6): string => formatNumber(value, digits);

/** m_h for a head count that is a power of two; the interpolation rule in words otherwise. */
export function slopeTex(head: number, heads: number, slope: number): string {
  const powerOfTwo = (heads & (heads - 1)) === 0;
  const rule = powerOfTwo
    ? String.raw`m_h = 2^{-8h/H} \quad\Rightarrow\quad m_{${head}} = 2^{-8\cdot ${head}/${heads}}`
    : String.raw`m_{${head}} = 2^{${tex(Math.log2(slope), 5)}}`;
  return String.raw`${rule} = ${tex(slope, 7)}`;
}

/** The bias of query i and key j for head h, with its value. */
export function alibiCellTex(i: number, j: number, slope: number, value: number, symmetric: boolean): string {
  if (!symmetric && j > i) return String.raw`b_{${i}${j}} = -\infty \quad (j > i\text{: the future is masked})`;
  const distance = symmetric ? String.raw`\lvert ${i} - ${j} \rvert` : String.raw`(${i} - ${j})`;
  return String.raw`b_{ij} = -m_h\,${symmetric ? String.raw`\lvert i - j\rvert` : '(i - j)'} = -${tex(slope, 7)}\cdot ${distance} = ${tex(value, 7)}`;
}

export interface BucketRule {
  d: number;
  bucket: number;
  /** Half the buckets when bidirectional, all of them otherwise (B'). */
  sideBuckets: number;
  exactBelow: number;
  maxDistance: number;
  bidirectional: boolean;
}

/** Which rule gave distance d its bucket, in words. */
export function bucketRegime(rule: BucketRule): 'future' | 'exact' | 'log' | 'last' {
  const n = rule.bidirectional ? Math.abs(rule.d) : -rule.d;
  if (n < 0) return 'future';
  if (n < rule.exactBelow) return 'exact';
  return n < rule.maxDistance ? 'log' : 'last';
}

export const REGIME_WORDS = {
  future: 'a later key: the decoder puts every future distance in bucket 0',
  exact: 'an exact bucket: one per distance',
  log: 'a logarithmic bucket: shared with its neighbours',
  last: 'the last bucket: every distance from max_distance on',
} as const;

/** T5's bucket rule for distance d, filled with the preset's numbers and the package's answer. */
export function bucketTex(rule: BucketRule): string {
  const { d, bucket, sideBuckets, exactBelow, maxDistance, bidirectional } = rule;
  const n = bidirectional ? Math.abs(d) : -d;
  const shift = bidirectional && d > 0 ? String.raw`${sideBuckets} + ` : '';
  const shiftNote = bidirectional ? String.raw`\quad(+${sideBuckets}\text{ when } d > 0)` : '';
  switch (bucketRegime(rule)) {
    case 'future':
      return String.raw`d = ${d} > 0:\ \text{bucket} = 0`;
    case 'exact':
      return String.raw`\lvert d\rvert < ${exactBelow}:\ \text{bucket} = ${shift}\lvert d\rvert = ${bucket}${shiftNote}`;
    case 'log':
      return String.raw`\text{bucket} = ${shift}${exactBelow} + \left\lfloor \frac{\ln(${n}/${exactBelow})}{\ln(${maxDistance}/${exactBelow})}\,(${sideBuckets} - ${exactBelow}) \right\rfloor = ${bucket}`;
    case 'last':
      return String.raw`\lvert d\rvert \ge ${maxDistance}:\ \text{bucket} = ${shift}${sideBuckets - 1} = ${bucket}`;
  }
}
