// The package as users get it: `npm pack` of the repository (dist/ as built by npm test),
// installed from the tarball into a new, empty folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('../../../', import.meta.url).pathname;

/** A new folder with package.json and positional-encoding installed from a fresh tarball. */
export function installPackedPackage(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const tarball = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', folder], {
    cwd: repoRoot,
  })
    .toString()
    .trim()
    .split('\n')
    .pop()!;
  writeFileSync(join(folder, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', join(folder, tarball)], { cwd: folder });
  return folder;
}
