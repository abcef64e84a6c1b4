// The precision lab as a reader meets it: the errors it prints (readout, the three facts, the CSV)
// are compared with precisionErrors() and roundToFormat() called here, not with the view's code;
// and the page standard on this view: the figure on a phone's first screen, the first panel
// inside a 700 × 450 and a 375 × 450 embed, finger-sized controls and "tap or drag" on touch.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { precisionErrors, roundToFormat, type PrecisionArithmetic } from '../../web/lib/index.js';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';

const ARITHMETICS: PrecisionArithmetic[] = ['package', 'float32', 'float16', 'bfloat16'];

/** The readout table: arithmetic → [chosen plane, worst plane] as printed. */
async function readout(page: Page): Promise<{ position: string; rows: Record<string, [string, string]> }> {
  return page.$eval('#precision-readout', (table) => ({
    position: table.querySelector('[data-field="position"]')!.textContent ?? '',
    rows: Object.fromEntries(
      [...table.querySelectorAll('tbody tr')].map((row) => [
        (row as HTMLElement).dataset.arithmetic!,
        [
          row.querySelector('[data-field="plane"]')!.textContent ?? '',
          row.querySelector('[data-field="worst"]')!.textContent ?? '',
        ],
      ]),
    ),
  }));
}

/** The page prints 3 significant digits (∞ for an overflow): within half a unit of the third. */
function expectPrinted(shown: string, expected: number): void {
  if (expected === Infinity) {
    expect(shown).toBe('∞');
    return;
  }
  expect(shown).not.toBe('');
  expect(Math.abs(Number(shown) - expected)).toBeLessThanOrEqual(5e-3 * Math.abs(expected));
}

async function expectReadout(
  page: Page,
  position: number,
  headDim: number,
  options: { base?: number; plane: number; quantity?: 'cos-sin' | 'rope-output' },
): Promise<void> {
  const shown = await readout(page);
  expect(shown.position).toBe(String(position));
  for (const arithmetic of ARITHMETICS) {
    const { plane, ...rest } = options;
    const onPlane = precisionErrors([position], headDim, { ...rest, arithmetic, plane })[0]!;
    const worst = precisionErrors([position], headDim, { ...rest, arithmetic })[0]!;
    expectPrinted(shown.rows[arithmetic]![0], onPlane);
    expectPrinted(shown.rows[arithmetic]![1], worst);
  }
}

async function openView(browser: Browser, hash: string, size = { width: 1280, height: 800 }): Promise<Page> {
  const { page, problems } = await openPage(browser, `${inject('siteUrl')}#view=precision${hash}`, size);
  await page.waitForSelector('#panel-precision[data-ready="true"]');
  expect(problems.consoleErrors).toEqual([]);
  return page;
}

