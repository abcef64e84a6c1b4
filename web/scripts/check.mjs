// `npm run check`: the inner loop. Formatting, the layer rules, the type check, the native GoogleTest suite
// (incremental) and Vitest's API project (the package, its CLI, the documents' numbers, the size
// budgets and the packed package), after rebuilding what they read: the wasm core (incremental),
// dist/lib, and the site and offline file when absent. The browser tests are `npm run test:views`;
// `npm test` runs everything (sanitizers, fuzzers, the wasm GoogleTest suite too), as CI does.
import { existsSync } from 'node:fs';
import { apiTestWorkers, ensureNodeModules, ensureSystemTools, repoRoot, run, say } from './bootstrap.mjs';
import { buildLibrary, buildSite, buildWasm } from './build.mjs';
import { buildSingleFile } from './build-single-file.mjs';

const started = Date.now();
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
buildLibrary();
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
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.check.json']);

say('Vitest, API project');
run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'api',
  `--maxWorkers=${apiTestWorkers()}`,
]);
say(`check passed in ${Math.round((Date.now() - started) / 1000)} s (the browser tests: npm run test:views)`);
