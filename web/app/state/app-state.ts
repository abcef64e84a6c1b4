// Everything a link must reproduce: which view is open and the parameters it shows. One Store
// holds it; controls and views write patches, views and the URL hash listen.
import { SETTING_KEYS, settingOf, type SettingKey, type SettingValues } from './settings.js';

/** A view's name, as the registry (views/registry.ts) lists it: `heatmap`, `curves`, … */
export type ViewName = string;

/** Which view is open, and the value of every setting (state/settings.ts declares them). */
export interface AppState extends SettingValues {
  view: ViewName;
}

/** The parameters of a PE table, as the shared controls set them. */
export type TableParams = Pick<AppState, 'length' | 'dModel' | 'base' | 'layout'>;

export const DEFAULT_STATE: Readonly<AppState> = Object.freeze({
  view: 'heatmap',
  ...(Object.fromEntries(SETTING_KEYS.map((key) => [key, settingOf(key).initial])) as SettingValues),
});

/**
 * Where a view opens on other settings than DEFAULT_STATE's, as long as the reader has not chosen
 * them (by a control, a link or an attribute): ViewDefinition.defaults, by view name.
 */
export type ViewDefaults = Readonly<Record<ViewName, Partial<SettingValues> | undefined>>;

export type Listener = (state: Readonly<AppState>, changed: ReadonlySet<keyof AppState>) => void;

export class Store {
  #state: AppState;
  readonly #listeners = new Set<Listener>();
  /** Keys the reader has set; the others follow the shown view's defaults. */
  readonly #chosen = new Set<keyof AppState>();
  readonly #viewDefaults: ViewDefaults;
  readonly #viewDefaultKeys: SettingKey[];

  constructor(viewDefaults: ViewDefaults = {}, initial: Partial<AppState> = {}) {
    this.#viewDefaults = viewDefaults;
    this.#viewDefaultKeys = [
      ...new Set(Object.values(viewDefaults).flatMap((defaults) => Object.keys(defaults ?? {}))),
    ] as SettingKey[];
    this.#state = { ...DEFAULT_STATE, ...initial };
    this.#state = { ...this.#state, ...this.#patchWithViewDefaults(initial) };
  }

  get state(): Readonly<AppState> {
    return this.#state;
  }

  /** Applies a patch and tells every listener which keys really changed. */
  update(patch: Partial<AppState>): void {
    patch = this.#patchWithViewDefaults(patch);
    const changed = new Set<keyof AppState>();
    for (const key of Object.keys(patch) as (keyof AppState)[]) {
      if (!sameValue(this.#state[key], patch[key])) changed.add(key);
    }
    if (changed.size === 0) return;
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener(this.#state, changed);
  }

  /** Records the keys `patch` sets and, when it opens a view, adds that view's defaults for the rest. */
  #patchWithViewDefaults(patch: Partial<AppState>): Partial<AppState> {
    for (const key of Object.keys(patch) as (keyof AppState)[]) if (key !== 'view') this.#chosen.add(key);
    if (patch.view === undefined) return patch;
    const defaults = Object.fromEntries(
      this.#viewDefaultKeys
        .filter((key) => !this.#chosen.has(key))
        .map((key) => [key, this.#viewDefaults[patch.view!]?.[key] ?? DEFAULT_STATE[key]]),
    ) as Partial<AppState>;
    return { ...defaults, ...patch };
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}
