// The tutorial view as a reader meets it: the numbers it prints are read back from the DOM and
// compared with what the tutorial "Positional Encoding in Transformer Models" printed
// (tests/js/fixtures/tutorial-values.ts), at the tutorial's printed precision.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMBEDDINGS_D512, PE_D512, SUMS_D512 } from '../js/fixtures/tutorial-values.js';
import { axeViolations } from './support/axe-check.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

// Tolerances. The page prints the package's float32 values the way numpy prints the tutorial's
// float64 array, so a displayed number s and the tutorial's printed p (same format, last digit
// of size u) relate through the exact value t: |s − p| ≤ |s − f| + |f − t| + |t − p|, with f the
// float32 value. Both printouts round to the last digit (u/2 each), so the bound is u plus the
// float32 error |f − t|:
//  - PE: one rounding of a value in [−1, 1] to float32, at most half an ulp ≤ 2^-25 ≈ 3e-8; the
//    6e-8 used is half an ulp in [1, 2), the float32 rounding bound for every value printed here.
//  - sums x + PE: three float32 roundings — x (2^-25, x < 1), PE (2^-25) and the sum (2^-24,
//    sum < 2) — together 2^-23 ≈ 1.2e-7; and the tutorial's x is itself known only from its
//    8-decimal print (another 5e-9). 6e-8 alone would not hold: the page shows errors up to 9e-8.
const FLOAT32_ROUNDING = 6e-8;
const SUM_FLOAT32_ROUNDING = 2 ** -23 + 5e-9;

/** The size of the last printed digit of a numpy-printed number ("9.99999994e-01" → 1e-9). */
function lastDigitUnit(text: string): number {
  const [mantissa, exponent = '0'] = text.split('e') as [string, string?];
  const decimals = (mantissa.split('.')[1] ?? '').length;
  return 10 ** (Number(exponent) - decimals);
}

