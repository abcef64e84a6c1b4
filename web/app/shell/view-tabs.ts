// The views behind the tab bar (tab-bar.ts): a panel per view, the shown one visible. Each view is
// mounted the first time it is shown: until its code and the core have come its panel holds its
// first frame (first-frame.ts); then the shell fills it (the one mount preamble every view shares)
// and gives it a Lifetime that destroy() ends. Without tabs (an explorer showing one view) the bar
// is hidden and the panels are plain regions named by their views' headings.
import type { AppState, Store, ViewName } from '../state/app-state.js';
import { VIEW_GROUPS, type ViewContext, type ViewDefinition, type ViewHandle, type ViewPanel } from '../views/view.js';
import { sourcesElement } from '../views/sources.js';
import { adoptViewStyles } from '../style-sheets.js';
import { Lifetime } from '../lifetime.js';
import { nextTask } from '../after-paint.js';
import { dropFirstFrame, fillFirstFrame, fillTemplate, refillFirstFrame } from './first-frame.js';
import { createTabBar } from './tab-bar.js';

export interface ViewTabs {
  /** Shows or hides the tab bar (the full explorer, or a single view). */
  setTabsShown(shown: boolean): void;
  /** Takes every mounted view down and removes the tabs and panels. */
  destroy(): void;
}

/** What the views wait for before they are requested and mounted. */
export interface ViewLoading {
  /** The explorer's first frame on screen: views' code is requested after it, not with it. */
  painted: Promise<unknown>;
  /** The core loaded and KaTeX's rules adopted: views are mounted once it resolves. */
  coreReady: Promise<unknown>;
}

interface MountedView {
  handle: ViewHandle;
  lifetime: Lifetime;
}

/**
 * Styles `panel`, fills it with the view's template (after its first frame's heading and "look
 * first" line) and its sources line, and mounts it.
 */
function mountView(
  view: ViewDefinition,
  code: ViewPanel,
  panel: HTMLElement,
  store: Store,
  context: Omit<ViewContext, 'lifetime'>,
): MountedView {
  const root = panel.getRootNode();
  if (root instanceof ShadowRoot) adoptViewStyles(root, code.styles);
  panel.classList.add(view.panelClass);
  panel.setAttribute('aria-labelledby', view.titleId);
  fillTemplate(view, code, panel, store.state);
  // Before mount: a first draw that keeps what is under the first screen out of the layout keeps
  // the sources line, the panel's end, out with it (figures/below-first-screen.ts).
  panel.append(sourcesElement(view.sources));
  const lifetime = new Lifetime();
  const handle = code.mount(panel, store, { ...context, lifetime });
  return { handle, lifetime };
}

/** A view's empty panel, hidden until the view is shown. */
function emptyPanel(panels: HTMLElement, view: ViewDefinition): HTMLElement {
  const panel = document.createElement('section');
  panel.id = `panel-${view.name}`;
  panel.role = 'tabpanel';
  panel.className = 'view-panel';
  panel.dataset.view = view.name;
  panel.setAttribute('aria-labelledby', `tab-${view.name}`);
  panel.hidden = true;
  panels.append(panel);
  return panel;
}

/** Tab order: the groups', then the registry's within each group. */
function inTabOrder(views: readonly ViewDefinition[]): ViewDefinition[] {
  return (Object.keys(VIEW_GROUPS) as (keyof typeof VIEW_GROUPS)[]).flatMap((group) =>
    views.filter((view) => view.group === group),
  );
}

/** What a panel says when its view's code did not load. */
function showCodeFailure(panel: HTMLElement, error: unknown): void {
  const notice = document.createElement('p');
  notice.className = 'notice';
  notice.role = 'alert';
  notice.textContent = `This view's code did not load: ${error instanceof Error ? error.message : String(error)}`;
  panel.replaceChildren(notice);
}

