// The heatmap's formula as it first shows: (15.1) with the default base n and d_model, before any
// cell is picked. The heatmap is the view the page and the embed open on, so this formula is
// typeset at build time (vite-plugins/prebuilt-tex.ts) and the view draws without KaTeX's
// runtime, which comes when the reader first points at or tabs into the explorer (issue 12).
import { DEFAULT_STATE } from '../../state/app-state.js';
import { cellFormulaTex } from './cell-formula.js';

export const HEATMAP_FIRST_FORMULA_TEX = cellFormulaTex(
  {
    length: DEFAULT_STATE.length,
    dModel: DEFAULT_STATE.dModel,
    base: DEFAULT_STATE.base,
    layout: DEFAULT_STATE.layout,
  },
  null,
);
