// The curves view as a reader meets it: chosen columns of the PE table drawn against position.
// What it shows is compared with the package itself: the value under the pointer or keyboard
// cursor with sinusoidal(), the legend's wavelengths with frequencies(); the dimension box
// writes the URL hash.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { frequencies, sinusoidal } from '../../web/lib/index.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

const D = 20;
const L = 100;

/** Each legend entry: dimension, role text, wavelength text and the value shown. */
async function legend(
  page: Page,
): Promise<Array<{ dim: string; role: string; frequency: string; wavelength: string; value: string }>> {
  return page.$$eval('#curves-legend li', (items) =>
    items.map((item) => {
      const field = (name: string) => item.querySelector(`[data-field="${name}"]`)?.textContent ?? '';
      return {
        dim: (item as HTMLElement).dataset.dim ?? '',
        role: field('role'),
        frequency: field('frequency'),
        wavelength: field('wavelength'),
        value: field('value'),
      };
    }),
  );
}

async function drawnDims(page: Page): Promise<string[]> {
  return page.$$eval('#curves-svg path.series-line', (paths) =>
    paths.map((path) => path.getAttribute('data-key') ?? ''),
  );
}

async function shownPosition(page: Page): Promise<number> {
  return Number(await page.textContent('#curves-position [data-field="position"]'));
}

