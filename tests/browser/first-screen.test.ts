// The page as a student on a phone and a teacher's iframe meet it (issue 16, items 1, 3 and 13):
// the chosen view's figure starts on the first screen of a 375 × 740 phone, on the full page and in
// embed.html, with the parameters folded behind a button (for the two steppers on the full page:
// every step's heading, main tensor and Back/Next); in embed.html at 700 × 450 and 375 × 450
// the figure lies inside the frame without scrolling (for the two steppers: every step's heading,
// main tensor and Back/Next); on a touch screen every button, tab, select, step control and
// disclosure toggle is at least 44 × 44 CSS px. Each view marks what belongs on the first screen
// with data-first-screen (its figure; a stepper's three parts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';
import { VIEW_NAMES } from '../../web/app/views/registry.js';

// Issue 16 set this standard for the sinusoid's views; the views beyond it came later, with figures
// of their own sizes and controls, and have not been measured against it yet.
const BEYOND = 'not yet measured against the first-screen standard (issue 16 set it for the sinusoid views)';

/**
 * What each view puts on its first screen, by view name (the registry's: a view without an entry
 * fails below): one figure marked data-first-screen, or a stepper's steps, whose every step marks
 * its heading, main tensor and Back/Next (data-first-screen="heading" | "tensor" | "controls"), all
 * of which must fit, not only the first; or why this test does not hold the view to it yet.
 */
const FIRST_SCREEN: Record<string, { figure: true } | { steps: number } | { unchecked: string }> = {
  heatmap: { figure: true },
  curves: { figure: true },
  example: { steps: 8 },
  tutorial: { steps: 6 },
  distance: { figure: true },
  order: { figure: true },
  rope: { unchecked: BEYOND },
  'long-context': { unchecked: BEYOND },
  bias: { unchecked: BEYOND },
  attention: { unchecked: BEYOND },
  precision: { unchecked: BEYOND },
  layouts: { unchecked: BEYOND },
  'model-map': { unchecked: BEYOND },
  check: { figure: true },
};
const FIGURE_VIEWS = VIEW_NAMES.filter((view) => FIRST_SCREEN[view] && 'figure' in FIRST_SCREEN[view]);
const STEPPERS = VIEW_NAMES.flatMap((view) => {
  const entry = FIRST_SCREEN[view];
  return entry && 'steps' in entry ? [{ view, steps: entry.steps }] : [];
});
const ALL_VIEWS = VIEW_NAMES.filter((view) => FIRST_SCREEN[view] && !('unchecked' in FIRST_SCREEN[view]));
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

  it('every view the registry lists says what its first screen holds', () => {
    const missing = VIEW_NAMES.filter((view) => !(view in FIRST_SCREEN));
    expect(
      missing,
      'add to FIRST_SCREEN in first-screen.test.ts: { figure: true }, { steps: n } or { unchecked: why }',
    ).toEqual([]);
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

    for (const { view, steps } of STEPPERS) {
      it(`${view}, full page: every step's heading, main tensor and Back/Next start inside the first 740 px`, async () => {
        const { page } = await openPage(browser!, `${inject('siteUrl')}#view=${view}`, { ...PHONE, hasTouch: true });
        await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
        const panel = page.locator(`#panel-${view}`);
        for (let step = 1; step <= steps; step += 1) {
          const parts = (await firstScreenBoxes(page, view)).filter((box) => box.bottom > box.top); // the shown step's
          expect(parts.length, `step ${step}`).toBe(3);
          for (const box of parts) expect(box.top, `step ${step}, ${box.name}`).toBeLessThan(PHONE.height);
          if (step < steps) await panel.locator('.stepper-bar .stepper-next').click();
        }
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

  describe('embed.html fits its frame: every step’s heading, main tensor and Back/Next without scrolling', () => {
    for (const frame of [
      { width: 700, height: 450 },
      { width: 375, height: 450 },
    ]) {
      for (const { view, steps } of STEPPERS) {
        it(`${view}, steps 1–${steps} at ${frame.width} × ${frame.height}`, async () => {
          const { page, problems } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=${view}`, frame);
          await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
          const panel = page.locator(`#panel-${view}`);
          for (let step = 1; step <= steps; step += 1) {
            // A new step's box gets its scroll cue from a ResizeObserver, whose first report comes with
            // the next rendering update (before that frame is painted): read the step as painted. Read
            // before it, under load, step 6's cue was still hidden (the flake of issue 29).
            await nextFrames(page);
            expect(await panel.locator('.stepper-indicator').innerText()).toBe(`Step ${step} of ${steps}`);
            const parts = await panel.locator('[data-first-screen]').evaluateAll((elements) =>
              elements
                .filter((element) => element.getClientRects().length > 0) // the shown step's own
                .map((element) => {
                  const box = element.getBoundingClientRect();
                  return {
                    part: (element as HTMLElement).dataset.firstScreen!,
                    text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
                    top: box.top + scrollY,
                    bottom: box.bottom + scrollY,
                    left: box.left + scrollX,
                    right: box.right + scrollX,
                  };
                }),
            );
            // Exactly one of each: this step's heading (numbered k), its main tensor, Back / Next.
            expect(parts.map((part) => part.part).sort(), `step ${step}`).toEqual(['controls', 'heading', 'tensor']);
            expect(parts.find((part) => part.part === 'heading')!.text).toMatch(new RegExp(`^${step}\\.? `));
            for (const part of parts) {
              const where = `step ${step}, ${part.part} “${part.text}”`;
              expect(part.top, where).toBeGreaterThanOrEqual(0);
              expect(part.bottom, where).toBeLessThanOrEqual(frame.height);
              expect(part.left, where).toBeGreaterThanOrEqual(0);
              expect(part.right, where).toBeLessThanOrEqual(frame.width);
            }
            // A main tensor taller than the room left scrolls inside its box, and says so.
            const tensor = await panel.locator('[data-first-screen="tensor"]:visible').evaluate((element) => {
              const box = (
                element.matches('.ex-tensor') ? element.querySelector('.ex-tensor-box') : element
              ) as HTMLElement;
              const cue = box.nextElementSibling as HTMLElement | null;
              return {
                scrollsDown: box.scrollHeight > box.clientHeight + 1,
                cue: cue?.classList.contains('scroll-cue') && !cue.hidden ? cue.innerText : '',
              };
            });
            if (tensor.scrollsDown) expect(tensor.cue, `step ${step}`).toMatch(/scrolls down/);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(frame.width);
            if (step < steps) await panel.locator('.stepper-bar .stepper-next').click();
          }
          expect(problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
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
