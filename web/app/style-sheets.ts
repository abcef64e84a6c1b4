// Constructed stylesheets for the explorer's shadow roots. Every <pe-explorer> shadow root adopts
// the same sheets, each parsed once per page: the explorer's own and the shared figures'
// (explorer/styles.ts), KaTeX's once KaTeX has loaded (explorer/katex-styles.ts), and each view's
// own when the view is first mounted there (shell/view-tabs.ts; they come with its panel's code).
// Constructed sheets are CSSOM, not <style> or inline style text, so a strict style-src does not
// stand in the way.

/** A constructed stylesheet holding `text`. */
export function styleSheet(text: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}

/** One sheet per stylesheet text: a figure's styles that several views list are parsed once. */
const viewSheets = new Map<string, CSSStyleSheet>();

/** Adds a view's stylesheets to `root`, after those it has, each once. */
export function adoptViewStyles(root: ShadowRoot, styles: readonly string[]): void {
  const sheets = styles.map((text) => {
    if (!viewSheets.has(text)) viewSheets.set(text, styleSheet(text));
    return viewSheets.get(text)!;
  });
  const missing = [...new Set(sheets)].filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
