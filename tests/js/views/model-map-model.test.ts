// The model map's model (views/model-map/): what the page shows for a preset or a pasted config,
// written here from the configs themselves. Command R7B (cohere2): 32 layers, every fourth full
// attention without RoPE, the rest a 4096-token window turning pairs with θ = 50000. Gemma 3 27B
// (the view's default): 62 layers, every sixth global with θ = 10⁶ stretched ×8, the rest a
// 1024-token window with θ = 10⁴, softmax scale 168^−½. The paste box's three outcomes; the
// multimodal pictures' ids and angles; the presets the RoPE views share, held once (review D1).
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeFrequencies, ropeLayers, type RopeLayer } from 'positional-encoding';
import {
  CUSTOM_WITHOUT_PASTE,
  groupedDigits,
  layerAfterKey,
  layerReadout,
  layerRefusal,
  layerShown,
  layerTex,
  legendItems,
  planCsv,
  readModel,
  readPastedConfig,
  referenceLines,
  shapeWords,
  sourceLine,
  stripsLabel,
  waveAfterKey,
  waveReadout,
  wavesNote,
  type KindSeries,
  type Plan,
} from '../../../web/app/views/model-map/model-map-model.js';
import {
  angleOf,
  clampPair,
  mlaNote,
  mropePicture,
  patchAngles,
  patchReadout,
  patchSetup,
  patchShape,
  tokenAfterKey,
  tokenReadout,
} from '../../../web/app/views/model-map/model-extras.js';
import { MAP_MODELS } from '../../../web/app/presets/model-map-presets.js';
import { ROPE_MODELS } from '../../../web/app/presets/rope-models.js';

beforeAll(() => init());

/** Relative agreement of θ_i with base^(−2i/d) in float64: the core computes it in double precision. */
const THETA_TOLERANCE = 1e-12;

function read(key: string): { plan: Plan; series: KindSeries[] } {
  const { plan, series, status } = readModel(key, null);
  expect(status).toBe('');
  if (!plan || !series) throw new Error(`${key} was not read`);
  return { plan, series };
}

/** The page prints `digits` significant digits: agree to that. */
function expectPrinted(shown: string | undefined, expected: number, digits: number): void {
  expect(shown).toBeDefined();
  const tolerance = 0.5 * 10 ** (1 - digits) * Math.abs(expected);
  expect(Math.abs(Number(shown) - expected)).toBeLessThanOrEqual(tolerance * 1.0001);
}

/** Layers that ropeLayers() returns identical entries for (but the index) form one kind. */
function groups(plan: readonly RopeLayer[]): number[] {
  const keys: string[] = [];
  return plan.map(({ layer: _layer, ...rest }) => {
    const key = JSON.stringify(rest);
    if (!keys.includes(key)) keys.push(key);
    return keys.indexOf(key);
  });
}

/** θ_i of a layer that turns, from the API. */
function invFreqOf(entry: RopeLayer): Float64Array {
  const { base, rotaryDim, scaling, layout } = entry.rope!;
  return ropeFrequencies(entry.headDim, { base, rotaryDim, scaling, layout }).invFreq;
}

/** The readout of `entry`, checked against ropeLayers()' own entry (the browser test walked this for every preset). */
function expectLayer(shown: Record<string, string>, entry: RopeLayer, count: number): void {
  expect(shown.layer).toBe(`${entry.layer} of ${count}`);
  const attention = {
    full: 'full attention',
    sliding: `sliding window ${entry.window}`,
    chunked: `chunks of ${entry.window}`,
    linear: 'linear attention',
    mamba: 'state-space (Mamba) layer',
    conv: 'short convolution',
    cross: 'cross-attention (to the image)',
  };
  expect(shown.attention).toBe(attention[entry.attention]);
  if (entry.rope === null) {
    expect(shown.rope).toBe(['full', 'sliding', 'chunked'].includes(entry.attention) ? 'NoPE' : 'none');
    expect(shown.base).toBe('–');
    expect(shown.layout).toBe('–');
  } else {
    expect(shown.rope).toMatch(/^RoPE/);
    expect(Number(shown.base)).toBe(entry.rope.base ?? 10000);
    expect(shown.layout).toBe(entry.rope.layout ?? 'half');
  }
  // The dimensions that turn: two per pair whose θ_i (ropeFrequencies) is not 0.
  const turning = entry.rope === null ? 0 : 2 * invFreqOf(entry).filter((theta) => theta > 0).length;
  expect(shown.dims).toBe(`${entry.headDim} (${turning})`);
  if (['linear', 'mamba', 'conv'].includes(entry.attention)) expect(shown.scale).toBe('–');
  else expectPrinted(shown.scale, entry.softmaxScale, 7);
  if (entry.queryTemperature) {
    const { attnScale, floorScale } = entry.queryTemperature;
    expect(shown.temperature).toBe(`1 + ${attnScale}·ln(1 + ⌊(pos + 1)/${floorScale}⌋)`);
  } else {
    expect(shown.temperature).toBe('none');
  }
}

