// <pe-explorer>: the whole explorer, or one of its views, as a custom element with its own shadow
// root and its own Store. Every instance on a page shares the one WebAssembly instance behind
// 'positional-encoding' (init() is idempotent).
//
//   <pe-explorer></pe-explorer>                                   all views behind a tab bar
//   <pe-explorer view="heatmap" d-model="4" length="10" base="100"></pe-explorer>
//   <pe-explorer view="curves" controls="false"></pe-explorer>   the view alone, no form
//   <pe-explorer theme="light"></pe-explorer>     light | dark | auto (default: follows the page)
//   <pe-explorer view="example" step="3"></pe-explorer>             step 3 of 8, counted from 1
//
// Attributes are read live. An invalid value is refused visibly: a notice inside the element names
// it and what is allowed, an `error` event carries the same message, and the previous value stays;
// an unknown view shows no view at all rather than another one. Removing an attribute restores
// its default. `hash-sync` (the explorer page) keeps the state
// in the URL hash, so a link reopens exactly what was shown.
import { part } from '../dom.js';
import { createControls, type Controls } from '../shell/controls.js';
import { Lifetime } from '../lifetime.js';
import { createViewTabs, type ViewTabs } from '../shell/view-tabs.js';
import { DEFAULT_STATE, Store, type AppState } from '../state/app-state.js';
import { settingForAttribute, settingOf, type SettingKey } from '../state/settings.js';
import { hashFromState, stateFromParams, syncWithUrlHash, type RefusedEntry } from './url-hash.js';
import { VIEW_SETTING_KEYS, VIEWS, viewNamed } from '../views/registry.js';
import type { ExplorerView } from './public-types.js';
import { forgetDetachedFormulas, loadTex, whenTexLoads } from '../tex.js';
import { afterNextPaint, nextTask } from '../after-paint.js';
import { refusedSettingMessage } from './setting-notice.js';
import { followTheme, isTheme, THEMES, type Theme } from './theme.js';
import { explorerStyleSheets } from './styles.js';
import { EXPLORER_TEMPLATE } from './template.js';

/** The names each element's notice uses for its attributes (useSettingNames). */
const settingNames = new WeakMap<HTMLElement, Partial<Record<string, string>>>();

/**
 * Names `element`'s notice uses for the attributes, e.g. { 'd-model': 'd' } where they were written
 * as another name (embed.html's query). Works before the element is upgraded, so a page can write
 * its attributes first and define the element after: it then starts on the view they ask for.
 * Internal: not part of the published types.
 */
export function useSettingNames(element: HTMLElement, names: Partial<Record<string, string>>): void {
  settingNames.set(element, names);
}

/** The attributes that set state: `view`, and one per setting some view keeps (state/settings.ts). */
export const STATE_ATTRIBUTES: readonly string[] = [
  'view',
  ...VIEW_SETTING_KEYS.map((key) => settingOf(key).attribute),
];

/**
 * HTMLElement where there is a DOM; elsewhere (Node: SSR, test runners) a stand-in, so that
 * importing this module never throws. The element can only be defined where customElements exists.
 */
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'function' ? HTMLElement : (class {} as unknown as typeof HTMLElement);

export class PeExplorer extends ElementBase {
  static readonly observedAttributes = [...STATE_ATTRIBUTES, 'controls', 'theme'];

