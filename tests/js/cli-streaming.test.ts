// The command line on large and unusual tables: rows stream to stdout in bounded memory (the
// printed tables stay exactly the API's, block boundaries included), a reader that goes away
// (`| head`) ends it quietly, non-finite values print as numpy prints them, and errors name the
// flag with the value as typed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatNumpyArray, formatNumpyIntArray } from '../../web/lib/format-numpy.js';
import init, { alibiBias, ropeCosSin, sinusoidal, t5BucketMatrix } from '../../web/lib/index.js';

const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;
const run = (args: string[], nodeFlags: string[] = []) =>
  spawnSync(process.execPath, [...nodeFlags, cli, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
const csvValues = (text: string, skipHeader = true) =>
  text
    .trim()
    .split('\n')
    .slice(skipHeader ? 1 : 0)
    .flatMap((line) =>
      line
        .split(',')
        .slice(skipHeader ? 1 : 0)
        .map(Number),
    );

/** Positions where two tables differ (Object.is: -0 and NaN count); a cheap check on millions of values. */
function differences(printed: ArrayLike<number>, expected: ArrayLike<number>): number {
  if (printed.length !== expected.length) return Infinity;
  let count = 0;
  for (let i = 0; i < expected.length; i += 1) if (!Object.is(printed[i], expected[i])) count += 1;
  return count;
}
const fromJson = (v: number | string) =>
  v === '-inf' ? -Infinity : v === 'inf' ? Infinity : v === 'nan' ? NaN : (v as number);

beforeAll(() => init());

describe('large tables stream, exactly as the API computes them', () => {
  // 40000 rows cross two block boundaries (16384 rows); offset 123456789 is where blocks that
  // start anywhere else differ from the whole table in the last bit.
  it('csv, json and numpy of sinusoidal across block boundaries', () => {
    const expected = sinusoidal(40000, 6, { offset: 123456789 });
    const csv = run(['-L', '40000', '-d', '6', '--offset', '123456789', '--format', 'csv']);
    expect(csv.status).toBe(0);
    expect(csv.stdout.split('\n')[40000]!.startsWith('123496788,')).toBe(true);
    expect(differences(new Float32Array(csvValues(csv.stdout)), expected)).toBe(0);
    const json = JSON.parse(run(['-L', '40000', '-d', '6', '--offset', '123456789', '--format', 'json']).stdout);
    expect(differences(new Float32Array(json.values.flat()), expected)).toBe(0);
    expect(run(['-L', '40000', '-d', '6', '--offset', '123456789']).stdout).toBe(
      `${formatNumpyArray(expected, [40000, 6])}\n`,
    );
  });

  it('rope (dynamic scaling: every block uses the whole sequence length), alibi and t5', () => {
    const options = { scaling: { type: 'dynamic', factor: 2, maxPositionEmbeddings: 4096 }, offset: 5 } as const;
    const { cos } = ropeCosSin(20000, 8, options);
    const rope = run([
      'rope',
      '--head-dim',
      '8',
      '-L',
      '20000',
      '--offset',
      '5',
      '--scaling',
      'dynamic',
      '--factor',
      '2',
      '--max-position-embeddings',
      '4096',
      '--table',
      'cos',
      '--format',
      'csv',
    ]);
    expect(differences(new Float32Array(csvValues(rope.stdout)), cos)).toBe(0);
    // 3 heads × 400 keys: blocks of 873 queries.
    const bias = alibiBias(3, 2000, { keyLength: 400, offset: 7 });
    const alibi = run([
      'alibi',
      '--heads',
      '3',
      '-L',
      '2000',
      '--key-length',
      '400',
      '--offset',
      '7',
      '--format',
      'json',
    ]);
    const printed = JSON.parse(alibi.stdout) as { bias: (number | string)[][][] };
    expect(differences(new Float32Array(printed.bias.flat(2).map(fromJson)), bias)).toBe(0);
    const t5 = run(['t5', '-q', '3000', '-k', '500', '--offset', '9', '--format', 'csv']);
    const rows = t5.stdout.split('\n').slice(1, 3001).join('\n');
    expect(differences(csvValues(rows, false), t5BucketMatrix(3000, 500, { offset: 9 }))).toBe(0);
    const numpy = run(['t5', '-q', '3000', '-k', '500']).stdout.split('\n').slice(1, 8).join('\n');
    expect(numpy).toBe(formatNumpyIntArray(t5BucketMatrix(3000, 500), [3000, 500]));
  });

  it('a table whose text is ~60 MB prints with a 40 MB JavaScript heap', () => {
    // Before streaming, the whole text was one string: "JavaScript heap out of memory".
    for (const format of ['csv', 'json']) {
      const { status, stdout, stderr } = run(
        ['-L', '50000', '-d', '64', '--format', format],
        ['--max-old-space-size=40'],
      );
      expect(stderr).toBe('');
      expect(status).toBe(0);
      expect(stdout.length).toBeGreaterThan(50e6);
    }
  }, 60_000);

  it('ends quietly, exit code 0, when the reader goes away (| head)', async () => {
    const child = spawn(process.execPath, [cli, '-L', '1000000', '-d', '64', '--format', 'csv']);
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 30_000);
});

describe('non-finite values print as numpy prints them', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pe-cli-inf-'));
  const x = join(folder, 'x.csv');
  writeFileSync(x, '3e38,1\n-3e38,2\n');

  it('3e38 scaled by 2 is inf: numpy, csv, and JSON strings', () => {
    expect(run(['--input', x, '--scale', '2']).stdout).toBe(
      ['[[       inf 3.        ]', ' [      -inf 4.54030228]]', ''].join('\n'),
    );
    expect(run(['--input', x, '--scale', '2', '--format', 'csv']).stdout).toBe(
      'pos,dim0,dim1\n0,inf,3\n1,-inf,4.540302276611328\n',
    );
    expect(JSON.parse(run(['--input', x, '--scale', '2', '--format', 'json']).stdout).values).toEqual([
      ['inf', 3],
      ['-inf', 4.540302276611328],
    ]);
  });

  it('nan as numpy: "nan", padded, the other values formatted as without it', () => {
    // print(np.array([np.nan, 1.5, 2.])) and the same with -inf beside small values.
    expect(formatNumpyArray([NaN, 1.5, 2], [3])).toBe('[nan 1.5 2. ]');
    expect(formatNumpyArray([NaN, -Infinity, 0.25], [3])).toBe('[ nan -inf 0.25]');
  });
});

describe('messages name the flag and echo what was typed', () => {
  it.each([
    [
      ['-L', '2', '-d', '4', '--offset', '9007199254740993'],
      '--offset must be an integer in [0, 9007199254740990]; got 9007199254740993',
    ],
    [['-L', '-2', '-d', '4'], '--length must be an integer in [1, 268435456]; got -2'],
    [['t5', '-q', '2', '--offset', '-1'], '--offset must be an integer in [0, 9007199254740990]; got -1'],
    [['-L', '2', '-d', '0'], '--d-model must be an integer in [1, 268435456]; got 0'],
    [
      ['-L', '2', '-d', '4', '--base', '1.00000000000000001'],
      '--base must be a finite number > 1; got 1.00000000000000001',
    ],
    [
      ['-L', '70000', '-d', '4000'],
      'a table of --length 70000 × --d-model 4000 would hold 280000000 float32 values; the maximum is 268435456',
    ],
    [
      ['rope', '--head-dim', '8', '-L', '2', '--offset', '9007199254740993'],
      '--offset must be an integer in [0, 9007199254740990]; got 9007199254740993',
    ],
    [['rope', '--head-dim', '8', '-L', '2', '--base', '0.5'], '--base must be'],
    [
      ['alibi', '--heads', '2', '-L', '2', '--offset', '9007199254740993'],
      '--offset must be an integer in [0, 9007199254740990]; got 9007199254740993',
    ],
    [
      ['alibi', '--heads', '2', '-L', '100000', '--key-length', '100000'],
      'a bias of --heads 2 × --length 100000 × --key-length 100000 would hold 20000000000 float32 values',
    ],
    [
      ['t5', '-q', '2', '--offset', '9007199254740993'],
      '--offset must be an integer in [0, 9007199254740990]; got 9007199254740993',
    ],
  ])('%j', (args, message) => {
    const { stdout, stderr, status } = run(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`positional-encoding: ${message}`);
    expect(stderr).not.toMatch(/options\.|\n\s+at /);
  });
});
