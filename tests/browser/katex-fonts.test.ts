// The offline single file inlines only the KaTeX fonts listed in KATEX_FONTS_USED. Every view is
// opened from its tab and every stepper walked to its last step; then each character KaTeX drew
// (in any shadow root, shown or hidden) is mapped to the font face its computed style asks for.
// Each such face must be in the list, or the single file would draw that formula in a fallback font.
// The same walk checks that every SVG outline KaTeX drew (square roots, \underbrace) has its
// geometry: the runtime is built without the outlines no formula uses (vite-plugins/katex-from-source.ts),
// and a formula that needed one would draw an empty path, without any error.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { KATEX_FONTS_USED } from '../../web/app/vite-plugins/katex-fonts-used.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

/** Clicks the visible panel's "Next" until it is disabled or gone (at most 30 steps). */
async function walkSteps(page: Page): Promise<void> {
  for (let step = 0; step < 30; step += 1) {
    const next = page.locator('pe-explorer [role="tabpanel"]:not([hidden]) button:has-text("Next")').first();
    if ((await next.count()) === 0 || !(await next.isVisible()) || !(await next.isEnabled())) return;
    await next.click();
    await nextFrames(page);
  }
}

/**
 * What the drawn formulas use, in every open shadow root: the KaTeX font files their text asks for
 * (e.g. KaTeX_Main-Bold), and the SVG outlines KaTeX drew (those without geometry by where they stand).
 */
function formulasDrawn(page: Page): Promise<{ faces: string[]; outlines: number; empty: string[] }> {
  return page.evaluate(() => {
    const faces = new Set<string>();
    let outlines = 0;
    const empty: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (!element.closest('.katex-html')) continue;
        if (element instanceof SVGPathElement && element.closest('svg')) {
          outlines += 1;
          const d = element.getAttribute('d') ?? '';
          if (!/^M/.test(d.trim())) empty.push(`${element.closest('[id]')?.id ?? '?'}: d="${d.slice(0, 20)}"`);
          continue;
        }
        const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== '');
        if (!hasText) continue;
        const style = getComputedStyle(element);
        const family = style.fontFamily.split(',')[0]!.trim().replace(/["']/g, '');
        if (!family.startsWith('KaTeX_')) continue;
        const bold = Number(style.fontWeight) >= 600 ? 'Bold' : '';
        const italic = style.fontStyle === 'italic' ? 'Italic' : '';
        faces.add(`${family}-${bold + italic || 'Regular'}`);
      }
    };
    visit(document);
    return { faces: [...faces].sort(), outlines, empty };
  });
}

describe('KaTeX fonts the formulas use', () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(await launchChromium(), `${inject('siteUrl')}#view=heatmap`);
  });

  afterAll(async () => {
    await opened?.browser.close();
  });

  // The header's faces are declared by the page (typeset at build time), the rest by the explorer.
  // A face declared twice is the later rule's: the browser fetched it again when the explorer
  // mounted and hid the header's formulas until it came.
  it("are each declared once on the page, the header's faces loaded", async () => {
    const { page } = opened;
    await page.waitForSelector('pe-explorer [role="tabpanel"]:not([hidden])[data-ready="true"]');
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => ({
        key: `${face.family.replace(/["']/g, '')} ${face.style} ${face.weight}`,
        status: face.status,
      })),
    );
    const keys = faces.map((face) => face.key);
    expect(keys.length).toBe(20);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const header of ['KaTeX_Main normal 400', 'KaTeX_Math italic 400', 'KaTeX_Size1 normal 400'])
      expect(faces.find((face) => face.key === header)?.status, header).toBe('loaded');
  });

  it('are all in KATEX_FONTS_USED, and every outline KaTeX drew has its geometry, over every view and step', async () => {
    const { page } = opened;
    const tabs = page.locator('pe-explorer [role="tab"]');
    await tabs.first().waitFor();
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const used = new Set<string>();
    let outlines = 0;
    const emptyOutlines = new Set<string>();
    const look = async () => {
      const drawn = await formulasDrawn(page);
      for (const face of drawn.faces) used.add(face);
      outlines = Math.max(outlines, drawn.outlines);
      for (const where of drawn.empty) emptyOutlines.add(where);
    };
    for (let k = 0; k < count; k += 1) {
      await tabs.nth(k).click();
      await page.waitForSelector('pe-explorer [role="tabpanel"]:not([hidden])[data-ready="true"]');
      await look();
      await walkSteps(page);
      await look();
    }
    expect(used.size).toBeGreaterThan(0);
    expect(outlines).toBeGreaterThan(0);
    expect([...emptyOutlines]).toEqual([]);
    expect([...used].filter((name) => !KATEX_FONTS_USED.includes(name))).toEqual([]);
    expect(opened.problems.consoleErrors).toEqual([]);
  });
});
