// The check view as the registry knows it: its tab, settings and sources. Its panel's code
// (check-panel.ts), with the package's identification code, is a chunk of its own, fetched the
// first time the view is shown, so no other view waits for it (issue 12).
import type { ViewDefinition } from '../view.js';

export const checkView: ViewDefinition = {
  name: 'check',
  label: 'Check your encoding',
  group: 'beyond',
  settings: ['checkExample'],
  formFields: [],
  panelClass: 'check-view',
  titleId: 'check-title',
  heading: '<h2 class="figure-title" id="check-title">Check your encoding: which convention made it?</h2>',
  lookFirst: 'Look first at the sentence over the figure: the convention that made the tensor, or its mistake.',
  sources: ['paper', 'article', 'hf-rope', 'yarn', 'alibi'],
  loadPanel: () => import('./check-panel.js').then((module) => module.checkPanel),
};
