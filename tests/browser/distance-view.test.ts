// The relative-distance view as a reader meets it: the PE_t·PE_s heatmap and its diagonals. The
// numbers it prints are compared with the package: the hovered cell with dotProductMatrix(), each
// diagonal's closed form with Σ_i cos(ω_i·k) from frequencies(), and for even d_model the
// printed largest deviation along t must be tiny (the identity e_t·e_{t+k} = Σ cos(ω_i k)).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { dotProductMatrix, frequencies } from '../../web/lib/index.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

const D = 64;
const L = 120;
const BASE = 10000;

function closedForm(dModel: number, base: number, k: number): number {
  const omega = frequencies(dModel, { base });
  let sum = 0;
  for (let i = 0; i < Math.floor(dModel / 2); i++) sum += Math.cos(omega[i]! * k);
  return sum;
}

async function readout(page: Page): Promise<Record<string, string>> {
  return page.$$eval('#distance-readout [data-field]', (cells) =>
    Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
  );
}

/** The table beside the diagonal curves: k → closed form and max deviation as printed. */
async function diagonalTable(page: Page): Promise<Array<{ k: number; closedForm: string; maxDeviation: string }>> {
  return page.$$eval('#distance-table tbody tr', (rows) =>
    rows.map((row) => ({
      k: Number((row as HTMLElement).dataset.k),
      closedForm: row.querySelector('[data-field="closed-form"]')?.textContent ?? '',
      maxDeviation: row.querySelector('[data-field="max-deviation"]')?.textContent ?? '',
    })),
  );
}

async function hoverCell(page: Page, t: number, s: number, size: number): Promise<void> {
  await page.locator('#distance-heatmap').scrollIntoViewIfNeeded();
  const box = (await page.locator('#distance-heatmap').boundingBox())!;
  await page.mouse.move(box.x + ((s + 0.5) / size) * box.width, box.y + ((t + 0.5) / size) * box.height);
}

/** |shown − expected| within the 7 significant digits the page prints. */
function expectPrinted(shown: string, expected: number): void {
  expect(shown).not.toBe('');
  expect(Math.abs(Number(shown) - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)));
}

