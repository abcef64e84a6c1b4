// The two WebAssembly builds are what the issue promises: the SIMD module really contains f32x4
// instructions, the baseline module contains no v128 at all (so it validates on engines
// without SIMD), and neither glue file evaluates strings (strict-CSP pages).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const wasmDir = new URL('../../web/lib/wasm/', import.meta.url);

function disassemble(file: string): string {
  return execFileSync('wasm-objdump', ['-d', new URL(file, wasmDir).pathname], {
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
}

describe('WebAssembly builds', () => {
  it('the SIMD build uses f32x4 arithmetic', () => {
    const count = disassemble('positional_encoding_simd.wasm').match(/f32x4\.(mul|add|sub)/g)?.length ?? 0;
    expect(count).toBeGreaterThan(10);
  });

  it('the baseline build has no SIMD instruction and validates without SIMD support', () => {
    expect(disassemble('positional_encoding_baseline.wasm')).not.toMatch(/v128|f32x4|i32x4/);
  });

  it('neither glue file calls eval or new Function', () => {
    for (const glue of ['positional_encoding_simd.mjs', 'positional_encoding_baseline.mjs']) {
      const source = readFileSync(new URL(glue, wasmDir), 'utf8');
      expect(source).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});
