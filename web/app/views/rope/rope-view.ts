// The rope view as the registry knows it: its tab, settings and sources. Its panel's code
// (rope-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import type { ViewDefinition } from '../view.js';

/** The dimensions that turn: rotary_dim when set and smaller than head_dim, else all of head_dim. */
export function rotaryOf(state: Readonly<AppState>): number {
  return state.rotaryDim !== 0 && state.rotaryDim < state.headDim ? state.rotaryDim : state.headDim;
}

/** The heading’s settings: head_dim, the turning dimensions when fewer, θ and m. */
export function ropeShape(state: Readonly<AppState>): string {
  const rotaryDim = rotaryOf(state);
  return `(head_dim ${state.headDim}${rotaryDim < state.headDim ? `, ${rotaryDim} turning` : ''}, θ = ${formatNumber(state.ropeBase)}, m = ${state.ropePos})`;
}

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
  heading:
    '<h2 class="figure-title" id="rope-title">RoPE: pairs turning by m·θ<sub>i</sub> <span id="rope-shape"></span></h2>',
  headingShape: ropeShape,
  lookFirst: 'Look first at the dials as m moves: the first pairs spin, the last barely turn.',
  sources: ['roformer', 'hf-rope'],
  loadPanel: () => import('./rope-panel.js').then((module) => module.ropePanel),
};
