// The long-context view as the registry knows it: its tab, settings and sources. Its panel's code
// (long-context-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import type { ViewDefinition } from '../view.js';

/** The heading’s settings: head_dim, θ, the training length N and the factor s. */
export function longContextShape(state: Readonly<AppState>): string {
  return `(head_dim ${state.headDim}, θ = ${formatNumber(state.ropeBase)}, N = ${state.trainLength}, s = ${formatNumber(state.ropeFactor)})`;
}

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
  heading:
    '<h2 class="figure-title" id="lc-title">Long context: wavelengths against the training length <span id="lc-shape"></span></h2>',
  headingShape: longContextShape,
  lookFirst:
    'Look first at the pairs above the line N: they never turned once in training, and they are the ones each scaling stretches.',
  sources: ['interpolation', 'yarn', 'longrope', 'llama3', 'hf-rope', 'roformer', 'paper'],
  loadPanel: () => import('./long-context-panel.js').then((module) => module.longContextPanel),
};
