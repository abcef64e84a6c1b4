// theme="light" | "dark" | "auto" on <pe-explorer> and embed.html (issue 16 item 14, issue 17): a
// light course page keeps a light explorer for a student whose system is dark, and `auto` follows
// the page (the `dark` class VitePress and Docusaurus put on <html>) before the system. A value
// that is not a theme is refused visibly, with an error event, and the theme stays.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-page.js';

const LIGHT_BG = 'rgb(247, 247, 245)';
const DARK_BG = 'rgb(19, 20, 23)';

/** The theme the explorer resolved (its data-resolved-theme). */
function themeOf(page: Page): Promise<string | undefined> {
  return page.locator('#explorer').evaluate((element: HTMLElement) => element.dataset.resolvedTheme);
}

/** The explorer's --bg as a computed background colour. */
function backgroundOf(page: Page): Promise<string> {
  return page.locator('#explorer').evaluate((element: HTMLElement) => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--bg)';
    element.shadowRoot!.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
}

describe('theme (embed.html and <pe-explorer>, Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [scheme, theme, expected] of [
    ['dark', 'light', LIGHT_BG],
    ['light', 'dark', DARK_BG],
    ['dark', 'auto', DARK_BG],
    ['light', 'auto', LIGHT_BG],
  ] as const) {
    it(`embed.html?theme=${theme} on a ${scheme} system draws a ${expected === LIGHT_BG ? 'light' : 'dark'} explorer`, async () => {
      const { page, problems } = await openPage(browser, `${inject('siteUrl')}embed.html?view=heatmap&theme=${theme}`, {
        colorScheme: scheme,
      });
      await page.waitForSelector('pe-explorer .view-panel[data-ready="true"]');
      expect(await backgroundOf(page)).toBe(expected);
      expect(await themeOf(page)).toBe(expected === LIGHT_BG ? 'light' : 'dark');
      // The frame's own background follows a chosen theme too.
      const frameScheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
      if (theme !== 'auto') expect(frameScheme).toBe(theme);
      expect(problems.consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('auto follows the page: a site that switches <html class="dark"> on and off', async () => {
    const { page } = await openPage(browser, `${inject('siteUrl')}embed.html?view=heatmap`, { colorScheme: 'light' });
    await page.waitForSelector('pe-explorer .view-panel[data-ready="true"]');
    expect(await backgroundOf(page)).toBe(LIGHT_BG);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BG);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await expect.poll(() => backgroundOf(page)).toBe(LIGHT_BG);
    await page.close();
  });

  it('refuses a value that is not a theme visibly, with an error event, and keeps the theme', async () => {
    const { page } = await openPage(browser, `${inject('siteUrl')}embed.html?view=heatmap&theme=dark`, {
      colorScheme: 'light',
    });
    await page.waitForSelector('pe-explorer .view-panel[data-ready="true"]');
    const message = await page.locator('#explorer').evaluate(
      (element: HTMLElement) =>
        new Promise<string>((resolve) => {
          element.addEventListener(
            'error',
            (event) => resolve((event as unknown as CustomEvent<{ message: string }>).detail.message),
            {
              once: true,
            },
          );
          element.setAttribute('theme', 'sepia');
        }),
    );
    expect(message).toBe('theme="sepia" is not allowed: use light, dark, auto.');
    expect(await page.locator('pe-explorer #setting-notice').textContent()).toContain('theme="sepia"');
    expect(await backgroundOf(page)).toBe(DARK_BG);
    await page.close();
  });
});
