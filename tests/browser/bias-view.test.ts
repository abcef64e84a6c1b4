// The ALiBi and T5 view as a reader meets it. Every number it shows is read off the page and
// compared with the package's API called here: the slopes with alibiSlopes(), the bias matrix of
// the chosen head with alibiBias(), the bucket staircase with t5RelativeBucket() and the bucket
// matrix with t5BucketMatrix(). Then the page standard on this view: embeds that show the figure
// without scrolling, refused values said visibly, 44 px targets on a touch screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { alibiBias, alibiSlopes, t5BucketMatrix, t5RelativeBucket } from '../../web/lib/index.js';
import { firstDrawStages } from './support/first-draw-stages.js';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';

/** The tutorial's "brown" / "red" sentence, as the page splits it. */
const BROWN_RED = 'I am playing with the brown ball and my brother is playing with the red ball.'.split(' ');
const L = BROWN_RED.length;

async function readout(page: Page, id: string): Promise<Record<string, string>> {
  return page.$$eval(`#${id} [data-field]`, (cells) =>
    Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
  );
}

/** The numbers printed in a grid's cells, row-major. */
async function gridTexts(page: Page, id: string): Promise<string[]> {
  return page.$$eval(`#${id} .grid-cells text`, (texts) => texts.map((text) => text.textContent ?? ''));
}

const number = (text: string): number => (text === '−∞' ? -Infinity : Number(text.replace('−', '-')));

/** Printed with `digits` significant digits: within half a unit of the last one. */
function expectPrinted(shown: string, expected: number, digits: number): void {
  expect(shown).not.toBe('');
  if (!Number.isFinite(expected)) {
    expect(number(shown)).toBe(expected);
    return;
  }
  const unit = expected === 0 ? 1e-12 : 10 ** (Math.floor(Math.log10(Math.abs(expected))) - digits + 1);
  expect(Math.abs(number(shown) - expected)).toBeLessThanOrEqual(unit / 2 + 1e-12);
}

async function hoverGridCell(page: Page, id: string, row: number, col: number): Promise<void> {
  const hit = page.locator(`#${id} .grid-hit`);
  await hit.scrollIntoViewIfNeeded();
  const box = (await hit.boundingBox())!;
  await page.mouse.move(box.x + ((col + 0.5) / L) * box.width, box.y + ((row + 0.5) / L) * box.height);
}

