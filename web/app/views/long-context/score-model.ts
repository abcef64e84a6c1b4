// The score chart's numbers, with no DOM: the score (R_m q)·(R_0 k) for q = k = ones at sampled
// distances up to `longSpan` training lengths, unscaled and under the chosen scaling
// (score-samples.ts, through attentionScores), the curves' legend and the readout's texts.
import { formatNumber } from '../../format.js';
import type { LongContextNumbers } from './long-context-model.js';
import { PLAIN_SLOT } from './long-context-model.js';
import { TYPE_LABEL, TYPE_SLOT, ropeOptionsOf } from './scalings.js';
import { finishSteps, onesScoreSteps, sampleDistances } from './score-samples.js';

export interface ScoreSeries {
  key: string;
  slot: number;
  scores: Float32Array;
  dashed?: boolean;
}

export interface ScoreCurves {
  /** The longest distance: longSpan × N. */
  span: number;
  distances: Int32Array;
  plain: Float32Array;
  /** Under the chosen scaling, with seqLen span + 1 (null: none chosen). */
  scaled: Float32Array | null;
  /** What the chart draws: the unscaled curve dashed, then the scaled one. */
  series: ScoreSeries[];
  /** The heading's note, the scaled curve's legend label and colour slot. */
  shape: string;
  label: string;
  slot: number;
}

export function scoreCurves(numbers: LongContextNumbers, longSpan: number): ScoreCurves {
  return finishSteps(scoreCurveSteps(numbers, longSpan));
}

/** scoreCurves in steps of one attentionScores call each (a first draw yields between them). */
export function* scoreCurveSteps(numbers: LongContextNumbers, longSpan: number): Generator<void, ScoreCurves> {
  const { setup, chosen } = numbers;
  const span = longSpan * setup.train;
  const distances = sampleDistances(span);
  const plain = yield* onesScoreSteps(distances, setup.headDim, ropeOptionsOf(setup));
  let scaled: Float32Array | null = null;
  if (chosen?.scaling) {
    yield;
    scaled = yield* onesScoreSteps(distances, setup.headDim, ropeOptionsOf(setup, chosen.scaling, span + 1));
  }
  const series: ScoreSeries[] = [{ key: 'default', slot: PLAIN_SLOT, scores: plain, dashed: true }];
  if (scaled && chosen) series.push({ key: chosen.type, slot: TYPE_SLOT[chosen.type], scores: scaled });
  return {
    span,
    distances,
    plain,
    scaled,
    series,
    shape: `(${distances.length} distances from 1 to ${span}, log-spaced)`,
    label: chosen
      ? `${TYPE_LABEL[chosen.type]}, s = ${formatNumber(setup.factor)} (seqLen ${span + 1})`
      : 'no scaling chosen',
    slot: chosen ? TYPE_SLOT[chosen.type] : PLAIN_SLOT,
  };
}

/** The readout at sample k: the distance, in training lengths, and both scores. */
export function sampleReadout(curves: ScoreCurves, k: number, train: number): Record<string, string> {
  const d = curves.distances[k]!;
  return {
    distance: String(d),
    'in-n': formatNumber(d / train, 4),
    plain: formatNumber(curves.plain[k]!, 7),
    scaled: curves.scaled ? formatNumber(curves.scaled[k]!, 7) : '–',
  };
}
