// The tab bar that switches views, in groups ("The sinusoid", "Beyond"; a group without views shows
// nothing): one labelled tab list per group, WAI-ARIA tabs pattern across them (arrow keys move
// from tab to tab, one tab stop). Each view is mounted the first time it is shown: the shell fills
// its panel (the one mount preamble every view shares) and gives it a Lifetime that destroy()
// ends. Without tabs (an explorer showing one view) the bar is hidden and the panels are plain
// regions named by their views' headings.
import type { AppState, Store, ViewName } from '../state/app-state.js';
import {
  VIEW_GROUPS,
  type FirstFrame,
  type ViewContext,
  type ViewDefinition,
  type ViewHandle,
  type ViewPanel,
} from '../views/view.js';
import { sourcesElement } from '../views/sources.js';
import { adoptViewStyles } from '../style-sheets.js';
import { Lifetime } from '../lifetime.js';
import { nextTask } from '../after-paint.js';

export interface ViewTabs {
  /** Shows or hides the tab bar (the full explorer, or a single view). */
  setTabsShown(shown: boolean): void;
  /** Takes every mounted view down and removes the tabs and panels. */
  destroy(): void;
}

interface MountedView {
  handle: ViewHandle;
  lifetime: Lifetime;
}

/** The view's one-line "where to start" (issue 16 item 5). */
function lookFirstLine(view: ViewDefinition): HTMLParagraphElement {
  const lookFirst = document.createElement('p');
  lookFirst.className = 'look-first';
  lookFirst.textContent = view.lookFirst;
  return lookFirst;
}

/**
 * What a view's panel shows before its code has come: its heading (when the view's description
 * has it) and its "look first" line, the first words a reader sees and an embed's largest text.
 */
function fillFirstFrame(view: ViewDefinition, panel: HTMLElement, state: Readonly<AppState>): void {
  if (view.heading) panel.innerHTML = view.heading;
  panel.append(lookFirstLine(view));
  showHeadingShape(view, panel, state);
  if (view.firstFrame) insertFirstFrame(view, view.firstFrame, panel, state);
}

/** Writes the heading's shape for `state` (headingShape) while the view's code has not come. */
function showHeadingShape(view: ViewDefinition, panel: HTMLElement, state: Readonly<AppState>): void {
  const shape = view.headingShape && panel.querySelector(`#${view.titleId} > span`);
  if (shape) shape.textContent = view.headingShape!(state);
}

/** A panel's first frame (FirstFrame.markup) while it holds it: its nodes, and what fills them. */
const firstFrames = new WeakMap<
  HTMLElement,
  { nodes: ChildNode[]; observer: ResizeObserver; refill(state: Readonly<AppState>): void }
>();

/**
 * Puts the view's first frame after its heading and "look first" line and fills it for the panel's
 * width, read here: a layout in this task, before the frame (filled from a ResizeObserver, its
 * boxes were laid out empty first in the same frame, which counted as a layout shift). The observer
 * fills it again when the width changes before the view comes.
 */
function insertFirstFrame(
  view: ViewDefinition,
  first: FirstFrame,
  panel: HTMLElement,
  state: Readonly<AppState>,
): void {
  const root = panel.getRootNode();
  if (root instanceof ShadowRoot) adoptViewStyles(root, first.styles);
  panel.classList.add(view.panelClass);
  const parsed = document.createElement('template');
  parsed.innerHTML = first.markup;
  const nodes = [...parsed.content.childNodes];
  panel.append(...nodes);
  // A view whose heading is its template's own has the line after it, where mountView puts it.
  const lookFirst = panel.querySelector('.look-first');
  if (!view.heading && lookFirst) panel.querySelector('h2')?.after(lookFirst);
  panel.dataset.firstFrame = 'true';
  let latest = state;
  let width = 0;
  const refill = (next: Readonly<AppState>): void => {
    latest = next;
    width = panel.clientWidth;
    if (width > 0 && !first.fill(panel, next)) dropFirstFrame(panel);
  };
  const observer = new ResizeObserver(() => {
    if (panel.clientWidth !== width) refill(latest);
  });
  firstFrames.set(panel, { nodes, observer, refill });
  refill(state);
  // The "look first" line: as wide as the panel, and as tall whatever the frame holds (a box that
  // the fill made taller would be reported again, a loop the browser warns about).
  observer.observe(panel.querySelector('.look-first') ?? panel);
}

/** Takes the first frame's nodes out (a state it cannot draw), or leaves them to the view (keep). */
function dropFirstFrame(panel: HTMLElement, keep = false): void {
  const first = firstFrames.get(panel);
  if (!first) return;
  first.observer.disconnect();
  if (!keep) {
    // The "look first" line stays, also where it was placed inside the frame's markup.
    const lookFirst = panel.querySelector('.look-first');
    if (lookFirst && lookFirst.parentElement !== panel) panel.prepend(lookFirst);
    for (const node of first.nodes) node.remove();
  }
  firstFrames.delete(panel);
  delete panel.dataset.firstFrame;
}

