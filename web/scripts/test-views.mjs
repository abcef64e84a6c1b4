// `npm run test:views`: Vitest's browser project, the explorer page in Chromium (its global setup
// builds and serves the site). The package's code and wasm are rebuilt first, incrementally.
import { ensureNodeModules, ensureSystemTools, run, say } from './bootstrap.mjs';
import { buildLibrary, buildWasm } from './build.mjs';

const started = Date.now();
ensureNodeModules();
ensureSystemTools(['cmake', 'emscripten', 'chromium']);
buildWasm();
buildLibrary();
say('Vitest, browser project (the explorer page in Chromium)');
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'browser', ...process.argv.slice(2)]);
say(`browser tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
