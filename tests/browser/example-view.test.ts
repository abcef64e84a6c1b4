// The worked-example stepper as a reader meets it: every number it prints, read from the DOM,
// against the numbers the article prints (n = 100 and n = 10000), step by step with Next, the
// keyboard and the progress list; the URL hash keeps the step; a link opens that step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { addPositionalEncoding } from '../../web/lib/index.js';
import {
  DIV_TERM_D4_N100,
  DIV_TERM_D4_N10000,
  EMBEDDINGS,
  PE_N100_2_DECIMALS,
  PE_N100_4_DECIMALS,
  PE_N100_FIRST_6_ROWS,
  PE_N10000_2_DECIMALS,
  SUMS_DIFFERING_N100,
  SUMS_DIFFERING_N10000,
  SUMS_N100,
  SUMS_N10000,
  TOKENS,
} from './fixtures/article-example.js';
import { drawnFormulas, katexRuntimeFetched } from './support/katex-drawn.js';
import { launchChromium, openPage, type OpenedPage } from './support/open-page.js';
import { focusedElement } from './support/shadow-dom.js';

const STEP_COUNT = 8;
const PANEL = '#panel-example';
/** The article added unrounded embeddings; the page adds the printed ones (see the fixture). */
const LAST_DIGIT = 0.01 + 1e-9;

/** The texts of the numbers in the printed tensor `name`, in row-major order. */
async function tensorCells(page: Page, name: string): Promise<string[]> {
  return page.locator(`${PANEL} .ex-tensor-box[data-tensor="${name}"] [role="gridcell"]`).allTextContents();
}

async function tensorLines(page: Page, name: string): Promise<string[]> {
  const text = await page.locator(`${PANEL} .ex-tensor-box[data-tensor="${name}"]`).innerText();
  return text.split('\n');
}

function fixed(values: number[], decimals: number): string[] {
  return values.map((value) => value.toFixed(decimals));
}

/** Flat index of [sequence, position, dimension] in the (3, 6, 4) batch. */
function flatIndex([s, p, d]: readonly [number, number, number]): number {
  return (s * 6 + p) * 4 + d;
}

async function expectStep(page: Page, index: number, base: 100 | 10000): Promise<void> {
  await page.waitForSelector(`${PANEL}[data-step="${index}"][data-base="${base}"]`);
  expect(await page.textContent(`${PANEL} .ex-indicator`)).toBe(`Step ${index + 1} of ${STEP_COUNT}`);
  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(hash.get('view')).toBe('example');
  expect(hash.get('step')).toBe(String(index + 1)); // links count steps from 1, as the page does
  expect(hash.get('en')).toBe(String(base));
  expect(await page.getAttribute(`${PANEL} .ex-jump[data-step="${index}"]`, 'aria-current')).toBe('step');
  expect(await page.getAttribute(`${PANEL} .ex-base button[data-base="${base}"]`, 'aria-pressed')).toBe('true');
}

async function clickNext(page: Page): Promise<void> {
  await page.locator(PANEL).getByRole('button', { name: 'Next', exact: true }).click();
}

/** Every sum within one unit in the last digit of the print; exactly the print except where marked. */
async function expectSums(
  page: Page,
  printed: number[][][],
  differing: ReadonlyArray<readonly [number, number, number]>,
  base: 100 | 10000,
): Promise<void> {
  const article = printed.flat(2);
  const shown = await tensorCells(page, 'sums');
  expect(shown).toHaveLength(72);
  const marked = await page
    .locator(`${PANEL} .ex-tensor-box[data-tensor="sums"] [role="gridcell"]`)
    .evaluateAll((cells) => cells.flatMap((cell, k) => (cell.classList.contains('ex-differs') ? [k] : [])));
  expect(marked).toEqual(differing.map(flatIndex));
  // The list agrees with the package: printed embeddings + PE, rounded as the page rounds.
  const recomputed = addPositionalEncoding(new Float32Array(EMBEDDINGS.flat(2)), [3, 6, 4], { base });
  expect(shown).toEqual(Array.from(recomputed, (value) => value.toFixed(2)));
  const differ = new Set(marked);
  shown.forEach((text, k) => {
    expect(Math.abs(Number(text) - article[k]!)).toBeLessThanOrEqual(LAST_DIGIT);
    if (differ.has(k)) expect(text).not.toBe(article[k]!.toFixed(2));
    else expect(text).toBe(article[k]!.toFixed(2));
  });
  expect(await page.getAttribute(`${PANEL} .ex-differences`, 'data-differing')).toBe(String(differing.length));
  expect(await page.textContent(`${PANEL} .ex-differences`)).toContain(`${differing.length} of 72 values differ`);
  const [first] = differing;
  if (first) {
    const title = await page.getAttribute(
      `${PANEL} .ex-tensor-box[data-tensor="sums"] [data-index="${flatIndex(first)}"]`,
      'title',
    );
    expect(title).toContain(`the article prints ${article[flatIndex(first)]!.toFixed(2)}`);
  }
}

