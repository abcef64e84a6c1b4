// The `alibi` and `t5` subcommands, called as functions: their text, and UsageError naming the
// flag for bad input.
import { describe, expect, it } from 'vitest';
import { formatNumpyArray, formatNumpyIntArray } from '../../web/lib/format-numpy.js';
import { ALIBI_HELP, runAlibiCommand, runT5Command, T5_HELP, UsageError } from '../../web/lib/cli-attention.js';
import { TextOutput } from '../../web/lib/cli-output.js';

/** What a subcommand prints, less the final newline. */
const printed =
  (command: typeof runAlibiCommand) =>
  async (argv: string[]): Promise<string> => {
    const out = new TextOutput();
    await command(argv, out);
    return out.text.replace(/\n$/, '');
  };
const alibi = printed(runAlibiCommand);
const t5 = printed(runT5Command);

describe('alibi subcommand', () => {
  it("prints the slopes and each head's bias as numpy does, -inf where causal masks", async () => {
    const text = await alibi(['--heads', '2', '--length', '3']);
    expect(text).toBe(
      [
        'slopes (2 heads):',
        '[[0.0625     0.00390625]]',
        '',
        'head 0, m = 0.0625: bias (queries × keys, causal)',
        '[[ 0.        -inf    -inf]',
        ' [-0.0625  0.        -inf]',
        ' [-0.125  -0.0625  0.    ]]',
        '',
        'head 1, m = 0.00390625: bias (queries × keys, causal)',
        '[[ 0.                -inf        -inf]',
        ' [-0.00390625  0.                -inf]',
        ' [-0.0078125  -0.00390625  0.        ]]',
      ].join('\n'),
    );
  });

  it('symmetric mode, slopes only, csv and json', async () => {
    expect(await alibi(['--heads', '12', '--slopes-only', '--format', 'csv'])).toMatch(
      /^head,slope\n0,0\.5\n.*\n8,0\.7071067811865476\n/s,
    );
    // JSON has no -inf: the causal mask is the string "-inf" (it was null, indistinguishable from a gap).
    const json = JSON.parse(await alibi(['--heads', '1', '--length', '2', '--format', 'json'])) as { bias: unknown };
    expect(json.bias).toEqual([
      [
        [0, '-inf'],
        [-1 / 256, 0],
      ],
    ]);
    expect(await alibi(['--heads', '1', '--length', '2', '--format', 'csv'])).toMatch(/\n0,-inf\n-0\.00390625,0$/);
    expect(await alibi(['--heads', '1', '--length', '2', '--mode', 'symmetric', '--format', 'csv'])).toContain(
      '0,-0.00390625\n-0.00390625,0',
    );
    expect(await alibi(['--help'])).toBe(ALIBI_HELP);
  });

  it.each([
    [['--length', '3'], /--heads is required/],
    [['--heads', '0', '--length', '3'], /^--heads must be an integer in \[1, 65536\]; got 0$/],
    [['--heads', 'two', '--length', '3'], /--heads expects an integer/],
    [['--heads', '2', '--length', '2.5'], /--length expects an integer/],
    [
      ['--heads', '2', '--length', '3', '--key-length=0'],
      /^--key-length must be an integer in \[1, 268435456\]; got 0$/,
    ],
    [['--heads', '2', '--length', '3', '--mode', 'future'], /--mode must be causal or symmetric/],
    [['--heads', '2', '--length', '3', '--format', 'xml'], /--format/],
    [['--heads', '2', '--length', '3', '--what'], /--what/],
  ])('%j → UsageError', async (argv, message) => {
    const failure = alibi(argv);
    await expect(failure).rejects.toBeInstanceOf(UsageError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('t5 subcommand', () => {
  it("prints T5-base's bucket table and what each bucket holds", async () => {
    const text = await t5(['--query-length', '4', '--key-length', '5']);
    expect(text.split('\n').slice(0, 5)).toEqual([
      'T5 buckets of r = key − query (bidirectional, 32 buckets, max distance 128):',
      '[[ 0 17 18 19 20]',
      ' [ 1  0 17 18 19]',
      ' [ 2  1  0 17 18]',
      ' [ 3  2  1  0 17]]',
    ]);
    expect(text).toContain('  10: r = -22 … -16');
    expect(text).toContain('  15: r = -128 … -91 (and below)');
    expect(await t5(['-h'])).toBe(T5_HELP);
  });

  it('unidirectional, csv and json', async () => {
    expect(await t5(['-q', '2', '--unidirectional', '--format', 'csv'])).toMatch(/^T5 buckets.*\n0,0\n1,0\n/);
    const json = JSON.parse(await t5(['-q', '2', '-k', '3', '--offset', '1', '--format', 'json'])) as {
      buckets: unknown;
    };
    expect(json.buckets).toEqual([
      [1, 0, 17],
      [2, 1, 0],
    ]);
  });

  it("JSON's ranges say that the outermost buckets are open-ended, as the text's '(and below)' does", async () => {
    type Range = { bucket: number; from: number | string; to: number | string };
    const ranges = async (argv: string[]) =>
      (JSON.parse(await t5([...argv, '--format', 'json'])) as { ranges: Range[] }).ranges;
    const both = await ranges(['-q', '2']);
    expect(both.find((r) => r.bucket === 15)).toEqual({ bucket: 15, from: '-inf', to: -91 });
    expect(both.find((r) => r.bucket === 31)).toEqual({ bucket: 31, from: 91, to: 'inf' });
    expect(both.find((r) => r.bucket === 10)).toEqual({ bucket: 10, from: -22, to: -16 });
    // Decoder buckets: every key after the query is bucket 0, every key 91 or more before it 31.
    const one = await ranges(['-q', '2', '--unidirectional']);
    expect(one.find((r) => r.bucket === 0)).toEqual({ bucket: 0, from: 0, to: 'inf' });
    expect(one.find((r) => r.bucket === 31)).toEqual({ bucket: 31, from: '-inf', to: -113 });
  });

  it.each([
    [[], /--query-length is required/],
    [['-q', '0'], /^--query-length must be an integer/],
    [['-q', '3', '--num-buckets', '31'], /^--num-buckets must be even/],
    [['-q', '3', '--max-distance', '16'], /^--max-distance must be an integer/],
    [['-q', '3', '--offset', '-2'], /--offset/],
  ])('%j → UsageError', async (argv, message) => {
    const failure = t5(argv);
    await expect(failure).rejects.toBeInstanceOf(UsageError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('numpy printing of infinities and integers', () => {
  it('right-aligns -inf and inf to the float columns, as numpy does', () => {
    expect(formatNumpyArray([0, -Infinity, -0.5, 0], [2, 2])).toBe('[[ 0.  -inf]\n [-0.5  0. ]]');
    expect(formatNumpyArray([1, Infinity], [2])).toBe('[ 1. inf]');
    expect(formatNumpyIntArray([0, 17, 3, 0], [2, 2])).toBe('[[ 0 17]\n [ 3  0]]');
  });
});
