// The URL hash holds the state, so a link opens exactly what was shown:
//   #view=heatmap&d=512&L=1000&n=10000&layout=interleaved&scale=none&step=3&en=100&dims=4,5,6,7
// `step` counts from 1 as the stepper numbers its steps ("Step 3 of 8"); the store counts from 0.
// Unknown or invalid entries are ignored (the default stays), never an error.
import { DEFAULT_STATE, VIEW_NAMES, type AppState, type ViewName } from './app-state.js';
import { LIMITS } from './limits.js';

function integerIn(text: string | null, min: number, max: number): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

export function stateFromHash(hash: string): Partial<AppState> {
  return stateFromParams(new URLSearchParams(hash.replace(/^#/, '')));
}

/** The valid entries of `params`, named as in the hash (the explorer's attributes map onto them). */
export function stateFromParams(params: URLSearchParams): Partial<AppState> {
  const state: Partial<AppState> = {};
  const view = params.get('view');
  if (view && (VIEW_NAMES as readonly string[]).includes(view)) state.view = view as ViewName;
  const dModel = integerIn(params.get('d'), LIMITS.dModel.min, LIMITS.dModel.max);
  if (dModel !== undefined) state.dModel = dModel;
  const length = integerIn(params.get('L'), LIMITS.length.min, LIMITS.length.max);
  if (length !== undefined) state.length = length;
  const base = Number(params.get('n') ?? NaN);
  if (Number.isFinite(base) && base > LIMITS.base.min && base <= LIMITS.base.max) state.base = base;
  const layout = params.get('layout');
  if (layout === 'interleaved' || layout === 'split') state.layout = layout;
  const scale = params.get('scale');
  if (scale === 'none' || scale === 'sqrt') state.scale = scale;
  const step = integerIn(params.get('step'), LIMITS.step.min, LIMITS.step.max);
  if (step !== undefined) state.step = step - 1;
  const exampleBase = params.get('en');
  if (exampleBase === '100' || exampleBase === '10000') state.exampleBase = Number(exampleBase) as 100 | 10000;
  const dims = params
    .get('dims')
    ?.split(',')
    .map((d) => integerIn(d, 0, LIMITS.dModel.max - 1));
  if (dims && dims.length > 0 && dims.length <= 8 && dims.every((d) => d !== undefined)) state.dims = dims as number[];
  return state;
}

export function hashFromState(state: Readonly<AppState>): string {
  const params = new URLSearchParams({
    view: state.view,
    d: String(state.dModel),
    L: String(state.length),
    n: String(state.base),
    layout: state.layout,
    scale: state.scale,
    step: String(state.step + 1),
    en: String(state.exampleBase),
    dims: state.dims.join(','),
  });
  return `#${params.toString().replaceAll('%2C', ',')}`;
}

/** Keeps location.hash and the store in step, in both directions. */
export function syncWithUrlHash(store: {
  state: Readonly<AppState>;
  update(patch: Partial<AppState>): void;
  subscribe(listener: (state: Readonly<AppState>) => void): unknown;
}): void {
  store.update(stateFromHash(location.hash));
  store.subscribe((state) => {
    const hash = hashFromState(state);
    if (hash !== location.hash) history.replaceState(null, '', hash);
  });
  window.addEventListener('hashchange', () => store.update({ ...DEFAULT_STATE, ...stateFromHash(location.hash) }));
}
