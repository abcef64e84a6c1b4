// The distance view as the registry knows it: its tab, settings and sources. Its panel's code
// (distance-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the
// explorer's first chunk holds only the shell and the views' descriptions (issue 12).
import type { ViewDefinition } from '../view.js';

export const distanceView: ViewDefinition = {
  name: 'distance',
  label: 'Relative distance',
  group: 'sinusoid',
  settings: [],
  formFields: ['dModel', 'length', 'base', 'layout'],
  panelClass: 'distance-view',
  titleId: 'distance-title',
  scaleIdleReason: 'Not used here: the dot products are of PE alone, with no embeddings to scale.',
  lookFirst:
    'Look first at the diagonals: each has one colour, because PE_t · PE_s depends only on the distance k = s − t.',
  sources: ['blog', 'paper'],
  // Its formulas are fixed and typeset at build time (vite-plugins/prebuilt-tex.ts).
  mountsWithoutTex: true,
  loadPanel: () => import('./distance-panel.js').then((module) => module.distancePanel),
};
