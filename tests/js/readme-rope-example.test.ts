// The README's RoPE example runs as written (imports pointed at the source) and gives what its
// comments say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../web/lib/index.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

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
    const run = new Function(...names, `${body}\nreturn { yarn, deepseek, headDim, options, llama31, phi2 };`);
    const result = run(...names.map((name) => api[name]));
    expect(result.yarn.cos[0]).toBeCloseTo(0.1 * Math.log(4) + 1, 6);
    expect(result.deepseek.attentionFactor).toBe(1);
    expect(result.headDim).toBe(128);
    expect(result.options).toEqual({ base: 1e6, layout: 'half' });
    expect(result.llama31).toHaveLength(32 * 4096 * 128);
    expect(result.phi2.cos).toHaveLength(2048 * 32);
  });
});
