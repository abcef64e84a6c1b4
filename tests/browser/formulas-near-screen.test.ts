// KaTeX's runtime comes for a formula a reader can see (web/app/tex.ts, issue 31): its evaluation
// and typesetting were the embeds' longest tasks, so an embed whose formulas are all below its
// first screen draws without it, and a formula is typeset when it is scrolled near the screen.
// A removed explorer keeps none of its waiting formulas (explorer-lifecycle.test.ts counts nodes).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { katexRuntimeFetched } from './support/katex-drawn.js';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('formulas are typeset when they come near the screen', () => {
  // The two embeds whose formulas are furthest below a phone's first screen (375 × 740).
  for (const [view, holder, texPart] of [
    ['precision', '#precision-error-tex', String.raw`\omega`],
    ['long-context', '#lc-wave-formula', String.raw`\lambda`],
  ] as const) {
    it(`${view}: the embed draws without KaTeX's runtime, and its formula is typeset once scrolled to`, async () => {
      const { page, problems } = await openPage(browser, `${inject('siteUrl')}embed.html#view=${view}`, {
        width: 375,
        height: 740,
      });
      await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
      await nextFrames(page);
      const formula = page.locator(holder);
      expect(await formula.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(740);
      expect(await katexRuntimeFetched(page)).toBe(false);
      expect(await formula.locator('.katex').count()).toBe(0);
      expect(await formula.getAttribute('data-tex-waiting')).toBe('');

      await formula.scrollIntoViewIfNeeded();
      const tex = await formula.locator('annotation[encoding="application/x-tex"]').textContent();
      expect(tex).toContain(texPart);
      expect(await formula.getAttribute('data-tex-waiting')).toBeNull();
      expect(await katexRuntimeFetched(page)).toBe(true);
      expect(problems.consoleErrors).toEqual([]);
      await page.close();
    });
  }
});
