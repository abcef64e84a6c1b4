// docs/api.md's per-layer examples (ropeLayers plan, M-RoPE positions, 2D RoPE, xPos) run as
// written (imports pointed at the source) and give what their comments say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../web/lib/index.js';

const readme = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

/** Runs the README's js block that calls `marker`, returning `results` from its scope. */
function runBlock(marker: string, names: readonly (keyof typeof api)[], results: readonly string[]) {
  const block = readme
    .split('```js\n')
    .find((code) => code.split('```')[0]!.includes(marker))!
    .split('```')[0]!;
  // The block's first two lines import and init(); the rest is the example's body.
  const body = block.split('\n').slice(2).join('\n');
  const run = new Function(...names, `${body}\nreturn { ${results.join(', ')} };`);
  return run(...names.map((name) => api[name]));
}

describe('README per-layer examples', () => {
  it('ropeLayers: the Gemma 3 plan and SmolLM3 NoPE layers', async () => {
    await api.init();
    const r = runBlock('ropeLayers(gemma3)', ['ropeLayers', 'applyRope'], ['plan', 'perLayer', 'kinds']);
    expect(r.plan).toHaveLength(12);
    expect(r.plan[0]).toEqual({
      layer: 0,
      attention: 'sliding',
      window: 1024,
      rope: { base: 10000, layout: 'half' },
      headDim: 256,
      softmaxScale: 0.0625,
    });
    expect(r.plan[5].rope).toEqual({ base: 1e6, layout: 'half', scaling: { type: 'linear', factor: 8 } });
    expect(r.perLayer).toHaveLength(12);
    expect(r.kinds).toEqual(['RoPE', 'RoPE', 'RoPE', 'NoPE', 'RoPE', 'RoPE', 'RoPE', 'NoPE']);
  });

  it('mropePositions: the ids its comments give', async () => {
    await api.init();
    const r = runBlock(
      'mropePositions([',
      ['mropePositions', 'applyRope'],
      ['length', 'firstPatch', 'textAfterImage', 'lastVideoTime', 'y'],
    );
    expect(r.length).toBe(1086);
    expect(r.firstPatch).toEqual([5, 5, 5]);
    expect(r.textAfterImage).toBe(26);
    expect(r.lastVideoTime).toBe(35);
    expect(r.y).toHaveLength(4 * 1086 * 128);
  });

  it('rope2dPositions: patch 7 is row 1, column 1', async () => {
    await api.init();
    const r = runBlock('rope2dPositions(4, 6)', ['rope2dPositions', 'applyRope'], ['grid', 'patch7', 'turned']);
    expect(Array.from(r.grid.subarray(0, 12))).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(r.patch7).toEqual([1, 1]);
    expect(r.turned).toHaveLength(16 * 24 * 64);
  });

  it('applyXpos: the first query and key scales', async () => {
    await api.init();
    const r = runBlock('applyXpos(q, k', ['applyXpos'], ['firstQuery', 'firstKey']);
    // Position 0 turns by angle 0, so the values are 0.5 times the scales, rounded to float32.
    expect(r.firstQuery).toBe(Math.fround(1.75));
    expect(r.firstKey).toBeCloseTo(0.142857, 6);
  });

  it('the README says where transformers 5 numbers M-RoPE differently, with the example it gives', () => {
    expect(readme).toContain('Where transformers 5 differs from the published Qwen code');
    const ids = api.mropePositions([{ text: 2 }, { video: [6, 4, 4] }, { text: 1 }]);
    expect(ids[ids.length / 3 - 1]).toBe(8); // the published code's last id; the refactor gives 2 + 4/2 = 4
  });
});
