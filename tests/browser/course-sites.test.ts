// Course sites as teachers build them (issue 17): the example sites of tests/course-sites/, whose
// pages are docs/course-sites.md's snippets, built from the `npm pack` tarball with their own
// committed lockfile, under their base path and under / (Docusaurus also with Rspack, its
// 'Faster' bundler), then opened in Chromium: the element's
// plot draws, the iframe shows the view its hash names, no console error, no failed request, and
// the build printed no warning. Each site's node_modules is kept in build/course-sites/<site>/
// between runs (reinstalled with `npm ci` when its lockfile changes); the install and build times
// are printed. Measured on the shared 2-core machine: VitePress 1.6.4, 173 packages, 102 MB, npm ci
// about 60 s, each build 50-105 s; Docusaurus 3.10.2 (webpack), 1281 packages, 272 MB, npm ci about
// 8.5 min (47 s of CPU; the rest is download), its build about 5 min (47 s of CPU); with Rspack
// (@docusaurus/faster, in the same install) 15 s. Its package.json pins @swc/html to 1.16.2 by an
// override: 1.16.21, what @docusaurus/faster resolves to, names platform packages of that version
// that the registry does not have (all but linux-x64-gnu), so its lockfile failed `npm ci`.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './support/open-page.js';
import { serveStatic, type StaticServer } from './support/static-server.js';

const repoRoot = new URL('../../', import.meta.url).pathname;
const READY = '.view-panel:not([hidden])[data-ready="true"]';
const NO_PROBLEMS = { consoleErrors: [], failedRequests: [], foreignRequests: [] };

/** One production build of a site, served under its base path. */
interface SiteBuild {
  /** What the build log and the tests call it. */
  label: string;
  base: string;
  /** npm run build's extra arguments (after --). */
  args: string[];
  /** The environment it adds (not BASE_URL, which Vitest sets in process.env for every child). */
  env: Record<string, string>;
  /** Relative to the site. */
  outDir: string;
}

interface CourseSite {
  name: string;
  builds: SiteBuild[];
  /** Page paths, relative to the base. */
  elementPage: string;
  iframePage: string;
  /** Its files docs/course-sites.md quotes whole (and package.json's scripts, line by line). */
  readmeFiles: string[];
  /** An init script: what the site's theme switch stores when a reader picks light. */
  chooseLightTheme: () => void;
  /** What a reader's switch to dark does on the open page. */
  switchToDark: (page: Page) => Promise<void>;
}

