// Browser benchmark (not a test): the explorer's heatmap at (L=1000, d=512) while the base-n slider
// moves. For each of many slider steps it records the heatmap's own redraw time (a performance
// measure around compute + colouring + drawing, from web/app/views/heatmap) and the time from the
// input event to the next frame callback after the redraw. Prints medians; target ≤ 16 ms.
//   npm run bench:page        (builds the site first when dist/site is missing, or with --build)
import { chromiumPath } from '../../web/scripts/find-chromium.mjs';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const CONFIG = 'web/app/vite.config.ts';
const STEPS = 120;

if (!existsSync('dist/site/index.html') || process.argv.includes('--build')) {
  await build({ configFile: CONFIG, logLevel: 'warn' });
}
const server = await preview({ configFile: CONFIG, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}#view=heatmap&d=512&L=1000&n=10000`);
  await page.waitForSelector('#figure[data-state="ready"]');
  const result = await page.evaluate(async (steps) => {
    // The explorer's form is inside the <pe-explorer> shadow root.
    const slider = document.querySelector('pe-explorer').shadowRoot.getElementById('base-range');
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    performance.clearMeasures('heatmap-redraw');
    const latencies = [];
    for (let k = 0; k < steps; k++) {
      // Sweep n across 10^2 … 10^6 and back, as a dragging hand would.
      const phase = (k % 60) / 60;
      slider.value = String(2 + 4 * (phase < 0.5 ? 2 * phase : 2 - 2 * phase));
      const start = performance.now();
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await nextFrame(); // the redraw runs in this frame's callbacks
      await nextFrame(); // and is on screen by the next one
      latencies.push(performance.now() - start);
    }
    const redraws = performance.getEntriesByName('heatmap-redraw').map((entry) => entry.duration);
    return {
      redraws,
      latencies,
      width: document.querySelector('pe-explorer').shadowRoot.getElementById('heatmap').width,
    };
  }, STEPS);

  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return `median ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms (n=${values.length})`;
  };
  console.log(
    `heatmap (L=1000, d=512) in Chromium ${browser.version()}, canvas ${result.width} px wide, ${STEPS} slider steps`,
  );
  console.log(`  redraw (sinusoidal + colour + draw):  ${summary(result.redraws)}   target ≤ 16 ms`);
  console.log(`  input → second frame after it:        ${summary(result.latencies)}   (two frames at 60 Hz ≈ 33 ms)`);
} finally {
  await browser.close();
  await server.close();
}
