// The contract between the explorer shell and each view (heatmap, curves, worked example, …). A
// view owns the DOM inside its panel, which lives in a <pe-explorer> shadow root: it finds its
// elements under the panel, never through the document. It reads and writes the shared Store, but
// only its own slice of it: the settings it declares. Figure code shared by several views lives in
// web/app/figures/; a view never imports from another view.
//
// Adding a view: a folder under views/ with a module that exports its ViewDefinition (x-view.ts)
// and one that exports its ViewPanel (x-panel.ts), and one line in views/registry.ts. The shell
// fills its panel (template, title, "look first" line, sources), keeps its settings in the URL
// hash and takes them as <pe-explorer> attributes and embed.html query keys, shows the shared
// form's fields it names, and takes it down again with everything registered on `context.lifetime`.
import type { AppState, Store, ViewName } from '../state/app-state.js';
import type { SettingKey, SettingValues } from '../state/settings.js';
import type { FormFieldKey } from '../state/form-fields.js';
import type { Lifetime } from '../lifetime.js';
import type { SourceKey } from './sources.js';

export interface ViewHandle {
  /** Called after every store change while the view is mounted (also when hidden). */
  update(state: Readonly<AppState>, changed: ReadonlySet<keyof AppState>): void;
  /** Called when the view's panel becomes visible (sizes are known from then on). */
  shown?(): void;
  /** Gives back what `context.lifetime` does not hold; called before the panel is emptied. */
  destroy?(): void;
}

/** What the explorer around a view offers it. */
export interface ViewContext {
  /** The address that reopens this state, when the explorer keeps its state in the URL. */
  shareLink: (() => string) | null;
  /**
   * Window and document listeners, observers, animation frames and timers registered here are
   * released when the view is taken down (the tab's explorer left the page).
   */
  lifetime: Lifetime;
}

/** The tab groups, in order; a group without views shows no tabs. */
export const VIEW_GROUPS = {
  sinusoid: 'The sinusoid',
  beyond: 'Beyond',
} as const;
export type ViewGroup = keyof typeof VIEW_GROUPS;

/** What a view says about itself: enough to draw its tab and keep its settings. */
export interface ViewDescription {
  /** The name in links (#view=…), the `view` attribute and embed.html's query. */
  name: ViewName;
  /** The tab's label. */
  label: string;
  /** The tab group it appears in. */
  group: ViewGroup;
  /**
   * The view's slice of the state: kept in the URL hash, and set by <pe-explorer> attributes and
   * embed.html query keys (state/settings.ts names them). A setting shared with other views means
   * the same thing there.
   */
  settings: readonly SettingKey[];
  /** The fields of the shared parameter form this view uses (its other settings have controls of its own). */
  formFields: readonly FormFieldKey[];
  /** Settings this view opens on unless the reader chose them (the curves open on d_model = 20). */
  defaults?: Partial<SettingValues>;
  /** Why the form's √d_model scaling does nothing on this view (no embeddings are added here);
   *  the form shows it disabled with this line. Absent where the scaling applies or is not shown. */
  scaleIdleReason?: string;
  /** One sentence under the view's title: what a first-time reader should look at first. */
  lookFirst: string;
  /** The documents its formula and numbers come from, named under the view. */
  sources: readonly SourceKey[];
  /** The class the panel gets (the root of the view's own styles). */
  panelClass: string;
  titleId: string;
  /**
   * The panel's heading, `<h2 id={titleId}>`, when it opens the panel and the view changes nothing
   * in it but its `<span>` (headingShape): the shell draws it with the "look first" line in the
   * explorer's first frame, before the view's code has come, and keeps both when the template
   * follows them, so an embed whose largest text is its heading paints it first and once (issue
   * 12: largest contentful paint). A heading
   * with more to fill in stays in the template (the model map's names the model of a config read
   * later): filled after the first frame, it would grow and push the line under it down.
   */
  heading?: string;
  /**
   * The text of the heading's `<span>` (the figure's shape and settings) for a state, as the view
   * writes it when it draws: the first frame shows it too, so the heading does not grow when
   * the view comes.
   */
  headingShape?(state: Readonly<AppState>): string;
  /**
   * The first part of the panel, drawn in the explorer's first frame after the heading and "look
   * first" line, before the view's code and the core have come, where the view's largest content
   * is more than its heading (issue 31: an embed's largest paint). A view without `heading` has
   * its <h2> in this markup, and the line goes after it, where the view's template would have it.
   */
  firstFrame?: FirstFrame;
}

/**
 * A view's first frame from the explorer's first chunk. The shell inserts `markup`, which the
 * panel's template begins with (the same string: they cannot drift), fills it for the state once
 * the panel has a width, and keeps those elements when the view mounts: the view draws into them
 * what `fill` drew, so nothing moves. While it is there the panel carries `data-first-frame`, under
 * which the view's styles hide what the first frame cannot fill (they appear when the view comes,
 * which is no layout shift).
 */
export interface FirstFrame {
  /** The opening of ViewPanel.template, whole elements. */
  markup: string;
  /** Stylesheets (Vite `?inline`) the markup needs; the panel's `styles` list them too. */
  styles: readonly string[];
  /**
   * Fills the inserted markup for `state` as the view will draw it; false where it cannot (then
   * the first frame is the heading and "look first" line alone: never a wrong figure).
   */
  fill(panel: HTMLElement, state: Readonly<AppState>): boolean;
}

/** The panel's markup and the code that wires it. */
export interface ViewPanel {
  /**
   * The panel's markup, set before mount(): after the view's heading and "look first" line when
   * its description has a heading, else in place of the line, holding one <h2 id={titleId}>. The
   * panel's children that belong on the first screen carry `data-first-screen` (the figure; a
   * stepper's heading, tensor and Back/Next): on narrow screens and in embeds they come first.
   */
  template: string;
  /**
   * The view's own stylesheets as text (Vite `?inline`), adopted when it is first mounted, so the
   * explorer's first chunk does not carry every view's CSS; the shared figure styles are the shell's
   * (figures/styles.ts).
   */
  styles: readonly string[];
  /** Wires the filled panel; called once per mount, after init() has loaded the core. */
  mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle;
}

/**
 * A view: its description, in the explorer's first chunk, and its panel (markup, styles, code), a
 * chunk of its own that the shell loads when the view is first shown, so the first view shown waits
 * for no other view's code (issue 12).
 */
export type ViewDefinition = ViewDescription & { loadPanel(): Promise<ViewPanel> };
