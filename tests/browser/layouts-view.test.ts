// The layout Rosetta as a reader meets it: every number it shows (the two tables, the permutation
// matrix, the readout, the dot products, the RoPE scores and their largest differences, the
// frequencies of both exponents, the CSV) is compared with the package's API called here —
// sinusoidal(), ropePermutation(), dotProductMatrix(), attentionScores(), frequencies() — not with
// the view's code; and the page standard on this view: the figure on a phone's first screen, the
// first table inside a 700 × 450 and a 375 × 450 embed, finger-sized controls, "tap or drag".
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, {
  attentionScores,
  dotProductMatrix,
  frequencies,
  ropePermutation,
  sinusoidal,
  type SinusoidExponent,
} from '../../web/lib/index.js';
import { numpyRand } from '../../web/app/figures/mt19937.js';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';

const ROWS = 6;

async function openView(browser: Browser, hash: string, size = { width: 1280, height: 800 }): Promise<Page> {
  const { page, problems } = await openPage(browser, `${inject('siteUrl')}#view=layouts${hash}`, size);
  await page.waitForSelector('#panel-layouts[data-ready="true"]');
  expect(problems.consoleErrors).toEqual([]);
  return page;
}

/** The page prints "−" for minus. */
const parse = (text: string): number => Number(text.trim().replaceAll('−', '-'));

function largestDifference(a: Float32Array, b: Float32Array): number {
  let largest = 0;
  for (let k = 0; k < a.length; k++) largest = Math.max(largest, Math.abs(a[k]! - b[k]!));
  return largest;
}

/** What the page prints with 3 significant digits (formatNumber), as a number. */
const threeDigits = (value: number): number => Number(value.toPrecision(3));

/** q, k as the view documents them: np.random.seed(15); 2·rand(12, d) − 1, first 6 rows q, last 6 k. */
function ropeInputs(d: number): { q: Float32Array; k: Float32Array } {
  const values = numpyRand(15, 2 * ROWS, d);
  return {
    q: Float32Array.from(values.subarray(0, ROWS * d), (u) => 2 * u - 1),
    k: Float32Array.from(values.subarray(ROWS * d), (u) => 2 * u - 1),
  };
}

function permuteColumns(x: Float32Array, p: Int32Array): Float32Array {
  const d = p.length;
  return Float32Array.from(x, (_, index) => x[Math.floor(index / d) * d + p[index % d]!]!);
}

/** The SVG's printed values of one table, ROWS × d, row-major. */
async function printedTable(
  page: Page,
  layout: 'interleaved' | 'split',
): Promise<{ row: number; col: number; text: string }[]> {
  return page.$$eval(`#layouts-svg .rosetta-table[data-layout="${layout}"] text.rosetta-value`, (nodes) =>
    nodes.map((node) => ({
      row: Number(node.getAttribute('data-row')),
      col: Number(node.getAttribute('data-col')),
      text: node.textContent ?? '',
    })),
  );
}

async function readout(page: Page): Promise<Record<string, string>> {
  return page.$$eval('#layouts-readout [data-field]', (nodes) =>
    Object.fromEntries(nodes.map((node) => [(node as HTMLElement).dataset.field!, node.textContent ?? ''])),
  );
}

