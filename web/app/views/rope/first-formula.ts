// The formula on the RoPE view's first screen: the rotation of the pair the dials open on, for the
// view's settings. The build typesets it for the default settings (vite-plugins/prebuilt-tex.ts,
// numbers from the core run in Node), so the view draws without KaTeX's runtime (issue 31:
// blocking time); other settings fetch the runtime when the formula nears the screen (tex.ts).
import type { AppState } from '../../state/app-state.js';
import { pairRotationTex } from './rope-formulas.js';
import { ropeDials } from './rope-model.js';

/** The pair the dials select when the view opens. */
export const FIRST_PAIR = 0;

export function ropeFirstFormulas(state: Readonly<AppState>): { tex: string; displayMode: boolean }[] {
  return [{ tex: pairRotationTex(ropeDials(state), FIRST_PAIR), displayMode: true }];
}
