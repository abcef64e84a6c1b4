// Builds the explorer page, serves it and saves screenshots to look at before a change lands:
// 1280 and 375 px wide, light and dark, the default view and the article's 10 × 4 table.
//   node tests/browser/screenshots.mjs [output folder, default /tmp/shots] [--readme] [--phone]
// --readme also replaces web/app/screenshot.png (the README's picture) with the 1280 px light view,
// and writes one picture per other view into web/app/screenshots/; --readme or --phone writes each
// view's first screen on a 375 × 740 touch phone into web/app/screenshots/phone/ (the README's
// "On a phone" table), the phone the page standard is checked on (issue 16).
import { chromiumPath } from '../../web/scripts/find-chromium.mjs';
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, createServer, preview } from 'vite';

const args = process.argv.slice(2);
const outDir = args.find((arg) => !arg.startsWith('--')) ?? '/tmp/shots';
const CONFIG = 'web/app/vite.config.ts';
mkdirSync(outDir, { recursive: true });

/**
 * Every view, in the registry's tab order (web/app/views/registry.ts, read as the page's build reads
 * it, as views-list.mjs does); the README shows each on a phone.
 */
async function registryViewNames() {
  const server = await createServer({
    configFile: CONFIG,
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const registry = await server.ssrLoadModule(
      fileURLToPath(new URL('../../web/app/views/registry.ts', import.meta.url)),
    );
    return registry.VIEW_NAMES;
  } finally {
    await server.close();
  }
}

const VIEWS = await registryViewNames();

await build({ configFile: CONFIG, logLevel: 'warn' });
const server = await preview({ configFile: CONFIG, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
const address = server.httpServer.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
      await page.goto(url);
      await page.waitForSelector('#figure[data-state="ready"]');
      const box = await page.locator('#heatmap').boundingBox();
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
      await page.screenshot({ path: `${outDir}/default-${width}-${colorScheme}.png` });
      await page.screenshot({ path: `${outDir}/default-${width}-${colorScheme}-full.png`, fullPage: true });
      // On a phone the presets are folded behind the "Parameters" button.
      const toggle = page.locator('#controls-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await page.getByRole('button', { name: 'L=10, d=4, n=100', exact: true }).click();
      await page.waitForTimeout(50);
      const small = await page.locator('#heatmap').boundingBox();
      await page.mouse.move(small.x + small.width * (0.5 / 4), small.y + small.height * (1.5 / 10));
      await page.screenshot({ path: `${outDir}/article-${width}-${colorScheme}-full.png`, fullPage: true });
      await page.close();
    }
  }
  const readme = await browser.newPage({ viewport: { width: 1280, height: 880 }, colorScheme: 'light' });
  await readme.goto(url);
  await readme.waitForSelector('#figure[data-state="ready"]');
  const box = await readme.locator('#heatmap').boundingBox();
  await readme.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await readme.screenshot({ path: `${outDir}/readme-1280-light.png` });
  if (args.includes('--readme')) {
    copyFileSync(`${outDir}/readme-1280-light.png`, 'web/app/screenshot.png');
    // One picture per view for the README.
    mkdirSync('web/app/screenshots', { recursive: true });
    for (const view of VIEWS.filter((name) => name !== 'heatmap')) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 880 }, colorScheme: 'light' });
      await page.goto(`${url}#view=${view}&step=8`);
      await page.waitForSelector(`[data-view="${view}"][data-ready="true"]`);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `web/app/screenshots/${view}.png` });
      await page.close();
    }
  }
  if (args.includes('--readme') || args.includes('--phone')) {
    // What a student sees first on a phone: the view's title, its "look first" line and its figure
    // (the parameters folded), at 1 device pixel per CSS px to keep the files small.
    mkdirSync('web/app/screenshots/phone', { recursive: true });
    for (const view of VIEWS) {
      const page = await browser.newPage({
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        colorScheme: 'light',
      });
      await page.goto(`${url}#view=${view}`);
      await page.waitForSelector(`[data-view="${view}"][data-ready="true"]`);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `web/app/screenshots/phone/${view}.png` });
      await page.close();
    }
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.close();
}
