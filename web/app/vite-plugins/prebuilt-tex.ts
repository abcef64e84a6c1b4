// Formulas typeset at build time for the explorer's first frames: `virtual:prebuilt-tex/<view>`
// exports a view's first formulas as KaTeX markup, which tex.ts's renderTex shows while KaTeX's
// runtime has not been fetched, and the few of KaTeX's rules that markup uses (its whole 23 KB of
// rules come with the runtime). Such a view draws without the runtime, whose evaluation and first
// typesetting were two long tasks of the start-up (issue 12: blocking time): the heatmap, the
// view the page and the embed open on, and the views whose formulas are fixed (distance, tutorial)
// or one of a few (the worked example's, by base); and the views whose first formula holds the
// core's numbers (RoPE, the attention lab, the model map, the bias view's slope), for their
// default settings, computed by the views' code in Node (computed-formulas.ts).
// Typeset by the same KaTeX with the same options as in the browser, and written as the DOM that
// katex.render builds (tests/browser/heatmap-extras.test.ts compares what is drawn;
// view-styles.test.ts compares a view drawn alone with the view drawn after the runtime came,
// element by element).
import katex from 'katex';
import type { Plugin } from 'vite';
import { KATEX_OPTIONS, texKey } from '../tex.js';
import { computedFirstFormulas } from './computed-formulas.js';
import { katexCss, splitFontFaces } from './katex-assets.js';
import { rulesMatching } from './static-formulas.js';
import { HEATMAP_FIRST_FORMULA_TEX } from '../views/heatmap/first-formula.js';
import { DECOMPOSITION, IDENTITY } from '../views/distance/formulas.js';
import { FORMULA_15_1, FORMULA_15_2 } from '../views/tutorial/formulas.js';
import { exampleFormulas } from '../views/example/formulas.js';

const PREFIX = 'virtual:prebuilt-tex/';

export interface PrebuiltFormula {
  tex: string;
  displayMode: boolean;
}

/** A view's formulas, or how to compute them: once, when a view's module first asks for them. */
export type ViewFormulas = readonly PrebuiltFormula[] | (() => Promise<readonly PrebuiltFormula[]>);

const display = (tex: string): PrebuiltFormula => ({ tex, displayMode: true });

/** `view`'s formulas as first-screen-formulas.ts computes them with the core. */
const computedFor = (view: string) => async (): Promise<readonly PrebuiltFormula[]> => {
  const formulas = (await computedFirstFormulas())[view];
  if (!formulas) throw new Error(`prebuilt-tex: first-screen-formulas.ts computes no formulas for ${view}`);
  return formulas;
};

/**
 * What is typeset at build time, by view: the heatmap's first formula, the fixed ones of two views,
 * the worked example's, which depend only on its two bases, and the first formula of three views
 * on their default settings.
 */
const FIRST_FORMULAS: Readonly<Record<string, ViewFormulas>> = {
  heatmap: [{ tex: HEATMAP_FIRST_FORMULA_TEX, displayMode: false }],
  distance: [IDENTITY.wide, IDENTITY.narrow, DECOMPOSITION.wide, DECOMPOSITION.narrow].map(display),
  tutorial: [FORMULA_15_1, FORMULA_15_2].map(display),
  example: exampleFormulas(),
  rope: computedFor('rope'),
  attention: computedFor('attention'),
  'model-map': computedFor('model-map'),
  bias: computedFor('bias'),
};

/**
 * KaTeX writes a MathML space (\, \! \quad …) as `<mtext>` in markup but as a bare text node in
 * the DOM it builds (its mathMLTree.ts, SpaceNode): the build's markup is written the DOM's way,
 * so the hidden MathML has the same elements whichever of the two typeset the formula.
 */
const MATHML_SPACE = /<mtext>([\u200a\u2005\u2009\u205f\u2063]+)<\/mtext>/g;

function asKatexRenderBuildsIt(markup: string): string {
  return markup.replace(MATHML_SPACE, '$1');
}

/** `formulas: {}` for a build whose KaTeX runtime is evaluated with the page anyway (the single file). */
export function prebuiltTex(
  options: { formulas: Readonly<Record<string, ViewFormulas>> } = { formulas: FIRST_FORMULAS },
): Plugin {
  // KaTeX's rules without their @font-face list, read once for every view's module.
  let katexRules: string | undefined;
  return {
    name: 'pe:prebuilt-tex',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    buildStart() {
      // The computed formulas take a few seconds (a module runner, the core's wasm): begun now,
      // they run while the build reaches the views' modules.
      if (Object.values(options.formulas).some((formulas) => typeof formulas === 'function'))
        computedFirstFormulas().catch(() => {}); // load() reports a failure
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const listed = options.formulas[id.slice(PREFIX.length + 1)] ?? [];
      const formulas = typeof listed === 'function' ? await listed() : listed;
      const entries = formulas.map(({ tex, displayMode }) => [
        texKey(tex, displayMode),
        asKatexRenderBuildsIt(katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode })),
      ]);
      katexRules ??= splitFontFaces(katexCss().css).rules;
      const css = rulesMatching(katexRules, entries.map(([, markup]) => markup).join(''));
      return `export default ${JSON.stringify(entries)};\nexport const css = ${JSON.stringify(css)};`;
    },
  };
}
