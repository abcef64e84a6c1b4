// `npm test`: bootstraps what is missing, builds everything, and runs every test:
// GoogleTest natively and compiled to wasm (CTest), the TypeScript type check, then Vitest
// (API, documents' values, package consumers, and the page in Chromium).
import { ensureNodeModules, ensureSystemTools, run, say } from './bootstrap.mjs';
import { buildLibrary, buildWasm } from './build.mjs';
import { buildSingleFile } from './build-single-file.mjs';

ensureNodeModules();
ensureSystemTools(['cmake', 'emscripten', 'googletest', 'wabt', 'chromium']);

say('GoogleTest, native build (scalar path) in build/native/');
run('cmake', ['-S', '.', '-B', 'build/native'], { stdio: ['ignore', 'ignore', 'inherit'] });
run('cmake', ['--build', 'build/native', '-j2']);
run('ctest', ['--test-dir', 'build/native', '--output-on-failure', '-j2'], { stdio: ['ignore', 'ignore', 'inherit'] });
say('GoogleTest native: passed');

buildWasm({ withTests: true });
say('GoogleTest compiled to wasm (SIMD and baseline builds), run under Node');
run('ctest', ['--test-dir', 'build/wasm', '--output-on-failure']);

buildLibrary();
await buildSingleFile(); // dist/positional-encoding-explorer.html
say('type-checking tests and the explorer page');
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.check.json']);

say('Vitest: API, documents, package consumers, explorer page in Chromium');
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run']);
say('all tests passed');
