// The attention view as the registry knows it: its tab, settings and sources. Its panel's code
// (attention-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import type { ViewDefinition } from '../view.js';
import { attentionFirstFrame } from './first-frame.js';

export const attentionView: ViewDefinition = {
  name: 'attention',
  label: 'Attention lab',
  group: 'beyond',
  settings: ['labInput', 'labShow', 'labSwap', 'exampleBase'],
  formFields: [],
  panelClass: 'attention-view',
  titleId: 'attention-title',
  heading: '<h2 class="figure-title" id="attention-title">Attention lab: where position enters the score</h2>',
  lookFirst:
    'Look first at the four small matrices: only the last of the four terms holds positions alone, and their sum is the score attention uses.',
  // Its first section with its note, the embed's largest text, before its code and the core come.
  firstFrame: attentionFirstFrame,
  sources: ['blog', 'article', 'textbook', 'alibi', 't5'],
  loadPanel: () => import('./attention-panel.js').then((module) => module.attentionPanel),
};
