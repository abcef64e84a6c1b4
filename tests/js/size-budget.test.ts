// Size budgets of what a user downloads, gzip level 9 (what static hosts and CDNs serve).
// Core: the package's JS, one Emscripten glue file and its .wasm, as loaded by a browser.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = new URL('../../dist/lib/', import.meta.url);
const CORE_BUDGET_BYTES = 40 * 1024;

function gzipBytes(files: URL[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

describe('size budgets (gzip -9)', () => {
  const libraryJs = readdirSync(dist).filter((f) => f.endsWith('.js')).map((f) => new URL(f, dist));

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
