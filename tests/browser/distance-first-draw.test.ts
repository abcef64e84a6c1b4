// The relative-distance view's first draw in steps (issue 31: no long task of the main thread): the
// heatmap's frame first, with everything under it out of the layout, then the heatmap with the
// notes under it, the identity, the curves with their table and the attention formula, each shown
// in a later task than the one before it, a formula's markup parsed before the task that shows it. A MutationObserver in the
// page numbers its deliveries (one per task that changed the panel) and notes the first in which
// each part changed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type OpenedPage } from './support/open-page.js';

type Moment =
  | 'frameSized'
  | 'notesShown'
  | 'identityTypeset'
  | 'identityShown'
  | 'curvesShown'
  | 'curvesDrawn'
  | 'attentionTypeset'
  | 'attentionShown'
  | 'ready';

interface FirstDrawRecord {
  moments: Partial<{ [key in Moment]: number }>;
  /** Parts still out of the layout when the heatmap's frame was given its size. */
  pendingAtFrame: string[];
}

/** Installs the observer on the explorer's shadow root once it exists (before the panel mounts). */
function watchFirstDraw(): void {
  const record: FirstDrawRecord = { moments: {}, pendingAtFrame: [] };
  (window as unknown as { firstDraw: FirstDrawRecord }).firstDraw = record;
  let delivery = 0;
  const note = (moment: Moment): void => {
    record.moments[moment] ??= delivery;
  };
  const shown = (target: Node, id: string): boolean =>
    target instanceof HTMLElement && target.id === id && !target.classList.contains('awaiting-first-draw');
  const observer = new MutationObserver((mutations) => {
    delivery++;
    for (const { target, type, attributeName } of mutations) {
      const element = target instanceof Element ? target : null;
      if (type === 'attributes' && attributeName === 'style' && element?.id === 'distance-figure') {
        if (record.moments.frameSized === undefined) {
          const panel = element.closest('.view-panel')!;
          record.pendingAtFrame = [...panel.querySelectorAll(':scope > .awaiting-first-draw')].map(
            (part) => part.id || part.className,
          );
        }
        note('frameSized');
      }
      if (type === 'childList' && element?.closest('#distance-identity')) note('identityTypeset');
      if (type === 'childList' && element?.closest('#distance-decomposition')) note('attentionTypeset');
      if (type === 'attributes' && attributeName === 'style' && element?.id === 'distance-curves') note('curvesDrawn');
      if (shown(target, 'distance-scale')) note('notesShown');
      if (shown(target, 'distance-diagonals-title')) note('identityShown');
      if (shown(target, 'distance-field')) note('curvesShown');
      if (shown(target, 'distance-attention-title')) note('attentionShown');
      if (
        attributeName === 'data-ready' &&
        element?.id === 'panel-distance' &&
        element.getAttribute('data-ready') === 'true'
      )
        note('ready');
    }
  });
  const attach = (): void => {
    const root = document.querySelector('pe-explorer')?.shadowRoot;
    if (root) observer.observe(root, { subtree: true, childList: true, attributes: true });
    else requestAnimationFrame(attach);
  };
  attach();
}

describe('relative-distance view: first draw in steps (Chromium)', () => {
  let browser: Browser | undefined;
  let opened: OpenedPage;
  let page: Page;
  let record: FirstDrawRecord;

  beforeAll(async () => {
    browser = await launchChromium();
    opened = await openPage(browser, `${inject('siteUrl')}embed.html#view=distance`, {
      width: 375,
      height: 740,
      beforeNavigate: async (newPage) => {
        await newPage.addInitScript(watchFirstDraw);
      },
    });
    page = opened.page;
    await page.waitForSelector('#panel-distance[data-ready="true"]');
    record = await page.evaluate(() => (window as unknown as { firstDraw: FirstDrawRecord }).firstDraw);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sizes the heatmap’s frame while everything under it is out of the layout', () => {
    expect(record.moments.frameSized).toBeGreaterThan(0);
    expect(record.pendingAtFrame).toEqual(
      expect.arrayContaining(['distance-scale', 'distance-help', 'distance-status', 'distance-diagonals-title']),
    );
    expect(record.pendingAtFrame).toEqual(
      expect.arrayContaining(['distance-identity', 'distance-field', 'distance-curves']),
    );
    expect(record.pendingAtFrame).toEqual(
      expect.arrayContaining(['distance-attention-title', 'distance-decomposition']),
    );
  });

  it('shows the notes, the identity, the curves and the attention formula each in a later task, formulas parsed first', () => {
    const { moments } = record;
    const order: Moment[] = [
      'frameSized',
      'notesShown',
      'identityTypeset',
      'identityShown',
      'curvesShown',
      'attentionTypeset',
      'attentionShown',
    ];
    const seen = order.map((moment) => moments[moment]);
    expect(seen.every((delivery) => delivery !== undefined)).toBe(true);
    for (let index = 1; index < seen.length; index++) expect(seen[index]!).toBeGreaterThan(seen[index - 1]!);
    // The curves are drawn in the task that shows them; the panel is ready once the last part is shown.
    expect(moments.curvesDrawn).toBe(moments.curvesShown);
    expect(moments.ready).toBeGreaterThanOrEqual(moments.attentionShown!);
  });

  it('leaves every part shown and both formulas typeset once ready', async () => {
    expect(await page.locator('#panel-distance > .awaiting-first-draw').count()).toBe(0);
    // One of each formula's two line-breakings shows (the narrow one in this 375 px embed).
    expect(await page.locator('#distance-identity .katex-display:visible').count()).toBe(1);
    expect(await page.locator('#distance-decomposition .katex-display:visible').count()).toBe(1);
    const distances = (await page.inputValue('#distance-ks')).split(',').length;
    expect(await page.locator('#distance-table tbody tr').count()).toBe(distances);
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });
});
