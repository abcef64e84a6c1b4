// The alibi and t5 subcommands through the real binary (node dist/lib/cli.js), as npx runs them:
// dispatched from the one command, printing their tables, refusing bad flags with exit 2 and no
// stack trace. Their output in detail is tested in cli-attention.test.ts.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

describe('subcommands of positional-encoding', () => {
  it('alibi prints the slopes and the causal bias', () => {
    const { stdout, status } = run('alibi', '--heads', '2', '--length', '3');
    expect(status).toBe(0);
    expect(stdout).toContain('[[0.0625     0.00390625]]');
    expect(stdout).toContain('[-0.0625  0.        -inf]');
  });

  it('t5 prints the bucket matrix', () => {
    const { stdout, status } = run('t5', '--query-length', '3', '--key-length', '3');
    expect(status).toBe(0);
    expect(stdout).toContain('[[ 0 17 18]');
  });

  for (const args of [
    ['alibi', '--heads', '0', '--length', '3'],
    ['t5', '--query-length', 'x', '--key-length', '3'],
    ['alibi', '--bogus'],
  ]) {
    it(`refuses ${args.join(' ')} with exit 2 and no stack trace`, () => {
      const { stderr, status } = run(...args);
      expect(status).toBe(2);
      expect(stderr).toMatch(/^positional-encoding: /);
      expect(stderr).not.toMatch(/\n\s+at /);
    });
  }

  it('the help names every subcommand', () => {
    const { stdout } = run('--help');
    for (const name of ['rope', 'alibi', 't5', 'layers']) expect(stdout).toContain(`positional-encoding ${name} `);
  });
});
