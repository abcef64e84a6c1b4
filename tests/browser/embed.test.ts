// The iframe embed (dist/site/embed.html?view=…&d=…&L=…&n=…): one view, minimal chrome, sized to
// the iframe, set entirely by the query. Opened inside an iframe of a host page, as a course site
// would, and on its own.
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type OpenedPage } from './support/open-page.js';

// One view alone: its panel is a plain section, not a tab panel.
const READY = '.view-panel:not([hidden])[data-ready="true"]';
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('embed.html in an iframe', () => {
  let opened: OpenedPage;
  let frame: Frame;

  beforeAll(async () => {
    // A course page holding the iframe, answered by the test itself.
    const coursePage = `${inject('siteUrl')}course-page.html`;
    opened = await openPage(browser!, coursePage, {
      width: 900,
      height: 700,
      beforeNavigate: async (page) => {
        await page.route(coursePage, (route) => route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><link rel="icon" href="data:,"><h1>Week 3: positions</h1>
          <iframe title="Positional encoding" src="embed.html?view=heatmap&d=4&L=10&n=100"
            style="width: 560px; height: 480px; border: 0"></iframe>`,
        }));
      },
    });
    const handle = await opened.page.waitForSelector('iframe');
    frame = (await handle.contentFrame())!;
    await frame.waitForSelector(READY);
  });

  it('shows the one chosen view: no tab bar, no controls', async () => {
    expect(await frame.locator(`${READY}`).getAttribute('data-view')).toBe('heatmap');
    expect(await frame.locator('[role="tab"]:visible').count()).toBe(0);
    expect(await frame.locator('#controls:visible').count()).toBe(0);
  });

  it('draws the table the query asks for and reads cells out', async () => {
    expect(await frame.locator('#figure-shape').textContent()).toBe('10 positions × 4 dimensions');
    const box = (await frame.locator('#heatmap').boundingBox())!;
    await opened.page.mouse.move(box.x + box.width * (0.5 / 4), box.y + box.height * (1.5 / 10));
    await expect.poll(() => frame.locator('#readout [data-field="value"]').textContent()).toMatch(/^0\.8414/);
  });

  it('fits the iframe: nothing wider than its 560 px', async () => {
    const width = await frame.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(560);
  });

  it('logged no errors, failed or foreign requests, or CSP violations', async () => {
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });
});

describe('embed.html options', () => {
  it('opens the worked example at a step, with the controls when asked', async () => {
    const opened = await openPage(browser!, `${inject('siteUrl')}embed.html?view=example&step=7&controls=true`, { width: 700 });
    await opened.page.waitForSelector(READY);
    expect(await opened.page.locator(READY).getAttribute('data-view')).toBe('example');
    await expect.poll(() => opened.page.locator(`${READY} h3, ${READY} h2`).allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/Embeddings \+ PE/)]));
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.problems.consoleErrors).toEqual([]);
    await opened.page.close();
  });
});
