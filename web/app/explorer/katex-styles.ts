// KaTeX's rules and fonts for the explorer's formulas. A chunk of their own, requested after the
// explorer's first frame has painted (pe-explorer.ts), not with the element: its 23 KB of rules
// took part in the element's construction (embed, 4x slower CPU: about 70 ms of the task before
// the first paint). The fonts are installed then; the rules are adopted with KaTeX's runtime, since
// adopting them cost a style update of 17-22 ms (issue 12), and the build-time formulas drawn
// before it bring the few rules they use (vite-plugins/prebuilt-tex.ts).
//
// @font-face rules do nothing inside a shadow root, so KaTeX's fonts are declared once on the
// document (woff2 only; the browser fetches a face only when some formula uses it).
import katexCss from 'virtual:katex-css';
import { KATEX_FONT_FACES } from 'virtual:katex-fonts';
import { styleSheet } from '../style-sheets.js';

let katexSheet: CSSStyleSheet | undefined;
const documentsWithFonts = new WeakSet<Document>();

/** "family style weight" of a face, as FontFace and @font-face spell them alike (quotes dropped). */
function faceKey(family: string, style: string, weight: string): string {
  return `${family.replace(/["']/g, '')} ${style} ${weight}`;
}

/**
 * Declares KaTeX's fonts on `document`, once, except the faces the page declares itself (the
 * explorer page's header, typeset at build time): declared twice, a face is the later rule's, and
 * the browser fetched it a second time and hid the header's formulas until it came (issue 12).
 */
export function installKatexFonts(document: Document): void {
  if (documentsWithFonts.has(document)) return;
  documentsWithFonts.add(document);
  const declared = new Set([...document.fonts].map((face) => faceKey(face.family, face.style, face.weight)));
  const missing = KATEX_FONT_FACES.filter((face) => !declared.has(faceKey(face.family, face.style, face.weight)));
  const rules = missing.map(
    (face) =>
      `@font-face{font-family:${face.family};font-style:${face.style};font-weight:${face.weight};` +
      `font-display:block;src:url(${JSON.stringify(face.url())}) format("woff2")}`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, styleSheet(rules.join('\n'))];
}

/**
 * KaTeX's rules in `root`, after the sheets it has, and its fonts on the root's document. Once per
 * root. Appended, not put first: a sheet added at the end only restyles what its rules match, one
 * put before the others restyled the whole explorer (about 20 ms in a task of its own). Its rules
 * all name KaTeX's classes, which the explorer's own sheets never do, so the order between them
 * changes nothing. Views mounted after it adopt their sheets after it; a view mounted before it
 * (the heatmap) overrides KaTeX's rules only with more specific selectors.
 */
export function adoptKatexStyles(root: ShadowRoot): void {
  installKatexFonts(root.ownerDocument);
  katexSheet ??= styleSheet(katexCss);
  if (!root.adoptedStyleSheets.includes(katexSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, katexSheet];
}
