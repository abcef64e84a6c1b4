// The tab bar that switches views (WAI-ARIA tabs pattern: arrow keys move between tabs, one tab
// stop). Each view is mounted the first time it is shown. Without tabs (an explorer showing one
// view) the bar is hidden and the panels are plain regions named by their views' headings.
import type { AppState, Store, ViewName } from '../state/app-state.js';
import type { ViewContext, ViewDefinition, ViewHandle } from '../views/view.js';
import { sourcesElement } from '../views/sources.js';
import { showScaleFieldFor } from './scale-field.js';

export interface ViewTabs {
  /** Shows or hides the tab bar (the full explorer, or a single view). */
  setTabsShown(shown: boolean): void;
}

export function createViewTabs(
  tabList: HTMLElement,
  panels: HTMLElement,
  views: readonly ViewDefinition[],
  store: Store,
  context: ViewContext,
): ViewTabs {
  const mounted = new Map<ViewName, ViewHandle>();
  const tabs = new Map<ViewName, HTMLButtonElement>();
  const panelFor = new Map<ViewName, HTMLElement>();

  for (const view of views) {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.role = 'tab';
    tab.id = `tab-${view.name}`;
    tab.textContent = view.label;
    tab.setAttribute('aria-controls', `panel-${view.name}`);
    tab.addEventListener('click', () => store.update({ view: view.name }));
    tabList.append(tab);
    tabs.set(view.name, tab);

    const panel = document.createElement('section');
    panel.id = `panel-${view.name}`;
    panel.role = 'tabpanel';
    panel.className = 'view-panel';
    panel.dataset.view = view.name;
    panel.setAttribute('aria-labelledby', tab.id);
    panel.hidden = true;
    panels.append(panel);
    panelFor.set(view.name, panel);
  }

  tabList.addEventListener('keydown', (event) => {
    const index = views.findIndex((view) => view.name === store.state.view);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next = step === undefined ? -1 : (index + step + views.length) % views.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = views.length - 1;
    if (next < 0) return;
    event.preventDefault();
    store.update({ view: views[next]!.name });
    tabs.get(views[next]!.name)!.focus();
  });

  const show = (state: Readonly<AppState>): void => {
    for (const view of views) {
      const active = view.name === state.view;
      const tab = tabs.get(view.name)!;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      const panel = panelFor.get(view.name)!;
      panel.hidden = !active;
      if (!active) continue;
      // The shared form sits beside the panels in the same (shadow) root.
      showScaleFieldFor(panels.getRootNode() as ParentNode, view);
      if (!mounted.has(view.name)) {
        mounted.set(view.name, view.mount(panel, store, context));
        panel.append(sourcesElement(view.sources));
        const lookFirst = document.createElement('p');
        lookFirst.className = 'look-first';
        lookFirst.textContent = view.lookFirst;
        const title = panel.querySelector('h2');
        if (title) title.after(lookFirst);
        else panel.prepend(lookFirst);
      }
      mounted.get(view.name)!.shown?.();
    }
  };

  store.subscribe((state, changed) => {
    if (changed.has('view')) show(state);
    for (const handle of mounted.values()) handle.update(state, changed);
  });
  show(store.state);

  return {
    setTabsShown(shown) {
      (tabList.closest('nav') ?? tabList).hidden = !shown;
      for (const panel of panelFor.values()) {
        if (shown) panel.role = 'tabpanel';
        else panel.removeAttribute('role');
      }
    },
  };
}
