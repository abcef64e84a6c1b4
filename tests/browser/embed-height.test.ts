// embed.html posts its content's height to the page around it (issue 16 item 13), which the
// README's snippet uses to size the iframe: { type: 'pe-explorer:height', view, height } in whole
// CSS px, on load and again whenever the content grows or shrinks, independent of the frame's own
// height. A course page with two embeds tells them apart by event.source. The first message waits
// for the view to be drawn, so a frame never collapses to the empty element's height.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/open-page.js';

interface HeightMessage {
  type: string;
  view: string;
  height: number;
}

describe('embed.html posts its height (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sizes two iframes on one course page from their own messages, and again when one grows', async () => {
    const site = inject('siteUrl');
    // A course page (a blank page of another origin, without the site's CSP): two embeds at
    // 450 px, resized by the README's snippet.
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setContent(`<!doctype html><html><body>
      <iframe id="a" title="heatmap" src="${site}embed.html?view=heatmap&d=4&L=10&n=100" style="width:700px;height:450px;border:0"></iframe>
      <iframe id="b" title="curves" src="${site}embed.html?view=curves" style="width:375px;height:450px;border:0"></iframe>
      <script>
        window.received = [];
        addEventListener('message', (event) => {
          for (const iframe of document.querySelectorAll('iframe')) {
            if (event.source !== iframe.contentWindow || event.data?.type !== 'pe-explorer:height') continue;
            window.received.push({ frame: iframe.id, ...event.data });
            iframe.style.height = event.data.height + 'px';
          }
        });
      </script></body></html>`);
    const last = (frame: string) =>
      page.evaluate(
        (id) =>
          (window as unknown as { received: (HeightMessage & { frame: string })[] }).received
            .filter((message) => message.frame === id)
            .at(-1),
        frame,
      );
    // The frames sit side by side on one baseline: once the curves frame is sized to its content,
    // the heatmap frame can be pushed below the fold before it has drawn, and Chromium does not
    // render it there (CI saw it never post). Each is scrolled into sight, as a reader would.
    for (const [id, view] of [
      ['b', 'curves'],
      ['a', 'heatmap'],
    ] as const) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await last(id))?.view, { timeout: 20000 }).toBe(view);
    }
    // Once its view has drawn, the last height each frame posted is its content's. Chromium does
    // not render a cross-origin frame outside the viewport (no resize observations there): when
    // the heatmap grows, the curves frame beside it drops below the fold and posts its changes
    // only once it is scrolled into sight, as a reader's scrolling would.
    for (const id of ['a', 'b']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      const frame = page.frameLocator(`#${id}`);
      await frame.locator('pe-explorer .view-panel[data-ready="true"]').waitFor({ state: 'attached' });
      await expect
        .poll(async () => {
          const natural = await frame.locator('body').evaluate((body) => {
            const style = getComputedStyle(body);
            return Math.ceil(
              body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom),
            );
          });
          const message = await last(id);
          return message && Number.isInteger(message.height) && message.height === natural;
        })
        .toBe(true);
    }
    // Each frame now has its content's height: nothing to scroll inside it.
    for (const id of ['a', 'b']) {
      const frame = page.frameLocator(`#${id}`);
      expect(await frame.locator('html').evaluate((html) => html.scrollHeight <= html.clientHeight + 1)).toBe(true);
    }
    // No message came before the view was drawn: the empty element (50 px) never collapsed a frame.
    const heights = await page.evaluate(() =>
      (window as unknown as { received: HeightMessage[] }).received.map((message) => message.height),
    );
    expect(Math.min(...heights)).toBeGreaterThan(200);
    const a = page.frameLocator('#a');
    // Showing the parameter form grows the content: a new, taller height is posted.
    const before = (await last('a'))!.height;
    await a.locator('#explorer').evaluate((element) => element.setAttribute('controls', 'true'));
    await expect.poll(async () => (await last('a'))!.height).toBeGreaterThan(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
