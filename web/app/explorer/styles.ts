// The explorer's styles, encapsulated: every <pe-explorer> shadow root adopts the same constructed
// stylesheets (the explorer's own, the shared figures'), parsed once per page, KaTeX's once KaTeX
// has loaded (katex-styles.ts), and each view's own when the view is first mounted there (they
// come with its panel's code). Constructed sheets are CSSOM, not <style> or inline style text, so a
// strict style-src does not stand in the way.
import { FIGURE_STYLES } from '../figures/styles.js';
import explorerCss from './explorer.css?inline';

export function styleSheet(text: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}

let shadowSheets: CSSStyleSheet[] | undefined;
/** One sheet per stylesheet text: a figure's styles that several views list are parsed once. */
const viewSheets = new Map<string, CSSStyleSheet>();

/** The sheets a shadow root adopts first: the explorer's shell, the shared figures'. */
export function explorerStyleSheets(): CSSStyleSheet[] {
  shadowSheets ??= [explorerCss, ...FIGURE_STYLES].map(styleSheet);
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
