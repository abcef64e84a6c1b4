// The word-order view ("John likes Jane" vs "Jane likes John", textbook §15.1): numbers read from
// the page. Without positional encoding the pooled vectors of the two sentences are equal; with
// sinusoidal PE added they differ after self-attention — and a plain mean of X + PE still does not.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { sinusoidal } from '../../web/lib/index.js';
import { axeViolations } from './support/axe-check.js';
import { firstDrawStages } from './support/first-draw-stages.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

type Table = Record<string, number[]>;

/** A vector table of the view: data-row → its numbers (4 decimals, or "3.0e-8" for tiny differences). */
async function readTable(page: Page, id: string): Promise<Table> {
  // A locator reaches into the explorer's shadow root, where document.querySelectorAll would not.
  return page.locator(`#${id} tbody tr`).evaluateAll((trs: HTMLTableRowElement[]) => {
    const rows: Record<string, number[]> = {};
    for (const tr of trs) rows[tr.dataset.row!] = [...tr.querySelectorAll('td')].map((td) => Number(td.textContent));
    return rows;
  });
}

async function cellTexts(page: Page, id: string, row: string): Promise<string[]> {
  return page.locator(`#${id} tbody tr[data-row="${row}"] td`).allTextContents();
}

/** One head of self-attention (Q = K = V = X), then the mean over tokens — the test's own float64. */
function attentionMean(rows: number[][]): number[] {
  const d = rows[0]!.length;
  const outputs = rows.map((query) => {
    const scores = rows.map((key) => key.reduce((sum, v, j) => sum + v * query[j]!, 0) / Math.sqrt(d));
    const weights = scores.map(Math.exp);
    const total = weights.reduce((a, b) => a + b, 0);
    return Array.from({ length: d }, (_, j) => rows.reduce((sum, key, k) => sum + (weights[k]! / total) * key[j]!, 0));
  });
  return Array.from({ length: d }, (_, j) => outputs.reduce((sum, output) => sum + output[j]!, 0) / rows.length);
}

const WORDS_A = ['John', 'likes', 'Jane'];
const WORDS_B = ['Jane', 'likes', 'John'];

