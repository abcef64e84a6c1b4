// `npm run bench:lighthouse`: the page's speed as the web measures it. Serves dist/site with gzip
// on localhost and runs Lighthouse in its default mobile mode (simulated slow 4G, 4× CPU
// slowdown) three times on the explorer page and on embed.html, printing each run and the median
// against issue 12's targets. Lighthouse (≈176 MB with puppeteer) is installed on first use into
// build/tools/lighthouse at a pinned version, so plain `npm ci` does not carry it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from '../../web/scripts/find-chromium.mjs';
import { serveGzipped } from './gzip-static-server.mjs';
import { printTable } from './table.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const root = new URL('../../', import.meta.url).pathname;
const site = `${root}dist/site`;
const tools = `${root}build/tools/lighthouse`;

/** Issue 12's targets: score ≥ 95, CLS ≤ 0.02, TBT ≤ 100 ms, LCP ≤ 1.5 s. */
const TARGETS = {
  score: (v) => v >= 95,
  cls: (v) => v <= 0.02,
  tbt: (v) => v <= 100,
  lcp: (v) => v <= 1500,
};

async function loadLighthouse() {
  if (!existsSync(`${tools}/node_modules/lighthouse/package.json`)) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into build/tools/lighthouse (once)`);
    mkdirSync(tools, { recursive: true });
    const installed = spawnSync(
      'npm',
      ['install', '--prefix', tools, '--no-audit', '--no-fund', '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0) throw new Error('could not install lighthouse');
  }
  const require = createRequire(`${tools}/package.json`);
  const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
  const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
  return { lighthouse, chromeLauncher };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function audit({ lighthouse, chromeLauncher }, url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { audits, categories } = result.lhr;
    return {
      score: Math.round(categories.performance.score * 100),
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      transfer: audits['total-byte-weight'].numericValue / 1024,
      // What Lighthouse took for the largest paint (the insight's node; absent if it found none).
      lcpElement:
        audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.selector ??
        'not reported',
      // Lighthouse's own measure of this machine's CPU speed: its simulation multiplies the tasks it
      // observed by 4, so a slower or busier machine reports more blocking time for the same page.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      other: ['accessibility', 'best-practices', 'seo']
        .map((key) => Math.round(categories[key].score * 100))
        .join(', '),
    };
  } finally {
    await chrome.kill();
  }
}

const format = {
  score: (v) => String(v),
  cls: (v) => v.toFixed(3),
  tbt: (v) => `${Math.round(v)} ms`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  transfer: (v) => `${v.toFixed(0)} KB`,
};

if (!existsSync(`${site}/index.html`)) {
  console.error('dist/site is missing: run `npm run build` first (npm run bench:lighthouse does)');
  process.exit(1);
}
const tools_ = await loadLighthouse();
const server = await serveGzipped(site);
console.log(
  `Lighthouse ${LIGHTHOUSE_VERSION}, mobile (simulated slow 4G, 4× CPU slowdown), dist/site served with gzip -9`,
);
try {
  for (const page of ['', 'embed.html#view=heatmap']) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(tools_, server.url + page));
    const rows = runs.map((r, index) => ({
      run: `run ${index + 1}`,
      ...Object.fromEntries(Object.keys(format).map((key) => [key, format[key](r[key])])),
      other: r.other,
    }));
    const medians = Object.fromEntries(Object.keys(format).map((key) => [key, median(runs.map((r) => r[key]))]));
    rows.push({
      run: 'median',
      gap: true,
      ...Object.fromEntries(
        Object.keys(format).map((key) => [
          key,
          `${format[key](medians[key])}${TARGETS[key] ? (TARGETS[key](medians[key]) ? ' ✓' : ' ✗') : ''}`,
        ]),
      ),
    });
    console.log(`\n/${page || 'index.html'}`);
    printTable(
      {
        run: '',
        score: 'performance (≥95)',
        cls: 'CLS (≤0.02)',
        tbt: 'TBT (≤100 ms)',
        lcp: 'LCP (≤1.5 s)',
        fcp: 'FCP',
        transfer: 'transfer',
        other: 'a11y, best practices, SEO',
      },
      rows,
      new Set(['score', 'cls', 'tbt', 'lcp', 'fcp', 'transfer']),
    );
    console.log(`LCP element: ${[...new Set(runs.map((r) => r.lcpElement))].join('; ')}`);
    console.log(
      `machine: Lighthouse benchmark index ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')} ` +
        '(higher is faster; TBT scales with its inverse)',
    );
  }
} finally {
  await server.close();
}
