// The URL hash holds the state, so a link opens exactly what was shown: the open view and the
// settings it declares (ViewDefinition.settings), each under its key of state/settings.ts:
//   #view=heatmap&d=512&L=1000&n=10000&layout=interleaved&scale=none
//   #view=example&step=3&en=100
// `step` counts from 1 as the stepper numbers its steps ("Step 3 of 8"); the store counts from 0.
// An entry whose value a setting does not allow keeps the default and is reported (refusedEntries),
// so the page can say so: a link a teacher wrote is obeyed or refused visibly. Other keys are not
// the explorer's and are left alone.
import { VIEW_NAMES, viewSettings } from '../views/registry.js';
import { DEFAULT_STATE, type AppState } from './app-state.js';
import { SETTING_KEYS, settingOf, type SettingKey } from './settings.js';

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

/** A setting written in the hash (or query) with a value it does not allow. */
export interface RefusedEntry {
  key: SettingKey | 'view';
  /** The key as written (`ld`, `view`). */
  param: string;
  value: string;
}

/** The entries of `params` that name a setting (or the view) with a value it refuses. */
export function refusedEntries(params: URLSearchParams): RefusedEntry[] {
  const refused: RefusedEntry[] = [];
  const view = params.get('view');
  if (view !== null && !VIEW_NAMES.includes(view)) refused.push({ key: 'view', param: 'view', value: view });
  for (const key of SETTING_KEYS) {
    const { param } = settingOf(key);
    const text = params.get(param);
    if (text !== null && settingOf(key).parse(text) === undefined) refused.push({ key, param, value: text });
  }
  return refused;
}

/** The open view and its settings, as a hash. */
export function hashFromState(state: Readonly<AppState>): string {
  const params = new URLSearchParams({ view: state.view });
  for (const key of viewSettings(state.view)) params.set(settingOf(key).param, settingOf(key).format(state[key]));
  return `#${params.toString().replaceAll('%2C', ',')}`;
}

/**
 * Keeps location.hash and the store in step, in both directions, until `signal` aborts (the
 * explorer left the page). `onRefused` hears the hash's refused entries when the page opens and
 * at every hashchange (an empty list once a hash has none).
 */
export function syncWithUrlHash(
  store: {
    state: Readonly<AppState>;
    update(patch: Partial<AppState>): void;
    subscribe(listener: (state: Readonly<AppState>) => void): () => void;
  },
  signal: AbortSignal,
  onRefused: (entries: RefusedEntry[]) => void,
): void {
  const refusedInHash = () => refusedEntries(new URLSearchParams(location.hash.replace(/^#/, '')));
  store.update(stateFromHash(location.hash));
  onRefused(refusedInHash());
  const unsubscribe = store.subscribe((state) => {
    const hash = hashFromState(state);
    if (hash !== location.hash) history.replaceState(null, '', hash);
  });
  signal.addEventListener('abort', unsubscribe, { once: true });
  window.addEventListener(
    'hashchange',
    () => {
      // Read before the store's update writes the corrected hash back.
      const refused = refusedInHash();
      store.update({ ...DEFAULT_STATE, ...stateFromHash(location.hash) });
      onRefused(refused);
    },
    { signal },
  );
}
