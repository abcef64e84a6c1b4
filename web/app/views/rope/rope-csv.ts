// The RoPE view's CSV downloads: the cos/sin tables around m and both score curves, as text.
import type { AppState } from '../../state/app-state.js';
import { ropeTables, type RopeCurves } from './rope-model.js';

export interface CsvFile {
  name: string;
  text: string;
  /** What the status line says once it is saved. */
  saved: string;
}

export function fileStem(state: Readonly<AppState>): string {
  return `rope-hd${state.headDim}-theta${state.ropeBase}-${state.ropeLayout}`;
}

/** The tables around m: one row per position, its rotaryDim cos values then its sin values. */
export function tablesCsv(state: Readonly<AppState>): CsvFile {
  const { first, rows, cols, cos, sin } = ropeTables(state);
  const header = ['pos', ...Array.from({ length: cols }, (_, j) => `cos${j}`)];
  header.push(...Array.from({ length: cols }, (_, j) => `sin${j}`));
  const lines = [header.join(',')];
  for (let row = 0; row < rows; row++) {
    const cells = [String(first + row)];
    for (let j = 0; j < cols; j++) cells.push(cos[row * cols + j]!.toPrecision(9));
    for (let j = 0; j < cols; j++) cells.push(sin[row * cols + j]!.toPrecision(9));
    lines.push(cells.join(','));
  }
  const name = `${fileStem(state)}-cos-sin-${first}.csv`;
  return {
    name,
    text: `${lines.join('\n')}\n`,
    saved: `Saved ${name}: ${rows} positions × ${cols} cos and ${cols} sin values.`,
  };
}

/** Both score curves, one row per distance. */
export function curveCsv(state: Readonly<AppState>, curves: RopeCurves): CsvFile {
  const s = curves.shifted.shift;
  const lines = [`m_minus_n,score_m_n_0,score_m_plus_${s}_n_${s}`];
  for (let d = 0; d <= curves.span; d++) {
    lines.push(`${d},${curves.reference.scores[d]!.toPrecision(9)},${curves.shifted.scores[d]!.toPrecision(9)}`);
  }
  const name = `${fileStem(state)}-score-shift${s}.csv`;
  return { name, text: `${lines.join('\n')}\n`, saved: `Saved ${name}: ${curves.span + 1} distances.` };
}
