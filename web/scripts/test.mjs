// `npm test`: bootstraps what is missing, builds everything, and runs every test: the formatting
// and the layers (dependency-cruiser), GoogleTest natively, under AddressSanitizer + UndefinedBehaviorSanitizer, and compiled to wasm
// (CTest), the libFuzzer harnesses for a fixed number of runs, the TypeScript type check, then
// Vitest (API, documents' values, package consumers, and the page in Chromium).
import { apiTestWorkers, ensureNodeModules, ensureSystemTools, run, say } from './bootstrap.mjs';
import { buildLibrary, buildSite, buildWasm } from './build.mjs';
import { buildSingleFile } from './build-single-file.mjs';
import { buildFuzzers, runFuzzersFixed } from './fuzz.mjs';

// Inputs per fuzz harness: about 40 s for all ten (npm run fuzz runs them for longer).
const FUZZ_RUNS = 40000;

ensureNodeModules();
ensureSystemTools(['cmake', 'emscripten', 'googletest', 'wabt', 'chromium', 'clang', 'clang-format']);

// Formatting first: it takes seconds and names the files to run `npm run format` on.
run(process.execPath, ['web/scripts/format.mjs', '--check']);
// The layers of web/app and web/lib (.dependency-cruiser.cjs, docs/architecture.md): seconds too.
say('layers: no import runs back up (dependency-cruiser)');
run('npm', ['run', '--silent', 'check:layers']);

say('GoogleTest, native build (scalar path) in build/native/');
run('cmake', ['-S', '.', '-B', 'build/native'], { stdio: ['ignore', 'ignore', 'inherit'] });
run('cmake', ['--build', 'build/native', '-j2']);
run('ctest', ['--test-dir', 'build/native', '--output-on-failure', '-j2'], { stdio: ['ignore', 'ignore', 'inherit'] });
say('GoogleTest native: passed');

say('GoogleTest under AddressSanitizer and UndefinedBehaviorSanitizer in build/asan/');
const sanitize = '-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer';
run('cmake', ['-S', '.', '-B', 'build/asan', `-DCMAKE_CXX_FLAGS=${sanitize}`], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
run('cmake', ['--build', 'build/asan', '-j2']);
// Huge sizes are refused on purpose in some tests: malloc may answer them with null.
run('ctest', ['--test-dir', 'build/asan', '--output-on-failure', '-j2'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ASAN_OPTIONS: 'allocator_may_return_null=1' },
});
say('GoogleTest with sanitizers: passed');

const fuzzers = buildFuzzers();
say(`libFuzzer harnesses, ${FUZZ_RUNS} inputs each (npm run fuzz runs them for longer)`);
runFuzzersFixed(fuzzers, FUZZ_RUNS);
say('fuzz harnesses: no crash, every contract held');

buildWasm({ withTests: true });
say('GoogleTest compiled to wasm (SIMD and baseline builds), run under Node');
run('ctest', ['--test-dir', 'build/wasm', '--output-on-failure']);

buildLibrary();
// The npm package ships the site (embed.html) and the offline file: the tests pack them.
await buildSite(); // dist/site
await buildSingleFile(); // dist/positional-encoding-explorer.html
say('type-checking tests and the explorer page');
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.check.json']);

say("Vitest, API project: the package, its CLI, the documents' numbers, budgets, the packed package");
run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'api',
  `--maxWorkers=${apiTestWorkers()}`,
]);
say('Vitest, browser project: the explorer page in Chromium');
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'browser']);
say('all tests passed');
