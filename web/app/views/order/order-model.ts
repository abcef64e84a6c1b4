// The word-order view's numbers: both sentences' token vectors without and with PE (the package's
// addPositionalEncoding), each pooled by a plain mean and by self-attention, and how the two
// sentences' pooled vectors compare at the decimals the tables print.
import { addPositionalEncoding } from 'positional-encoding';
import { EMBEDDING, SENTENCE_A, SENTENCE_B, type Word } from '../../documents/word-order.js';
import { meanPool, selfAttentionMeanPool, type Rows } from './pooling.js';

export const DECIMALS = 4;
/** A difference shows as non-zero at DECIMALS decimals from this size on. */
export const VISIBLE = 0.5 * 10 ** -DECIMALS;

/** The rows of a sentence's word vectors, first dModel columns, as float32 (the package's type). */
function sentenceRows(sentence: readonly Word[], dModel: number): Float32Array {
  return Float32Array.from(sentence.flatMap((word) => EMBEDDING[word].slice(0, dModel)));
}

function difference(a: Float64Array, b: Float64Array): Float64Array {
  return a.map((v, j) => v - b[j]!);
}

export interface Comparison {
  a: Float64Array;
  b: Float64Array;
  diff: Float64Array;
  differing: boolean[];
}

function compare(pool: (rows: Rows) => Float64Array, a: Float32Array, b: Float32Array, dModel: number): Comparison {
  const pooledA = pool({ values: a, count: 3, dModel });
  const pooledB = pool({ values: b, count: 3, dModel });
  const diff = difference(pooledA, pooledB);
  return { a: pooledA, b: pooledB, diff, differing: Array.from(diff, (v) => Math.abs(v) >= VISIBLE) };
}

type Verdict = 'identical' | 'rounding' | 'differ';

export function verdictOf(comparison: Comparison): Verdict {
  if (comparison.differing.some(Boolean)) return 'differ';
  return comparison.diff.every((v) => v === 0) ? 'identical' : 'rounding';
}

export function verdict(comparison: Comparison): string {
  const count = comparison.differing.filter(Boolean).length;
  const largest = Math.max(...comparison.diff.map(Math.abs));
  if (verdictOf(comparison) === 'identical') return 'identical';
  if (verdictOf(comparison) === 'rounding') {
    return `equal up to the float32 rounding of x + PE (largest difference ${largest.toExponential(1)})`;
  }
  return `different in ${count} of ${comparison.diff.length} components (largest ${largest.toFixed(DECIMALS)})`;
}

export const NAME_A = SENTENCE_A.join(' ');
export const NAME_B = SENTENCE_B.join(' ');

/** The numbers of one draw: both sentences without and with PE, and each pooled comparison. */
export interface OrderNumbers {
  dModel: number;
  base: number;
  plainA: Float32Array;
  plainB: Float32Array;
  withPeA: Float32Array;
  withPeB: Float32Array;
  meanPlain: Comparison;
  attentionPlain: Comparison;
  meanPe: Comparison;
  attentionPe: Comparison;
}

export function orderNumbers(dModel: number, base: number): OrderNumbers {
  const plainA = sentenceRows(SENTENCE_A, dModel);
  const plainB = sentenceRows(SENTENCE_B, dModel);
  const shape: [number, number, number] = [1, 3, dModel];
  const withPeA = addPositionalEncoding(plainA, shape, { base });
  const withPeB = addPositionalEncoding(plainB, shape, { base });
  return {
    dModel,
    base,
    plainA,
    plainB,
    withPeA,
    withPeB,
    meanPlain: compare(meanPool, plainA, plainB, dModel),
    attentionPlain: compare(selfAttentionMeanPool, plainA, plainB, dModel),
    meanPe: compare(meanPool, withPeA, withPeB, dModel),
    attentionPe: compare(selfAttentionMeanPool, withPeA, withPeB, dModel),
  };
}
