// Words for the reader's own input: a help line that says "hover" or "arrow keys" to a mouse and
// keyboard says "tap or drag" on a touch screen. Both are in the markup; input-words.css shows the
// one that fits the primary pointer ((hover: none) and (pointer: coarse) is a phone or tablet),
// and the hidden one is display: none, so a screen reader reads only the shown one.

/** Trusted static HTML for both wordings. */
export function inputWords(fineHtml: string, touchHtml: string): string {
  return `<span class="for-fine-pointer">${fineHtml}</span><span class="for-touch">${touchHtml}</span>`;
}
