// The offline explorer as a teacher uses it: positional-encoding-explorer.html, built by
// web/app/vite.single-file.config.ts, copied alone into an empty folder and opened from file://
// in Chromium, where every request that is not file: or data: is aborted (and recorded). What it
// shows is compared with sinusoidal() from the package, on the SIMD build and on the baseline
// build (a page where WebAssembly.validate rejects the SIMD probe).
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import init, { sinusoidal } from '../../web/lib/index.js';
import { KATEX_FONTS_USED } from '../../web/app/vite-plugins/katex-fonts-used.js';
import { byteStringLiteral, inlineWasmPayload } from '../../web/app/vite-plugins/inline-wasm.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

const CONFIG = 'web/app/vite.single-file.config.ts';
const FILE_NAME = 'positional-encoding-explorer.html';

/** Opaque pixels and distinct colours of the heatmap canvas. */
async function canvasDigest(page: Page): Promise<{ width: number; height: number; opaque: number; colours: number }> {
  // A locator (not document.getElementById) reaches into open shadow roots too.
  return page.locator('#heatmap').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    let opaque = 0;
    for (let k = 0; k < data.length; k += 4) {
      if (data[k + 3]! > 0) opaque++;
      colours.add((data[k]! << 16) | (data[k + 1]! << 8) | data[k + 2]!);
    }
    return { width: canvas.width, height: canvas.height, opaque, colours: colours.size };
  });
}

/** Hovers cell (pos, dimension) of a rows × cols heatmap and returns the readout's value. */
async function hoveredValue(
  page: Page,
  pos: number,
  dimension: number,
  rows: number,
  cols: number,
): Promise<{ pos: string; dimension: string; value: number }> {
  const heatmap = page.locator('#heatmap');
  await heatmap.scrollIntoViewIfNeeded();
  const box = (await heatmap.boundingBox())!;
  await page.mouse.move(box.x + ((dimension + 0.5) / cols) * box.width, box.y + ((pos + 0.5) / rows) * box.height);
  await nextFrames(page);
  const field = (name: string) => page.locator(`#readout [data-field="${name}"]`).textContent();
  return { pos: (await field('pos'))!, dimension: (await field('dimension'))!, value: Number(await field('value')) };
}

/** Opens the file with the network cut off: only file: and data: requests go through. */
async function openOffline(
  browser: Browser,
  url: string,
  blocked: string[],
  initScript?: () => void,
): Promise<OpenedPage> {
  return openPage(browser, url, {
    beforeNavigate: async (page) => {
      await page.context().route(
        () => true,
        async (route) => {
          const { protocol } = new URL(route.request().url());
          if (protocol === 'file:' || protocol === 'data:') return route.continue();
          blocked.push(route.request().url());
          return route.abort('internetdisconnected');
        },
      );
      if (initScript) await page.addInitScript(initScript);
    },
  });
}

