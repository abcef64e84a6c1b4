// Nothing on the page moves once it has painted (issue 12): each view is opened by a fresh load of
// the explorer page and of embed.html, on a phone and on a desktop screen, and a PerformanceObserver
// installed before the page's first byte adds up every layout shift (hadRecentInput excluded, as
// cumulative layout shift does) until the view has drawn and two more frames have passed. The
// page reserves the explorer's space before it mounts; the views keep their figures' boxes. The
// limit is Lighthouse's "good" band divided by five: 0.02.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, nextFrames } from './support/open-page.js';

const LIMIT = 0.02;
const SCREENS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The registry's view names, read from the tabs the explorer draws. */
async function viewNames(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto(`${inject('siteUrl')}#view=heatmap`);
  // The page requests the explorer after its first paint: the tabs come after the load event.
  await page.locator('pe-explorer [role="tab"]').first().waitFor();
  const ids = await page.locator('pe-explorer [role="tab"]').evaluateAll((tabs) => tabs.map((tab) => tab.id));
  await page.close();
  return ids.map((id) => id.replace(/^tab-/, ''));
}

/** Loads `url` with a layout-shift observer in place and returns the shifts once `view` has drawn. */
async function shiftsWhileMounting(
  page: Page,
  url: string,
  view: string,
): Promise<{ total: number; sources: string[] }> {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    (window as unknown as { layoutShifts: typeof record }).layoutShifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          record.sources.push(
            `${entry.value.toFixed(4)} ${node?.nodeName ?? '?'}#${node?.id ?? ''}.${node?.className ?? ''}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await page.waitForSelector(
    `pe-explorer #panel-${view}[data-ready="true"], pe-explorer .view-panel[data-view="${view}"][data-ready="true"]`,
  );
  await nextFrames(page);
  await page.waitForTimeout(300);
  return page.evaluate(
    () => (window as unknown as { layoutShifts: { total: number; sources: string[] } }).layoutShifts,
  );
}

describe('layout shift while a view mounts (Chromium, fresh load each time)', () => {
  let browser: Browser;
  let views: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    views = await viewNames(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds every view in the tabs', () => {
    expect(views.length).toBeGreaterThanOrEqual(6);
  });

  for (const screen of SCREENS) {
    for (const page of ['index.html', 'embed.html'] as const) {
      it(`${page} on a ${screen.name} (${screen.width} × ${screen.height}): every view shifts ≤ ${LIMIT}`, async () => {
        const measured: Record<string, number> = {};
        const sources: Record<string, string[]> = {};
        for (const view of views) {
          const tab = await browser.newPage({ viewport: { width: screen.width, height: screen.height } });
          const url =
            page === 'index.html' ? `${inject('siteUrl')}#view=${view}` : `${inject('siteUrl')}embed.html?view=${view}`;
          const shifts = await shiftsWhileMounting(tab, url, view);
          measured[view] = Number(shifts.total.toFixed(4));
          if (shifts.total > LIMIT) sources[view] = shifts.sources;
          await tab.close();
        }
        expect({ measured, sources }).toEqual({
          measured: Object.fromEntries(views.map((view) => [view, expect.toSatisfy((v: number) => v <= LIMIT)])),
          sources: {},
        });
      });
    }
  }
});
