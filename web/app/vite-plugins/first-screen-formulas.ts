// The formulas the RoPE, attention-lab, model-map and bias views show on their first screen when they
// open on their default settings, computed by the views' own code with the core's numbers. Run in
// Node by Vite's module runner (computed-formulas.ts), against the package's sources, not bundled
// into a Vite config: the config would load the package from a dist/lib that `npm start` never builds.
import { init } from 'positional-encoding';
import { DEFAULT_STATE, type AppState } from '../state/app-state.js';
import type { ViewDefinition } from '../views/view.js';
import { attentionView } from '../views/attention/attention-view.js';
import { attentionFirstFormulas } from '../views/attention/first-formula.js';
import { biasFirstFormulas } from '../views/bias/first-formula.js';
import { biasView } from '../views/bias/bias-view.js';
import { modelMapFirstFormulas } from '../views/model-map/first-formula.js';
import { modelMapView } from '../views/model-map/model-map-view.js';
import { ropeFirstFormulas } from '../views/rope/first-formula.js';
import { ropeView } from '../views/rope/rope-view.js';

type FirstFormulas = (state: Readonly<AppState>) => { tex: string; displayMode: boolean }[];

const VIEWS: readonly (readonly [ViewDefinition, FirstFormulas])[] = [
  [ropeView, ropeFirstFormulas],
  [attentionView, attentionFirstFormulas],
  [modelMapView, modelMapFirstFormulas],
  [biasView, biasFirstFormulas],
];

/** The state a view opens on when nothing was chosen (as the explorer's Store gives it). */
function openingState(view: ViewDefinition): Readonly<AppState> {
  return { ...DEFAULT_STATE, ...view.defaults, view: view.name };
}

// Computed as the module is evaluated: the runner closes once the import has resolved, and the
// core's wasm is imported by init().
await init();

/** Each view's first formulas, by view name. */
export const FIRST_SCREEN_FORMULAS: Readonly<Record<string, { tex: string; displayMode: boolean }[]>> =
  Object.fromEntries(VIEWS.map(([view, formulas]) => [view.name, formulas(openingState(view))]));
