// The explorer page's entry: the header (its formulas typeset at build time) paints first, and
// only then is the explorer's code requested (explorer-page.ts). Requested with the page, the
// explorer's 114 KB competed with the header for a slow phone's bandwidth, and Lighthouse counted
// it into the largest paint (issue 12). The explorer's space is reserved in page.css, so nothing
// moves when it arrives. Nothing else is imported here, so nothing else loads before the paint.
const startExplorer = async (): Promise<void> => (await import('./explorer-page.js')).startExplorerPage();

// A requestAnimationFrame callback runs before its frame paints; a task queued from it runs after.
// A hidden tab runs no frames, so there the explorer starts at once.
if (document.visibilityState === 'hidden') void startExplorer();
else requestAnimationFrame(() => setTimeout(startExplorer, 0));