describe('ALiBi and T5 view (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    page = (await openPage(browser, `${inject('siteUrl')}#view=bias`)).page;
    await page.waitForSelector('#panel-bias[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws its first screen first, then the parts under it top down, and leaves none out', async () => {
    const drawn = await firstDrawStages(browser!, `${inject('siteUrl')}#view=bias`, 'panel-bias');
    expect(drawn.hidden).toBe(0);
    // Always the children from the top down to one of them: what comes lies under all that is shown.
    for (const shown of drawn.shown) expect(shown).toEqual(shown.map((_, index) => index));
    // Heading, "look first" and slopes first; the settings, ALiBi's matrix, T5 and what to notice after, each a step.
    const counts = [...new Set(drawn.shown.map((shown) => shown.length))];
    expect(counts[0]).toBe(3);
    expect(counts.length).toBeGreaterThanOrEqual(5);
    expect(counts.at(-1)).toBe(drawn.children);
  });

  it("opens on BLOOM's 112 heads: one bar per head, as tall as alibiSlopes(112) says", async () => {
    const slopes = alibiSlopes(112);
    const bars = page.locator('#alibi-slopes .slope-bar');
    expect(await bars.count()).toBe(112);
    const heights = await bars.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('height'))));
    // Bar heights are proportional to the slopes (one y scale from 0).
    for (let h = 0; h < 112; h++) expect(heights[h]! / heights[0]!).toBeCloseTo(slopes[h]! / slopes[0]!, 6);
    // 112 is not a power of two: head 65 starts the interleaved slopes of 128 heads, 2^(−8/128·1).
    expect(slopes[64]).toBeCloseTo(2 ** (-8 / 128), 12);
    const shown = await readout(page, 'alibi-slope-readout');
    expect(shown.head).toBe('1 of 112');
    expectPrinted(shown.slope!, slopes[0]!, 7);
  });

  it("prints head 1's bias over the sentence as alibiBias() computes it, masked above the diagonal", async () => {
    const bias = alibiBias(112, L);
    const texts = await gridTexts(page, 'alibi-grid');
    expect(texts).toHaveLength(L * L);
    for (let k = 0; k < L * L; k++) expectPrinted(texts[k]!, bias[k]!, 2);
    const labels = await page.locator('#alibi-grid .grid-row-label').allTextContents();
    expect(labels).toEqual(BROWN_RED);
  });

  it('reads the hovered cell: "red" (14) at "brown" (5) gets −m·9', async () => {
    const bias = alibiBias(112, L);
    await hoverGridCell(page, 'alibi-grid', 14, 5);
    const shown = await readout(page, 'alibi-readout');
    expect(shown.query).toBe('14 “red”');
    expect(shown.key).toBe('5 “brown”');
    expect(shown.distance).toBe('9');
    expectPrinted(shown.bias!, bias[14 * L + 5]!, 7);
    expect(await page.locator('#alibi-cell-formula annotation').textContent()).toContain('9');
  });

  it('chooses a head from the keyboard and redraws its bias; the hash keeps it', async () => {
    await page.locator('#alibi-slopes .slopes-hit').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('head=3');
    await nextFrames(page);
    const bias = alibiBias(112, L);
    const texts = await gridTexts(page, 'alibi-grid');
    for (let k = 0; k < L * L; k++) expectPrinted(texts[k]!, bias[2 * L * L + k]!, 2);
    await page.locator('#alibi-grid .grid-hit').focus();
    await page.keyboard.press('ArrowDown');
    const shown = await readout(page, 'alibi-readout');
    expect(shown.query).toMatch(/^\d+ “/);
    const [row, col] = [Number(shown.query!.split(' ')[0]), Number(shown.key!.split(' ')[0])];
    expectPrinted(shown.bias!, bias[2 * L * L + row * L + col]!, 7);
  });

  it('a preset sets the heads: BLOOM-560m has 16, slopes 2^(−h/2)', async () => {
    await page.getByRole('button', { name: 'BLOOM-560m', exact: true }).click();
    await expect.poll(() => page.locator('#alibi-slopes .slope-bar').count()).toBe(16);
    const shown = await readout(page, 'alibi-slope-readout');
    expect(shown.head).toBe('3 of 16');
    expectPrinted(shown.slope!, alibiSlopes(16)[2]!, 7);
  });

  it('symmetric mode draws −m·|i − j| on both sides', async () => {
    await page.selectOption('#bias-mode', 'symmetric');
    await nextFrames(page);
    const bias = alibiBias(16, L, { mode: 'symmetric' });
    const texts = await gridTexts(page, 'alibi-grid');
    for (let k = 0; k < L * L; k++) expectPrinted(texts[k]!, bias[2 * L * L + k]!, 2);
    await page.selectOption('#bias-mode', 'causal');
  });

  it("prints T5's bucket matrix over the sentence as t5BucketMatrix() does", async () => {
    const buckets = t5BucketMatrix(L, L, { numBuckets: 32, maxDistance: 128 });
    expect(await gridTexts(page, 't5-grid')).toEqual(Array.from(buckets, String));
    await hoverGridCell(page, 't5-grid', 14, 5);
    const shown = await readout(page, 't5-cell-readout');
    expect(shown.d).toBe('−9');
    expect(shown.bucket).toBe(String(t5RelativeBucket(-9)));
    // d = −9 is past the 8 exact buckets: the staircase's readout names the logarithmic rule.
    expect((await readout(page, 't5-readout')).regime).toMatch(/^a logarithmic bucket/);
  });

  it('draws the staircase from t5RelativeBucket() and reads it from the keyboard', async () => {
    const hit = page.locator('#t5-plot .bucket-hit');
    await hit.focus();
    await page.keyboard.press('Home');
    let shown = await readout(page, 't5-readout');
    const first = number(shown.d!);
    expect(first).toBe(-(128 + 32)); // max_distance plus a quarter of it on each side
    expect(shown.bucket).toBe(String(t5RelativeBucket(first)));
    expect(shown.regime).toMatch(/^the last bucket/);
    for (const step of ['PageUp', 'PageUp', 'ArrowRight']) await page.keyboard.press(step);
    shown = await readout(page, 't5-readout');
    expect(number(shown.d!)).toBe(first + 21);
    expect(shown.bucket).toBe(String(t5RelativeBucket(first + 21)));
    const steps = await page.locator('#t5-plot .bucket-line').getAttribute('d');
    expect(steps!.match(/H/g)).toHaveLength(2 * 160 + 1);
  });

  it('the decoder preset puts every later key in bucket 0', async () => {
    await page.getByRole('button', { name: 'T5 decoder', exact: true }).click();
    await nextFrames(page);
    const buckets = t5BucketMatrix(L, L, { numBuckets: 32, maxDistance: 128, bidirectional: false });
    expect(await gridTexts(page, 't5-grid')).toEqual(Array.from(buckets, String));
    expect(buckets[0 * L + 5]).toBe(0);
    await page.getByRole('button', { name: 'T5 encoder', exact: true }).click();
  });

  it('says visibly what the package refuses: an odd num_buckets, a head past the heads', async () => {
    const refused = (await openPage(browser!, `${inject('siteUrl')}#view=bias&t5-buckets=33&heads=8&head=20`)).page;
    await refused.waitForSelector('#panel-bias[data-ready="true"]');
    expect(await refused.locator('#t5-status').textContent()).toMatch(/numBuckets must be even when bidirectional/);
    expect(await refused.locator('#t5-grid').isVisible()).toBe(false);
    expect(await refused.locator('#bias-notice').textContent()).toBe(
      'Head 20 is not one of the 8 heads: showing head 8, the last.',
    );
    expect(await refused.locator('#alibi-readout [data-field="query"]').textContent()).not.toBe('–');
    await refused.close();
  });

  for (const [width, height] of [
    [700, 450],
    [375, 450],
  ] as const) {
    it(`embed at ${width} × ${height}: the slopes figure is in the frame without scrolling`, async () => {
      const embed = (
        await openPage(browser!, `${inject('siteUrl')}embed.html?view=bias&bias-sentence=john`, { width, height })
      ).page;
      await embed.waitForSelector('.view-panel:not([hidden])[data-ready="true"]');
      const box = (await embed.locator('#alibi-slopes').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await embed.close();
    });
  }

  it('gives every control 44 px on a touch screen', async () => {
    const context = await browser!.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const touch = await context.newPage();
    await touch.goto(`${inject('siteUrl')}#view=bias`);
    await touch.waitForSelector('#panel-bias[data-ready="true"]');
    const small = await touch.$$eval('#panel-bias button, #panel-bias select, #panel-bias input', (controls) =>
      controls
        .map((control) => ({ id: control.id || control.textContent, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44)
        .map(({ id }) => id),
    );
    expect(small).toEqual([]);
    // A touch screen is told to tap, not to hover.
    expect(await touch.locator('#alibi-grid-help').innerText()).toMatch(/^Tap or drag across a cell, or focus/);
    expect(await touch.locator('#alibi-slopes-help').innerText()).toMatch(/^Tap a bar to draw/);
    await context.close();
  });
});
