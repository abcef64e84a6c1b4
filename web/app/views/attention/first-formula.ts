// The formula on the lab's first screen: the score of the cell the readout opens on, for the
// lab's settings. The build typesets it for the default settings (vite-plugins/prebuilt-tex.ts,
// numbers from the core run in Node), so the view draws without KaTeX's runtime (issue 31:
// blocking time); other settings fetch the runtime when the formula nears the screen (tex.ts).
import type { AppState } from '../../state/app-state.js';
import { cellScoreTex, labFor, openingCell } from './attention-model.js';

export function attentionFirstFormulas(state: Readonly<AppState>): { tex: string; displayMode: boolean }[] {
  const result = labFor(state);
  const { matrix, i, j } = openingCell(result);
  return [{ tex: cellScoreTex(matrix, result, i, j), displayMode: true }];
}
