// The word-order figure (issue 16, item 11): "John likes Jane" and "Jane likes John" side by
// side, without and with PE — each sentence's inputs, self-attention outputs and their mean as
// coloured cells. The cells' values are read back from the page and checked against the package
// (inputs) and a float64 self-attention written here (outputs): without PE the second sentence's
// outputs are the first's, reordered, and the means are equal; with PE they differ. In a 450 px
// embed a compact layout of the same figure (the means and their difference) fits the frame.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { addPositionalEncoding } from '../../web/lib/index.js';
import { EMBEDDING, SENTENCE_A, SENTENCE_B } from '../../web/app/documents/word-order.js';
import { launchChromium, openPage, type OpenedPage } from './support/open-page.js';

const D = 8;
/** Attention weights come from the core in float32 (relative error ≤ 2^-24 each, ~6e-8); outputs
 *  sum three weighted vectors with |x| ≤ 2, so they can move by 3 · 2 · 6e-8 < 1e-6. */
const FLOAT32_WEIGHTS = 1e-6;

type Panel = Record<string, Record<string, number[]>>;

/** panel → sentence (a, b, difference) → row key → the values of its cells. */
async function readPanel(page: Page, key: string): Promise<Panel> {
  return page.locator(`.order-figure-panel[data-panel="${key}"]`).evaluate((svg) => {
    const result: Record<string, Record<string, number[]>> = {};
    for (const group of svg.querySelectorAll<SVGGElement>('g[data-sentence]')) {
      const rows: Record<string, number[]> = {};
      for (const strip of group.querySelectorAll<SVGGElement>('.order-figure-strip')) {
        rows[strip.dataset.row!] = [...strip.querySelectorAll('rect')].map((rect) => Number(rect.dataset.value));
      }
      result[group.dataset.sentence!] = rows;
    }
    return result;
  });
}

/** One head of self-attention (Q = K = V = X), float64: each token's output. */
function attention(rows: number[][]): number[][] {
  const d = rows[0]!.length;
  return rows.map((query) => {
    const scores = rows.map((key) => key.reduce((sum, v, j) => sum + v * query[j]!, 0) / Math.sqrt(d));
    const weights = scores.map(Math.exp);
    const total = weights.reduce((a, b) => a + b, 0);
    return Array.from({ length: d }, (_, j) => rows.reduce((sum, key, k) => sum + (weights[k]! / total) * key[j]!, 0));
  });
}

function rowsOf(values: ArrayLike<number>): number[][] {
  return [0, 1, 2].map((t) => Array.from(values).slice(t * D, (t + 1) * D));
}

function expectClose(shown: number[], expected: number[], tolerance: number): void {
  expect(shown).toHaveLength(expected.length);
  shown.forEach((value, j) => expect(Math.abs(value - expected[j]!)).toBeLessThanOrEqual(tolerance));
}

