// ropeLayers reads what every layer of a model does with positions, from the published configs of
// current models (tests/js/fixtures/model-configs, each written from the config.json at the URL
// in its case), as transformers 5 reads them; every rope it returns is then computed by the core
// and compared with the float64 definitions (helpers/rope-reference.ts).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeCosSin, ropeFrequencies, ropeFromConfig, ropeLayers, type RopeLayer } from '../../web/lib/index.js';
import { referenceCosSin, referenceInvFreq } from './helpers/rope-reference.js';

type Json = Record<string, unknown>;

function fixture(name: string): Json {
  const url = new URL(`./fixtures/model-configs/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Json;
}

/** Layers i with (i + 1) divisible by `every`: Gemma's global layers, Llama 4's and SmolLM3's NoPE layers. */
const everyNth = (layers: number, every: number) =>
  Array.from({ length: layers }, (_, i) => i).filter((i) => (i + 1) % every === 0);

/** 0.1·m·ln(s) + 1: DeepSeek's yarn_get_mscale. */
const mscale = (s: number, m: number) => 0.1 * m * Math.log(s) + 1;

interface ModelCase {
  fixture: string;
  source: string;
  layers: number;
  /** The expected entry of layer i. */
  entry: (i: number) => RopeLayer;
}

const GEMMA3_SLIDING = { base: 10_000, layout: 'half' as const };
const GEMMA3_GLOBAL = { base: 1e6, layout: 'half' as const, scaling: { type: 'linear' as const, factor: 8 } };

const CASES: ModelCase[] = [
  {
    fixture: 'gemma-3-4b-it',
    source: 'https://huggingface.co/google/gemma-3-4b-it/blob/main/config.json (transformers 4 form)',
    layers: 34,
    // Gemma3TextConfig: sliding_window_pattern 6, rope_local_base_freq 10000, query_pre_attn_scalar 256.
    entry: (i) =>
      (i + 1) % 6 === 0
        ? { layer: i, attention: 'full', rope: GEMMA3_GLOBAL, headDim: 256, softmaxScale: 1 / 16 }
        : { layer: i, attention: 'sliding', window: 1024, rope: GEMMA3_SLIDING, headDim: 256, softmaxScale: 1 / 16 },
  },
  {
    fixture: 'gemma-3-4b-it.transformers5',
    source: 'google/gemma-3-4b-it as transformers 5 saves it (layer_types, nested rope_parameters)',
    layers: 34,
    entry: (i) =>
      (i + 1) % 6 === 0
        ? { layer: i, attention: 'full', rope: GEMMA3_GLOBAL, headDim: 256, softmaxScale: 1 / 16 }
        : { layer: i, attention: 'sliding', window: 1024, rope: GEMMA3_SLIDING, headDim: 256, softmaxScale: 1 / 16 },
  },
  {
    fixture: 'gemma-3-27b-it',
    source: 'https://huggingface.co/google/gemma-3-27b-it/blob/main/config.json (query_pre_attn_scalar 168)',
    layers: 62,
    entry: (i) =>
      (i + 1) % 6 === 0
        ? { layer: i, attention: 'full', rope: GEMMA3_GLOBAL, headDim: 128, softmaxScale: 168 ** -0.5 }
        : {
            layer: i,
            attention: 'sliding',
            window: 1024,
            rope: GEMMA3_SLIDING,
            headDim: 128,
            softmaxScale: 168 ** -0.5,
          },
  },
  {
    fixture: 'gemma-4-26b-a4b-it',
    source: 'https://huggingface.co/google/gemma-4-26B-A4B-it/blob/main/config.json',
    layers: 30,
    // Global layers: global_head_dim 512, proportional with 0.25 (64 of 256 planes turn); softmax scale 1.
    entry: (i) =>
      (i + 1) % 6 === 0
        ? {
            layer: i,
            attention: 'full',
            rope: { base: 1e6, layout: 'half', scaling: { type: 'proportional', partialRotaryFactor: 0.25 } },
            headDim: 512,
            softmaxScale: 1,
          }
        : { layer: i, attention: 'sliding', window: 1024, rope: GEMMA3_SLIDING, headDim: 256, softmaxScale: 1 },
  },
  {
    fixture: 'llama-4-scout-17b-16e-instruct',
    source: 'https://huggingface.co/meta-llama/Llama-4-Scout-17B-16E-Instruct/blob/main/config.json',
    layers: 48,
    // no_rope_layers [] → every fourth layer NoPE (interval 4), attending to everything with the
    // query temperature; the others chunked (8192) with llama3 scaling (low = high = 1), 'pairs'.
    entry: (i) =>
      (i + 1) % 4 === 0
        ? {
            layer: i,
            attention: 'full',
            rope: null,
            headDim: 128,
            softmaxScale: 128 ** -0.5,
            queryTemperature: { floorScale: 8192, attnScale: 0.1 },
          }
        : {
            layer: i,
            attention: 'chunked',
            window: 8192,
            rope: {
              base: 500_000,
              layout: 'pairs',
              scaling: {
                type: 'llama3',
                factor: 16,
                lowFreqFactor: 1,
                highFreqFactor: 1,
                originalMaxPositionEmbeddings: 8192,
              },
            },
            headDim: 128,
            softmaxScale: 128 ** -0.5,
          },
  },
  {
    fixture: 'smollm3-3b',
    source: 'https://huggingface.co/HuggingFaceTB/SmolLM3-3B/blob/main/config.json',
    layers: 36,
    // no_rope_layers [1, 1, 1, 0] × 9: 1 = uses RoPE. No temperature (SmolLM3 has none).
    entry: (i) => ({
      layer: i,
      attention: 'full',
      rope: (i + 1) % 4 === 0 ? null : { base: 5e6, layout: 'half' },
      headDim: 128,
      softmaxScale: 128 ** -0.5,
    }),
  },
  {
    fixture: 'deepseek-v3',
    source: 'https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json',
    layers: 61,
    entry: (i) => ({
      layer: i,
      attention: 'full',
      rope: {
        base: 10_000,
        layout: 'pairs',
        rotaryDim: 64,
        scaling: {
          type: 'yarn',
          factor: 40,
          originalMaxPositionEmbeddings: 4096,
          maxPositionEmbeddings: 163840,
          betaFast: 32,
          betaSlow: 1,
          mscale: 1,
          mscaleAllDim: 1,
        },
      },
      headDim: 192,
      softmaxScale: 192 ** -0.5 * mscale(40, 1) ** 2,
      mla: { nopeDim: 128, ropeDim: 64, vHeadDim: 128 },
    }),
  },
  {
    fixture: 'gpt-oss-20b',
    source: 'https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json',
    layers: 24,
    entry: (i) => ({
      layer: i,
      attention: i % 2 === 0 ? 'sliding' : 'full',
      ...(i % 2 === 0 ? { window: 128 } : {}),
      rope: {
        base: 150_000,
        layout: 'half',
        scaling: {
          type: 'yarn',
          factor: 32,
          originalMaxPositionEmbeddings: 4096,
          maxPositionEmbeddings: 131072,
          betaFast: 32,
          betaSlow: 1,
          truncate: false,
        },
      },
      headDim: 64,
      softmaxScale: 1 / 8,
    }),
  },
  {
    fixture: 'qwen2.5-vl-7b-instruct',
    source: 'https://huggingface.co/Qwen/Qwen2.5-VL-7B-Instruct/blob/main/config.json',
    layers: 28,
    // sliding_window 32768 but use_sliding_window false: every layer full. type 'mrope' = default + sections.
    entry: (i) => ({
      layer: i,
      attention: 'full',
      rope: { base: 1e6, layout: 'half', mropeSection: [16, 24, 24] },
      headDim: 128,
      softmaxScale: 128 ** -0.5,
    }),
  },
  {
    fixture: 'pixtral-12b',
    source: 'https://huggingface.co/mistral-community/pixtral-12b/blob/main/config.json (its text_config)',
    layers: 40,
    entry: (i) => ({
      layer: i,
      attention: 'full',
      rope: { base: 1e9, layout: 'half' },
      headDim: 128,
      softmaxScale: 128 ** -0.5,
    }),
  },
  {
    fixture: 'mistral-7b-v0.1',
    source: 'https://huggingface.co/mistralai/Mistral-7B-v0.1/blob/main/config.json (sliding_window on every layer)',
    layers: 32,
    entry: (i) => ({
      layer: i,
      attention: 'sliding',
      window: 4096,
      rope: { base: 10_000, layout: 'half' },
      headDim: 128,
      softmaxScale: 128 ** -0.5,
    }),
  },
];

// Frequencies within 1e-12 relative (rope.h); tables within 2e-7·A (rope.h's contract).
const FREQUENCY_RELATIVE = 1e-12;
const TABLE_ERROR = 2e-7;

beforeAll(() => init());

describe('ropeLayers reads published configs', () => {
  for (const c of CASES) {
    it(`${c.fixture}: ${c.source}`, () => {
      const plan = ropeLayers(fixture(c.fixture));
      expect(plan).toHaveLength(c.layers);
      plan.forEach((entry, i) => {
        const expected = c.entry(i);
        // softmaxScale is compared to 1 ulp-ish: the same float64 expression, maybe evaluated in another order.
        expect(entry.softmaxScale).toBeCloseTo(expected.softmaxScale, 15);
        expect({ ...entry, softmaxScale: 0 }).toStrictEqual({ ...expected, softmaxScale: 0 });
      });
    });
  }

  it('the transformers 4 and 5 forms of Gemma 3 give the same plan', () => {
    expect(ropeLayers(fixture('gemma-3-4b-it.transformers5'))).toStrictEqual(ropeLayers(fixture('gemma-3-4b-it')));
  });

  it('agrees with ropeFromConfig wherever every layer shares one rope', () => {
    for (const name of ['gpt-oss-20b', 'pixtral-12b', 'mistral-7b-v0.1', 'llama-3.1-8b', 'phi-3.5-mini-instruct']) {
      const { headDim, options } = ropeFromConfig(fixture(name));
      for (const entry of ropeLayers(fixture(name))) {
        expect(entry.rope).toStrictEqual(options);
        expect(entry.headDim).toBe(headDim);
      }
    }
  });

  it('entries are copies: changing one changes no other and not the config', () => {
    const config = fixture('gpt-oss-20b');
    const plan = ropeLayers(config);
    plan[0]!.rope!.base = 1;
    expect(plan[1]!.rope!.base).toBe(150_000);
    expect(ropeLayers(config)[0]!.rope!.base).toBe(150_000);
  });
});

describe("every layer's rope, computed by the core, against the float64 definitions", () => {
  for (const c of CASES) {
    it(c.fixture, () => {
      for (const entry of ropeLayers(fixture(c.fixture))) {
        if (entry.rope === null) continue;
        // M-RoPE's sections choose which position id a plane turns by; the frequencies are the default table's.
        const { mropeSection: _sections, layout, ...frequencyOptions } = entry.rope;
        const { invFreq, attentionFactor } = ropeFrequencies(entry.headDim, frequencyOptions);
        const expected = referenceInvFreq(entry.headDim, frequencyOptions);
        expect(invFreq).toHaveLength(expected.invFreq.length);
        invFreq.forEach((w, k) =>
          expect(Math.abs(w - expected.invFreq[k]!)).toBeLessThanOrEqual(FREQUENCY_RELATIVE * expected.invFreq[k]!),
        );
        expect(Math.abs(attentionFactor - expected.attentionFactor)).toBeLessThanOrEqual(
          FREQUENCY_RELATIVE * expected.attentionFactor,
        );
        const positions = [0, 1, 4095, 4096, 131_071];
        const { cos, sin } = ropeCosSin(positions.length, entry.headDim, { ...frequencyOptions, layout, positions });
        const table = referenceCosSin(positions, expected.invFreq, expected.attentionFactor, layout ?? 'half');
        cos.forEach((v, j) => expect(Math.abs(v - table.cos[j]!)).toBeLessThanOrEqual(TABLE_ERROR * attentionFactor));
        sin.forEach((v, j) => expect(Math.abs(v - table.sin[j]!)).toBeLessThanOrEqual(TABLE_ERROR * attentionFactor));
      }
    });
  }

  it("Gemma 4's global layers: 64 of 256 planes turn, 192 stand still", () => {
    const global = ropeLayers(fixture('gemma-4-26b-a4b-it'))[5]!;
    const { invFreq } = ropeFrequencies(global.headDim, global.rope!);
    expect(invFreq).toHaveLength(256);
    expect(invFreq.filter((w) => w > 0)).toHaveLength(64);
    expect(invFreq[1]).toBeCloseTo(1e6 ** (-2 / 512), 15);
  });

  it("DeepSeek-V3's softmax scale is (128 + 64)^-0.5 · (0.1·ln 40 + 1)^2", () => {
    expect(ropeLayers(fixture('deepseek-v3'))[0]!.softmaxScale).toBeCloseTo(
      0.07216878364870323 * 1.368887945411394 ** 2,
      15,
    );
  });
});

describe('ropeLayers: rules of the config classes', () => {
  const base = (extra: Json): Json => ({
    model_type: 'llama',
    hidden_size: 64,
    num_attention_heads: 4,
    num_hidden_layers: 4,
    ...extra,
  });

  it('no_rope_layer_interval alone numbers the NoPE layers (SmolLM3Config)', () => {
    const plan = ropeLayers(base({ model_type: 'smollm3', no_rope_layer_interval: 2 }));
    expect(plan.map((e) => e.rope === null)).toEqual([false, true, false, true]);
  });

  it('attn_temperature_tuning false leaves Llama 4 NoPE layers without a temperature', () => {
    const plan = ropeLayers(base({ model_type: 'llama4_text', attn_temperature_tuning: false }));
    expect(plan[3]!.rope).toBeNull();
    expect(plan[3]!.queryTemperature).toBeUndefined();
    expect(everyNth(4, 4)).toEqual([3]);
  });

  it('use_sliding_window with max_window_layers (Qwen2): layers from max_window_layers on slide', () => {
    const plan = ropeLayers(
      base({ model_type: 'qwen2', use_sliding_window: true, sliding_window: 4096, max_window_layers: 2 }),
    );
    expect(plan.map((e) => e.attention)).toEqual(['full', 'full', 'sliding', 'sliding']);
  });

  it('Gemma 2: even layers slide, softmax scale query_pre_attn_scalar^-0.5', () => {
    const plan = ropeLayers(
      base({ model_type: 'gemma2', head_dim: 256, sliding_window: 4096, query_pre_attn_scalar: 144 }),
    );
    expect(plan.map((e) => e.attention)).toEqual(['sliding', 'full', 'sliding', 'full']);
    expect(plan[0]!.softmaxScale).toBe(144 ** -0.5);
  });

  it('DeepSeek with rope_interleave false rotates halves', () => {
    const config = { ...fixture('deepseek-v3'), rope_interleave: false };
    expect(ropeLayers(config)[0]!.rope!.layout).toBe('half');
  });
});

describe('ropeLayers: errors name the key', () => {
  const base = (extra: Json): Json => ({
    model_type: 'llama',
    hidden_size: 64,
    num_attention_heads: 4,
    num_hidden_layers: 4,
    ...extra,
  });
  const cases: [string, () => unknown, typeof TypeError | typeof RangeError, RegExp][] = [
    ['not an object', () => ropeLayers('{}'), TypeError, /config must be an object/],
    [
      'num_hidden_layers 0',
      () => ropeLayers(base({ num_hidden_layers: 0 })),
      RangeError,
      /config\.num_hidden_layers must be an integer in \[1, \d+\]; got 0/,
    ],
    [
      'a nested rope_parameters entry for a layer type layer_types does not hold',
      () =>
        ropeLayers(
          base({
            layer_types: ['full_attention', 'sliding_attention', 'full_attention', 'sliding_attention'],
            sliding_window: 8,
            rope_parameters: { full_attention: { rope_theta: 1e6 }, local_attention: { rope_theta: 1e4 } },
          }),
        ),
      RangeError,
      /config\.rope_parameters\.local_attention is a rope for layer type "local_attention", which config\.layer_types does not hold/,
    ],
    [
      'an unknown layer type',
      () => ropeLayers(base({ layer_types: ['full_attention', 'global', 'full_attention', 'full_attention'] })),
      RangeError,
      /config\.layer_types\[1\] is "global"; llama knows: full_attention, sliding_attention, chunked_attention/,
    ],
    [
      'layer_types of the wrong length',
      () => ropeLayers(base({ layer_types: ['full_attention'] })),
      RangeError,
      /config\.layer_types must name one type per layer \(num_hidden_layers = 4\); it names 1/,
    ],
    [
      'a sliding layer without sliding_window',
      () =>
        ropeLayers(base({ layer_types: ['sliding_attention', 'full_attention', 'full_attention', 'full_attention'] })),
      RangeError,
      /config\.sliding_window is missing \(layer type sliding_attention attends within it\)/,
    ],
    [
      'no_rope_layers of the wrong length',
      () => ropeLayers(base({ model_type: 'smollm3', no_rope_layers: [1, 0] })),
      RangeError,
      /config\.no_rope_layers must hold one 0 or 1 per layer \(num_hidden_layers = 4\); it holds 2/,
    ],
    [
      'no_rope_layers holding a 2',
      () => ropeLayers(base({ model_type: 'smollm3', no_rope_layers: [1, 1, 2, 1] })),
      TypeError,
      /config\.no_rope_layers\[2\] must be 0 \(NoPE\) or 1 \(RoPE\); got 2/,
    ],
    [
      'mrope_section not summing to the planes',
      () => ropeLayers(base({ model_type: 'qwen2_vl', rope_scaling: { type: 'mrope', mrope_section: [2, 2, 2] } })),
      RangeError,
      /config\.rope_scaling\.mrope_section must be three positive integers .* summing to rotaryDim \/ 2 = 8; got \[2, 2, 2\]/,
    ],
    [
      'an unknown rope type',
      () => ropeLayers(base({ rope_scaling: { rope_type: '3d' } })),
      RangeError,
      /config\.rope_scaling\.rope_type is "3d", which is not supported; supported: default, .*, proportional; mrope only in the families whose modeling file turns by three ids/,
    ],
    [
      'the rope type mrope in a family that turns by one id (Llama)',
      () => ropeLayers(base({ rope_scaling: { rope_type: 'mrope', mrope_section: [2, 3, 3] } })),
      RangeError,
      /rope_type is "mrope", which is not supported.*not llama/,
    ],
  ];
  for (const [what, call, error, message] of cases) {
    it(what, () => {
      expect(call).toThrow(error);
      expect(call).toThrow(message);
      expect(call).toThrow(/^positional-encoding: /);
    });
  }
});

it("a config without num_hidden_layers has its config class's default (LlamaConfig: 32)", () => {
  expect(ropeLayers({ model_type: 'llama', hidden_size: 64, num_attention_heads: 4 })).toHaveLength(32);
});

describe('ropeFromConfig points to ropeLayers where layers differ', () => {
  it('Llama 4 Scout and SmolLM3 (NoPE layers): a TypeError naming the NoPE layers', () => {
    expect(() => ropeFromConfig(fixture('llama-4-scout-17b-16e-instruct'))).toThrow(TypeError);
    expect(() => ropeFromConfig(fixture('llama-4-scout-17b-16e-instruct'))).toThrow(
      /config\.text_config leaves layers 3 \(NoPE\), 7 \(NoPE\), 11 \(NoPE\), .* without RoPE.* read them with ropeLayers\(config\)/,
    );
    expect(() => ropeFromConfig(fixture('smollm3-3b'))).toThrow(/read them with ropeLayers\(config\)/);
  });

  it('per-layer-type bases without layerType: a TypeError naming ropeLayers too', () => {
    for (const name of ['gemma-3-4b-it', 'gemma-3-4b-it.transformers5', 'gemma-4-26b-a4b-it']) {
      expect(() => ropeFromConfig(fixture(name))).toThrow(TypeError);
      expect(() => ropeFromConfig(fixture(name))).toThrow(/or read every layer with ropeLayers\(config\)/);
    }
  });

  it('proportional and mrope: ropeFromConfig says ropeLayers reads them', () => {
    expect(() => ropeFromConfig(fixture('qwen2.5-vl-7b-instruct'))).toThrow(
      /ropeLayers\(config\) also reads proportional \(Gemma 4\) and mrope \(Qwen2-VL\)/,
    );
  });
});
