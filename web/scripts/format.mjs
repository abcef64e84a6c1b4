// `npm run format` rewrites, and `npm test` checks (--check), the formatting of the sources:
// Prettier for TypeScript, JavaScript and CSS (.prettierrc.json), clang-format for C++
// (.clang-format). clang-format's output changes between major versions, so the C++ check runs
// with version 14 (Debian 12's) and says so, rather than fail, when only another version is found.
import { spawnSync } from 'node:child_process';
import { repoRoot, run, say } from './bootstrap.mjs';

const CLANG_FORMAT_MAJOR = 14;
const check = process.argv.includes('--check');

function clangFormat() {
  const candidates = [process.env.CLANG_FORMAT, `clang-format-${CLANG_FORMAT_MAJOR}`, 'clang-format'].filter(Boolean);
  for (const command of candidates) {
    const probe = spawnSync(command, ['--version'], { encoding: 'utf8' });
    if (probe.status !== 0) continue;
    const major = Number(/version (\d+)/.exec(probe.stdout)?.[1]);
    return { command, major };
  }
  return undefined;
}

function cppSources() {
  const listed = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'cpp', 'tests/cpp', 'tests/fuzz'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return listed.stdout.split('\n').filter((path) => /\.(cpp|h)$/.test(path));
}

say(`${check ? 'checking' : 'writing'} the formatting of TypeScript, JavaScript and CSS (Prettier)`);
run(process.execPath, [
  'node_modules/prettier/bin/prettier.cjs',
  check ? '--check' : '--write',
  '--log-level',
  'warn',
  '.',
]);

const tool = clangFormat();
if (!tool) {
  say('clang-format not found (set CLANG_FORMAT or install clang-format): C++ formatting not checked');
} else if (tool.major !== CLANG_FORMAT_MAJOR) {
  say(
    `${tool.command} is version ${tool.major}; the C++ sources are formatted with version ${CLANG_FORMAT_MAJOR}: not checked`,
  );
} else {
  say(`${check ? 'checking' : 'writing'} the formatting of C++ (${tool.command})`);
  run(tool.command, [...(check ? ['--dry-run', '-Werror'] : ['-i']), ...cppSources()]);
}
