// `npm run fuzz [-- --seconds N]`: builds the libFuzzer harnesses (tests/fuzz, clang with
// AddressSanitizer and UndefinedBehaviorSanitizer) in build/fuzz/ and runs each for N seconds
// (default 60), growing its corpus in build/fuzz/corpus/<harness>/ from the seeds in
// tests/fuzz/seeds/. A harness that finds a crash or a broken contract stops with the input
// saved as build/fuzz/crashes/<harness>/crash-*; rerun it with `build/fuzz/<harness> <file>`.
// `npm test` uses runFuzzersFixed: a fixed number of runs per harness, from the seeds only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureSystemTools, fail, repoRoot, run, say } from './bootstrap.mjs';

const buildDir = 'build/fuzz';
// Huge sizes are passed on purpose: malloc answers them with null (kOutOfMemory) instead of
// ASan stopping the run.
const sanitizerEnv = {
  ...process.env,
  ASAN_OPTIONS: 'allocator_may_return_null=1:detect_leaks=1',
  UBSAN_OPTIONS: 'print_stacktrace=1',
};

/** clang++ from CXX_FUZZ, else clang++-14 or clang++ on PATH, that can link libFuzzer. */
export function findFuzzCompiler() {
  const candidates = [process.env.CXX_FUZZ, 'clang++-14', 'clang++'].filter(Boolean);
  const probe = 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }';
  for (const candidate of candidates) {
    const result = spawnSync(candidate, ['-fsanitize=fuzzer', '-x', 'c++', '-', '-o', '/dev/null'], {
      input: probe,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    if (result.status === 0) return candidate;
  }
  return null;
}

/** Configures and builds every tests/fuzz/fuzz_*.cpp; returns the harness names. */
export function buildFuzzers() {
  ensureSystemTools(['cmake', 'clang']);
  say(`building the libFuzzer harnesses (tests/fuzz) in ${buildDir}/`);
  const compiler = findFuzzCompiler();
  if (!compiler) fail('no clang++ that links libFuzzer (tried $CXX_FUZZ, clang++-14, clang++)');
  run('cmake', ['-S', '.', '-B', buildDir, `-DCMAKE_CXX_COMPILER=${compiler}`, '-DPE_FUZZ=ON'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  run('cmake', ['--build', buildDir, '-j2']);
  return readdirSync(`${repoRoot}tests/fuzz`)
    .filter((name) => /^fuzz_.*\.cpp$/.test(name))
    .map((name) => name.replace(/\.cpp$/, ''));
}

function runHarness(name, limits, corpus) {
  const crashes = `${buildDir}/crashes/${name}/`;
  mkdirSync(`${repoRoot}${crashes}`, { recursive: true });
  const seeds = `tests/fuzz/seeds/${name}`;
  const dirs = [corpus, existsSync(`${repoRoot}${seeds}`) ? seeds : null].filter(Boolean);
  const result = spawnSync(`${buildDir}/${name}`, [...limits, `-artifact_prefix=${crashes}`, ...dirs], {
    cwd: repoRoot,
    env: sanitizerEnv,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr.split('\n').slice(-60).join('\n'));
    fail(
      `${name} found a crash or a broken contract (input saved in ${crashes}); ` +
        `rerun it with ${buildDir}/${name} ${crashes}<file>`,
    );
  }
  const executed = /stat::number_of_executed_units:\s*(\d+)/.exec(result.stderr);
  return executed ? Number(executed[1]) : 0;
}

/** npm test: every harness for `runs` inputs, starting from the committed seeds. */
export function runFuzzersFixed(names, runs) {
  for (const name of names) {
    const started = Date.now();
    const corpus = `${buildDir}/test-corpus/${name}`; // thrown away: the same runs every time
    rmSync(`${repoRoot}${corpus}`, { recursive: true, force: true });
    mkdirSync(`${repoRoot}${corpus}`, { recursive: true });
    runHarness(name, [`-runs=${runs}`, '-seed=1', '-print_final_stats=1'], corpus);
    say(`  ${name}: ${runs} runs, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** npm run fuzz: every harness for `seconds`, keeping what it finds in the corpus. */
export function runFuzzersTimed(names, seconds) {
  for (const name of names) {
    const corpus = `${buildDir}/corpus/${name}`;
    mkdirSync(`${repoRoot}${corpus}`, { recursive: true });
    say(`fuzzing ${name} for ${seconds} s (corpus ${corpus}/)`);
    const executed = runHarness(name, [`-max_total_time=${seconds}`, '-print_final_stats=1'], corpus);
    say(`  ${name}: ${executed} inputs, no crash, every contract held`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--seconds');
  const seconds = at > 0 ? Number(process.argv[at + 1]) : 60;
  if (!Number.isInteger(seconds) || seconds < 1) fail('--seconds takes a whole number of seconds');
  const names = buildFuzzers();
  runFuzzersTimed(names, seconds);
  say(`all ${names.length} harnesses ran ${seconds} s each without a finding`);
}
