// The explorer's styles, encapsulated: every <pe-explorer> shadow root adopts first the same
// constructed stylesheets, the explorer's own and the shared figures', parsed once per page
// (made by style-sheets.ts; KaTeX's and each view's are adopted after these).
import { FIGURE_STYLES } from '../figures/styles.js';
import { styleSheet } from '../style-sheets.js';
import controlsCss from './explorer-controls.css?inline';
import shellCss from './explorer-shell.css?inline';
import textCss from './explorer-text.css?inline';
import touchCss from './explorer-touch.css?inline';
import explorerCss from './explorer.css?inline';

/** The explorer's own sheets, in cascade order: the touch floor comes after everything it overrides. */
const EXPLORER_STYLES: readonly string[] = [explorerCss, controlsCss, textCss, shellCss, touchCss];

let shadowSheets: CSSStyleSheet[] | undefined;

/** The sheets a shadow root adopts first: the explorer's shell, the shared figures'. */
export function explorerStyleSheets(): CSSStyleSheet[] {
  shadowSheets ??= [...EXPLORER_STYLES, ...FIGURE_STYLES].map(styleSheet);
  return shadowSheets;
}
