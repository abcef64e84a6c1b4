// The ALiBi and T5 view's numbers and texts, from its settings: no DOM, so Node tests import it.
// Every number comes from the package: the slopes (alibiSlopes), the chosen head's bias
// (alibiBias), T5's staircase (t5RelativeBucket) and bucket matrix (t5BucketMatrix). Here they
// are cut to the chosen head, turned into the readouts' and notes' words, the grids' contents and
// the downloads' CSV text.
import { alibiBias, alibiSlopes, t5BucketMatrix, t5RelativeBucket } from 'positional-encoding';
import { DOCUMENT_SENTENCES, type SentenceKey } from '../../documents/sentences.js';
import type { Cell } from '../../figures/cell-cursor.js';
import type { GridContent } from '../../figures/labelled-grid.js';
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';
import { alibiCellTex, bucketRegime, REGIME_WORDS, slopeTex, type BucketRule } from './formulas.js';
import type { T5Preset } from './presets.js';

/** T5's rule without the distance: the buckets on each side, where the exact ones end, max_distance. */
export type BucketSides = Omit<BucketRule, 'd' | 'bucket'>;

export interface T5Shown {
  numBuckets: number;
  /** words × words bucket ids. */
  buckets: Int32Array;
  rule: BucketSides;
  /** The staircase: consecutive distances and their buckets. */
  curve: { distances: Int32Array; buckets: Int32Array };
}

export interface Shown {
  sentence: SentenceKey;
  words: readonly string[];
  slopes: Float64Array;
  /** The head drawn, 1-based: the one asked for, or the last when that is past the heads. */
  head: number;
  /** This head's bias, words × words. */
  bias: Float32Array;
  symmetric: boolean;
  /** Why the head drawn is not the one asked for ('' when it is). */
  notice: string;
  /** null when the package refuses the T5 settings; t5Problem says why. */
  t5: T5Shown | null;
  t5Problem: string;
}

/** The key the matrices open on: "brown" in the tutorial's brown/red sentence (query "red"). */
const SENTENCE_FOCUS: Readonly<Record<SentenceKey, number>> = { tutorial: 0, 'brown-red': 5, john: 0 };

/** The figures' message for a refusal. */
export function problemText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A number with a real minus sign, −∞ for a masked cell. */
export const signed = (value: number, digits = 7): string =>
  value === -Infinity ? '−∞' : formatNumber(value, digits).replace('-', '−');

const minus = (value: number): string => String(value).replace('-', '−');

/** The staircase's distances: max_distance and a quarter more on each side (at least 8), at most ±1024. */
export function curveReach(maxDistance: number): number {
  return Math.min(1024, maxDistance + Math.max(8, Math.round(maxDistance / 4)));
}

function t5Of(state: Readonly<AppState>, L: number): T5Shown {
  const bidirectional = state.t5Direction === 'bidirectional';
  const options = { numBuckets: state.t5Buckets, maxDistance: state.t5MaxDistance, bidirectional };
  const buckets = t5BucketMatrix(L, L, options);
  const reach = curveReach(state.t5MaxDistance);
  const distances = Int32Array.from({ length: 2 * reach + 1 }, (_, k) => k - reach);
  const sideBuckets = bidirectional ? state.t5Buckets / 2 : state.t5Buckets;
  return {
    numBuckets: state.t5Buckets,
    buckets,
    curve: { distances, buckets: t5RelativeBucket(distances, options) },
    rule: { sideBuckets, exactBelow: Math.floor(sideBuckets / 2), maxDistance: state.t5MaxDistance, bidirectional },
  };
}

