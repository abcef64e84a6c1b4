// The explorer's styles, encapsulated: every <pe-explorer> shadow root adopts first the same
// constructed stylesheets, the explorer's own and the shared figures', parsed once per page
// (made by style-sheets.ts; KaTeX's and each view's are adopted after these).
import { FIGURE_STYLES } from '../figures/styles.js';
import { styleSheet } from '../style-sheets.js';
import explorerCss from './explorer.css?inline';

let shadowSheets: CSSStyleSheet[] | undefined;

/** The sheets a shadow root adopts first: the explorer's shell, the shared figures'. */
export function explorerStyleSheets(): CSSStyleSheet[] {
  shadowSheets ??= [explorerCss, ...FIGURE_STYLES].map(styleSheet);
  return shadowSheets;
}
