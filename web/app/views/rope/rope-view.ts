// The rope view as the registry knows it: its tab, settings, sources and styles. Its panel's code
// (rope-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import { MODEL_PICKER_CSS } from '../../presets/model-picker.js';
import type { ViewDefinition } from '../view.js';
import ropeCss from './rope.css?inline';

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
  styles: [MODEL_PICKER_CSS, ropeCss],
  loadPanel: () => import('./rope-panel.js').then((module) => module.ropePanel),
};
