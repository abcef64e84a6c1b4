// The distance view as the registry knows it: its tab, settings and sources. Its panel's code
// (distance-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the
// explorer's first chunk holds only the shell and the views' descriptions (issue 12).
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import type { ViewDefinition } from '../view.js';

/** The matrix has L² entries and costs L²·d_model/2 products: this view stops at 512 positions. */
export const MAX_POSITIONS = 512;

/** The heading’s positions and settings (L capped at MAX_POSITIONS). */
export function distanceShape(state: Readonly<AppState>): string {
  return `for positions 0 … ${Math.min(state.length, MAX_POSITIONS) - 1} (d_model = ${state.dModel}, n = ${formatNumber(state.base)})`;
}

export const distanceView: ViewDefinition = {
  name: 'distance',
  label: 'Relative distance',
  group: 'sinusoid',
  settings: [],
  formFields: ['dModel', 'length', 'base', 'layout'],
  panelClass: 'distance-view',
  titleId: 'distance-title',
  heading:
    '<h2 class="figure-title" id="distance-title">Dot products PE<sub>t</sub> · PE<sub>s</sub> <span id="distance-shape"></span></h2>',
  headingShape: distanceShape,
  scaleIdleReason: 'Not used here: the dot products are of PE alone, with no embeddings to scale.',
  lookFirst:
    'Look first at the diagonals: each has one colour, because PE_t · PE_s depends only on the distance k = s − t.',
  sources: ['blog', 'paper'],
  loadPanel: () => import('./distance-panel.js').then((module) => module.distancePanel),
};
