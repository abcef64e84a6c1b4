// A view plugs in with no line outside its folder (issue 29): the site is built with the fixture
// view of tests/browser/fixtures/views/fixture/ added (PE_EXTRA_VIEWS, web/app/vite-plugins/extra-views.ts),
// and the fixture then works everywhere a view does: its tab on the page, embed.html in a 700 × 450
// frame, its own setting in the hash both ways and as an attribute, a refused value in the setting
// notice, the theme, and teardown (its destroy() and lifetime run, nothing of it is left).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './support/open-page.js';

const FIXTURE = 'tests/browser/fixtures/views/fixture';
const CONFIG = 'web/app/vite.config.ts';
/** explorer.css's --text, which the fixture's bars are filled with, in each theme. */
const TEXT = { light: 'rgb(28, 29, 31)', dark: 'rgb(231, 232, 234)' };

/** The fixture's bars: how many, and the fill of the first. */
function bars(page: Page): Promise<{ count: number; fill: string | null }> {
  return page.locator('#panel-fixture').evaluate((panel) => {
    const rects = panel.querySelectorAll('#fixture-figure rect');
    return { count: rects.length, fill: rects[0] ? getComputedStyle(rects[0]).fill : null };
  });
}

describe('a fixture view, added by its folder alone (its own vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let server: PreviewServer | undefined;
  let outDir = '';
  let site = '';

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'pe-fixture-site-'));
    process.env.PE_EXTRA_VIEWS = FIXTURE;
    try {
      await build({ configFile: CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    } finally {
      delete process.env.PE_EXTRA_VIEWS;
    }
    server = await preview({
      configFile: CONFIG,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, open: false },
    });
    site = server.resolvedUrls!.local[0]!;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('has its tab on the page, after the views of its group, and draws its default', async () => {
    const { page, problems } = await openPage(browser!, `${site}#view=fixture`);
    await page.waitForSelector('#panel-fixture[data-ready="true"]');
    const tabs = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.id));
    expect(tabs.at(-1)).toBe('tab-fixture');
    expect(await page.locator('#tab-fixture').textContent()).toBe('Fixture');
    expect(await page.locator('#tab-fixture').getAttribute('aria-selected')).toBe('true');
    expect(await bars(page)).toEqual({ count: 2, fill: TEXT.light });
    expect(await page.locator('#panel-fixture .look-first').textContent()).toMatch(/^Look first at the bars/);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    await page.close();
  });

  it('keeps its setting in the hash: a link opens it, a change is written back', async () => {
    const { page } = await openPage(browser!, `${site}#view=fixture&fixture-n=3`);
    await page.waitForSelector('#panel-fixture[data-ready="true"]');
    expect((await bars(page)).count).toBe(3);
    expect(await page.locator('#fixture-shape').textContent()).toBe('(n = 3)');
    expect(await page.evaluate(() => location.hash)).toBe('#view=fixture&fixture-n=3');
    // A hash edited by hand is read; the attribute is written back to the hash.
    await page.evaluate(() => (location.hash = '#view=fixture&fixture-n=5'));
    await expect.poll(async () => (await bars(page)).count).toBe(5);
    await page.locator('pe-explorer').evaluate((element) => element.setAttribute('fixture-n', '7'));
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#view=fixture&fixture-n=7');
    expect((await bars(page)).count).toBe(7);
    // Another view's hash does not carry it.
    await page.getByRole('tab', { name: 'Heatmap' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).not.toContain('fixture-n');
    await page.close();
  });

  it('refuses a value its setting does not allow, in the setting notice, and keeps its default', async () => {
    const { page } = await openPage(browser!, `${site}#view=fixture&fixture-n=99`);
    await page.waitForSelector('#panel-fixture[data-ready="true"]');
    expect(await page.locator('#setting-notice').textContent()).toBe(
      'fixture-n="99" is not allowed: use a whole number from 1 to 8.',
    );
    expect((await bars(page)).count).toBe(2);
    await page.close();
  });

  it('embed.html?view=fixture fits a 700 × 450 frame, with its query key', async () => {
    const frame = { width: 700, height: 450 };
    const { page, problems } = await openPage(browser!, `${site}embed.html?view=fixture&fixture-n=4`, frame);
    await page.waitForSelector('#panel-fixture[data-ready="true"]');
    expect((await bars(page)).count).toBe(4);
    const box = (await page.locator('#fixture-figure').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.height);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(frame.width);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    await page.close();
  });

  it('follows the theme: embed.html?theme=dark, then theme="light" on the element', async () => {
    const { page } = await openPage(browser!, `${site}embed.html?view=fixture&theme=dark`);
    await page.waitForSelector('#panel-fixture[data-ready="true"]');
    expect((await bars(page)).fill).toBe(TEXT.dark);
    await page.locator('#explorer').evaluate((element) => element.setAttribute('theme', 'light'));
    await expect.poll(async () => (await bars(page)).fill).toBe(TEXT.light);
    await page.close();
  });

  it('is taken down with its explorer: destroy() and its lifetime run, nothing of it is left', async () => {
    const { page } = await openPage(browser!, `${site}#view=fixture`);
    await page.waitForSelector('#panel-fixture[data-ready="true"]');
    const after = await page.evaluate(() => {
      const explorer = document.querySelector('pe-explorer')!;
      const before = [...window.fixtureLog!];
      explorer.remove();
      window.dispatchEvent(new Event('resize')); // its listener went with its lifetime
      return {
        before,
        log: window.fixtureLog!.slice(before.length),
        panels: explorer.shadowRoot!.querySelectorAll('.view-panel, #fixture-figure').length,
      };
    });
    expect(after.before).toEqual(['mounted']);
    expect(after.log).toEqual(['destroyed', 'lifetime ended']);
    expect(after.panels).toBe(0);
    await page.close();
  });
});
