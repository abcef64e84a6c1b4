// The curves view as the registry knows it: its tab, settings and sources. Its panel's code
// (curves-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the
// explorer's first chunk holds only the shell and the views' descriptions (issue 12).
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import type { ViewDefinition } from '../view.js';

/** The heading’s settings: d_model, L, n and the layout. */
export function curvesShape(state: Readonly<AppState>): string {
  return `(d_model = ${state.dModel}, L = ${state.length}, n = ${formatNumber(state.base)}, ${state.layout})`;
}

export const curvesView: ViewDefinition = {
  name: 'curves',
  label: 'Curves',
  group: 'sinusoid',
  settings: ['dims'],
  formFields: ['dModel', 'length', 'base', 'layout'],
  // The figure students know: The Annotated Transformer's d_model = 20.
  defaults: { dModel: 20 },
  panelClass: 'curves-view',
  titleId: 'curves-title',
  heading: '<h2 class="figure-title" id="curves-title">PE value against position <span id="curves-shape"></span></h2>',
  headingShape: curvesShape,
  scaleIdleReason: 'Not used here: the curves draw PE alone, with no embeddings to scale.',
  lookFirst:
    'Look first at the two colours of each pair: dimensions 4 and 5 are the sine and cosine of one frequency, and 6 and 7 of a slower one.',
  sources: ['paper', 'annotated'],
  loadPanel: () => import('./curves-panel.js').then((module) => module.curvesPanel),
};
