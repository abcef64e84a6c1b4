// d3-scale-chromatic builds every one of its ~40 colour schemes when it is imported: each is a
// top-level `var Name = ramp(colors("…"))` or `new Array(3).concat(…).map(colors)`, calls that
// Rollup must keep because it cannot know they have no side effects. The explorer uses two
// (viridis, RdBu), so the rest cost bytes and start-up time for nothing (issue 12). This marks
// each top-level initialiser of that one file, and the calls in it, /*#__PURE__*/, which lets
// Rollup drop the unused ones; the schemes themselves are the library's, unchanged.
import type { Plugin } from 'vite';

const SCHEMES_FILE = /[\\/]node_modules[\\/]d3-scale-chromatic[\\/]dist[\\/]d3-scale-chromatic\.mjs$/;

/** `var Name = <call>` at the start of a line, but not the arrow functions (`var ramp = scheme => …`). */
const TOP_LEVEL_INITIALISER = /^(var [\w$]+ = )(?![\w$]+ =>)(.*)$/gm;
/** The calls inside such an initialiser (`ramp(colors("…"))`): a pure outer call keeps impure arguments. */
const INNER_CALL = /(?<=[(,]\s*)([\w$]+\()/g;

/** Marks the top-level initialisers of d3-scale-chromatic's bundle pure. */
export function pureColourSchemes(): Plugin {
  return {
    name: 'pe:pure-colour-schemes',
    apply: 'build',
    transform(code, id) {
      if (!SCHEMES_FILE.test(id)) return null;
      const marked = code.replace(
        TOP_LEVEL_INITIALISER,
        (_, declaration: string, value: string) =>
          `${declaration}/*#__PURE__*/ ${value.replace(INNER_CALL, '/*#__PURE__*/ $1')}`,
      );
      // A new d3-scale-chromatic that no longer has these lines: say so rather than silently grow.
      if (marked === code) this.error(`pure-colour-schemes: no top-level initialiser found in ${id}`);
      return { code: marked, map: null };
    },
  };
}
