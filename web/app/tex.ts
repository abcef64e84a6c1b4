// Mathematics typeset by KaTeX for the page's header and the views. KaTeX's CSS and fonts come
// with the explorer (explorer/katex-styles.ts: no network), and katex.render builds DOM nodes, so it runs
// under the page's CSP (no eval, no inline script). The MathML KaTeX writes beside the glyphs is
// what screen readers read; its <annotation> keeps the TeX source, which the browser tests parse.
//
// KaTeX's runtime (about 55 KB gzip as vite-plugins/katex-from-source.ts builds it, and a long
// task to evaluate) is a chunk of its own, fetched by loadTex() only once a formula needs it
// (issue 12: blocking time). A view's first formulas can be typeset at build time instead
// (vite-plugins/prebuilt-tex.ts): renderTex uses that markup while the runtime is away, so the
// view the page and the embed open on draws without it; the explorer fetches the runtime when
// the reader first reaches for a formula (pointer, keyboard). A formula with neither waits for
// the runtime, which renderTex then fetches.
import type Katex from 'katex';

/** How every formula is typeset, at build time and in the browser alike. */
export const KATEX_OPTIONS = { throwOnError: true, output: 'htmlAndMathml' } as const;

let katex: typeof Katex | undefined;
let loading: Promise<void> | undefined;
/** Formulas asked for before the runtime came, by element: only the latest request of each counts. */
const waiting = new Map<HTMLElement, { tex: string; displayMode: boolean }>();
/** Build-time markup, by texKey(). */
const prebuilt = new Map<string, string>();
/** Watches the formulas that wait for the runtime until one of them nears the screen (whenNearScreen). */
let nearScreen: IntersectionObserver | undefined;

/** Who wants to hear that the runtime has loaded or failed (whenTexLoads); released when told. */
const loadListeners = new Set<(error: unknown) => void>();
/** The outcome once known: null when loaded, else the error. */
let loadOutcome: { error: unknown } | undefined;

function settleLoad(error: unknown): void {
  loadOutcome = { error };
  for (const listener of loadListeners) listener(error);
  loadListeners.clear();
}

async function importKatex(): Promise<typeof Katex> {
  return (await import('katex')).default;
}

function typeset(element: HTMLElement, tex: string, displayMode: boolean): void {
  katex!.render(tex, element, { ...KATEX_OPTIONS, displayMode });
  delete element.dataset.texWaiting;
}

/** Typesets the formulas that waited for the runtime; one bad formula does not stop the others. */
function typesetWaiting(): void {
  const requests = [...waiting].filter(([element]) => element.isConnected);
  waiting.clear();
  for (const [element, { tex, displayMode }] of requests) {
    try {
      typeset(element, tex, displayMode);
    } catch (error) {
      reportError(error);
    }
  }
}

/** Loads KaTeX's runtime, once, and typesets what waited for it. */
export function loadTex(): Promise<void> {
  loading ??= importKatex().then(
    (runtime) => {
      katex = runtime;
      nearScreen?.disconnect();
      typesetWaiting();
      settleLoad(null);
    },
    (error: unknown) => {
      waiting.clear(); // nothing will typeset them: let their elements go
      settleLoad(error);
      throw error;
    },
  );
  return loading;
}

/**
 * Calls `listener` once KaTeX's runtime has loaded (with null) or failed to (with the error),
 * whoever fetched it, in the same turn as the formulas that waited for it are typeset. Forgotten
 * when `signal` aborts: a removed explorer is not kept alive by a runtime that never comes.
 */
export function whenTexLoads(listener: (error: unknown) => void, signal: AbortSignal): void {
  if (loadOutcome) {
    listener(loadOutcome.error);
    return;
  }
  loadListeners.add(listener);
  signal.addEventListener('abort', () => loadListeners.delete(listener), { once: true });
}

/** Resolves once no formula is waiting for the runtime (at once when none is). */
export function texSettled(): Promise<void> {
  return waiting.size === 0 ? Promise.resolve() : loadTex();
}

/** The key of a formula's build-time markup. */
export function texKey(tex: string, displayMode: boolean): string {
  return `${displayMode ? 'display' : 'inline'}\n${tex}`;
}

/** Adds build-time markup (virtual:prebuilt-tex/<view>) for renderTex to use while the runtime is away. */
export function addPrebuiltTex(entries: Iterable<readonly [string, string]>): void {
  for (const [key, markup] of entries) prebuilt.set(key, markup);
}

/**
 * Typesets `tex` into `element`, replacing its content: with KaTeX when its runtime is here, else
 * with the formula's build-time markup, else once the runtime (fetched now) has come; until
 * then the element keeps what it showed.
 */
export function renderTex(element: HTMLElement, tex: string, displayMode = false): void {
  waiting.delete(element);
  if (katex) return typeset(element, tex, displayMode);
  const markup = prebuilt.get(texKey(tex, displayMode));
  if (markup !== undefined) {
    element.innerHTML = markup;
    delete element.dataset.texWaiting;
    return;
  }
  // Marked until typeset, so that a test (or a reader of the DOM) can tell a formula still to come.
  element.dataset.texWaiting = '';
  waiting.set(element, { tex, displayMode });
  whenNearScreen(element);
}

/**
 * A formula with no build-time markup fetches the runtime once it is on or near the screen (within
 * a quarter of a screen): a view's formulas below its first screen cost nothing until the reader
 * scrolls towards them (issue 31: KaTeX's evaluation and typesetting were the embeds' longest
 * tasks). An element that is hidden never intersects; it counts once shown. One that is not in
 * the document cannot be watched: it fetches the runtime at once, as every formula used to.
 */
function whenNearScreen(element: HTMLElement): void {
  forgetDetachedFormulas();
  if (typeof IntersectionObserver === 'undefined' || !element.isConnected) {
    loadTex().catch(() => {}); // the explorer reports it (whenTexLoads)
    return;
  }
  nearScreen ??= new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting && waiting.has(entry.target as HTMLElement))) return;
      nearScreen?.disconnect();
      loadTex().catch(() => {});
    },
    { rootMargin: '25% 0px' },
  );
  nearScreen.observe(element);
}

/** Lets go of waiting formulas that left the document (a removed view keeps nothing alive). */
export function forgetDetachedFormulas(): void {
  for (const element of waiting.keys()) {
    if (element.isConnected) continue;
    waiting.delete(element);
    nearScreen?.unobserve(element);
  }
}

/** A number as TeX: exponent form as a power of ten, a minus sign instead of a hyphen. */
export function texNumber(text: string): string {
  const [mantissa, exponent] = text.split('e');
  if (exponent === undefined) return text;
  return `${mantissa}\\times 10^{${Number(exponent)}}`;
}

/** Formula (15.1) with the page's base n in place of 10000. */
export const SINUSOIDAL_TEX = {
  sine: String.raw`\mathrm{PE}(pos, 2i) = \sin\!\left(pos \,/\, n^{2i/d_{\mathrm{model}}}\right)`,
  cosine: String.raw`\mathrm{PE}(pos, 2i{+}1) = \cos\!\left(pos \,/\, n^{2i/d_{\mathrm{model}}}\right)`,
};

/** Formula (15.2): the embeddings X scaled by √d_model before the table is added. */
export const SCALED_SUM_TEX = String.raw`X^{pe} = \sqrt{d_{\mathrm{model}}}\cdot X + \mathrm{PE}`;

/** The frequency the readout calls ω_i. */
export const FREQUENCY_TEX = String.raw`\omega_i = n^{-2i/d_{\mathrm{model}}}`;
