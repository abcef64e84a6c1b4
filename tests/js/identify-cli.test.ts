// `positional-encoding check FILE`, run as a user runs it (node dist/lib/cli.js; build with
// `node web/scripts/build.mjs --lib-only`): the identification, diagnosis and worst cell; --json;
// exit codes 0 (a clean match), 1 (none, or only with a departure), 2 (unreadable input).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'pe-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = (...args: string[]) => spawnSync(process.execPath, [cli, 'check', ...args], { encoding: 'utf8' });
const file = (name: string, text: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** Hugging Face's cos cache in plain JS, rows as JSON. */
function cosRows(length: number, dim: number, attention = 1, shift = 0): number[][] {
  return Array.from({ length }, (_, p) =>
    Array.from({ length: dim }, (_, j) =>
      Math.fround(Math.cos((p + shift) / 10000 ** ((2 * (j % (dim / 2))) / dim)) * attention),
    ),
  );
}

describe('positional-encoding check', () => {
  it('names the convention, the call, the worst cell; exit 0', () => {
    const { stdout, stderr, status } = run(file('cos.json', JSON.stringify(cosRows(64, 32))), '--kind', 'rope-cos');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^match: rope-cos \(float32\): ropeCosSin\(64, 32, \{"base":10000\}\)\.cos$/m);
    expect(stdout).toMatch(/^worst cell: index \[\d+, \d+\], off by /m);
    expect(stdout).toMatch(/^# ropeCosSin\(64, 32, \{"base":10000\}\)\.cos reproduces it/m);
  });

  it('--json prints the result object', () => {
    const text = cosRows(8, 8)
      .map((r) => r.join(','))
      .join('\n');
    const { stdout, status } = run(file('cos.csv', text), '--json', '--kind', 'rope-cos');
    expect(status).toBe(0);
    const result = JSON.parse(stdout) as { matches: { kind: string; options: unknown }[]; diagnosis: string };
    expect(result.matches[0]).toMatchObject({ kind: 'rope-cos', options: { base: 10000 } });
    expect(typeof result.diagnosis).toBe('string');
  });

  it('a departure (rows shifted by one) prints the diagnosis and exits 1', () => {
    const { stdout, status } = run(file('shifted.json', JSON.stringify(cosRows(64, 32, 1, 1))), '--kind', 'rope-cos');
    expect(status).toBe(1);
    expect(stdout).toContain('# every row shifted by one position');
  });

  it('nothing fits: match none, what was tried, exit 1', () => {
    const noise = Array.from({ length: 16 }, (_, r) =>
      Array.from({ length: 8 }, (_, c) => Math.sin(r * 31 + c * c * 7)),
    );
    const { stdout, status } = run(file('noise.json', JSON.stringify(noise)));
    expect(status).toBe(1);
    expect(stdout).toMatch(/^match: none\n# Nothing reproduces it/);
  });

  it('unreadable input: one line naming the file, no stack trace, exit 2', () => {
    for (const [path, message] of [
      [join(dir, 'missing.npy'), /cannot read it \(ENOENT\)/],
      [file('nan.csv', '1,2\nnan,3'), /line 2, column 1 is nan/],
      [file('empty.txt', ''), /the input is empty/],
      [file('ragged.json', '[[1,2],[3]]'), /ragged rows/],
    ] as const) {
      const { stderr, status } = run(path);
      expect(status).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(run().status).toBe(2);
    expect(run(file('x.json', '[1]'), '--kind', 'nope').stderr).toMatch(/--kind must be/);
  });

  it('reads .npy files', () => {
    const values = new Float32Array(cosRows(16, 8).flat());
    const dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (16, 8), }";
    const header = dict.padEnd(128 - 10 - 1, ' ') + '\n';
    const bytes = new Uint8Array(128 + values.byteLength);
    bytes.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, header.length, 0]);
    bytes.set(new TextEncoder().encode(header), 10);
    bytes.set(new Uint8Array(values.buffer), 128);
    const { stdout, status } = run(file('cos.npy', bytes), '--kind', 'rope-cos');
    expect(status).toBe(0);
    expect(stdout).toContain('ropeCosSin(16, 8, {"base":10000}).cos');
  });

  it('--help', () => {
    const { stdout, status } = run('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: positional-encoding check FILE/);
  });
});