/** Checks every number the view prints for d, n, exponent and θ against the API. */
async function expectNumbers(page: Page, d: number, base: number, exponent: SinusoidExponent, theta: number) {
  const interleaved = sinusoidal(ROWS, d, { base, exponent, layout: 'interleaved' });
  const split = sinusoidal(ROWS, d, { base, exponent, layout: 'split' });
  const p = ropePermutation(d, 'pairs', 'half');

  // The tables, printed to 3 decimals: within half a unit of the third.
  for (const [layout, values] of [
    ['interleaved', interleaved],
    ['split', split],
  ] as const) {
    const cells = await printedTable(page, layout);
    expect(cells).toHaveLength(ROWS * d);
    for (const { row, col, text } of cells)
      expect(Math.abs(parse(text) - values[row * d + col]!)).toBeLessThanOrEqual(5e-4 + 1e-9);
  }
  // The split table is the interleaved one with columns moved by p, bit for bit.
  for (let t = 0; t < ROWS; t++) for (let k = 0; k < d; k++) expect(split[t * d + k]).toBe(interleaved[t * d + p[k]!]);

  // The permutation matrix: one filled cell per row j, in column k where p[k] = j.
  const ones = await page.$$eval('#layouts-svg rect.rosetta-one', (rects) =>
    rects.map((rect) => [Number(rect.getAttribute('data-row')), Number(rect.getAttribute('data-col'))]),
  );
  expect(ones.sort((a, b) => a[1]! - b[1]!)).toEqual(Array.from(p, (j, k) => [j, k]));

  // Dot products, printed to 4 decimals, and the largest difference between the layouts.
  const dots = dotProductMatrix(ROWS, d, { base, exponent, layout: 'interleaved' });
  const dotsSplit = dotProductMatrix(ROWS, d, { base, exponent, layout: 'split' });
  const shownDots = (
    await page.$$eval('#layouts-dots tbody td', (cells) => cells.map((cell) => cell.textContent ?? ''))
  ).map(parse);
  expect(shownDots).toHaveLength(ROWS * ROWS);
  shownDots.forEach((value, index) => expect(Math.abs(value - dots[index]!)).toBeLessThanOrEqual(5e-5 + 1e-9));
  expect(parse((await page.textContent('[data-field="dots-largest"]'))!)).toBe(
    threeDigits(largestDifference(dots, dotsSplit)),
  );

  // RoPE scores: 'pairs' on q, k; 'half' on q, k permuted; 'half' on q, k as they are.
  const { q, k } = ropeInputs(d);
  const shape: [number, number, number] = [1, ROWS, d];
  const pairs = attentionScores(q, k, shape, { encoding: 'rope', layout: 'pairs', base: theta });
  const half = attentionScores(permuteColumns(q, p), permuteColumns(k, p), shape, {
    encoding: 'rope',
    layout: 'half',
    base: theta,
  });
  const unpermuted = attentionScores(q, k, shape, { encoding: 'rope', layout: 'half', base: theta });
  const shownScores = (
    await page.$$eval('#layouts-scores tbody td', (cells) => cells.map((cell) => cell.textContent ?? ''))
  ).map(parse);
  shownScores.forEach((value, index) => expect(Math.abs(value - pairs[index]!)).toBeLessThanOrEqual(5e-5 + 1e-9));
  const ropeLargest = largestDifference(pairs, half);
  expect(parse((await page.textContent('[data-field="rope-largest"]'))!)).toBe(threeDigits(ropeLargest));
  // Equal to float32 rounding: each score is within one ulp of exact, so two of them within two.
  const largestScore = Math.max(...Array.from(pairs, Math.abs));
  expect(ropeLargest).toBeLessThanOrEqual(2 * 2 ** (Math.floor(Math.log2(largestScore)) - 23));
  const unpermutedLargest = largestDifference(pairs, unpermuted);
  expect(parse((await page.textContent('[data-field="unpermuted-largest"]'))!)).toBe(threeDigits(unpermutedLargest));

  // Frequencies under both exponents, 6 significant digits.
  const paper = frequencies(d, { base });
  const t2t = frequencies(d, { base, exponent: 'tensor2tensor' });
  const rows = await page.$$eval('#layouts-frequencies tbody tr', (trs) =>
    trs.map((tr) => [
      tr.querySelector('[data-field="paper"]')!.textContent ?? '',
      tr.querySelector('[data-field="t2t"]')!.textContent ?? '',
    ]),
  );
  expect(rows).toHaveLength(d / 2);
  rows.forEach(([shownPaper, shownT2t], i) => {
    expect(Number(shownPaper)).toBe(Number(paper[i]!.toPrecision(6)));
    expect(Number(shownT2t)).toBe(Number(t2t[i]!.toPrecision(6)));
  });
  // tensor2tensor's lowest frequency is 1/n (to float64 rounding: n^(−1) through exp and log).
  expect(Math.abs(t2t[d / 2 - 1]! - (d === 2 ? 1 : 1 / base))).toBeLessThanOrEqual(1e-15 * t2t[d / 2 - 1]!);
}

