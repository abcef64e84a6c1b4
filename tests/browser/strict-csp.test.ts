// The explorer under the strict Content-Security-Policy of issue #4, sent as a real HTTP header
// by a plain static server (support/csp-server.ts) from the site the test run built: every view
// is opened from its tab and used a little, and the page must report no securitypolicyviolation,
// ask no other origin for anything, log no error, and get its wasm as application/wasm (so it
// compiles while streaming, without the fallback warning).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveWithCsp, STRICT_CSP, type CspServer } from './support/csp-server.js';
import { launchChromium, nextFrames, openPage, type OpenedPage } from './support/open-page.js';

interface SitePage {
  /** Path in the built site. */
  path: string;
  /** Matches once the page has drawn its first view. */
  ready: string;
}

// Each page a teacher can embed. The iframe embed (embed.html) and a page with the
// <pe-explorer> widget join this list when they exist.
const PAGES: SitePage[] = [
  { path: 'index.html', ready: '[role="tabpanel"]:not([hidden])[data-ready="true"]' },
  // The iframe embed shows one view: its panel is not a tab panel.
  { path: 'embed.html?view=heatmap&d=4&L=10&n=100', ready: '.view-panel:not([hidden])[data-ready="true"]' },
  { path: 'embed.html?view=example&step=8&controls=true', ready: '.view-panel:not([hidden])[data-ready="true"]' },
];

/** Moves the pointer across the middle of the first canvas or svg of the visible view. */
async function pointAtFigure(page: Page, panel: string): Promise<void> {
  const figure = page.locator(`${panel} canvas:visible, ${panel} svg:visible`).first(); // a stepper hides other steps
  if ((await figure.count()) === 0) return;
  await figure.scrollIntoViewIfNeeded();
  const box = await figure.boundingBox();
  if (!box) return;
  for (const fraction of [0.3, 0.5, 0.7]) {
    await page.mouse.move(box.x + fraction * box.width, box.y + fraction * box.height);
  }
  await nextFrames(page);
}

let server: CspServer;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await serveWithCsp(inject('siteDir'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(PAGES)('$path under a strict CSP header', ({ path, ready }) => {
  let opened: OpenedPage;
  let page: Page;
  const otherOrigins: string[] = [];
  const warnings: string[] = [];
  const contentTypes = new Map<string, string>();
  const documentPolicies: string[] = [];

  beforeAll(async () => {
    const origin = new URL(server.url).origin;
    opened = await openPage(browser!, `${server.url}${path}`, {
      beforeNavigate: async (newPage) => {
        newPage.on('request', (request) => {
          const target = new URL(request.url());
          if (!['data:', 'blob:'].includes(target.protocol) && target.origin !== origin)
            otherOrigins.push(request.url());
        });
        newPage.on('response', (response) => {
          contentTypes.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? '');
          if (response.request().resourceType() === 'document') {
            documentPolicies.push(response.headers()['content-security-policy'] ?? '(none)');
          }
        });
        newPage.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
      },
    });
    page = opened.page;
    await page.waitForSelector(ready, { timeout: 20_000 }).catch(async (error: unknown) => {
      // Say why: a blocked wasm compile or script shows up here, not as a bare timeout.
      const seen = { cspViolations: await opened.cspViolations(), ...opened.problems };
      throw new Error(`${path} did not draw its first view: ${JSON.stringify(seen)}`, { cause: error });
    });
  });

  it('is served with the policy as a header and its wasm as application/wasm', async () => {
    expect(documentPolicies).toEqual([STRICT_CSP]);
    const wasm = [...contentTypes].filter(([file]) => file.endsWith('.wasm'));
    expect(wasm.length).toBe(1); // the one build this engine runs
    expect(wasm[0]![1]).toBe('application/wasm');
    expect(warnings.filter((text) => /wasm|falling back/i.test(text))).toEqual([]);
  });

  it('shows every view from its tab, and the heatmap exports its figure and table', async () => {
    const tabs = page.locator('[role="tab"]:visible'); // an embed shows one view, its tabs hidden
    const count = await tabs.count();
    const panel = '.view-panel:not([hidden])';
    for (let index = 0; index < Math.max(count, 1); index++) {
      if (count > 0) await tabs.nth(index).click();
      await page.waitForSelector(`${panel}[data-ready="true"]`);
      await nextFrames(page);
      await pointAtFigure(page, panel);
      const view = await page.locator(panel).getAttribute('data-view');
      if (view === 'heatmap') {
        // PNG: the overlay goes through a blob: image; CSV: a blob: download.
        for (const action of ['png', 'csv']) {
          const button = page.locator(`${panel} button[data-action="${action}"]`);
          if ((await button.count()) === 0) continue;
          const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
          expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${action}$`));
        }
      }
    }
    if (path === 'index.html') expect(count).toBeGreaterThanOrEqual(6);
  });

  it('reported no CSP violation, asked no other origin, logged no error', async () => {
    expect(await opened.cspViolations()).toEqual([]);
    expect(otherOrigins).toEqual([]);
    expect(opened.problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
  });

  it('would have seen a violation: the header blocks an injected inline script', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await nextFrames(page);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect((await opened.cspViolations()).some((text) => text.startsWith('script-src'))).toBe(true);
  });
});
