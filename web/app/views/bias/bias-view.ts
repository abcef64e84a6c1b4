// The bias view as the registry knows it: its tab, settings and sources. Its panel's code
// (bias-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import type { ViewDefinition } from '../view.js';

export const biasView: ViewDefinition = {
  name: 'bias',
  label: 'ALiBi and T5',
  group: 'beyond',
  settings: ['heads', 'head', 'alibiMode', 't5Buckets', 't5MaxDistance', 't5Direction', 'biasSentence'],
  formFields: [],
  panelClass: 'bias-view',
  titleId: 'bias-title',
  heading: '<h2 class="figure-title" id="bias-title">ALiBi and T5: position as a bias on the score</h2>',
  lookFirst:
    'Look first at the slopes: each head subtracts its own m_h per word of distance, steep in the first heads and nearly flat in the last.',
  sources: ['alibi', 't5', 'bloom', 'tutorial', 'textbook'],
  loadPanel: () => import('./bias-panel.js').then((module) => module.biasPanel),
};
