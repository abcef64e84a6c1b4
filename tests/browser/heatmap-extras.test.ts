// The heatmap view's formulas, √d_model scaling panel, exports and links, read as a reader sees
// them and compared with the package: KaTeX's TeX source of the filled formula (15.1), the
// (15.2) table against addPositionalEncoding, the downloaded PNG's size and pixels, the CSV
// against sinusoidal(), the copied code and link, and a link opening the same table.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { addPositionalEncoding, sinusoidal } from '../../web/lib/index.js';
import { exampleEmbeddingRow } from '../../web/app/views/heatmap/example-embedding.js';
import { drawnFormulas, katexRuntimeFetched } from './support/katex-drawn.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

const CLIPBOARD = ['clipboard-read', 'clipboard-write'];

async function canvasHash(page: Page): Promise<{ width: number; height: number; hash: number }> {
  // A locator reaches into the explorer's open shadow root; document.getElementById would not.
  return page.locator('#heatmap').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 2166136261;
    for (let k = 0; k < data.length; k += 4) {
      hash = Math.imul(hash ^ ((data[k]! << 16) | (data[k + 1]! << 8) | data[k + 2]!), 16777619) >>> 0;
    }
    return { width: canvas.width, height: canvas.height, hash };
  });
}

async function hoverCell(page: Page, pos: number, dimension: number, rows: number, cols: number): Promise<void> {
  await page.locator('#heatmap').scrollIntoViewIfNeeded();
  const box = await page.locator('#heatmap').boundingBox();
  if (!box) throw new Error('heatmap canvas is not visible');
  await page.mouse.move(box.x + ((dimension + 0.5) / cols) * box.width, box.y + ((pos + 0.5) / rows) * box.height);
  await nextFrames(page);
}

/** The TeX source KaTeX typeset (its MathML annotation) inside `selector`. */
async function typesetTex(page: Page, selector: string): Promise<string> {
  return (await page.locator(`${selector} annotation[encoding="application/x-tex"]`).first().textContent()) ?? '';
}

