// The house the views live in (issue 15): a course page that adds and removes <pe-explorer> gets
// everything back (listeners, DOM nodes, heap, animation frames), an element moved on the page
// starts again, and the one list of view names (the registry, which the per-view tests loop over)
// is what the page, the embed's notice and the published `ExplorerView` type all say.
import { readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-page.js';
import { VIEW_NAMES } from '../../web/app/views/registry.js';

const CYCLES = 100;

interface Counts {
  nodes: number;
  listeners: number;
  windowListeners: number;
  heapBytes: number;
}

/** After a full garbage collection: live DOM nodes, JS event listeners, window's listeners, JS heap. */
async function counts(page: Page, cdp: CDPSession): Promise<Counts> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const windowObject = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: windowObject.result.objectId!,
  });
  await cdp.send('Runtime.releaseObject', { objectId: windowObject.result.objectId! });
  return {
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    windowListeners: listeners.length,
    heapBytes: heap.usedSize,
  };
}

/**
 * Adds <pe-explorer view=…> to the page, waits until its view has drawn, changes a setting (so a
 * redraw is scheduled) and removes it in the same task: the pending frame must be cancelled.
 * Returns the animation frames still pending right after the removal.
 */
async function mountAndRemove(page: Page, view: string, times: number): Promise<number[]> {
  return page.evaluate(
    async ({ view, times }) => {
      const pendingAfterRemoval: number[] = [];
      const tracker = (window as unknown as { pendingFrames: Set<number> }).pendingFrames;
      for (let k = 0; k < times; k++) {
        const element = document.createElement('pe-explorer');
        element.setAttribute('view', view);
        document.body.append(element);
        await new Promise<void>((resolve) => {
          const check = (): void => {
            if (element.shadowRoot?.querySelector(`#panel-${view}[data-ready="true"]`)) resolve();
            else setTimeout(check, 5);
          };
          check();
        });
        element.setAttribute('length', String(20 + (k % 7)));
        element.setAttribute('order-d-model', k % 2 ? '4' : '16');
        element.remove();
        pendingAfterRemoval.push(tracker.size);
      }
      return pendingAfterRemoval;
    },
    { view, times },
  );
}

describe('<pe-explorer> gives back what it took (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openBlankPage(): Promise<{ page: Page; cdp: CDPSession }> {
    // The explorer page defines the element; the test works beside its own explorer.
    const { page } = await openPage(browser!, `${inject('siteUrl')}#view=order`, {
      beforeNavigate: async (page) => {
        await page.addInitScript(() => {
          // Every animation frame requested and not yet run or cancelled.
          const pending = new Set<number>();
          (window as unknown as { pendingFrames: Set<number> }).pendingFrames = pending;
          const request = window.requestAnimationFrame.bind(window);
          const cancel = window.cancelAnimationFrame.bind(window);
          window.requestAnimationFrame = (callback) => {
            const id = request((time) => {
              pending.delete(id);
              callback(time);
            });
            pending.add(id);
            return id;
          };
          window.cancelAnimationFrame = (id) => {
            pending.delete(id);
            cancel(id);
          };
        });
      },
    });
    await page.waitForSelector('#panel-order[data-ready="true"]');
    const cdp = await page.context().newCDPSession(page);
    return { page, cdp };
  }

  // Every view the registry lists.
  for (const view of VIEW_NAMES) {
    it(`${view}: mounted and removed ${CYCLES} times, listeners, nodes and heap stay flat`, async () => {
      const { page, cdp } = await openBlankPage();
      await mountAndRemove(page, view, 5); // warm-up: caches, compiled code, KaTeX fonts
      const before = await counts(page, cdp);
      const pending = await mountAndRemove(page, view, CYCLES);
      const after = await counts(page, cdp);
      // No frame is left pending by a removed view (the explorer page's own view draws nothing now).
      expect(pending.every((count) => count === 0)).toBe(true);
      expect(after.windowListeners).toBe(before.windowListeners);
      expect(after.listeners).toBe(before.listeners);
      expect(after.nodes).toBe(before.nodes);
      // A leak of one view per cycle would hold its DOM and tables: ≥ 10 kB × 100, 1 MB. The bound
      // leaves room for the engine's own caches after a collection (code, inline caches, interned
      // strings). The RoPE view comes closest: 521 kB after 100 cycles, 613 kB after 300 (about
      // 460 B a cycle, not explained yet, far below a view's), and 528 and 621 kB since view-tabs.ts
      // requests a view's code only if it is still shown after the first paint (the same slope,
      // 8 kB more of the rest). 512 kB had left it 3 kB; 768 kB still fails a view kept per cycle.
      expect(after.heapBytes - before.heapBytes).toBeLessThan(768 * 1024);
      await page.close();
    });
  }

  it('an element moved on the page starts again, with the state it kept', async () => {
    const { page } = await openBlankPage();
    const shape = await page.evaluate(async () => {
      const element = document.createElement('pe-explorer');
      element.setAttribute('view', 'heatmap');
      element.setAttribute('d-model', '6');
      document.body.append(element);
      const ready = (): Promise<void> =>
        new Promise((resolve) => {
          const check = (): void => {
            if (element.shadowRoot?.querySelector('#panel-heatmap[data-ready="true"]')) resolve();
            else setTimeout(check, 5);
          };
          check();
        });
      await ready();
      element.remove();
      const emptied = element.shadowRoot!.querySelectorAll('.view-panel').length;
      document.body.prepend(element);
      await ready();
      return { emptied, shape: element.shadowRoot!.querySelector('#figure-shape')!.textContent };
    });
    expect(shape).toEqual({ emptied: 0, shape: '100 positions × 6 dimensions' });
    await page.close();
  });
});

