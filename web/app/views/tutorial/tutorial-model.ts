// The tutorial view's numbers and printouts, computed once: no DOM, so Node tests import it. The
// tutorial's worked example run with the package — "Transformers revolutionized the field of NLP"
// → vocabulary → a 6 × 512 embedding → sinusoidal(6, 512) → addPositionalEncoding, each block
// printed as numpy prints it; formula (15.2)'s √d_model scaling on row 0; and the tutorial's
// "brown" (pos 6) / "red" (pos 15) sentence with dotProductMatrix.
import { addPositionalEncoding, dotProductMatrix, formatNumpyArray, sinusoidal } from 'positional-encoding';
import type { AppState } from '../../state/app-state.js';
import { numpyRand } from '../../figures/mt19937.js';
import {
  BROWN_POS,
  BROWN_RED_SENTENCE,
  HIDDEN_COLUMNS_SEED,
  PRINTED_COLUMNS,
  PRINTED_EMBEDDING,
  RED_POS,
  TUTORIAL_D_MODEL,
  TUTORIAL_TEXT,
} from '../../documents/tutorial.js';

const D = TUTORIAL_D_MODEL;
/** numpy prints a 512-value row in full; these single rows are shown as with threshold=100. */
const ROW_THRESHOLD = 100;

/** The tutorial's embedding: its printed columns, the seeded stand-in for the hidden ones. */
export function tutorialEmbedding(rows: number): Float64Array {
  const x = numpyRand(HIDDEN_COLUMNS_SEED, rows, D);
  PRINTED_EMBEDDING.forEach((printed, r) => {
    PRINTED_COLUMNS.forEach((column, k) => {
      x[r * D + column] = printed[k]!;
    });
  });
  return x;
}

/** Python's print of a dict of str → int and of a 1-D int array. */
export function pythonDict(entries: [string, number][]): string {
  return `{${entries.map(([key, value]) => `'${key}': ${value}`).join(', ')}}`;
}
export function numpyIntArray(values: number[]): string {
  const width = Math.max(...values.map((v) => String(v).length));
  return `[${values.map((v) => String(v).padStart(width)).join(' ')}]`;
}

/** Row 0 of a rows × D block, as plain numbers. */
const row0 = (values: ArrayLike<number>) => Array.from(values).slice(0, D);

/** Steps 1–4: tokens, vocabulary, the embedding, the table and their sum, with their printouts. */
export interface TutorialBlocks {
  tokens: string[];
  inputIndices: number[];
  /** "Vocabulary: {…}\nInput Indices: […]" */
  vocabularyText: string;
  /** float64, as the tutorial defines it; the package gets it as float32. */
  embedding: Float64Array;
  embedding32: Float32Array;
  pe: Float32Array;
  sum: Float32Array;
  embeddingText: string;
  peText: string;
  sumText: string;
  /** Row 0 of the embedding and of the table, as single rows. */
  row0XText: string;
  row0PeText: string;
}

export function tutorialBlocks(): TutorialBlocks {
  // A later duplicate token would win, as in the tutorial's dict comprehension.
  const tokens = TUTORIAL_TEXT.split(/\s+/);
  const vocabulary = new Map<string, number>();
  tokens.forEach((token, index) => vocabulary.set(token, index));
  const inputIndices = tokens.map((token) => vocabulary.get(token)!);
  const rows = tokens.length;
  const embedding = tutorialEmbedding(rows);
  const embedding32 = Float32Array.from(embedding);
  const pe = sinusoidal(rows, D);
  const sum = addPositionalEncoding(embedding32, [1, rows, D]);
  return {
    tokens,
    inputIndices,
    vocabularyText: `Vocabulary: ${pythonDict([...vocabulary])}\nInput Indices: ${numpyIntArray(inputIndices)}`,
    embedding,
    embedding32,
    pe,
    sum,
    embeddingText: `Embedding Matrix:\n${formatNumpyArray(embedding, [rows, D])}`,
    peText: `Positional Encodings:\n${formatNumpyArray(pe, [rows, D])}`,
    sumText: `Input Embeddings with Positional Encoding:\n${formatNumpyArray(sum, [rows, D])}`,
    row0XText: formatNumpyArray(row0(embedding), [D], ROW_THRESHOLD),
    row0PeText: formatNumpyArray(row0(pe), [D], ROW_THRESHOLD),
  };
}

