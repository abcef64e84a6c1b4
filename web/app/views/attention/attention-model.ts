// The attention lab's numbers and texts, from its settings: no DOM, so Node tests import it. The
// blog post's four terms of a score (attentionDecomposition) for the documents' tokens with seeded
// W_q, W_k; the same tokens' scores or softmax weights under five encodings (attentionScores); what
// swapping the first and last word does to each; [x; e] concatenated instead of added; and the
// fourth term slid along a diagonal. Every number comes from the core.
import {
  addPositionalEncoding,
  attentionDecomposition,
  attentionScores,
  sinusoidal,
  type AttentionDecomposition,
} from 'positional-encoding';
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import { TERMS } from './first-frame.js';
import {
  ALIBI_HEADS,
  identity,
  LAB_D_MODEL,
  LAB_HEAD_DIM,
  labTokens,
  project,
  swapTokens,
  T5_BUCKETS,
  T5_TABLE,
  tile,
  W_K,
  W_Q,
  type LabTokens,
} from './lab-data.js';

export type TermKey = (typeof TERMS)[number][0];

export const ENCODINGS = [
  ['none', 'No encoding'],
  ['sinusoid', 'Sinusoid added'],
  ['rope', 'RoPE'],
  ['alibi', 'ALiBi (head 1 of 8)'],
  ['t5', 'T5 (seeded table)'],
] as const;
export type EncodingKey = (typeof ENCODINGS)[number][0];

/** The fixed distance j − i slid along in "is the sinusoid relative?", and how far. */
export const SLIDE_DISTANCE = 3;
export const SLIDE_POSITIONS = 24;

/** Read-only: each part after the tokens is computed on its first read (computeLab). */
export interface LabResult {
  readonly tokens: LabTokens;
  /** The four terms and their sum, x + e added. */
  readonly terms: AttentionDecomposition;
  /** The same for [x; e] concatenated, W acting on each half. */
  readonly concat: AttentionDecomposition;
  readonly encodings: Record<EncodingKey, Float32Array>;
  /** The largest change of a score when the first and last word swap, rows and columns put back. */
  readonly changes: Record<EncodingKey, number>;
  readonly slide: { label: string; values: number[] }[];
}

/** One matrix the lab draws: its grid's id, its name in the readout and CSV, and where it comes from. */
export interface LabMatrix {
  id: string;
  name: string;
  concatenated: boolean;
  of: (result: LabResult) => Float32Array;
}

/** Every matrix, in the CSV's order: each term added, then concatenated; then the five encodings. */
export const MATRICES: readonly LabMatrix[] = [
  ...TERMS.flatMap(([key, , title]): LabMatrix[] => [
    { id: `lab-term-${key}`, name: `added: ${title}`, concatenated: false, of: (r) => r.terms[key] },
    { id: `lab-cat-${key}`, name: `concatenated: ${title}`, concatenated: true, of: (r) => r.concat[key] },
  ]),
  ...ENCODINGS.map(([key, title]): LabMatrix => ({
    id: `lab-enc-${key}`,
    name: title,
    concatenated: false,
    of: (r) => r.encodings[key],
  })),
];

/** The grids of each section, drawn on one colour scale. */
export const TERM_IDS = TERMS.map(([key]) => `lab-term-${key}`);
export const CONCAT_IDS = TERMS.map(([key]) => `lab-cat-${key}`);
export const ENCODING_IDS = ENCODINGS.map(([key]) => `lab-enc-${key}`);

