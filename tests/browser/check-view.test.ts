// The check view as a student and a teacher meet it (issue 30): a pasted table is identified with
// the calls that reproduce it, and its text never reaches the link; a gallery example opened from
// the link shows its diagnosis and its thread; a chosen and a dropped .npy file are read in the
// page; a bad input is refused visibly and the next good one is checked. Under the page's strict
// CSP, with nothing fetched from another host.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, { sinusoidal } from '../../web/lib/index.js';
import { printedTable } from '../../web/app/views/check/check-gallery.js';
import { axeViolations } from './support/axe-check.js';
import { launchChromium, openPage, type OpenedPage } from './support/open-page.js';

/** A version-1 .npy file of little-endian float32 values. */
function npy(values: ArrayLike<number>, shape: readonly number[]): Buffer {
  let header = `{'descr': '<f4', 'fortran_order': False, 'shape': (${shape.join(', ')}), }`;
  header += ' '.repeat(63 - ((10 + header.length) % 64)) + '\n';
  const bytes = Buffer.alloc(10 + header.length + values.length * 4);
  bytes.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  bytes.writeUInt16LE(header.length, 8);
  bytes.write(header, 10, 'latin1');
  Array.from(values).forEach((v, i) => bytes.writeFloatLE(v, 10 + header.length + i * 4));
  return bytes;
}

/** Waits until the view has finished one more check than `before`. */
async function checked(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const panel = document.querySelector('pe-explorer')?.shadowRoot?.querySelector<HTMLElement>('#panel-check');
      return Number(panel?.dataset.checks ?? 0) > n;
    },
    before,
    { timeout: 20_000 },
  );
}

async function checks(page: Page): Promise<number> {
  return Number((await page.locator('#panel-check').getAttribute('data-checks')) ?? 0);
}