/** Step 5: row 0 computed with or without √d_model. */
export interface Row0Result {
  /** The package call, as code. */
  call: string;
  label: string;
  resultText: string;
  /** Columns 0 and 1 written out: "factor × x + PE = result". */
  cells: { column: number; sum: string }[];
}

export function row0Result(blocks: TutorialBlocks, scale: AppState['scale']): Row0Result {
  const sqrt = scale === 'sqrt';
  const rows = blocks.tokens.length;
  const result = sqrt ? addPositionalEncoding(blocks.embedding32, [1, rows, D], { scale: 'sqrt' }) : blocks.sum;
  const factor = sqrt ? `${Math.sqrt(D).toFixed(7)} × ` : '';
  return {
    call: `addPositionalEncoding(x, [1, 6, 512]${sqrt ? ", { scale: 'sqrt' }" : ''})`,
    label: sqrt ? '√512 · x[0] + PE[0]' : 'x[0] + PE[0]',
    resultText: formatNumpyArray(row0(result), [D], ROW_THRESHOLD),
    cells: [0, 1].map((j) => ({
      column: j,
      sum: `${factor}${blocks.embedding[j]!.toFixed(8)} + ${blocks.pe[j]!} = ${result[j]!.toFixed(8)}`,
    })),
  };
}

/** One row of step 6's table: two positions, their dot product and distance. */
export interface PositionPair {
  a: number;
  b: number;
  /** The words at a and b, in quotes. */
  wordA: string;
  wordB: string;
  dot: number;
  distance: number;
  /** "brown" and "red" themselves. */
  marked: boolean;
}

/** Step 6: the sentence's words (pos from 1), the two rows, the pairs and the summary. */
export interface BrownRed {
  words: { word: string; pos: number; marked: boolean }[];
  brownText: string;
  redText: string;
  pairs: PositionPair[];
  summary: string;
}

export function brownRed(): BrownRed {
  const words = BROWN_RED_SENTENCE.split(/\s+/);
  const length = RED_POS + 2; // positions 0 … 16: both colours and their neighbours
  const table = sinusoidal(length, D);
  const dots = dotProductMatrix(length, D);
  const rowOf = (pos: number) => table.subarray(pos * D, (pos + 1) * D);
  const dot = (a: number, b: number) => dots[a * length + b]!;
  // ‖PE_a − PE_b‖ from the dot products; max(0, …) keeps rounding from going below zero.
  const distance = (a: number, b: number) => Math.sqrt(Math.max(0, dot(a, a) + dot(b, b) - 2 * dot(a, b)));
  const wordAt = (pos: number) => `“${words[pos - 1]}”`;
  const pairs: [number, number][] = [
    [BROWN_POS, RED_POS],
    [BROWN_POS - 1, BROWN_POS],
    [BROWN_POS, BROWN_POS + 1],
    [RED_POS - 1, RED_POS],
    [RED_POS, RED_POS + 1],
  ];
  return {
    words: words.map((word, k) => ({ word, pos: k + 1, marked: k + 1 === BROWN_POS || k + 1 === RED_POS })),
    brownText: formatNumpyArray(rowOf(BROWN_POS), [D], ROW_THRESHOLD),
    redText: formatNumpyArray(rowOf(RED_POS), [D], ROW_THRESHOLD),
    pairs: pairs.map(([a, b]) => ({
      a,
      b,
      wordA: wordAt(a),
      wordB: wordAt(b),
      dot: dot(a, b),
      distance: distance(a, b),
      marked: a === BROWN_POS && b === RED_POS,
    })),
    summary:
      `Every encoding has PE·PE = ${dot(BROWN_POS, BROWN_POS).toFixed(0)} (each sine–cosine pair adds 1). ` +
      `Neighbours are ${distance(BROWN_POS, BROWN_POS + 1).toFixed(2)} apart; “brown” and “red”, ${RED_POS - BROWN_POS} words apart, ` +
      `${distance(BROWN_POS, RED_POS).toFixed(2)}. The dot product depends only on how far apart two positions are, ` +
      'which is why all four neighbour pairs give the same numbers.',
  };
}
