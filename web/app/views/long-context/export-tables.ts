// The view's CSV downloads as text, with no DOM: every pair's θ_i unscaled and under each available
// scaling (17 significant digits: each float64 exactly) with the attention factors, and the two
// score curves (9 digits: each float32 exactly); and the file names' common stem.
import type { AppState } from '../../state/app-state.js';
import type { LongContextNumbers } from './long-context-model.js';
import type { ScoreCurves } from './score-model.js';

export interface CsvFile {
  text: string;
  /** What the file holds, for the status line. */
  what: string;
}

export function exportStem(state: Readonly<AppState>): string {
  return `long-context-hd${state.headDim}-theta${state.ropeBase}-N${state.trainLength}-s${state.ropeFactor}`;
}

export function thetaCsv(numbers: LongContextNumbers): CsvFile {
  const available = numbers.types.filter((entry) => entry.invFreq);
  const lines = [['pair', 'theta_default', ...available.map((entry) => `theta_${entry.type}`)].join(',')];
  numbers.plain.forEach((theta, i) => {
    lines.push([i, theta.toPrecision(17), ...available.map((entry) => entry.invFreq![i]!.toPrecision(17))].join(','));
  });
  lines.push(['attention_factor', '1', ...available.map((entry) => entry.attentionFactor!.toPrecision(17))].join(','));
  return {
    text: `${lines.join('\n')}\n`,
    what: `${numbers.plain.length} pairs × ${available.length + 1} ropes (θ_i; wavelength = 2π/θ_i)`,
  };
}

export function scoreCsv(curves: ScoreCurves, type: string | undefined): CsvFile {
  const lines = [`distance,score_default${curves.scaled ? `,score_${type}` : ''}`];
  curves.distances.forEach((d, k) => {
    lines.push(`${d},${curves.plain[k]!.toPrecision(9)}${curves.scaled ? `,${curves.scaled[k]!.toPrecision(9)}` : ''}`);
  });
  return { text: `${lines.join('\n')}\n`, what: `${curves.distances.length} distances` };
}
