// `positional-encoding rope`, run as a user runs it (node dist/lib/cli.js): the tables it prints
// are ropeCosSin's, it reads a model's config.json, and bad flags get a message naming the flag,
// exit code 2 and no stack trace.
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeCosSin } from '../../web/lib/index.js';

const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;
const configs = new URL('./fixtures/model-configs/', import.meta.url).pathname;

function run(...args: string[]): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync(process.execPath, [cli, 'rope', ...args], { encoding: 'utf8' });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

function csvValues(text: string): number[] {
  return text
    .trim()
    .split('\n')
    .slice(1)
    .flatMap((line) => line.split(',').slice(1).map(Number));
}

beforeAll(() => init());

describe('positional-encoding rope', () => {
  it('prints cos and sin the way numpy prints them', () => {
    const { stdout, status } = run('--head-dim', '4', '--length', '3');
    expect(status).toBe(0);
    expect(stdout).toBe(
      [
        'cos',
        '[[ 1.          1.          1.          1.        ]',
        ' [ 0.54030228  0.99994999  0.54030228  0.99994999]', // float32 cos(0.01), widened
        ' [-0.41614684  0.99980003 -0.41614684  0.99980003]]',
        '',
        'sin',
        '[[0.         0.         0.         0.        ]',
        ' [0.84147096 0.00999983 0.84147096 0.00999983]',
        ' [0.90929741 0.01999867 0.90929741 0.01999867]]',
        '',
      ].join('\n'),
    );
  });

  it('prints exactly ropeCosSin for scaling flags, layout and offset (CSV keeps every float32 digit)', () => {
    const { stdout, status } = run(
      '--head-dim',
      '16',
      '-L',
      '5',
      '--base',
      '500000',
      '--layout',
      'pairs',
      '--offset',
      '9000',
      '--scaling',
      'llama3',
      '--factor',
      '8',
      '--low-freq-factor',
      '1',
      '--high-freq-factor',
      '4',
      '--original-max-position-embeddings',
      '8192',
      '--table',
      'sin',
      '--format',
      'csv',
    );
    expect(status).toBe(0);
    const expected = ropeCosSin(5, 16, {
      base: 500000,
      layout: 'pairs',
      offset: 9000,
      scaling: {
        type: 'llama3',
        factor: 8,
        lowFreqFactor: 1,
        highFreqFactor: 4,
        originalMaxPositionEmbeddings: 8192,
      },
    });
    expect(csvValues(stdout)).toEqual(Array.from(expected.sin));
    expect(stdout.split('\n')[1]!.startsWith('9000,')).toBe(true);
  });

  it("reads a model's config.json (Phi-2: partial rotary, 32 of 80 dimensions)", () => {
    const { stdout, status } = run('--config', `${configs}phi-2.json`, '-L', '3', '--format', 'json');
    expect(status).toBe(0);
    const printed = JSON.parse(stdout) as { headDim: number; cos: number[][] };
    expect(printed.headDim).toBe(80);
    expect(printed.cos[2]).toHaveLength(32);
    expect(printed.cos.flat()).toEqual(Array.from(ropeCosSin(3, 80, { rotaryDim: 32 }).cos));
  });

  it('lets a flag override the config (Gemma 3 local layers, a per-layer-type rope)', () => {
    const { stdout, status } = run(
      '--config',
      `${configs}gemma-3-4b-it.json`,
      '--layer-type',
      'sliding_attention',
      '-L',
      '2',
      '--table',
      'cos',
      '--format',
      'csv',
      '--base',
      '100',
    );
    expect(status).toBe(0);
    expect(csvValues(stdout)).toEqual(Array.from(ropeCosSin(2, 256, { base: 100 }).cos));
  });

  for (const [args, message] of [
    [['--head-dim', '7', '-L', '2'], /--head-dim must be even/],
    [['--head-dim', '8', '-L', '2', '--rotary-dim', '10'], /--rotary-dim must be an integer in \[2, 8\]/],
    [
      ['--head-dim', '8', '-L', '2', '--scaling', 'llama3', '--factor', '8'],
      /--scaling llama3 needs .*; --low-freq-factor is missing/,
    ],
    [['--head-dim', '8', '-L', '2', '--factor', '8'], /--factor needs --scaling/],
    [['--head-dim', '8', '-L', 'six'], /--length expects a number; got "six"/],
    [['--head-dim', '8'], /--length and --head-dim \(or --config\) are required/],
    [
      ['--config', '/nonexistent/config.json', '-L', '2'],
      /--config \/nonexistent\/config.json: cannot read it \(ENOENT\)/,
    ],
    [['--head-dim', '8', '-L', '2', '--table', 'tan'], /--table must be cos, sin or both/],
    [
      ['--head-dim', '8', '-L', '2', '--scaling', 'llama3', '--factor', '8', '--low-freq-factor', '1'],
      /--scaling llama3 needs --factor, --low-freq-factor, --high-freq-factor and --original-max-position-embeddings; --high-freq-factor is missing/,
    ],
    [
      ['--head-dim', '8', '-L', '2', '--scaling', 'dynamic', '--factor', '2'],
      /--scaling dynamic needs --factor and --max-position-embeddings; --max-position-embeddings is missing/,
    ],
    [
      ['--head-dim', '8', '-L', '2', '--scaling', 'yarn', '--factor', '4'],
      /--scaling yarn needs --original-max-position-embeddings or --max-position-embeddings/,
    ],
    [
      ['--head-dim', '8', '-L', '2', '--scaling', 'longrope', '--factor', '2', '--max-position-embeddings', '8'],
      /--scaling longrope needs the short_factor and long_factor lists of a model's config.json: use --config/,
    ],
    [
      ['--head-dim', '8', '-L', '2', '--scaling', 'linear', '--factor', '2', '--beta-fast', '3'],
      /--beta-fast does not apply to --scaling linear \(it takes --factor\)/,
    ],
    [['--config', `${configs}gemma-3-4b-it.json`, '-L', '2'], /pass --layer-type naming one of them/],
    [
      ['--config', `${configs}gemma-3-4b-it.json`, '-L', '2', '--layer-type', 'global'],
      /--layer-type "global" is not a layer type of this gemma3_text model; its layers are sliding_attention, full_attention/,
    ],
  ] as [string[], RegExp][]) {
    it(`refuses ${args.join(' ')} naming the flag, exit 2, no stack trace`, () => {
      const { stderr, status, stdout } = run(...args);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expect(stderr).not.toMatch(/\n\s+at /);
      // Flags, not the API's names: no options.x, no camelCase option (lowFreqFactor, layerType).
      expect(stderr).not.toMatch(/options\.|\b[a-z]+[A-Z]\w*|ropeLayers/);
    });
  }
});
