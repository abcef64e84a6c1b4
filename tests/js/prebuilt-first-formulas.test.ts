// The build typesets the first formulas of the views whose TeX holds the core's numbers (RoPE, the
// attention lab, the model map, ALiBi and T5) through vite-plugins/prebuilt-tex.ts, which computes it in Node
// with Vite's module runner (computed-formulas.ts): what the module `virtual:prebuilt-tex/<view>`
// holds must be the formula the view's own code writes for its default settings.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { DEFAULT_STATE } from '../../web/app/state/app-state.js';
import { texKey } from '../../web/app/tex.js';
import { attentionFirstFormulas } from '../../web/app/views/attention/first-formula.js';
import { biasFirstFormulas } from '../../web/app/views/bias/first-formula.js';
import { modelMapFirstFormulas } from '../../web/app/views/model-map/first-formula.js';
import { ropeFirstFormulas } from '../../web/app/views/rope/first-formula.js';
import { prebuiltTex } from '../../web/app/vite-plugins/prebuilt-tex.js';

type Load = (id: string) => Promise<string | null>;

/** The module the plugin gives for `view`: its [key, markup] entries and its KaTeX rules. */
async function prebuiltModule(
  plugin: ReturnType<typeof prebuiltTex>,
  view: string,
): Promise<{ entries: [string, string][]; css: string }> {
  const code = await (plugin.load as Load)(`\0virtual:prebuilt-tex/${view}`);
  const match = /^export default (.*);\nexport const css = (.*);$/s.exec(code ?? '');
  expect(match, view).not.toBeNull();
  return { entries: JSON.parse(match![1]!), css: JSON.parse(match![2]!) };
}

beforeAll(async () => {
  await init();
});

describe('the build-time markup of the views whose first formula holds the core’s numbers', () => {
  const views = {
    rope: ropeFirstFormulas,
    attention: attentionFirstFormulas,
    'model-map': modelMapFirstFormulas,
    bias: biasFirstFormulas,
  };

  for (const [view, firstFormulas] of Object.entries(views)) {
    it(`${view}: is the formula the view writes on its default settings, typeset`, async () => {
      const expected = firstFormulas({ ...DEFAULT_STATE, view });
      expect(expected.length).toBeGreaterThan(0);
      const { entries, css } = await prebuiltModule(prebuiltTex(), view);
      expect(entries.map(([key]) => key)).toEqual(expected.map(({ tex, displayMode }) => texKey(tex, displayMode)));
      for (const [[, markup], { tex }] of entries.map((entry, index) => [entry, expected[index]!] as const)) {
        expect(markup).toMatch(/^<span class="katex-display">/);
        // KaTeX keeps the source in the MathML's annotation (HTML-escaped).
        const annotation = /<annotation encoding="application\/x-tex">(.*?)<\/annotation>/s.exec(markup)?.[1];
        expect(annotation?.replace(/&amp;/g, '&')).toBe(tex);
      }
      expect(css).toContain('.katex-display');
    });
  }

  it('a build that asks for no formulas (the single file) gets none', async () => {
    const { entries } = await prebuiltModule(prebuiltTex({ formulas: {} }), 'rope');
    expect(entries).toEqual([]);
  });
});