describe('worked-example stepper (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let opened: OpenedPage;
  let page: Page;
  const otherPages: OpenedPage[] = [];

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    opened = await openPage(browser, `${inject('siteUrl')}#view=example&step=1&en=100`);
    page = opened.page;
    await page.waitForSelector(`${PANEL}[data-ready="true"]`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('step 1: the reconstructed sentences, their tokens and indices from a sorted vocabulary', async () => {
    await expectStep(page, 0, 100);
    expect(await page.getAttribute(`${PANEL} .ex-back`, 'aria-disabled')).toBe('true');
    const caveat = await page.textContent(`${PANEL} .ex-caveat`);
    expect(caveat).toMatch(/Reconstructed/);
    expect(caveat).toMatch(/not the article’s/);
    const tokens = await page
      .locator(`${PANEL} .ex-tokens`)
      .evaluateAll((lists) =>
        lists.map((list) => Array.from(list.querySelectorAll('.ex-token-word'), (word) => word.textContent)),
      );
    expect(tokens).toEqual(TOKENS);
    const vocabulary = [...new Set(TOKENS.flat())].sort();
    const indices = TOKENS.flat().map((token) => String(vocabulary.indexOf(token)));
    expect(await tensorCells(page, 'indices')).toEqual(indices);
    expect((await tensorLines(page, 'indices'))[0]).toMatch(/^tensor\(\[\[ 5, 13, 11, 12, {2}2, {2}7\],/);
  });

  it('step 2: the embeddings exactly as printed, laid out like PyTorch and labelled by token', async () => {
    await clickNext(page);
    await expectStep(page, 1, 100);
    expect(await page.textContent('#example-announce')).toBe('Step 2 of 8: Embeddings (3, 6, 4), n = 100.');
    expect(await tensorCells(page, 'embeddings')).toEqual(fixed(EMBEDDINGS.flat(2), 2));
    const lines = await tensorLines(page, 'embeddings');
    expect(lines[0]).toMatch(/^tensor\(\[\[\[-0\.27, -0\.82, {2}0\.33, {2}1\.39\], +# i$/);
    expect(lines[1]).toMatch(/^ {9}\[ 1\.72, -0\.63, -1\.13, {2}0\.10\], +# wonder$/);
    expect(lines[7]).toMatch(/^ {8}\[\[ 0\.06, -0\.34, {2}2\.08, -1\.24\], +# this$/);
    expect(lines.at(-1)).toMatch(/\]\]\], grad_fn=<EmbeddingBackward0>\) +# split$/);
  });

  it('step 3: div_term by both forms of the formula, and the article’s tensor([1.0000, 0.1000])', async () => {
    await clickNext(page);
    await expectStep(page, 2, 100);
    const expected = fixed(DIV_TERM_D4_N100, 4);
    expect(await tensorCells(page, 'div-term')).toEqual(expected);
    expect(await tensorLines(page, 'div-term')).toEqual(['tensor([1.0000, 0.1000])']);
    expect(await page.locator(`${PANEL} td[data-form="log"]`).allTextContents()).toEqual(expected);
    expect(await page.locator(`${PANEL} td[data-form="power"]`).allTextContents()).toEqual(expected);
    expect(await page.locator(`${PANEL} .ex-formula .katex`).count()).toBeGreaterThan(0);
    expect(await page.locator(`${PANEL} .ex-formula math`).count()).toBeGreaterThan(0);
  });

  it('step 4 by the keyboard: the angles k·div_term; inside a tensor the arrows move between numbers', async () => {
    await page.locator(`${PANEL} .ex-next`).focus();
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 3, 100);
    const expected = Array.from({ length: 10 }, (_, k) => DIV_TERM_D4_N100.map((w) => (k * w).toFixed(4))).flat();
    expect(await tensorCells(page, 'angles')).toEqual(expected);

    await page.locator(`${PANEL} .ex-tensor-box[data-tensor="angles"] [data-index="0"]`).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await (await focusedElement(page)).evaluate((element) => element.dataset.index)).toBe('3');
    // frequencies() is float64 exp(−2i·ln(n)/d), as torch computes it: 0.1 up to the last bit.
    const readout = await page.textContent(`${PANEL} .ex-tensor-readout`);
    const [, divTerm, angle] = /^angle\[1, 1\] = 1 × ([\d.]+) = ([\d.]+) rad$/.exec(readout ?? '') ?? [];
    expect(Math.abs(Number(divTerm) - 0.1)).toBeLessThan(1e-16);
    expect(Number(angle)).toBe(Number(divTerm));
    expect(await page.getAttribute(PANEL, 'data-step')).toBe('3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft'); // at the row's start: stays in the tensor
    expect(await (await focusedElement(page)).evaluate((element) => element.dataset.index)).toBe('2');
    expect(await page.getAttribute(PANEL, 'data-step')).toBe('3');
  });

  it('step 5: the 10 × 4 table as numpy prints it (4 decimals) and as PyTorch prints it (2 decimals)', async () => {
    await clickNext(page);
    await expectStep(page, 4, 100);
    const numpy = await tensorCells(page, 'table-numpy');
    expect(numpy.map(Number)).toEqual(PE_N100_4_DECIMALS.flat());
    for (const text of numpy) expect(text).toMatch(/^-?\d\.\d{0,4}$/);
    const lines = await tensorLines(page, 'table-numpy');
    expect(lines[0]).toMatch(/^array\(\[\[ 0\. {4}, {2}1\. {4}, {2}0\. {4}, {2}1\. {4}\],/);
    expect(lines[1]).toMatch(/^ {7}\[ 0\.8415, {2}0\.5403, {2}0\.0998, {2}0\.995 \],/);
    expect(lines[3]).toMatch(/^ {7}\[ 0\.1411, -0\.99 {2}, {2}0\.2955, {2}0\.9553\],/);
    expect(await tensorCells(page, 'table-torch')).toEqual(fixed(PE_N100_2_DECIMALS.flat(), 2));
    // Full precision one hover (or one focus) away.
    const cell = page.locator(`${PANEL} .ex-tensor-box[data-tensor="table-numpy"] [data-index="4"]`);
    expect(await cell.getAttribute('title')).toBe('PE[1, 0] = sin(1 × 1) = 0.841470957 (float32)');
    expect(await cell.getAttribute('tabindex')).toBe('-1');
    expect(await cell.getAttribute('aria-label')).toContain('0.841470957');
    await cell.hover();
    expect(await page.locator(`${PANEL} .ex-tensor-readout`).first().textContent()).toContain('0.841470957');
  });

  it('step 6: encodings[:6]', async () => {
    await clickNext(page);
    await expectStep(page, 5, 100);
    expect(await tensorCells(page, 'slice')).toEqual(fixed(PE_N100_FIRST_6_ROWS.flat(), 2));
  });

  it('step 7: the same (6, 4) block broadcast to (3, 6, 4), the copies marked', async () => {
    await clickNext(page);
    await expectStep(page, 6, 100);
    const block = fixed(PE_N100_FIRST_6_ROWS.flat(), 2);
    expect(await tensorCells(page, 'broadcast')).toEqual([...block, ...block, ...block]);
    expect(await page.locator(`${PANEL} .ex-tensor-line.ex-original`).count()).toBe(6);
    expect(await page.locator(`${PANEL} .ex-tensor-line.ex-broadcast`).count()).toBe(12);
  });

  it('step 8: embeddings + PE, equal to the article’s print but for the marked last digits', async () => {
    await clickNext(page);
    await expectStep(page, 7, 100);
    expect(await page.getAttribute(`${PANEL} .ex-next`, 'aria-disabled')).toBe('true');
    await page.locator(`${PANEL} .ex-next`).focus();
    await page.keyboard.press('ArrowRight'); // the last step stays the last
    await expectStep(page, 7, 100);
    expect(await (await focusedElement(page)).evaluate((element) => element.classList.contains('ex-next'))).toBe(true);
    await expectSums(page, SUMS_N100, SUMS_DIFFERING_N100, 100);
  });

  it('n = 10000 recomputes every step, stored in the hash', async () => {
    await page.locator(PANEL).getByRole('button', { name: 'n = 10000', exact: true }).click();
    await expectStep(page, 7, 10000);
    expect(await page.textContent('#example-announce')).toMatch(/^Recomputed for n = 10000\./);
    await expectSums(page, SUMS_N10000, SUMS_DIFFERING_N10000, 10000);

    await page.locator(PANEL).getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 6, 10000);
    const block = fixed(PE_N10000_2_DECIMALS.flat().slice(0, 24), 2);
    expect(await tensorCells(page, 'broadcast')).toEqual([...block, ...block, ...block]);

    await page.locator(PANEL).getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 5, 10000);
    expect(await tensorCells(page, 'slice')).toEqual(block);

    await page.locator(PANEL).getByRole('button', { name: '5 sin & cos → PE table', exact: true }).click();
    await expectStep(page, 4, 10000);
    expect(await tensorCells(page, 'table-torch')).toEqual(fixed(PE_N10000_2_DECIMALS.flat(), 2));

    await page.locator(PANEL).getByRole('button', { name: '4 Angles pos · div_term', exact: true }).click();
    await expectStep(page, 3, 10000);
    const angles = Array.from({ length: 10 }, (_, k) => DIV_TERM_D4_N10000.map((w) => (k * w).toFixed(4))).flat();
    expect(await tensorCells(page, 'angles')).toEqual(angles);

    await page.locator(PANEL).getByRole('button', { name: '3 div_term', exact: true }).click();
    await expectStep(page, 2, 10000);
    const divTerm = fixed(DIV_TERM_D4_N10000, 4);
    expect(await tensorCells(page, 'div-term')).toEqual(divTerm);
    expect(await page.locator(`${PANEL} td[data-form="log"]`).allTextContents()).toEqual(divTerm);
    expect(await page.locator(`${PANEL} td[data-form="power"]`).allTextContents()).toEqual(divTerm);
  });

  it('a link opens its step and base: #view=example&step=6&en=10000 (step 6, index 5)', async () => {
    // A fresh page, as a reader following the link gets (a reload would abort the first page's
    // favicon request and count as a failed request).
    const linked = await openPage(browser!, `${inject('siteUrl')}#view=example&step=6&en=10000`);
    otherPages.push(linked);
    await linked.page.waitForSelector(`${PANEL}[data-ready="true"]`);
    await expectStep(linked.page, 5, 10000);
    expect(await linked.page.isVisible(PANEL)).toBe(true);
    expect(await tensorCells(linked.page, 'slice')).toEqual(fixed(PE_N10000_2_DECIMALS.flat().slice(0, 24), 2));
  });

  it('keeps its tensors inside their own scrolling box at 375 px', async () => {
    const narrow = await openPage(browser!, `${inject('siteUrl')}#view=example&step=8&en=100`, {
      width: 375,
      height: 800,
      colorScheme: 'dark',
    });
    otherPages.push(narrow);
    await narrow.page.waitForSelector(`${PANEL}[data-ready="true"]`);
    const sizes = await narrow.page.locator('.ex-tensor-box[data-tensor="sums"]').evaluate((box: HTMLElement) => {
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        boxOverflow: box.scrollWidth - box.clientWidth,
        boxRight: box.getBoundingClientRect().right,
      };
    });
    expect(sizes.page).toBe(0);
    expect(sizes.boxOverflow).toBeGreaterThan(0);
    expect(sizes.boxRight).toBeLessThanOrEqual(375);
  });

  // Its formulas depend only on the base, so all are typeset at build time (views/example/formulas.ts):
  // a link to any step draws them before KaTeX's runtime, which the view no longer waits for (issue
  // 12: the embed's largest paint, the step's code, waited for it). Once the runtime has come (the
  // reader pointed at the explorer), the same formulas typeset by it are drawn the same.
  it('draws every step’s formulas without KaTeX’s runtime, as the runtime draws them', async () => {
    const runtimeFetched = katexRuntimeFetched;
    const drawn = (on: Page) =>
      drawnFormulas(on.locator(`${PANEL} :is(.ex-formula, .ex-formula-inline)`)) as Promise<{ tex: string }[]>;
    const formulasSeen = new Set<string>();
    for (const base of [100, 10000] as const) {
      for (let step = 1; step <= STEP_COUNT; step += 1) {
        const linked = await openPage(browser!, `${inject('siteUrl')}embed.html#view=example&step=${step}&en=${base}`);
        otherPages.push(linked);
        const on = linked.page;
        await on.waitForSelector(`${PANEL}[data-ready="true"]`);
        const before = await drawn(on);
        expect(await runtimeFetched(on), `step ${step}, n = ${base}`).toBe(false);
        if (before.length === 0) continue;
        for (const formula of before) formulasSeen.add(formula.tex);
        expect(before.map((formula) => formula.tex)).not.toContain('(not typeset)');
        // The reader points at the explorer: the runtime comes; the other base and back redraw the step.
        await on.hover(PANEL);
        await expect.poll(() => runtimeFetched(on)).toBe(true);
        const other = base === 100 ? 10000 : 100;
        await on.locator(`${PANEL} .ex-base button[data-base="${other}"]`).click();
        await on.waitForSelector(`${PANEL}[data-base="${other}"]`);
        await on.locator(`${PANEL} .ex-base button[data-base="${base}"]`).click();
        await on.waitForSelector(`${PANEL}[data-base="${base}"]`);
        expect(await drawn(on), `step ${step}, n = ${base}`).toEqual(before);
      }
    }
    // Three display formulas, and the three headers of step 3's table for each base.
    expect(formulasSeen.size).toBe(3 + 2 * 3 - 1); // the header "i" is the same for both bases
  });

  it('logged no errors, failed requests, foreign requests or CSP violations', async () => {
    for (const each of [opened, ...otherPages]) {
      expect(await each.cspViolations()).toEqual([]);
      expect(each.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    }
  });
});
