// KaTeX's runtime comes for a formula a reader can see (web/app/tex.ts, issue 31): its evaluation
// and typesetting were the embeds' longest tasks, so an embed whose formulas are all below its
// first screen draws without it, and a formula is typeset when it is scrolled near the screen.
// The formulas on a first screen whose TeX holds the core's numbers are typeset at build time for
// the view's default settings (vite-plugins/first-screen-formulas.ts), drawn as the runtime draws them.
// A removed explorer keeps none of its waiting formulas (explorer-lifecycle.test.ts counts nodes).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drawnFormulas, katexRuntimeFetched } from './support/katex-drawn.js';
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

describe("the first screen's formula is typeset at build time for the default settings", () => {
  for (const [view, holder] of [
    ['rope', '#rope-rotation'],
    ['attention', '#lab-formula'],
    ['model-map', '#model-map-formula'],
    ['bias', '#alibi-slope-formula'],
  ] as const) {
    it(`${view}: its embeds draw it without KaTeX's runtime, and it is drawn as the runtime draws it`, async () => {
      for (const [width, height] of [
        [375, 740],
        [700, 450],
      ] as const) {
        const { page, problems } = await openPage(browser, `${inject('siteUrl')}embed.html#view=${view}`, {
          width,
          height,
        });
        await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
        await nextFrames(page);
        const where = `${view} ${width} × ${height}`;
        expect(await page.locator(`${holder} .katex-html`).count(), where).toBe(1);
        expect(await page.locator(holder).getAttribute('data-tex-waiting'), where).toBeNull();
        expect(await katexRuntimeFetched(page), where).toBe(false);
        expect(problems.consoleErrors, where).toEqual([]);
        await page.close();
      }

      const { page, problems } = await openPage(browser, `${inject('siteUrl')}#view=${view}`, {
        width: 1280,
        height: 800,
      });
      await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
      await nextFrames(page);
      expect(await katexRuntimeFetched(page)).toBe(false);
      const formula = page.locator(holder);
      const prebuilt = await drawnFormulas(formula);
      // katex.render writes class="" on some elements, the build's markup never: which drew it.
      const byRuntime = () => formula.locator('[class=""]').count();
      expect(await byRuntime()).toBe(0);
      // The runtime comes with the first pointer; the view, shown again, typesets its formula anew.
      await page.hover(`#tab-${view}`);
      await expect.poll(() => katexRuntimeFetched(page)).toBe(true);
      for (let shown = 0; shown < 20 && (await byRuntime()) === 0; shown++) {
        await page.click('#tab-heatmap');
        await page.click(`#tab-${view}`);
        await nextFrames(page);
      }
      expect(await byRuntime()).toBeGreaterThan(0);
      expect(await drawnFormulas(formula)).toEqual(prebuilt);
      expect(problems.consoleErrors).toEqual([]);
      await page.close();
    });
  }
});
