// Opens a page of the served site in headless Chromium and records everything that would make a
// reader's visit go wrong: console errors, failed or foreign requests, CSP violations.
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '../../../web/scripts/find-chromium.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
}

export interface OpenedPage {
  browser: Browser;
  page: Page;
  problems: PageProblems;
  /** securitypolicyviolation events seen by the page so far. */
  cspViolations(): Promise<string[]>;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * A new page of `browser` that watches for problems, navigated to `url`. `permissions` (e.g.
 * ['clipboard-read', 'clipboard-write']) are granted to the page's own browser context.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    /** A touch screen: the page's (pointer: coarse) rules apply. */
    hasTouch?: boolean;
    permissions?: string[];
    /** Runs on the new page before it navigates: routes, init scripts. */
    beforeNavigate?: (page: Page) => Promise<void>;
  } = {},
): Promise<OpenedPage> {
  const contextOptions = {
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    hasTouch: options.hasTouch ?? false,
    acceptDownloads: true,
  } as const;
  // browser.newPage makes a context that closes with its page; a context with permissions is
  // closed the same way.
  let page: Page;
  if (options.permissions) {
    const context = await browser.newContext({ ...contextOptions, permissions: options.permissions });
    page = await context.newPage();
    page.on('close', () => void context.close().catch(() => undefined));
  } else {
    page = await browser.newPage(contextOptions);
  }
  const problems: PageProblems = { consoleErrors: [], failedRequests: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()} HTTP ${response.status()}`);
  });
  page.on('request', (request) => {
    const target = new URL(request.url());
    const local = target.hostname === '127.0.0.1' || target.hostname === 'localhost';
    if (!local && !['data:', 'blob:', 'file:'].includes(target.protocol)) problems.foreignRequests.push(request.url());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await options.beforeNavigate?.(page);
  await page.goto(url);
  return {
    browser,
    page,
    problems,
    cspViolations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

/** Resolves after two animation frames, so a requestAnimationFrame redraw has happened. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
