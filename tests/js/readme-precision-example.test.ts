// docs/api.md's exponent and precision-lab examples run as written (imports pointed at the source)
// and give what their comments say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../web/lib/index.js';

const readme = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

/** The body of the ```js block holding `marker`, without its import and init() lines. */
function example(marker: string): string {
  const block = readme
    .split('```js\n')
    .find((code) => code.includes(marker))!
    .split('```')[0]!;
  return block.split('\n').slice(2).join('\n');
}

/** Runs a body with the named API functions in scope; returns the value of its last lines. */
function run(body: string, names: readonly (keyof typeof api)[], result: string): unknown {
  return new Function(...names, `${body}\nreturn ${result};`)(...names.map((name) => api[name]));
}

describe('README examples', () => {
  it('exponent: tensor2tensor', async () => {
    await api.init();
    const { t2t } = run(example("exponent: 'tensor2tensor' });   //"), ['frequencies', 'sinusoidal'], '{ t2t }') as {
      t2t: Float32Array;
    };
    expect(t2t).toHaveLength(50 * 512);
    const w = api.frequencies(8, { exponent: 'tensor2tensor' });
    [1, 0.0464, 0.00215, 0.0001].forEach((value, i) => expect(w[i]! / value).toBeCloseTo(1, 2));
    expect(t2t[1 * 512 + 255]).toBeCloseTo(Math.sin(1e-4), 7); // the last sine: sin(pos/10000)
  });

  it('the precision lab', async () => {
    await api.init();
    const { curves, positions } = run(
      example('precisionErrors(positions, 128'),
      ['precisionErrors', 'roundToFormat'],
      '{ curves, positions }',
    ) as {
      curves: Record<string, Float64Array>;
      positions: number[];
    };
    expect(positions[0]).toBe(1);
    expect(positions[positions.length - 1]).toBe(1e6);
    expect(Object.keys(curves)).toEqual(['package', 'float32', 'float16', 'bfloat16']);
    expect(Math.max(...curves.package!)).toBeLessThan(1e-7);
    const close = (actual: ArrayLike<number>, expected: number[]) =>
      expected.forEach((value, i) => expect(actual[i]! / value).toBeCloseTo(1, 1));
    close(api.precisionErrors([1e4, 1e6], 128, { arithmetic: 'float32' }), [3.2e-4, 5.2e-2]);
    close(api.precisionErrors([1e4, 1e6], 128), [2.8e-8, 2.9e-8]);
    close(api.precisionErrors([256, 257], 128, { arithmetic: 'bfloat16', plane: 0 }), [7.9e-4, 0.86]);
    close(api.precisionErrors([1e6], 128, { quantity: 'rope-output' }), [9.4e-8]);
    expect(api.roundToFormat(257, 'bfloat16')).toBe(256);
    expect([...api.roundToFormat([2049, 65520], 'float16')]).toEqual([2048, Infinity]);
  });
});