describe('every preset: what the page prints, against ropeLayers() and ropeFrequencies() called here', () => {
  for (const model of MAP_MODELS) {
    it(`${model.label}: its kinds, every layer's readout, every kind's wavelengths`, () => {
      const { plan, series } = read(model.key);
      const layers = ropeLayers(model.config);
      expect(plan.kindOf).toEqual(groups(layers));
      expect(legendItems(plan).map(({ text }) => Number(/\((\d+) layers?\)$/.exec(text)![1]))).toEqual(
        groups(layers).reduce<number[]>((tally, kind) => {
          tally[kind] = (tally[kind] ?? 0) + 1;
          return tally;
        }, []),
      );
      for (const entry of layers) expectLayer(layerReadout(plan, entry.layer, series), entry, layers.length);
      // One series per kind that turns, in the legend's order; three pairs of each read back.
      const turning = plan.kinds.filter((kind) => kind.entry.rope !== null);
      expect(series.map((s) => s.slot)).toEqual(turning.map((kind) => kind.index));
      series.forEach((s, index) => {
        const invFreq = invFreqOf(layers[s.kind.layers[0]!]!);
        const pairs = invFreq.length;
        for (const pair of [0, Math.floor(pairs / 3), pairs - 1]) {
          const shown = waveReadout(series, { index, pair });
          expect(shown.pair).toBe(`${pair} of ${pairs}`);
          expectPrinted(shown.theta, invFreq[pair]!, 6);
          if (invFreq[pair]! > 0) expectPrinted(shown.wavelength, (2 * Math.PI) / invFreq[pair]!, 6);
          else expect(shown.wavelength).toBe('none (stands still)');
        }
      });
      expect(referenceLines(plan)[0]).toEqual({
        key: 'context',
        label: 'max_position_embeddings',
        value: model.maxPositions,
      });
    });
  }
});

