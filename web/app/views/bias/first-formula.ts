// The formulas on the bias view's first screen: the slope of the head drawn, and the bias of the
// cell the matrix opens on (near the first screen of a desktop page), for the view's settings.
// The build typesets them for the default settings (vite-plugins/prebuilt-tex.ts, numbers from
// the core run in Node), so the view draws without KaTeX's runtime (issue 31: blocking time);
// other settings fetch the runtime when a formula nears the screen (tex.ts).
import type { AppState } from '../../state/app-state.js';
import { cellFormula, computeBias, openingCell, slopeFormula } from './bias-model.js';

export function biasFirstFormulas(state: Readonly<AppState>): { tex: string; displayMode: boolean }[] {
  const shown = computeBias(state);
  const { pos, dimension } = openingCell(shown);
  return [slopeFormula(shown, shown.head), cellFormula(shown, pos, dimension)].map((tex) => ({
    tex,
    displayMode: true,
  }));
}
