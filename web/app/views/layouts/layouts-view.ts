// The layouts view as the registry knows it: its tab, settings and sources. Its panel's code
// (layouts-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import type { ViewDefinition } from '../view.js';

/** Positions 0 … ROWS − 1: the documents' six-word sentences. */
export const ROWS = 6;

/** The heading’s settings: d, the positions, n and the exponent. */
export function layoutsShape(state: Readonly<AppState>): string {
  return `(d = ${state.layoutsDim}, positions 0–${ROWS - 1}, n = ${formatNumber(state.base)}, ${state.exponent} exponent)`;
}

export const layoutsView: ViewDefinition = {
  name: 'layouts',
  label: 'Layout Rosetta',
  group: 'beyond',
  settings: ['layoutsDim', 'base', 'exponent', 'ropeBase'],
  formFields: [],
  panelClass: 'layouts-view',
  titleId: 'layouts-title',
  heading: '<h2 class="figure-title" id="layouts-title">The same numbers, moved <span id="layouts-shape"></span></h2>',
  headingShape: layoutsShape,
  lookFirst:
    'Look first at one column of the interleaved table: the permutation matrix sends it, unchanged, to its place in the split table.',
  sources: ['paper', 'textbook', 'roformer', 'hf-rope'],
  loadPanel: () => import('./layouts-panel.js').then((module) => module.layoutsPanel),
};
