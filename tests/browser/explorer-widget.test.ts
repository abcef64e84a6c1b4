// The <pe-explorer> widget as a course page embeds it: the published bundle (dist/lib/explorer.js,
// as `npm test` builds it) in a copy of the package folder, loaded by one module script into a page
// with loud styles of its own (fixtures/two-widgets) and issue #4's strict CSP, twice: a heatmap of
// the article's table and the curves view in a 360 px column. Each must draw, keep its own state,
// share the page's one WebAssembly instance, keep its styles to itself, and fit its container.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import init, { sinusoidal } from '../../web/lib/index.js';
import { DEFAULT_VIEW_FONTS } from '../js/fixtures/default-view-fonts.js';
import { axeViolations } from './support/axe-check.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

const repoRoot = new URL('../../', import.meta.url).pathname;

/** The readout fields of the widget `host`'s heatmap. */
async function readout(host: Locator): Promise<Record<string, string>> {
  return host
    .locator('#readout [data-field]')
    .evaluateAll((elements: HTMLElement[]) =>
      Object.fromEntries(elements.map((element) => [element.dataset.field!, element.textContent ?? ''])),
    );
}

/** Moves the mouse over cell (pos, dimension) of the rows × cols heatmap inside `host`. */
async function hoverCell(
  page: Page,
  host: Locator,
  pos: number,
  dimension: number,
  rows: number,
  cols: number,
): Promise<void> {
  const canvas = host.locator('#heatmap');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + ((dimension + 0.5) / cols) * box.width, box.y + ((pos + 0.5) / rows) * box.height);
  await nextFrames(page);
}

