// The model-map view as the registry knows it: its tab, settings and sources. Its panel's code
// (model-map-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the page's
// first view does not wait for it (issue 12).
import type { ViewDefinition } from '../view.js';

export const modelMapView: ViewDefinition = {
  name: 'model-map',
  label: 'Model map',
  group: 'beyond',
  settings: ['mapModel', 'mapLayer', 'mapToken', 'mapPair'],
  formFields: [],
  panelClass: 'model-map-view',
  titleId: 'model-map-title',
  lookFirst: 'Look first at the colours: which layers turn their queries, by how much, and which attend only nearby.',
  sources: ['roformer', 'hf-rope'],
  loadPanel: () => import('./model-map-panel.js').then((module) => module.modelMapPanel),
};
