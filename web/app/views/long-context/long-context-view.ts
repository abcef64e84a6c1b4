// The long-context view as the registry knows it: its tab, settings and sources. Its panel's code
// (long-context-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import type { ViewDefinition } from '../view.js';

export const longContextView: ViewDefinition = {
  name: 'long-context',
  label: 'Long context',
  group: 'beyond',
  settings: [
    'ropeModel',
    'headDim',
    'rotaryDim',
    'ropeBase',
    'ropeType',
    'ropeFactor',
    'trainLength',
    'longSpan',
    'longTableN',
  ],
  formFields: [],
  defaults: {
    ropeModel: 'llama-3.1-8b',
    headDim: 128,
    ropeBase: 500000,
    ropeType: 'llama3',
    ropeFactor: 8,
    trainLength: 8192,
  },
  panelClass: 'lc-view',
  titleId: 'lc-title',
  lookFirst:
    'Look first at the pairs above the line N: they never turned once in training, and they are the ones each scaling stretches.',
  sources: ['interpolation', 'yarn', 'longrope', 'llama3', 'hf-rope', 'roformer', 'paper'],
  loadPanel: () => import('./long-context-panel.js').then((module) => module.longContextPanel),
};
