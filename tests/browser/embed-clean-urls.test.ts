// embed.html takes its settings from the hash as well as the query (#view=curves&d=64; merged,
// the hash winning key by key), because clean-URL hosts redirect embed.html?… to /embed and drop
// the query, while a browser carries the fragment across a redirect. Tested behind a tiny server
// written here that behaves as `serve` and `docusaurus serve` do (301 from name.html to the clean
// name, the query dropped), in both of their shapes: /pe/embed served from embed.html, and the
// folder form /pe/embed/ served from the embed/index.html alias the build writes.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentType } from './support/content-types.js';
import { launchChromium, openPage, type OpenedPage } from './support/open-page.js';

const READY = '.view-panel:not([hidden])[data-ready="true"]';
/**
 * The site under /pe/ with clean URLs. `file`: /pe/embed.html?… → 301 /pe/embed, which is
 * answered with embed.html (the `serve` package). `folder`: → 301 /pe/embed/, answered with
 * embed/index.html (hosts that map pretty URLs to folders).
 */
async function cleanUrlServer(root: string, shape: 'file' | 'folder'): Promise<{ url: string; server: Server }> {
  const base = resolve(root);
  const server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (!pathname.startsWith('/pe/')) return void response.writeHead(404).end();
      const path = pathname.slice('/pe'.length);
      const clean = shape === 'file' ? '/embed' : '/embed/';
      if (path === '/embed.html' || (shape === 'folder' && path === '/embed')) {
        // The query is dropped, as `serve` does: only the fragment survives (kept by the browser).
        return void response.writeHead(301, { Location: `/pe${clean}` }).end();
      }
      const file = resolve(
        base,
        `.${path === clean ? (shape === 'file' ? '/embed.html' : '/embed/index.html') : path}`,
      );
      if (!file.startsWith(base + sep)) return void response.writeHead(403).end();
      try {
        const body = await readFile(file);
        response.writeHead(200, { 'Content-Type': contentType(file) }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pe/`, server };
}

let browser: Browser | undefined;
const servers: Server[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

/** The settings the embed shows: its view, the form's d (controls=true), and any notice. */
async function shown(opened: OpenedPage): Promise<{ view: string | null; d: string; notice: boolean }> {
  const { page } = opened;
  await page.waitForSelector(READY);
  return {
    view: await page.locator(READY).getAttribute('data-view'),
    d: await page.locator('#dmodel-number').inputValue(),
    notice: await page.locator('#setting-notice').isVisible(),
  };
}

describe('embed.html#… behind a clean-URL server', () => {
  for (const shape of ['file', 'folder'] as const) {
    it(`${shape === 'file' ? '/pe/embed' : '/pe/embed/ (embed/index.html)'}: the hash survives the redirect`, async () => {
      const { url, server } = await cleanUrlServer(inject('siteDir'), shape);
      servers.push(server);
      const opened = await openPage(browser!, `${url}embed.html?view=rope#view=curves&d=64&controls=true`, {
        width: 700,
        height: 450,
      });
      expect(await shown(opened)).toEqual({ view: 'curves', d: '64', notice: false });
      // It really went through the redirect, and the query really was dropped.
      expect(opened.page.url()).toBe(`${url}${shape === 'file' ? 'embed' : 'embed/'}#view=curves&d=64&controls=true`);
      expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
      await opened.page.close();
    });
  }
});

describe('embed.html settings from the hash and the query', () => {
  it('merges them, the hash winning key by key', async () => {
    const opened = await openPage(browser!, `${inject('siteUrl')}embed.html?view=curves&d=64&controls=true#d=16`, {
      width: 700,
      height: 450,
    });
    expect(await shown(opened)).toEqual({ view: 'curves', d: '16', notice: false });
    await opened.page.close();
  });

  it('applies a new hash without a reload, and a key the new hash drops returns to its default', async () => {
    const opened = await openPage(browser!, `${inject('siteUrl')}embed.html#view=curves&d=64&controls=true`, {
      width: 700,
      height: 450,
    });
    expect(await shown(opened)).toEqual({ view: 'curves', d: '64', notice: false });
    await opened.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await opened.page.evaluate(() => (location.hash = '#view=heatmap&controls=true'));
    await opened.page.waitForSelector(`${READY}[data-view="heatmap"]`);
    expect(await shown(opened)).toEqual({ view: 'heatmap', d: '128', notice: false });
    expect(await opened.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(opened.problems.consoleErrors).toEqual([]);
    await opened.page.close();
  });

  it('refuses a hash value visibly, naming it by its key', async () => {
    const opened = await openPage(browser!, `${inject('siteUrl')}embed.html#view=heatmap&d=5000`, {
      width: 700,
      height: 450,
    });
    const notice = opened.page.locator('#setting-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/d="5000" is not allowed: use a whole number from 1 to 1024\./);
    await opened.page.close();
  });
});

describe('embed.html in a course page of the same origin, theme=auto', () => {
  it("takes the page's theme, not the system's, and follows its switch", async () => {
    // Docusaurus's light default on a dark system: <html data-theme="light">, the embed copied
    // into the site's static folder (same origin).
    const coursePage = `${inject('siteUrl')}course-theme.html`;
    const opened = await openPage(browser!, coursePage, {
      colorScheme: 'dark',
      beforeNavigate: async (page) =>
        void (await page.route(coursePage, (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html data-theme="light"><link rel="icon" href="data:,"><h1>Week 3</h1>
              <iframe title="Positional encoding" src="embed.html#view=curves" width="100%" height="480"></iframe></html>`,
          }),
        )),
    });
    const frame = (await (await opened.page.waitForSelector('iframe')).contentFrame())!;
    await frame.waitForSelector(READY);
    const resolved = () => frame.locator('pe-explorer').getAttribute('data-resolved-theme');
    expect(await resolved()).toBe('light');
    await opened.page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await expect.poll(resolved).toBe('dark');
    // A theme the link chooses wins over the page's.
    await frame.evaluate(() => (location.hash = '#view=curves&theme=light'));
    await expect.poll(resolved).toBe('light');
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    await opened.page.close();
  });
});
