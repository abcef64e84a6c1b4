// `npm run bench:lighthouse`: the page's speed as the web measures it. Serves dist/site with gzip
// on localhost and runs Lighthouse in its mobile mode (simulated slow 4G, 4× CPU slowdown) three
// times on the explorer page (Lighthouse's phone, 412 px) and on every view's embed
// (embed.html#view=…, 375 px wide, as a course page's frame on a phone), printing each run, and a
// row of medians per page against issue 31's targets. The views are the page's own tabs, so a new
// view is measured without a line here; LIGHTHOUSE_VIEWS=rope,check measures only those, and
// LIGHTHOUSE_SITE=<folder> another build (an older commit's: compare builds in the same minutes,
// as TBT moves with the machine). Lighthouse (≈176 MB with puppeteer) is installed on first use into
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
const site = process.env.LIGHTHOUSE_SITE ?? `${root}dist/site`;
const tools = `${root}build/tools/lighthouse`;

/** Issue 31's targets: the page keeps issue 12's; every embed: score ≥ 90, LCP ≤ 2 s, TBT ≤ 200 ms. */
const PAGE_TARGETS = { score: 95, cls: 0.02, tbt: 100, lcp: 1500 };
const EMBED_TARGETS = { score: 90, cls: 0.02, tbt: 200, lcp: 2000 };
const meets = (targets, key, value) =>
  targets[key] === undefined ? undefined : key === 'score' ? value >= targets[key] : value <= targets[key];
/** A phone's frame for the embeds: 375 CSS px wide (Lighthouse's own phone is 412). */
const EMBED_SCREEN = { mobile: true, width: 375, height: 740, deviceScaleFactor: 2, disabled: false };

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

async function audit({ lighthouse, chromeLauncher }, url, screenEmulation) {
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
      ...(screenEmulation && { screenEmulation }),
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

/** The views, as the built page's tab bar lists them (ids `tab-<name>`, from views/registry.ts). */
async function viewNames(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('pe-explorer >> [role="tab"]');
    return await page.$$eval('pe-explorer >> [role="tab"]', (tabs) => tabs.map((tab) => tab.id.replace(/^tab-/, '')));
  } finally {
    await browser.close();
  }
}

function printRuns(label, runs, targets) {
  const rows = runs.map((r, index) => ({
    run: `run ${index + 1}`,
    ...Object.fromEntries(Object.keys(format).map((key) => [key, format[key](r[key])])),
    other: r.other,
  }));
  console.log(`\n${label}`);
  printTable(
    {
      run: '',
      score: 'performance',
      cls: 'CLS',
      tbt: 'TBT',
      lcp: 'LCP',
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
  const medians = Object.fromEntries(Object.keys(format).map((key) => [key, median(runs.map((r) => r[key]))]));
  const row = { page: label };
  let all = true;
  for (const key of Object.keys(format)) {
    const ok = meets(targets, key, medians[key]);
    if (ok === false) all = false;
    row[key] = `${format[key](medians[key])}${ok === undefined ? '' : ok ? ' ✓' : ' ✗'}`;
  }
  row.verdict = all ? 'meets' : 'misses';
  return row;
}

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
  const only = process.env.LIGHTHOUSE_VIEWS?.split(',').filter(Boolean);
  const views = (await viewNames(server.url)).filter((view) => !only || only.includes(view));
  const pages = [
    { label: '/index.html', url: server.url, targets: PAGE_TARGETS },
    ...views.map((view) => ({
      label: `/embed.html#view=${view}`,
      url: `${server.url}embed.html#view=${view}`,
      targets: EMBED_TARGETS,
      screen: EMBED_SCREEN,
    })),
  ];
  const summary = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(tools_, page.url, page.screen));
    summary.push(printRuns(page.label, runs, page.targets));
  }
  console.log(
    `\nmedians of ${RUNS} (page: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms; embeds at 375 px: ≥ 90, LCP ≤ 2.0 s, TBT ≤ 200 ms; CLS ≤ 0.02)`,
  );
  printTable(
    {
      page: '',
      score: 'performance',
      cls: 'CLS',
      tbt: 'TBT',
      lcp: 'LCP',
      fcp: 'FCP',
      transfer: 'transfer',
      verdict: '',
    },
    summary,
    new Set(['score', 'cls', 'tbt', 'lcp', 'fcp', 'transfer']),
  );
} finally {
  await server.close();
}
