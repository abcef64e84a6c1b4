// Mathematics typeset by KaTeX for the page's header and the views. KaTeX's CSS and fonts come
// with the explorer (explorer/styles.ts: no network), and katex.render builds DOM nodes, so it runs
// under the page's CSP (no eval, no inline script). The MathML KaTeX writes beside the glyphs is
// what screen readers read; its <annotation> keeps the TeX source, which the browser tests parse.
//
// KaTeX's runtime (about 75 KB gzip) is a chunk of its own, fetched by loadTex() while the core's
// wasm loads, after the page's first paint (issue 12): the explorer mounts its views only once
// both have arrived, so renderTex stays synchronous for them.
import type Katex from 'katex';

let katex: typeof Katex | undefined;

/** Loads KaTeX's runtime, once. */
export async function loadTex(): Promise<void> {
  katex ??= (await import('katex')).default;
}

/** Typesets `tex` into `element`, replacing its content (after loadTex()). */
export function renderTex(element: HTMLElement, tex: string, displayMode = false): void {
  if (!katex) throw new Error('renderTex() before loadTex(): views are mounted once KaTeX has loaded');
  katex.render(tex, element, { displayMode, throwOnError: true, output: 'htmlAndMathml' });
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
