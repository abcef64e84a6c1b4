// The attention lab as a reader meets it. Its inputs are rebuilt here from the documents (the
// textbook's "John likes Jane" vectors, first 4 columns) and the seeds it names
// (np.random.seed(15) for W_q, W_k; np.random.seed(16) for the T5 table); q = x·W is projected here
// in float64 (a test-side reference), and every number the page prints is compared with the
// package's attentionDecomposition(), attentionScores() and sinusoidal() on those inputs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, {
  addPositionalEncoding,
  attentionDecomposition,
  attentionScores,
  sinusoidal,
} from '../../web/lib/index.js';
import { EMBEDDING, SENTENCE_A } from '../../web/app/documents/word-order.js';
import { numpyRand } from '../../web/app/figures/mt19937.js';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';

const D = 4;
const BASE = 100;
const draws = numpyRand(15, 2, D * D);
const WQ = Float32Array.from(draws.subarray(0, D * D), (v) => v - 0.5);
const WK = Float32Array.from(draws.subarray(D * D), (v) => v - 0.5);
const T5_TABLE = Float32Array.from(numpyRand(16, 32, 1), (v) => v * 2 - 1);

function embed(words: readonly string[]): Float32Array {
  return Float32Array.from(words.flatMap((word) => EMBEDDING[word as keyof typeof EMBEDDING].slice(0, D)));
}

/** x·W in float64, rounded once to float32. */
function project(x: Float32Array, w: Float32Array): Float32Array {
  const rows = x.length / D;
  const out = new Float32Array(rows * D);
  for (let i = 0; i < rows; i++)
    for (let c = 0; c < D; c++) {
      let sum = 0;
      for (let r = 0; r < D; r++) sum += x[i * D + r]! * w[r * D + c]!;
      out[i * D + c] = sum;
    }
  return out;
}

function scoresOf(words: readonly string[], softmax = false): Record<string, Float32Array> {
  const x = embed(words);
  const L = words.length;
  const q = project(x, WQ);
  const k = project(x, WK);
  const xp = addPositionalEncoding(x, [1, L, D], { base: BASE });
  const tile = (v: Float32Array) => Float32Array.from({ length: 8 * v.length }, (_, n) => v[n % v.length]!);
  return {
    none: attentionScores(q, k, [1, L, D], { softmax }),
    sinusoid: attentionScores(project(xp, WQ), project(xp, WK), [1, L, D], { softmax }),
    rope: attentionScores(q, k, [1, L, D], { encoding: 'rope', base: BASE, softmax }),
    alibi: attentionScores(tile(q), tile(k), [8, L, D], { encoding: 'alibi', mode: 'symmetric', softmax }).slice(
      0,
      L * L,
    ),
    t5: attentionScores(q, k, [1, L, D], { encoding: 't5', bias: T5_TABLE, numBuckets: 32, softmax }),
  };
}

const number = (text: string): number => Number(text.replace('−', '-'));

/** Printed with `digits` significant digits: within half a unit of the last one (plus float32 slack). */
function expectPrinted(shown: string, expected: number, digits: number): void {
  expect(shown).not.toBe('');
  if (Math.abs(expected) < 1e-12) {
    expect(Math.abs(number(shown))).toBeLessThan(1e-6);
    return;
  }
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(expected))) - digits + 1);
  expect(Math.abs(number(shown) - expected)).toBeLessThanOrEqual(unit / 2 + 1e-6 * Math.abs(expected));
}

async function gridTexts(page: Page, id: string): Promise<string[]> {
  return page.$$eval(`#${id} .grid-cells text`, (texts) => texts.map((text) => text.textContent ?? ''));
}

async function readout(page: Page): Promise<Record<string, string>> {
  return page.$$eval('#lab-readout [data-field]', (cells) =>
    Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
  );
}