/** Everything the view draws at `state`; throws only when the package refuses the ALiBi settings. */
export function computeBias(state: Readonly<AppState>): Shown {
  const words = DOCUMENT_SENTENCES[state.biasSentence].words;
  const L = words.length;
  const head = Math.min(state.head, state.heads);
  const notice =
    state.head > state.heads
      ? `Head ${state.head} is not one of the ${state.heads} heads: showing head ${head}, the last.`
      : '';
  const all = alibiBias(state.heads, L, { mode: state.alibiMode });
  const shown: Shown = {
    sentence: state.biasSentence,
    words,
    slopes: alibiSlopes(state.heads),
    head,
    bias: all.slice((head - 1) * L * L, head * L * L),
    symmetric: state.alibiMode === 'symmetric',
    notice,
    t5: null,
    t5Problem: '',
  };
  try {
    shown.t5 = t5Of(state, L);
  } catch (error) {
    // The package refuses the combination (an odd num_buckets when bidirectional, a max_distance
    // not above num_buckets / 2): the view says so where the figure would be.
    shown.t5Problem = problemText(error);
  }
  return shown;
}

/** The cell both matrices open on: the last word looking back at the sentence's marked word. */
export function openingCell(shown: Shown): Cell {
  const L = shown.words.length;
  return { pos: L - 2 >= 0 ? L - 2 : 0, dimension: Math.min(L - 1, SENTENCE_FOCUS[shown.sentence]) };
}

/** The slopes' readout for head `head` (1-based). */
export function slopeReadout(slopes: Float64Array, head: number): { head: string; slope: string; power: string } {
  const slope = slopes[head - 1]!;
  return {
    head: `${head} of ${slopes.length}`,
    slope: formatNumber(slope, 7),
    power: `2^${formatNumber(Math.log2(slope), 5).replace('-', '−')}`,
  };
}

export function headName(shown: Shown): string {
  return `${shown.head} (m = ${formatNumber(shown.slopes[shown.head - 1]!, 5)})`;
}

/** The most negative finite bias of the head (0 for a single word): the dark end of the colours. */
export function lowestBias(shown: Shown): number {
  let lowest = 0;
  for (const value of shown.bias) if (Number.isFinite(value) && value < lowest) lowest = value;
  return lowest;
}

export function alibiNote(shown: Shown): string {
  return (
    `Rows are queries, columns keys: “${shown.words.join(' ')}” (${shown.words.length} words). ` +
    (shown.symmetric
      ? 'Symmetric (encoder) mode: −m·|i − j| on both sides. '
      : 'Causal (decoder) mode: a word attends only to itself and earlier words; later keys are masked (−∞). ') +
    `Colours from ${signed(lowestBias(shown), 4)} (dark) to 0 (light).`
  );
}

/** The bias matrix: dark at the head's lowest bias, light at 0, masked cells blank. */
export function alibiGrid(shown: Shown): GridContent {
  const L = shown.words.length;
  const lowest = lowestBias(shown);
  return {
    rowLabels: shown.words,
    colLabels: shown.words,
    unit: (i, j) => {
      const value = shown.bias[i * L + j]!;
      return Number.isFinite(value) ? (lowest === 0 ? 1 : 1 - value / lowest) : null;
    },
    text: (i, j) => signed(shown.bias[i * L + j]!, 2),
    label: `ALiBi bias of head ${shown.head}, ${L} × ${L}, queries down, keys across`,
  };
}

const wordAt = (shown: Shown, k: number): string => `${k} “${shown.words[k]}”`;

/** Query i and key j of the bias matrix: the readout's texts and the value. */
export function alibiCell(shown: Shown, i: number, j: number) {
  const value = shown.bias[i * shown.words.length + j]!;
  return {
    value,
    fields: { query: wordAt(shown, i), key: wordAt(shown, j), distance: minus(i - j), bias: signed(value) },
  };
}

/** Head `head`'s slope as a formula (under the slopes). */
export function slopeFormula(shown: Shown, head: number): string {
  return slopeTex(head, shown.slopes.length, shown.slopes[head - 1]!);
}

/** The bias of query i and key j in the head drawn, as a formula (under the bias matrix). */
export function cellFormula(shown: Shown, i: number, j: number): string {
  const { value } = alibiCell(shown, i, j);
  return alibiCellTex(i, j, shown.slopes[shown.head - 1]!, value, shown.symmetric);
}

