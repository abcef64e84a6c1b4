// The precision view as the registry knows it: its tab, settings and sources. Its panel's code
// (precision-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import type { ViewDefinition } from '../view.js';

/** What the lab measures, in words: the heading's and the figure's. */
export function quantityLabel(quantity: AppState['precisionQuantity']): string {
  return quantity === 'cos-sin' ? 'cos/sin tables' : 'RoPE outputs of x = 1';
}

/** The heading’s settings: what is measured, head_dim and θ. */
export function precisionShape(state: Readonly<AppState>): string {
  return `(${quantityLabel(state.precisionQuantity)}, head_dim = ${state.headDim}, θ = ${formatNumber(state.base)})`;
}

export const precisionView: ViewDefinition = {
  name: 'precision',
  label: 'Precision lab',
  group: 'beyond',
  settings: ['headDim', 'base', 'precisionQuantity', 'precisionPlane', 'precisionUpTo'],
  formFields: [],
  panelClass: 'precision-view',
  titleId: 'precision-title',
  heading:
    '<h2 class="figure-title" id="precision-title">Error against float64, by position <span id="precision-shape"></span></h2>',
  headingShape: precisionShape,
  lookFirst:
    'Look first at the pink bfloat16 dots in the first panel: low up to position 256, a radian off from 257 on.',
  sources: ['roformer', 'hf-rope'],
  loadPanel: () => import('./precision-panel.js').then((module) => module.precisionPanel),
};
