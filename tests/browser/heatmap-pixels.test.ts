// The heatmap at device pixels (issue 16, item 10): every dimension and position gets a whole
// number of device pixels, and where dimensions are thinner than one device pixel, each pixel
// shows the mean of a whole number of them, the page says so and offers to show every dimension.
// The colours read back from the canvas are checked against the package's table: no resampling
// filter stands between the data and the screen, so no moiré.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { interpolateViridis } from 'd3-scale-chromatic';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { sinusoidal } from '../../web/lib/index.js';
import { launchChromium } from './support/open-page.js';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

interface Drawn {
  canvasWidth: number;
  canvasHeight: number;
  /** The canvas's CSS box times the device pixel ratio: equal to the canvas when nothing is rescaled. */
  boxWidth: number;
  boxHeight: number;
  /** RGB of every device pixel of one pixel row. */
  row: number[][];
  note: string | null;
}

/** The page's colour for a value: viridis in 256 steps over [−1, 1], rounded as the heatmap rounds. */
function colourOf(value: number): number[] {
  const index = Math.min(255, Math.max(0, Math.trunc(value * 127.5 + 128)));
  const hex = interpolateViridis(index / 255);
  return [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16));
}

async function drawn(page: Page, pixelRow: number): Promise<Drawn> {
  return page.locator('#heatmap').evaluate((canvas: HTMLCanvasElement, y) => {
    const box = canvas.getBoundingClientRect();
    const data = canvas.getContext('2d')!.getImageData(0, y, canvas.width, 1).data;
    const row: number[][] = [];
    for (let x = 0; x < canvas.width; x++) row.push([data[4 * x]!, data[4 * x + 1]!, data[4 * x + 2]!]);
    const note = (canvas.getRootNode() as ShadowRoot).getElementById('heatmap-sampling')!;
    return {
      canvasWidth: canvas.width,
      canvasHeight: canvas.height,
      boxWidth: box.width * devicePixelRatio,
      boxHeight: box.height * devicePixelRatio,
      row,
      note: note.hidden ? null : note.innerText,
    };
  }, pixelRow);
}

describe('heatmap at device pixels (item 10)', () => {
  let browser: Browser | undefined;
  let phone: BrowserContext;
  let desktop: BrowserContext;

  async function open(context: BrowserContext, hash: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${inject('siteUrl')}#${hash}`);
    await page.waitForSelector('#figure[data-state="ready"]');
    return page;
  }

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    phone = await browser.newContext(PHONE);
    desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('gives each of 128 dimensions the same whole number of device pixels on a phone', async () => {
    const page = await open(phone, 'view=heatmap&d=128&L=100&n=10000');
    const shown = await drawn(page, 0);
    expect(shown.boxWidth).toBeCloseTo(shown.canvasWidth, 6); // no CSS rescaling of the canvas
    expect(shown.boxHeight).toBeCloseTo(shown.canvasHeight, 6);
    const perColumn = shown.canvasWidth / 128;
    expect(Number.isInteger(perColumn)).toBe(true);
    expect(perColumn).toBeGreaterThanOrEqual(2); // 1.6 CSS px at 2 device px each → 3 device px
    expect(Number.isInteger(shown.canvasHeight / 100)).toBe(true);
    // Row 0 is pos = 0: sin 0 = 0 and cos 0 = 1, each a block of perColumn identical pixels.
    shown.row.forEach((rgb, x) => expect(rgb).toEqual(colourOf(Math.floor(x / perColumn) % 2 === 0 ? 0 : 1)));
    expect(shown.note).toBeNull();
    await page.close();
  });

  it('shows the mean of whole groups of dimensions where they are thinner than a device pixel, says so, and zooms', async () => {
    const page = await open(phone, 'view=heatmap&d=512&L=100&n=10000');
    const pixelRow = 4 * 37 + 1; // inside position 37
    const shown = await drawn(page, pixelRow);
    const table = sinusoidal(100, 512);
    const perPixel = 512 / shown.canvasWidth;
    expect(perPixel).toBe(2);
    expect(shown.canvasHeight).toBe(400); // 4 device pixels per position
    shown.row.forEach((rgb, x) => {
      const mean = (table[37 * 512 + 2 * x]! + table[37 * 512 + 2 * x + 1]!) / 2;
      expect(rgb).toEqual(colourOf(mean));
    });
    expect(shown.note).toMatch(/^512 dimensions share 256 device pixels: each pixel column shows the mean of 2 /);

    const zoom = page.getByRole('button', { name: 'Show every dimension' });
    await zoom.click();
    await page.waitForFunction(
      () =>
        (document.querySelector('pe-explorer')!.shadowRoot!.getElementById('heatmap') as HTMLCanvasElement).width ===
        1024,
    );
    const zoomed = await drawn(page, pixelRow);
    expect(zoomed.boxWidth).toBeCloseTo(zoomed.canvasWidth, 6);
    zoomed.row.forEach((rgb, x) => expect(rgb).toEqual(colourOf(table[37 * 512 + Math.floor(x / 2)]!)));
    expect(zoomed.note).toMatch(/^Every dimension has 2 device pixels of its own; the figure scrolls sideways\./);
    const scroller = await page.locator('#heatmap-scroll').evaluate((box) => ({
      scrolls: box.scrollWidth > box.clientWidth,
      cue: !(box.nextElementSibling as HTMLElement).hidden,
    }));
    expect(scroller).toEqual({ scrolls: true, cue: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375); // only the figure scrolls

    await page.getByRole('button', { name: 'Fit the width' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('pe-explorer')!.shadowRoot!.getElementById('heatmap') as HTMLCanvasElement).width ===
        256,
    );
    await page.close();
  });

  it('at 1280 px: one device pixel per dimension for d = 512, and the mean of 5 positions per pixel row for L = 1000', async () => {
    const page = await open(desktop, 'view=heatmap&d=512&L=1000&n=10000');
    const shown = await drawn(page, 3);
    expect(shown.canvasWidth).toBe(512);
    expect(shown.boxWidth).toBeCloseTo(512, 6);
    const perRow = 1000 / shown.canvasHeight;
    expect(Number.isInteger(perRow)).toBe(true);
    const table = sinusoidal(1000, 512);
    shown.row.forEach((rgb, x) => {
      let sum = 0;
      for (let r = 3 * perRow; r < 4 * perRow; r++) sum += table[r * 512 + x]!;
      expect(rgb).toEqual(colourOf(sum / perRow));
    });
    expect(shown.note).toBe(
      `1000 positions share ${shown.canvasHeight} device pixel rows: each shows the mean of ${perRow} neighbouring positions.`,
    );
    expect(await page.getByRole('button', { name: 'Show every dimension' }).isVisible()).toBe(false);
    await page.close();
  });
});
