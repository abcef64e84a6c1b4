// The explorer page as a reader meets it: built by Vite, served by `vite preview`, opened in
// Chromium under the page's Content-Security-Policy. Numbers the page shows are compared with
// sinusoidal() from the package and with the article's printed table (n = 100, d_model = 4).
// The explorer is a <pe-explorer> with an open shadow root: locators reach into it, while
// document.querySelector in page.evaluate would not, so elements are handed to evaluate by locators.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { sinusoidal } from '../../web/lib/index.js';
import { DEFAULT_VIEW_FONTS } from '../js/fixtures/default-view-fonts.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

/** A digest of the heatmap canvas: size, opaque pixel count, distinct colours, and a hash. */
async function canvasDigest(
  page: Page,
): Promise<{ width: number; height: number; opaque: number; colours: number; hash: number }> {
  return page.locator('#heatmap').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    let opaque = 0;
    let hash = 2166136261;
    for (let k = 0; k < data.length; k += 4) {
      if (data[k + 3]! > 0) opaque++;
      const colour = (data[k]! << 16) | (data[k + 1]! << 8) | data[k + 2]!;
      colours.add(colour);
      hash = Math.imul(hash ^ colour, 16777619) >>> 0;
    }
    return { width: canvas.width, height: canvas.height, opaque, colours: colours.size, hash };
  });
}

async function readout(page: Page): Promise<Record<string, string>> {
  return page.locator('#readout [data-field]').evaluateAll((elements: HTMLElement[]) => {
    const fields: Record<string, string> = {};
    for (const element of elements) fields[element.dataset.field!] = element.textContent ?? '';
    return fields;
  });
}

/** Moves the mouse to the centre of cell (pos, dimension) of a rows × cols heatmap. */
async function hoverCell(page: Page, pos: number, dimension: number, rows: number, cols: number): Promise<void> {
  const box = await page.locator('#heatmap').boundingBox();
  if (!box) throw new Error('heatmap canvas is not visible');
  await page.mouse.move(box.x + ((dimension + 0.5) / cols) * box.width, box.y + ((pos + 0.5) / rows) * box.height);
}

