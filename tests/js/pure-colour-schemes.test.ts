// The build marks d3-scale-chromatic's top-level scheme builders pure (web/app/vite-plugins/
// pure-colour-schemes.ts), so a bundle keeps only the schemes it imports. Checked on the library
// itself, bundled by Rollup as Vite does: the two schemes the explorer uses stay and give the same
// colours, the other schemes' data is gone, and nothing was dropped that the kept ones need.
import { rollup, type Plugin } from 'rollup';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { interpolateRdBu, interpolateViridis } from 'd3-scale-chromatic';
import { pureColourSchemes } from '../../web/app/vite-plugins/pure-colour-schemes.js';

const require = createRequire(import.meta.url);
const ENTRY = '\0entry';
// What the explorer imports (figures/heatmap.ts, views/order/order-figure.ts).
const ENTRY_CODE = `import { interpolateViridis, interpolateRdBu } from 'd3-scale-chromatic';
export const samples = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1].map((t) => [interpolateViridis(t), interpolateRdBu(t)]);`;

/** Resolves bare d3 imports to the packages' ES builds and serves the entry. */
const resolveD3: Plugin = {
  name: 'resolve-d3',
  resolveId: (id) => (id === ENTRY ? id : id.startsWith('d3-') ? require.resolve(id) : null),
  load: (id) => (id === ENTRY ? ENTRY_CODE : null),
};

async function bundle(marked: boolean): Promise<string> {
  const plugins: Plugin[] = [resolveD3];
  if (marked) {
    const { transform } = pureColourSchemes();
    plugins.push({ name: 'pure', transform: transform as Plugin['transform'] });
  }
  const build = await rollup({ input: ENTRY, plugins });
  const { output } = await build.generate({ format: 'es' });
  return output[0].code;
}

async function samplesOf(code: string): Promise<string[][]> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    samples: string[][];
  };
  return module.samples;
}

describe('pure-colour-schemes (issue 12)', () => {
  it('keeps viridis and RdBu with the same colours, and drops the schemes nobody imports', async () => {
    const [plain, marked] = await Promise.all([bundle(false), bundle(true)]);
    const expected = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1].map((t) => [interpolateViridis(t), interpolateRdBu(t)]);
    expect(await samplesOf(plain)).toEqual(expected);
    expect(await samplesOf(marked)).toEqual(expected);
    // Magma's and Tableau10's data (hex strings) are in every unmarked bundle and in no marked one.
    const magma = '00000401000501010601010802010902020b';
    const tableau10 = '4e79a7f28e2ce1575976b7b2';
    expect(plain).toContain(magma);
    expect(plain).toContain(tableau10);
    expect(marked).not.toContain(magma);
    expect(marked).not.toContain(tableau10);
    // A quarter smaller with d3-color and d3-interpolate in both (measured: 39.9 -> 28.6 KB).
    expect(marked.length).toBeLessThan(plain.length * 0.8);
  });
});
