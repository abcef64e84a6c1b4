// The iframe embed (dist/site/embed.html?view=…&d=…&L=…&n=…): one view, minimal chrome, sized to
// the iframe, set entirely by the query. Opened inside an iframe of a host page, as a course site
// would, and on its own.
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

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
        await page.route(coursePage, (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><link rel="icon" href="data:,"><h1>Week 3: positions</h1>
          <iframe title="Positional encoding" src="embed.html?view=heatmap&d=4&L=10&n=100"
            style="width: 560px; height: 480px; border: 0"></iframe>`,
          }),
        );
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
    const opened = await openPage(browser!, `${inject('siteUrl')}embed.html?view=example&step=8&controls=true`, {
      width: 700,
    });
    await opened.page.waitForSelector(READY);
    expect(await opened.page.locator(READY).getAttribute('data-view')).toBe('example');
    await expect
      .poll(() => opened.page.locator(`${READY} h3, ${READY} h2`).allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/Embeddings \+ PE/)]));
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.problems.consoleErrors).toEqual([]);
    await opened.page.close();
  });

  // embed.ts sets the view's attribute just after defining the element, which starts on the
  // default view (the heatmap): its panel's code (10 KB) was fetched by every other view's embed.
  it("fetches the code of the view it shows, not the default view's", async () => {
    const opened = await openPage(browser!, `${inject('siteUrl')}embed.html#view=order`);
    await opened.page.waitForSelector(READY);
    await nextFrames(opened.page);
    const panels = await opened.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name.replace(/.*\//, ''))
        .filter((name) => /-panel-[\w-]+\.js$/.test(name)),
    );
    expect(panels.map((name) => name.replace(/-panel-.*/, ''))).toEqual(['order']);
    await opened.page.close();
  });
});

describe('embed.html obeys a setting or refuses it visibly (issue 16, item 15)', () => {
  /** Opens embed.html?query, recording every `error` event <pe-explorer> dispatches. */
  async function openEmbed(query: string): Promise<OpenedPage> {
    const opened = await openPage(browser!, `${inject('siteUrl')}embed.html?${query}`, {
      width: 700,
      height: 450,
      beforeNavigate: async (page) =>
        void (await page.addInitScript(() => {
          const messages: string[] = [];
          (window as unknown as { refused: string[] }).refused = messages;
          // Capture phase: the event does not bubble, but passes the window on its way down.
          window.addEventListener(
            'error',
            (event) => {
              if (event instanceof CustomEvent) messages.push(event.detail.message);
            },
            true,
          );
        })),
    });
    await opened.page.waitForSelector('pe-explorer');
    return opened;
  }

  const refused = (opened: OpenedPage) =>
    opened.page.evaluate(() => (window as unknown as { refused: string[] }).refused);

  it('step=3 opens step 3 as the page numbers it, with no notice', async () => {
    const opened = await openEmbed('view=example&step=3');
    await opened.page.waitForSelector(`${READY}[data-view="example"]`);
    expect(await opened.page.locator('.ex-indicator').textContent()).toBe('Step 3 of 8');
    expect(await opened.page.locator('.ex-step-heading').textContent()).toMatch(/^3\. /);
    expect(await opened.page.locator('#setting-notice').isHidden()).toBe(true);
    await opened.page.waitForTimeout(50); // past the task in which refusals are dispatched
    expect(await refused(opened)).toEqual([]);
    expect(opened.problems.consoleErrors).toEqual([]);
    await opened.page.close();
  });

  it('a valid table still draws, with no notice', async () => {
    const opened = await openEmbed('view=heatmap&d=6&L=12&n=100&layout=split');
    await opened.page.waitForSelector('#figure[data-state="ready"]');
    expect(await opened.page.locator('#figure-shape').textContent()).toBe('12 positions × 6 dimensions');
    expect(await opened.page.locator('#setting-notice').isHidden()).toBe(true);
    expect(await refused(opened)).toEqual([]);
    await opened.page.close();
  });

  // Each refusal names the value as the link wrote it and what is allowed.
  const cases: { query: string; notice: RegExp; view: string | null }[] = [
    {
      query: 'view=heatmaps',
      notice: new RegExp(
        `view="heatmaps" is not a view: use one of ${'heatmap, curves, example, tutorial, distance, order, rope, long-context, bias, attention, precision, layouts, model-map, check'}\\.`,
      ),
      view: null,
    },
    {
      query: 'view=example&step=9',
      notice: /step="9" is not allowed: use a whole number from 1 to 8/,
      view: 'example',
    },
    {
      query: 'view=example&step=0',
      notice: /step="0" is not allowed: use a whole number from 1 to 8/,
      view: 'example',
    },
    {
      query: 'view=heatmap&d=5000',
      notice: /d="5000" is not allowed: use a whole number from 1 to 1024\./,
      view: 'heatmap',
    },
    { query: 'view=heatmap&L=0', notice: /L="0" is not allowed: use a whole number from 1 to 5000\./, view: 'heatmap' },
    {
      query: 'view=heatmap&n=1',
      notice: /n="1" is not allowed: use a number greater than 1 and at most 1000000\./,
      view: 'heatmap',
    },
    {
      query: 'view=heatmap&layout=diagonal',
      notice: /layout="diagonal" is not allowed: use interleaved or split\./,
      view: 'heatmap',
    },
  ];

  for (const { query, notice, view } of cases) {
    it(`refuses ${query} with a visible notice and an error event`, async () => {
      const opened = await openEmbed(query);
      const shown = opened.page.locator('#setting-notice');
      await shown.waitFor();
      expect(await shown.getAttribute('role')).toBe('alert');
      expect(await shown.textContent()).toMatch(notice);
      await expect.poll(() => refused(opened)).toEqual([await shown.textContent()]);
      // Inside the frame: a teacher sees it without scrolling.
      const box = (await shown.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(450);
      if (view === null) {
        // Never another view in its place.
        await opened.page.waitForTimeout(200);
        expect(await opened.page.locator('[data-view]:visible').count()).toBe(0);
        expect(await opened.page.locator('[role="tab"]:visible').count()).toBe(0);
      } else {
        await opened.page.waitForSelector(`${READY}[data-view="${view}"]`);
      }
      expect(opened.problems.consoleErrors).toEqual([]);
      await opened.page.close();
    });
  }

  it('an out-of-range step keeps the first step, not the last', async () => {
    const opened = await openEmbed('view=example&step=9');
    await opened.page.waitForSelector(`${READY}[data-view="example"]`);
    expect(await opened.page.locator('.ex-indicator').textContent()).toBe('Step 1 of 8');
    await opened.page.close();
  });
});
