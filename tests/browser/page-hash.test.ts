// A link to the explorer page is a setting a teacher writes: a hash value the page cannot show is
// refused visibly (the notice names the value and what is allowed, and the element dispatches an
// error event), never silently replaced by the default. Keys that are not the explorer's are left
// alone. Before this, `#view=layouts&ld=7` quietly drew d = 8.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-page.js';

const NOTICE = '#setting-notice';

describe("the explorer page's hash (vite build + preview, Chromium)", () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(hash: string): Promise<Page> {
    const { page } = await openPage(browser!, `${inject('siteUrl')}${hash}`);
    return page;
  }

  it('refuses a setting out of range, names it, and keeps the view open on the allowed default', async () => {
    const page = await open('#view=layouts&ld=7');
    const notice = page.locator(NOTICE);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^ld="7" is not allowed: use an even whole number from 2 to 32\.$/);
    await page.waitForSelector('[data-view="layouts"][data-ready="true"]');
    expect(await page.locator('#panel-layouts').isVisible()).toBe(true);
    await page.close();
  });

  it('refuses an unknown view in words that list the views', async () => {
    const page = await open('#view=heatmaps');
    const notice = page.locator(NOTICE);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^view="heatmaps" is not a view: use one of heatmap, curves, .*model-map, check\.$/,
    );
    await page.close();
  });

  it('dispatches an error event for each refused entry, and clears the notice when a new hash has none', async () => {
    const page = await open('#view=heatmap');
    await page.waitForSelector('#figure[data-state="ready"]');
    expect(await page.locator(NOTICE).isHidden()).toBe(true);
    await page.evaluate(() => {
      const explorer = document.querySelector('pe-explorer')!;
      (window as unknown as { refused: string[] }).refused = [];
      explorer.addEventListener('error', (event) =>
        (window as unknown as { refused: string[] }).refused.push(
          (event as unknown as CustomEvent<{ message: string }>).detail.message,
        ),
      );
      location.hash = '#view=heatmap&d=0&L=12';
    });
    await page.locator(NOTICE).waitFor();
    expect(await page.locator(NOTICE).textContent()).toMatch(/^d="0" is not allowed: use /);
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toHaveLength(1);
    await page.evaluate(() => (location.hash = '#view=heatmap&d=8&L=12&unrelated=1'));
    await page.locator(NOTICE).waitFor({ state: 'hidden' });
    expect(await page.textContent('#figure-shape')).toContain('8 dimensions');
    await page.close();
  });
});
