// The URL hash holds the state, so a link opens exactly what was shown: the open view and the
// settings it declares (ViewDefinition.settings), each under its key of state/settings.ts:
//   #view=heatmap&d=512&L=1000&n=10000&layout=interleaved&scale=none
//   #view=example&step=3&en=100
// `step` counts from 1 as the stepper numbers its steps ("Step 3 of 8"); the store counts from 0.
// Unknown or invalid entries are ignored (the default stays), never an error.
import { VIEW_NAMES, viewSettings } from '../views/registry.js';
import { DEFAULT_STATE, type AppState } from './app-state.js';
import { SETTING_KEYS, settingOf } from './settings.js';

export function stateFromHash(hash: string): Partial<AppState> {
  return stateFromParams(new URLSearchParams(hash.replace(/^#/, '')));
}

/** The valid entries of `params`, named as in the hash (the explorer's attributes map onto them). */
export function stateFromParams(params: URLSearchParams): Partial<AppState> {
  const state: Record<string, unknown> = {};
  const view = params.get('view');
  if (view !== null && VIEW_NAMES.includes(view)) state.view = view;
  for (const key of SETTING_KEYS) {
    const text = params.get(settingOf(key).param);
    const value = text === null ? undefined : settingOf(key).parse(text);
    if (value !== undefined) state[key] = value;
  }
  return state as Partial<AppState>;
}

/** The open view and its settings, as a hash. */
export function hashFromState(state: Readonly<AppState>): string {
  const params = new URLSearchParams({ view: state.view });
  for (const key of viewSettings(state.view)) params.set(settingOf(key).param, settingOf(key).format(state[key]));
  return `#${params.toString().replaceAll('%2C', ',')}`;
}

/**
 * Keeps location.hash and the store in step, in both directions, until `signal` aborts (the
 * explorer left the page).
 */
export function syncWithUrlHash(
  store: {
    state: Readonly<AppState>;
    update(patch: Partial<AppState>): void;
    subscribe(listener: (state: Readonly<AppState>) => void): () => void;
  },
  signal: AbortSignal,
): void {
  store.update(stateFromHash(location.hash));
  const unsubscribe = store.subscribe((state) => {
    const hash = hashFromState(state);
    if (hash !== location.hash) history.replaceState(null, '', hash);
  });
  signal.addEventListener('abort', unsubscribe, { once: true });
  window.addEventListener('hashchange', () => store.update({ ...DEFAULT_STATE, ...stateFromHash(location.hash) }), {
    signal,
  });
}
