// The precision view as the registry knows it: its tab, settings and sources. Its panel's code
// (precision-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import type { ViewDefinition } from '../view.js';

export const precisionView: ViewDefinition = {
  name: 'precision',
  label: 'Precision lab',
  group: 'beyond',
  settings: ['headDim', 'base', 'precisionQuantity', 'precisionPlane', 'precisionUpTo'],
  formFields: [],
  panelClass: 'precision-view',
  titleId: 'precision-title',
  lookFirst:
    'Look first at the pink bfloat16 dots in the first panel: low up to position 256, a radian off from 257 on.',
  sources: ['roformer', 'hf-rope'],
  loadPanel: () => import('./precision-panel.js').then((module) => module.precisionPanel),
};
