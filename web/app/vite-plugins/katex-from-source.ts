// KaTeX's runtime built from the TypeScript source its npm package ships (katex/katex.ts), with
// what our formulas can never reach left out (issue 12: the runtime's transfer and evaluation,
// and the offline file's size):
// - the font metrics of the fonts no formula draws in (KATEX_FONTS_USED lists those it does);
// - the TeX functions no formula uses (\href, \boxed, \xrightarrow, \verb, the CD environment, …);
// - the SVG outlines of stretchy arrows, braces and wide accents, but \underbrace's.
// What is kept is KaTeX's own code, unchanged, so every formula is typeset exactly as the full
// runtime typesets it (the build-time markup of prebuilt-tex.ts comes from the full one). A formula
// that used a left-out function would fail to parse; the browser tests open every view and step,
// where that is a console error.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { KATEX_FONTS_USED } from './katex-fonts-used.js';

const katexRoot = dirname(createRequire(import.meta.url).resolve('katex/package.json'));
const KATEX_ENTRY = join(katexRoot, 'katex.ts');

/**
 * Metrics kept: the fonts drawn in, and Size4, which KaTeX measures when it looks for a
 * delimiter size that fits (delimiter.ts) even where it then draws a smaller one.
 */
const METRICS_KEPT = new Set([...KATEX_FONTS_USED.map((font) => font.replace(/^KaTeX_/, '')), 'Size4-Regular']);

/**
 * The modules of katex/src/functions.ts that register TeX functions our formulas do not use. The
 * small ones that KaTeX's own macros expand to (\relax, \kern, \html@mathml, \char, \def, …) stay.
 */
const FUNCTIONS_LEFT_OUT = [
  'accentunder', // \underset-style accents: \utilde, \undergroup
  'arrow', // \xrightarrow and friends
  'pmb', // \pmb
  'cd', // the CD environment
  'color', // \color, \textcolor
  'enclose', // \boxed, \cancel, \fbox
  'hbox', // \hbox
  'href', // \href, \url
  'html', // \htmlClass, \htmlId, … (need `trust`)
  'includegraphics', // \includegraphics
  'overline', // \overline
  'raisebox', // \raisebox
  'rule', // \rule
  'tag', // \tag
  'underline', // \underline
  'vcenter', // \vcenter
  'verb', // \verb
];

/**
 * The outlines (svgGeometry.ts's `path`) our formulas draw: \underbrace's three pieces. Square
 * roots and tall delimiters are drawn by functions of that module, which stay whole.
 * tests/browser/katex-fonts.test.ts fails if a formula drew an outline left out.
 */
const OUTLINES_KEPT = new Set(['leftbraceunder', 'midbraceunder', 'rightbraceunder']);

/** One entry of `path`: four spaces, its name, its outline as a template string (maybe doubled). */
const OUTLINE_ENTRY = /^ {4}(\w+): (?:doubleBrushStroke\()?`[^`]*`\)?,\n/gm;
const OUTLINE_NAME = /^ {4}(\w+):/gm;

const FUNCTION_IMPORT = /^import "\.\/(?:functions|environments)\/([\w]+)";$/gm;

/** Builds KaTeX from its source, without the metrics and functions our formulas never reach. */
export function katexFromSource(): Plugin {
  const version = (JSON.parse(readFileSync(join(katexRoot, 'package.json'), 'utf8')) as { version: string }).version;
  return {
    name: 'pe:katex-from-source',
    enforce: 'pre',
    // Builds only: the dev server (npm start) keeps KaTeX's own bundle. It serves modules as they
    // are, and a few of KaTeX's source files are CommonJS (src/unicodeAccents.js), which only a
    // build converts: served from source, the runtime failed to load.
    apply: 'build',
    resolveId(source) {
      return source === 'katex' ? KATEX_ENTRY : null;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!.replace(/\\/g, '/');
      if (file === KATEX_ENTRY.replace(/\\/g, '/')) {
        // KaTeX's own build defines its version; ours does it here.
        const VERSION_USE = /=\s*__VERSION__\b/g;
        if (!VERSION_USE.test(code)) this.error(`katex-from-source: no use of __VERSION__ in ${id}`);
        return { code: code.replace(VERSION_USE, `= ${JSON.stringify(version)}`), map: null };
      }
      if (file.endsWith('/katex/src/fontMetricsData.js')) {
        const metrics = (await import(pathToFileURL(file).href)) as { default: Record<string, unknown> };
        const missing = [...METRICS_KEPT].filter((font) => !(font in metrics.default));
        if (missing.length > 0) this.error(`katex-from-source: no metrics for ${missing.join(', ')} in ${id}`);
        const kept = Object.fromEntries(Object.entries(metrics.default).filter(([font]) => METRICS_KEPT.has(font)));
        return { code: `export default ${JSON.stringify(kept)};`, map: null };
      }
      if (file.endsWith('/katex/src/svgGeometry.ts')) {
        const start = code.indexOf('export const path');
        const end = code.indexOf('\n};', start) + 1; // the last entry's newline included
        if (start < 0 || end < 1) this.error(`katex-from-source: no \`path\` object in ${id}`);
        const outlines = code.slice(start, end);
        const kept = outlines.replace(OUTLINE_ENTRY, (entry, name: string) => (OUTLINES_KEPT.has(name) ? entry : ''));
        // An entry written another way would stay unseen: refuse rather than keep or drop it blindly.
        const left = [...kept.matchAll(OUTLINE_NAME)].map((match) => match[1]!);
        if (left.length !== OUTLINES_KEPT.size || left.some((name) => !OUTLINES_KEPT.has(name))) {
          this.error(
            `katex-from-source: expected the outlines ${[...OUTLINES_KEPT].join(', ')} in ${id}, left ${left.join(', ')}`,
          );
        }
        return { code: code.slice(0, start) + kept + code.slice(end), map: null };
      }
      if (file.endsWith('/katex/src/functions.ts')) {
        const modules = [...code.matchAll(FUNCTION_IMPORT)].map((match) => match[1]!);
        // A KaTeX release that renamed or regrouped its functions: say so rather than build something else.
        const unknown = FUNCTIONS_LEFT_OUT.filter((name) => !modules.includes(name));
        if (unknown.length > 0) this.error(`katex-from-source: ${unknown.join(', ')} not found in ${id}`);
        return {
          code: code.replace(FUNCTION_IMPORT, (line, name: string) => (FUNCTIONS_LEFT_OUT.includes(name) ? '' : line)),
          map: null,
        };
      }
      return null;
    },
  };
}