/** The page x of position p, from two x-axis ticks (d3 puts each tick at translate(x, 0)). */
async function positionToPageX(page: Page, position: number): Promise<number> {
  const ticks = await page.$$eval('#curves-svg .axis-x .tick', (nodes) =>
    nodes.map((node) => ({
      value: Number(node.textContent),
      x: Number(/translate\(([-\d.]+)/.exec(node.getAttribute('transform') ?? '')?.[1]),
    })),
  );
  const first = ticks[0]!;
  const last = ticks[ticks.length - 1]!;
  const box = (await page.locator('#curves-svg').boundingBox())!;
  return box.x + first.x + ((position - first.value) * (last.x - first.x)) / (last.value - first.value);
}

describe('curves view (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    opened = await openPage(browser, `${inject('siteUrl')}#view=curves&d=${D}&L=${L}&n=10000&layout=interleaved`);
    page = opened.page;
    await page.waitForSelector('#panel-curves[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws dimensions 4–7 by default, one path of L points each', async () => {
    expect(await drawnDims(page)).toEqual(['4', '5', '6', '7']);
    const points = await page.$$eval('#curves-svg path.series-line', (paths) =>
      paths.map((path) => (path.getAttribute('d') ?? '').split(/[ML]/).filter(Boolean).length),
    );
    expect(points).toEqual([L, L, L, L]);
    expect(await page.locator('#curves-svg .axis-label').allTextContents()).toEqual(['Position', 'PE value']);
    expect(await page.inputValue('#curves-dims')).toBe('4, 5, 6, 7');
  });

  it('labels each curve with its function, pair, frequency and wavelength from frequencies()', async () => {
    const omega = frequencies(D);
    const entries = await legend(page);
    expect(entries.map((entry) => entry.dim)).toEqual(['4', '5', '6', '7']);
    expect(entries.map((entry) => entry.role)).toEqual([
      'sin · pair i = 2',
      'cos · pair i = 2',
      'sin · pair i = 3',
      'cos · pair i = 3',
    ]);
    for (const [k, entry] of entries.entries()) {
      const pair = Math.floor((4 + k) / 2);
      expect(Number(entry.frequency)).toBeCloseTo(omega[pair]!, 4);
      const wavelength = (2 * Math.PI) / omega[pair]!;
      expect(Math.abs(Number(entry.wavelength) - wavelength) / wavelength).toBeLessThan(1e-3);
    }
    // Wavelength grows with the pair: 39.6 positions for pair 2, 99.6 for pair 3 (n = 10000, d = 20).
    expect(entries.map((entry) => entry.wavelength)).toEqual(['39.64', '39.64', '99.58', '99.58']);
  });

  it('shows the values sinusoidal() computes at the hovered position', async () => {
    const table = sinusoidal(L, D);
    for (const position of [0, 13, 37, 99]) {
      const box = (await page.locator('#curves-figure').boundingBox())!;
      await page.mouse.move(await positionToPageX(page, position), box.y + box.height / 3);
      expect(await shownPosition(page)).toBe(position);
      const entries = await legend(page);
      for (const entry of entries) {
        expect(entry.value).toMatch(/^-?\d\.\d{6}$/);
        expect(Math.abs(Number(entry.value) - table[position * D + Number(entry.dim)]!)).toBeLessThan(5e-7);
      }
    }
    const dots = await page.$$eval('#curves-svg .curves-dot', (nodes) =>
      nodes.map((node) => node.getAttribute('data-dim')),
    );
    expect(dots).toEqual(['4', '5', '6', '7']);
  });

  it('moves a keyboard cursor along the positions and announces it', async () => {
    const table = sinusoidal(L, D);
    await page.focus('#curves-figure');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await shownPosition(page)).toBe(L - 2);
    const live = await page.textContent('#curves-live');
    expect(live).toContain(`Position ${L - 2}:`);
    expect(live).toContain(`dim 6 ${table[(L - 2) * D + 6]!.toFixed(4)}`);
    await page.keyboard.press('Home');
    await page.keyboard.press('PageDown');
    expect(await shownPosition(page)).toBe(L / 10);
    expect(await page.getAttribute('#curves-figure', 'aria-roledescription')).toBe('line chart');
  });

  it('writes a new choice of dimensions to the URL hash and redraws', async () => {
    await page.fill('#curves-dims', '0, 1, 10-11');
    await nextFrames(page);
    expect(new URL(page.url()).hash).toContain('dims=0,1,10,11');
    expect(await drawnDims(page)).toEqual(['0', '1', '10', '11']);
    expect((await legend(page)).map((entry) => entry.role)).toEqual([
      'sin · pair i = 0',
      'cos · pair i = 0',
      'sin · pair i = 5',
      'cos · pair i = 5',
    ]);
  });

  it('refuses dimensions outside the table and keeps the last valid ones', async () => {
    await page.fill('#curves-dims', '3, 25');
    await nextFrames(page);
    expect(await page.getAttribute('#curves-dims', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#curves-dims-error')).toMatch(/from 0 to 19/);
    expect(new URL(page.url()).hash).toContain('dims=0,1,10,11');
    await page.fill('#curves-dims', '0 1 2 3 4 5 6 7 8');
    expect(await page.textContent('#curves-dims-error')).toMatch(/at most 8/i);
  });

  it('sets dimensions from a preset button', async () => {
    await page.getByRole('button', { name: 'Two middle pairs (4–7)', exact: true }).click();
    await nextFrames(page);
    expect(new URL(page.url()).hash).toContain('dims=4,5,6,7');
    expect(await page.inputValue('#curves-dims')).toBe('4, 5, 6, 7');
    expect(await drawnDims(page)).toEqual(['4', '5', '6', '7']);
  });

  it('follows the shared layout control: in the split layout dimension 4 is sin of pair 4', async () => {
    await page.selectOption('#layout-select', 'split');
    await nextFrames(page);
    expect((await legend(page))[0]!.role).toBe('sin · pair i = 4');
    const table = sinusoidal(L, D, { layout: 'split' });
    const box = (await page.locator('#curves-figure').boundingBox())!;
    await page.mouse.move(await positionToPageX(page, 42), box.y + box.height / 2);
    expect(await shownPosition(page)).toBe(42);
    for (const entry of await legend(page)) {
      expect(Math.abs(Number(entry.value) - table[42 * D + Number(entry.dim)]!)).toBeLessThan(5e-7);
    }
    await page.selectOption('#layout-select', 'interleaved');
  });

  it('says “tap or drag” on a touch screen, and a tap reads the values sinusoidal() computes there', async () => {
    expect(await page.locator('#curves-help').innerText()).toMatch(/^Hover the plot, or focus it/);
    const touch = await openPage(
      browser!,
      `${inject('siteUrl')}#view=curves&d=${D}&L=${L}&n=10000&layout=interleaved`,
      {
        width: 375,
        height: 740,
        hasTouch: true,
      },
    );
    await touch.page.waitForSelector('#panel-curves[data-ready="true"]');
    const help = await touch.page.locator('#curves-help').innerText();
    expect(help).toMatch(/^Tap or drag along the plot/);
    expect(help).not.toMatch(/hover|←|→/i);
    expect(await touch.page.locator('#curves-position').innerText()).toBe('values: tap a position');
    const table = sinusoidal(L, D);
    await touch.page.locator('#curves-figure').scrollIntoViewIfNeeded();
    const box = (await touch.page.locator('#curves-figure').boundingBox())!;
    await touch.page.touchscreen.tap(await positionToPageX(touch.page, 60), box.y + box.height / 3);
    expect(await shownPosition(touch.page)).toBe(60);
    for (const entry of await legend(touch.page)) {
      expect(Math.abs(Number(entry.value) - table[60 * D + Number(entry.dim)]!)).toBeLessThan(5e-7);
    }
    expect(touch.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    await touch.page.close();
  });

  it('logged no errors, failed requests, foreign requests or CSP violations', async () => {
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });
});
