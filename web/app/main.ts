// The explorer page's entry: the header (its formulas typeset at build time) paints first, and
// only then is the explorer's code requested (explorer-page.ts). Requested with the page, the
// explorer's 114 KB competed with the header for a slow phone's bandwidth, and Lighthouse counted
// it into the largest paint (issue 12). The explorer's space is reserved in page.css, so nothing
// moves when it arrives. This and after-paint.ts are all the page runs before its first paint.
import { afterNextPaint } from './after-paint.js';

void afterNextPaint()
  .then(() => import('./explorer-page.js'))
  .then((page) => page.startExplorerPage());
