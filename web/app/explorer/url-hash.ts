// The URL hash holds the state, so a link opens exactly what was shown: the open view and the
// settings it declares (ViewDefinition.settings), each under its key of state/settings.ts:
//   #view=heatmap&d=512&L=1000&n=10000&layout=interleaved&scale=none
//   #view=example&step=3&en=100
// `step` counts from 1 as the stepper numbers its steps ("Step 3 of 8"); the store counts from 0.
// An entry whose value a setting does not allow keeps the default and is reported (readParams),
// so the page can say so: a link a teacher wrote is obeyed or refused visibly. Other keys are not
// the explorer's and are left alone.
import { VIEW_NAMES, viewSettings } from '../views/registry.js';
import { DEFAULT_STATE, type AppState } from '../state/app-state.js';
import { SETTING_KEYS, settingOf, type SettingKey } from '../state/settings.js';

/** A setting written in the hash (or query) with a value it does not allow. */
export interface RefusedEntry {
  key: SettingKey | 'view';
  /** The key as written (`ld`, `view`). */
  param: string;
  value: string;
}

/**
 * One reading of `params`, named as in the hash (the explorer's attributes map onto them): the
 * entries a setting (or the view) allows, and those it refuses. Keys that are not the explorer's
 * are in neither.
 */
export function readParams(params: URLSearchParams): { state: Partial<AppState>; refused: RefusedEntry[] } {
  const state: Record<string, unknown> = {};
  const refused: RefusedEntry[] = [];
  const view = params.get('view');
  if (view !== null) {
    if (VIEW_NAMES.includes(view)) state.view = view;
    else refused.push({ key: 'view', param: 'view', value: view });
  }
  for (const key of SETTING_KEYS) {
    const { param } = settingOf(key);
    const text = params.get(param);
    if (text === null) continue;
    const value = settingOf(key).parse(text);
    if (value !== undefined) state[key] = value;
    else refused.push({ key, param, value: text });
  }
  return { state: state as Partial<AppState>, refused };
}

/** The valid entries of `params`. */
export function stateFromParams(params: URLSearchParams): Partial<AppState> {
  return readParams(params).state;
}

function readHash(hash: string): ReturnType<typeof readParams> {
  return readParams(new URLSearchParams(hash.replace(/^#/, '')));
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
  const opened = readHash(location.hash);
  store.update(opened.state);
  onRefused(opened.refused);
  const unsubscribe = store.subscribe((state) => {
    const hash = hashFromState(state);
    if (hash !== location.hash) history.replaceState(null, '', hash);
  });
  signal.addEventListener('abort', unsubscribe, { once: true });
  window.addEventListener(
    'hashchange',
    () => {
      // Read once, before the store's update writes the corrected hash back.
      const { state, refused } = readHash(location.hash);
      store.update({ ...DEFAULT_STATE, ...state });
      onRefused(refused);
    },
    { signal },
  );
}