const SITES: CourseSite[] = [
  {
    name: 'vitepress',
    builds: [
      { label: 'under /course/', base: '/course/', args: [], env: {}, outDir: 'docs/.vitepress/dist' },
      {
        label: 'under /',
        base: '/',
        args: ['--base', '/', '--outDir', 'docs/.vitepress/dist-root'],
        env: {},
        outDir: 'docs/.vitepress/dist-root',
      },
    ],
    elementPage: 'element.html',
    iframePage: 'iframe.html',
    readmeFiles: ['docs/.vitepress/config.mjs', 'docs/.vitepress/theme/index.js', 'docs/element.md', 'docs/iframe.md'],
    chooseLightTheme: () => localStorage.setItem('vitepress-theme-appearance', 'light'),
    // VitePress's switch adds the class.
    switchToDark: (page) => page.evaluate(() => void document.documentElement.classList.add('dark')),
  },
  {
    name: 'docusaurus',
    // Its base path and bundler come from the config alone, which reads them from the environment.
    builds: [
      { label: 'under /course/', base: '/course/', args: [], env: {}, outDir: 'build' },
      {
        label: 'under /',
        base: '/',
        args: ['--out-dir', 'build-root'],
        env: { SITE_BASE_URL: '/' },
        outDir: 'build-root',
      },
      {
        label: 'with Rspack, under /course/',
        base: '/course/',
        args: ['--out-dir', 'build-rspack'],
        env: { SITE_BUNDLER: 'rspack' },
        outDir: 'build-rspack',
      },
    ],
    elementPage: 'element',
    iframePage: 'iframe',
    readmeFiles: ['docusaurus.config.js', 'docs/element.mdx', 'docs/iframe.mdx'],
    chooseLightTheme: () => localStorage.setItem('theme', 'light'),
    // Its own toggle, enabled once React has hydrated the page: a class added before that was
    // overwritten by the render (CI, a slow machine). It cycles system → light → dark.
    switchToDark: async (page) => {
      const toggle = page.locator('button[aria-label^="Switch between dark and light mode"]');
      for (let click = 0; click < 3; click += 1) {
        if ((await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark') return;
        await toggle.click();
      }
    },
  },
];

let browser: Browser | undefined;
let tarball = '';
const packFolder = mkdtempSync(join(tmpdir(), 'pe-course-sites-'));

beforeAll(async () => {
  const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', packFolder], {
    cwd: repoRoot,
  })
    .toString()
    .trim()
    .split('\n')
    .pop()!;
  tarball = join(packFolder, name);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  rmSync(packFolder, { recursive: true, force: true });
});

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** npm with its output (async: a long synchronous child would stall Vitest's worker). */
function npm(args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn('npm', args, { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done(output);
      else fail(new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${output}`));
    });
  });
}

/**
 * The example copied to build/course-sites/<name>/ (its node_modules kept when the lockfile is
 * unchanged), and the packed package unpacked into node_modules as `npm install <tarball>` would
 * (it has no dependencies of its own).
 */
async function prepare(site: CourseSite): Promise<string> {
  const source = join(repoRoot, 'tests/course-sites', site.name);
  const work = join(repoRoot, 'build/course-sites', site.name);
  mkdirSync(work, { recursive: true });
  for (const entry of readdirSync(work)) if (entry !== 'node_modules') rmSync(join(work, entry), { recursive: true });
  // What git holds: not the example's own node_modules or build outputs, if someone built it there.
  const ignored = /\/(node_modules|dist[\w-]*|cache|public\/pe|build)(\/|$)/;
  cpSync(source, work, { recursive: true, filter: (path) => !ignored.test(path.slice(source.length)) });
  const lock = createHash('sha256')
    .update(readFileSync(join(work, 'package-lock.json')))
    .digest('hex');
  const stamp = join(work, 'node_modules/.pe-lockfile-sha256');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
    const started = performance.now();
    // --include=dev: a Vite build in this process (the site's, the packed package's) leaves
    // NODE_ENV=production in the environment, where npm ci would skip VitePress, a devDependency,
    // and install nothing (CI failed so: no node_modules at all).
    await npm(['ci', '--include=dev', '--no-audit', '--no-fund'], work);
    writeFileSync(stamp, lock);
    console.log(`[course-sites] ${site.name}: npm ci ${seconds(started)}`);
  } else {
    console.log(`[course-sites] ${site.name}: node_modules from build/course-sites (lockfile unchanged)`);
  }
  const installed = join(work, 'node_modules/positional-encoding');
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  return work;
}

/** Lines of a build's output that warn (npm's own notices about the machine's npmrc aside). */
function warnings(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /warn|critical dependency|positional-encoding/i.test(line))
    .filter((line) => !/^npm warn (Unknown (user|env|project|global) config)/.test(line))
    .filter((line) => !/^> |copy-embed|node_modules\/positional-encoding\/dist\/site/.test(line));
}

// PE_COURSE_SITES=vitepress builds only that one (while working on it).
const only = process.env.PE_COURSE_SITES?.split(',');
for (const site of SITES.filter(({ name }) => !only || only.includes(name))) {
  describe(`the ${site.name} course site`, () => {
    let work = '';
    const outputs: string[] = [];

    beforeAll(async () => {
      work = await prepare(site);
      for (const build of site.builds) {
        const started = performance.now();
        outputs.push(await npm(['run', 'build', ...(build.args.length ? ['--', ...build.args] : [])], work, build.env));
        console.log(`[course-sites] ${site.name}: build ${build.label} ${seconds(started)}`);
      }
    }, 900_000);

    it("is the README's Course sites snippets, word for word", () => {
      const readme = readFileSync(join(repoRoot, 'docs/course-sites.md'), 'utf8');
      const source = join(repoRoot, 'tests/course-sites', site.name);
      for (const file of site.readmeFiles) expect(readme).toContain(readFileSync(join(source, file), 'utf8').trim());
      const scripts = (JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { scripts: object }).scripts;
      for (const line of JSON.stringify(scripts, null, 2).split('\n').slice(1, -1)) {
        expect(readme).toContain(line.trim());
      }
    });

    it('builds without a warning', () => {
      expect(outputs.flatMap(warnings)).toEqual([]);
    });

    for (const { label, base, outDir } of site.builds) {
      describe(`built ${label}`, () => {
        let server: StaticServer;
        beforeAll(async () => {
          server = await serveStatic(join(work, outDir), base);
        });
        afterAll(() => server.close());

        it('draws the element on its page', async () => {
          const opened = await openPage(browser!, `${server.url}${site.elementPage}`, { width: 1280 });
          const { page } = opened;
          await page.waitForSelector('pe-explorer #figure[data-state="ready"]');
          expect(await page.locator('pe-explorer #figure-shape').textContent()).toBe('10 positions × 4 dimensions');
          // The plot is drawn: its canvas holds pixels of more than one colour.
          const colours = await page.locator('pe-explorer #heatmap').evaluate((canvas: HTMLCanvasElement) => {
            const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
            const seen = new Set<number>();
            for (let i = 0; i < data.length; i += 4) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
            return seen.size;
          });
          expect(colours).toBeGreaterThan(10);
          expect(opened.problems).toEqual(NO_PROBLEMS);
          await page.close();
        });

        it("follows the site's theme switch, not the system's scheme", async () => {
          // A dark system, the site switched to light by its reader (then back to dark).
          const opened = await openPage(browser!, `${server.url}${site.elementPage}`, {
            colorScheme: 'dark',
            beforeNavigate: async (page) => void (await page.addInitScript(site.chooseLightTheme)),
          });
          const { page } = opened;
          await page.waitForSelector('pe-explorer #figure[data-state="ready"]');
          expect(await page.locator('pe-explorer').getAttribute('data-resolved-theme')).toBe('light');
          await site.switchToDark(page);
          await expect.poll(() => page.locator('pe-explorer').getAttribute('data-resolved-theme')).toBe('dark');
          expect(opened.problems).toEqual(NO_PROBLEMS);
          await page.close();
        });

        it('shows the view the iframe names, from the package’s embed.html', async () => {
          const opened = await openPage(browser!, `${server.url}${site.iframePage}`, { width: 1280 });
          const frame = (await (await opened.page.waitForSelector('iframe')).contentFrame())!;
          await frame.waitForSelector(`${READY}[data-view="curves"]`);
          expect(new URL(frame.url()).pathname).toBe(`${base}pe/embed.html`);
          expect(opened.problems).toEqual(NO_PROBLEMS);
          await opened.page.close();
        });
      });
    }
  });
}
