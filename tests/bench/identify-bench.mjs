// identifyEncoding's speed on the issue's two sizes: a 4096 × 128 RoPE cos table and a
// 2048 × 512 sinusoid. The issue asks under 200 ms in Chromium, so each case runs twice: in Node,
// and in Debian's Chromium (playwright-core) loading the built package from dist/lib over a local
// server, as a page would. Reports the median of five runs after a warm-up. Run after the build
// (npm run bench builds).
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../web/scripts/find-chromium.mjs';
import { serveGzipped } from './gzip-static-server.mjs';
import init, { identifyEncoding, ropeCosSin, sinusoidal } from '../../dist/lib/index.js';

const TARGET_MS = 200;

/** The cases, as source text: the same function runs in Node and, serialised, in the page. */
async function runCases(api) {
  const { identifyEncoding, ropeCosSin, sinusoidal } = api;
  const cos = ropeCosSin(4096, 128, { base: 500000 }).cos;
  const pe = sinusoidal(2048, 512);
  const cases = [
    ['4096 × 128 rope cos (kind given)', () => identifyEncoding(cos, [4096, 128], { kind: 'rope-cos' })],
    ['4096 × 128 rope cos (kind guessed)', () => identifyEncoding(cos, [4096, 128])],
    ['2048 × 512 sinusoid (kind given)', () => identifyEncoding(pe, [2048, 512], { kind: 'sinusoidal' })],
  ];
  const medians = [];
  for (const [label, work] of cases) {
    work(); // warm-up: JIT and the wasm tables
    const runs = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const result = work();
      runs.push(performance.now() - start);
      if (result.matches.length === 0) throw new Error(`${label}: not identified\n${result.diagnosis}`);
    }
    runs.sort((a, b) => a - b);
    medians.push([label, runs[2]]);
  }
  return medians;
}

await init();
const inNode = await runCases({ identifyEncoding, ropeCosSin, sinusoidal });

const server = await serveGzipped(new URL('../../dist/', import.meta.url).pathname);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
let inChromium;
try {
  const page = await browser.newPage();
  // An empty page of the server's origin, so the package's modules and wasm load same-origin.
  await page.route(`${server.url}bench.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>identify bench</title>' }),
  );
  await page.goto(`${server.url}bench.html`);
  // The same function, as source, in the page: Playwright evaluates the expression through the
  // DevTools protocol, so the page itself needs no eval.
  const moduleUrl = JSON.stringify(`${server.url}lib/index.js`);
  inChromium = await page.evaluate(
    `import(${moduleUrl}).then(async (api) => { await api.default(); return (${runCases.toString()})(api); })`,
  );
  console.log(`identifyEncoding, median of 5 after a warm-up; Chromium ${browser.version()}, target < ${TARGET_MS} ms`);
} finally {
  await browser.close();
  await server.close();
}

console.log(`${'case'.padEnd(38)} ${'Node'.padStart(10)} ${'Chromium'.padStart(10)}`);
inNode.forEach(([label, node], index) => {
  const chrome = inChromium[index][1];
  const verdict = chrome < TARGET_MS ? '✓' : '✗';
  console.log(
    `${label.padEnd(38)} ${`${node.toFixed(1)} ms`.padStart(10)} ${`${chrome.toFixed(1)} ms`.padStart(10)} ${verdict}`,
  );
});