/** Sets the shared controls through their number boxes and the layout select. */
async function setTable(
  page: Page,
  values: { length: number; dModel: number; base: number; layout: 'interleaved' | 'split' },
): Promise<void> {
  await page.fill('#dmodel-number', String(values.dModel));
  await page.fill('#length-number', String(values.length));
  await page.fill('#base-number', String(values.base));
  await page.selectOption('#layout-select', values.layout);
  await nextFrames(page);
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('heatmap view extras: formulas, √d_model, export and share', () => {
  let browser: Browser | undefined;
  const opened: OpenedPage[] = [];
  let page: Page;

  const open = async (hash: string, options: Parameters<typeof openPage>[2] = {}): Promise<Page> => {
    const result = await openPage(browser!, `${inject('siteUrl')}${hash}`, options);
    opened.push(result);
    await result.page.waitForSelector('#figure[data-state="ready"]');
    return result.page;
  };

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    page = await open('#view=heatmap', { permissions: CLIPBOARD });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('typesets formulas (15.1) and (15.2) in the header with KaTeX', async () => {
    expect(await page.locator('#header-formulas .katex').count()).toBeGreaterThanOrEqual(3);
    const header = await page.locator('#header-formulas annotation').allTextContents();
    expect(header.join('\n')).toContain(String.raw`\sin\!\left(pos \,/\, n^{2i/d_{\mathrm{model}}}\right)`);
    expect(header.join('\n')).toContain(String.raw`\cos\!\left(pos \,/\, n^{2i/d_{\mathrm{model}}}\right)`);
    expect(header.join('\n')).toContain(String.raw`X^{pe} = \sqrt{d_{\mathrm{model}}}\cdot X + \mathrm{PE}`);
    // The plain-text fallback is gone once KaTeX has run.
    expect(await page.locator('#header-formulas .tex > sup').count()).toBe(0);
  });

  // Its first formula is typeset at build time (vite-plugins/prebuilt-tex.ts); KaTeX's runtime,
  // a long task to evaluate, is fetched when the reader first reaches for a formula (issue 12).
  it('draws its first formula without KaTeX’s runtime, which comes with the first pointer', async () => {
    const runtimeFetched = katexRuntimeFetched;
    expect(await runtimeFetched(page)).toBe(false);
    expect(await typesetTex(page, '#cell-formula')).toBe(
      String.raw`\mathrm{PE}(pos, 2i) = \sin\!\left(pos \,/\, 10000^{2i/128}\right)`,
    );
    // The same formula typeset by the runtime: opened on a view that waits for it, then the heatmap.
    // The markup differs only in how it is written (katex.render builds nodes, the build serialises
    // them), so what is compared is what is drawn: glyphs, KaTeX's classes and the box.
    const other = await openPage(browser!, `${inject('siteUrl')}#view=bias`);
    opened.push(other);
    await other.page.waitForSelector('[role="tabpanel"]:not([hidden])[data-ready="true"]');
    await other.page.click('#tab-heatmap');
    await other.page.waitForSelector('#figure[data-state="ready"]');
    const drawn = (on: Page) => drawnFormulas(on.locator('#cell-formula'));
    expect(await drawn(other.page)).toEqual(await drawn(page));
    // Settings whose formula was not typeset at build time: the view fetches the runtime itself
    // and is ready once the formula is there.
    const custom = await open('#view=heatmap&d=64');
    expect(await typesetTex(custom, '#cell-formula')).toContain(String.raw`10000^{2i/64}`);

    await hoverCell(page, 40, 38, 100, 128);
    await expect.poll(() => typesetTex(page, '#cell-formula')).toContain(String.raw`\mathrm{PE}(40, 38)`);
    expect(await runtimeFetched(page)).toBe(true);
    // Nor does a view with no formula (the curves), or one whose formulas are fixed and typeset at
    // build time too (the distance and tutorial views, whose formulas are there all the same).
    const fixed: Record<string, string> = {
      curves: '',
      distance: '#distance-identity',
      tutorial: '#tutorial-formula-15-1',
    };
    for (const [view, formula] of Object.entries(fixed)) {
      const viewPage = await openPage(browser!, `${inject('siteUrl')}#view=${view}`);
      opened.push(viewPage);
      await viewPage.page.waitForSelector('[role="tabpanel"]:not([hidden])[data-ready="true"]');
      expect(await runtimeFetched(viewPage.page), view).toBe(false);
      if (formula) expect(await viewPage.page.locator(`${formula} .katex-html`).count(), view).toBeGreaterThan(0);
    }
  });

  it('fills formula (15.1) with the hovered cell’s numbers', async () => {
    const table = sinusoidal(100, 128);
    expect(await page.locator('#cell-formula .katex').count()).toBe(1);
    for (const [pos, dimension] of [
      [40, 38],
      [40, 39],
      [7, 0],
      [99, 127],
    ] as const) {
      await hoverCell(page, pos, dimension, 100, 128);
      const tex = await typesetTex(page, '#cell-formula');
      const pair = Math.floor(dimension / 2);
      const fn = dimension % 2 === 0 ? 'sin' : 'cos';
      expect(tex).toContain(String.raw`\mathrm{PE}(${pos}, ${dimension})`);
      expect(tex).toContain(`\\${fn}` + String.raw`\!\left(${pos} \,/\, 10000^{${2 * pair}/128}\right)`);
      const match = new RegExp(String.raw`\\${fn}\(([-\d.e]+)\) \\approx (-?[\d.]+)$`).exec(tex);
      expect(match, tex).not.toBeNull();
      const angle = pos * 10000 ** ((-2 * pair) / 128);
      expect(Math.abs(Number(match![1]) - angle)).toBeLessThanOrEqual(Math.max(1e-12, angle * 5e-6));
      expect(Math.abs(Number(match![2]) - table[pos * 128 + dimension]!)).toBeLessThan(5e-7);
      // The readout (the aria-live part) shows the same value.
      expect(await page.textContent('#readout [data-field="value"]')).toBe(match![2]);
    }
  });

  it('typesets the filled formula at most once per animation frame', async () => {
    const renders = await page.locator('#heatmap').evaluate(async (canvas: HTMLCanvasElement) => {
      const target = (canvas.getRootNode() as ShadowRoot).getElementById('cell-formula')!;
      let count = 0;
      const observer = new MutationObserver((records) => {
        count += records.filter((record) => record.addedNodes.length > 0).length;
      });
      observer.observe(target, { childList: true });
      const box = canvas.getBoundingClientRect();
      // Twenty moves across different cells within one frame.
      for (let k = 0; k < 20; k++) {
        canvas.dispatchEvent(
          new PointerEvent('pointermove', {
            clientX: box.left + ((k * 5 + 0.5) / 128) * box.width,
            clientY: box.top + ((k + 0.5) / 100) * box.height,
          }),
        );
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      observer.disconnect();
      return count;
    });
    expect(renders).toBe(1);
    expect(await typesetTex(page, '#cell-formula')).toContain(String.raw`\mathrm{PE}(19, 95)`);
  });

  it('shows √d_model·x + PE for the hovered row when scaling is on, and keeps it in the hash', async () => {
    expect(await page.isHidden('#scaling-panel')).toBe(true);
    await page.click('label[for="scale-sqrt"]');
    await nextFrames(page);
    expect(await page.evaluate(() => location.hash)).toContain('scale=sqrt');
    expect(await page.isChecked('#scale-sqrt')).toBe(true);
    await hoverCell(page, 40, 3, 100, 128);
    expect(await page.isVisible('#scaling-panel')).toBe(true);
    expect(await page.textContent('#scaling-panel [data-part="pos"]')).toBe('40');

    const x = exampleEmbeddingRow(128);
    const expected = {
      x,
      pe: sinusoidal(1, 128, { offset: 40 }),
      sum: addPositionalEncoding(x, [1, 1, 128], { scale: 'sqrt', offset: 40 }),
    };
    for (const [quantity, values] of Object.entries(expected)) {
      const shown = await page.locator(`#scaling-panel td[data-q="${quantity}"]`).allTextContents();
      expect(shown).toHaveLength(8);
      shown.forEach((text, j) =>
        expect(Math.abs(Number(text) - values[j]!), `${quantity}[${j}]`).toBeLessThanOrEqual(5.01e-5),
      );
    }
    // (15.2) itself: √128·x + PE, from the numbers the package returned.
    for (let j = 0; j < 8; j++) {
      expect(expected.sum[j]).toBeCloseTo(Math.sqrt(128) * x[j]! + expected.pe[j]!, 5);
    }
    expect(await typesetTex(page, '#scaling-panel')).toContain(String.raw`\sqrt{128}`);

    await page.click('label[for="scale-none"]');
    await nextFrames(page);
    expect(await page.isHidden('#scaling-panel')).toBe(true);
    expect(await page.evaluate(() => location.hash)).toContain('scale=none');
  });

  it('downloads the figure as one PNG with its axes and colour bar', async () => {
    await page.getByRole('button', { name: 'L=10, d=4, n=100', exact: true }).click();
    await nextFrames(page);
    const figure = await page.locator('#figure').evaluate((element: HTMLElement) => {
      const canvas = element.querySelector('#heatmap') as HTMLCanvasElement;
      const box = canvas.getBoundingClientRect();
      const outer = element.getBoundingClientRect();
      return {
        width: element.clientWidth,
        height: element.clientHeight,
        plotLeft: box.left - outer.left,
        plotTop: box.top - outer.top,
        plotWidth: box.width,
        plotHeight: box.height,
      };
    });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[data-action="png"]')]);
    expect(download.suggestedFilename()).toBe('pe-L10-d4-n100-interleaved.png');
    const bytes = await readFile((await download.path())!);
    expect(pngSize(bytes)).toEqual({ width: figure.width * 2, height: figure.height * 2 });

    // Decode it in the page: the cells are the on-screen colours and the axes are drawn.
    const check = await page.locator('#heatmap').evaluate(
      async (heatmap: HTMLCanvasElement, { base64, figure }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const screen = heatmap.getContext('2d')!;
        const cells: Array<{ png: number[]; screen: number[] }> = [];
        for (const [pos, dim] of [
          [0, 0],
          [1, 0],
          [2, 1],
          [9, 3],
        ] as const) {
          // Off-centre: the cell's printed value sits in its middle.
          const fx = (dim + 0.15) / 4;
          const fy = (pos + 0.2) / 10;
          cells.push({
            png: [
              ...context.getImageData(
                Math.round((figure.plotLeft + fx * figure.plotWidth) * 2),
                Math.round((figure.plotTop + fy * figure.plotHeight) * 2),
                1,
                1,
              ).data,
            ],
            screen: [
              ...screen.getImageData(Math.floor(fx * heatmap.width), Math.floor(fy * heatmap.height), 1, 1).data,
            ],
          });
        }
        // The y axis labels sit left of the plot: some pixels there differ from the background.
        const axis = context.getImageData(
          0,
          Math.round(figure.plotTop * 2),
          Math.round(figure.plotLeft * 2) - 4,
          Math.round(figure.plotHeight * 2),
        ).data;
        const background = [...context.getImageData(1, 1, 1, 1).data];
        let inked = 0;
        for (let k = 0; k < axis.length; k += 4) {
          if (
            Math.abs(axis[k]! - background[0]!) +
              Math.abs(axis[k + 1]! - background[1]!) +
              Math.abs(axis[k + 2]! - background[2]!) >
            120
          )
            inked++;
        }
        return { cells, inked, background };
      },
      { base64: bytes.toString('base64'), figure },
    );
    for (const cell of check.cells) {
      cell.png.slice(0, 3).forEach((channel, k) => expect(Math.abs(channel - cell.screen[k]!)).toBeLessThanOrEqual(2));
    }
    expect(check.inked).toBeGreaterThan(100);
    expect(check.background.slice(0, 3)).toEqual([255, 255, 255]); // the light theme's panel
    await expect.poll(() => page.textContent('.export-status')).toMatch(/Saved pe-L10-d4-n100-interleaved\.png/);
  });

  it('downloads the shown table as CSV with float32 precision', async () => {
    await setTable(page, { length: 37, dModel: 21, base: 500, layout: 'split' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[data-action="csv"]')]);
    expect(download.suggestedFilename()).toBe('pe-L37-d21-n500-split.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(37 + 1);
    expect(lines[0]).toBe(['pos', ...Array.from({ length: 21 }, (_, j) => `dim${j}`)].join(','));
    const table = sinusoidal(37, 21, { base: 500, layout: 'split' });
    for (let pos = 0; pos < 37; pos++) {
      const cells = lines[pos + 1]!.split(',');
      expect(cells).toHaveLength(21 + 1);
      expect(cells[0]).toBe(String(pos));
      for (let j = 0; j < 21; j++) {
        const value = Number(cells[j + 1]);
        expect(Math.abs(value - table[pos * 21 + j]!)).toBeLessThan(1e-7);
        expect(Math.fround(value)).toBe(table[pos * 21 + j]); // 9 digits give the float32 back
      }
    }
  });

  it('copies code for numpy, PyTorch and the package with the shown d, L and n', async () => {
    const copied = async (language: string, label: string): Promise<string> => {
      await page.click(`label[for="code-${language}"]`);
      await page.click('button[data-action="code"]');
      await expect.poll(() => page.textContent('.export-status')).toBe(`Copied the ${label} code to the clipboard.`);
      return page.evaluate(() => navigator.clipboard.readText());
    };
    const numpy = await copied('numpy', 'numpy');
    expect(numpy).toContain('def positional_encoding(position, d_model, n=10000):');
    expect(numpy).toContain('pe = positional_encoding(37, 21, n=500)[0]');
    expect(numpy).toContain('pe = np.concatenate([pe[:, 0::2], pe[:, 1::2]], axis=1)');
    const pytorch = await copied('pytorch', 'PyTorch');
    expect(pytorch).toContain(
      'div_term = torch.exp(torch.arange(0, d_model, 2, dtype=torch.float64) * -(math.log(n) / d_model))',
    );
    expect(pytorch).toContain('pe[:, 1::2] = torch.cos(k * div_term[: d_model // 2])'); // d = 21 is odd
    expect(pytorch).toContain('pe = gen_pe(37, 21, 500)[0]');
    expect(pytorch).toContain('pe = torch.cat([pe[:, 0::2], pe[:, 1::2]], dim=1)');
    const pkg = await copied('package', 'JS package');
    expect(pkg).toContain("import init, { sinusoidal } from 'positional-encoding';");
    expect(pkg).toContain('await init();');
    expect(pkg).toContain("sinusoidal(37, 21, { base: 500, layout: 'split' })");

    // "Show the code" shows the chosen snippet.
    await page.click('.code-details summary');
    await expect.poll(() => page.textContent('.code-details code')).toBe(pkg);
    await page.click('label[for="code-numpy"]');
    await expect.poll(() => page.textContent('.code-details code')).toBe(numpy);
    await page.click('.code-details summary');
  });

  it('shows the text to copy by hand when the clipboard refuses', async () => {
    await page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new Error('denied')),
      });
    });
    await page.click('button[data-action="link"]');
    await expect.poll(() => page.isVisible('.copy-fallback')).toBe(true);
    const shown = await page.textContent('.copy-fallback pre');
    expect(shown).toBe(await page.evaluate(() => location.href));
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(shown);
    await page.evaluate(() => delete (navigator.clipboard as unknown as Record<string, unknown>).writeText);
  });

  it('opens a copied link with the same controls and the same table', async () => {
    // State set through the controls and a preset, then tuned.
    await page.getByRole('button', { name: 'L=6, d=4, n=100', exact: true }).click();
    await setTable(page, { length: 48, dModel: 30, base: 2500, layout: 'interleaved' });
    await page.click('label[for="scale-sqrt"]');
    await nextFrames(page);
    await page.click('button[data-action="link"]');
    await expect.poll(() => page.textContent('.export-status')).toMatch(/Copied the link/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const hash = await page.evaluate(() => location.hash);
    expect(link).toBe(`${inject('siteUrl')}${hash}`);
    expect(hash).toContain('d=30');
    expect(hash).toContain('L=48');
    expect(hash).toContain('n=2500');
    expect(hash).toContain('scale=sqrt');

    const state = async (target: Page) => ({
      // The same cell under the cursor on both pages, so the filled formula matches too.
      hovered: (await hoverCell(target, 0, 0, 48, 30), await typesetTex(target, '#cell-formula')),
      inputs: await target
        .locator('#controls input, #controls select')
        .evaluateAll((elements: (HTMLInputElement | HTMLSelectElement)[]) =>
          elements.map((element) =>
            element instanceof HTMLInputElement && element.type === 'radio'
              ? `${element.id}:${element.checked}`
              : `${element.id}=${element.value}`,
          ),
        ),
      title: await target.textContent('#figure-title'),
      canvas: await canvasHash(target),
      scaling: await target.isVisible('#scaling-panel'),
      tab: await target.getAttribute('[role="tab"][aria-selected="true"]', 'id'),
    });
    const before = await state(page);
    const copy = await open(hash.length > 0 ? hash : '#');
    await nextFrames(copy);
    expect(await state(copy)).toEqual(before);
    expect(before.title).toBe('PE table, 48 positions × 30 dimensions');
    expect(before.scaling).toBe(true);
  });

  it('logged no errors, failed or foreign requests, or CSP violations', async () => {
    for (const result of opened) {
      expect(await result.cspViolations()).toEqual([]);
      expect(result.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    }
  });
});
