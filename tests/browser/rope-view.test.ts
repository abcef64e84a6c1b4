// The RoPE view as a reader meets it. The numbers it prints are compared with the package's API
// called here: the dials' θ_i with ropeFrequencies(), their cos and sin with ropeCosSin() at
// offset m, the tables' cells with ropeCosSin() over the shown window, the two score curves with
// attentionScores(encoding 'rope') at (m − n, 0) and (s + m − n, s), a preset and a pasted config
// with ropeFromConfig(). Then the page standard on this view: the figure on a phone's first
// screen, in a 700 × 450 embed, and 44 px targets on a touch screen. The model's numbers at other
// settings (every plane, the tables' CSV, the curves' full range) are checked in Node:
// tests/js/views/rope-model.test.ts; here, that the page shows them where the reader looks.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { attentionScores, ropeCosSin, ropeFrequencies, ropeFromConfig } from '../../web/lib/index.js';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';

const HD = 16;
const THETA = 100;
const M = 7;

async function readout(page: Page, id: string): Promise<Record<string, string>> {
  return page.$$eval(`#${id} [data-field]`, (cells) =>
    Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
  );
}

/** The page prints 6 or 7 significant digits: agree to that. */
function expectPrinted(shown: string | undefined, expected: number, digits = 7): void {
  expect(shown).toBeDefined();
  expect(shown).not.toBe('–');
  const tolerance = 0.5 * 10 ** (1 - digits) * Math.max(Math.abs(expected), 1e-30);
  expect(Math.abs(Number(shown) - expected)).toBeLessThanOrEqual(tolerance * 1.0001);
}

/** (R_m q)·(R_n k) with scale 1 for q = k = ones, from attentionScores: query row 1, key column 0. */
function onesScore(m: number, n: number, headDim: number, base: number): number {
  const ones = new Float32Array(2 * headDim).fill(1);
  const scores = attentionScores(ones, ones, [1, 2, headDim], { encoding: 'rope', scale: 1, base, positions: [n, m] });
  return scores[2]!;
}