describe('Command R7B: 24 sliding layers with RoPE θ = 50000 in pairs, 8 full layers without positions', () => {
  it('lists two kinds, every fourth layer NoPE', () => {
    const { plan } = read('command-r7b');
    expect(plan.layers.length).toBe(32);
    expect(shapeWords(plan)).toBe('(Command R7B: 32 layers, 2 kinds)');
    expect(legendItems(plan)).toEqual([
      { slot: 0, style: 'rope', text: 'RoPE θ = 50000 · sliding window 4096 (24 layers)' },
      { slot: 1, style: 'nope', text: 'NoPE: no position encoding · full attention (8 layers)' },
    ]);
    const full = Array.from({ length: 8 }, (_, k) => 4 * k + 3);
    expect(plan.kinds[1]!.layers).toEqual(full);
    expect(plan.kindOf).toEqual(Array.from({ length: 32 }, (_, layer) => (full.includes(layer) ? 1 : 0)));
  });

  it('reads a sliding layer and a NoPE layer in the readout; head 4096/32 = 128, scale 128^−½', () => {
    const { plan, series } = read('command-r7b');
    expect(layerReadout(plan, 5, series)).toEqual({
      layer: '5 of 32',
      attention: 'sliding window 4096',
      rope: 'RoPE',
      base: '50000',
      layout: 'pairs',
      dims: '128 (128)',
      scale: '0.08838835',
      temperature: 'none',
    });
    expect(layerReadout(plan, 3, series)).toEqual({
      layer: '3 of 32',
      attention: 'full attention',
      rope: 'NoPE',
      base: '–',
      layout: '–',
      dims: '128 (0)',
      scale: '0.08838835',
      temperature: 'none',
    });
    expect(stripsLabel(plan, 3)).toBe('32 layers of Command R7B; layer 3: NoPE: no position encoding · full attention');
    expect(layerTex(plan.layers[5]!)).toBe(
      String.raw`\theta_i = 50000^{-2i/128},\quad \text{softmax scale} = 0.08838835`,
    );
    expect(layerTex(plan.layers[3]!)).toBe(
      String.raw`q_m \cdot k_n \text{ (no rotation)},\quad \text{softmax scale} = 0.08838835`,
    );
  });

  it('one wavelength series: 64 pairs, θ_i = 50000^(−2i/128), against the 8192 declared', () => {
    const { plan, series } = read('command-r7b');
    expect(series.map((s) => [s.slot, s.label, s.invFreq.length])).toEqual([
      [0, 'RoPE θ = 50000 · sliding window 4096', 64],
    ]);
    series[0]!.invFreq.forEach((theta, i) => {
      const expected = 50000 ** (-(2 * i) / 128);
      expect(Math.abs(theta - expected) / expected).toBeLessThan(THETA_TOLERANCE);
    });
    expect(referenceLines(plan)).toEqual([{ key: 'context', label: 'max_position_embeddings', value: 8192 }]);
    expect(wavesNote(plan, series)).toBe('');
    // θ_1 = 50000^(−1/64) = 0.8444594…, its wavelength 2π/θ_1 = 7.440487…
    expect(waveReadout(series, { index: 0, pair: 1 })).toEqual({
      kind: 'RoPE θ = 50000 · sliding window 4096',
      pair: '1 of 64',
      theta: '0.844459',
      wavelength: '7.44049',
    });
  });

  it('refuses a map-layer past layer 31 in words, and shows the last', () => {
    const { plan } = read('command-r7b');
    expect(layerShown(40, plan)).toBe(31);
    expect(layerRefusal(40, plan)).toBe(
      'map-layer=40 is not a layer of Command R7B: it has 32 (0 to 31); showing layer 31.',
    );
    expect(layerRefusal(31, plan)).toBeNull();
  });

  it('writes the plan layer by layer as CSV, and links its config.json', () => {
    const { plan } = read('command-r7b');
    const lines = planCsv(plan).split('\n');
    expect(lines.length).toBe(34); // header, 32 layers, the closing newline
    expect(lines[0]).toBe(
      'layer,attention,window,rope,base,layout,head_dim,rotary_dim,softmax_scale,query_temperature',
    );
    expect(lines[1]).toBe(`0,sliding,4096,"RoPE θ = 50000",50000,pairs,128,128,${1 / Math.sqrt(128)},`);
    expect(lines[4]).toBe(`3,full,,NoPE,,,128,0,${1 / Math.sqrt(128)},`);
    expect(sourceLine('command-r7b', null)).toEqual({
      href: 'https://huggingface.co/CohereForAI/c4ai-command-r7b-12-2024/blob/main/config.json',
      linkText: 'CohereForAI/c4ai-command-r7b-12-2024',
    });
  });
});

describe('Gemma 3 27B, the default: five local layers in six, every sixth global', () => {
  it('52 sliding layers with θ = 10⁴, 10 global with θ = 10⁶ linear ×8; layer 5 (the default) is global', () => {
    const { plan, series } = read('gemma-3-27b');
    expect(shapeWords(plan)).toBe('(Gemma 3 27B: 62 layers, 2 kinds)');
    expect(legendItems(plan).map((item) => item.text)).toEqual([
      'RoPE θ = 10000 · sliding window 1024 (52 layers)',
      'RoPE θ = 1000000, linear ×8 · full attention (10 layers)',
    ]);
    expect(plan.kinds[1]!.layers).toEqual([5, 11, 17, 23, 29, 35, 41, 47, 53, 59]);
    // query_pre_attn_scalar 168: the softmax scale is 168^−½ = 0.0771516749…
    expect(layerReadout(plan, 5, series)).toEqual({
      layer: '5 of 62',
      attention: 'full attention',
      rope: 'RoPE linear ×8',
      base: '1000000',
      layout: 'half',
      dims: '128 (128)',
      scale: '0.07715167',
      temperature: 'none',
    });
    expect(layerTex(plan.layers[5]!)).toBe(
      String.raw`\theta_i = 1000000^{-2i/128}\text{ then linear},\quad \text{softmax scale} = 0.07715167`,
    );
  });

  it('the global kind turns 8 times slower: θ_i = 10⁶^(−2i/128) / 8; the context is the config class’s default', () => {
    const { plan, series } = read('gemma-3-27b');
    expect(series.length).toBe(2);
    series[1]!.invFreq.forEach((theta, i) => {
      const expected = 1e6 ** (-(2 * i) / 128) / 8;
      expect(Math.abs(theta - expected) / expected).toBeLessThan(THETA_TOLERANCE);
    });
    expect(referenceLines(plan)).toEqual([{ key: 'context', label: 'max_position_embeddings', value: 131072 }]);
    expect(wavesNote(plan, series)).toBe(
      ' max_position_embeddings 131072: Gemma3TextConfig’s default; the file leaves it out.',
    );
  });
});

