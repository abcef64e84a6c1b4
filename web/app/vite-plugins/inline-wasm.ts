// How the offline single file carries its two wasm builds (issue 12: the file's gzip size).
//
// As data: URLs they were base64, which gzip cannot see through: 93.7 KB of the file. Here the
// SIMD build is a JS string whose characters are its bytes (U+0000–U+00FF, escaped only where a
// string literal or an HTML <script> needs it), which gzip compresses almost as well as the raw
// file; and the baseline build, most of whose functions are byte for byte those of the SIMD
// build, is a Fossil delta against it (the `fossil-delta` package: the format of the Fossil
// SCM, with a checksum; 15 KB of source and no dependencies, of which the file carries the
// decoder), in the same kind of string. Together about 57 KB.
//
// The glue's `new URL('….wasm', import.meta.url)` (which Vite would inline as base64) becomes the
// bare file name, and load-wasm.ts hands the glue the bytes as `wasmBinary`. The strings are
// written into the finished HTML, in place of placeholders, before the policy's script hash is
// taken (vite.single-file.config.ts): a minifier never re-escapes them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDelta } from 'fossil-delta';
import type { Plugin } from 'vite';

const WASM_FOLDER = fileURLToPath(new URL('../../lib/wasm/', import.meta.url));
const MODULE_ID = 'virtual:pe-inline-wasm';
const RESOLVED_ID = `\0${MODULE_ID}`;
const SIMD_PLACEHOLDER = '__PE_INLINE_WASM_SIMD__';
const BASELINE_PLACEHOLDER = '__PE_INLINE_WASM_BASELINE_DELTA__';
const GLUE_FILE = /[\\/]web[\\/]lib[\\/]wasm[\\/](positional_encoding_(?:simd|baseline))\.mjs$/;
const LOAD_WASM_FILE = /[\\/]web[\\/]lib[\\/]load-wasm\.ts$/;
const HANDS_OVER_BYTES = 'if (bytes) factoryOptions.wasmBinary = bytes;';

/**
 * A double-quoted JS string literal whose character codes are `bytes`. Escaped: what ends or
 * breaks the literal (`"`, `\`, LF, CR), NUL (the HTML parser replaces it in a script), and `<`
 * (so neither `</script` nor `<!--` can appear). Every other byte is its own character.
 */
export function byteStringLiteral(bytes: Uint8Array): string {
  let text = '"';
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    if (byte === 0) {
      // "\0" followed by a digit would be a legacy octal escape.
      const next = bytes[index + 1];
      text += next !== undefined && next >= 0x30 && next <= 0x39 ? '\\x00' : '\\0';
    } else if (byte === 0x22) text += '\\"';
    else if (byte === 0x5c) text += '\\\\';
    else if (byte === 0x0a) text += '\\n';
    else if (byte === 0x0d) text += '\\r';
    else if (byte === 0x3c) text += '\\x3c';
    else text += String.fromCharCode(byte);
  }
  return `${text}"`;
}

/** The two builds as the file carries them: the SIMD build's bytes, the baseline's delta against them. */
export function inlineWasmPayload(): { simd: Uint8Array; baselineDelta: Uint8Array } {
  const simd = readFileSync(`${WASM_FOLDER}positional_encoding_simd.wasm`);
  const baseline = readFileSync(`${WASM_FOLDER}positional_encoding_baseline.wasm`);
  return { simd, baselineDelta: Uint8Array.from(createDelta(simd, baseline)) };
}

/** Replaces the placeholder string (in whatever quotes the minifier chose) with `literal`, exactly once. */
function fillPlaceholder(code: string, placeholder: string, literal: string): string {
  const pattern = new RegExp(`(["'\`])${placeholder}\\1`, 'g');
  const found = code.match(pattern)?.length ?? 0;
  if (found !== 1)
    throw new Error(`inline-wasm: expected the placeholder ${placeholder} once, found it ${found} times`);
  return code.replace(pattern, () => literal);
}

/** Writes the two builds into the finished HTML of the single file. */
export function fillInlineWasm(html: string): string {
  const { simd, baselineDelta } = inlineWasmPayload();
  const withSimd = fillPlaceholder(html, SIMD_PLACEHOLDER, byteStringLiteral(simd));
  return fillPlaceholder(withSimd, BASELINE_PLACEHOLDER, byteStringLiteral(baselineDelta));
}

/** The runtime side: decodes the strings (the baseline only when it is asked for). */
const VIRTUAL_MODULE = `
import { applyDelta } from 'fossil-delta';
const SIMD = ${JSON.stringify(SIMD_PLACEHOLDER)};
const BASELINE_DELTA = ${JSON.stringify(BASELINE_PLACEHOLDER)};
const bytesOf = (text) => {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
};
export function inlineWasmBytes(simd) {
  const simdBytes = bytesOf(SIMD);
  return simd ? simdBytes : applyDelta(simdBytes, bytesOf(BASELINE_DELTA));
}
`;

/** The single file's wasm: no data: URLs; bytes from the strings above, handed to the glue. */
export function inlineWasm(): Plugin {
  return {
    name: 'pe:inline-wasm',
    enforce: 'pre',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? VIRTUAL_MODULE : null),
    transform(code, id) {
      const glue = GLUE_FILE.exec(id);
      if (glue) {
        const wasmUrl = `new URL("${glue[1]}.wasm",import.meta.url).toString()`;
        if (!code.includes(wasmUrl)) this.error(`inline-wasm: expected ${wasmUrl} in ${id}`);
        return { code: code.replace(wasmUrl, () => `"${glue[1]}.wasm"`), map: null };
      }
      if (!LOAD_WASM_FILE.test(id)) return null;
      if (!code.includes(HANDS_OVER_BYTES)) this.error(`inline-wasm: expected "${HANDS_OVER_BYTES}" in ${id}`);
      return {
        code:
          `import { inlineWasmBytes as __peInlineWasmBytes } from '${MODULE_ID}';\n` +
          code.replace(HANDS_OVER_BYTES, () => 'factoryOptions.wasmBinary = bytes ?? __peInlineWasmBytes(simd);'),
        map: null,
      };
    },
  };
}