/** The staircase's note: the bucket counts and where the exact and logarithmic buckets lie. */
export function t5Note({ numBuckets, rule }: T5Shown): string {
  const sides = rule.bidirectional
    ? `bidirectional: ${rule.sideBuckets} for keys before the query, ${rule.sideBuckets} for keys after`
    : 'unidirectional: keys after the query all get bucket 0';
  return (
    `${numBuckets} buckets, max_distance ${rule.maxDistance}, ${sides}. ` +
    `Distances below ${rule.exactBelow} get a bucket each; from ${rule.exactBelow} to ${rule.maxDistance} the buckets widen logarithmically.`
  );
}

/** Distance d's bucket: the readout's texts and the whole rule (for its formula). */
export function bucketReading(rule: BucketSides, d: number, bucket: number) {
  const full: BucketRule = { ...rule, d, bucket };
  return { rule: full, fields: { d: minus(d), bucket: String(bucket), regime: REGIME_WORDS[bucketRegime(full)] } };
}

/** The bucket matrix: bucket 0 dark, the last bucket light. */
export function t5Grid(shown: Shown, t5: T5Shown): GridContent {
  const L = shown.words.length;
  return {
    rowLabels: shown.words,
    colLabels: shown.words,
    unit: (i, j) => t5.buckets[i * L + j]! / Math.max(1, t5.numBuckets - 1),
    text: (i, j) => String(t5.buckets[i * L + j]!),
    label: `T5 bucket ids, ${L} × ${L}, queries down, keys across`,
  };
}

/** Query i and key j of the bucket matrix: the readout's texts, and d = j − i. */
export function t5Cell(shown: Shown, t5: T5Shown, i: number, j: number) {
  const bucket = t5.buckets[i * shown.words.length + j]!;
  return {
    d: j - i,
    fields: { query: wordAt(shown, i), key: wordAt(shown, j), d: minus(j - i), bucket: String(bucket) },
  };
}

/** A matrix over the sentence as CSV: a header of keys, a row per query. */
export function matrixCsv(words: readonly string[], value: (i: number, j: number) => string): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const lines = [['query \\ key', ...words.map((w, j) => `${j} ${w}`)].map(quote).join(',')];
  words.forEach((word, i) => {
    lines.push([quote(`${i} ${word}`), ...words.map((_, j) => value(i, j))].join(','));
  });
  return `${lines.join('\n')}\n`;
}

export function alibiCsv(shown: Shown): string {
  const L = shown.words.length;
  return matrixCsv(shown.words, (i, j) => {
    const value = shown.bias[i * L + j]!;
    return Number.isFinite(value) ? value.toPrecision(9) : '-inf';
  });
}

export function t5Csv(shown: Shown, t5: T5Shown): string {
  return matrixCsv(shown.words, (i, j) => String(t5.buckets[i * shown.words.length + j]!));
}

/** The downloads' file names without extension. */
export function fileStems(state: Readonly<AppState>, shown: Shown): { alibi: string; t5: string } {
  return {
    alibi: `alibi-H${state.heads}-h${shown.head}-${state.biasSentence}`,
    t5: `t5-b${state.t5Buckets}-d${state.t5MaxDistance}-${state.t5Direction}-${state.biasSentence}`,
  };
}

export type NumberKey = 'heads' | 'head' | 't5Buckets' | 't5MaxDistance';

/** A number box's text read as setting `key`, or the words that refuse it (the box's `label`). */
export function readNumber(
  key: NumberKey,
  text: string,
  label: string,
  state: Readonly<AppState>,
): { value: number } | { refused: string } {
  const value = SETTINGS[key].parse(text);
  return value === undefined
    ? { refused: `${label} must be ${SETTINGS[key].allowed}; kept ${state[key]}.` }
    : { value };
}

/** An ALiBi preset's heads, the chosen head kept inside them. */
export function headsPatch(state: Readonly<AppState>, heads: number): Pick<AppState, 'heads' | 'head'> {
  return { heads, head: Math.min(state.head, heads) };
}

export function t5Patch(preset: T5Preset): Pick<AppState, 't5Buckets' | 't5MaxDistance' | 't5Direction'> {
  return { t5Buckets: preset.numBuckets, t5MaxDistance: preset.maxDistance, t5Direction: preset.direction };
}
