// The views the page offers, in tab order (the order of VIEW_NAMES). Each view module exports
// one ViewDefinition.
import { heatmapView } from './heatmap/heatmap-view.js';
import { exampleView } from './example/example-view.js';
import { curvesView } from './curves/curves-view.js';
import { distanceView } from './distance/distance-view.js';
import { tutorialView } from './tutorial/tutorial-view.js';
import { orderView } from './order/order-view.js';
import type { ViewDefinition } from './view.js';

export const VIEWS: readonly ViewDefinition[] = [
  heatmapView,
  curvesView,
  exampleView,
  tutorialView,
  distanceView,
  orderView,
];
