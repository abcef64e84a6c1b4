// Builds the explorer as one offline HTML file, dist/positional-encoding-explorer.html
// (web/app/vite.single-file.config.ts), and prints its size. `npm run build:single`; also part
// of `npm run build` and `npm test`.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ensureNodeModules, repoRoot, run, say } from './bootstrap.mjs';

export const SINGLE_FILE = 'dist/positional-encoding-explorer.html';

const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Builds the single file from the wasm already in web/lib/wasm and reports raw and gzip size. */
export async function buildSingleFile() {
  say(`building the offline explorer, one HTML file: ${SINGLE_FILE}`);
  const { build } = await import('vite');
  await build({ configFile: `${repoRoot}web/app/vite.single-file.config.ts`, logLevel: 'warn' });
  const bytes = readFileSync(`${repoRoot}${SINGLE_FILE}`);
  say(`${SINGLE_FILE}: ${kilobytes(bytes.length)}, ${kilobytes(gzipSync(bytes, { level: 9 }).length)} gzip`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeModules();
  if (!existsSync(`${repoRoot}web/lib/wasm/positional_encoding_simd.wasm`)) {
    // In a process of its own: build.mjs imports this file, and a dynamic import of it from here
    // would wait on this module's own top-level await.
    say('no wasm build in web/lib/wasm yet: building it (and the package) first');
    run(process.execPath, ['web/scripts/build.mjs', '--lib-only']);
  }
  await buildSingleFile();
}