describe('other kinds of layer', () => {
  it('Llama 4 Scout: NoPE layers with a query temperature, trained at 8192 before llama3 ×16', () => {
    const { plan, series } = read('llama-4-scout');
    expect(layerReadout(plan, 3, series).temperature).toBe('1 + 0.1·ln(1 + ⌊(pos + 1)/8192⌋)');
    expect(layerReadout(plan, 0, series).attention).toBe('chunks of 8192');
    expect(referenceLines(plan)).toEqual([
      { key: 'context', label: 'max_position_embeddings', value: 10485760 },
      { key: 'original', label: 'trained before scaling', value: 8192 },
    ]);
  });

  it('writes a rule’s value as toLocaleString("en-US") does, without Intl for whole numbers', () => {
    expect(groupedDigits(10485760)).toBe('10,485,760');
    for (const value of [0, 7, 999, 1000, 8192, 131072, 10485760, -1234567, 2 ** 53 - 1, 1234.5678, 1e21, -0.5, -0])
      expect(groupedDigits(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('Qwen3-Next: linear-attention layers have no positions and no softmax; full layers turn 64 of 256', () => {
    const { plan, series } = read('qwen3-next-80b');
    expect(legendItems(plan)[0]).toEqual({
      slot: 0,
      style: 'positionless',
      text: 'no positions: order lives in its recurrent state · linear attention (36 layers)',
    });
    expect(layerReadout(plan, 0, series)).toMatchObject({ rope: 'none', scale: '–', dims: '256 (0)' });
    // partial_rotary_factor 0.25 of head_dim 256; scale 256^−½ = 0.0625
    expect(layerReadout(plan, 3, series)).toMatchObject({
      rope: 'RoPE first 64 of 256 turn',
      base: '1e+7',
      dims: '256 (64)',
      scale: '0.0625',
    });
  });

  it('Gemma 4: proportional RoPE leaves 192 of the global kind’s 256 pairs standing still', () => {
    const { plan, series } = read('gemma-4-26b');
    expect(series.map((s) => s.invFreq.length)).toEqual([128, 256]);
    expect(wavesNote(plan, series)).toBe(
      'RoPE θ = 1000000, proportional (25% of planes turn) · full attention: 192 of 256 pairs stand still (θ = 0), not drawn.',
    );
    // ↑/↓ change the kind and keep the pair's place in the head when the other kind has fewer pairs.
    expect(waveAfterKey('ArrowUp', { index: 0, pair: 100 }, series)).toEqual({ index: 1, pair: 100 });
    expect(waveAfterKey('ArrowDown', { index: 1, pair: 200 }, series)).toEqual({ index: 0, pair: 100 });
    expect(waveAfterKey('PageUp', { index: 1, pair: 250 }, series)).toEqual({ index: 1, pair: 255 });
    expect(waveAfterKey('End', { index: 0, pair: 3 }, series)).toEqual({ index: 0, pair: 127 });
    expect(waveAfterKey('x', { index: 0, pair: 3 }, series)).toBeUndefined();
  });

  it('Jamba: nothing turns, so the chart says so', () => {
    const { plan, series } = read('jamba-v0.1');
    expect(series).toEqual([]);
    expect(wavesNote(plan, series)).toBe('No layer of this model turns its queries and keys: nothing to draw.');
    expect(waveReadout(series, { index: 0, pair: 0 })).toEqual({ kind: '–', pair: '–', theta: '–', wavelength: '–' });
  });

  it('the strips’ keys move by one, by eight, to the ends, and stop there', () => {
    expect(layerAfterKey('ArrowRight', 5, 32)).toBe(6);
    expect(layerAfterKey('PageUp', 28, 32)).toBe(31);
    expect(layerAfterKey('PageDown', 5, 32)).toBe(0);
    expect(layerAfterKey('End', 5, 32)).toBe(31);
    expect(layerAfterKey('Enter', 5, 32)).toBeUndefined();
  });
});

describe('the paste box', () => {
  const llama = { num_hidden_layers: 4, hidden_size: 256, num_attention_heads: 4, rope_theta: 20000 };

  it('refuses a config without model_type by name, and offers "read as"', () => {
    const outcome = readPastedConfig(JSON.stringify(llama), undefined);
    expect(outcome.outcome).toBe('refused');
    if (outcome.outcome !== 'refused') return;
    expect(outcome.error).toMatch(/^positional-encoding: config\.model_type is missing/);
    expect(outcome.error).toMatch(/ Choose one under "read as"\.$/);
  });

  it('refuses an unknown model_type naming it, and reads it as the family chosen', () => {
    const text = JSON.stringify({ model_type: 'my_llama', ...llama });
    const refused = readPastedConfig(text, undefined);
    expect(refused.outcome).toBe('refused');
    if (refused.outcome === 'refused') {
      expect(refused.error).toContain('config.model_type "my_llama" is not a transformers 5 model type');
      expect(refused.error).toMatch(/ Choose one under "read as"\.$/);
    }
    const read = readPastedConfig(text, 'llama');
    expect(read.outcome).toBe('read');
    if (read.outcome !== 'read') return;
    expect(read.familyNote).toBe('Read as llama (config).');
    expect(read.plan.layers.length).toBe(4);
    expect(layerReadout(read.plan, 0, null)).toMatchObject({ base: '20000', scale: '0.125', dims: '64 (0)' });
  });

  it('names the keys the family’s code does not read', () => {
    const read = readPastedConfig(JSON.stringify({ model_type: 'llama', ...llama, sliding_window: 4096 }), undefined);
    expect(read.outcome === 'read' && read.familyNote).toBe(
      "Read as llama (config); transformers' llama code does not read sliding_window.",
    );
  });

  it('says when the text is not JSON', () => {
    expect(readPastedConfig('{"model_type": ', undefined)).toEqual({
      outcome: 'not-json',
      error: 'This is not JSON: Unexpected end of JSON input',
    });
  });

  it('map-model=custom shows the pasted plan, or asks for one', () => {
    expect(readModel('custom', null)).toEqual({ plan: null, series: null, status: CUSTOM_WITHOUT_PASTE });
    expect(sourceLine('custom', null)).toEqual({ text: '' });
    const read = readPastedConfig(
      '{"model_type": "smollm3", "num_hidden_layers": 8, "hidden_size": 2048, "num_attention_heads": 16, "rope_theta": 5000000, "no_rope_layer_interval": 4}',
      undefined,
    );
    if (read.outcome !== 'read') throw new Error(read.error);
    const reading = readModel('custom', read.plan);
    expect(reading.status).toBe('');
    expect(reading.plan).toBe(read.plan);
    expect(sourceLine('custom', read.plan)).toEqual({ text: 'The pasted config.json.' });
    expect(legendItems(read.plan).map((item) => item.text)).toEqual([
      'RoPE θ = 5000000 · full attention (6 layers)',
      'NoPE: no position encoding · full attention (2 layers)',
    ]);
  });
});

describe('the pictures a model needs', () => {
  it('DeepSeek-V3: 128 unrotated and 64 rotated values of a 192-wide head', () => {
    const { plan } = read('deepseek-v3');
    expect(mlaNote(plan.layers.find((entry) => entry.mla)!)).toBe(
      'Multi-head latent attention: of each 192-wide query and key head, the first 128 values carry no position ' +
        'and the last 64 are turned by RoPE (layout pairs). The scores add the two parts, so only the 64-wide ' +
        'slice knows where a token is; the softmax scale 0.1352338 is 192^−½ times yarn’s mscale².',
    );
  });

  it('Qwen2.5-VL: image tokens keep the image’s first time id and count rows and columns from it', () => {
    const { plan } = read('qwen2.5-vl-7b');
    const { tokens, grids, note } = mropePicture(
      plan.config,
      plan.layers.find((entry) => entry.rope?.mropeSection)!,
    );
    // 3 words + 4 × 6 image tokens + 2 words + 4 frames of 2 × 2 + 1 word (merge 2: 8 × 12 patches → 4 × 6)
    expect(tokens.length).toBe(46);
    expect(grids).toEqual([
      { kind: 'image', frames: 1, rows: 4, cols: 6 },
      { kind: 'video', frames: 4, rows: 2, cols: 2 },
    ]);
    expect(tokenReadout(tokens, 2)).toEqual({ token: '2 of 46', kind: 'text', t: '2', h: '2', w: '2' });
    // Token 7 is the image's row 0, column 4: time 3 (the image's first id), height 3 + 0, width 3 + 4.
    expect(tokenReadout(tokens, 7)).toEqual({ token: '7 of 46', kind: 'image', t: '3', h: '3', w: '7' });
    // The first word after the image: the largest id (3 + 5 = 8) + 1.
    expect(tokenReadout(tokens, 27)).toEqual({ token: '27 of 46', kind: 'text', t: '9', h: '9', w: '9' });
    expect(note).toContain('Of the 64 pairs, the first 16 turn by the time id, the next 24 by the height id');
    expect(tokenAfterKey('End', 7, 46)).toBe(45);
    expect(tokenAfterKey('ArrowLeft', 0, 46)).toBe(0);
  });

  it('Pixtral: pair 5 turns by the row, pair 20 by the column, θ from the 64-wide head with base 10⁴', () => {
    const { plan } = read('pixtral-12b');
    const setup = patchSetup(plan.config)!;
    expect(setup).toEqual({ headDim: 64, base: 10000 });
    expect(patchShape(64, 10000)).toBe('(4 × 6 patches, head 64, θ = 10000)');
    expect(patchSetup(read('qwen2.5-vl-7b').plan.config)).toBeNull();
    // Pair 5 < 64/4 takes θ₁₀ = 10000^(−10/64) = 0.05623413…; patch (1, 2) turns by row 1.
    const row = patchAngles(4, 6, 64, 10000, 5)[1 * 6 + 2]!;
    expect(patchReadout(64, 10000, 5, row)).toEqual({
      patch: '(1, 2)',
      pair: '5 of 32',
      by: 'row 1',
      theta: '0.0562341',
      angle: '0.0562341',
      cos: '0.9984193',
      sin: '0.0562045',
    });
    // Pair 20 takes θ₉ = 10000^(−18/64) = 0.0749894…; patch (1, 2) turns by column 2: angle 2θ₉.
    const col = patchAngles(4, 6, 64, 10000, 20)[1 * 6 + 2]!;
    // applyRope turns a float32 unit vector: the angle agrees with 2θ₉ to float32's precision.
    expect(Math.abs(angleOf(col) - 2 * 10000 ** (-18 / 64))).toBeLessThan(1e-6);
    expect(patchReadout(64, 10000, 20, col)).toMatchObject({ by: 'column 2', theta: '0.0749894', angle: '0.149979' });
    expect(clampPair(40, 64)).toBe(31);
    expect(clampPair(-1, 64)).toBe(0);
  });
});

it('the presets both the RoPE views and the model map show are one config each (review D1)', () => {
  const shared = ROPE_MODELS.filter((model) => MAP_MODELS.some((other) => other.key === model.key));
  expect(shared.map((model) => model.key).sort()).toEqual(
    ['deepseek-v3', 'gemma-3-4b', 'gpt-neox-20b', 'llama-3.1-8b', 'mistral-7b', 'phi-3.5-mini', 'qwen2.5-7b'].sort(),
  );
  for (const model of shared)
    expect(MAP_MODELS.find((other) => other.key === model.key)!.config, model.key).toBe(model.config);
});
