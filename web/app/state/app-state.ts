// Everything a link must reproduce: which view is open and the parameters it shows. One Store
// holds it; controls and views write patches, views and the URL hash listen.
import type { Layout } from 'positional-encoding';

export const VIEW_NAMES = ['heatmap', 'curves', 'example', 'tutorial', 'distance', 'order'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

export interface AppState {
  view: ViewName;
  /** The shared table parameters (heatmap, curves, distance). */
  dModel: number;
  length: number;
  base: number;
  layout: Layout;
  /** Formula (15.2): show √d_model·x + PE instead of x + PE where a view adds embeddings. */
  scale: 'none' | 'sqrt';
  /** The worked-example stepper's step, counted from 0 here (links and attributes count from 1). */
  step: number;
  /** The worked example's base: the article computes it with n = 100 and with n = 10000. */
  exampleBase: 100 | 10000;
  /** Dimensions drawn by the per-dimension curves (The Annotated Transformer shows 4–7). */
  dims: number[];
}

/** The parameters of a PE table, as the shared controls set them. */
export type TableParams = Pick<AppState, 'length' | 'dModel' | 'base' | 'layout'>;

export const DEFAULT_STATE: Readonly<AppState> = Object.freeze({
  view: 'heatmap',
  dModel: 128,
  length: 100,
  base: 10000,
  layout: 'interleaved',
  scale: 'none',
  step: 0,
  exampleBase: 100,
  dims: [4, 5, 6, 7],
});

/**
 * Where a view opens on other parameters than DEFAULT_STATE's, as long as the reader has not
 * chosen them (by a control, a link or an attribute): the curves open on the figure students know,
 * The Annotated Transformer's dimensions 4–7 of d_model = 20 over 100 positions.
 */
export const VIEW_DEFAULTS: Partial<Record<ViewName, Partial<AppState>>> = {
  curves: { dModel: 20 },
};

const VIEW_DEFAULT_KEYS = [
  ...new Set(Object.values(VIEW_DEFAULTS).flatMap((d) => Object.keys(d!))),
] as (keyof AppState)[];

export type Listener = (state: Readonly<AppState>, changed: ReadonlySet<keyof AppState>) => void;

export class Store {
  #state: AppState;
  readonly #listeners = new Set<Listener>();
  /** Keys the reader has set; the others follow the shown view's defaults. */
  readonly #chosen = new Set<keyof AppState>();

  constructor(initial: Partial<AppState> = {}) {
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
      VIEW_DEFAULT_KEYS.filter((key) => !this.#chosen.has(key)).map((key) => [
        key,
        VIEW_DEFAULTS[patch.view!]?.[key] ?? DEFAULT_STATE[key],
      ]),
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
