// The contract between the page shell and each view (heatmap, curves, worked example, …). A view
// owns the DOM inside its panel; it reads and writes the shared Store.
import type { AppState, Store, ViewName } from '../state/app-state.js';

export interface ViewHandle {
  /** Called after every store change while the view is mounted (also when hidden). */
  update(state: Readonly<AppState>, changed: ReadonlySet<keyof AppState>): void;
  /** Called when the view's panel becomes visible (sizes are known from then on). */
  shown?(): void;
}

export interface ViewDefinition {
  name: ViewName;
  /** The tab's label. */
  label: string;
  /** Whether the shared d_model / L / n / layout controls apply to this view. */
  usesControls: boolean;
  /** Builds the view inside `panel`; called once, after init() has loaded the core. */
  mount(panel: HTMLElement, store: Store): ViewHandle;
}