describe('the check view (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    opened = await openPage(browser, `${inject('siteUrl')}#view=check&check-example=none`);
    page = opened.page;
    await page.waitForSelector('#panel-check[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a pasted table: the best match in words, the calls, the error heatmap; the text stays out of the link', async () => {
    const text = printedTable(sinusoidal(10, 4, { base: 100 }), 10, 4);
    const before = await checks(page);
    await page.fill('#check-text', text);
    await page.click('#check-run');
    await checked(page, before);
    expect(await page.textContent('#check-headline')).toBe(
      'The paper’s sinusoid: 10 positions × d_model = 4, base n = 100, sin and cos interleaved, exponent 2i/d_model.',
    );
    const javascript = (await page.textContent('#check-js code'))!.replace(/\s+/g, '');
    expect(javascript).toContain('consttable=sinusoidal(10,4,{"base":100});');
    expect(await page.textContent('#check-python code')).toContain('pe = positional_encoding(10, 4, n=100)[0]');
    expect(await page.textContent('#check-diagnosis')).toContain('printed with 4 decimals');
    expect(await page.textContent('#check-precision')).toMatch(/^Precision: float64: /);
    // |input − match| of a 4-decimal printout: at most half of the 4th decimal.
    const caption = (await page.textContent('#check-caption'))!;
    const largest = Number(/largest ([\d.e-]+)/.exec(caption)![1]);
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(0.5e-4);
    expect(await page.locator('#check-canvas').isVisible()).toBe(true);
    expect(await page.locator('#check-error').isVisible()).toBe(false);
    // The link names no example and holds none of the pasted numbers.
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toContain('view=check');
    expect(hash).not.toContain('0.8415');
  });

  it('a bad input is refused with where, and the next good one is checked', async () => {
    await page.fill('#check-text', '[[0, 1], [0.8415, nan]]');
    await page.click('#check-run');
    const error = page.locator('#check-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.textContent()).toBe('[1, 1] is nan: only finite numbers can be checked.');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await page.locator('.check-main').isVisible()).toBe(false);

    await page.fill('#check-text', '[[0, 1, 0], [0.8415, 0.5403]]');
    await page.click('#check-run');
    await expect.poll(() => error.textContent()).toBe('Ragged rows: row [1] holds 2 items, the first holds 3.');

    await page.fill('#check-text', '');
    await page.click('#check-run');
    await expect.poll(() => error.textContent()).toBe('The input is empty.');

    const before = await checks(page);
    await page.fill('#check-text', printedTable(sinusoidal(6, 4, { base: 100 }), 6, 4));
    await page.click('#check-run');
    await checked(page, before);
    expect(await error.isVisible()).toBe(false);
    expect(await page.textContent('#check-headline')).toContain('6 positions × d_model = 4, base n = 100');
  });

  it('a chosen .npy file is read in the page', async () => {
    const before = await checks(page);
    await page.setInputFiles('#check-file', {
      name: 'pe.npy',
      mimeType: 'application/octet-stream',
      buffer: npy(sinusoidal(32, 16, { base: 10000 }), [32, 16]),
    });
    await checked(page, before);
    expect(await page.textContent('#check-headline')).toContain('32 positions × d_model = 16, base n = 10000');
    expect(await page.textContent('#check-source')).toBe('Read from pe.npy.');
    expect(await page.textContent('#check-precision')).toMatch(/^Precision: float32: /);
    expect(await page.textContent('#check-caption')).toBe(
      '|input − match| is 0 in every cell: the call reproduces every value exactly.',
    );
  });

  it('a dropped .npy file is read in the page', async () => {
    const before = await checks(page);
    const bytes = Array.from(npy(sinusoidal(12, 8, { base: 100, layout: 'split' }), [12, 8]));
    await page.evaluate((data) => {
      const panel = document.querySelector('pe-explorer')!.shadowRoot!.querySelector('#panel-check')!;
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'split.npy'));
      panel.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, bytes);
    await checked(page, before);
    expect(await page.textContent('#check-headline')).toContain('base n = 100, split (sines, then cosines)');
    expect(await page.textContent('#check-source')).toBe('Read from split.npy.');
  });

  it('a gallery example from the link: its diagnosis, its thread, its button pressed', async () => {
    const before = await checks(page);
    await page.evaluate(() => (location.hash = '#view=check&check-example=yarn-factor-dropped'));
    await checked(page, before);
    expect(await page.textContent('#check-diagnosis')).toContain(
      'matches yarn ×4 except that the attention factor 1.1386 is missing',
    );
    expect(await page.getAttribute('button[data-example="yarn-factor-dropped"]', 'aria-pressed')).toBe('true');
    const links = await page
      .locator('.check-examples a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toContain('https://github.com/turboderp-org/exllamav3/issues/259');
    expect(await page.textContent('#check-runners')).toBeDefined();

    // A button loads another example and names it in the link.
    const next = await checks(page);
    await page.click('button[data-example="alibi-16-for-12"]');
    await checked(page, next);
    expect(await page.textContent('#check-diagnosis')).toContain('ALiBi slopes of 16 heads, used for 12');
    expect(await page.locator('#check-figure').isVisible()).toBe(false); // nothing matches: no heatmap
    expect(await page.evaluate(() => location.hash)).toContain('check-example=alibi-16-for-12');
  });

  it('nothing was fetched from another host, no CSP violation, no console error', async () => {
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    expect(await opened.cspViolations()).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`no axe violations with an example, a refusal and no match shown (${colorScheme})`, async () => {
      const each = await openPage(browser!, `${inject('siteUrl')}#view=check&check-example=yarn-factor-dropped`, {
        colorScheme,
      });
      await checked(each.page, 0);
      expect(await axeViolations(each.page, ['pe-explorer', '#panel-check'])).toEqual([]);
      await each.page.fill('#check-text', '[[1, 2], [3]]');
      await each.page.click('#check-run');
      await each.page.locator('#check-error').waitFor();
      expect(await axeViolations(each.page, ['pe-explorer', '#panel-check'])).toEqual([]);
      await each.page.close();
    });
  }

  it('embed.html?check-example=…: the example’s diagnosis, the figure inside a 700 × 450 frame', async () => {
    const embed = await openPage(browser!, `${inject('siteUrl')}embed.html?view=check&check-example=article-L10-n100`, {
      width: 700,
      height: 450,
    });
    await checked(embed.page, 0);
    expect(await embed.page.textContent('#check-headline')).toContain('base n = 100');
    const box = (await embed.page.locator('#check-frame').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(450);
    expect(embed.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    await embed.page.close();
  });
});
