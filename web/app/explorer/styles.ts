// The explorer's styles, encapsulated: every <pe-explorer> shadow root adopts the same constructed
// stylesheets (KaTeX's rules, the explorer's own, the shared figures'), parsed once per page, and
// each view's own when the view is first mounted there (they come with its panel's code). Constructed
// sheets are CSSOM, not <style> or inline style text, so a strict style-src does not stand in the way.
//
// @font-face rules do nothing inside a shadow root, so KaTeX's fonts are declared once on the
// document (woff2 only; the browser fetches a face only when some formula uses it).
import katexCss from 'virtual:katex-css';
import { KATEX_FONT_FACES } from 'virtual:katex-fonts';
import { FIGURE_STYLES } from '../figures/styles.js';
import explorerCss from './explorer.css?inline';

function styleSheet(text: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}

let shadowSheets: CSSStyleSheet[] | undefined;
let katexSheet: CSSStyleSheet | undefined;
/** One sheet per stylesheet text: a figure's styles that several views list are parsed once. */
const viewSheets = new Map<string, CSSStyleSheet>();
const documentsWithFonts = new WeakSet<Document>();

/** KaTeX's rules (without its fonts), shared by every shadow root and, on the page, the document. */
function katexStyleSheet(): CSSStyleSheet {
  katexSheet ??= styleSheet(katexCss);
  return katexSheet;
}

/** The sheets a shadow root adopts first: KaTeX, the explorer's shell, the shared figures'. */
export function explorerStyleSheets(): CSSStyleSheet[] {
  shadowSheets ??= [katexStyleSheet(), ...[explorerCss, ...FIGURE_STYLES].map(styleSheet)];
  return shadowSheets;
}

/** Adds a view's stylesheets to `root`, after those it has, each once. */
export function adoptViewStyles(root: ShadowRoot, styles: readonly string[]): void {
  const sheets = styles.map((text) => {
    if (!viewSheets.has(text)) viewSheets.set(text, styleSheet(text));
    return viewSheets.get(text)!;
  });
  const missing = [...new Set(sheets)].filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

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

/** KaTeX's rules and fonts for formulas outside any explorer (the page's header). */
export function adoptKatexStyles(document: Document): void {
  installKatexFonts(document);
  if (!document.adoptedStyleSheets.includes(katexStyleSheet())) {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, katexStyleSheet()];
  }
}
