// `npm start` serves the explorer with Vite's dev server, which serves modules as they are rather
// than bundled: a module that only a build can load (KaTeX's CommonJS source files, once) breaks
// the page there and nowhere else. This opens the distance view, whose formulas wait for KaTeX's
// runtime, from the dev server.
import type { ViteDevServer } from 'vite';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, type OpenedPage } from './support/open-page.js';

describe('the dev server of npm start (Vite, Chromium)', () => {
  let server: ViteDevServer | undefined;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    server = await createServer({
      configFile: 'web/app/vite.config.ts',
      logLevel: 'warn',
      server: { host: '127.0.0.1', port: 0, open: false },
    });
    await server.listen();
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the dev server did not report a URL');
    opened = await openPage(await launchChromium(), `${url}#view=distance`);
  });

  afterAll(async () => {
    await opened?.browser.close();
    await server?.close();
  });

  it('shows a view whose formulas need KaTeX’s runtime', async () => {
    const { page, problems } = opened!;
    await page.waitForSelector('pe-explorer [role="tabpanel"]:not([hidden])[data-ready="true"]');
    const formulas = await page.evaluate(
      () => document.querySelector('pe-explorer')!.shadowRoot!.querySelectorAll('.katex-html').length,
    );
    expect(formulas).toBeGreaterThan(0);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
});