/** Scores (or weights) of `tokens` under every encoding. */
export function encodingScores(tokens: LabTokens, base: number, softmax: boolean): Record<EncodingKey, Float32Array> {
  const L = tokens.words.length;
  const shape: [number, number, number] = [1, L, LAB_HEAD_DIM];
  const q = project(tokens.x, L, W_Q, LAB_HEAD_DIM);
  const k = project(tokens.x, L, W_K, LAB_HEAD_DIM);
  const withPe = addPositionalEncoding(tokens.x, [1, L, LAB_D_MODEL], { base });
  const qp = project(withPe, L, W_Q, LAB_HEAD_DIM);
  const kp = project(withPe, L, W_K, LAB_HEAD_DIM);
  const alibi = attentionScores(tile(q, ALIBI_HEADS), tile(k, ALIBI_HEADS), [ALIBI_HEADS, L, LAB_HEAD_DIM], {
    encoding: 'alibi',
    mode: 'symmetric',
    softmax,
  });
  return {
    none: attentionScores(q, k, shape, { softmax }),
    sinusoid: attentionScores(qp, kp, shape, { softmax }),
    rope: attentionScores(q, k, shape, { encoding: 'rope', base, softmax }),
    alibi: alibi.slice(0, L * L),
    t5: attentionScores(q, k, shape, { encoding: 't5', bias: T5_TABLE, numBuckets: T5_BUCKETS, softmax }),
  };
}

/** [x; 0] and [0; e]: each row padded to twice the width, x in the first half, e in the second. */
export function halves(values: Float32Array, rows: number, width: number, second: boolean): Float32Array {
  const out = new Float32Array(rows * 2 * width);
  for (let r = 0; r < rows; r++)
    out.set(values.subarray(r * width, (r + 1) * width), r * 2 * width + (second ? width : 0));
  return out;
}

/** diag(W, W): the concatenated input's projection, W acting on each half. */
export function blockDiagonal(w: Float32Array, rows: number, cols: number): Float32Array {
  const out = new Float32Array(4 * rows * cols);
  for (let r = 0; r < rows; r++) {
    out.set(w.subarray(r * cols, (r + 1) * cols), r * 2 * cols);
    out.set(w.subarray(r * cols, (r + 1) * cols), (rows + r) * 2 * cols + cols);
  }
  return out;
}

/** Largest |after − before| of a score, each token looked up at its place in the other order. */
function largestChanges(
  before: Record<EncodingKey, Float32Array>,
  after: Record<EncodingKey, Float32Array>,
  L: number,
): Record<EncodingKey, number> {
  // Position of each token in the other order: the swap exchanges 0 and L − 1.
  const moved = (i: number) => (i === 0 ? L - 1 : i === L - 1 ? 0 : i);
  return Object.fromEntries(
    ENCODINGS.map(([key]) => {
      let largest = 0;
      for (let i = 0; i < L; i++)
        for (let j = 0; j < L; j++)
          largest = Math.max(largest, Math.abs(after[key][moved(i) * L + moved(j)]! - before[key][i * L + j]!));
      return [key, largest];
    }),
  ) as Record<EncodingKey, number>;
}

/**
 * Slide i and j = i + SLIDE_DISTANCE together: e W_q · e W_k with W = I and with the seeded W, and
 * RoPE's score of the first token's q against the second token's k placed at i and i + SLIDE_DISTANCE.
 */
function slideAlong(tokens: LabTokens, base: number): LabResult['slide'] {
  const n = SLIDE_POSITIONS;
  const L = tokens.words.length;
  const slidePe = sinusoidal(n, LAB_D_MODEL, { base });
  const zeros = new Float32Array(n * LAB_D_MODEL);
  const eye = identity(LAB_D_MODEL);
  const plain = attentionDecomposition(zeros, slidePe, eye, eye, [n, LAB_D_MODEL, LAB_D_MODEL]).positionPosition;
  const seeded = attentionDecomposition(zeros, slidePe, W_Q, W_K, [n, LAB_D_MODEL, LAB_HEAD_DIM]).positionPosition;
  const q = project(tokens.x, L, W_Q, LAB_HEAD_DIM).slice(0, LAB_HEAD_DIM);
  const k = project(tokens.x, L, W_K, LAB_HEAD_DIM).slice(LAB_HEAD_DIM, 2 * LAB_HEAD_DIM);
  const rope = attentionScores(tile(q, n), tile(k, n), [1, n, LAB_HEAD_DIM], { encoding: 'rope', base });
  const diagonal = (m: Float32Array) =>
    Array.from({ length: n - SLIDE_DISTANCE }, (_, i) => m[i * n + i + SLIDE_DISTANCE]!);
  return [
    { label: 'e_i · e_j (W = I)', values: diagonal(plain) },
    { label: 'e_i W_q · e_j W_k (seeded)', values: diagonal(seeded) },
    { label: `RoPE: “${tokens.words[0]}” · “${tokens.words[1]}”`, values: diagonal(rope) },
  ];
}

