// The attention lab's inputs: the documents' tokens and embeddings (the article's 3 × 6 × 4 batch,
// the textbook's "John likes Jane" with the word-order view's made-up vectors, first 4 columns),
// and seeded projections W_q, W_k and a T5 bias table, drawn like numpy so they are reproducible:
//   np.random.seed(15); Wq = np.random.rand(4, 4) - 0.5; Wk = np.random.rand(4, 4) - 0.5
//   np.random.seed(16); t5_bias = np.random.rand(32, 1) * 2 - 1
// The projection x·W itself is computed by the core: see project().
import { attentionScores } from 'positional-encoding';
import { D_MODEL, PRINTED_EMBEDDINGS, SENTENCES, SEQ_LENGTH } from '../../documents/article.js';
import { EMBEDDING, SENTENCE_A } from '../../documents/word-order.js';
import { numpyRand } from '../../figures/mt19937.js';

export const LAB_D_MODEL = D_MODEL;
export const LAB_HEAD_DIM = D_MODEL;
export const PROJECTION_SEED = 15;
export const T5_TABLE_SEED = 16;
export const T5_BUCKETS = 32;
/** The ALiBi head shown: head 1 of 8, slope 1/2 (one head alone would have slope 1/256). */
export const ALIBI_HEADS = 8;

export type LabInput = 'john' | 'seq1' | 'seq2' | 'seq3';

export interface LabTokens {
  words: string[];
  /** length × LAB_D_MODEL, row-major. */
  x: Float32Array;
}

export function labTokens(input: LabInput): LabTokens {
  if (input === 'john') {
    return {
      words: [...SENTENCE_A],
      x: Float32Array.from(SENTENCE_A.flatMap((word) => EMBEDDING[word].slice(0, LAB_D_MODEL))),
    };
  }
  const sequence = Number(input.slice(3)) - 1;
  const size = SEQ_LENGTH * D_MODEL;
  return {
    words: SENTENCES[sequence]!.toLowerCase()
      .match(/[a-z0-9']+/g)!
      .slice(0, SEQ_LENGTH),
    x: Float32Array.from(PRINTED_EMBEDDINGS.slice(sequence * size, (sequence + 1) * size)),
  };
}

/** Rows `a` and `b` of a length × width table exchanged, and the words with them. */
export function swapTokens(tokens: LabTokens, a: number, b: number): LabTokens {
  const width = tokens.x.length / tokens.words.length;
  const x = tokens.x.slice();
  x.set(tokens.x.subarray(a * width, (a + 1) * width), b * width);
  x.set(tokens.x.subarray(b * width, (b + 1) * width), a * width);
  const words = [...tokens.words];
  [words[a], words[b]] = [words[b]!, words[a]!];
  return { words, x };
}

function seededMatrix(
  generator: Float64Array,
  from: number,
  count: number,
  scale: number,
  shift: number,
): Float32Array {
  return Float32Array.from(generator.subarray(from, from + count), (v) => v * scale + shift);
}

const projectionDraws = numpyRand(PROJECTION_SEED, 2, LAB_D_MODEL * LAB_HEAD_DIM);
/** d_model × head_dim, row-major. */
export const W_Q = seededMatrix(projectionDraws, 0, LAB_D_MODEL * LAB_HEAD_DIM, 1, -0.5);
export const W_K = seededMatrix(projectionDraws, LAB_D_MODEL * LAB_HEAD_DIM, LAB_D_MODEL * LAB_HEAD_DIM, 1, -0.5);
/** T5's relative_attention_bias for one head: numBuckets × 1. */
export const T5_TABLE = seededMatrix(numpyRand(T5_TABLE_SEED, T5_BUCKETS, 1), 0, T5_BUCKETS, 2, -1);

/** The identity, size × size. */
export function identity(size: number): Float32Array {
  const out = new Float32Array(size * size);
  for (let k = 0; k < size; k++) out[k * size + k] = 1;
  return out;
}

/**
 * x·W (length × width times width × cols) computed by the core: attentionScores with scale 1 takes
 * the dot product of every row of x with every column of W (W's columns given as the keys). Both
 * sides are padded with zero rows to one length, as attentionScores wants, and the block cut out.
 */
export function project(x: Float32Array, length: number, w: Float32Array, cols: number): Float32Array {
  const width = w.length / cols;
  const n = Math.max(length, cols);
  const rows = new Float32Array(n * width);
  rows.set(x);
  const columns = new Float32Array(n * width);
  for (let c = 0; c < cols; c++) for (let r = 0; r < width; r++) columns[c * width + r] = w[r * cols + c]!;
  const products = attentionScores(rows, columns, [1, n, width], { scale: 1 });
  const out = new Float32Array(length * cols);
  for (let i = 0; i < length; i++) out.set(products.subarray(i * n, i * n + cols), i * cols);
  return out;
}

/** `rows` copies of a table, one after another (the same q and k for every head). */
export function tile(values: Float32Array, copies: number): Float32Array {
  const out = new Float32Array(values.length * copies);
  for (let c = 0; c < copies; c++) out.set(values, c * values.length);
  return out;
}