/** The numbers of a numpy printout (brackets, "..." and a leading "Title:" line dropped). */
function numpyNumbers(text: string): string[] {
  const body = text.replace(/^[^\n[]*:\n/, '');
  return body
    .replace(/[[\]]/g, ' ')
    .split(/\s+/)
    .filter((token) => token !== '' && token !== '...');
}

/** The layout of a printout with every digit and exponent sign masked: columns, spaces, wraps. */
function layoutOf(text: string): string {
  return text.replace(/\d/g, '0').replace(/e[+-]/g, 'e±');
}

/** Opens step `step` (counted from 1) of the tutorial's stepper by its name in the list. */
async function goToStep(page: Page, step: number): Promise<void> {
  await page.locator(`#panel-tutorial .tutorial-jump[data-step="${step - 1}"]`).click();
  await page.waitForSelector(`#panel-tutorial[data-step="${step - 1}"]`);
}

/** The tutorial's rows as 6 × 6 printed columns, flattened like the printout. */
function flat(rows: readonly (readonly number[])[]): number[] {
  return rows.flatMap((row) => [...row]);
}

describe('tutorial view (d_model = 512)', () => {
  let browser: Browser | undefined;
  let opened: OpenedPage;
  let page: Page;
  const text = (selector: string) => page.locator(selector).innerText();

  beforeAll(async () => {
    browser = await launchChromium();
    opened = await openPage(browser, `${inject('siteUrl')}#view=tutorial`);
    page = opened.page;
    await page.waitForSelector('#panel-tutorial[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens as the selected tab with its formulas typeset by KaTeX', async () => {
    expect(await page.getAttribute('#tab-tutorial', 'aria-selected')).toBe('true');
    expect(await page.isVisible('#panel-tutorial')).toBe(true);
    const annotations = await page.locator('#panel-tutorial .katex annotation').allTextContents();
    expect(annotations.some((tex) => tex.includes('\\sqrt{d_{model}} \\cdot X(pos, j)'))).toBe(true);
    expect(annotations.some((tex) => tex.includes('10000^{2i/d_{model}}'))).toBe(true);
  });

  it('prints the vocabulary and input indices as Python does', async () => {
    expect(await text('#tutorial-vocabulary')).toBe(
      "Vocabulary: {'Transformers': 0, 'revolutionized': 1, 'the': 2, 'field': 3, 'of': 4, 'NLP': 5}\n" +
        'Input Indices: [0 1 2 3 4 5]',
    );
    expect(await page.locator('#tutorial-tokens li').count()).toBe(6);
  });

  it('prints the embedding exactly as the tutorial did (its printed columns are used as they are)', async () => {
    // The tutorial's block, without the space print() put before its first line.
    expect(await text('#tutorial-embedding')).toBe(`Embedding Matrix:
[[0.71034683 0.08027048 0.89859858 ... 0.48071898 0.76495253 0.53869711]
 [0.71247114 0.33418585 0.15329225 ... 0.61768814 0.32710687 0.89633072]
 [0.11731439 0.97467007 0.66899319 ... 0.76157481 0.41975638 0.90980636]
 [0.42299987 0.51534082 0.6459627  ... 0.58178494 0.13362482 0.13826352]
 [0.2734792  0.80146145 0.75947837 ... 0.15180679 0.93250566 0.43946461]
 [0.5750698  0.49106984 0.56273384 ... 0.77180581 0.18834177 0.6658962 ]]`);
    expect(numpyNumbers(await text('#tutorial-embedding')).map(Number)).toEqual(flat(EMBEDDINGS_D512));
  });

  it("prints sinusoidal(6, 512) in the tutorial's layout and within its printed precision", async () => {
    const shown = await text('#tutorial-pe');
    const tutorialBlock = await page.locator('.tutorial-compare pre').first().textContent();
    expect(layoutOf(shown)).toBe(layoutOf(tutorialBlock!));
    // Row 0 is exact (sin 0, cos 0), so its two lines are the tutorial's character for character.
    expect(shown.split('\n').slice(0, 3).join('\n')).toBe(`Positional Encodings:
[[ 0.00000000e+00  1.00000000e+00  0.00000000e+00 ...  1.00000000e+00
   0.00000000e+00  1.00000000e+00]`);
    const numbers = numpyNumbers(shown);
    const printed = flat(PE_D512);
    expect(numbers).toHaveLength(36);
    numbers.forEach((token, k) => {
      expect(token).toMatch(/^-?\d\.\d{8}e[+-]\d\d$/);
      expect(Math.abs(Number(token) - printed[k]!)).toBeLessThanOrEqual(lastDigitUnit(token) + FLOAT32_ROUNDING);
    });
  });

  it("prints addPositionalEncoding(x, [1, 6, 512]) within the tutorial's printed precision", async () => {
    const shown = await text('#tutorial-sum');
    const numbers = numpyNumbers(shown);
    const printed = flat(SUMS_D512);
    expect(numbers).toHaveLength(36);
    numbers.forEach((token, k) => {
      expect(token).toMatch(/^-?\d\.\d{1,8}$/);
      expect(Math.abs(Number(token) - printed[k]!)).toBeLessThanOrEqual(1e-8 + SUM_FLOAT32_ROUNDING);
    });
    // numpy's layout: 8 decimals, a sign column, each row wrapped after five columns at 75 characters.
    const lines = shown.split('\n');
    expect(lines).toHaveLength(13);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(75);
    expect(lines[1]).toMatch(/^\[\[ 0\.7103468\d  1\.0802705\d  0\.8985985\d \.\.\.  1\.4807189\d  0\.7649525\d$/);
  });

  it('shows formula (15.2) on row 0 when √d_model is chosen, and x + PE again when not', async () => {
    await goToStep(page, 5);
    const before = numpyNumbers(await text('#tutorial-row0-result')).map(Number);
    expect(before).toHaveLength(6);
    // Unscaled, row 0 is row 0 of the sum block.
    expect(before).toEqual(
      numpyNumbers(await text('#tutorial-sum'))
        .slice(0, 6)
        .map(Number),
    );

    await page.getByRole('radio', { name: /formula 15\.2/ }).check();
    await nextFrames(page);
    expect(page.url()).toContain('scale=sqrt');
    expect(await text('#tutorial-row0-call')).toBe("addPositionalEncoding(x, [1, 6, 512], { scale: 'sqrt' })");
    expect(await text('#tutorial-row0-label')).toBe('√512 · x[0] + PE[0]');
    const scaled = numpyNumbers(await text('#tutorial-row0-result')).map(Number);
    // √512·x + PE from the tutorial's printed x and PE, in float64. Values reach 23.4, where one
    // float32 rounding is up to 2^-24·24 ≈ 1.4e-6; x, √512, the product and the sum are each
    // rounded once (≤ 5.7e-6), x is known to 5e-9·√512 ≈ 1.1e-7, and the print rounds to 5e-9.
    const expected = EMBEDDINGS_D512[0]!.map((x, k) => Math.sqrt(512) * x + PE_D512[0]![k]!);
    scaled.forEach((value, k) => expect(Math.abs(value - expected[k]!)).toBeLessThan(6e-6));
    expect(scaled[0]).toBeCloseTo(16.0733, 4);

    // Keyboard: the radio group moves with the arrow keys.
    await page.focus('input[name="tutorial-scale"][value="sqrt"]');
    await page.keyboard.press('ArrowLeft');
    await nextFrames(page);
    expect(page.url()).toContain('scale=none');
    expect(numpyNumbers(await text('#tutorial-row0-result')).map(Number)).toEqual(before);
  });

  it('opens with √d_model from the URL hash', async () => {
    const other = await openPage(browser!, `${inject('siteUrl')}#view=tutorial&scale=sqrt`);
    await other.page.waitForSelector('#panel-tutorial[data-ready="true"]');
    expect(await other.page.isChecked('input[name="tutorial-scale"][value="sqrt"]')).toBe(true);
    expect(await other.page.locator('#tutorial-row0-label').innerText()).toBe('√512 · x[0] + PE[0]');
    expect(other.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    await other.page.close();
  });

  it('shows the "brown" (pos 6) and "red" (pos 15) encodings and how far apart they are', async () => {
    await goToStep(page, 6);
    const marked = await page.locator('#tutorial-words li.tutorial-word-marked').allInnerTexts();
    expect(marked.map((item) => item.replace(/\s+/g, ' '))).toEqual(['brown 6', 'red 15']);

    // PE rows against the float64 formula, at their printed precision.
    const w = (i: number) => 10000 ** (-(2 * i) / 512);
    const columns = [0, 1, 2, 509, 510, 511];
    const reference = (pos: number) =>
      columns.map((j) => (j % 2 === 0 ? Math.sin : Math.cos)(pos * w(Math.floor(j / 2))));
    for (const [selector, pos] of [
      ['#tutorial-pe-brown', 6],
      ['#tutorial-pe-red', 15],
    ] as const) {
      const numbers = numpyNumbers(await text(selector));
      expect(numbers).toHaveLength(6);
      numbers.forEach((token, k) => {
        expect(Math.abs(Number(token) - reference(pos)[k]!)).toBeLessThanOrEqual(
          lastDigitUnit(token) / 2 + FLOAT32_ROUNDING,
        );
      });
    }

    // Dot products against Σ_i cos(k·w_i) (float64); the page prints 4 decimals of a float32 sum
    // near 256 (ulp 3e-5), so 2e-4 covers both.
    const rows = await page.locator('#tutorial-pairs tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        a: Number((tr as HTMLElement).dataset.a),
        b: Number((tr as HTMLElement).dataset.b),
        apart: Number(tr.querySelector('[data-field="apart"]')!.textContent),
        dot: Number(tr.querySelector('[data-field="dot"]')!.textContent),
        distance: Number(tr.querySelector('[data-field="distance"]')!.textContent),
      })),
    );
    expect(rows.map((row) => [row.a, row.b])).toEqual([
      [6, 15],
      [5, 6],
      [6, 7],
      [14, 15],
      [15, 16],
    ]);
    for (const row of rows) {
      let dot = 0;
      for (let i = 0; i < 256; i++) dot += Math.cos((row.b - row.a) * w(i));
      expect(row.apart).toBe(row.b - row.a);
      expect(Math.abs(row.dot - dot)).toBeLessThan(2e-4);
      expect(Math.abs(row.distance - Math.sqrt(512 - 2 * dot))).toBeLessThan(2e-4);
    }
    const [brownRed, ...neighbours] = rows;
    expect(brownRed!.dot).toBeCloseTo(179.4565, 3);
    for (const row of neighbours) {
      expect(row.dot).toBe(neighbours[0]!.dot); // depends only on the distance
      expect(row.distance).toBeLessThan(brownRed!.distance);
    }
  });

  it('keeps wide printouts inside their own scrolling boxes at 375 px, light and dark, and passes axe-core', async () => {
    const backgrounds: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const narrow = await openPage(browser!, `${inject('siteUrl')}#view=tutorial`, {
        width: 375,
        height: 800,
        colorScheme,
      });
      await narrow.page.waitForSelector('#panel-tutorial[data-ready="true"]');
      await goToStep(narrow.page, 3);
      const layout = await narrow.page.locator('#tutorial-pe').evaluate((pre: HTMLElement) => ({
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        peScrolls: pre.scrollWidth > pre.clientWidth && getComputedStyle(pre).overflowX === 'auto',
        // The view's own panel (inside the explorer's shadow root), not the page around it.
        background: getComputedStyle(pre.closest('.view-panel')!).backgroundColor,
      }));
      expect(layout.pageOverflow).toBe(0);
      expect(layout.peScrolls).toBe(true);
      backgrounds.push(layout.background);
      expect(await narrow.cspViolations()).toEqual([]);
      expect(await axeViolations(narrow.page, ['pe-explorer', '#panel-tutorial'])).toEqual([]);
      expect(narrow.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
      await narrow.page.close();
    }
    expect(backgrounds[0]).not.toBe(backgrounds[1]); // the dark theme applies
  });

  it('passes axe-core (WCAG 2.1 AA and best practice) at 1280 px', async () => {
    expect(await axeViolations(page, ['pe-explorer', '#panel-tutorial'])).toEqual([]);
  });

  it('logged no errors, failed requests, foreign requests or CSP violations', async () => {
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });
});
