// ropeFromConfig maps a Hugging Face config.json onto the RoPE options as transformers 5 reads it
// (src/transformers/modeling_rope_utils.py: RotaryEmbeddingConfigMixin.convert_rope_params_to_dict
// and standardize_rope_params, and the config classes of Phi-3, GPT-NeoX, Phi, Gemma 3, DeepSeek-V3).
// Pure TypeScript: no WebAssembly is loaded.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RopeConfig } from '../../web/lib/rope-config.js';
import { ropeFromConfig } from '../../web/lib/rope-layers.js';

type Json = Record<string, unknown>;

/** A fresh copy of tests/js/fixtures/model-configs/<name>.json. */
function fixture(name: string): Json {
  const url = new URL(`./fixtures/model-configs/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Json;
}

const PHI35 = fixture('phi-3.5-mini-instruct');
const PHI35_SCALING = PHI35.rope_scaling as { short_factor: number[]; long_factor: number[] };

interface FixtureCase {
  fixture: string;
  /** Where the file's values come from. */
  source: string;
  layerType?: string;
  /** options.family: the config's model_type is not a transformers 5 one. */
  family?: string;
  expected: RopeConfig;
}

const FIXTURES: FixtureCase[] = [
  {
    fixture: 'llama-3.1-8b',
    source: 'meta-llama/Llama-3.1-8B config.json (transformers 4 form)',
    expected: {
      headDim: 128,
      options: {
        base: 500000,
        layout: 'half',
        scaling: {
          type: 'llama3',
          factor: 8,
          lowFreqFactor: 1,
          highFreqFactor: 4,
          originalMaxPositionEmbeddings: 8192,
        },
      },
    },
  },
  {
    fixture: 'llama-3.1-8b.transformers5',
    source: 'the same model as transformers 5 saves it: rope_parameters holding rope_theta, head_dim written out',
    expected: {
      headDim: 128,
      options: {
        base: 500000,
        layout: 'half',
        scaling: {
          type: 'llama3',
          factor: 8,
          lowFreqFactor: 1,
          highFreqFactor: 4,
          originalMaxPositionEmbeddings: 8192,
        },
      },
    },
  },
  {
    fixture: 'mistral-7b-v0.1',
    source: 'mistralai/Mistral-7B-v0.1 config.json',
    expected: { headDim: 128, options: { base: 10000, layout: 'half' } },
  },
  {
    // Qwen's model card suggests adding yarn (factor 4) for long inputs; the published file has none.
    fixture: 'qwen2.5-7b',
    source: 'Qwen/Qwen2.5-7B config.json',
    expected: { headDim: 128, options: { base: 1000000, layout: 'half' } },
  },
  {
    // head_dim = qk_rope_head_dim (DeepseekV3Config); rope_interleave defaults to true: pairs.
    fixture: 'deepseek-v3',
    source: 'deepseek-ai/DeepSeek-V3 config.json (rope fields; MoE fields left out)',
    expected: {
      headDim: 64,
      options: {
        base: 10000,
        layout: 'pairs',
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
    },
  },
  {
    // Same layout of rope fields as Phi-3-mini-128k-instruct (longrope, 48 factors, 4096 → 131072).
    fixture: 'phi-3.5-mini-instruct',
    source: 'microsoft/Phi-3.5-mini-instruct config.json',
    expected: {
      headDim: 96,
      options: {
        base: 10000,
        layout: 'half',
        scaling: {
          type: 'longrope',
          shortFactor: PHI35_SCALING.short_factor,
          longFactor: PHI35_SCALING.long_factor,
          originalMaxPositionEmbeddings: 4096,
          maxPositionEmbeddings: 131072,
        },
      },
    },
  },
  {
    fixture: 'phi-2',
    source: 'microsoft/phi-2 config.json (partial_rotary_factor 0.4: int(80 · 0.4) = 32)',
    expected: { headDim: 80, options: { base: 10000, rotaryDim: 32, layout: 'half' } },
  },
  {
    fixture: 'gpt-neox-20b',
    source: 'EleutherAI/gpt-neox-20b config.json (rotary_pct 0.25: int(96 · 0.25) = 24)',
    expected: { headDim: 96, options: { base: 10000, rotaryDim: 24, layout: 'half' } },
  },
  {
    // text_config holds the text model; head_dim 256 and rope_theta 1e6 / rope_local_base_freq 1e4
    // are Gemma3TextConfig's defaults, which this file leaves out.
    fixture: 'gemma-3-4b-it',
    source: 'google/gemma-3-4b-it config.json (vision_config trimmed)',
    layerType: 'full_attention',
    expected: { headDim: 256, options: { base: 1000000, layout: 'half', scaling: { type: 'linear', factor: 8 } } },
  },
  {
    fixture: 'gemma-3-4b-it',
    source: 'google/gemma-3-4b-it config.json',
    layerType: 'sliding_attention',
    expected: { headDim: 256, options: { base: 10000, layout: 'half' } },
  },
  {
    fixture: 'gemma-3-4b-it.transformers5',
    source: 'the same model as transformers 5 saves it: rope_parameters per layer type',
    layerType: 'full_attention',
    expected: { headDim: 256, options: { base: 1000000, layout: 'half', scaling: { type: 'linear', factor: 8 } } },
  },
  {
    fixture: 'gemma-3-4b-it.transformers5',
    source: 'the same model as transformers 5 saves it',
    layerType: 'sliding_attention',
    expected: { headDim: 256, options: { base: 10000, layout: 'half' } },
  },
  {
    // Dynamic NTK: InternLM2 ships custom code (model_type internlm2 is not in transformers), a Llama
    // with Llama's rope_scaling: read as the llama family.
    fixture: 'internlm2-chat-7b',
    source: 'internlm/internlm2-chat-7b config.json (rope fields)',
    family: 'llama',
    expected: {
      headDim: 128,
      options: { base: 1000000, layout: 'half', scaling: { type: 'dynamic', factor: 2, maxPositionEmbeddings: 32768 } },
    },
  },
];

describe('ropeFromConfig: published config.json files', () => {
  for (const c of FIXTURES) {
    it(`${c.fixture}${c.layerType ? ` (${c.layerType})` : ''}: ${c.source}`, () => {
      const options = { ...(c.layerType && { layerType: c.layerType }), ...(c.family && { family: c.family }) };
      expect(ropeFromConfig(fixture(c.fixture), options)).toStrictEqual(c.expected);
    });
  }

  it('the longrope factors are 48 = 96 / 2 long, copied rather than shared with the config', () => {
    const config = fixture('phi-3.5-mini-instruct');
    const scaling = ropeFromConfig(config).options.scaling!;
    expect(scaling.shortFactor).toHaveLength(48);
    expect(scaling.longFactor).toHaveLength(48);
    expect(scaling.shortFactor).not.toBe((config.rope_scaling as Json).short_factor);
  });

  it('does not modify the config it reads', () => {
    const config = fixture('gemma-3-4b-it');
    const before = JSON.stringify(config);
    ropeFromConfig(config, { layerType: 'full_attention' });
    ropeFromConfig(fixture('phi-3.5-mini-instruct'));
    expect(JSON.stringify(config)).toBe(before);
  });
});

/** Turns a transformers 4 config into its transformers 5 form: rope_theta moves into rope_parameters. */
function toTransformers5(config: Json): Json {
  const { rope_scaling: scaling, rope_theta: theta, ...rest } = config;
  const { type, ...fields } = (scaling as Json | null) ?? {};
  return { ...rest, rope_parameters: { rope_type: type ?? 'default', ...fields, rope_theta: theta } };
}

describe('ropeFromConfig: transformers 4 and transformers 5 forms agree', () => {
  it('Llama 3.1: the published file and the file transformers 5 saves', () => {
    expect(ropeFromConfig(fixture('llama-3.1-8b.transformers5'))).toStrictEqual(
      ropeFromConfig(fixture('llama-3.1-8b')),
    );
  });

  it('Gemma 3: rope_theta / rope_local_base_freq / rope_scaling and rope_parameters per layer type', () => {
    for (const layerType of ['full_attention', 'sliding_attention']) {
      expect(ropeFromConfig(fixture('gemma-3-4b-it.transformers5'), { layerType })).toStrictEqual(
        ropeFromConfig(fixture('gemma-3-4b-it'), { layerType }),
      );
    }
  });

  for (const name of [
    'mistral-7b-v0.1',
    'qwen2.5-7b',
    'deepseek-v3',
    'phi-3.5-mini-instruct',
    'phi-2',
    'internlm2-chat-7b',
  ]) {
    it(`${name} with rope_parameters`, () => {
      const options = name.startsWith('internlm2') ? { family: 'llama' } : undefined;
      expect(ropeFromConfig(toTransformers5(fixture(name)), options)).toStrictEqual(
        ropeFromConfig(fixture(name), options),
      );
    });
  }

  it('GPT-NeoX: rotary_emb_base / rotary_pct and rope_parameters.rope_theta / partial_rotary_factor', () => {
    const { rotary_emb_base: base, rotary_pct: pct, ...rest } = fixture('gpt-neox-20b');
    const t5 = { ...rest, rope_parameters: { rope_theta: base, partial_rotary_factor: pct, rope_type: 'default' } };
    expect(ropeFromConfig(t5)).toStrictEqual(ropeFromConfig(fixture('gpt-neox-20b')));
  });
});

describe('ropeFromConfig: transformers 5 standardisation rules', () => {
  const llama = (extra: Json): Json => ({ model_type: 'llama', hidden_size: 4096, num_attention_heads: 32, ...extra });

  it('defaults: rope_theta 10000, no scaling, full rotation', () => {
    expect(ropeFromConfig(llama({}))).toStrictEqual({ headDim: 128, options: { base: 10000, layout: 'half' } });
  });

  it('head_dim wins over hidden_size / num_attention_heads; null head_dim falls back', () => {
    expect(ropeFromConfig(llama({ head_dim: 64 })).headDim).toBe(64);
    expect(ropeFromConfig(llama({ head_dim: null })).headDim).toBe(128);
  });

  it("the legacy key 'type' works as 'rope_type'; rope_type wins when both are there", () => {
    const legacy = ropeFromConfig(llama({ rope_scaling: { type: 'linear', factor: 2 } }));
    expect(legacy.options.scaling).toStrictEqual({ type: 'linear', factor: 2 });
    const both = ropeFromConfig(llama({ rope_scaling: { type: 'dynamic', rope_type: 'linear', factor: 2 } }));
    expect(both.options.scaling?.type).toBe('linear');
  });

  it("'default' gives no scaling whatever else the dictionary holds", () => {
    expect(
      ropeFromConfig(llama({ rope_scaling: { rope_type: 'default', factor: 4 } })).options.scaling,
    ).toBeUndefined();
  });

  it("'su' (Phi-3's first configs) is longrope", () => {
    const su = fixture('phi-3.5-mini-instruct');
    (su.rope_scaling as Json).type = 'su';
    expect(ropeFromConfig(su)).toStrictEqual(ropeFromConfig(fixture('phi-3.5-mini-instruct')));
  });

  it("'yarn' is longrope in a Phi-3 config (Phi3Config) and yarn elsewhere", () => {
    const phiYarn = fixture('phi-3.5-mini-instruct');
    (phiYarn.rope_scaling as Json).type = 'yarn';
    expect(ropeFromConfig(phiYarn).options.scaling?.type).toBe('longrope');
    const llamaYarn = llama({ max_position_embeddings: 8192, rope_scaling: { rope_type: 'yarn', factor: 2 } });
    expect(ropeFromConfig(llamaYarn).options.scaling?.type).toBe('yarn');
  });

  it("Phi-3's top-level original_max_position_embeddings wins over the rope's own", () => {
    const config = fixture('phi-3.5-mini-instruct');
    (config.rope_scaling as Json).original_max_position_embeddings = 2048;
    expect(ropeFromConfig(config).options.scaling?.originalMaxPositionEmbeddings).toBe(4096);
  });

  it('llama3, yarn and longrope take max_position_embeddings when original_max_position_embeddings is absent', () => {
    const yarn = ropeFromConfig(
      llama({ max_position_embeddings: 32768, rope_scaling: { rope_type: 'yarn', factor: 4 } }),
    );
    expect(yarn.options.scaling).toStrictEqual({
      type: 'yarn',
      factor: 4,
      originalMaxPositionEmbeddings: 32768,
      maxPositionEmbeddings: 32768,
    });
  });

  it('yarn without factor leaves it to the RoPE function (max / original), passing both lengths', () => {
    const config = llama({
      max_position_embeddings: 131072,
      rope_parameters: {
        rope_type: 'yarn',
        factor: null,
        original_max_position_embeddings: 32768,
        beta_fast: 0,
        truncate: false,
      },
    });
    expect(ropeFromConfig(config).options.scaling).toStrictEqual({
      type: 'yarn',
      originalMaxPositionEmbeddings: 32768,
      maxPositionEmbeddings: 131072,
      betaFast: 0,
      truncate: false,
    });
  });

  it('yarn and longrope pass attention_factor through', () => {
    const config = llama({
      max_position_embeddings: 8192,
      rope_scaling: { rope_type: 'yarn', factor: 2, attention_factor: 1.5 },
    });
    expect(ropeFromConfig(config).options.scaling?.attentionFactor).toBe(1.5);
  });

  it('rope_scaling wins over rope_parameters (convert_rope_params_to_dict: rope_scaling or rope_parameters)', () => {
    const config = llama({
      rope_scaling: { rope_type: 'linear', factor: 2 },
      rope_parameters: { rope_type: 'linear', factor: 8 },
    });
    expect(ropeFromConfig(config).options.scaling?.factor).toBe(2);
  });

  it("rope_parameters' rope_theta wins over the top-level one", () => {
    expect(ropeFromConfig(llama({ rope_theta: 1e4, rope_parameters: { rope_theta: 5e5 } })).options.base).toBe(5e5);
  });

  it('partial_rotary_factor (Phi-3, whose default rope reads it): top level or in rope_parameters; int() truncates; equal to headDim is omitted', () => {
    const phi3 = (extra: Json) => llama({ model_type: 'phi3', ...extra });
    expect(ropeFromConfig(phi3({ partial_rotary_factor: 0.5 })).options.rotaryDim).toBe(64);
    expect(ropeFromConfig(phi3({ rope_parameters: { partial_rotary_factor: 0.5 } })).options.rotaryDim).toBe(64);
    expect(ropeFromConfig(phi3({ head_dim: 100, partial_rotary_factor: 0.33 })).options.rotaryDim).toBe(33);
    expect(ropeFromConfig(phi3({ partial_rotary_factor: 1 })).options).not.toHaveProperty('rotaryDim');
  });

  it("Llama's default rope turns the whole head whatever partial_rotary_factor says (modeling_llama.py:104: dim = head_dim)", () => {
    expect(ropeFromConfig(llama({ partial_rotary_factor: 0.5 })).options).not.toHaveProperty('rotaryDim');
  });

  it('model-class defaults: GPT-NeoX rotary_pct 0.25, Phi partial_rotary_factor 0.5', () => {
    const { rotary_pct: _pct, ...neox } = fixture('gpt-neox-20b');
    expect(ropeFromConfig(neox).options.rotaryDim).toBe(24);
    const { partial_rotary_factor: _prf, ...phi } = fixture('phi-2');
    expect(ropeFromConfig(phi).options.rotaryDim).toBe(40);
  });

  it('DeepSeek-V3 with rope_interleave false rotates halves', () => {
    expect(ropeFromConfig({ ...fixture('deepseek-v3'), rope_interleave: false }).options.layout).toBe('half');
  });

  it('a single-rope config ignores layerType (transformers applies it to every layer)', () => {
    expect(ropeFromConfig(fixture('mistral-7b-v0.1'), { layerType: 'sliding_attention' })).toStrictEqual(
      ropeFromConfig(fixture('mistral-7b-v0.1')),
    );
  });
});

interface BadConfig {
  what: string;
  call: () => unknown;
  error: typeof TypeError | typeof RangeError;
  message: string | RegExp;
}

const read = ropeFromConfig as (...args: unknown[]) => RopeConfig;
const base = (extra: Json): Json => ({
  model_type: 'llama',
  hidden_size: 4096,
  num_attention_heads: 32,
  max_position_embeddings: 8192,
  ...extra,
});
const LLAMA3 = {
  rope_type: 'llama3',
  factor: 8,
  low_freq_factor: 1,
  high_freq_factor: 4,
  original_max_position_embeddings: 8192,
};
const without = (object: Json, key: string): Json =>
  Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));

const BAD_CONFIGS: BadConfig[] = [
  // Not an object.
  { what: 'undefined', call: () => read(undefined), error: TypeError, message: /config must be an object/ },
  { what: 'null', call: () => read(null), error: TypeError, message: /config must be an object/ },
  {
    what: 'a string',
    call: () => read('{"rope_theta": 10000}'),
    error: TypeError,
    message: /config must be an object/,
  },
  { what: 'an array', call: () => read([base({})]), error: TypeError, message: /config must be an object/ },
  { what: 'a number', call: () => read(42), error: TypeError, message: /config must be an object/ },
  // Missing keys.
  {
    what: 'llama3 without low_freq_factor',
    call: () => read(base({ rope_scaling: without(LLAMA3, 'low_freq_factor') })),
    error: RangeError,
    message:
      'positional-encoding: config.rope_scaling.low_freq_factor is missing (llama3 scaling needs factor, ' +
      'low_freq_factor, high_freq_factor, original_max_position_embeddings)',
  },
  {
    what: 'llama3 without factor (rope_parameters)',
    call: () => read(base({ rope_parameters: without(LLAMA3, 'factor') })),
    error: RangeError,
    message: /^positional-encoding: config\.rope_parameters\.factor is missing \(llama3 scaling needs/,
  },
  {
    what: 'llama3 without high_freq_factor',
    call: () => read(base({ rope_scaling: without(LLAMA3, 'high_freq_factor') })),
    error: RangeError,
    message: /config\.rope_scaling\.high_freq_factor is missing/,
  },
  {
    what: 'llama3 without original_max_position_embeddings nor max_position_embeddings',
    call: () =>
      read(
        without(base({ rope_scaling: without(LLAMA3, 'original_max_position_embeddings') }), 'max_position_embeddings'),
      ),
    error: RangeError,
    message:
      /config\.rope_scaling\.original_max_position_embeddings is missing, and so is config\.max_position_embeddings/,
  },
  {
    what: 'linear without factor',
    call: () => read(base({ rope_scaling: { type: 'linear' } })),
    error: RangeError,
    message: 'positional-encoding: config.rope_scaling.factor is missing (linear scaling needs factor)',
  },
  {
    what: 'linear with factor null',
    call: () => read(base({ rope_scaling: { type: 'linear', factor: null } })),
    error: RangeError,
    message: /config\.rope_scaling\.factor is missing/,
  },
  {
    what: 'dynamic without factor',
    call: () => read(base({ rope_scaling: { type: 'dynamic' } })),
    error: RangeError,
    message: /config\.rope_scaling\.factor is missing \(dynamic scaling needs factor and max_position_embeddings\)/,
  },
  {
    what: 'dynamic without max_position_embeddings',
    call: () => read(without(base({ rope_scaling: { type: 'dynamic', factor: 2 } }), 'max_position_embeddings')),
    error: RangeError,
    message: /config\.max_position_embeddings is missing \(dynamic scaling needs/,
  },
  {
    what: 'yarn without original_max_position_embeddings nor max_position_embeddings',
    call: () => read(without(base({ rope_scaling: { type: 'yarn', factor: 4 } }), 'max_position_embeddings')),
    error: RangeError,
    message:
      /config\.rope_scaling\.original_max_position_embeddings is missing, and so is config\.max_position_embeddings/,
  },
  {
    what: 'longrope without short_factor',
    call: () => read(base({ rope_scaling: without(PHI35.rope_scaling as Json, 'short_factor') })),
    error: RangeError,
    message: /config\.rope_scaling\.short_factor is missing \(longrope scaling needs short_factor, long_factor/,
  },
  {
    what: 'longrope without long_factor',
    call: () => read(base({ rope_scaling: without(PHI35.rope_scaling as Json, 'long_factor') })),
    error: RangeError,
    message: /config\.rope_scaling\.long_factor is missing/,
  },
  {
    what: 'no head_dim and no hidden_size',
    call: () => read({ model_type: 'llama', num_attention_heads: 32 }),
    error: RangeError,
    message: /config\.hidden_size is missing \(head_dim is absent/,
  },
  {
    what: 'no head_dim and no num_attention_heads',
    call: () => read({ model_type: 'llama', hidden_size: 4096 }),
    error: RangeError,
    message: /config\.num_attention_heads is missing/,
  },
  {
    what: 'hidden_size not a multiple of num_attention_heads',
    call: () => read({ model_type: 'llama', hidden_size: 4096, num_attention_heads: 30 }),
    error: RangeError,
    message: /config\.hidden_size \(4096\) must be a multiple of config\.num_attention_heads \(30\)/,
  },
  {
    what: 'num_attention_heads 0',
    call: () => read({ model_type: 'llama', hidden_size: 4096, num_attention_heads: 0 }),
    error: RangeError,
    message: /config\.num_attention_heads \(0\)/,
  },
  // Unsupported rope types.
  {
    what: "rope_type 'proportional' (Gemma 4)",
    call: () => read(base({ rope_parameters: { rope_type: 'proportional', partial_rotary_factor: 0.25 } })),
    error: RangeError,
    message:
      /config\.rope_parameters\.rope_type is "proportional", which is not supported; supported: default, linear, dynamic, yarn, longrope, llama3/,
  },
  {
    what: "type 'mrope' (Qwen2-VL)",
    call: () => read(base({ model_type: 'qwen2_vl', rope_scaling: { type: 'mrope', mrope_section: [16, 24, 24] } })),
    error: RangeError,
    message: /M-RoPE \(mrope_section 16\/24\/24\).*ropeLayers\(config\) also reads/,
  },
  {
    what: "rope_type '3d'",
    call: () => read(base({ rope_scaling: { rope_type: '3d' } })),
    error: RangeError,
    message: /config\.rope_scaling\.rope_type is "3d"/,
  },
  {
    what: "rope_type 'ntk' (transformers 5 has no alias for dynamic)",
    call: () => read(base({ rope_scaling: { rope_type: 'ntk', factor: 2 } })),
    error: RangeError,
    message: /config\.rope_scaling\.rope_type is "ntk"/,
  },
  // Per-layer ropes.
  {
    what: 'Gemma 3 (transformers 4 form) without layerType',
    call: () => read(fixture('gemma-3-4b-it')),
    error: TypeError,
    message:
      /config\.text_config holds one rope per layer type \(sliding_attention, full_attention\); pass \{ layerType \}.*or read every layer with ropeLayers\(config\)/,
  },
  {
    what: 'Gemma 3 (transformers 5 form) without layerType',
    call: () => read(fixture('gemma-3-4b-it.transformers5')),
    error: TypeError,
    message:
      /config\.text_config holds one rope per layer type \(sliding_attention, full_attention\).*ropeLayers\(config\)/,
  },
  {
    what: 'Gemma 3 with an unknown layerType',
    call: () => read(fixture('gemma-3-4b-it.transformers5'), { layerType: 'local_attention' }),
    error: RangeError,
    message:
      /layerType "local_attention" is not a layer type of this gemma3_text model; its layers are sliding_attention, full_attention/,
  },
  {
    what: 'a per-layer rope missing its factor',
    call: () =>
      read(
        base({
          num_hidden_layers: 2,
          sliding_window: 4096,
          layer_types: ['full_attention', 'sliding_attention'],
          rope_parameters: { full_attention: { rope_type: 'linear' }, sliding_attention: { rope_type: 'default' } },
        }),
        { layerType: 'full_attention' },
      ),
    error: RangeError,
    message: /config\.rope_parameters\.full_attention\.factor is missing \(linear scaling needs factor\)/,
  },
  // Wrong types.
  {
    what: 'rope_theta a string',
    call: () => read(base({ rope_theta: '10000' })),
    error: TypeError,
    message: /config\.rope_theta must be a number; got "10000"/,
  },
  {
    what: 'rotary_emb_base a string',
    call: () => read(base({ model_type: 'gpt_neox', rotary_emb_base: '1e4' })),
    error: TypeError,
    message: /config\.rotary_emb_base must be a number/,
  },
  {
    what: 'rope_parameters.rope_theta a string',
    call: () => read(base({ rope_parameters: { rope_theta: '1e6' } })),
    error: TypeError,
    message: /config\.rope_parameters\.rope_theta must be a number/,
  },
  {
    what: 'head_dim a string',
    call: () => read(base({ head_dim: '128' })),
    error: TypeError,
    message: /config\.head_dim must be a number/,
  },
  {
    what: 'hidden_size a string',
    call: () => read({ model_type: 'llama', hidden_size: '4096', num_attention_heads: 32 }),
    error: TypeError,
    message: /config\.hidden_size must be a number/,
  },
  {
    what: 'max_position_embeddings a string',
    call: () => read(base({ max_position_embeddings: '8192', rope_scaling: { type: 'dynamic', factor: 2 } })),
    error: TypeError,
    message: /config\.max_position_embeddings must be a number/,
  },
  {
    what: 'partial_rotary_factor a string',
    call: () => read(base({ partial_rotary_factor: '0.5' })),
    error: TypeError,
    message: /config\.partial_rotary_factor must be a number/,
  },
  {
    what: 'rotary_pct a string',
    call: () => read(base({ model_type: 'gpt_neox', rotary_pct: '0.25' })),
    error: TypeError,
    message: /config\.rotary_pct must be a number/,
  },
  {
    what: 'rope_scaling a string',
    call: () => read(base({ rope_scaling: 'linear' })),
    error: TypeError,
    message: /config\.rope_scaling must be an object; got "linear"/,
  },
  {
    what: 'rope_parameters an array',
    call: () => read(base({ rope_parameters: [] })),
    error: TypeError,
    message: /config\.rope_parameters must be an object; got an array/,
  },
  {
    what: 'text_config a number',
    call: () => read(base({ model_type: 'llava', text_config: 1 })),
    error: TypeError,
    message: /config\.text_config must be an object/,
  },
  {
    what: 'model_type a number',
    call: () => read(base({ model_type: 3 })),
    error: TypeError,
    message: /config\.model_type must be a string/,
  },
  {
    what: 'rope_type a number',
    call: () => read(base({ rope_scaling: { rope_type: 3, factor: 2 } })),
    error: TypeError,
    message: /config\.rope_scaling\.rope_type must be a string/,
  },
  {
    what: 'factor a string',
    call: () => read(base({ rope_scaling: { rope_type: 'linear', factor: '8' } })),
    error: TypeError,
    message: /config\.rope_scaling\.factor must be a number; got "8"/,
  },
  {
    what: 'low_freq_factor a boolean',
    call: () => read(base({ rope_scaling: { ...LLAMA3, low_freq_factor: true } })),
    error: TypeError,
    message: /config\.rope_scaling\.low_freq_factor must be a number; got true/,
  },
  {
    what: 'original_max_position_embeddings a string',
    call: () => read(base({ rope_scaling: { ...LLAMA3, original_max_position_embeddings: '8192' } })),
    error: TypeError,
    message: /config\.rope_scaling\.original_max_position_embeddings must be a number/,
  },
  {
    what: 'beta_fast a string',
    call: () => read(base({ rope_scaling: { type: 'yarn', factor: 4, beta_fast: '32' } })),
    error: TypeError,
    message: /config\.rope_scaling\.beta_fast must be a number/,
  },
  {
    what: 'mscale_all_dim a string',
    call: () => read(base({ rope_scaling: { type: 'yarn', factor: 4, mscale_all_dim: 'x' } })),
    error: TypeError,
    message: /config\.rope_scaling\.mscale_all_dim must be a number/,
  },
  {
    what: 'truncate a number',
    call: () => read(base({ rope_scaling: { type: 'yarn', factor: 4, truncate: 0 } })),
    error: TypeError,
    message: /config\.rope_scaling\.truncate must be a boolean; got 0/,
  },
  {
    what: 'short_factor not an array',
    call: () => read(base({ rope_scaling: { ...(PHI35.rope_scaling as Json), short_factor: 1.5 } })),
    error: TypeError,
    message: /config\.rope_scaling\.short_factor must be an array of numbers; got 1\.5/,
  },
  {
    what: 'long_factor with a string inside',
    call: () => read(base({ rope_scaling: { ...(PHI35.rope_scaling as Json), long_factor: [1, '2', 3] } })),
    error: TypeError,
    message: /config\.rope_scaling\.long_factor\[1\] must be a number; got "2"/,
  },
  {
    what: 'a per-layer rope that is a number',
    call: () =>
      read(base({ num_hidden_layers: 1, layer_types: ['full_attention'], rope_parameters: { full_attention: 5 } }), {
        layerType: 'full_attention',
      }),
    error: TypeError,
    message: /config\.rope_parameters\.full_attention must be an object/,
  },
  // The second argument.
  {
    what: 'options a string',
    call: () => read(base({}), 'full_attention'),
    error: TypeError,
    message: /ropeFromConfig options must be an object/,
  },
  {
    what: 'layerType a number',
    call: () => read(base({}), { layerType: 1 }),
    error: TypeError,
    message: /options\.layerType must be a string; got 1/,
  },
  {
    what: 'an unknown option',
    call: () => read(base({}), { layer: 'full_attention' }),
    error: TypeError,
    message: /unknown option "layer" for ropeFromConfig \(options\.layer\); allowed: layerType/,
  },
];

describe('ropeFromConfig: bad configs name the key', () => {
  for (const bad of BAD_CONFIGS) {
    it(`${bad.what} → ${bad.error.name}`, () => {
      let thrown: unknown;
      try {
        bad.call();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(bad.error);
      const message = (thrown as Error).message;
      expect(message.startsWith('positional-encoding: ')).toBe(true);
      if (typeof bad.message === 'string') expect(message).toBe(bad.message);
      else expect(message).toMatch(bad.message);
    });
  }
});
