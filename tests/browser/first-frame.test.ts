// A view's heading (with its settings, where it names them) is drawn with the explorer's first
// frame, before the view's code has come, and is the same element with the same text once the
// view has mounted (issue 12: largest contentful paint). The panel's
// code is held back by the test, so the first frame is seen alone; then it is let through. The
// tutorial's embed, whose largest text is its heading, records no largest paint after the code
// came: without the heading in the first frame, its largest paint waited for the view's code.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWS } from '../../web/app/views/registry.js';
import { launchChromium } from './support/open-page.js';

const WITH_HEADING = VIEWS.filter((view) => view.heading !== undefined);
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens embed.html on `view` (412 × 823, Lighthouse's phone) with its panel's chunk held until `release` is called. */
async function openWithCodeHeld(view: string): Promise<{ page: Page; release: () => void }> {
  const page = await browser!.newPage({ viewport: { width: 412, height: 823 } });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${view}-panel-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as unknown as { largestPaints: number[] }).largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${inject('siteUrl')}embed.html#view=${view}`);
  return { page, release };
}

/** Marks the panel's heading and "look first" line, notes where they are, and returns their text. */
function markFirstFrame(page: Page, view: string): Promise<string[]> {
  return page.evaluate((name) => {
    const panel = document.querySelector('pe-explorer')!.shadowRoot!.querySelector(`[data-view="${name}"]`)!;
    const kept = [panel.querySelector('h2'), panel.querySelector('.look-first')];
    const where = kept.map((element) => JSON.stringify(element?.getBoundingClientRect()));
    Object.assign(window, { firstFrame: kept, firstFrameBoxes: where });
    return kept.map((element) => element?.textContent ?? '(none)');
  }, view);
}

/**
 * Whether the mounted panel's heading and "look first" line are the marked elements, with the
 * same text, in the same place (a view's own sheet once set another padding: they moved 2 px).
 */
function firstFrameKept(page: Page, view: string): Promise<{ same: boolean[]; text: string[]; moved: boolean[] }> {
  return page.evaluate((name) => {
    const panel = document.querySelector('pe-explorer')!.shadowRoot!.querySelector(`[data-view="${name}"]`)!;
    const now = [panel.querySelector('h2'), panel.querySelector('.look-first')];
    const { firstFrame, firstFrameBoxes } = window as unknown as { firstFrame: unknown[]; firstFrameBoxes: string[] };
    return {
      same: now.map((element, index) => element === firstFrame[index]),
      text: now.map((e) => e?.textContent ?? ''),
      moved: now.map((element, index) => JSON.stringify(element?.getBoundingClientRect()) !== firstFrameBoxes[index]),
    };
  }, view);
}

const readySelector = (view: string): string => `pe-explorer .view-panel[data-view="${view}"][data-ready="true"]`;

describe('the first frame: a view’s heading before its code', () => {
  it('has views with a heading of their own', () => {
    expect(WITH_HEADING.map((view) => view.name)).toEqual(
      expect.arrayContaining(['heatmap', 'tutorial', 'rope', 'attention', 'long-context']),
    );
  });

  for (const view of WITH_HEADING) {
    it(`${view.name}: the heading and "look first" line are drawn without the view's code, and kept`, async () => {
      const { page, release } = await openWithCodeHeld(view.name);
      await page.locator(`pe-explorer #${view.titleId}`).waitFor();
      const before = await markFirstFrame(page, view.name);
      const headingText = await page.evaluate((markup) => {
        const probe = document.createElement('div');
        probe.innerHTML = markup;
        return probe.textContent!;
      }, view.heading!);
      // A heading with a shape (its settings) shows it from the first frame, as the view writes it.
      const heading = before[0]!;
      if (view.headingShape) expect(heading.slice(headingText.length)).toMatch(/^\S.*\d/);
      else expect(heading).toBe(headingText);
      expect(heading.startsWith(headingText)).toBe(true);
      expect(before[1]).toBe(view.lookFirst);
      expect(await page.locator(readySelector(view.name)).count()).toBe(0);
      release();
      await page.locator(readySelector(view.name)).waitFor();
      expect(await firstFrameKept(page, view.name)).toEqual({
        same: [true, true],
        text: before,
        moved: [false, false],
      });
      await page.close();
    });
  }

  it('tutorial: no largest paint is recorded once the view’s code has come', async () => {
    const { page, release } = await openWithCodeHeld('tutorial');
    await page.locator('pe-explorer #tutorial-title').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const before = await page.evaluate(() => (window as unknown as { largestPaints: number[] }).largestPaints.length);
    expect(before).toBeGreaterThan(0);
    release();
    await page.locator(readySelector('tutorial')).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    expect(await page.evaluate(() => (window as unknown as { largestPaints: number[] }).largestPaints.length)).toBe(
      before,
    );
    await page.close();
  });
});
