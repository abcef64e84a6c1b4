// docs/api.md's RoPE example runs as written (imports pointed at the source) and gives what its
// comments say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../web/lib/index.js';

const readme = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

describe('README RoPE example', () => {
  it('runs, and its commented values hold', async () => {
    const block = readme
      .split('```js\n')
      .find((code) => code.includes('ropeFromConfig(config)'))!
      .split('```')[0]!;
    // The block's first two lines import and init(); the rest is the example's body.
    const body = block.split('\n').slice(2).join('\n');
    const names = ['ropeFrequencies', 'ropeCosSin', 'applyRope', 'ropeFromConfig'] as const;
    await api.init();
    const run = new Function(
      ...names,
      `${body}\nreturn { plain, linear, ntk, yarn, deepseek, phi3, headDim, options, llama31, phi2 };`,
    );
    const result = run(...names.map((name) => api[name]));
    expect(result.yarn.cos[0]).toBeCloseTo(0.1 * Math.log(4) + 1, 6);
    expect(result.deepseek.attentionFactor).toBe(1);
    expect(result.headDim).toBe(128);
    expect(result.options).toEqual({ base: 1e6, layout: 'half' });
    expect(result.llama31).toHaveLength(32 * 4096 * 128);
    expect(result.phi2.cos).toHaveLength(2048 * 32);
    // Every scaling's table against its float64 definition at one position (contract 2e-7·A).
    // default: plane 1 at position 3 turns by 3·10000^(-2/128).
    expect(Math.abs(result.plain.cos[3 * 128 + 1] - Math.cos(3 * 10000 ** (-2 / 128)))).toBeLessThan(2e-7);
    // linear (Gemma 3 global): plane 1 of 128 at position 5 turns by 5·(1e6^(-2/256))/8.
    expect(Math.abs(result.linear.cos[5 * 256 + 1] - Math.cos((5 * 1e6 ** (-2 / 256)) / 8))).toBeLessThan(2e-7);
    // dynamic at 6144 of 2048 with factor 2: base 10000·(2·6144/2048 − 1)^(128/126), plane 1 at 7.
    const ntkBase = 10000 * (2 * (6144 / 2048) - 1) ** (128 / 126);
    expect(result.ntk.cos).toHaveLength(6144 * 128);
    expect(Math.abs(result.ntk.cos[7 * 128 + 1] - Math.cos(7 * ntkBase ** (-2 / 128)))).toBeLessThan(2e-7);
    // longrope past 4096 positions: the long factors (4) and √(1 + ln 32 / ln 4096) on every value.
    const phi3Factor = Math.sqrt(1 + Math.log(131072 / 4096) / Math.log(4096));
    expect(Math.abs(result.phi3.cos[0] - phi3Factor)).toBeLessThan(2e-7 * phi3Factor);
    expect(Math.abs(result.phi3.cos[9 * 96 + 1] - phi3Factor * Math.cos((9 * 10000 ** (-2 / 96)) / 4))).toBeLessThan(
      2e-7 * phi3Factor,
    );
  });
});