describe('<pe-explorer> widget: two on one page (dist/lib/explorer.js, Chromium)', () => {
  let folder = '';
  let server: PreviewServer | undefined;
  let url = '';
  let browser: Browser | undefined;
  const opened: OpenedPage[] = [];
  let page: Page;
  let first: Locator;
  let second: Locator;

  beforeAll(async () => {
    await init();
    folder = mkdtempSync(join(tmpdir(), 'pe-widget-page-'));
    cpSync(join(repoRoot, 'tests/browser/fixtures/two-widgets'), folder, { recursive: true });
    cpSync(join(repoRoot, 'dist/lib'), join(folder, 'lib'), { recursive: true });
    server = await preview({
      configFile: false,
      logLevel: 'warn',
      build: { outDir: folder },
      preview: { host: '127.0.0.1', port: 0 },
    });
    url = server.resolvedUrls!.local[0]!;
    browser = await launchChromium();
    opened.push(await openPage(browser, url, { width: 1280, height: 900 }));
    page = opened[0]!.page;
    first = page.locator('#first');
    second = page.locator('#second');
    await first.locator('#figure[data-state="ready"]').waitFor();
    await second.locator('[data-view="curves"][data-ready="true"]').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("shows each widget's one view, from its attributes, without the tab bar", async () => {
    expect(await first.locator('#figure-shape').textContent()).toBe('10 positions × 4 dimensions');
    expect(await second.locator('#curves-shape').textContent()).toBe('(d_model = 20, L = 100, n = 10000, interleaved)');
    for (const host of [first, second]) {
      expect(await host.locator('[role="tablist"]:visible').count()).toBe(0);
      expect(await host.locator('.view-panel:not([hidden])').count()).toBe(1);
    }
    expect(await second.locator('path.series-line').count()).toBe(4);
  });

  it("reads the article's values from the heatmap widget", async () => {
    const table = sinusoidal(10, 4, { base: 100 });
    for (const [pos, dimension, printed] of [
      [1, 0, '0.8415'],
      [2, 1, '-0.4161'],
      [9, 3, '0.6216'],
    ] as const) {
      await hoverCell(page, first, pos, dimension, 10, 4);
      const shown = await readout(first);
      expect(shown).toMatchObject({ pos: String(pos), dimension: String(dimension) });
      expect(Math.abs(Number(shown.value) - table[pos * 4 + dimension]!)).toBeLessThan(5e-7);
      expect(Number(shown.value).toFixed(4)).toBe(printed);
    }
    // The keyboard cursor, as on the page; the readout is a polite live region.
    await first.locator('#heatmap').focus();
    for (const key of ['Control+Home', 'Home', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    await nextFrames(page);
    expect(await readout(first)).toMatchObject({ pos: '1', dimension: '1', function: 'cos' });
    expect(Number((await readout(first)).value).toFixed(4)).toBe('0.5403');
    expect(await first.locator('#readout').getAttribute('aria-live')).toBe('polite');
  });

  it("keeps each widget's state its own: attributes and controls change only their widget", async () => {
    await page.evaluate(() => document.getElementById('first')!.setAttribute('d-model', '6'));
    await expect.poll(() => first.locator('#figure-shape').textContent()).toBe('10 positions × 6 dimensions');
    expect(await first.locator('#dmodel-number').inputValue()).toBe('6');
    // The curves widget opens on The Annotated Transformer's d_model = 20 (the curves' own default).
    expect(await second.locator('#dmodel-number').inputValue()).toBe('20');
    expect(await second.locator('#curves-shape').textContent()).toBe('(d_model = 20, L = 100, n = 10000, interleaved)');

    // In its 360 px column the form is folded behind "Parameters", so the figure comes first.
    await second.locator('#controls-toggle').click();
    await second.locator('#length-number').fill('40');
    await expect
      .poll(() => second.locator('#curves-shape').textContent())
      .toBe('(d_model = 20, L = 40, n = 10000, interleaved)');
    expect(await first.locator('#figure-shape').textContent()).toBe('10 positions × 6 dimensions');
    expect(await first.locator('#length-number').inputValue()).toBe('10');

    // An invalid value is refused (the previous one stays, a notice says why, until a valid value
    // replaces it); a removed attribute restores its default.
    await page.evaluate(() => document.getElementById('first')!.setAttribute('length', 'many'));
    await nextFrames(page);
    expect(await first.locator('#figure-shape').textContent()).toBe('10 positions × 6 dimensions');
    expect(await first.locator('#setting-notice').textContent()).toBe(
      'length="many" is not allowed: use a whole number from 1 to 5000.',
    );
    await page.evaluate(() => document.getElementById('first')!.setAttribute('length', '10'));
    expect(await first.locator('#setting-notice').isHidden()).toBe(true);
    await page.evaluate(() => document.getElementById('first')!.removeAttribute('d-model'));
    await expect.poll(() => first.locator('#figure-shape').textContent()).toBe('10 positions × 128 dimensions');
    await page.evaluate(() => document.getElementById('first')!.setAttribute('d-model', '4'));
    await expect.poll(() => first.locator('#figure-shape').textContent()).toBe('10 positions × 4 dimensions');
    // No part of the page's URL is touched without hash-sync.
    expect(await page.evaluate(() => location.hash)).toBe('');
  });

  it('switches view, shows or hides the controls, and opens the full explorer, live', async () => {
    const firstTag = page.locator('#first');
    expect(await first.locator('#controls').isVisible()).toBe(true);
    await firstTag.evaluate((element) => element.setAttribute('controls', 'false'));
    expect(await first.locator('#controls').isHidden()).toBe(true);
    await firstTag.evaluate((element) => element.removeAttribute('controls'));
    expect(await first.locator('#controls').isVisible()).toBe(true);

    await firstTag.evaluate((element) => element.setAttribute('view', 'example'));
    await first.locator('[data-view="example"][data-ready="true"]').waitFor();
    expect(await first.locator('#controls').isHidden()).toBe(true); // the stepper has its own
    await firstTag.evaluate((element) => element.setAttribute('step', '4'));
    // Step 4 as the page numbers it: "Step 4 of 8", index 3.
    await expect.poll(() => first.locator('[data-view="example"]').getAttribute('data-step')).toBe('3');
    expect(await first.locator('.ex-indicator').textContent()).toBe('Step 4 of 8');

    // Without `view`: every view behind the tab bar, which the arrow keys drive.
    await firstTag.evaluate((element) => element.removeAttribute('view'));
    await expect.poll(() => first.locator('[role="tablist"]').first().isVisible()).toBe(true);
    // One tab per view of the registry (one tab list per group).
    expect(await first.locator('[role="tab"]').count()).toBe(await first.locator('.view-panel').count());
    expect(await first.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Heatmap');
    await first.locator('#tab-heatmap').focus();
    await page.keyboard.press('ArrowRight');
    expect(await first.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Curves');
    expect(await second.locator('[role="tablist"]:visible').count()).toBe(0);

    await firstTag.evaluate((element) => element.setAttribute('view', 'heatmap'));
    await first.locator('#figure[data-state="ready"]').waitFor();
    expect(await first.locator('[role="tablist"]:visible').count()).toBe(0);
  });

  it('refuses an invalid setting visibly: a notice naming it and an error event (issue 16, item 15)', async () => {
    const firstTag = page.locator('#first');
    const notice = first.locator('#setting-notice');
    expect(await notice.isHidden()).toBe(true);
    // Sets `name` to `value` on the first widget and returns the messages of its error events.
    const set = (name: string, value: string) =>
      firstTag.evaluate(
        (element, [name, value]) => {
          const messages: string[] = [];
          const listener = (event: Event) => messages.push((event as CustomEvent<{ message: string }>).detail.message);
          element.addEventListener('error', listener);
          element.setAttribute(name!, value!);
          element.removeEventListener('error', listener);
          return messages;
        },
        [name, value],
      );

    for (const [name, value, allowed] of [
      ['step', '9', 'use a whole number from 1 to 8'],
      ['d-model', '0', 'use a whole number from 1 to 1024'],
      ['length', '2.5', 'use a whole number from 1 to 5000'],
      ['base', '1e7', 'use a number greater than 1 and at most 1000000'],
      ['layout', 'rows', 'use interleaved or split'],
    ] as const) {
      const before = await firstTag.getAttribute(name);
      const messages = await set(name, value);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(`${name}="${value}" is not allowed: ${allowed}`);
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toBe(messages[0]);
      // The previous value stayed; writing it back (or removing the attribute) clears the notice.
      await firstTag.evaluate(
        (element, [name, before]) => {
          if (before === null) element.removeAttribute(name!);
          else element.setAttribute(name!, before);
        },
        [name, before] as const,
      );
      expect(await notice.isHidden()).toBe(true);
    }
    // The heatmap kept its table throughout.
    await expect.poll(() => first.locator('#figure-shape').textContent()).toBe('10 positions × 4 dimensions');

    // An unknown view: the notice and no view at all, never the heatmap in its place.
    const messages = await set('view', 'heatmaps');
    expect(messages).toEqual([
      'view="heatmaps" is not a view: use one of heatmap, curves, example, tutorial, distance, order, rope, long-context, bias, attention, precision, layouts, model-map, check.',
    ]);
    expect(await notice.textContent()).toBe(messages[0]);
    expect(await first.locator('#view-panels').isHidden()).toBe(true);
    expect(await first.locator('[role="tablist"]:visible').count()).toBe(0);
    expect(await first.locator('#controls').isHidden()).toBe(true);
    await firstTag.evaluate((element) => element.setAttribute('view', 'heatmap'));
    expect(await notice.isHidden()).toBe(true);
    await first.locator('#figure[data-state="ready"]').waitFor();
    expect(await first.locator('#figure-shape').textContent()).toBe('10 positions × 4 dimensions');

    // Refused before the element is on the page: the event comes a task later, so a listener added
    // after the attribute was written still hears it.
    const early = await page.evaluate(async () => {
      const element = document.createElement('pe-explorer');
      element.setAttribute('view', 'example');
      element.setAttribute('step', '12');
      const messages: string[] = [];
      element.addEventListener('error', (event: Event) =>
        messages.push((event as CustomEvent<{ message: string }>).detail.message),
      );
      document.body.append(element);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const notice = element.shadowRoot!.querySelector<HTMLElement>('#setting-notice')!;
      const result = { messages, notice: notice.textContent, hidden: notice.hidden };
      element.remove();
      return result;
    });
    expect(early).toEqual({
      messages: ['step="12" is not allowed: use a whole number from 1 to 8 (the worked example’s steps).'],
      notice: 'step="12" is not allowed: use a whole number from 1 to 8 (the worked example’s steps).',
      hidden: false,
    });
  });

  it('shares one WebAssembly instance: the page fetched one .wasm and one copy of the package', async () => {
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(fetched.filter((path) => path.endsWith('.wasm'))).toEqual(['/lib/wasm/positional_encoding_simd.wasm']);
    expect(fetched.filter((path) => path.endsWith('/index.js'))).toEqual(['/lib/index.js']);
    expect(fetched.filter((path) => path.endsWith('.mjs'))).toEqual(['/lib/wasm/positional_encoding_simd.mjs']);
    // KaTeX fonts come from the package folder, woff2 only, each once.
    const fonts = fetched.filter((path) => /\.(woff2?|ttf)$/.test(path));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((path) => path.startsWith('/lib/katex-fonts/') && path.endsWith('.woff2'))).toBe(true);
    expect(new Set(fonts).size).toBe(fonts.length);
    // A script of the page that imports the package finds it initialised by the widgets: same
    // module, same instance (before init() it would throw).
    // (A string: Vitest would rewrite an import() written in this file.)
    const direct = await page.evaluate(`import('/lib/index.js').then(({ runtimeInfo, sinusoidal }) =>
      ({ simd: runtimeInfo().simd, value: sinusoidal(2, 4, { base: 100 })[4] }))`);
    expect(direct).toEqual({ simd: true, value: Math.fround(Math.sin(1)) });
    expect(
      await page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.wasm')).length,
      ),
    ).toBe(1);
  });

  it('keeps its styles in: page rules do not reach inside, its rules do not reach out', async () => {
    const inside = await first.locator('#heatmap-help').evaluate((element) => ({
      color: getComputedStyle(element).color,
      font: getComputedStyle(element).fontFamily,
    }));
    expect(inside.color).not.toBe('rgb(190, 0, 0)');
    expect(inside.font).not.toMatch(/Georgia/);
    expect(
      await first
        .locator('.preset-buttons button')
        .first()
        .evaluate((button) => getComputedStyle(button).fontFamily),
    ).not.toMatch(/Courier/);
    expect(await first.locator('#controls').evaluate((form) => getComputedStyle(form).borderTopStyle)).toBe('solid');

    const host = await page.evaluate(() => {
      const style = (id: string) => getComputedStyle(document.getElementById(id)!);
      return {
        text: style('host-text').color,
        heading: style('host-heading').fontSize,
        controls: style('host-controls').borderTopStyle,
        body: getComputedStyle(document.body).fontFamily,
        // Only @font-face rules (KaTeX's) are added to the document.
        documentRules: document.adoptedStyleSheets.flatMap((sheet) =>
          [...sheet.cssRules].map((rule) => rule.constructor.name),
        ),
      };
    });
    expect(host).toMatchObject({ text: 'rgb(190, 0, 0)', heading: '30px', controls: 'dashed' });
    expect(host.body).toMatch(/^Georgia/);
    expect(new Set(host.documentRules)).toEqual(new Set(['CSSFontFaceRule']));

    // The documented way in: custom properties set on the element restyle that one widget.
    await second.evaluate((element: HTMLElement) => element.style.setProperty('--accent', 'rgb(1, 2, 3)'));
    const accent = (widget: Locator) =>
      widget.locator('label[for="scale-none"]').evaluate((label) => getComputedStyle(label).backgroundColor);
    expect(await accent(second)).toBe('rgb(1, 2, 3)');
    expect(await accent(first)).not.toBe('rgb(1, 2, 3)');
    await second.evaluate((element: HTMLElement) => element.style.removeProperty('--accent'));
  });

  it('fits its container: wide layout at full width, the narrow one in a 360 px column', async () => {
    const layout = async (widget: Locator) =>
      widget.evaluate((element) => {
        const root = element.shadowRoot!;
        const box = (selector: string) => root.querySelector(selector)!.getBoundingClientRect();
        const grid = getComputedStyle(root.querySelector('.layout')!).gridTemplateColumns.split(' ').length;
        return {
          width: element.getBoundingClientRect().width,
          grid,
          controls: box('#controls'),
          toggle: box('#controls-toggle'),
          panel: box('.view-panel:not([hidden])'),
        };
      });
    const wide = await layout(first);
    expect(wide.width).toBeGreaterThan(1000);
    expect(wide.grid).toBe(2);
    expect(wide.controls.right).toBeLessThan(wide.panel.left); // controls beside the figure

    const narrow = await layout(second);
    expect(narrow.width).toBe(360);
    expect(narrow.grid).toBe(1);
    // Opened by its "Parameters" button (an earlier test did), the form stands between it and the figure.
    expect(narrow.controls.bottom).toBeLessThanOrEqual(narrow.panel.top);
    expect(narrow.toggle.bottom).toBeLessThanOrEqual(narrow.controls.top);
    expect(wide.toggle.height).toBe(0); // no button where the form stands beside the figure
    expect(narrow.panel.right - narrow.panel.left).toBeLessThanOrEqual(360);
    // Nothing inside is wider than the column.
    const overflow = await second.evaluate((element) =>
      [...element.shadowRoot!.querySelectorAll('*')]
        .filter(
          (child) =>
            child.getBoundingClientRect().right > element.getBoundingClientRect().right + 0.5 &&
            getComputedStyle(child).position !== 'absolute',
        )
        .map((child) => child.id || child.className),
    );
    expect(overflow).toEqual([]);
    // The curves plot uses the narrow margins (figure under 520 px).
    const svgWidth = await second.locator('#curves-svg').evaluate((svg) => svg.getBoundingClientRect().width);
    expect(svgWidth).toBeLessThanOrEqual(360);
  });

  it('gives a phone-width page the narrow layout in both widgets, and passes axe in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const phone = await openPage(browser!, url, { width: 375, height: 800, colorScheme });
      opened.push(phone);
      const widget = phone.page.locator('#first');
      await widget.locator('#figure[data-state="ready"]').waitFor();
      await phone.page.locator('#second [data-view="curves"][data-ready="true"]').waitFor();
      expect(
        await widget.locator('#readout').evaluate((dl) => getComputedStyle(dl).gridTemplateColumns.split(' ').length),
      ).toBe(2);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(phone.page, 'main')).toEqual([]);
      // The KaTeX faces fetched for these default views are the ones the size budget counts.
      const fonts = await phone.page.evaluate(async () => {
        await document.fonts.ready;
        return performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.woff2'))
          .map((path) => path.split('/').pop()!.replace('.woff2', ''));
      });
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((face) => !(DEFAULT_VIEW_FONTS as readonly string[]).includes(face))).toEqual([]);
    }
  });

  it('logged no errors, failed or foreign requests, or CSP violations', async () => {
    for (const each of opened) {
      expect(await each.cspViolations()).toEqual([]);
      expect(each.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    }
  });
});