describe('explorer page (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    opened = await openPage(browser, `${inject('siteUrl')}#view=heatmap`);
    page = opened.page;
    await page.waitForSelector('#figure[data-state="ready"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads under its Content-Security-Policy with only same-origin requests', async () => {
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    await expect(page.title()).resolves.toMatch(/positional encoding/i);
    expect(await page.locator('h1').count()).toBe(1);
    // KaTeX's faces: woff2, and only those the size budget counts for the default view.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\.(woff2?|ttf)$/.test(path))
        .map((path) => path.split('/').pop()!);
    });
    expect(fonts.length).toBeGreaterThan(0);
    expect(
      fonts.filter(
        (file) => !DEFAULT_VIEW_FONTS.some((face) => file.startsWith(`${face}-`) && file.endsWith('.woff2')),
      ),
    ).toEqual([]);
  });

  it('paints the heatmap and labels both axes and the colour bar', async () => {
    const digest = await canvasDigest(page);
    expect(digest.width).toBeGreaterThan(100);
    expect(digest.opaque).toBe(digest.width * digest.height);
    expect(digest.colours).toBeGreaterThan(50);
    const labels = await page.locator('#overlay .axis-label').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['Position index', 'Encoding dimension', 'Value']));
  });

  it('redraws when n changes in the number box', async () => {
    const before = await canvasDigest(page);
    await page.fill('#base-number', '10');
    await nextFrames(page);
    const after = await canvasDigest(page);
    expect(after.hash).not.toBe(before.hash);
    // The log slider follows the exact number.
    expect(Number(await page.inputValue('#base-range'))).toBeCloseTo(1, 3);
  });

  it('moves n on a log scale with the slider', async () => {
    await page.locator('#base-range').evaluate((range: HTMLInputElement) => {
      range.value = '3';
      range.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await nextFrames(page);
    expect(await page.inputValue('#base-number')).toBe('1000');
  });

  it('flags an n outside (1, 1e6] and keeps drawing the last valid table', async () => {
    const before = await canvasDigest(page);
    await page.fill('#base-number', '1');
    await nextFrames(page);
    expect(await page.getAttribute('#base-number', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#base-error')).toMatch(/greater than 1/);
    expect((await canvasDigest(page)).hash).toBe(before.hash);
    await page.fill('#base-number', '1000');
  });

  it('sets every input from a preset', async () => {
    await page.getByRole('button', { name: 'L=10, d=4, n=100', exact: true }).click();
    await nextFrames(page);
    expect(await page.inputValue('#length-number')).toBe('10');
    expect(await page.inputValue('#dmodel-number')).toBe('4');
    expect(await page.inputValue('#base-number')).toBe('100');
    expect(await page.inputValue('#length-range')).toBe('10');
    expect(await page.inputValue('#dmodel-range')).toBe('4');
    expect(Number(await page.inputValue('#base-range'))).toBeCloseTo(2, 3);
    expect(await page.textContent('#figure-shape')).toBe('10 positions × 4 dimensions');
  });

  it('shows the hovered cell: the value sinusoidal() computes and the article prints', async () => {
    const table = sinusoidal(10, 4, { base: 100 });
    // The article's gen_pe(10, 4, 100) table, rounded to 4 decimals.
    const article: Array<[number, number, string]> = [
      [1, 0, '0.8415'],
      [2, 1, '-0.4161'],
      [1, 2, '0.0998'],
      [9, 3, '0.6216'],
      [0, 1, '1.0000'],
    ];
    for (const [pos, dimension, printed] of article) {
      await hoverCell(page, pos, dimension, 10, 4);
      const shown = await readout(page);
      expect(shown.pos).toBe(String(pos));
      expect(shown.dimension).toBe(String(dimension));
      expect(shown.value).toMatch(/^-?\d\.\d{4,}$/);
      expect(Math.abs(Number(shown.value) - table[pos * 4 + dimension]!)).toBeLessThan(5e-7);
      expect(Number(shown.value).toFixed(4)).toBe(printed);
    }
    await hoverCell(page, 1, 0, 10, 4);
    const first = await readout(page);
    expect(first).toMatchObject({
      pair: '0',
      function: 'sin',
      frequency: '1 rad/pos',
      angle: '1 rad',
      value: '0.841471',
    });
    await hoverCell(page, 3, 2, 10, 4);
    expect(await readout(page)).toMatchObject({
      pair: '1',
      function: 'sin',
      frequency: '0.1 rad/pos',
      angle: '0.3 rad',
    });
  });

  it('prints the values inside the cells of a small table', async () => {
    const cellTexts = await page.locator('#overlay .cell-labels text').allTextContents();
    expect(cellTexts).toHaveLength(40);
    expect(cellTexts.slice(4, 8)).toEqual(['0.8415', '0.5403', '0.0998', '0.9950']);
  });

  it('moves a keyboard cursor over the cells', async () => {
    await page.getByRole('button', { name: 'L=10, d=4, n=10000', exact: true }).click();
    await page.focus('#heatmap');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await nextFrames(page);
    const shown = await readout(page);
    expect(shown).toMatchObject({ pos: '1', dimension: '2', pair: '1', frequency: '0.01 rad/pos' });
    // The article's PositionalEncoding(4, 0.0, 10) buffer: row 1 is [0.84, 0.54, 0.01, 1.00].
    expect(Number(shown.value).toFixed(2)).toBe('0.01');
    expect(Math.abs(Number(shown.value) - sinusoidal(10, 4)[6]!)).toBeLessThan(5e-7);
  });

  it('switches to the split layout (all sines first)', async () => {
    await page.selectOption('#layout-select', 'split');
    await nextFrames(page);
    await hoverCell(page, 1, 1, 10, 4);
    const shown = await readout(page);
    expect(shown).toMatchObject({ dimension: '1', pair: '1', function: 'sin' });
    expect(Math.abs(Number(shown.value) - sinusoidal(10, 4, { layout: 'split' })[5]!)).toBeLessThan(5e-7);
    await page.selectOption('#layout-select', 'interleaved');
  });

  it('draws the largest preset (1000 × 512)', async () => {
    await page.getByRole('button', { name: 'L=1000, d=512, n=10000', exact: true }).click();
    await nextFrames(page);
    expect(await page.textContent('#figure-shape')).toBe('1000 positions × 512 dimensions');
    expect((await canvasDigest(page)).colours).toBeGreaterThan(100);
    expect(await page.locator('#overlay .cell-labels text').count()).toBe(0);
  });

  it('logged no errors, failed requests, foreign requests or CSP violations', async () => {
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });
});
