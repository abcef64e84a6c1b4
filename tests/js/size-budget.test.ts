// Size budgets of what a user downloads, gzip level 9 (what static hosts and CDNs serve).
// Core: the package's JS that `import … from 'positional-encoding'` loads (index.js and its static
// imports; not the Node-only command line), one Emscripten glue file and its .wasm.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = new URL('../../dist/lib/', import.meta.url);
const CORE_BUDGET_BYTES = 40 * 1024;

function gzipBytes(files: URL[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/** index.js and every module it reaches through static `from './x.js'` imports. */
function staticImportGraph(entry: string): URL[] {
  const seen = new Set<string>([entry]);
  for (const file of seen) {
    const source = readFileSync(new URL(file, dist), 'utf8');
    for (const [, target] of source.matchAll(/from '\.\/([\w-]+\.js)'/g)) seen.add(target!);
  }
  return [...seen].map((file) => new URL(file, dist));
}

describe('size budgets (gzip -9)', () => {
  const libraryJs = staticImportGraph('index.js');

  it('the browser graph leaves out the command line', () => {
    expect(libraryJs.map((url) => url.pathname.split('/').pop())).not.toContain('cli.js');
    expect(libraryJs.length).toBeGreaterThan(5);
  });

  for (const build of ['simd', 'baseline']) {
    it(`core JS + ${build} glue + wasm ≤ 40 KB`, () => {
      const files = [
        ...libraryJs,
        new URL(`wasm/positional_encoding_${build}.mjs`, dist),
        new URL(`wasm/positional_encoding_${build}.wasm`, dist),
      ];
      const bytes = gzipBytes(files);
      console.log(`core (${build}): ${(bytes / 1024).toFixed(1)} KB gzip of ${(CORE_BUDGET_BYTES / 1024).toFixed(0)} KB`);
      expect(bytes).toBeLessThanOrEqual(CORE_BUDGET_BYTES);
    });
  }
});
