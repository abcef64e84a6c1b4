// The package as a user gets it: `npm pack`, installed from the tarball into an empty folder,
// imported by a plain Node ESM script and from CommonJS via import(). Runs on dist/lib as built
// by `npm test` (pack is run with --ignore-scripts to avoid building twice).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = new URL('../../', import.meta.url).pathname;
let folder = '';

function node(script: string, file: string): string {
  writeFileSync(join(folder, file), script);
  return execFileSync(process.execPath, [file], { cwd: folder }).toString();
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'pe-consumer-'));
  const tarball = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', folder], {
    cwd: repoRoot,
  })
    .toString()
    .trim()
    .split('\n')
    .pop()!;
  writeFileSync(join(folder, 'package.json'), '{ "name": "consumer", "private": true }\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', join(folder, tarball)], { cwd: folder });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the packed npm package', () => {
  it('prints the article table from a plain Node ESM script', () => {
    const output = node(
      `import init, { sinusoidal } from 'positional-encoding';
       await init();
       const t = sinusoidal(6, 4, { base: 100 });
       console.log(JSON.stringify(Array.from(t, (v) => +v.toFixed(4))));`,
      'esm.mjs',
    );
    // The article's gen_pe(10, 4, 100)[:6], printed with 4 decimals.
    expect(JSON.parse(output)).toEqual([
      0, 1, 0, 1, 0.8415, 0.5403, 0.0998, 0.995, 0.9093, -0.4161, 0.1987, 0.9801, 0.1411, -0.99, 0.2955, 0.9553,
      -0.7568, -0.6536, 0.3894, 0.9211, -0.9589, 0.2837, 0.4794, 0.8776,
    ]);
  });

  it('loads from CommonJS through import()', () => {
    const output = node(
      `import('positional-encoding').then(async ({ default: init, sinusoidal }) => {
         await init();
         console.log(sinusoidal(2, 2)[2].toFixed(6));
       });`,
      'consumer.cjs',
    );
    expect(output.trim()).toBe(Math.sin(1).toFixed(6));
  });

  it('runs the command line with npx', () => {
    const output = execFileSync(
      'npx',
      ['--no-install', 'positional-encoding', '--length', '2', '--d-model', '4', '--base', '100'],
      {
        cwd: folder,
      },
    ).toString();
    expect(output).toBe(
      '[[0.         1.         0.         1.        ]\n [0.84147096 0.54030228 0.09983341 0.99500418]]\n',
    );
  });

  it('ships the wasm builds, typings and no sources or tests', () => {
    const listing = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: repoRoot,
    }).toString();
    const files = (JSON.parse(listing)[0].files as { path: string }[]).map((f) => f.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/lib/index.js',
        'dist/lib/index.d.ts',
        'dist/lib/wasm/positional_encoding_simd.wasm',
        'dist/lib/wasm/positional_encoding_baseline.wasm',
      ]),
    );
    expect(
      files.filter((f) => (/\.ts$/.test(f) && !/\.d\.ts$/.test(f)) || f.startsWith('cpp/') || f.startsWith('tests/')),
    ).toEqual([]);
    // The <pe-explorer> widget, its declarations and KaTeX's fonts (woff2 only) beside it.
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/lib/explorer.js',
        'dist/lib/explorer.d.ts',
        'dist/lib/katex-fonts/KaTeX_Main-Regular.woff2',
      ]),
    );
    const fonts = files.filter((f) => f.startsWith('dist/lib/katex-fonts/'));
    expect(fonts.length).toBeGreaterThanOrEqual(10);
    expect(fonts.filter((f) => !f.endsWith('.woff2'))).toEqual([]);
  });

  it('ships the static site (embed.html and its embed/ alias) and the single offline file', () => {
    const listing = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: repoRoot,
    }).toString();
    const files = (JSON.parse(listing)[0].files as { path: string }[]).map((f) => f.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/site/index.html',
        'dist/site/embed.html',
        'dist/site/embed/index.html',
        'dist/positional-encoding-explorer.html',
      ]),
    );
    // The site's own copies of both wasm builds, which embed.html fetches next to its scripts.
    const siteWasm = files.filter((f) => f.startsWith('dist/site/assets/') && f.endsWith('.wasm'));
    expect(siteWasm.map((f) => f.replace(/-[\w-]{8}\.wasm$/, '.wasm')).sort()).toEqual([
      'dist/site/assets/positional_encoding_baseline.wasm',
      'dist/site/assets/positional_encoding_simd.wasm',
    ]);
  });

  it('resolves the documented paths of the site and the offline file in node_modules', () => {
    const resolved = node(
      `import { createRequire } from 'node:module';
       const require = createRequire(import.meta.url);
       console.log(JSON.stringify([
         require.resolve('positional-encoding/site/embed.html'),
         require.resolve('positional-encoding/positional-encoding-explorer.html'),
       ]));`,
      'resolve.mjs',
    );
    expect(JSON.parse(resolved)).toEqual([
      join(folder, 'node_modules/positional-encoding/dist/site/embed.html'),
      join(folder, 'node_modules/positional-encoding/dist/positional-encoding-explorer.html'),
    ]);
  });
});
