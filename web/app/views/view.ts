// The contract between the explorer shell and each view (heatmap, curves, worked example, …). A
// view owns the DOM inside its panel, which lives in a <pe-explorer> shadow root: it finds its
// elements under the panel, never through the document. It reads and writes the shared Store.
import type { AppState, Store, ViewName } from '../state/app-state.js';
import type { SourceKey } from './sources.js';

export interface ViewHandle {
  /** Called after every store change while the view is mounted (also when hidden). */
  update(state: Readonly<AppState>, changed: ReadonlySet<keyof AppState>): void;
  /** Called when the view's panel becomes visible (sizes are known from then on). */
  shown?(): void;
}

/** What the explorer around a view offers it. */
export interface ViewContext {
  /** The address that reopens this state, when the explorer keeps its state in the URL. */
  shareLink: (() => string) | null;
}

export interface ViewDefinition {
  name: ViewName;
  /** The tab's label. */
  label: string;
  /** Whether the shared d_model / L / n / layout controls apply to this view. */
  usesControls: boolean;
  /** Why the form's √d_model scaling does nothing on this view (no embeddings are added here);
   *  the form disables it and shows this line. Absent where the scaling applies. */
  scaleIdleReason?: string;
  /** One sentence under the view's title: what a first-time reader should look at first. */
  lookFirst: string;
  /** The documents its formula and numbers come from, named under the view. */
  sources: readonly SourceKey[];
  /** The view's stylesheets as text (Vite `?inline`), adopted by every explorer's shadow root. */
  styles: readonly string[];
  /** Builds the view inside `panel`; called once, after init() has loaded the core. */
  mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle;
}
