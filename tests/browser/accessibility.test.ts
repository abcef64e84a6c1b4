// Accessibility of the whole page: axe-core on every view in the tab list, in the light and dark
// themes, on a desktop and a phone width (no 'serious' or 'critical' violations, no page-wide
// horizontal scroll); and the keyboard path a reader without a mouse takes: Tab reaches the view
// tabs, the controls and the heatmap, whose arrow keys move the cursor and update the aria-live
// readout.
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';
import { focusedElement } from './support/shadow-dom.js';

interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  // The page's CSP forbids inline scripts; page.evaluate is not subject to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(20);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** A short name for the focused element (inside the explorer's shadow root too): #id, or role and text. */
async function focused(page: Page): Promise<string> {
  return (await focusedElement(page)).evaluate((element: HTMLElement | null) => {
    if (!element || element === document.body) return 'body';
    if (element.id) return `#${element.id}`;
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}:${element.textContent?.trim().slice(0, 30)}`;
  });
}

describe('accessibility (axe-core, keyboard)', () => {
  let browser: Browser | undefined;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`has no serious or critical axe violations on any view (${colorScheme}, ${width} px)`, async () => {
        const result = await openPage(browser!, `${inject('siteUrl')}#view=heatmap&scale=sqrt`, {
          width,
          height: 800,
          colorScheme,
        });
        opened.push(result);
        const { page } = result;
        await page.waitForSelector('#figure[data-state="ready"]');
        const tabs = await page.locator('[role="tab"]').allTextContents();
        expect(tabs.length).toBeGreaterThanOrEqual(1);
        const findings: Record<string, Finding[]> = {};
        for (const [index, label] of tabs.entries()) {
          await page.locator('[role="tab"]').nth(index).click();
          await page.waitForSelector('[role="tabpanel"]:not([hidden])');
          await nextFrames(page);
          await page.waitForTimeout(150); // views that typeset or draw after mounting
          if (index === 0) {
            // The heatmap with everything open: the (15.2) panel, the code, a hovered cell.
            await page.focus('#heatmap');
            await page.keyboard.press('ArrowDown');
            await page.click('.code-details summary');
            await nextFrames(page);
          }
          const violations = await seriousViolations(page);
          if (violations.length > 0) findings[label] = violations;
          // Readable at phone width: wide content scrolls inside its own box, never the page.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          expect(overflow, `${label}: page wider than the window`).toBeLessThanOrEqual(0);
        }
        expect(findings).toEqual({});
      });
    }
  }

  it('reaches the view tabs, the controls and the heatmap with Tab, and reads cells out', async () => {
    const result = await openPage(browser!, `${inject('siteUrl')}#view=heatmap`, { width: 1280, height: 800 });
    opened.push(result);
    const { page } = result;
    await page.waitForSelector('#figure[data-state="ready"]');

    const order: string[] = [];
    for (let k = 0; k < 40 && !order.includes('#heatmap'); k++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    const at = (name: string): number => order.indexOf(name);
    expect(at('#tab-heatmap'), order.join(' → ')).toBeGreaterThanOrEqual(0);
    // One tab stop for the whole tab list (arrow keys move inside it).
    expect(order.filter((name) => name.startsWith('#tab-'))).toEqual(['#tab-heatmap']);
    for (const control of [
      '#dmodel-range',
      '#dmodel-number',
      '#length-number',
      '#base-number',
      '#layout-select',
      '#scale-none',
    ]) {
      expect(at(control), `${control} in ${order.join(' → ')}`).toBeGreaterThan(at('#tab-heatmap'));
      expect(at(control)).toBeLessThan(at('#heatmap'));
    }
    expect(order.at(-1)).toBe('#heatmap');

    // The arrow keys move the cell cursor; the readout is a polite live region.
    expect(await page.getAttribute('#readout', 'aria-live')).toBe('polite');
    const readout = () =>
      page
        .locator('#readout [data-field]')
        .evaluateAll((elements: HTMLElement[]) =>
          Object.fromEntries(elements.map((element) => [element.dataset.field!, element.textContent])),
        );
    expect(await readout()).toMatchObject({ pos: '0', dimension: '0' });
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight'])
      await page.keyboard.press(key);
    await nextFrames(page);
    expect(await readout()).toMatchObject({ pos: '3', dimension: '2', pair: '1', function: 'sin' });
    expect(await page.textContent('#cell-formula annotation')).toContain(String.raw`\mathrm{PE}(3, 2)`);
    await page.keyboard.press('End');
    await nextFrames(page);
    expect(await readout()).toMatchObject({ pos: '3', dimension: '127' });

    // The view tabs answer to the arrow keys, and Tab then goes on into the panel.
    await page.focus('#tab-heatmap');
    await page.keyboard.press('ArrowRight');
    const second = await focused(page);
    expect(second).toMatch(/^#tab-/);
    expect(await page.getAttribute(second, 'aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('#tab-heatmap');
  });

  it('logged no errors, failed or foreign requests, or CSP violations', async () => {
    for (const result of opened) {
      expect(await result.cspViolations()).toEqual([]);
      expect(result.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    }
  });
});