describe('layout Rosetta (vite build + preview, Chromium)', () => {
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

  it('opens on d = 8 side by side and shows every number as the API computes it', async () => {
    expect(await page.textContent('#layouts-shape')).toBe('(d = 8, positions 0–5, n = 10000, paper exponent)');
    expect(await page.getAttribute('#layouts-svg', 'data-arrangement')).toBe('side-by-side');
    await expectNumbers(page, 8, 10000, 'paper', 10000);
  });

  it('reads a cell from the keyboard: its column in both layouts and the same float32', async () => {
    const interleaved = sinusoidal(ROWS, 8);
    const split = sinusoidal(ROWS, 8, { layout: 'split' });
    const p = ropePermutation(8, 'pairs', 'half');
    const omegas = frequencies(8);
    await page.focus('#layouts-svg .rosetta-hit[data-layout="interleaved"]');
    // Focus starts the keyboard cursor at position 0, column 0; four steps right and three down.
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown'])
      await page.keyboard.press(key);
    const shown = await readout(page);
    expect(shown.row).toBe('3');
    expect(shown.col).toBe('4');
    const k = Array.from(p).indexOf(4);
    expect(shown.k).toBe(String(k));
    expect(shown.kind).toMatch(/^sin₂/);
    expect(Math.abs(Number(shown.value) - interleaved[3 * 8 + 4]!)).toBeLessThanOrEqual(5e-7);
    expect(split[3 * 8 + k]).toBe(interleaved[3 * 8 + 4]);
    expect(shown.same).toBe('yes');
    expect(Number(shown.omega)).toBe(Number(omegas[2]!.toPrecision(6)));
    // The marks: column 4 of the interleaved table and column k of the split one.
    const marks = await page.$$eval('#layouts-svg .rosetta-mark-cell', (rects) => rects.length);
    expect(marks).toBe(3);
    const tex = await page.$$eval('#layouts-cell-tex annotation', (nodes) => nodes.map((n) => n.textContent).join(' '));
    expect(tex).toContain(String.raw`\mathrm{PE}^{\text{split}}_{3,${k}}`);
    // Hovering a split cell reads the interleaved column it came from.
    const box = (await page.locator('#layouts-svg .rosetta-hit[data-layout="split"]').boundingBox())!;
    await page.mouse.move(box.x + (5.5 / 8) * box.width, box.y + (0.5 / ROWS) * box.height);
    await expect.poll(async () => (await readout(page)).col).toBe(String(p[5]));
    expect((await readout(page)).k).toBe('5');
    // Hovering row 6 of P reads interleaved column 6 (sin₃) at the same position.
    const matrix = (await page.locator('#layouts-svg .rosetta-hit[data-layout="permutation"]').boundingBox())!;
    await page.mouse.move(matrix.x + matrix.width / 2, matrix.y + (6.5 / 8) * matrix.height);
    await expect.poll(async () => (await readout(page)).col).toBe('6');
    expect((await readout(page)).k).toBe(String(Array.from(p).indexOf(6)));
    expect((await readout(page)).row).toBe('0');
  });

  it('switches to the tensor2tensor exponent and another d, keeping them in the link', async () => {
    await page.locator('label[for="layouts-exponent-t2t"]').click();
    await page.selectOption('#layouts-dim', '12');
    await nextFrames(page);
    expect(page.url()).toMatch(/exponent=tensor2tensor/);
    expect(page.url()).toMatch(/ld=12/);
    expect(await page.textContent('#layouts-shape')).toBe('(d = 12, positions 0–5, n = 10000, tensor2tensor exponent)');
    await expectNumbers(page, 12, 10000, 'tensor2tensor', 10000);
    const notice = (await page.textContent('#layouts-notice'))!;
    expect(notice).toContain(`${ROWS * 12} of the ${ROWS * 12} cells`);
    const lowest = Number(/exactly 1\/n \(([\d.e-]+)\)/.exec(notice)![1]);
    const t2tLowest = frequencies(12, { exponent: 'tensor2tensor' })[5]!;
    expect(Math.abs(lowest - t2tLowest)).toBeLessThanOrEqual(5e-4 * t2tLowest);
    const paperLowest = Number(/stops at n−\(d−2\)\/d \(([\d.e-]+)\)/.exec(notice)![1]);
    expect(Math.abs(paperLowest - frequencies(12)[5]!)).toBeLessThanOrEqual(5e-4 * frequencies(12)[5]!);
  });

  it('opens a link on its settings, and the presets set them', async () => {
    const linked = await openView(browser!, '&ld=4&n=100&exponent=paper&theta=500000', { width: 375, height: 740 });
    expect(await linked.getAttribute('#layouts-svg', 'data-arrangement')).toBe('stacked');
    await expectNumbers(linked, 4, 100, 'paper', 500000);
    await linked.close();
    // The open page is on d = 12 with the tensor2tensor exponent: the preset sets d and θ only.
    await page.getByRole('button', { name: 'Llama 3’s θ = 500000 (d = 16)' }).click();
    await nextFrames(page);
    expect(page.url()).toMatch(/ld=16/);
    expect(page.url()).toMatch(/theta=500000/);
    await expectNumbers(page, 16, 10000, 'tensor2tensor', 500000);
  });

  it('refuses a d it cannot draw, visibly (embed query)', async () => {
    const { page: refused } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=layouts&ld=7`, {
      width: 700,
      height: 450,
    });
    const notice = refused.locator('#setting-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/ld="7" is not allowed: use an even whole number from 2 to 32/);
    await refused.close();
  });

  it('lists who uses which layout, each with a plain link to its source', async () => {
    const rows = page.locator('#layouts-usage tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    const text = (await page.textContent('#layouts-usage'))!;
    for (const name of [
      'tensor2tensor',
      'fairseq',
      'GPT-NeoX',
      'GPT-J',
      'RoFormer',
      'torchtune',
      'Llama 4',
      'DeepSeek',
    ])
      expect(text).toContain(name);
    const hrefs = await rows.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(await rows.count());
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/(arxiv\.org|github\.com)\//);
  });

  it('downloads the two tables and the permutation as CSV, and the figure as PNG', async () => {
    const fresh = await openView(browser!, '&ld=6&n=100');
    const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#layouts-csv')]);
    expect(download.suggestedFilename()).toBe('layouts-d6-n100-paper.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('table,row,c0,c1,c2,c3,c4,c5');
    const interleaved = sinusoidal(ROWS, 6, { base: 100 });
    const split = sinusoidal(ROWS, 6, { base: 100, layout: 'split' });
    for (let t = 0; t < ROWS; t++) {
      expect(lines[1 + t]!.split(',').slice(2).map(Number)).toEqual(Array.from(interleaved.subarray(t * 6, t * 6 + 6)));
      expect(lines[1 + ROWS + t]!.split(',').slice(2).map(Number)).toEqual(
        Array.from(split.subarray(t * 6, t * 6 + 6)),
      );
    }
    expect(lines[1 + 2 * ROWS]).toBe(`permutation,,${Array.from(ropePermutation(6, 'pairs', 'half')).join(',')}`);
    const [png] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#layouts-png')]);
    expect(png.suggestedFilename()).toBe('layouts-d6-n100-paper.png');
    await fresh.close();
  });

  describe('page standard', () => {
    it('shows the figure on the first screen of a 375 × 740 phone', async () => {
      const phone = await openView(browser!, '', { width: 375, height: 740 });
      const box = (await phone.locator('#layouts-figure').boundingBox())!;
      expect(box.y).toBeLessThan(740);
      // Nothing wider than the phone: the figure fits its column.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await phone.close();
    });

    for (const [width, height] of [
      [700, 450],
      [375, 450],
    ] as const) {
      it(`embed.html at ${width} × ${height} shows the interleaved table without scrolling`, async () => {
        const { page: embed } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=layouts`, {
          width,
          height,
        });
        await embed.waitForSelector('[data-view="layouts"][data-ready="true"]');
        const table = (await embed.locator('#layouts-svg .rosetta-hit[data-layout="interleaved"]').boundingBox())!;
        expect(table.y).toBeGreaterThanOrEqual(0);
        expect(table.y + table.height).toBeLessThanOrEqual(height);
        expect(table.x + table.width).toBeLessThanOrEqual(width);
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
      await touch.goto(`${inject('siteUrl')}#view=layouts`);
      await touch.waitForSelector('#panel-layouts[data-ready="true"]');
      expect((await touch.locator('#layouts-help').innerText()).trim()).toMatch(/^Tap or drag/);
      const targets = touch.locator(
        '#panel-layouts .segmented label, #panel-layouts .preset-buttons button, #panel-layouts .action, #panel-layouts select, #panel-layouts input[type="number"]',
      );
      const count = await targets.count();
      expect(count).toBeGreaterThan(8);
      for (let k = 0; k < count; k++) {
        const box = (await targets.nth(k).boundingBox())!;
        expect(box.height, await targets.nth(k).evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      await context.close();
    });
  });
});