/** `compute()` on the first read of the value, then that value again (the lab's later sections). */
function once<T>(compute: () => T): () => T {
  let value: { v: T } | null = null;
  return () => (value ??= { v: compute() }).v;
}

/**
 * Everything the lab shows for `input`, base n, scores or weights, and the first and last word
 * swapped or not. Each part is computed by the core the first time it is read: the first draw's
 * steps each compute only what they draw (issue 31: no first draw over 50 ms at a time).
 */
export function computeLab(input: LabTokens, base: number, softmax: boolean, swap: boolean): LabResult {
  const L = input.words.length;
  const tokens = swap ? swapTokens(input, 0, L - 1) : input;
  const pe = once(() => sinusoidal(L, LAB_D_MODEL, { base }));
  const terms = once(() => attentionDecomposition(tokens.x, pe(), W_Q, W_K, [L, LAB_D_MODEL, LAB_HEAD_DIM]));
  const concat = once(() =>
    attentionDecomposition(
      halves(tokens.x, L, LAB_D_MODEL, false),
      halves(pe(), L, LAB_D_MODEL, true),
      blockDiagonal(W_Q, LAB_D_MODEL, LAB_HEAD_DIM),
      blockDiagonal(W_K, LAB_D_MODEL, LAB_HEAD_DIM),
      [L, 2 * LAB_D_MODEL, 2 * LAB_HEAD_DIM],
    ),
  );
  const encodings = once(() => encodingScores(tokens, base, softmax));
  const changes = once(() =>
    largestChanges(encodings(), encodingScores(swapTokens(tokens, 0, L - 1), base, softmax), L),
  );
  const slide = once(() => slideAlong(tokens, base));
  return {
    tokens,
    get terms() {
      return terms();
    },
    get concat() {
      return concat();
    },
    get encodings() {
      return encodings();
    },
    get changes() {
      return changes();
    },
    get slide() {
      return slide();
    },
  };
}

/** What the lab shows for its settings: its tokens, base n, scores or weights, swapped or not. */
export function labFor(state: Readonly<Pick<AppState, 'labInput' | 'exampleBase' | 'labShow' | 'labSwap'>>): LabResult {
  return computeLab(labTokens(state.labInput), state.exampleBase, state.labShow === 'weights', state.labSwap === 'on');
}

/**
 * The cell the readout opens on: the sum's last cell of the first row, the first word looking at
 * the last (its formula is on the first screen: attention/first-formula.ts).
 */
export function openingCell(result: LabResult): { matrix: LabMatrix; i: number; j: number } {
  return {
    matrix: MATRICES.find((matrix) => matrix.id === 'lab-term-total')!,
    i: 0,
    j: result.tokens.words.length - 1,
  };
}

/** A number with a real minus sign. */
export const signed = (value: number, digits = 3): string => formatNumber(value, digits).replace('-', '−');

/** The score of (i, j) as its four terms and their total (TeX), every number from the decomposition. */
export function scoreTex(
  terms: AttentionDecomposition,
  length: number,
  i: number,
  j: number,
  concatenated: boolean,
): string {
  const at = i * length + j;
  const n = (v: Float32Array) => formatNumber(v[at]!, 4);
  const e = concatenated ? String.raw`[x;e]` : String.raw`(x+e)`;
  return (
    String.raw`\frac{${e}_{${i}} W_q \cdot ${e}_{${j}} W_k}{\sqrt{${concatenated ? 2 * LAB_HEAD_DIM : LAB_HEAD_DIM}}} = ` +
    `${n(terms.contentContent)} + (${n(terms.contentPosition)}) + (${n(terms.positionContent)}) + (${n(terms.positionPosition)}) = ${n(terms.total)}`
  );
}

/** The readout's formula for `matrix`'s cell (i, j): the score of the terms it belongs to. */
export function cellScoreTex(matrix: LabMatrix, result: LabResult, i: number, j: number): string {
  const terms = matrix.concatenated ? result.concat : result.terms;
  return scoreTex(terms, result.tokens.words.length, i, j, matrix.concatenated);
}

