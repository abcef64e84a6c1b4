// The tab bar: one labelled tab list per group ("The sinusoid", "Beyond"; a group without views
// shows nothing), WAI-ARIA tabs pattern across them (arrow keys move from tab to tab, one tab
// stop). A tab selects its view through the store; the shell says which one is selected.
import type { Store, ViewName } from '../state/app-state.js';
import { VIEW_GROUPS, type ViewDefinition } from '../views/view.js';

export interface TabBar {
  /** Marks `name`'s tab selected (the one tab stop) and brings it into sight once laid out. */
  select(name: ViewName): void;
  /** Cancels what it had planned and takes the tabs out. */
  destroy(): void;
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

/** One group's label and tab list, in `nav`; the list is returned for its tabs. */
function tabGroup(nav: HTMLElement, group: string, label: string): HTMLElement {
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
  return tabList;
}

/** The tabs of `ordered` (in group order), in `nav`, each opening its view in `store`. */
export function createTabBar(nav: HTMLElement, ordered: readonly ViewDefinition[], store: Store): TabBar {
  const tabs = new Map<ViewName, HTMLButtonElement>();
  let selected: HTMLElement | undefined;
  const scrollCheck = new ResizeObserver(() => {
    scrollCheck.disconnect();
    if (selected && !nav.hidden) scrollTabIntoNav(selected);
  });
  for (const [group, label] of Object.entries(VIEW_GROUPS)) {
    const members = ordered.filter((view) => view.group === group);
    if (members.length === 0) continue;
    const tabList = tabGroup(nav, group, label);
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

  return {
    select(name) {
      for (const [view, tab] of tabs) {
        tab.setAttribute('aria-selected', String(view === name));
        tab.tabIndex = view === name ? 0 : -1;
      }
      // Measured once the next frame has been laid out (a resize observer's first report), with
      // nothing to force: measured at once, or in an animation frame, the first show forced the
      // whole explorer's style and layout, before its first paint or inside that frame's task.
      scrollCheck.disconnect();
      selected = tabs.get(name);
      if (selected) scrollCheck.observe(selected);
    },
    destroy() {
      scrollCheck.disconnect();
      nav.replaceChildren();
    },
  };
}
