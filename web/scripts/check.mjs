// `npm run check`: the inner loop. Formatting, the layer rules, the type check, the native GoogleTest suite
// (incremental) and Vitest's API project (the package, its CLI, the documents' numbers, the size
// budgets and the packed package), after rebuilding what they read: the wasm core (incremental),
// dist/lib, and the site and offline file when absent. The browser tests are `npm run test:views`;
// `npm test` runs everything (sanitizers, fuzzers, the wasm GoogleTest suite too), as CI does.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { apiTestWorkers, ensureNodeModules, ensureSystemTools, repoRoot, run, say } from './bootstrap.mjs';
import { buildLibrary, buildSite, buildWasm } from './build.mjs';
import { buildSingleFile } from './build-single-file.mjs';

const started = Date.now();

/** What dist/lib is built from: the package, the widget's page code, the wasm, and their configs. */
const LIBRARY_SOURCES = ['web/lib', 'web/app', 'package.json', 'tsconfig.json', 'tsconfig.types.json'];

/** The newest modification time under `paths` (files or folders), in ms. */
function newestChange(paths) {
  let newest = 0;
  for (const path of paths.map((relative) => `${repoRoot}${relative}`)) {
    if (!existsSync(path)) continue;
    const stats = statSync(path);
    if (!stats.isDirectory()) newest = Math.max(newest, stats.mtimeMs);
    else
      for (const entry of readdirSync(path, { recursive: true }))
        newest = Math.max(newest, statSync(`${path}/${entry}`).mtimeMs);
  }
  return newest;
}

/** When `file` was written, or 0 if it is missing. */
const builtAt = (file) => (existsSync(`${repoRoot}${file}`) ? statSync(`${repoRoot}${file}`).mtimeMs : 0);

ensureNodeModules();
ensureSystemTools(['cmake', 'emscripten', 'googletest', 'clang-format']);

run(process.execPath, ['web/scripts/format.mjs', '--check']);
say('layers: what each part of the page may import (dependency-cruiser)');
run('npm', ['run', '--silent', 'check:layers']);

say('GoogleTest, native build in build/native/ (incremental)');
run('cmake', ['-S', '.', '-B', 'build/native'], { stdio: ['ignore', 'ignore', 'inherit'] });
run('cmake', ['--build', 'build/native', '-j2'], { stdio: ['ignore', 'ignore', 'inherit'] });
run('ctest', ['--test-dir', 'build/native', '-j2'], { stdio: ['ignore', 'ignore', 'inherit'] });

buildWasm();
// dist/lib is rebuilt only when a source it is made from is newer (the two compiles and the
// widget's bundle are half a minute of the inner loop).
if (newestChange(LIBRARY_SOURCES) > builtAt('dist/lib/explorer.js')) buildLibrary();
else say('dist/lib is up to date with web/lib, web/app and the wasm');
// The size budgets and the packed package read the site and the offline file: built when absent
// (`npm run build` rebuilds them; `npm test` always does).
if (
  !existsSync(`${repoRoot}dist/site/index.html`) ||
  !existsSync(`${repoRoot}dist/positional-encoding-explorer.html`)
) {
  await buildSite();
  await buildSingleFile();
}

say('type-checking tests and the explorer page');
// Incremental: a second run re-checks only what changed since the first (build/ keeps its record).
run(process.execPath, [
  'node_modules/typescript/bin/tsc',
  '-p',
  'tsconfig.check.json',
  '--incremental',
  '--tsBuildInfoFile',
  'build/tsc/check.tsbuildinfo',
]);

say('Vitest, API project');
run(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', `--maxWorkers=${apiTestWorkers()}`],
  // Fewer random cases per property than `npm test` draws (tests/js/helpers/test-tier.ts).
  { env: { ...process.env, PE_TEST_TIER: 'check' } },
);
say(`check passed in ${Math.round((Date.now() - started) / 1000)} s (the browser tests: npm run test:views)`);
