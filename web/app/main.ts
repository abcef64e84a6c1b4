// The page shell: loads the WebAssembly core, keeps one Store in step with the URL hash and the
// shared controls, and shows one view at a time behind a tab bar.
import init, { runtimeInfo } from 'positional-encoding';
import { createControls } from './shell/controls.js';
import { renderHeaderFormulas } from './shell/header-formulas.js';
import { createViewTabs } from './shell/view-tabs.js';
import { Store, type AppState } from './state/app-state.js';
import { syncWithUrlHash } from './state/url-hash.js';
import { VIEWS } from './views/registry.js';

function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`explorer: missing #${id}`);
  return found as T;
}

renderHeaderFormulas(byId('header-formulas'));

/** The state the shared form shows. */
const CONTROL_KEYS: readonly (keyof AppState)[] = ['length', 'dModel', 'base', 'layout', 'scale'];

const store = new Store();
syncWithUrlHash(store);

const form = byId<HTMLFormElement>('controls');
const controls = createControls(form, (params) => store.update({ ...params }));
const showControls = (state = store.state) => controls.set(state);
showControls();
store.subscribe((state, changed) => {
  if (CONTROL_KEYS.some((key) => changed.has(key))) {
    showControls(state);
  }
});

try {
  await init();
  byId('runtime-info').textContent = `${runtimeInfo().simd ? 'SIMD' : 'baseline'} build.`;
  createViewTabs(byId('view-tabs'), byId('view-panels'), VIEWS, store, (view) => {
    form.hidden = !view.usesControls;
    document.body.dataset.view = view.name;
  });
} catch (error) {
  byId('load-error').textContent =
    `The WebAssembly core did not load: ${error instanceof Error ? error.message : String(error)}`;
}
