// The offline single file carries its wasm as JS strings (web/app/vite-plugins/inline-wasm.ts):
// every byte must come back as it went in, through a JS parser and through an HTML parser's view
// of a <script> (no NUL, no CR, no `<`), and the baseline build must come back from its delta.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { applyDelta } from 'fossil-delta';
import { describe, expect, it } from 'vitest';
import { byteStringLiteral, inlineWasmPayload } from '../../web/app/vite-plugins/inline-wasm.js';

/** What a JS engine reads back from the literal, as bytes. */
function decode(literal: string): Uint8Array {
  const text = runInNewContext(literal) as string;
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

describe('byteStringLiteral', () => {
  it('round-trips every byte value, and the escapes next to digits', () => {
    const every = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    expect(decode(byteStringLiteral(every))).toEqual(every);
    // NUL before a digit ("\01" would be an octal escape), quotes, backslashes, line ends.
    const tricky = Uint8Array.from([0, 0x31, 0, 0x37, 0, 0, 0x22, 0x5c, 0x5c, 0x0a, 0x0d, 0x3c, 0x2f, 0x30, 0]);
    expect(decode(byteStringLiteral(tricky))).toEqual(tricky);
  });

  it('writes nothing an HTML parser would change inside a <script>', () => {
    const literal = byteStringLiteral(Uint8Array.from({ length: 256 }, (_, byte) => byte));
    expect(literal).not.toMatch(/[\0\r<\u2028\u2029]/);
    expect(literal).not.toMatch(/\n/);
    // Bytes 0x80-0xFF are one character each (two bytes of UTF-8 in the file).
    expect(literal.length).toBeLessThan(256 + 20);
  });
});

describe('inlineWasmPayload', () => {
  const folder = new URL('../../web/lib/wasm/', import.meta.url);
  const simd = readFileSync(new URL('positional_encoding_simd.wasm', folder));
  const baseline = readFileSync(new URL('positional_encoding_baseline.wasm', folder));
  const payload = inlineWasmPayload();

  it('carries the SIMD build byte for byte', () => {
    expect(decode(byteStringLiteral(payload.simd))).toEqual(new Uint8Array(simd));
  });

  it('rebuilds the baseline build from its delta, byte for byte, and the delta is small', () => {
    const delta = decode(byteStringLiteral(payload.baselineDelta));
    expect(applyDelta(new Uint8Array(simd), delta)).toEqual(new Uint8Array(baseline));
    // Most of the baseline's functions are the SIMD build's: the delta is well under half of it.
    expect(delta.length).toBeLessThan(baseline.length / 2);
  });

  it('refuses a delta that was damaged (its checksum)', () => {
    const damaged = new Uint8Array(payload.baselineDelta);
    const colon = damaged.indexOf(0x3a); // the first insert command's ':'
    damaged[colon + 1] = damaged[colon + 1]! ^ 0x01;
    expect(() => applyDelta(new Uint8Array(simd), damaged)).toThrow();
  });
});
