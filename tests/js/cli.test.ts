// The command line, run as a user runs it (node dist/lib/cli.js, as npx does): numpy-style,
// CSV and JSON output, the options, and clear errors with a non-zero exit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import init, { addPositionalEncoding, sinusoidal } from '../../web/lib/index.js';

const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;

function run(...args: string[]): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

beforeAll(() => init());

describe('positional-encoding command line', () => {
  it('prints the table the way numpy prints it', () => {
    const { stdout, status } = run('--length', '6', '--d-model', '4', '--base', '100');
    expect(status).toBe(0);
    // numpy's print() of the float32 table (widened to float64): 8 digits, aligned columns.
    expect(stdout).toBe(
      [
        '[[ 0.          1.          0.          1.        ]',
        ' [ 0.84147096  0.54030228  0.09983341  0.99500418]',
        ' [ 0.90929741 -0.41614684  0.19866933  0.9800666 ]',
        ' [ 0.14112    -0.9899925   0.29552022  0.95533651]',
        ' [-0.7568025  -0.65364361  0.38941833  0.92106098]',
        ' [-0.95892429  0.2836622   0.47942555  0.87758255]]',
        '',
      ].join('\n'),
    );
  });

  it('summarises a d_model = 512 table like the tutorial print', () => {
    const lines = run('-L', '6', '-d', '512').stdout.split('\n');
    expect(lines[0]).toBe('[[ 0.00000000e+00  1.00000000e+00  0.00000000e+00 ...  1.00000000e+00');
    expect(lines[1]).toBe('   0.00000000e+00  1.00000000e+00]');
  });

  it('writes CSV and JSON with every float32 digit, honouring offset and layout', () => {
    const csv = run('-L', '3', '-d', '5', '--offset', '7', '--layout', 'split', '--format', 'csv')
      .stdout.trim()
      .split('\n');
    expect(csv[0]).toBe('pos,dim0,dim1,dim2,dim3,dim4');
    const expected = sinusoidal(3, 5, { offset: 7, layout: 'split' });
    csv.slice(1).forEach((line, row) => {
      const [pos, ...values] = line.split(',').map(Number);
      expect(pos).toBe(7 + row);
      expect(values).toEqual(Array.from(expected.subarray(row * 5, row * 5 + 5)));
    });
    const json = JSON.parse(run('-L', '2', '-d', '4', '-n', '100', '--format', 'json').stdout);
    expect(json).toMatchObject({ length: 2, dModel: 4, base: 100, offset: 0, layout: 'interleaved' });
    expect(json.values.flat()).toEqual(Array.from(sinusoidal(2, 4, { base: 100 })));
  });

  it('adds the table to embeddings from a file, scaled by √d_model with --scale sqrt', () => {
    const folder = mkdtempSync(join(tmpdir(), 'pe-cli-'));
    const x = [
      [0.1, 0.2, 0.3, 0.4],
      [-1, 0, 1, 2],
    ];
    writeFileSync(join(folder, 'x.csv'), x.map((row) => row.join(',')).join('\n'));
    const json = JSON.parse(run('--input', join(folder, 'x.csv'), '--scale', 'sqrt', '--format', 'json').stdout);
    const expected = addPositionalEncoding(Float32Array.from(x.flat()), [1, 2, 4], { scale: 'sqrt' });
    expect(json.values.flat()).toEqual(Array.from(expected));
  });

  it('explains itself with --help', () => {
    const { stdout, status } = run('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/Usage: positional-encoding --length L --d-model D/);
    expect(stdout).toMatch(/--format F/);
  });

  it.each([
    [['-L', '0', '-d', '4'], /length must be an integer in \[1, 268435456\]; got 0/],
    [['-L', '6', '-d', 'four'], /--d-model expects a number; got "four"/],
    [['-L', '6', '-d', '4', '-n', '1'], /--base must be a finite number > 1; got 1/],
    [['-L', '6', '-d', '4', '--layout', 'diagonal'], /layout must be 'interleaved' or 'split'/],
    [['-L', '6', '-d', '4', '--format', 'xml'], /--format must be numpy, csv or json/],
    [['-L', '6', '-d', '4', '--scale', '2'], /--scale needs --input/],
    [['-L', '6'], /--length and --d-model are required/],
    [['-L', '6', '-d', '4', '--colour'], /Unknown option '--colour'/],
  ])('rejects %j with a clear message and exit code 2', (args, message) => {
    const { stdout, stderr, status } = run(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^positional-encoding: /);
    expect(stderr).toMatch(message);
  });
});
