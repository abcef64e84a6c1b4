/**
 * `positional-encoding/explorer`: the explorer of sinusoidal positional encodings as a custom
 * element. Importing the module in a browser registers `<pe-explorer>`; one `<script type="module">`
 * is enough. Importing it without a DOM (Node: server-side rendering, test runners) is safe and
 * registers nothing; `define()` registers the element once a DOM exists:
 *
 * ```html
 * <script type="module" src="https://…/positional-encoding@0.1.0/dist/lib/explorer.js"></script>
 * <pe-explorer view="heatmap" d-model="4" length="10" base="100"></pe-explorer>
 * ```
 *
 * Attributes (read live; a removed one goes back to its default). An invalid value is refused
 * visibly: the element shows a notice (role="alert") naming the value and what is allowed, keeps
 * the previous value (an unknown `view` shows no view, never another one) and dispatches an
 * `error` event, a {@link PeExplorerErrorEvent} with that message; values refused while the
 * element is defined are dispatched a task later, so a listener added right after still hears them.
 * - `view` (heatmap | curves | example | tutorial | distance | order | rope | long-context | bias |
 *   attention | precision | layouts | model-map | check) shows that view alone;
 *   without it, all views behind a tab bar.
 * - `d-model` (1–1024), `length` (1–5000), `base` (in (1, 1e6]), `layout` (interleaved | split):
 *   the table the heatmap, curves and distance views show (defaults 128, 100, 10000, interleaved).
 * - `controls="false"` hides the form for d_model, L, n, layout and √d_model scaling.
 * - `theme` (light | dark | auto, default auto): the colours; auto follows the page (the `dark`
 *   class or `data-theme` on <html>, the color-scheme of the element's parent), then the system.
 * - `step` (1–8, counted from 1 as the page numbers the steps): the worked example's step;
 *   `example-base` (100 | 10000): the base it computes with.
 * - `scale` (none | sqrt): formula (15.2)'s √d_model scaling on the heatmap and the tutorial.
 * - `dims` (1 to 8 comma-separated dimensions): the curves drawn.
 * - `order-d-model` (4 | 8 | 16), `order-base` (10 | 100 | 1000 | 10000): the word-order view's table.
 * - `head-dim` (even, 2–512), `base` (rope_theta), `quantity` (cos-sin | rope-output), `plane`
 *   (0 to head_dim / 2 − 1), `up-to` (6 | 7 | 8 | 9: positions up to 10^up-to): the precision lab.
 * - `model`, `head-dim`, `rotary-dim` (even, 0–512; 0: the whole head turns), `rope-theta`,
 *   `rope-layout` (half | pairs), `position` (0–1000000: the position m the dials show), `shift`
 *   (0–1000000), `span` (64 | 256 | 1024 | 4096: the score curve's distances), `qk` (ones |
 *   random: the query and key vectors): the RoPE view.
 * - `head-dim`, `rotary-dim`, `rope-theta`, `model`, `rope-type` (default | linear | dynamic | yarn | longrope |
 *   llama3), `rope-factor` (1–128), `train-length` (16–1048576: original_max_position_embeddings),
 *   `reach` (2 | 4 | 8 | 16 | 32: the score curve's distances in training lengths), `table-n`
 *   (8 | 16 | 32 | 64: the length N of the tables drawn past N): the long-context view.
 * - `heads` (1–256: ALiBi's slopes), `head` (1–256: the head drawn), `alibi-mode` (causal |
 *   symmetric), `t5-buckets` (2–256), `t5-max-distance` (2–4096), `t5-direction` (bidirectional |
 *   unidirectional), `bias-sentence` (tutorial | brown-red | john): the ALiBi and T5 bias view.
 * - `lab-input` (john | seq1 | seq2 | seq3), `lab-show` (scores | weights), `lab-swap` (off | on),
 *   `example-base`: the attention lab's tokens, what it shows, and its base.
 * - `layouts-d` (even, 2–32), `base`, `exponent` (paper | tensor2tensor), `rope-theta`: the layout
 *   Rosetta's tables, permutation and RoPE head.
 * - `map-model` (a preset of the model map: see its picker, or custom), `map-layer` (0–1023), `map-token`
 *   (0–1023: the M-RoPE token), `map-pair` (0–511: the 2D RoPE pair): the model map's model, the layer it
 *   reads, and the token and pair its multimodal figures show.
 * - `check-example` (none | article-L6-n100 | article-L10-n100 | article-L6-n10000 | article-L10-n10000 |
 *   yarn-factor-dropped | yarn-config-ignored | yarn-factor-twice | pairs-rotation-half-freq |
 *   alibi-pow2-formula-12 | alibi-16-for-12 | positions-float16): the example the check view loads;
 *   a tensor the reader pastes or drops is never put in an attribute or the link.
 * - `hash-sync`: keeps the state in the page's URL hash (for a page that is only the explorer).
 *
 * Styles live in the element's shadow root; the host page may set the custom properties `--bg`,
 * `--surface`, `--text`, `--muted`, `--border`, `--accent`, `--accent-soft`, `--font`, `--mono`
 * on the element. It is as wide as its container and switches to its narrow layout below about
 * 490 px of its own width. KaTeX's fonts are declared once on the document (`katex-fonts/`
 * beside this module); every instance shares the package's one WebAssembly instance (`./index.js`).
 */
// views:list begin (generated by `npm run views:list` from views/registry.ts)
export type ExplorerView =
  | 'heatmap'
  | 'curves'
  | 'example'
  | 'tutorial'
  | 'distance'
  | 'order'
  | 'rope'
  | 'long-context'
  | 'bias'
  | 'attention'
  | 'precision'
  | 'layouts'
  | 'model-map'
  | 'check';
// views:list end

/**
 * The `error` event of `<pe-explorer>`: a setting it refused, in words. (The DOM types `error` as
 * ErrorEvent: take the listener's argument as an Event, then `(event as PeExplorerErrorEvent).detail`.)
 */
export type PeExplorerErrorEvent = CustomEvent<{ message: string }>;

export declare class PeExplorer extends HTMLElement {
  static readonly observedAttributes: string[];
  /** The view shown alone (the `view` attribute), or null for all views behind a tab bar. */
  get view(): ExplorerView | null;
  set view(view: ExplorerView | null);
  connectedCallback(): void;
  /** Gives back every listener, observer, animation frame and timer the explorer put on the page. */
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

/**
 * Registers `<pe-explorer>` (once; importing the module already does so in a browser). Returns
 * false where there is no custom element registry (Node), true once the element is defined.
 */
export declare function define(): boolean;

declare global {
  interface HTMLElementTagNameMap {
    'pe-explorer': PeExplorer;
  }
}
