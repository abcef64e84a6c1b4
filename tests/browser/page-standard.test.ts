// The page as a first-time reader meets it (issue 16): controls that do nothing on a view say so,
// colour scales fit their data, every view names its sources, the curves open on the figure
// students know, and touch screens get finger-sized targets and words that fit a finger.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { dotProductMatrix } from '../../web/lib/index.js';
import { launchChromium, openPage } from './support/open-page.js';
import { VIEW_NAMES } from '../../web/app/views/registry.js';

async function openView(browser: Browser, hash: string, options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const { page } = await openPage(browser, `${inject('siteUrl')}#${hash}`, options);
  const view = new URLSearchParams(hash).get('view') ?? 'heatmap';
  await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
  return page;
}

describe('page standard (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('a control that does nothing on a view is disabled there, with its reason', () => {
    for (const view of ['curves', 'distance'] as const) {
      it(`√d_model scaling on ${view}`, async () => {
        const page = await openView(browser!, `view=${view}`);
        const field = page.locator('fieldset.scale-field');
        expect(await field.evaluate((element) => (element as HTMLFieldSetElement).disabled)).toBe(true);
        expect(await page.locator('#scale-sqrt').isDisabled()).toBe(true);
        const note = page.locator('.scale-field .scale-note');
        expect(await note.isVisible()).toBe(true);
        expect(await note.textContent()).toMatch(/^Not used here: .+\.$/);
        await page.close();
      });
    }

    it('is enabled again on the heatmap, where it shows formula (15.2)', async () => {
      const page = await openView(browser!, 'view=curves');
      await page.getByRole('tab', { name: 'Heatmap' }).click();
      expect(await page.locator('#scale-sqrt').isDisabled()).toBe(false);
      expect(await page.locator('.scale-field .scale-note').isVisible()).toBe(false);
      await page.close();
    });
  });

  describe('the distance view fits its colour scale to the data', () => {
    // d = 5 is odd: the diagonal is 2 + sin²(ω₂t), never ⌈5/2⌉ = 3, so a fixed ±3 scale is wrong.
    for (const [d, L, n] of [
      [5, 10, 100],
      [64, 120, 10000],
    ] as const) {
      it(`symmetric about zero at the largest |value|, with its numbers shown (d = ${d}, L = ${L})`, async () => {
        const matrix = dotProductMatrix(L, d, { base: n });
        const extent = Math.max(...Array.from(matrix, Math.abs));
        const min = Math.min(...matrix);
        const page = await openView(browser!, `view=distance&d=${d}&L=${L}&n=${n}`);
        const ticks = (await page.locator('#distance-overlay .axis-colour .tick').allTextContents()).map((text) =>
          Number(text.replace('−', '-')),
        );
        // The bar prints 4 significant digits: each end within half a unit of the 4th digit.
        expect(Math.abs(ticks[0]! + extent)).toBeLessThanOrEqual(5e-4 * extent);
        expect(Math.abs(ticks[ticks.length - 1]! - extent)).toBeLessThanOrEqual(5e-4 * extent);
        const note = (await page.locator('#distance-scale').textContent())!.replaceAll('−', '-');
        const printed = [...note.matchAll(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g)].map((match) => Number(match[0]));
        expect(printed).toContain(Number(extent.toPrecision(4)));
        expect(printed).toContain(Number(min.toPrecision(4)));
        expect(await page.locator('#distance-scale').isVisible()).toBe(true);
        await page.close();
      });
    }
  });

  describe('every view names its sources, with plain links', () => {
    // By view name: every view the registry lists must have its entry (the test below says which is missing).
    const expected: Record<string, string[]> = {
      heatmap: ['https://arxiv.org/abs/1706.03762', 'https://www.interdb.jp/dl/part04/ch15/sec02.html'],
      curves: ['https://arxiv.org/abs/1706.03762', 'https://nlp.seas.harvard.edu/annotated-transformer/'],
      example: ['https://arxiv.org/abs/1706.03762'],
      tutorial: ['https://arxiv.org/abs/1706.03762', 'https://www.interdb.jp/dl/part04/ch15/sec02.html'],
      distance: ['https://arxiv.org/abs/1706.03762'],
      order: ['https://arxiv.org/abs/1706.03762', 'https://www.interdb.jp/dl/part04/ch15/sec02.html'],
      rope: [
        'https://arxiv.org/abs/2104.09864',
        'https://github.com/huggingface/transformers/blob/main/src/transformers/modeling_rope_utils.py',
      ],
      'long-context': [
        'https://arxiv.org/abs/2306.15595',
        'https://arxiv.org/abs/2309.00071',
        'https://arxiv.org/abs/2402.13753',
        'https://arxiv.org/abs/2407.21783',
        'https://github.com/huggingface/transformers/blob/main/src/transformers/modeling_rope_utils.py',
      ],
      precision: [
        'https://arxiv.org/abs/2104.09864',
        'https://github.com/huggingface/transformers/blob/main/src/transformers/modeling_rope_utils.py',
      ],
      layouts: [
        'https://arxiv.org/abs/1706.03762',
        'https://arxiv.org/abs/2104.09864',
        'https://github.com/huggingface/transformers/blob/main/src/transformers/modeling_rope_utils.py',
      ],
      'model-map': [
        'https://arxiv.org/abs/2104.09864',
        'https://github.com/huggingface/transformers/blob/main/src/transformers/modeling_rope_utils.py',
      ],
      bias: [
        'https://arxiv.org/abs/2108.12409',
        'https://arxiv.org/abs/1910.10683',
        'https://huggingface.co/bigscience/bloom/blob/main/config.json',
        'https://www.interdb.jp/dl/part04/ch15/sec02.html',
      ],
      attention: [
        'https://www.interdb.jp/dl/part04/ch15/sec02.html',
        'https://arxiv.org/abs/2108.12409',
        'https://arxiv.org/abs/1910.10683',
      ],
      check: [
        'https://arxiv.org/abs/1706.03762',
        'https://github.com/huggingface/transformers/blob/main/src/transformers/modeling_rope_utils.py',
        'https://arxiv.org/abs/2309.00071',
        'https://arxiv.org/abs/2108.12409',
      ],
    };
    const named: Partial<Record<string, RegExp>> = {
      example: /Phillips, “Positional Encoding”/,
      tutorial: /“Positional Encoding in Transformer Models”/,
      distance: /“History of Position Encoding”/,
    };
    for (const view of VIEW_NAMES) {
      it(`${view}: visible, linked, nothing fetched`, async () => {
        expect(
          expected[view],
          `add the links view ${view} cites to \`expected\` in page-standard.test.ts`,
        ).toBeDefined();
        const { page, problems } = await openPage(browser!, `${inject('siteUrl')}#view=${view}`);
        await page.waitForSelector(`#panel-${view}[data-ready="true"]`);
        const sources = page.locator(`#panel-${view} .view-sources`);
        expect(await sources.isVisible()).toBe(true);
        const hrefs = await sources.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).toEqual(expect.arrayContaining(expected[view]!));
        const text = (await sources.textContent())!;
        if (view === 'heatmap') expect(text).toContain('section 3.5');
        if (expected[view]!.some((href) => href.includes('interdb')))
          expect(text).toContain('equations (15.1) and (15.2) are its equation numbers');
        if (named[view]) expect(text).toMatch(named[view]!);
        expect(problems.foreignRequests).toEqual([]);
        await page.close();
      });
    }
  });

  describe('where to start', () => {
    it('the curves open on The Annotated Transformer’s figure: d_model = 20, dimensions 4 to 7, 100 positions', async () => {
      const page = await openView(browser!, 'view=curves');
      expect(await page.textContent('#curves-shape')).toBe('(d_model = 20, L = 100, n = 10000, interleaved)');
      expect(
        await page.$$eval('#curves-svg path.series-line', (paths) =>
          paths.map((path) => path.getAttribute('data-key')),
        ),
      ).toEqual(['4', '5', '6', '7']);
      // The heatmap keeps its own default, and a d_model the reader chose is kept by every view.
      await page.getByRole('tab', { name: 'Heatmap' }).click();
      await expect.poll(() => page.textContent('#figure-shape')).toBe('100 positions × 128 dimensions');
      await page.fill('#dmodel-number', '64');
      await page.getByRole('tab', { name: 'Curves' }).click();
      await expect
        .poll(() => page.textContent('#curves-shape'))
        .toBe('(d_model = 64, L = 100, n = 10000, interleaved)');
      await page.close();
    });

    it('a link that names d_model opens the curves on it', async () => {
      const page = await openView(browser!, 'view=curves&d=128');
      expect(await page.textContent('#curves-shape')).toBe('(d_model = 128, L = 100, n = 10000, interleaved)');
      await page.close();
    });

    it('the curves’ presets carry words, not only symbols', async () => {
      const page = await openView(browser!, 'view=curves');
      const labels = await page.locator('.curves-presets button').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toMatch(/[A-Za-z]{3,}/);
      await page.close();
    });

    for (const view of VIEW_NAMES) {
      it(`${view}: the first screen says in one line what to look at first`, async () => {
        const page = await openView(browser!, `view=${view}`, { width: 1280, height: 800 });
        const line = page.locator(`#panel-${view} .look-first`);
        expect(await line.isVisible()).toBe(true);
        expect(await line.textContent()).toMatch(/^Look first at [^.]+\.$/);
        const box = (await line.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(800);
        await page.close();
      });
    }
  });
});
