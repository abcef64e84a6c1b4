// `positional-encoding layers`, run as a user runs it (node dist/lib/cli.js): the per-layer table
// is ropeLayers' plan of the config, in text, CSV and JSON; bad flags and unreadable configs get one
// line naming the flag, exit code 2 and no stack trace.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ropeLayers } from '../../web/lib/index.js';

const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;
const configs = new URL('./fixtures/model-configs/', import.meta.url).pathname;
const run = (...args: string[]) => spawnSync(process.execPath, [cli, 'layers', ...args], { encoding: 'utf8' });
const fixture = (name: string) => JSON.parse(readFileSync(`${configs}${name}.json`, 'utf8')) as unknown;

describe('positional-encoding layers', () => {
  it('prints one aligned row per layer (Gemma 3 4B: five global layers among sliding ones)', () => {
    const { stdout, status } = run('--config', `${configs}gemma-3-4b-it.json`);
    expect(status).toBe(0);
    const [read, ...lines] = stdout.trimEnd().split('\n');
    expect(read).toBe('# read as gemma3_text (config.text_config)');
    expect(lines).toHaveLength(1 + 34);
    expect(lines[0]).toMatch(/^layer +attention +window +rope +base +layout +rotary +head +softmax +notes$/);
    expect(lines[1]).toMatch(/^0 +sliding +1024 +default +10000 +half +256 +256 +0\.0625$/);
    expect(lines[6]).toMatch(/^5 +full +linear ×8 +1000000 +half +256 +256 +0\.0625$/);
  });

  it('marks NoPE layers and their query temperature (Llama 4 Scout)', () => {
    const { stdout, status } = run('--config', `${configs}llama-4-scout-17b-16e-instruct.json`);
    expect(status).toBe(0);
    const lines = stdout
      .trimEnd()
      .split('\n')
      .filter((line) => !line.startsWith('#'));
    expect(lines[1]).toMatch(/^0 +chunked +8192 +llama3 ×16 +500000 +pairs +128 +128 /);
    expect(lines[4]).toMatch(
      /^3 +full +NoPE +128 +0\.0883883476483184\d +q × \(1 \+ 0\.1·ln\(1 \+ ⌊\(pos \+ 1\)\/8192⌋\)\)$/,
    );
  });

  it('--format json holds ropeLayers(config) exactly', () => {
    for (const name of ['deepseek-v3', 'gemma-4-26b-a4b-it', 'qwen2.5-vl-7b-instruct']) {
      const { stdout, status } = run('--config', `${configs}${name}.json`, '--format', 'json');
      expect(status).toBe(0);
      const plan = ropeLayers(fixture(name));
      const { family, textPath, unusedKeys } = plan;
      expect(JSON.parse(stdout)).toStrictEqual({ family, textPath, unusedKeys, layers: [...plan] });
    }
  });

  it('--format csv: a header and one row per layer', () => {
    const { stdout, status } = run('--config', `${configs}gpt-oss-20b.json`, '--format', 'csv');
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('layer,attention,window,rope,base,layout,rotary,head,softmax,notes');
    expect(lines[1]).toBe('0,sliding,128,yarn ×32,150000,half,64,64,0.125,');
    expect(lines[2]).toBe('1,full,,yarn ×32,150000,half,64,64,0.125,');
    expect(lines).toHaveLength(25);
  });

  it('reads standard input with --config -', () => {
    const result = spawnSync(process.execPath, [cli, 'layers', '--config', '-'], {
      encoding: 'utf8',
      input: readFileSync(`${configs}smollm3-3b.json`),
    });
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').filter((line) => / NoPE /.test(line))).toHaveLength(9);
  });

  for (const [args, message] of [
    [[], /^positional-encoding: --config is required/],
    [
      ['--config', '/nonexistent.json'],
      /^positional-encoding: --config \/nonexistent\.json: cannot read it \(ENOENT\)/,
    ],
    [
      ['--config', `${configs}gemma-3-4b-it.json`, '--format', 'numpy'],
      /--format must be text, csv or json; got "numpy"/,
    ],
    [['--config', `${configs}../article-values.ts`], /--config .*article-values\.ts: not valid JSON/],
    [['--bogus'], /^positional-encoding: Unknown option '--bogus'/],
  ] as const) {
    it(`refuses ${args.join(' ') || 'no flags'} with exit 2, one line, no stack trace`, () => {
      const { stderr, status } = run(...args);
      expect(status).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    });
  }

  it('a config missing a key names --config and the key', () => {
    const result = spawnSync(process.execPath, [cli, 'layers', '--config', '-'], {
      encoding: 'utf8',
      input: JSON.stringify({ model_type: 'llama', num_hidden_layers: 2, num_attention_heads: 4 }),
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'positional-encoding: --config -: config.hidden_size is missing (head_dim is absent, so the head size is hidden_size / num_attention_heads)\n',
    );
  });

  it('a config without model_type is refused with --family named; --family reads it', () => {
    const input = JSON.stringify({ num_hidden_layers: 2, hidden_size: 64, num_attention_heads: 4 });
    const refused = spawnSync(process.execPath, [cli, 'layers', '--config', '-'], { encoding: 'utf8', input });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^positional-encoding: --config -: config\.model_type is missing.*--family llama/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    const read = spawnSync(process.execPath, [cli, 'layers', '--config', '-', '--family', 'llama'], {
      encoding: 'utf8',
      input,
    });
    expect(read.status).toBe(0);
    expect(read.stdout.split('\n')[0]).toBe('# read as llama (config)');
    expect(read.stdout.trimEnd().split('\n')).toHaveLength(4);
  });

  it('the text form names what Qwen3-Next does per layer: linear attention without positions', () => {
    const file = new URL('./fixtures/model-configs/families/qwen3-next-80b-a3b-instruct.json', import.meta.url)
      .pathname;
    const { stdout, status } = run('--config', file);
    expect(status).toBe(0);
    const rows = stdout
      .trimEnd()
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .slice(1);
    expect(rows).toHaveLength(48);
    expect(rows[0]).toMatch(/^0\s+linear\s+none\b/);
    expect(rows[3]).toMatch(/^3\s+full\s+default\s+1e\+?7|^3\s+full\s+default\s+10000000/);
  });
});
