// The views the page offers, in tab order within their groups: the one list of view names. The
// hash, the `view` attribute, embed.html's query and the notice of an unknown view all read it; a
// browser test checks the published `ExplorerView` type against it. Adding a view is one line here.
import { heatmapView } from './heatmap/heatmap-view.js';
import { exampleView } from './example/example-view.js';
import { curvesView } from './curves/curves-view.js';
import { distanceView } from './distance/distance-view.js';
import { tutorialView } from './tutorial/tutorial-view.js';
import { orderView } from './order/order-view.js';
import { ropeView } from './rope/rope-view.js';
import { longContextView } from './long-context/long-context-view.js';
import { biasView } from './bias/bias-view.js';
import { attentionView } from './attention/attention-view.js';
import { precisionView } from './precision/precision-view.js';
import { layoutsView } from './layouts/layouts-view.js';
import { modelMapView } from './model-map/model-map-view.js';
import { checkView } from './check/check-view.js';
import { EXTRA_VIEWS } from './extra-views.js';
import type { SettingKey } from '../state/settings.js';
import type { ViewDefinition } from './view.js';

export const VIEWS: readonly ViewDefinition[] = [
  heatmapView,
  curvesView,
  exampleView,
  tutorialView,
  distanceView,
  orderView,
  ropeView,
  longContextView,
  biasView,
  attentionView,
  precisionView,
  layoutsView,
  modelMapView,
  checkView,
  // Views a build adds from their folders alone (PE_EXTRA_VIEWS: a test's fixture view); none on the page.
  ...EXTRA_VIEWS,
];

export const VIEW_NAMES: readonly string[] = VIEWS.map((view) => view.name);

export function viewNamed(name: string): ViewDefinition | undefined {
  return VIEWS.find((view) => view.name === name);
}

/** The settings `view` keeps: its own and those of the form fields it uses. */
export function viewSettings(name: string): readonly SettingKey[] {
  const view = viewNamed(name);
  return view ? [...new Set([...view.settings, ...view.formFields])] : [];
}

/** Every setting some view keeps: the attributes <pe-explorer> observes, embed.html's query keys. */
export const VIEW_SETTING_KEYS: readonly SettingKey[] = [...new Set(VIEWS.flatMap((view) => viewSettings(view.name)))];