describe('word-order view', () => {
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

  it('draws the figure first, then its three sections of tables top down, a step each', async () => {
    const drawn = await firstDrawStages(browser!, `${inject('siteUrl')}#view=order`, 'panel-order');
    expect(drawn.hidden).toBe(0);
    // Always the children from the top down to one of them: what comes lies under all that is shown.
    for (const shown of drawn.shown) expect(shown).toEqual(shown.map((_, index) => index));
    // Heading, "look first", lede, controls, summary and figure; then each section, the last with
    // the status and sources lines.
    const counts = [...new Set(drawn.shown.map((shown) => shown.length))];
    expect(counts).toEqual([6, 7, 8, drawn.children]);
  });

  it('opens with labelled controls at d_model = 8, n = 10000', async () => {
    expect(await page.getAttribute('#tab-order', 'aria-selected')).toBe('true');
    expect(await page.getByLabel('base n', { exact: true }).inputValue()).toBe('10000');
    expect(await page.inputValue('#order-dmodel')).toBe('8');
    expect(await page.locator('label[for="order-dmodel"]').innerText()).toMatch(/^d\s*model$/);
    expect(await page.getAttribute('#order-summary', 'aria-live')).toBe('polite');
  });

  it('shows the word vectors and sinusoidal(3, 8) from the package', async () => {
    const embedding = await readTable(page, 'order-embedding');
    expect(Object.keys(embedding)).toEqual(['John', 'likes', 'Jane']);
    for (const values of Object.values(embedding)) expect(values).toHaveLength(8);
    const pe = await readTable(page, 'order-pe');
    const table = sinusoidal(3, 8);
    [0, 1, 2].forEach((pos) =>
      pe[`pos${pos}`]!.forEach((value, j) => {
        expect(Math.abs(value - table[pos * 8 + j]!)).toBeLessThanOrEqual(5e-5 + 1e-9);
      }),
    );
  });

  it('without PE: the pooled vectors of both sentences are equal, component by component', async () => {
    const embedding = await readTable(page, 'order-embedding');
    for (const id of ['order-mean-plain', 'order-attention-plain']) {
      expect(await page.getAttribute(`#${id}`, 'data-verdict')).toBe('identical');
      expect(await cellTexts(page, id, 'a')).toEqual(await cellTexts(page, id, 'b'));
      expect(new Set(await cellTexts(page, id, 'diff'))).toEqual(new Set(['0.0000']));
      expect(await page.locator(`#${id} td.order-differs`).count()).toBe(0);
    }
    // The mean is the mean of the three word vectors (2-decimal values, so exact to display precision).
    const mean = (await readTable(page, 'order-mean-plain')).a!;
    mean.forEach((value, j) => {
      const expected = (embedding.John![j]! + embedding.likes![j]! + embedding.Jane![j]!) / 3;
      expect(Math.abs(value - expected)).toBeLessThanOrEqual(5e-5 + 1e-9);
    });
    const attention = (await readTable(page, 'order-attention-plain')).a!;
    attentionMean(WORDS_A.map((word) => embedding[word]!)).forEach((expected, j) => {
      expect(Math.abs(attention[j]! - expected)).toBeLessThanOrEqual(5e-5 + 1e-6);
    });
  });

  it("with PE: each word's input is its vector plus the encoding of its position", async () => {
    const embedding = await readTable(page, 'order-embedding');
    const pe = await readTable(page, 'order-pe');
    for (const [id, words] of [
      ['order-inputs-a', WORDS_A],
      ['order-inputs-b', WORDS_B],
    ] as const) {
      const inputs = await readTable(page, id);
      words.forEach((word, pos) =>
        inputs[word]!.forEach((value, j) => {
          expect(Math.abs(value - (embedding[word]![j]! + pe[`pos${pos}`]![j]!))).toBeLessThanOrEqual(1e-4 + 1e-9);
        }),
      );
    }
    // "John" first and "John" last are different vectors now.
    expect((await readTable(page, 'order-inputs-a')).John).not.toEqual((await readTable(page, 'order-inputs-b')).John);
  });

  it('with PE: a plain mean is still equal (up to float32 rounding), self-attention tells the sentences apart', async () => {
    const mean = await readTable(page, 'order-mean-pe');
    expect(['identical', 'rounding']).toContain(await page.getAttribute('#order-mean-pe', 'data-verdict'));
    for (const value of mean.diff!) expect(Math.abs(value)).toBeLessThan(1e-6);
    mean.a!.forEach((value, j) => expect(Math.abs(value - mean.b![j]!)).toBeLessThanOrEqual(1e-4 + 1e-9));

    const attention = await readTable(page, 'order-attention-pe');
    expect(await page.getAttribute('#order-attention-pe', 'data-verdict')).toBe('differ');
    expect(Math.max(...attention.diff!.map(Math.abs))).toBeGreaterThan(0.1);
    // The difference row is a − b (each of the three printed to 4 decimals).
    attention.diff!.forEach((value, j) => {
      expect(Math.abs(value - (attention.a![j]! - attention.b![j]!))).toBeLessThanOrEqual(1.5e-4 + 1e-9);
    });
    // Highlighted: exactly the components whose difference shows at 4 decimals.
    const visible = attention.diff!.filter((value) => Math.abs(value) >= 5e-5).length;
    expect(await page.locator('#order-attention-pe tr[data-row="diff"] td.order-differs').count()).toBe(visible);
    // And the pooled vectors are what attention gives on the displayed inputs (4-decimal inputs:
    // an error of 5e-5 per input moves these outputs by well under 1e-3).
    const inputsA = await readTable(page, 'order-inputs-a');
    const inputsB = await readTable(page, 'order-inputs-b');
    attentionMean(WORDS_A.map((word) => inputsA[word]!)).forEach((expected, j) => {
      expect(Math.abs(attention.a![j]! - expected)).toBeLessThan(1e-3);
    });
    attentionMean(WORDS_B.map((word) => inputsB[word]!)).forEach((expected, j) => {
      expect(Math.abs(attention.b![j]! - expected)).toBeLessThan(1e-3);
    });
    expect(await page.locator('#order-summary').innerText()).toMatch(
      /With PE: the mean is .*, after self-attention different in \d+ of 8 components/,
    );
  });

  it('recomputes for d_model 16 and 4 and another base n', async () => {
    await page.selectOption('#order-dmodel', '16');
    await nextFrames(page);
    expect((await readTable(page, 'order-attention-pe')).a).toHaveLength(16);
    expect(await page.getAttribute('#order-attention-plain', 'data-verdict')).toBe('identical');
    expect(await page.getAttribute('#order-attention-pe', 'data-verdict')).toBe('differ');

    await page.focus('#order-dmodel');
    await page.selectOption('#order-dmodel', '4');
    await page.selectOption('#order-base', '100');
    await nextFrames(page);
    const pe = await readTable(page, 'order-pe');
    const table = sinusoidal(3, 4, { base: 100 });
    expect(pe.pos1!.map((v, j) => Math.abs(v - table[4 + j]!) <= 5e-5 + 1e-9)).toEqual([true, true, true, true]);
    expect(pe.pos1![2]).toBeCloseTo(0.0998, 4); // sin(1/100^(2/4)) = sin(0.1)
    expect(await page.getAttribute('#order-mean-plain', 'data-verdict')).toBe('identical');
    expect(await page.getAttribute('#order-attention-pe', 'data-verdict')).toBe('differ');
    expect(await page.locator('#order-summary').innerText()).toMatch(/^d_model = 4, n = 100\./);
  });

  it('keeps its tables inside their own scrolling boxes at 375 px, light and dark, and passes axe-core', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const narrow = await openPage(browser!, `${inject('siteUrl')}#view=order`, {
        width: 375,
        height: 800,
        colorScheme,
      });
      await narrow.page.waitForSelector('#panel-order[data-ready="true"]');
      expect(
        await narrow.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      expect(await axeViolations(narrow.page, ['pe-explorer', '#panel-order'])).toEqual([]);
      expect(narrow.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
      await narrow.page.close();
    }
  });

  it('passes axe-core (WCAG 2.1 AA and best practice) at 1280 px', async () => {
    expect(await axeViolations(page, ['pe-explorer', '#panel-order'])).toEqual([]);
  });

  it('logged no errors, failed requests, foreign requests or CSP violations', async () => {
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });
});
