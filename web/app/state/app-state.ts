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
  /** The worked-example stepper's step (0-based). */
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

export type Listener = (state: Readonly<AppState>, changed: ReadonlySet<keyof AppState>) => void;

export class Store {
  #state: AppState;
  readonly #listeners = new Set<Listener>();

  constructor(initial: Partial<AppState> = {}) {
    this.#state = { ...DEFAULT_STATE, ...initial };
  }

  get state(): Readonly<AppState> {
    return this.#state;
  }

  /** Applies a patch and tells every listener which keys really changed. */
  update(patch: Partial<AppState>): void {
    const changed = new Set<keyof AppState>();
    for (const key of Object.keys(patch) as (keyof AppState)[]) {
      if (!sameValue(this.#state[key], patch[key])) changed.add(key);
    }
    if (changed.size === 0) return;
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener(this.#state, changed);
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