export function encodingsNote(softmax: boolean): string {
  return (
    `${softmax ? 'Softmax weights (each row sums to 1), colours from 0 to the largest' : 'Scores q · k / √4, one colour scale symmetric about 0'}. ` +
    'RoPE rotates q and k by their positions; ALiBi adds −m·|i − j| (head 1 of 8, m = 1/2, the encoder’s symmetric form); T5 adds a learned number per bucket (here seeded: np.random.seed(16)).'
  );
}

/** The concatenation's note, with the largest cross term of [x; e] and of x + e. */
export function concatNote(result: LabResult): string {
  const concatCross = Math.max(...[...result.concat.contentPosition, ...result.concat.positionContent].map(Math.abs));
  const addCross = Math.max(...[...result.terms.contentPosition, ...result.terms.positionContent].map(Math.abs));
  return (
    `With [x; e] (${2 * LAB_D_MODEL} dimensions, W acting on each half) the cross terms are exactly ${signed(concatCross)} ` +
    `(added: up to ${signed(addCross)}), and the sum is content · content plus position · position. ` +
    `The price: d_model ${LAB_D_MODEL} → ${2 * LAB_D_MODEL} and head_dim ${LAB_HEAD_DIM} → ${2 * LAB_HEAD_DIM}, so each score is divided by √${2 * LAB_HEAD_DIM}.`
  );
}

export function slideNote(base: number): string {
  return (
    `Slide i and j = i + ${SLIDE_DISTANCE} together over ${SLIDE_POSITIONS} positions (n = ${base}). ` +
    'e_i · e_j stays put: it depends only on j − i. Through the seeded W_q, W_k the position · position term moves: ' +
    'W_qᵀW_k does not commute with the rotations. RoPE’s score of the same two tokens stays put.'
  );
}

/** The swap table's rows: the largest change (0 when exactly none) and whether the encoding notices. */
export function swapRows(result: LabResult): { key: EncodingKey; title: string; change: string; verdict: string }[] {
  return ENCODINGS.map(([key, title]) => ({
    key,
    title,
    change: result.changes[key] === 0 ? '0' : signed(result.changes[key], 3),
    verdict: result.changes[key] > 1e-6 ? 'yes' : 'no',
  }));
}

/** The slide table's rows: each line's smallest and largest value and their spread. */
export function slideRows(result: LabResult): { label: string; min: string; max: string; spread: string }[] {
  return result.slide.map(({ label, values }) => {
    const min = Math.min(...values);
    const max = Math.max(...values);
    return { label, min: signed(min, 7), max: signed(max, 7), spread: signed(max - min, 3) };
  });
}

/** The slide plot's x and y domains and y ticks: every line's values with 8 % room (± 0.5 if flat). */
export function slideScale(slide: LabResult['slide']): { x: [number, number]; y: [number, number]; ticks: number[] } {
  const all = slide.flatMap((s) => s.values);
  const low = Math.min(...all);
  const high = Math.max(...all);
  const pad = (high - low) * 0.08 || 0.5;
  return {
    x: [0, SLIDE_POSITIONS - SLIDE_DISTANCE - 1],
    y: [low - pad, high + pad],
    ticks: [low, (low + high) / 2, high].map((v) => Number(v.toPrecision(2))),
  };
}

type LabSettings = Pick<AppState, 'labInput' | 'exampleBase' | 'labSwap' | 'labShow'>;

/** The downloads' name: tokens, base, and whether swapped. */
export function fileStem(state: LabSettings): string {
  return `attention-${state.labInput}-n${state.exampleBase}${state.labSwap === 'on' ? '-swapped' : ''}`;
}

/** Every matrix as CSV rows (matrix, query, key, value); 9 significant digits give each float32 back. */
export function labCsv(result: LabResult): string {
  const words = result.tokens.words;
  const lines = ['matrix,query,key,value'];
  for (const { name, of } of MATRICES) {
    const shown = of(result);
    words.forEach((_, i) =>
      words.forEach((_, j) => lines.push(`"${name}",${i},${j},${shown[i * words.length + j]!.toPrecision(9)}`)),
    );
  }
  return `${lines.join('\n')}\n`;
}
