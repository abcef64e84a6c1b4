// Builds the WebAssembly modules (CMake + Emscripten) and the npm package (tsc, and Vite for the
// <pe-explorer> widget) into dist/lib, then the static site (dist/site, embed.html included) and
// the offline single file (dist/positional-encoding-explorer.html), which the package ships too.
// `node web/scripts/build.mjs` is also what `npm pack` runs (prepack).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureNodeModules, ensureSystemTools, fail, repoRoot, run, say } from './bootstrap.mjs';
import { buildSingleFile } from './build-single-file.mjs';

const WASM_BUILD_DIR = 'build/wasm';
const MODULES = ['positional_encoding_simd', 'positional_encoding_baseline'];

/** The first line of `emcc --version`: which Emscripten this build uses (the README names those tested). */
function emscriptenVersion() {
  const result = spawnSync('emcc', ['--version'], { encoding: 'utf8' });
  const line = (result.stdout ?? '').split('\n')[0]?.trim();
  return result.status === 0 && line ? line : 'emcc (version unknown)';
}

/** Compiles both wasm builds and places glue, binaries and declarations in web/lib/wasm. */
export function buildWasm({ withTests = false, withBench = false } = {}) {
  ensureSystemTools(['cmake', 'emscripten', ...(withTests ? ['googletest'] : [])]);
  say(`compiling the C++ core to WebAssembly (SIMD and baseline) in ${WASM_BUILD_DIR}/ with ${emscriptenVersion()}`);
  run('emcmake', ['cmake', '-S', '.', '-B', WASM_BUILD_DIR, `-DCMAKE_CROSSCOMPILING_EMULATOR=${process.execPath}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // All targets (tests included) for npm test; the modules, plus the bench's yardstick, otherwise.
  const targets = withTests ? [] : ['--target', ...MODULES, ...(withBench ? ['bandwidth_limit'] : [])];
  run('cmake', ['--build', WASM_BUILD_DIR, '-j2', ...targets]);

  const outDir = `${repoRoot}web/lib/wasm`;
  mkdirSync(outDir, { recursive: true });
  for (const name of MODULES) {
    copyIfChanged(`${repoRoot}${WASM_BUILD_DIR}/${name}.mjs`, `${outDir}/${name}.mjs`);
    copyIfChanged(`${repoRoot}${WASM_BUILD_DIR}/${name}.wasm`, `${outDir}/${name}.wasm`);
    copyIfChanged(`${repoRoot}web/lib/wasm-factory.d.mts`, `${outDir}/${name}.d.mts`);
  }
}

/** Copies only a changed file, so that an unchanged core leaves web/lib's times (npm run check's cue) alone. */
function copyIfChanged(from, to) {
  if (existsSync(to) && readFileSync(from).equals(readFileSync(to))) return;
  copyFileSync(from, to);
}

/**
 * removeComments also drops the comments that matter to consumers, on the Node-only import of
 * node:fs: `/* @vite-ignore *\/`, without which Vite warns in every downstream dev server, and
 * `/* webpackIgnore: true *\/`, without which webpack and Rspack (Docusaurus) warn "Critical
 * dependency: the request of a dependency is an expression" in every build.
 */
function restoreViteIgnore(file) {
  const source = readFileSync(file, 'utf8');
  const marked = source.replace('import(fsModule)', 'import(/* webpackIgnore: true */ /* @vite-ignore */ fsModule)');
  if (marked === source) fail(`build: expected import(fsModule) in ${file}`);
  writeFileSync(file, marked);
}

/** Compiles web/lib with tsc into dist/lib and copies the wasm files beside it. */
export function buildLibrary() {
  say('compiling the TypeScript API into dist/lib');
  rmSync(`${repoRoot}dist/lib`, { recursive: true, force: true });
  const tsc = `${repoRoot}node_modules/typescript/bin/tsc`;
  run(process.execPath, [tsc, '-p', 'tsconfig.json']); // JS, comments removed
  run(process.execPath, [tsc, '-p', 'tsconfig.types.json']); // .d.ts with their documentation
  restoreViteIgnore(`${repoRoot}dist/lib/load-wasm.js`);
  mkdirSync(`${repoRoot}dist/lib/wasm`, { recursive: true });
  for (const file of readdirSync(`${repoRoot}web/lib/wasm`)) {
    copyFileSync(`${repoRoot}web/lib/wasm/${file}`, `${repoRoot}dist/lib/wasm/${file}`);
  }
  buildExplorerWidget();
}

/**
 * The <pe-explorer> widget, dist/lib/explorer.js (Vite library mode; it imports the package as
 * ./index.js), its KaTeX fonts in dist/lib/katex-fonts/ and its hand-written declarations.
 */
export function buildExplorerWidget() {
  say('bundling the <pe-explorer> widget into dist/lib/explorer.js');
  run(process.execPath, [
    `${repoRoot}node_modules/vite/bin/vite.js`,
    'build',
    '--config',
    'web/app/vite.explorer.config.ts',
    '--logLevel',
    'warn',
  ]);
  copyFileSync(`${repoRoot}web/app/explorer/public-types.d.ts`, `${repoRoot}dist/lib/explorer.d.ts`);
}

/** The explorer as a static site in dist/site (Vite; relative URLs, so any sub-path works). */
export async function buildSite() {
  say('building the explorer page into dist/site');
  const { build } = await import('vite');
  await build({ configFile: `${repoRoot}web/app/vite.config.ts`, logLevel: 'warn' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeModules();
  buildWasm({ withBench: process.argv.includes('--bench') });
  buildLibrary();
  say('built dist/lib (the npm package)');
  // The benchmarks need only the package's code.
  if (!process.argv.includes('--lib-only') && !process.argv.includes('--bench')) {
    await buildSite();
    say('built dist/site (the explorer)');
    await buildSingleFile();
  }
}
