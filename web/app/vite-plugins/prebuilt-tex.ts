// Formulas typeset at build time for the explorer's first frames: `virtual:prebuilt-tex` exports
// their KaTeX markup, which tex.ts's renderTex shows while KaTeX's runtime has not been fetched,
// and the few of KaTeX's rules that markup uses (its whole 23 KB of rules come with the runtime).
// The view the page and the embed open on (the heatmap) then draws without the runtime, whose
// evaluation and first typesetting were two long tasks of the start-up (issue 12: blocking time).
// Typeset by the same KaTeX with the same options as in the browser, so the markup is the one
// katex.render would build (tests/browser/heatmap-extras.test.ts compares them).
import katex from 'katex';
import type { Plugin } from 'vite';
import { KATEX_OPTIONS, texKey } from '../tex.js';
import { katexCss, splitFontFaces } from './katex-assets.js';
import { rulesMatching } from './static-formulas.js';
import { HEATMAP_FIRST_FORMULA_TEX } from '../views/heatmap/first-formula.js';

const MODULE_ID = 'virtual:prebuilt-tex';
const RESOLVED_ID = `\0${MODULE_ID}`;

export interface PrebuiltFormula {
  tex: string;
  displayMode: boolean;
}

/** What is typeset at build time: the heatmap's first formula (inline). */
const FIRST_FORMULAS: readonly PrebuiltFormula[] = [{ tex: HEATMAP_FIRST_FORMULA_TEX, displayMode: false }];

/** `formulas: []` for a build whose KaTeX runtime is evaluated with the page anyway (the single file). */
export function prebuiltTex(options: { formulas: readonly PrebuiltFormula[] } = { formulas: FIRST_FORMULAS }): Plugin {
  return {
    name: 'pe:prebuilt-tex',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const entries = options.formulas.map(({ tex, displayMode }) => [
        texKey(tex, displayMode),
        katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode }),
      ]);
      const css = rulesMatching(splitFontFaces(katexCss().css).rules, entries.map(([, markup]) => markup).join(''));
      return `export default ${JSON.stringify(entries)};\nexport const css = ${JSON.stringify(css)};`;
    },
  };
}