describe('one list of view names', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the page’s views, the embed’s notice and the published ExplorerView type agree', async () => {
    const declarations = readFileSync('web/app/explorer/public-types.d.ts', 'utf8');
    const union = /export type ExplorerView =([^;]+);/.exec(declarations)![1]!;
    const published = [...union.matchAll(/'([^']+)'/g)].map((match) => match[1]);

    const { page } = await openPage(browser!, `${inject('siteUrl')}#view=heatmap`);
    await page.waitForSelector('#panel-heatmap[data-ready="true"]');
    const panels = await page
      .locator('#view-panels > section')
      .evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.view));
    const tabs = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.id.replace(/^tab-/, '')));
    await page.goto(`${inject('siteUrl')}embed.html?view=none`);
    const notice = await page.locator('#setting-notice').textContent();
    const allowed = /use one of (.+)\.$/.exec(notice!)![1]!.split(', ');

    expect(published.length).toBeGreaterThan(0);
    expect(panels).toEqual([...VIEW_NAMES]);
    expect(new Set(panels)).toEqual(new Set(published));
    expect(tabs).toEqual(panels);
    expect(allowed).toEqual(panels);
    await page.close();
  });
});

describe('every view keeps its state in the one store and the URL hash', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('word order: a link opens its d_model and base, a choice is written back to the hash', async () => {
    const { page } = await openPage(browser!, `${inject('siteUrl')}#view=order&order-d=4&order-n=100`);
    await page.waitForSelector('#panel-order[data-ready="true"]');
    expect(await page.locator('#order-dmodel').inputValue()).toBe('4');
    expect(await page.locator('#order-base').inputValue()).toBe('100');
    expect(await page.locator('#order-sinusoidal-call').textContent()).toBe('sinusoidal(3, 4, { base: 100 })');
    await page.locator('#order-dmodel').selectOption('16');
    await expect
      .poll(() => page.locator('#order-sinusoidal-call').textContent())
      .toBe('sinusoidal(3, 16, { base: 100 })');
    const hash = new URLSearchParams(await page.evaluate(() => location.hash.slice(1)));
    expect(Object.fromEntries(hash)).toEqual({ view: 'order', 'order-d': '16', 'order-n': '100' });
    await page.close();
  });

  it('word order in embed.html: the query sets it, a value outside its choices is refused visibly', async () => {
    const { page } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=order&order-d=16&order-n=10`);
    await page.waitForSelector('#panel-order[data-ready="true"]');
    expect(await page.locator('#order-sinusoidal-call').textContent()).toBe('sinusoidal(3, 16, { base: 10 })');
    await page.goto(`${inject('siteUrl')}embed.html?view=order&order-d=5`);
    await page.waitForSelector('#panel-order[data-ready="true"]');
    expect(await page.locator('#setting-notice').textContent()).toBe(
      'order-d="5" is not allowed: use one of 4, 8, 16.',
    );
    expect(await page.locator('#order-sinusoidal-call').textContent()).toBe('sinusoidal(3, 8, { base: 10000 })');
    await page.close();
  });
});
