// The rope view as the registry knows it: its tab, settings and sources. Its panel's code
// (rope-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import type { ViewDefinition } from '../view.js';

export const ropeView: ViewDefinition = {
  name: 'rope',
  label: 'RoPE',
  group: 'beyond',
  settings: [
    'ropeModel',
    'headDim',
    'rotaryDim',
    'ropeBase',
    'ropeLayout',
    'ropePos',
    'ropeShift',
    'ropeSpan',
    'ropeVectors',
  ],
  formFields: [],
  panelClass: 'rope-view',
  titleId: 'rope-title',
  lookFirst: 'Look first at the dials as m moves: the first pairs spin, the last barely turn.',
  sources: ['roformer', 'hf-rope'],
  loadPanel: () => import('./rope-panel.js').then((module) => module.ropePanel),
};
