// Installs what a fresh Debian machine lacks, saying what it does: node_modules (npm ci), and
// the system toolchain from apt (Emscripten, CMake, GoogleTest, wabt, Chromium, clang with
// libFuzzer) when running as root. Uses Node built-ins only, because it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function say(message) {
  console.log(`\x1b[36m[positional-encoding]\x1b[0m ${message}`);
}

/**
 * Workers for Vitest's API project: its files are independent, CPU-bound Node work, and Vitest's
 * default (cores − 1) leaves one of two cores idle. On the 2-core machine class: 202 s → 110 s.
 * The browser project keeps one worker: each of its files drives its own Chromium.
 */
export function apiTestWorkers() {
  return Math.max(2, availableParallelism() - 1);
}

export function fail(message) {
  console.error(`\x1b[31m[positional-encoding]\x1b[0m ${message}`);
  process.exit(1);
}

/** Runs a command in the repository, streaming its output; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

// What each piece needs: a command (or file) to look for and the Debian package that provides it.
const SYSTEM_TOOLS = {
  cmake: { present: () => hasCommand('cmake'), packages: ['cmake', 'make', 'g++'] },
  emscripten: { present: () => hasCommand('emcc'), packages: ['emscripten', 'binaryen'] },
  googletest: { present: () => hasGoogleTest(), packages: ['googletest', 'libgtest-dev'] },
  wabt: { present: () => hasCommand('wasm-objdump'), packages: ['wabt'] },
  chromium: { present: () => findChromium() !== undefined, packages: ['chromium'] },
  // clang and its libFuzzer/sanitizer runtimes, for the fuzz harnesses (tests/fuzz)
  clang: { present: () => canLinkLibFuzzer(), packages: ['clang-14', 'libclang-rt-14-dev'] },
  // the C++ formatting check (web/scripts/format.mjs)
  'clang-format': {
    present: () => [process.env.CLANG_FORMAT, 'clang-format-14', 'clang-format'].filter(Boolean).some(hasCommand),
    packages: ['clang-format-14'],
  },
};

/**
 * GoogleTest as the build finds it (CMakeLists.txt): its header on the C++ compiler's include path
 * for the native suite, and its sources for the wasm suites, from GTEST_SOURCE_DIR or in
 * <prefix>/src/googletest beside the cmake on PATH (/usr for /usr/bin/cmake). No fixed path.
 */
function hasGoogleTest() {
  const header = [process.env.CXX, 'c++', 'g++', 'clang++'].filter(Boolean).some(
    (compiler) =>
      spawnSync(compiler, ['-E', '-x', 'c++', '-', '-o', '/dev/null'], {
        input: '#include <gtest/gtest.h>\n',
        stdio: ['pipe', 'ignore', 'ignore'],
      }).status === 0,
  );
  const cmake = spawnSync('sh', ['-c', 'command -v cmake'], { encoding: 'utf8' }).stdout.trim();
  const sourceDirs = [process.env.GTEST_SOURCE_DIR, cmake && join(dirname(dirname(cmake)), 'src', 'googletest')];
  return header && sourceDirs.some((dir) => dir && existsSync(join(dir, 'googletest', 'CMakeLists.txt')));
}

function canLinkLibFuzzer() {
  const probe = 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }';
  return [process.env.CXX_FUZZ, 'clang++-14', 'clang++'].filter(Boolean).some(
    (compiler) =>
      spawnSync(compiler, ['-fsanitize=fuzzer', '-x', 'c++', '-', '-o', '/dev/null'], {
        input: probe,
        stdio: ['pipe', 'ignore', 'ignore'],
      }).status === 0,
  );
}

/** Makes sure the named system tools exist, installing them with apt when running as root. */
export function ensureSystemTools(names) {
  const missing = names.filter((name) => !SYSTEM_TOOLS[name].present());
  if (missing.length === 0) return;
  const packages = [...new Set(missing.flatMap((name) => SYSTEM_TOOLS[name].packages))];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    fail(
      `missing ${missing.join(', ')}. Install them, e.g. on Debian/Ubuntu:\n` +
        `    sudo apt-get install -y ${packages.join(' ')}\n  then run this command again.`,
    );
  }
  say(`installing ${missing.join(', ')} from apt (${packages.join(' ')}); this happens once`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

/** Runs `npm ci` when node_modules is missing. */
export function ensureNodeModules() {
  const installed = `${repoRoot}node_modules/.package-lock.json`;
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(`${repoRoot}package-lock.json`).mtimeMs) return;
  say(
    existsSync(installed)
      ? 'package-lock.json changed since the last install: running npm ci'
      : 'node_modules is missing: running npm ci',
  );
  // The lockfile lists every platform's optional packages (package.json pins rollup to a release
  // whose platform packages are all published), so plain npm ci works with npm 10 and 11.
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