describe('precision lab (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    page = await openView(browser, '');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens on plane 0 and the worst plane, four arithmetics each, and reads position 257 from the keyboard', async () => {
    const keys = await page.$$eval('#precision-svg [data-panel="plane"] path.error-dots', (paths) =>
      paths.map((path) => path.getAttribute('data-key')),
    );
    expect(keys.sort()).toEqual([...ARITHMETICS].sort());
    expect(await page.locator('#precision-svg [data-panel="worst"] path.error-dots').count()).toBe(4);
    expect(await page.textContent('#precision-shape')).toBe('(cos/sin tables, head_dim = 128, θ = 10000)');
    await page.focus('#precision-figure');
    await expectReadout(page, 257, 128, { plane: 0 });
    // bfloat16 stores 257 as 256: a whole radian on plane 0.
    expect(Number((await readout(page)).rows.bfloat16![0])).toBeGreaterThan(0.5);
    await page.keyboard.press('ArrowLeft');
    await expectReadout(page, 256, 128, { plane: 0 });
    expect(Number((await readout(page)).rows.bfloat16![0])).toBeLessThan(1e-2);
    await page.keyboard.press('End');
    await expectReadout(page, 1e7, 128, { plane: 0 });
    const tex = await page.$$eval('#precision-rounding-tex annotation', (nodes) => nodes.map((n) => n.textContent));
    expect(tex.join(' ')).toContain(String.raw`\mathrm{bf16}(1\times 10^{7})`);
  });

  it('states the three facts with the numbers precisionErrors() gives', async () => {
    const text = (await page.textContent('#precision-notice'))!;
    const bf = precisionErrors([256, 257], 128, { arithmetic: 'bfloat16', plane: 0 });
    expect(text).toContain(`it stores 257 as ${roundToFormat(257, 'bfloat16')}`);
    expect(text).toContain(`from ${Number(bf[0]!.toPrecision(3))} at 256 to ${Number(bf[1]!.toPrecision(3))} at 257`);
    const f32 = precisionErrors([1e4, 1e6], 128, { arithmetic: 'float32' });
    expect(text).toContain(`${Number(f32[0]!.toPrecision(3))} at 10⁴`);
    expect(text).toContain(`${Number(f32[1]!.toPrecision(3))} at 10⁶`);
    const largest = Number(/every position drawn is ([\d.e-]+)\./.exec(text)![1]);
    expect(largest).toBeLessThan(1e-7);
    expect(largest).toBeGreaterThanOrEqual(precisionErrors([1e6], 128)[0]!);
  });

  it('measures RoPE outputs, another plane and another head when the reader asks', async () => {
    await page.locator('label[for="precision-quantity-rope-output"]').click();
    await page.selectOption('#precision-plane', '10');
    await page.focus('#precision-figure');
    await page.keyboard.press('Home');
    for (let k = 0; k < 99; k++) await page.keyboard.press('ArrowRight');
    await expectReadout(page, 100, 128, { plane: 10, quantity: 'rope-output' });
    expect(page.url()).toMatch(/quantity=rope-output/);
    expect(page.url()).toMatch(/plane=10/);

    await page.getByRole('button', { name: 'Llama 3.1 8B' }).click();
    await nextFrames(page);
    expect(await page.textContent('#precision-shape')).toBe('(RoPE outputs of x = 1, head_dim = 128, θ = 500000)');
    await expectReadout(page, 100, 128, { base: 500000, plane: 10, quantity: 'rope-output' });
    await page.fill('#precision-head-dim', '7');
    expect(await page.getAttribute('#precision-head-dim', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#precision-head-dim-error')).toMatch(/even whole number from 2 to 1024/);
  });

  it('opens a link on its settings and refuses a plane the head does not have, visibly', async () => {
    const linked = await openView(browser!, '&hd=96&n=10000&plane=5&upto=9&quantity=cos-sin');
    await linked.focus('#precision-figure');
    await linked.keyboard.press('End');
    await expectReadout(linked, 1e9, 96, { plane: 5 });
    await linked.close();
    const { page: refused } = await openPage(browser!, `${inject('siteUrl')}#view=precision&hd=64&plane=40`);
    await refused.locator('#precision-status', { hasText: 'plane=40 is not allowed for head_dim 64' }).waitFor();
    expect(await refused.textContent('#precision-status')).toMatch(/use a plane from 0 to 31/);
    await refused.close();
  });

  it('downloads the errors as CSV, each one what precisionErrors() gives', async () => {
    const fresh = await openView(browser!, '&plane=3');
    const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#precision-csv')]);
    expect(download.suggestedFilename()).toBe('precision-hd128-theta10000-cos-sin-plane3.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'position,package_plane3,float32_plane3,float16_plane3,bfloat16_plane3,package_worst,float32_worst,float16_worst,bfloat16_worst',
    );
    const rows = lines.slice(1).map((line) => line.split(',').map(Number));
    const positions = rows.map((row) => row[0]!);
    expect(positions).toContain(256);
    expect(positions).toContain(257);
    expect(positions[positions.length - 1]).toBe(1e7);
    // Two rows here, against the API; every row of the model's CSV is checked in Node
    // (tests/js/views/precision-model.test.ts).
    for (const position of [257, 1e7]) {
      const row = rows[positions.indexOf(position)]!;
      ARITHMETICS.forEach((arithmetic, a) => {
        expect(row[1 + a]).toBe(precisionErrors([position], 128, { arithmetic, plane: 3 })[0]);
        expect(row[5 + a]).toBe(precisionErrors([position], 128, { arithmetic })[0]);
      });
    }
    const [png] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#precision-png')]);
    expect(png.suggestedFilename()).toBe('precision-hd128-theta10000-cos-sin-plane3.png');
    await fresh.close();
  });

  describe('page standard', () => {
    it('shows the figure on the first screen of a 375 × 740 phone', async () => {
      const phone = await openView(browser!, '', { width: 375, height: 740 });
      const box = (await phone.locator('#precision-figure').boundingBox())!;
      // The standard (issue 16, item 1): the figure's top inside the first 740 px of the full page.
      expect(box.y).toBeLessThan(740);
      await phone.close();
    });

    for (const [width, height] of [
      [700, 450],
      [375, 450],
    ] as const) {
      it(`embed.html at ${width} × ${height} shows the first panel without scrolling`, async () => {
        const { page: embed } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=precision`, {
          width,
          height,
        });
        await embed.waitForSelector('[data-view="precision"][data-ready="true"]');
        const figure = (await embed.locator('#precision-figure').boundingBox())!;
        const plot = await embed.$eval('#precision-svg [data-panel="plane"] .axis-x', (axis) => {
          const box = axis.getBoundingClientRect();
          return { bottom: box.bottom };
        });
        expect(figure.y).toBeGreaterThanOrEqual(0);
        expect(plot.bottom).toBeLessThanOrEqual(height);
        await embed.close();
      });
    }

    it('gives touch screens 44 px targets and says “tap or drag”', async () => {
      const context = await browser!.newContext({
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      const touch = await context.newPage();
      await touch.goto(`${inject('siteUrl')}#view=precision`);
      await touch.waitForSelector('#panel-precision[data-ready="true"]');
      expect(await touch.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      const help = (await touch.locator('#precision-help').innerText()).trim();
      expect(help).toMatch(/^Tap or drag/);
      const targets = touch.locator(
        '#panel-precision .segmented label, #panel-precision .preset-buttons button, #panel-precision .action, #panel-precision select, #panel-precision input[type="number"], #panel-precision summary',
      );
      const count = await targets.count();
      expect(count).toBeGreaterThan(10);
      for (let k = 0; k < count; k++) {
        const box = (await targets.nth(k).boundingBox())!;
        expect(box.height, await targets.nth(k).evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      await context.close();
    });
  });
});
