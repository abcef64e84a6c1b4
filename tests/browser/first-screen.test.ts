// The page as a student on a phone and a teacher's iframe meet it (issue 16, items 1, 3 and 13):
// the chosen view's figure starts on the first screen of a 375 × 740 phone, on the full page and in
// embed.html, with the parameters folded behind a button; in embed.html at 700 × 450 and 375 × 450
// the figure lies inside the frame without scrolling; on a touch screen every button, tab, select,
// step control and disclosure toggle is at least 44 × 44 CSS px. Each view marks what belongs on
// the first screen with data-first-screen (its figure).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-page.js';

/**
 * The views with one figure. The two steppers (example, tutorial) join this list when they mark
 * their current step's heading, main tensor and Back/Next with data-first-screen (issue 16, item 2
 * makes the tutorial a stepper and puts Back/Next under each step).
 */
const FIGURE_VIEWS = ['heatmap', 'curves', 'distance', 'order'] as const;
const ALL_VIEWS = ['heatmap', 'curves', 'example', 'tutorial', 'distance', 'order'] as const;
const PHONE = { width: 375, height: 740 };

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The open view's first-screen parts, in page coordinates (nothing scrolled). */
async function firstScreenBoxes(page: Page, view: string): Promise<Box[]> {
  await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
  return page.locator(`#panel-${view} [data-first-screen]`).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        name: element.id || element.className,
        top: box.top + scrollY,
        bottom: box.bottom + scrollY,
        left: box.left + scrollX,
        right: box.right + scrollX,
      };
    }),
  );
}

describe('the figure first, embeds that fit (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('a phone, 375 × 740: the figure starts on the first screen', () => {
    for (const view of FIGURE_VIEWS) {
      it(`${view}, full page: figure top inside the first 740 px, the parameters folded behind a button`, async () => {
        const { page } = await openPage(browser!, `${inject('siteUrl')}#view=${view}`, { ...PHONE, hasTouch: true });
        const boxes = await firstScreenBoxes(page, view);
        expect(boxes.length).toBeGreaterThan(0);
        for (const box of boxes) expect(box.top, box.name).toBeLessThan(PHONE.height);
        const toggle = page.locator('#controls-toggle');
        if (await toggle.isVisible()) {
          // The form follows a tap: folded, it takes no room above the figure.
          expect(await page.locator('#controls').isVisible()).toBe(false);
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          expect((await toggle.textContent())!.replace(/\s+/g, ' ')).toMatch(/Parameters d_model = \d+ · L = 100/);
          await toggle.click();
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
          expect(await page.locator('#controls').isVisible()).toBe(true);
        }
        await page.close();
      });

      it(`${view}, embed.html: figure top inside the first 740 px`, async () => {
        const { page } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=${view}`, PHONE);
        const boxes = await firstScreenBoxes(page, view);
        expect(boxes.length).toBeGreaterThan(0);
        for (const box of boxes) expect(box.top, box.name).toBeLessThan(PHONE.height);
        await page.close();
      });
    }

    it('the open tab stays in sight in the sideways-scrolling tab row', async () => {
      const { page } = await openPage(browser!, `${inject('siteUrl')}#view=order`, PHONE);
      await page.waitForSelector('#panel-order[data-ready="true"]');
      const [tab, nav] = await Promise.all([
        page.locator('#tab-order').boundingBox(),
        page.locator('nav.view-nav').boundingBox(),
      ]);
      expect(tab!.x).toBeGreaterThanOrEqual(nav!.x);
      expect(tab!.x + tab!.width).toBeLessThanOrEqual(nav!.x + nav!.width);
      await page.close();
    });
  });

  describe('embed.html fits its frame: the figure inside it without scrolling', () => {
    for (const frame of [
      { width: 700, height: 450 },
      { width: 375, height: 450 },
    ]) {
      for (const view of FIGURE_VIEWS) {
        it(`${view} at ${frame.width} × ${frame.height}`, async () => {
          const { page } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=${view}`, frame);
          const boxes = await firstScreenBoxes(page, view);
          expect(boxes.length).toBeGreaterThan(0);
          for (const box of boxes) {
            expect(box.top, box.name).toBeGreaterThanOrEqual(0);
            expect(box.bottom, box.name).toBeLessThanOrEqual(frame.height);
            expect(box.left, box.name).toBeGreaterThanOrEqual(0);
            expect(box.right, box.name).toBeLessThanOrEqual(frame.width);
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(frame.width);
          await page.close();
        });
      }
    }
  });

  describe('touch screens: targets of at least 44 × 44 CSS px', () => {
    for (const view of ALL_VIEWS) {
      it(`${view}: buttons, tabs, selects, step controls and disclosure toggles`, async () => {
        const { page } = await openPage(browser!, `${inject('siteUrl')}#view=${view}`, { ...PHONE, hasTouch: true });
        await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
        const toggle = page.locator('#controls-toggle');
        if (await toggle.isVisible()) await toggle.click(); // the form's presets and fields too
        const targets = await page
          .locator('pe-explorer')
          .locator('button, select, summary, [role="tab"], .segmented label')
          .evaluateAll((elements) =>
            elements
              .map((element) => {
                const box = element.getBoundingClientRect();
                const label = (element.textContent ?? '').trim().slice(0, 30) || element.id || element.className;
                return { label: `${element.tagName.toLowerCase()} “${label}”`, width: box.width, height: box.height };
              })
              // Not rendered (a hidden panel, a closed disclosure's content).
              .filter((target) => target.width > 0 && target.height > 0),
          );
        expect(targets.length).toBeGreaterThan(0);
        // Sub-pixel layout may round a 44 px box to 43.99.
        const small = targets.filter((target) => target.width < 43.5 || target.height < 43.5);
        expect(small).toEqual([]);
        await page.close();
      });
    }
  });
});
