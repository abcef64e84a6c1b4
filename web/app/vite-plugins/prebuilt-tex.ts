// Formulas typeset at build time for the explorer's first frames: `virtual:prebuilt-tex/<view>`
// exports a view's first formulas as KaTeX markup, which tex.ts's renderTex shows while KaTeX's
// runtime has not been fetched, and the few of KaTeX's rules that markup uses (its whole 23 KB of
// rules come with the runtime). Such a view draws without the runtime, whose evaluation and first
// typesetting were two long tasks of the start-up (issue 12: blocking time): the heatmap, the
// view the page and the embed open on.
// Typeset by the same KaTeX with the same options as in the browser, so the markup is the one
// katex.render would build (tests/browser/heatmap-extras.test.ts compares them).
import katex from 'katex';
import type { Plugin } from 'vite';
import { KATEX_OPTIONS, texKey } from '../tex.js';
import { katexCss, splitFontFaces } from './katex-assets.js';
import { rulesMatching } from './static-formulas.js';
import { HEATMAP_FIRST_FORMULA_TEX } from '../views/heatmap/first-formula.js';

const PREFIX = 'virtual:prebuilt-tex/';

export interface PrebuiltFormula {
  tex: string;
  displayMode: boolean;
}

/**
 * What is typeset at build time, by view: the heatmap's first formula. (The distance view's fixed
 * formulas would fit too, but katex.render writes MathML slightly unlike the build's markup, hidden
 * <mtext> spaces, and view-styles.test.ts compares a view drawn alone with one drawn after others
 * fetched the runtime, element by element.)
 */
const FIRST_FORMULAS: Readonly<Record<string, readonly PrebuiltFormula[]>> = {
  heatmap: [{ tex: HEATMAP_FIRST_FORMULA_TEX, displayMode: false }],
};

/** `formulas: {}` for a build whose KaTeX runtime is evaluated with the page anyway (the single file). */
export function prebuiltTex(
  options: { formulas: Readonly<Record<string, readonly PrebuiltFormula[]>> } = { formulas: FIRST_FORMULAS },
): Plugin {
  // KaTeX's rules without their @font-face list, read once for every view's module.
  let katexRules: string | undefined;
  return {
    name: 'pe:prebuilt-tex',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const formulas = options.formulas[id.slice(PREFIX.length + 1)] ?? [];
      const entries = formulas.map(({ tex, displayMode }) => [
        texKey(tex, displayMode),
        katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode }),
      ]);
      katexRules ??= splitFontFaces(katexCss().css).rules;
      const css = rulesMatching(katexRules, entries.map(([, markup]) => markup).join(''));
      return `export default ${JSON.stringify(entries)};\nexport const css = ${JSON.stringify(css)};`;
    },
  };
}
