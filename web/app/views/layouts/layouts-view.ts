// The layouts view as the registry knows it: its tab, settings and sources. Its panel's code
// (layouts-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import type { ViewDefinition } from '../view.js';

export const layoutsView: ViewDefinition = {
  name: 'layouts',
  label: 'Layout Rosetta',
  group: 'beyond',
  settings: ['layoutsDim', 'base', 'exponent', 'ropeBase'],
  formFields: [],
  panelClass: 'layouts-view',
  titleId: 'layouts-title',
  lookFirst:
    'Look first at one column of the interleaved table: the permutation matrix sends it, unchanged, to its place in the split table.',
  sources: ['paper', 'textbook', 'roformer', 'hf-rope'],
  loadPanel: () => import('./layouts-panel.js').then((module) => module.layoutsPanel),
};