describe('single offline file (file://, no network, Chromium)', () => {
  let browser: Browser | undefined;
  let buildDir = '';
  let folder = '';
  let html = '';
  let url = '';
  const blocked: string[] = [];
  const opened: OpenedPage[] = [];
  let page: Page;

  beforeAll(async () => {
    await init();
    buildDir = mkdtempSync(join(tmpdir(), 'pe-single-build-'));
    await build({ configFile: CONFIG, logLevel: 'warn', build: { outDir: buildDir } });
    // The file alone: nothing beside it that it could quietly depend on.
    folder = mkdtempSync(join(tmpdir(), 'pe-offline-'));
    copyFileSync(join(buildDir, FILE_NAME), join(folder, FILE_NAME));
    html = readFileSync(join(folder, FILE_NAME), 'utf8');
    url = pathToFileURL(join(folder, FILE_NAME)).href;
    browser = await launchChromium();
    opened.push(await openOffline(browser, `${url}#view=heatmap`, blocked));
    page = opened[0]!.page;
    await page.waitForSelector('#figure[data-state="ready"]');
  });

  afterAll(async () => {
    await browser?.close();
    for (const dir of [buildDir, folder]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is one HTML file whose resources are all inline, woff2 fonts only', () => {
    // The markup without the inlined code: every resource it names is a data: URL.
    const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');
    const resources = [...markup.matchAll(/<(?:link|script|img|source)\b[^>]*\b(?:src|href)="([^"]*)"/g)].map(
      (m) => m[1]!,
    );
    expect(resources.length).toBeGreaterThan(0); // the icon
    expect(resources.filter((resource) => !resource.startsWith('data:'))).toEqual([]);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('\n');
    const urls = [...styles.matchAll(/url\(\s*["']?([^"')]*)/g)].map((m) => m[1]!);
    expect(urls.filter((target) => !target.startsWith('data:'))).toEqual([]);
    // KaTeX's fonts are declared by the explorer's script (virtual:katex-fonts), so they are inlined
    // there, as woff2 data: URLs, only as woff2, and only those the formulas use (katex-fonts.test.ts).
    const fonts = [...html.matchAll(/data:(font\/[\w-]+|application\/(?:x-)?font[\w-]*);base64,/g)].map((m) => m[1]!);
    expect(fonts.filter((type) => type === 'font/woff2')).toHaveLength(KATEX_FONTS_USED.length);
    expect(fonts.filter((type) => type !== 'font/woff2')).toEqual([]);
    // Both wasm builds are in the script as strings (vite-plugins/inline-wasm.ts), not as data: URLs.
    expect(html).not.toContain('data:application/wasm');
    const { simd, baselineDelta } = inlineWasmPayload();
    expect(html.split(byteStringLiteral(simd))).toHaveLength(2);
    expect(html.split(byteStringLiteral(baselineDelta))).toHaveLength(2);
  });

  it('carries a policy that allows its inline script by hash and no origin at all', () => {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/'self'|'unsafe-eval'|https?:|\*/);
    const script = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(policy).toContain(`script-src 'sha256-${hash}' 'wasm-unsafe-eval'`);
  });

  it('runs the SIMD build and paints the heatmap', async () => {
    expect(await page.locator('#runtime-info').textContent()).toBe('SIMD build.');
    const digest = await canvasDigest(page);
    expect(digest.width).toBeGreaterThan(100);
    expect(digest.opaque).toBe(digest.width * digest.height);
    expect(digest.colours).toBeGreaterThan(50);
  });

  it('shows the hovered value sinusoidal() computes', async () => {
    await page.getByRole('button', { name: 'L=10, d=4, n=100', exact: true }).click();
    await nextFrames(page);
    const table = sinusoidal(10, 4, { base: 100 });
    for (const [pos, dimension] of [
      [1, 0],
      [2, 1],
      [1, 2],
      [9, 3],
    ] as const) {
      const shown = await hoveredValue(page, pos, dimension, 10, 4);
      expect(shown).toMatchObject({ pos: String(pos), dimension: String(dimension) });
      expect(Math.abs(shown.value - table[pos * 4 + dimension]!)).toBeLessThan(5e-7);
    }
  });

  it('typesets the formulas with KaTeX in its inlined fonts', async () => {
    expect(await page.locator('#header-formulas .katex').count()).toBeGreaterThanOrEqual(3);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.includes('KaTeX'))
        .map((face) => ({
          name: `${face.family.replace(/"/g, '')} ${face.style} ${face.weight}`,
          status: face.status,
        }));
    });
    const status = (name: string) => faces.find((face) => face.name === name)?.status;
    expect(status('KaTeX_Main normal 400')).toBe('loaded');
    expect(status('KaTeX_Math italic 400')).toBe('loaded');
    expect(faces.filter((face) => face.status === 'error')).toEqual([]);
  });

  it('saves the figure as a PNG (a blob: image of the overlay)', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[data-action="png"]')]);
    expect(download.suggestedFilename()).toBe('pe-L10-d4-n100-interleaved.png');
    // The status is written on the frame after the download starts.
    await expect
      .poll(() => page.locator('.export-status').textContent())
      .toMatch(/Saved pe-L10-d4-n100-interleaved\.png/);
  });

  it('shows every other view from its tab', async () => {
    await page.getByRole('button', { name: 'L=1000, d=512, n=10000', exact: true }).click();
    const tabs = page.locator('[role="tab"]');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const shown: string[] = [];
    for (let index = 1; index < count; index++) {
      await tabs.nth(index).click();
      await page.waitForSelector('[role="tabpanel"]:not([hidden])[data-ready="true"]');
      await nextFrames(page);
      const panel = page.locator('[role="tabpanel"]:not([hidden])');
      const view = (await panel.getAttribute('data-view'))!;
      shown.push(view);
      expect((await panel.boundingBox())!.height, view).toBeGreaterThan(150);
      expect((await panel.innerText()).length, view).toBeGreaterThan(100);
      if (view === 'curves') expect(await panel.locator('path.series-line').count()).toBeGreaterThan(0);
      if (view === 'distance') expect(await panel.locator('.katex').count()).toBeGreaterThan(0);
    }
    expect(shown).toEqual(
      expect.arrayContaining(['curves', 'example', 'tutorial', 'distance', 'order', 'bias', 'attention']),
    );
  });

  it('falls back to the baseline build where wasm SIMD is missing', async () => {
    const baseline = await openOffline(browser!, `${url}#view=heatmap&L=10&d=4&n=100`, blocked, () => {
      // An engine without SIMD: the package's one-module probe fails validation.
      WebAssembly.validate = () => false;
    });
    opened.push(baseline);
    await baseline.page.waitForSelector('#figure[data-state="ready"]');
    expect(await baseline.page.locator('#runtime-info').textContent()).toBe('baseline build.');
    const table = sinusoidal(10, 4, { base: 100 });
    const shown = await hoveredValue(baseline.page, 9, 3, 10, 4);
    expect(Math.abs(shown.value - table[9 * 4 + 3]!)).toBeLessThan(5e-7);
  });

  it('asked for nothing outside the file and logged no errors or CSP violations', async () => {
    expect(blocked).toEqual([]);
    for (const { problems, cspViolations } of opened) {
      expect(await cspViolations()).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    }
  });
});