/**
 * Styles `panel` and fills it with the view's markup, after the heading and "look first" line of
 * its first frame, and its sources, then mounts it. Those two stay as they are, not drawn again
 * under a reader who may be reading them.
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
  if (view.heading && !panel.hasChildNodes()) fillFirstFrame(view, panel, store.state);
  // A first frame still there is the template's opening, filled for this state: the view takes
  // its elements over (the same ones, where they were painted) and the rest follows them. A view
  // whose heading is in its template has its heading and "look first" line in there too.
  const first = view.firstFrame;
  const kept = Boolean(first && firstFrames.has(panel) && code.template.startsWith(first.markup));
  dropFirstFrame(panel, kept);
  if (kept) panel.insertAdjacentHTML('beforeend', code.template.slice(first!.markup.length));
  else if (view.heading) panel.insertAdjacentHTML('beforeend', code.template);
  else {
    panel.innerHTML = code.template;
    const lookFirst = lookFirstLine(view);
    const title = panel.querySelector('h2');
    if (title) title.after(lookFirst);
    else panel.prepend(lookFirst);
  }
  const lifetime = new Lifetime();
  const handle = code.mount(panel, store, { ...context, lifetime });
  panel.append(sourcesElement(view.sources));
  return { handle, lifetime };
}

/** Where the tabs scroll sideways (narrow screens), brings the selected one into sight. */
function scrollTabIntoNav(tab: HTMLElement): void {
  const nav = tab.closest<HTMLElement>('nav');
  if (!nav || nav.scrollWidth <= nav.clientWidth) return;
  const fade = 32; // the fading edge that says the row scrolls
  const tabBox = tab.getBoundingClientRect();
  const navBox = nav.getBoundingClientRect();
  if (tabBox.right > navBox.right - fade) nav.scrollLeft += tabBox.right - navBox.right + fade;
  else if (tabBox.left < navBox.left) nav.scrollLeft -= navBox.left - tabBox.left;
}

