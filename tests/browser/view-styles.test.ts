// Each view brings its own styles, and only those (issue 12: a view's stylesheets come with its
// panel's code, adopted when it is first mounted). A view opened alone must look exactly as it does
// after every other view has been mounted beside it: otherwise it leans on another view's CSS (the
// model map's buttons were styled by heatmap.css), or another view's CSS leaks into it. Both show
// as a difference in the computed styles of the view's elements between the two pages.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, nextFrames } from './support/open-page.js';
import type { Browser } from 'playwright-core';

/** What a stylesheet decides about an element (not sizes, which follow the content and the screen). */
const PROPERTIES = [
  'display',
  'position',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'padding',
  'margin',
  'border',
  'border-radius',
  'text-align',
  'white-space',
  'cursor',
  'opacity',
  'visibility',
  'fill',
  'stroke',
] as const;

/** Waits until the shown view has drawn. */
async function viewReady(page: Page, view: string): Promise<void> {
  await page.waitForSelector(`pe-explorer #panel-${view}[data-ready="true"]`);
  await nextFrames(page);
}

/** One line per element of the view's panel: its place in the tree and its computed styles. */
function panelStyles(page: Page, view: string): Promise<string[]> {
  return page.evaluate(
    ({ view, properties }) => {
      const explorer = document.querySelector('pe-explorer')!;
      const panel = explorer.shadowRoot!.getElementById(`panel-${view}`)!;
      const lines: string[] = [];
      const visit = (element: Element, path: string): void => {
        const style = getComputedStyle(element);
        lines.push(`${path} ${properties.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')}`);
        [...element.children].forEach((child, index) =>
          visit(
            child,
            `${path}>${child.tagName.toLowerCase()}${child.classList.length > 0 ? `.${[...child.classList].join('.')}` : ''}[${index}]`,
          ),
        );
      };
      visit(panel, 'panel');
      return lines;
    },
    { view, properties: PROPERTIES as readonly string[] },
  );
}

describe("each view's styles are its own (vite build + preview, Chromium)", () => {
  let browser: Browser;
  let views: string[];
  /** Every view's styles after all of them have been mounted on one page. */
  const afterAllMounted = new Map<string, string[]>();

  beforeAll(async () => {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${inject('siteUrl')}#view=heatmap`);
    await page.locator('pe-explorer [role="tab"]').first().waitFor();
    views = (await page.locator('pe-explorer [role="tab"]').evaluateAll((tabs) => tabs.map((tab) => tab.id))).map(
      (id) => id.replace(/^tab-/, ''),
    );
    // Mount every view, then read each one with all the stylesheets in place.
    for (const view of views) {
      await page.click(`pe-explorer #tab-${view}`);
      await viewReady(page, view);
    }
    for (const view of views) {
      await page.click(`pe-explorer #tab-${view}`);
      await viewReady(page, view);
      afterAllMounted.set(view, await panelStyles(page, view));
    }
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reads every view', () => {
    expect(views.length).toBeGreaterThanOrEqual(13);
    expect(afterAllMounted.size).toBe(views.length);
  });

  it('draws each view alone exactly as beside all the others', async () => {
    for (const view of views) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${inject('siteUrl')}#view=${view}`);
      await viewReady(page, view);
      // Beside the others the tabs were clicked, so KaTeX's runtime came and typeset every formula;
      // alone, formulas below the screen wait for it (tex.ts). Pointing at the explorer brings it.
      await page.hover(`pe-explorer #tab-${view}`);
      await expect.poll(() => page.locator('pe-explorer [data-tex-waiting]').count()).toBe(0);
      const alone = await panelStyles(page, view);
      await page.close();
      const beside = afterAllMounted.get(view)!;
      expect(alone.length, `${view}: elements`).toBeGreaterThan(10);
      expect(alone.filter((line, index) => line !== beside[index]).slice(0, 3), view).toEqual([]);
    }
  });
});