describe('RoPE view (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    page = (await openPage(browser, `${inject('siteUrl')}#view=rope&hd=${HD}&theta=${THETA}&m=${M}&model=custom`)).page;
    await page.waitForSelector('#panel-rope[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws one dial per pair and reads each pair’s θ_i, cos and sin from the core', async () => {
    expect(await page.locator('#rope-dials-svg g.dial').count()).toBe(HD / 2);
    const { invFreq } = ropeFrequencies(HD, { base: THETA });
    const row = ropeCosSin(1, HD, { base: THETA, offset: M });
    await page.focus('#rope-dials');
    await page.keyboard.press('Home');
    for (let pair = 0; pair < HD / 2; pair++) {
      const shown = await readout(page, 'rope-readout');
      expect(shown.pair).toBe(String(pair));
      expect(shown.dims).toBe(`${pair} and ${pair + HD / 2}`);
      expectPrinted(shown.theta, invFreq[pair]!, 6);
      expectPrinted(shown.cos, row.cos[pair]!);
      expectPrinted(shown.sin, row.sin[pair]!);
      await page.keyboard.press('ArrowRight');
    }
  });

  it('moves m with the keys and typesets R_m with the numbers', async () => {
    await page.focus('#rope-dials');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.inputValue('#rope-m-number')).toBe(String(M + 1));
    await nextFrames(page);
    const row = ropeCosSin(1, HD, { base: THETA, offset: M + 1 });
    expectPrinted((await readout(page, 'rope-readout')).cos, row.cos[0]!);
    const tex = await page.$$eval('#rope-rotation annotation[encoding="application/x-tex"]', (nodes) =>
      nodes.map((node) => node.textContent ?? ''),
    );
    expect(tex.join('')).toContain(`R_{${M + 1}}^{(0)}`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.inputValue('#rope-m-number')).toBe(String(M));
  });

  it('shows the cos and sin tables of the chosen layout, cell by cell', async () => {
    await page.click('label[for="rope-layout-pairs"]');
    await nextFrames(page);
    const table = ropeCosSin(64, HD, { base: THETA, layout: 'pairs', offset: 0 });
    const canvas = page.locator('canvas[data-table="sin"]');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    for (const [pos, dim] of [
      [0, 0],
      [7, 3],
      [40, 14],
    ] as const) {
      await page.mouse.move(box.x + ((dim + 0.5) / HD) * box.width, box.y + ((pos + 0.5) / 64) * box.height);
      const shown = await readout(page, 'rope-table-readout');
      expect(shown).toMatchObject({ table: 'sin', pos: String(pos), dimension: String(dim) });
      expect(shown.pair).toBe(String(Math.floor(dim / 2)));
      expectPrinted(shown.value, table.sin[pos * HD + dim]!);
    }
    await page.focus('#rope-dials');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect((await readout(page, 'rope-readout')).dims).toBe('2 and 3');
    await page.click('label[for="rope-layout-half"]');
  });

  it('the score at m − n is the same with m and n moved together by s', async () => {
    await page.fill('#rope-shift-number', '5000');
    await nextFrames(page);
    await page.focus('#rope-curve');
    await page.keyboard.press('Home');
    // Two distances read through the keys; every distance's score is the Node test's.
    for (let delta = 0; delta <= 13; delta++) {
      if (delta % 10 === 3) {
        const shown = await readout(page, 'rope-curve-readout');
        expect(shown.delta).toBe(String(delta));
        expectPrinted(shown.reference, onesScore(delta, 0, HD, THETA));
        expectPrinted(shown.shifted, onesScore(5000 + delta, 5000, HD, THETA));
      }
      await page.keyboard.press('ArrowRight');
    }
    // Over all 257 distances the two curves differ by float32 rounding only (scores up to HD).
    const largest = Number((await readout(page, 'rope-curve-readout')).difference);
    expect(largest).toBeLessThan(HD * 1e-6);
    const keys = await page.$$eval('#rope-curve-svg path.series-line', (paths) =>
      paths.map((path) => path.getAttribute('data-key')),
    );
    expect(keys).toEqual(['shifted', 'reference']);
  });

  it('a model preset sets head_dim, θ and layout from ropeFromConfig()', async () => {
    await page.getByRole('button', { name: 'Llama 3.1 8B' }).click();
    await nextFrames(page);
    expect(await page.inputValue('#rope-headdim')).toBe('128');
    expect(await page.inputValue('#rope-base')).toBe('500000');
    expect(await page.getAttribute('button[data-model="llama-3.1-8b"]', 'aria-pressed')).toBe('true');
    expect(await page.textContent('#rope-model-note')).toMatch(/llama3/);
    const { invFreq } = ropeFrequencies(128, { base: 500000 });
    await page.focus('#rope-dials');
    await page.keyboard.press('End');
    expectPrinted((await readout(page, 'rope-readout')).theta, invFreq[63]!, 6);
    expect(page.url()).toContain('model=llama-3.1-8b');
    await page.getByRole('button', { name: 'DeepSeek-V3 (yarn)' }).click();
    await expect.poll(() => page.inputValue('#rope-headdim')).toBe('64');
    expect(await page.isChecked('#rope-layout-pairs')).toBe(true);
  });

  it('reads a pasted config.json, and shows what ropeFromConfig() refuses', async () => {
    await page.click('.model-paste summary');
    const broken = { rope_theta: 10000, hidden_size: 4096, rope_scaling: { rope_type: 'llama3', factor: 8 } };
    let expected = '';
    try {
      ropeFromConfig(broken);
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).toMatch(/^positional-encoding: /);
    await page.fill('#rope-config', JSON.stringify(broken));
    await page.click('[data-action="read-config"]');
    expect(await page.textContent('#rope-config-error')).toBe(expected);
    expect(await page.isVisible('#rope-config-error')).toBe(true);
    // A config without model_type is refused by name (which family's rules would read it is unknown).
    await page.fill('#rope-config', '{"rope_theta": 1000000, "hidden_size": 3584, "num_attention_heads": 28}');
    await page.click('[data-action="read-config"]');
    await expect.poll(() => page.textContent('#rope-config-error')).toMatch(/config\.model_type is missing/);
    await page.fill(
      '#rope-config',
      '{"model_type": "qwen2", "rope_theta": 1000000, "hidden_size": 3584, "num_attention_heads": 28}',
    );
    await page.click('[data-action="read-config"]');
    await expect.poll(() => page.inputValue('#rope-base')).toBe('1000000');
    expect(await page.inputValue('#rope-headdim')).toBe('128');
    expect(await page.textContent('#rope-config-error')).toBe('');
  });
});

describe('RoPE view: the page standard', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the dials start on a 375 × 740 phone’s first screen', async () => {
    const { page } = await openPage(browser!, `${inject('siteUrl')}#view=rope`, { width: 375, height: 740 });
    await page.waitForSelector('#panel-rope[data-ready="true"]');
    const box = (await page.locator('#rope-dials').boundingBox())!;
    expect(box.y).toBeLessThan(740);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  for (const [width, height] of [
    [700, 450],
    [375, 450],
  ] as const) {
    it(`in embed.html at ${width} × ${height}, the dials are in the frame`, async () => {
      const { page, problems } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=rope`, {
        width,
        height,
      });
      await page.waitForSelector('[data-view="rope"][data-ready="true"]');
      const box = (await page.locator('#rope-dials').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + (width === 700 ? box.height : 60)).toBeLessThanOrEqual(height);
      expect(problems.consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('on a touch screen: targets of at least 44 px and “tap or drag”', async () => {
    const context = await browser!.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${inject('siteUrl')}#view=rope`);
    await page.waitForSelector('#panel-rope[data-ready="true"]');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.click('.model-paste summary');
    const small = await page.$$eval(
      '#panel-rope button, #panel-rope select, #panel-rope summary, #panel-rope .segmented label, #panel-rope input[type="number"]',
      (elements) =>
        elements
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
          .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}×${box.height}`),
    );
    expect(small).toEqual([]);
    expect(await page.textContent('#rope-dials-help')).toMatch(/^Tap or drag/);
    await context.close();
  });
});