  readonly #store = new Store(Object.fromEntries(VIEWS.map((view) => [view.name, view.defaults])));
  readonly #root: ShadowRoot;
  /** The explorer's outer box in the shadow root. */
  readonly #frame: HTMLElement;
  readonly #form: HTMLFormElement;
  readonly #controls: Controls;
  #tabs: ViewTabs | undefined;
  /** What the element holds on the page while connected: the hash sync, the start-up's timer. */
  #lifetime: Lifetime | undefined;
  /** The theme attribute's last allowed value (a refused one keeps it). */
  #theme: Theme = 'auto';
  /** Re-resolves the theme while connected. */
  #applyTheme: (() => void) | undefined;
  /** The message of each refused attribute, shown together in the notice. */
  readonly #refused = new Map<string, string>();
  /** Messages refused before the element was ready, dispatched once a page could listen. */
  #pendingErrors: string[] | null = [];

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = explorerStyleSheets();
    this.#root.innerHTML = EXPLORER_TEMPLATE;
    // Out of the style recalculation that resolving theme="auto" forces (it reads the page's
    // computed styles) until connectedCallback has set the theme: styled then, the whole explorer
    // was styled twice before its first paint (embed, 4x slower CPU: 37 ms of a 110 ms task).
    this.#frame = part<HTMLElement>(this.#root, '.explorer');
    this.#frame.style.display = 'none';
    this.#form = part<HTMLFormElement>(this.#root, '#controls');
    this.#controls = createControls(this.#form, part(this.#root, '#controls-toggle'), (patch) =>
      this.#store.update(patch),
    );
    this.#controls.set(this.#store.state);
    // The store and the form live in the shadow root, with the element: no clean-up needed.
    this.#store.subscribe((state, changed) => {
      if (changed.size > (changed.has('view') ? 1 : 0)) this.#controls.set(state);
      if (changed.has('view')) this.#showControls();
    });
    this.#showControls();
  }

  /** The view shown alone, or null for the full explorer with its tab bar. */
  get view(): ExplorerView | null {
    const view = this.getAttribute('view');
    return view !== null && viewNamed(view) ? (view as ExplorerView) : null;
  }

  set view(view: ExplorerView | null) {
    if (view === null) this.removeAttribute('view');
    else this.setAttribute('view', view);
  }

  connectedCallback(): void {
    if (this.#lifetime) return;
    const lifetime = new Lifetime();
    this.#lifetime = lifetime;
    this.#applyTheme = followTheme(this, lifetime, () => this.#theme);
    this.#frame.style.removeProperty('display');
    if (this.hasAttribute('hash-sync')) {
      syncWithUrlHash(this.#store, lifetime.signal, (entries) => this.#refuseHashEntries(entries));
    } else {
      // Landmarks belong to the page: an embedded explorer (a page may hold several) keeps its tab
      // bar as labelled tab lists and its form unnamed (every field has its own label), so
      // neither becomes a navigation or form landmark.
      part(this.#root, 'nav').role = 'none';
      this.#form.removeAttribute('aria-label');
    }
    void this.#start(lifetime);
  }

  /**
   * A course page that removes the element (or moves it) gets back everything the explorer put on
   * the page: every view's listeners, observers, animation frames and timers, the hash sync.
   * Connected again, it starts afresh from the state it kept.
   */
  disconnectedCallback(): void {
    this.#lifetime?.end();
    this.#lifetime = undefined;
    this.#applyTheme = undefined;
    this.#tabs?.destroy();
    this.#tabs = undefined;
    forgetDetachedFormulas(); // formulas of its views that waited to come near the screen
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'controls') {
      this.#showControls();
      return;
    }
    if (name === 'theme') {
      this.#setTheme(value);
      return;
    }
    const key: SettingKey | 'view' | undefined = name === 'view' ? 'view' : settingForAttribute(name);
    if (key === undefined) return;
    this.#refused.delete(name);
    if (value === null) {
      this.#store.update(pick(DEFAULT_STATE, key));
    } else {
      const param = key === 'view' ? 'view' : settingOf(key).param;
      const patch = stateFromParams(new URLSearchParams([[param, value]]));
      if (key in patch) this.#store.update(patch);
      else this.#refuse(name, refusedSettingMessage(this.#settingName(name), key, value));
    }
    this.#showNotice();
    if (name === 'view') this.#showViews();
  }

  /** The page's hash refuses as the attributes do: a notice naming each value, and an error event. */
  #refuseHashEntries(entries: readonly RefusedEntry[]): void {
    for (const name of [...this.#refused.keys()]) if (name.startsWith('#')) this.#refused.delete(name);
    for (const { key, param, value } of entries) this.#refuse(`#${param}`, refusedSettingMessage(param, key, value));
    this.#showNotice();
  }

  /** theme="light" | "dark" | "auto"; anything else is refused visibly and the theme stays. */
  #setTheme(value: string | null): void {
    this.#refused.delete('theme');
    if (value === null || isTheme(value)) this.#theme = value ?? 'auto';
    else {
      const name = this.#settingName('theme');
      this.#refuse('theme', `${name}="${value}" is not allowed: use ${THEMES.join(', ')}.`);
    }
    this.#showNotice();
    this.#applyTheme?.();
  }

  /** How the notice names an attribute: as useSettingNames() was told, else by itself. */
  #settingName(attribute: string): string {
    return settingNames.get(this)?.[attribute] ?? attribute;
  }

  #refuse(name: string, message: string): void {
    this.#refused.set(name, message);
    if (this.#pendingErrors) this.#pendingErrors.push(message);
    else this.#dispatchError(message);
  }

  #dispatchError(message: string): void {
    this.dispatchEvent(new CustomEvent('error', { detail: { message } }));
  }

  #showNotice(): void {
    const notice = part<HTMLElement>(this.#root, '#setting-notice');
    notice.textContent = [...this.#refused.values()].join(' ');
    notice.hidden = this.#refused.size === 0;
  }

  /** One view alone, all behind the tab bar, or, for an unknown view, none: never another one. */
  #showViews(): void {
    const unknownView = this.#refused.has('view');
    part<HTMLElement>(this.#root, '#view-panels').hidden = unknownView;
    this.#tabs?.setTabsShown(!unknownView && !this.hasAttribute('view'));
    // One view alone (an embed, a course page's widget) puts its figure first, as a phone does.
    this.#frame.classList.toggle('single-view', this.hasAttribute('view'));
    this.#showControls();
  }

  async #start(lifetime: Lifetime): Promise<void> {
    const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
    // Settings refused while the element was defined are reported after this task, so a script of
    // the page that adds its listener after defining the element still hears them.
    lifetime.timeout(() => {
      for (const message of this.#pendingErrors ?? []) this.#dispatchError(message);
      this.#pendingErrors = null;
    }, 0);
    // The tabs and empty panels are drawn at once, the views mounted when the core has loaded:
    // the explorer's frame does not move when they arrive (issue 12: layout shift).
    // The core, KaTeX and the view's code are requested once the element's first frame has
    // painted: requested with it, they raced the paint on a slow phone, and Lighthouse counted
    // whichever finished first into the embed's largest paint (issue 12: LCP 1.9-2.6 s from run to run).
    const painted = afterNextPaint();
    // The package's code comes with its wasm, not in the explorer's first file: the first frame
    // (tabs, the view's "look first" line) needs none of it.
    const coreReady = painted.then(() => import('../core-init.js')).then((core) => core.init());
    // KaTeX's fonts, installed in a task of their own after the first frame (issue 12: blocking
    // time). Its runtime comes later, and its rules with it: when a formula with no build-time
    // markup first comes near the screen (tex.ts), with the code of a view that has such a formula
    // on its first screen, or when the reader first points at, taps or tabs into the explorer.
    const katexStyles = painted.then(() => import('./katex-styles.js'));
    const formulasReady = katexStyles.then(async (styles) => {
      await nextTask();
      styles.installKatexFonts(this.ownerDocument);
    });
    const katexRules = () => katexStyles.then((styles) => styles.adoptKatexStyles(this.#root));
    // Whoever fetched the runtime, its rules are adopted in the same turn as the formulas that
    // waited for it are typeset: no frame shows those without their rules. A failure of the
    // rules' own chunk is reported with the fonts (formulasReady, below).
    whenTexLoads((error) => {
      if (error === null) void katexRules().catch(() => {});
      else part(this.#root, '#load-error').textContent = `The formula renderer (KaTeX) did not load: ${reason(error)}`;
    }, lifetime.signal);
    const texRuntime = () => loadTex().then(katexRules);
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown']) {
      this.addEventListener(type, () => void texRuntime().catch(() => {}), { once: true, signal: lifetime.signal });
    }
    const shareLink = this.hasAttribute('hash-sync')
      ? () => `${location.href.split('#')[0]}${hashFromState(this.#store.state)}`
      : null;
    this.#tabs = createViewTabs(
      part(this.#root, '#view-nav'),
      part(this.#root, '#view-panels'),
      VIEWS,
      this.#store,
      { shareLink },
      () => this.#showControls(),
      { painted, coreReady: Promise.all([coreReady, formulasReady]) },
    );
    this.#showViews();
    try {
      await coreReady;
    } catch (error) {
      if (lifetime.ended) return;
      part(this.#root, '#load-error').textContent =
        `The WebAssembly core did not load: ${reason(error)}` + (location.protocol === 'file:' ? FILE_HINT : '');
      return;
    }
    try {
      await formulasReady;
    } catch (error) {
      if (lifetime.ended) return;
      part(this.#root, '#load-error').textContent = `KaTeX's fonts and rules did not load: ${reason(error)}`;
    }
  }

  /** The shared form shows the fields the open view uses, unless controls="false". */
  #showControls(): void {
    const view = viewNamed(this.#store.state.view);
    this.#controls.showFor(view, this.getAttribute('controls') !== 'false' && !this.#refused.has('view'));
  }
}

/** Why a page opened from a file does not work, and what does. */
const FILE_HINT =
  ' This page was opened from file://, where browsers refuse to load modules and .wasm files: serve its ' +
  'folder over http (npx serve, python3 -m http.server), or open positional-encoding-explorer.html, the ' +
  'single offline file in the package (dist/), which works from file://.';

function pick<K extends keyof AppState>(state: Readonly<AppState>, key: K): Pick<AppState, K> {
  return { [key]: state[key] } as Pick<AppState, K>;
}

/**
 * Registers <pe-explorer> (once, even if two copies of this module load). Returns false where
 * there is no custom element registry (Node), true once the element is defined.
 */
export function defineExplorer(): boolean {
  if (typeof customElements === 'undefined' || typeof HTMLElement !== 'function') return false;
  if (!customElements.get('pe-explorer')) customElements.define('pe-explorer', PeExplorer);
  return true;
}