export function createViewTabs(
  nav: HTMLElement,
  panels: HTMLElement,
  views: readonly ViewDefinition[],
  store: Store,
  context: Omit<ViewContext, 'lifetime'>,
  onShow: (view: ViewDefinition) => void,
  loading: {
    /** The explorer's first frame on screen: views' code is requested after it, not with it. */
    painted: Promise<unknown>;
    /** The core loaded and KaTeX's rules adopted: views are mounted once it resolves. */
    coreReady: Promise<unknown>;
    /** KaTeX's runtime, fetched on the first call: what a view with a formulaOnFirstScreen waits for. */
    texRuntime: () => Promise<unknown>;
  },
): ViewTabs {
  const { painted, coreReady, texRuntime } = loading;
  const mounted = new Map<ViewName, MountedView>();
  let destroyed = false;
  let tabScrollFrame = 0;
  const tabs = new Map<ViewName, HTMLButtonElement>();
  const panelFor = new Map<ViewName, HTMLElement>();
  // Tab order follows the groups, then the registry within each group.
  const ordered = (Object.keys(VIEW_GROUPS) as (keyof typeof VIEW_GROUPS)[]).flatMap((group) =>
    views.filter((view) => view.group === group),
  );

  for (const [group, label] of Object.entries(VIEW_GROUPS)) {
    const members = ordered.filter((view) => view.group === group);
    if (members.length === 0) continue;
    const wrapper = document.createElement('div');
    wrapper.className = 'tab-group';
    const heading = document.createElement('span');
    heading.className = 'tab-group-label';
    heading.id = `tab-group-${group}`;
    heading.textContent = label;
    const tabList = document.createElement('div');
    tabList.className = 'view-tabs';
    tabList.role = 'tablist';
    tabList.setAttribute('aria-labelledby', heading.id);
    wrapper.append(heading, tabList);
    nav.append(wrapper);
    for (const view of members) {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.role = 'tab';
      tab.id = `tab-${view.name}`;
      tab.textContent = view.label;
      tab.setAttribute('aria-controls', `panel-${view.name}`);
      tab.addEventListener('click', () => store.update({ view: view.name }));
      tabList.append(tab);
      tabs.set(view.name, tab);
    }
  }

  for (const view of ordered) {
    const panel = document.createElement('section');
    panel.id = `panel-${view.name}`;
    panel.role = 'tabpanel';
    panel.className = 'view-panel';
    panel.dataset.view = view.name;
    panel.setAttribute('aria-labelledby', `tab-${view.name}`);
    panel.hidden = true;
    panels.append(panel);
    panelFor.set(view.name, panel);
  }

  nav.addEventListener('keydown', (event) => {
    const index = ordered.findIndex((view) => view.name === store.state.view);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next = step === undefined ? -1 : (index + step + ordered.length) % ordered.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = ordered.length - 1;
    if (next < 0) return;
    event.preventDefault();
    store.update({ view: ordered[next]!.name });
    tabs.get(ordered[next]!.name)!.focus();
  });

  // The tabs and panels exist from the start, so nothing moves when the core arrives; a view is
  // mounted once the core and the view's own code have loaded, if it is still the one shown.
  const mountWhenShown = (view: ViewDefinition, code: ViewPanel, panel: HTMLElement): void => {
    if (destroyed || mounted.has(view.name) || store.state.view !== view.name) return;
    mounted.set(view.name, mountView(view, code, panel, store, context));
    mounted.get(view.name)!.handle.shown?.();
  };
  // A view's panel is a chunk of its own, fetched once, the first time the view is shown after the
  // explorer's first frame is on screen (see show()).
  const panelCode = new Map<ViewName, Promise<ViewPanel>>();
  const codeFor = (view: ViewDefinition): Promise<ViewPanel> => {
    if (!panelCode.has(view.name)) panelCode.set(view.name, view.loadPanel());
    return panelCode.get(view.name)!;
  };
  const codeFailed = (panel: HTMLElement, error: unknown): void => {
    if (destroyed) return;
    const notice = document.createElement('p');
    notice.className = 'notice';
    notice.role = 'alert';
    notice.textContent = `This view's code did not load: ${error instanceof Error ? error.message : String(error)}`;
    panel.replaceChildren(notice);
  };

  const show = (state: Readonly<AppState>): void => {
    for (const view of ordered) {
      const active = view.name === state.view;
      const tab = tabs.get(view.name)!;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      const panel = panelFor.get(view.name)!;
      panel.hidden = !active;
      if (!active) continue;
      // Measured in the next frame, where its layout is due anyway: measured at once, the first
      // show forced the whole explorer's style and layout before its first paint (and an embed
      // hides the tabs right after).
      cancelAnimationFrame(tabScrollFrame);
      tabScrollFrame = requestAnimationFrame(() => {
        if (!nav.hidden) scrollTabIntoNav(tab);
      });
      onShow(view);
      if (mounted.has(view.name)) mounted.get(view.name)!.handle.shown?.();
      // A core that fails to load is reported by the explorer, which awaits the same promise.
      else {
        // Until then its heading and "look first" line are there: the first words a reader sees
        // (and the largest paint, in an embed) do not wait for the wasm and the view's code.
        if (!panel.hasChildNodes()) fillFirstFrame(view, panel, state);
        // Its code (and KaTeX's runtime, unless the view's first formulas were typeset at build
        // time) is requested once the explorer's first frame is on screen, and only if the view is
        // still the one shown then: requested with the frame, the default view's chunks were
        // counted into an embed's largest paint, and an embed, whose script sets the view right
        // after the element has started on the default one, fetched that view's code as well
        // (issue 12). Mounted in a task of its own, not in the one that instantiated the wasm.
        void painted.then(() => {
          if (destroyed || store.state.view !== view.name) return;
          const code = codeFor(view);
          // KaTeX's runtime only for a formula on the first screen; any other fetches it once it
          // comes near the screen (tex.ts).
          const ready = view.formulaOnFirstScreen ? Promise.all([coreReady, texRuntime()]) : coreReady;
          void ready.then(
            () =>
              code.then(
                (loaded) => nextTask().then(() => mountWhenShown(view, loaded, panel)),
                (error: unknown) => codeFailed(panel, error),
              ),
            () => undefined,
          );
        });
      }
    }
  };

  const unsubscribe = store.subscribe((state, changed) => {
    if (changed.has('view')) show(state);
    else {
      // Settings given after the first frame (an embed's attributes) before the view has come.
      const shown = ordered.find((view) => view.name === state.view);
      if (shown && !mounted.has(shown.name)) {
        showHeadingShape(shown, panelFor.get(shown.name)!, state);
        firstFrames.get(panelFor.get(shown.name)!)?.refill(state);
      }
    }
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
      cancelAnimationFrame(tabScrollFrame);
      unsubscribe();
      for (const { handle, lifetime } of mounted.values()) {
        handle.destroy?.();
        lifetime.end();
      }
      mounted.clear();
      for (const panel of panelFor.values()) dropFirstFrame(panel, true);
      nav.replaceChildren();
      panels.replaceChildren();
    },
  };
}