export function createViewTabs(
  nav: HTMLElement,
  panels: HTMLElement,
  views: readonly ViewDefinition[],
  store: Store,
  context: Omit<ViewContext, 'lifetime'>,
  onShow: (view: ViewDefinition) => void,
  loading: ViewLoading,
): ViewTabs {
  const { painted, coreReady } = loading;
  const mounted = new Map<ViewName, MountedView>();
  let destroyed = false;
  const ordered = inTabOrder(views);
  const tabBar = createTabBar(nav, ordered, store);
  // The tabs and panels exist from the start, so nothing moves when the core arrives.
  const panelFor = new Map(ordered.map((view) => [view.name, emptyPanel(panels, view)]));
  // A view's panel is a chunk of its own, fetched once, the first time the view is shown after the
  // explorer's first frame is on screen.
  const panelCode = new Map<ViewName, Promise<ViewPanel>>();

  /** Mounts the view if it is (still) the one shown. */
  const mountShown = (view: ViewDefinition, code: ViewPanel, panel: HTMLElement): void => {
    if (destroyed || mounted.has(view.name) || store.state.view !== view.name) return;
    mounted.set(view.name, mountView(view, code, panel, store, context));
    mounted.get(view.name)!.handle.shown?.();
  };
  // Its code is requested once the explorer's first frame is on screen, and only if the view is still the one
  // shown then: requested with the frame, the default view's chunks were counted into an embed's
  // largest paint (issue 12). Mounted in a task of its own, not in the one that instantiated the
  // wasm. A core that fails to load is reported by the explorer, which awaits the same promise.
  const requestView = (view: ViewDefinition, panel: HTMLElement): void => {
    void painted.then(() => {
      if (destroyed || store.state.view !== view.name) return;
      if (!panelCode.has(view.name)) panelCode.set(view.name, view.loadPanel());
      const code = panelCode.get(view.name)!;
      // Without KaTeX's runtime: first-screen formulas are typeset at build time, any other fetches
      // the runtime once it comes near the screen (tex.ts).
      void coreReady.then(
        () =>
          code.then(
            (loaded) => nextTask().then(() => mountShown(view, loaded, panel)),
            (error: unknown) => {
              if (!destroyed) showCodeFailure(panel, error);
            },
          ),
        () => undefined,
      );
    });
  };

  const show = (state: Readonly<AppState>): void => {
    tabBar.select(state.view);
    for (const [name, panel] of panelFor) panel.hidden = name !== state.view;
    const view = ordered.find((candidate) => candidate.name === state.view);
    if (!view) return;
    onShow(view);
    const panel = panelFor.get(view.name)!;
    if (mounted.has(view.name)) mounted.get(view.name)!.handle.shown?.();
    else {
      // Until then its first frame is there: the first words a reader sees (and the largest
      // paint, in an embed) do not wait for the wasm and the view's code.
      if (!panel.hasChildNodes()) fillFirstFrame(view, panel, state);
      requestView(view, panel);
    }
  };

  const unsubscribe = store.subscribe((state, changed) => {
    const shown = ordered.find((view) => view.name === state.view);
    if (changed.has('view')) show(state);
    // Settings given after the first frame (an embed's attributes) before the view has come.
    else if (shown && !mounted.has(shown.name)) refillFirstFrame(shown, panelFor.get(shown.name)!, state);
    for (const { handle } of mounted.values()) handle.update(state, changed);
  });
  show(store.state);

  return {
    setTabsShown(shown) {
      nav.hidden = !shown;
      for (const panel of panelFor.values()) {
        if (shown) panel.role = 'tabpanel';
        else panel.removeAttribute('role');
      }
    },
    destroy() {
      destroyed = true;
      unsubscribe();
      for (const { handle, lifetime } of mounted.values()) {
        handle.destroy?.();
        lifetime.end();
      }
      mounted.clear();
      for (const panel of panelFor.values()) dropFirstFrame(panel, true);
      tabBar.destroy();
      panels.replaceChildren();
    },
  };
}
