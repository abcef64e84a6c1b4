// The bias view as the registry knows it: its tab, settings, sources and styles. Its panel's code
// (bias-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import { LABELLED_GRID_CSS } from '../../figures/labelled-grid.js';
import type { ViewDefinition } from '../view.js';
import biasCss from './bias.css?inline';

export const biasView: ViewDefinition = {
  name: 'bias',
  label: 'ALiBi and T5',
  group: 'beyond',
  settings: ['heads', 'head', 'alibiMode', 't5Buckets', 't5MaxDistance', 't5Direction', 'biasSentence'],
  formFields: [],
  panelClass: 'bias-view',
  titleId: 'bias-title',
  lookFirst:
    'Look first at the slopes: each head subtracts its own m_h per word of distance, steep in the first heads and nearly flat in the last.',
  sources: ['alibi', 't5', 'bloom', 'tutorial', 'textbook'],
  styles: [LABELLED_GRID_CSS, biasCss],
  loadPanel: () => import('./bias-panel.js').then((module) => module.biasPanel),
};
