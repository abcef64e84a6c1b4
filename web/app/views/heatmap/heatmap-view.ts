// The heatmap view as the registry knows it: its tab, settings and sources. Its panel's code
// (heatmap-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the
// explorer's first chunk holds only the shell and the views' descriptions (issue 12).
import type { AppState } from '../../state/app-state.js';
import type { ViewDefinition } from '../view.js';

/** The heading after “PE table,”: the size of the table the settings ask for. */
export function heatmapShape(state: Pick<AppState, 'length' | 'dModel'>): string {
  return `${state.length} positions × ${state.dModel} dimensions`;
}

export const heatmapView: ViewDefinition = {
  name: 'heatmap',
  label: 'Heatmap',
  group: 'sinusoid',
  settings: [],
  formFields: ['dModel', 'length', 'base', 'layout', 'scale'],
  panelClass: 'figure-panel',
  titleId: 'figure-title',
  heading: '<h2 id="figure-title" class="figure-title">PE table, <span id="figure-shape"></span></h2>',
  headingShape: heatmapShape,
  lookFirst:
    'Look first at how the stripes widen from left to right: each sine/cosine column pair turns more slowly than the pair before it.',
  sources: ['paper', 'textbook', 'article'],
  loadPanel: () => import('./heatmap-panel.js').then((module) => module.heatmapPanel),
};
