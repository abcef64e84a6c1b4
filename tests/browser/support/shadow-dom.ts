// The explorer lives in <pe-explorer>'s open shadow root. Playwright's locators reach into open
// shadow roots, but code run by page.evaluate sees the document: document.activeElement is only the
// host there, and document.querySelector stops at it. These helpers look through.
import type { ElementHandle, Page } from 'playwright-core';

/** The element that has focus, inside whichever open shadow roots hold it. */
export async function focusedElement(page: Page): Promise<ElementHandle<HTMLElement>> {
  return page.evaluateHandle(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element as HTMLElement;
  });
}