describe('relative-distance view (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    opened = await openPage(browser, `${inject('siteUrl')}#view=distance&d=${D}&L=${L}&n=${BASE}`);
    page = opened.page;
    await page.waitForSelector('#panel-distance[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('labels the heatmap axes and the colour bar, whose domain is −d/2 … d/2', async () => {
    const labels = await page.locator('#distance-overlay .axis-label').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['Position s', 'Position t', 'PEt · PEs']));
    const barTicks = (await page.locator('#distance-overlay .axis-colour .tick').allTextContents()).map((text) =>
      text.replace('−', '-'),
    );
    expect(barTicks[0]).toBe(String(-D / 2));
    expect(barTicks[barTicks.length - 1]).toBe(String(D / 2));
  });

  it('shows t, s, k = s − t and the value dotProductMatrix() computes for the hovered cell', async () => {
    const matrix = dotProductMatrix(L, D, { base: BASE });
    for (const [t, s] of [
      [0, 0],
      [10, 30],
      [30, 10],
      [57, 58],
      [119, 3],
    ] as const) {
      await hoverCell(page, t, s, L);
      const shown = await readout(page);
      expect(shown).toMatchObject({ t: String(t), s: String(s), k: String(s - t) });
      expectPrinted(shown.value!, matrix[t * L + s]!);
      expectPrinted(shown['closed-form']!, closedForm(D, BASE, s - t));
    }
    // The diagonal is |PE_t|² = d/2.
    await hoverCell(page, 77, 77, L);
    expect(Number((await readout(page)).value)).toBeCloseTo(D / 2, 5);
  });

  it('moves a keyboard cursor over the cells', async () => {
    await page.focus('#distance-heatmap');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Home');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await readout(page)).toMatchObject({ t: '1', s: '3', k: '2' });
  });

  it('draws PE_t·PE_{t+k} for k = 1, 2, 5, 10, 50: flat at Σ cos(ω_i k)', async () => {
    const keys = await page.$$eval('#distance-curves-svg path.series-line', (paths) =>
      paths.map((path) => path.getAttribute('data-key')),
    );
    expect(keys).toEqual(['1', '2', '5', '10', '50']);
    const rows = await diagonalTable(page);
    expect(rows.map((row) => row.k)).toEqual([1, 2, 5, 10, 50]);
    for (const row of rows) {
      expectPrinted(row.closedForm, closedForm(D, BASE, row.k));
      expect(row.maxDeviation).toMatch(/^[\d.e+-]+$/);
      expect(Number(row.maxDeviation)).toBeLessThan(1e-4);
    }
    await expect(page.isVisible('#distance-odd')).resolves.toBe(false);
  });

  it('redraws the diagonals for distances the reader types', async () => {
    await page.fill('#distance-ks', '0, 3, 64');
    await nextFrames(page);
    const rows = await diagonalTable(page);
    expect(rows.map((row) => row.k)).toEqual([0, 3, 64]);
    expectPrinted(rows[0]!.closedForm, D / 2);
    for (const row of rows) expect(Number(row.maxDeviation)).toBeLessThan(1e-4);
    await page.fill('#distance-ks', '2, 500');
    expect(await page.getAttribute('#distance-ks', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#distance-ks-error')).toMatch(/0 to 119/);
    expect((await diagonalTable(page)).map((row) => row.k)).toEqual([0, 3, 64]);
  });

  it('typesets the identity and the four-term attention score with KaTeX', async () => {
    const tex = await page.$$eval('#panel-distance annotation[encoding="application/x-tex"]', (nodes) =>
      nodes.map((node) => node.textContent ?? ''),
    );
    expect(tex.some((source) => source.includes(String.raw`\cos(\omega_i k)`))).toBe(true);
    expect(tex.some((source) => source.includes(String.raw`e_i W e_j^{\top}`))).toBe(true);
    expect(await page.locator('#distance-identity .katex-display').first().isVisible()).toBe(true);
  });

  it('caps L at 512 positions and says so', async () => {
    await page.fill('#length-number', '1000');
    await page.fill('#dmodel-number', '32');
    await page.locator('#distance-cap', { hasText: 'first 512 of L = 1000' }).waitFor();
    await nextFrames(page);
    const matrix = dotProductMatrix(512, 32, { base: BASE });
    await hoverCell(page, 500, 20, 512);
    const shown = await readout(page);
    expectPrinted(shown.value!, matrix[Number(shown.t) * 512 + Number(shown.s)]!);
    expect(await page.textContent('#distance-shape')).toContain('0 … 511');
  });

  it('says that an odd d_model breaks exact shift-invariance, and the deviations show it', async () => {
    await page.fill('#dmodel-number', '7');
    await page.fill('#distance-ks', '1, 5');
    await nextFrames(page);
    await expect(page.isVisible('#distance-odd')).resolves.toBe(true);
    expect(await page.textContent('#distance-odd')).toMatch(/odd/);
    const rows = await diagonalTable(page);
    for (const row of rows) {
      expectPrinted(row.closedForm, closedForm(7, BASE, row.k));
      expect(Number(row.maxDeviation)).toBeGreaterThan(0.01);
    }
  });

  it('says “tap or drag” on a touch screen, and a tap reads the value dotProductMatrix() computes', async () => {
    expect(await page.locator('#distance-help').innerText()).toMatch(/^Hover a cell, or focus the heatmap/);
    const touch = await openPage(browser!, `${inject('siteUrl')}#view=distance&d=${D}&L=${L}&n=${BASE}`, {
      width: 375,
      height: 740,
      hasTouch: true,
    });
    await touch.page.waitForSelector('#panel-distance[data-ready="true"]');
    const help = await touch.page.locator('#distance-help').innerText();
    expect(help).toMatch(/^Tap a cell, or drag across the heatmap, to read it\./);
    expect(help).not.toMatch(/hover|arrow keys/i);
    const matrix = dotProductMatrix(L, D, { base: BASE });
    const canvas = touch.page.locator('#distance-heatmap');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const [t, s] = [40, 75];
    await touch.page.touchscreen.tap(box.x + ((s + 0.5) / L) * box.width, box.y + ((t + 0.5) / L) * box.height);
    const shown = await readout(touch.page);
    expect(shown).toMatchObject({ t: String(t), s: String(s), k: String(s - t) });
    expectPrinted(shown.value!, matrix[t * L + s]!);
    expect(touch.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    await touch.page.close();
  });

  it('logged no errors, failed requests, foreign requests or CSP violations', async () => {
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });
});
