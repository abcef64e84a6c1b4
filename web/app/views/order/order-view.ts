// The order view as the registry knows it: its tab, settings and sources. Its panel's code
// (order-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the
// explorer's first chunk holds only the shell and the views' descriptions (issue 12).
import type { ViewDefinition } from '../view.js';
import { orderFirstFrame } from './first-frame.js';

export const orderView: ViewDefinition = {
  name: 'order',
  label: 'Word order',
  group: 'sinusoid',
  settings: ['orderDModel', 'orderBase'],
  formFields: [],
  panelClass: 'order-view',
  titleId: 'order-title',
  heading: '<h2 class="lesson-title" id="order-title">Word order: “John likes Jane” or “Jane likes John”?</h2>',
  lookFirst:
    'Look first at the difference rows: without PE both sentences give the same self-attention outputs; with PE they differ.',
  sources: ['textbook', 'paper'],
  firstFrame: orderFirstFrame,
  loadPanel: () => import('./order-panel.js').then((module) => module.orderPanel),
};