describe('word-order figure', () => {
  let browser: Browser | undefined;
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    opened = await openPage(browser, `${inject('siteUrl')}#view=order`);
    page = opened.page;
    await page.waitForSelector('#panel-order[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws both orders side by side, without and with PE, as two labelled panels', async () => {
    expect(
      await page.locator('.order-figure-panel').evaluateAll((svgs) => svgs.map((svg) => svg.dataset.panel)),
    ).toEqual(['plain', 'pe']);
    const labels = await page
      .locator('.order-figure-panel')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')));
    expect(labels[0]).toMatch(/^Without positional encoding: .*the means are equal/);
    expect(labels[1]).toMatch(/^With positional encoding: .*the means differ, by up to 0\.\d{4}\.$/);
    const words = await page
      .locator('.order-figure-panel[data-panel="pe"] g[data-sentence="b"] .order-figure-label')
      .allTextContents();
    expect(words.slice(0, 3)).toEqual(['Jane + PE(0)', 'likes + PE(1)', 'John + PE(2)']);
  });

  it('on a 375 px phone puts one sentence above the other at full size, and side by side again when wide', async () => {
    const phone = await openPage(browser!, `${inject('siteUrl')}#view=order`, { width: 375, height: 740 });
    await phone.page.waitForSelector('#panel-order[data-ready="true"]');
    const layout = () =>
      phone.page.locator('.order-figure-panel').evaluateAll((svgs) =>
        svgs.map((svg) => ({
          layout: (svg as SVGSVGElement).dataset.layout,
          // Drawn at its own size: the rendered width is the viewBox's, nothing scaled down.
          scale: svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox')!.split(' ')[2]),
          right: svg.getBoundingClientRect().right,
        })),
      );
    for (const panel of await layout()) {
      expect(panel.layout).toBe('stacked');
      expect(panel.scale).toBeCloseTo(1, 5);
      expect(panel.right).toBeLessThanOrEqual(375);
    }
    expect(await phone.page.locator('#order-figure-caption').innerText()).toMatch(
      /“John likes Jane” first, “Jane likes John” under it/,
    );
    // The same numbers as side by side: the cells of the second sentence.
    const stacked = await readPanel(phone.page, 'pe');
    await phone.page.setViewportSize({ width: 1280, height: 740 });
    await expect
      .poll(async () => (await layout()).map((panel) => panel.layout))
      .toEqual(['side-by-side', 'side-by-side']);
    expect(await readPanel(phone.page, 'pe')).toEqual(stacked);
    expect(await phone.page.locator('#order-figure-caption').innerText()).toMatch(/Left of each panel/);
    expect(phone.problems.consoleErrors).toEqual([]);
    await phone.page.close();
  });

  it('without PE: the same input vectors reordered, outputs reordered with them, equal means', async () => {
    const panel = await readPanel(page, 'plain');
    const inputsA = SENTENCE_A.map((word) => EMBEDDING[word].slice(0, D).map((v) => Math.fround(v)));
    const inputsB = SENTENCE_B.map((word) => EMBEDDING[word].slice(0, D).map((v) => Math.fround(v)));
    inputsA.forEach((row, t) => expect(panel.a![`input-${t}`]).toEqual(row));
    inputsB.forEach((row, t) => expect(panel.b![`input-${t}`]).toEqual(row));
    const outputsA = attention(inputsA);
    outputsA.forEach((row, t) => expectClose(panel.a![`output-${t}`]!, row, FLOAT32_WEIGHTS));
    // "Jane likes John" is "John likes Jane" read backwards: its outputs are A's, in reverse.
    [2, 1, 0].forEach((t, k) => expectClose(panel.b![`output-${k}`]!, panel.a![`output-${t}`]!, FLOAT32_WEIGHTS));
    expectClose(panel.difference!.difference!, new Array(D).fill(0), FLOAT32_WEIGHTS);
  });

  it('with PE: inputs from addPositionalEncoding, and outputs whose means differ', async () => {
    const panel = await readPanel(page, 'pe');
    const plainA = new Float32Array(SENTENCE_A.flatMap((word) => EMBEDDING[word].slice(0, D)));
    const plainB = new Float32Array(SENTENCE_B.flatMap((word) => EMBEDDING[word].slice(0, D)));
    const withPeA = rowsOf(addPositionalEncoding(plainA, [1, 3, D], { base: 10000 }));
    const withPeB = rowsOf(addPositionalEncoding(plainB, [1, 3, D], { base: 10000 }));
    withPeA.forEach((row, t) => expect(panel.a![`input-${t}`]).toEqual(row));
    withPeB.forEach((row, t) => expect(panel.b![`input-${t}`]).toEqual(row));
    const outputsA = attention(withPeA);
    const outputsB = attention(withPeB);
    outputsA.forEach((row, t) => expectClose(panel.a![`output-${t}`]!, row, FLOAT32_WEIGHTS));
    outputsB.forEach((row, t) => expectClose(panel.b![`output-${t}`]!, row, FLOAT32_WEIGHTS));
    const mean = (rows: number[][]) => Array.from({ length: D }, (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / 3);
    const difference = mean(outputsA).map((v, j) => v - mean(outputsB)[j]!);
    expectClose(panel.difference!.difference!, difference, 2 * FLOAT32_WEIGHTS);
    expect(Math.max(...difference.map(Math.abs))).toBeGreaterThan(0.1);
    // The same largest difference the tables below report for self-attention with PE.
    const tableDifference = await page.locator('#order-attention-pe tbody tr[data-row="diff"] td').allTextContents();
    expect(Math.max(...tableDifference.map((text) => Math.abs(Number(text))))).toBeCloseTo(
      Math.max(...difference.map(Math.abs)),
      4,
    );
  });

  it('shows a compact layout in a 450 px embed: each sentence’s mean output and their difference, inside the frame', async () => {
    // The full page draws the full figure only.
    expect(await page.locator('.order-figure-panels').isVisible()).toBe(true);
    expect(await page.locator('.order-figure-compact').isVisible()).toBe(false);
    const plainA = new Float32Array(SENTENCE_A.flatMap((word) => EMBEDDING[word].slice(0, D)));
    const plainB = new Float32Array(SENTENCE_B.flatMap((word) => EMBEDDING[word].slice(0, D)));
    const inputs = {
      plain: [rowsOf(plainA), rowsOf(plainB)],
      pe: [
        rowsOf(addPositionalEncoding(plainA, [1, 3, D], { base: 10000 })),
        rowsOf(addPositionalEncoding(plainB, [1, 3, D], { base: 10000 })),
      ],
    };
    const mean = (rows: number[][]) => Array.from({ length: D }, (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / 3);
    for (const frame of [
      { width: 700, height: 450 },
      { width: 375, height: 450 },
    ]) {
      const embed = await openPage(browser!, `${inject('siteUrl')}embed.html?view=order`, frame);
      await embed.page.waitForSelector('#panel-order[data-ready="true"]');
      expect(await embed.page.locator('.order-figure-panels').isVisible()).toBe(false);
      const figure = (await embed.page.locator('#order-figure').boundingBox())!;
      expect(figure.y).toBeGreaterThanOrEqual(0);
      expect(figure.y + figure.height).toBeLessThanOrEqual(frame.height);
      expect(figure.x + figure.width).toBeLessThanOrEqual(frame.width);
      for (const key of ['plain', 'pe'] as const) {
        const rows = await embed.page
          .locator(`.order-figure-means[data-panel="${key}"]`)
          .evaluate((svg) =>
            Object.fromEntries(
              [...svg.querySelectorAll<SVGGElement>('.order-figure-strip')].map((strip) => [
                strip.dataset.row!,
                [...strip.querySelectorAll('rect')].map((rect) => Number(rect.dataset.value)),
              ]),
            ),
          );
        const [a, b] = inputs[key].map((sentence) => mean(attention(sentence)));
        expectClose(rows['mean-a']!, a!, FLOAT32_WEIGHTS);
        expectClose(rows['mean-b']!, b!, FLOAT32_WEIGHTS);
        expectClose(
          rows.difference!,
          a!.map((v, j) => v - b![j]!),
          2 * FLOAT32_WEIGHTS,
        );
        const verdict = await embed.page
          .locator(`.order-figure-means[data-panel="${key}"] .order-figure-verdict`)
          .textContent();
        expect(verdict).toMatch(key === 'plain' ? /^means equal \(difference / : /^means differ, by up to 0\.\d{4}$/);
      }
      expect(embed.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
      await embed.page.close();
    }
  });

  it('colours every cell on one scale whose legend gives the numbers, and redraws for d_model = 16', async () => {
    expect(await page.locator('.order-figure-legend-item').allInnerTexts()).toEqual([
      '-2.0',
      '-1.0',
      '0',
      '1.0',
      '2.0',
    ]);
    await page.locator('#order-dmodel').selectOption('16');
    await page.waitForFunction(
      () =>
        document
          .querySelector('pe-explorer')!
          .shadowRoot!.querySelectorAll(
            '.order-figure-panel[data-panel="pe"] g[data-sentence="a"] [data-row="input-0"] rect',
          ).length === 16,
    );
    const panel = await readPanel(page, 'plain');
    expectClose(panel.difference!.difference!, new Array(16).fill(0), FLOAT32_WEIGHTS);
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });
});