describe('attention lab (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;
  const L = 3;
  const pe = () => sinusoidal(L, D, { base: BASE });

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    page = (await openPage(browser, `${inject('siteUrl')}#view=attention`)).page;
    await page.waitForSelector('#panel-attention[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('prints the four terms and their sum as attentionDecomposition() computes them', async () => {
    const terms = attentionDecomposition(embed(SENTENCE_A), pe(), WQ, WK, [L, D, D]);
    for (const key of ['contentContent', 'contentPosition', 'positionContent', 'positionPosition', 'total'] as const) {
      const texts = await gridTexts(page, `lab-term-${key}`);
      expect(texts, key).toHaveLength(L * L);
      texts.forEach((text, k) => expectPrinted(text, terms[key][k]!, 2));
    }
    // The sum is the four terms added, up to their float32 roundings.
    for (let k = 0; k < L * L; k++) {
      const sum =
        terms.contentContent[k]! + terms.contentPosition[k]! + terms.positionContent[k]! + terms.positionPosition[k]!;
      expect(Math.abs(sum - terms.total[k]!)).toBeLessThan(1e-6);
    }
  });

  it('reads a cell on hover and from the keyboard, to 7 digits', async () => {
    const terms = attentionDecomposition(embed(SENTENCE_A), pe(), WQ, WK, [L, D, D]);
    let shown = await readout(page);
    expect(shown.figure).toMatch(/^added: \(x\+e\)/);
    expectPrinted(shown.value!, terms.total[0 * L + 2]!, 7);
    const hit = page.locator('#lab-term-positionPosition .grid-hit');
    const box = (await hit.boundingBox())!;
    await page.mouse.move(box.x + (1.5 / L) * box.width, box.y + (2.5 / L) * box.height);
    shown = await readout(page);
    expect(shown.query).toBe('2 “Jane”');
    expect(shown.key).toBe('1 “likes”');
    expectPrinted(shown.value!, terms.positionPosition[2 * L + 1]!, 7);
    await hit.focus();
    await page.keyboard.press('ArrowLeft');
    expectPrinted((await readout(page)).value!, terms.positionPosition[2 * L + 0]!, 7);
    // The formula sums the four terms of that cell, each as the decomposition gives it (4 digits).
    const tex = (await page.locator('#lab-formula annotation').textContent())!;
    const numbers = tex
      .split('=')
      .slice(1)
      .join('=')
      .match(/-?\d+(\.\d+)?(e-?\d+)?/g)!
      .map(Number);
    const at = 2 * L + 0;
    const expected = [
      terms.contentContent[at]!,
      terms.contentPosition[at]!,
      terms.positionContent[at]!,
      terms.positionPosition[at]!,
      terms.total[at]!,
    ];
    expect(numbers).toHaveLength(5);
    numbers.forEach((value, k) => expectPrinted(String(value), expected[k]!, 4));
  });

  it('downloads every matrix it shows as CSV, with the values of the core', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV (every matrix)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('attention-john-n100-scores.csv');
    const text = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(text).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('matrix,query,key,value');
    const terms = attentionDecomposition(embed(SENTENCE_A), pe(), WQ, WK, [L, D, D]);
    const sums = lines.filter((line) => line.startsWith('"added: (x+e)'));
    expect(sums).toHaveLength(L * L);
    // 9 significant digits give every float32 back exactly.
    sums.forEach((line, k) => expect(Math.fround(Number(line.split(',').at(-1)))).toBe(terms.total[k]));
    expect(lines).toHaveLength(1 + 15 * L * L);
  });

  it('prints the scores under the five encodings as attentionScores() does', async () => {
    const expected = scoresOf(SENTENCE_A);
    for (const key of ['none', 'sinusoid', 'rope', 'alibi', 't5']) {
      const texts = await gridTexts(page, `lab-enc-${key}`);
      texts.forEach((text, k) => expectPrinted(text, expected[key]![k]!, 2));
    }
  });

  it('says which encodings notice the swap, with the largest change the core gives', async () => {
    const before = scoresOf(SENTENCE_A);
    const after = scoresOf([...SENTENCE_A].reverse());
    const moved = (i: number) => L - 1 - i;
    const rows = await page.$$eval('#lab-swap-table tbody tr', (trs) =>
      trs.map((tr) => ({
        key: (tr as HTMLElement).dataset.encoding!,
        change: tr.querySelector('[data-field="change"]')!.textContent!,
        verdict: tr.querySelector('[data-field="verdict"]')!.textContent!,
      })),
    );
    const verdicts: Record<string, string> = {};
    for (const row of rows) {
      let largest = 0;
      for (let i = 0; i < L; i++)
        for (let j = 0; j < L; j++)
          largest = Math.max(
            largest,
            Math.abs(after[row.key]![moved(i) * L + moved(j)]! - before[row.key]![i * L + j]!),
          );
      expectPrinted(row.change, largest, 3);
      verdicts[row.key] = row.verdict;
    }
    // No encoding: a permutation only. ALiBi's symmetric bias reads a 3-word sentence the same backwards.
    expect(verdicts).toEqual({ none: 'no', sinusoid: 'yes', rope: 'yes', alibi: 'no', t5: 'yes' });
  });

  it('concatenation [x; e] makes the cross terms exactly 0', async () => {
    for (const key of ['contentPosition', 'positionContent'])
      expect(new Set(await gridTexts(page, `lab-cat-${key}`))).toEqual(new Set(['0']));
    const half = (v: Float32Array, second: boolean) =>
      Float32Array.from({ length: L * 2 * D }, (_, n) => {
        const [row, col] = [Math.floor(n / (2 * D)), n % (2 * D)];
        return second === col >= D ? v[row * D + (col % D)]! : 0;
      });
    const block = (w: Float32Array) =>
      Float32Array.from({ length: 4 * D * D }, (_, n) => {
        const [r, c] = [Math.floor(n / (2 * D)), n % (2 * D)];
        return r < D === c < D ? w[(r % D) * D + (c % D)]! : 0;
      });
    const concat = attentionDecomposition(half(embed(SENTENCE_A), false), half(pe(), true), block(WQ), block(WK), [
      L,
      2 * D,
      2 * D,
    ]);
    (await gridTexts(page, 'lab-cat-total')).forEach((text, k) => expectPrinted(text, concat.total[k]!, 2));
  });

  it('slides i and j together: e·e and RoPE stay put, the seeded fourth term moves', async () => {
    const n = 24;
    const zeros = new Float32Array(n * D);
    const slide = sinusoidal(n, D, { base: BASE });
    const seeded = attentionDecomposition(zeros, slide, WQ, WK, [n, D, D]).positionPosition;
    const diagonal = Array.from({ length: n - 3 }, (_, i) => seeded[i * n + i + 3]!);
    const rows = await page.$$eval('#lab-relative-table tbody tr', (trs) =>
      trs.map((tr) => ['min', 'max', 'spread'].map((f) => tr.querySelector(`[data-field="${f}"]`)!.textContent!)),
    );
    expect(rows).toHaveLength(3);
    expectPrinted(rows[1]![0]!, Math.min(...diagonal), 7);
    expectPrinted(rows[1]![1]!, Math.max(...diagonal), 7);
    expect(number(rows[1]![2]!)).toBeGreaterThan(0.1);
    // W = I and RoPE: flat up to float32 rounding.
    expect(Math.abs(number(rows[0]![2]!))).toBeLessThan(1e-6);
    expect(Math.abs(number(rows[2]![2]!))).toBeLessThan(1e-6);
    expect(await page.locator('#lab-relative path.series-line').count()).toBe(3);
  });

  it('shows softmax weights when asked: rows of attentionScores(…, { softmax: true })', async () => {
    await page.selectOption('#lab-show', 'weights');
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('lab-show=weights');
    await nextFrames(page);
    const expected = scoresOf(SENTENCE_A, true);
    for (const key of ['none', 'rope', 't5'])
      (await gridTexts(page, `lab-enc-${key}`)).forEach((text, k) => expectPrinted(text, expected[key]![k]!, 2));
  });

  for (const [width, height] of [
    [700, 450],
    [375, 450],
  ] as const) {
    it(`embed at ${width} × ${height}: the first term's matrix is in the frame without scrolling`, async () => {
      const embedPage = (await openPage(browser!, `${inject('siteUrl')}embed.html?view=attention`, { width, height }))
        .page;
      await embedPage.waitForSelector('.view-panel:not([hidden])[data-ready="true"]');
      const box = (await embedPage.locator('#lab-term-contentContent').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      await embedPage.close();
    });
  }

  it('gives every control 44 px on a touch screen and fits a 375 px screen', async () => {
    const context = await browser!.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const touch = await context.newPage();
    await touch.goto(`${inject('siteUrl')}#view=attention`);
    await touch.waitForSelector('#panel-attention[data-ready="true"]');
    const small = await touch.$$eval('#panel-attention select, #panel-attention input', (controls) =>
      controls.filter((control) => control.getBoundingClientRect().height < 44).map((control) => control.id),
    );
    expect(small).toEqual([]);
    expect(await touch.locator('#lab-help').innerText()).toMatch(/^Tap or drag across a cell, or focus/);
    expect(await touch.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
