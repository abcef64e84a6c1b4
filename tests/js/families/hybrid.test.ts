// The hybrid batch of the family table: each expected entry is written from the transformers
// modeling file (paths relative to src/transformers/models/, lines at TRANSFORMERS_COMMIT), not
// from the package's code.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeLayers } from '../../../web/lib/index.js';
import {
  allFull,
  checkFamilyCases,
  defaults,
  familyFixture,
  full,
  half,
  pairs,
  positionless,
  sliding,
  type FamilyCase,
} from '../helpers/family-cases.js';

const CASES: FamilyCase[] = [
  {
    // configuration_minimax.py:126: i even -> full_attention, odd -> linear_attention (Lightning).
    // modeling_minimax.py:297: dim = head_dim (128), base default_theta 1e6 (configuration_minimax.py:63).
    modelType: 'minimax',
    fixture: 'minimax.defaults',
    source: defaults('MiniMaxConfig'),
    layers: 32,
    type: (i) => (i % 2 === 0 ? 'full_attention' : 'linear_attention'),
    entry: (i) => (i % 2 === 0 ? full(i, half(1e6), 128) : positionless(i, 'linear', 128)),
  },
  {
    // modeling_minimax.py:441 sliding_window on every softmax layer; 666 the sliding mask.
    modelType: 'minimax',
    fixture: 'minimax-sliding',
    source: 'hand-written: MiniMaxConfig with sliding_window 4096 and rope_theta 1e7',
    layers: 8,
    type: (i) => (i % 2 === 0 ? 'sliding_attention' : 'linear_attention'),
    entry: (i) => (i % 2 === 0 ? sliding(i, 4096, half(1e7), 128) : positionless(i, 'linear', 128)),
  },
  {
    // configuration_jamba.py:103: attention where i % 8 == 4; JambaAttention has no rope (NoPE).
    modelType: 'jamba',
    fixture: 'jamba.defaults',
    source: defaults('JambaConfig'),
    layers: 32,
    type: (i) => (i % 8 === 4 ? 'full_attention' : 'linear_attention'),
    entry: (i) => (i % 8 === 4 ? full(i, null, 128) : positionless(i, 'mamba', 128)),
  },
  {
    // configuration_bamba.py:99 attention on attn_layer_indices; :92 partial 0.5 -> 64 of 128 rotate.
    modelType: 'bamba',
    fixture: 'bamba-9b',
    source: 'hand-written: BambaConfig defaults with attn_layer_indices [9, 18, 27] (the layout of Bamba-9B)',
    layers: 32,
    type: (i) => ([9, 18, 27].includes(i) ? 'full_attention' : 'linear_attention'),
    entry: (i) =>
      [9, 18, 27].includes(i) ? full(i, half(10_000, { rotaryDim: 64 }), 128) : positionless(i, 'mamba', 128),
  },
  {
    // configuration_falcon_h1.py:134 every layer hybrid (attention + Mamba 2 in parallel).
    modelType: 'falcon_h1',
    fixture: 'falcon_h1.defaults',
    source: defaults('FalconH1Config'),
    layers: 32,
    type: () => 'hybrid',
    entry: (i) => full(i, half(10_000), 128),
  },
  // configuration_granitemoehybrid.py:109 legacy names; modeling :1049 rope with "rope"; :134 attention_multiplier.
  ...(
    [
      ['rope', half(10_000), ' (mamba / attention names)'],
      ['nope', null, ''],
    ] as const
  ).map(([kind, rope, names]): FamilyCase => ({
    modelType: 'granitemoehybrid',
    fixture: `granitemoehybrid-${kind}`,
    source: `hand-written: Granite 4.0-H layout${names} with position_embedding_type "${kind}"`,
    layers: 8,
    type: (i) => (i % 4 === 3 ? 'full_attention' : 'linear_attention'),
    entry: (i) => (i % 4 === 3 ? full(i, rope, 128, 0.015625) : positionless(i, 'mamba', 128)),
  })),
  {
    // configuration_zamba2.py:130 default layers_block_type; :115 head 2·2560/32 = 160; modeling :250 scale 80^-0.5.
    modelType: 'zamba2',
    fixture: 'zamba2-mem-rope',
    source: `${defaults('Zamba2Config')}, with use_mem_rope true`,
    layers: 54,
    type: (i) => (ZAMBA2_HYBRID.has(i) ? 'hybrid' : 'linear_attention'),
    entry: (i) => (ZAMBA2_HYBRID.has(i) ? full(i, half(10_000), 160, 80 ** -0.5) : positionless(i, 'mamba', 160)),
  },
  // modeling_lfm2.py:395 attention iff full_attention; configuration_lfm2.py:56 default_theta 1e6.
  ...(
    [
      ['lfm2', 'lfm2-1.2b', 'LiquidAI/LFM2-1.2B', 16, new Set([2, 5, 8, 10, 12, 14])],
      ['lfm2_moe', 'lfm2-moe', 'an LFM2 MoE config', 24, new Set([2, 6, 10, 14, 18, 21])],
    ] as const
  ).map(([modelType, fixture, layout, layers, attention]): FamilyCase => ({
    modelType,
    fixture,
    source: `hand-written in the layout of ${layout} (${layers} layers, ${attention.size} attention), not fetched`,
    layers,
    type: (i) => (attention.has(i) ? 'full_attention' : 'conv'),
    entry: (i) => (attention.has(i) ? full(i, half(1e6), 64) : positionless(i, 'conv', 64)),
  })),
  {
    // modeling_olmo_hybrid.py:834: rope_theta null (released checkpoints) -> no rotary embedding.
    modelType: 'olmo_hybrid',
    fixture: 'olmo_hybrid-nope',
    source: `${defaults('OlmoHybridConfig')}, with rope_parameters and rope_theta null as convert_olmo_hybrid_weights_to_hf.py:532 saves them`,
    layers: 32,
    type: (i) => (i % 4 === 3 ? 'full_attention' : 'linear_attention'),
    entry: (i) => (i % 4 === 3 ? full(i, null, 128) : positionless(i, 'linear', 128)),
  },
  {
    modelType: 'olmo_hybrid',
    fixture: 'olmo_hybrid-rope',
    source: 'hand-written: a small OLMo Hybrid with rope_parameters {rope_theta: 5e5}',
    layers: 8,
    type: (i) => (i % 4 === 3 ? 'full_attention' : 'linear_attention'),
    entry: (i) => (i % 4 === 3 ? full(i, half(500_000), 64) : positionless(i, 'linear', 64)),
  },
  {
    // configuration_recurrent_gemma.py:100 (recurrent, recurrent, attention) cycled; :85 head 256;
    // modeling :98 rope over the whole head (partial 0.5 unread); :265 window attention_window_size.
    modelType: 'recurrent_gemma',
    fixture: 'recurrentgemma-2b',
    source: 'hand-written in the shape of google/recurrentgemma-2b config.json, not fetched',
    layers: 26,
    type: (i) => (i % 3 === 2 ? 'attention' : 'recurrent'),
    entry: (i) => (i % 3 === 2 ? sliding(i, 2048, half(10_000), 256) : positionless(i, 'mamba', 256)),
  },
  // configuration_hrm_text.py:116 32 = 4 · 2 · (3 + 1) layer runs, each full attention with rope.
  allFull(
    'hrm_text',
    'hrm_text-stacks',
    `${defaults('HrmTextConfig')} as saved (num_layers_per_stack 4, num_hidden_layers 32)`,
    32,
    half(10_000),
    128,
  ),
  {
    // configuration_zaya.py:101 default ropes; modeling_zaya.py:89 partial 0.5 -> 64; :380 window on hybrid_sliding.
    modelType: 'zaya',
    fixture: 'zaya-sliding',
    source: 'hand-written: ZayaConfig defaults with alternating hybrid / hybrid_sliding layers, sliding_window 4096',
    layers: 8,
    type: (i) => (i % 2 === 0 ? 'hybrid' : 'hybrid_sliding'),
    entry: (i) =>
      i % 2 === 0 ? full(i, half(5e6, { rotaryDim: 64 }), 128) : sliding(i, 4096, half(10_000, { rotaryDim: 64 }), 128),
  },
  {
    // configuration_step3p7.py:200 MTP entry trimmed; :305 per-type rope from the first layer of the type.
    modelType: 'step3p5',
    fixture: 'step3p5-legacy',
    source:
      'hand-written in the legacy Step-3.5 form (per-layer rope_theta and partial_rotary_factors lists, one MTP entry)',
    layers: 8,
    type: (i) => (i % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => (i % 4 === 0 ? full(i, half(5e6, { rotaryDim: 64 }), 128) : sliding(i, 512, half(10_000), 128)),
  },
  {
    // configuration_gemma3n.py:145 every fifth layer full; :196 / :201 bases; modeling :1174 scaling 1.
    modelType: 'gemma3n_text',
    fixture: 'gemma3n-e4b-text',
    source: `${defaults('Gemma3nTextConfig')} (the shape of google/gemma-3n-E4B text_config)`,
    layers: 35,
    type: (i) => ((i + 1) % 5 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => ((i + 1) % 5 === 0 ? full(i, half(1e6), 256, 1) : sliding(i, 512, half(10_000), 256, 1)),
  },
  {
    // modeling_longcat_flash.py:594 2 · 28 entries; :326 pairs; :380 scaling 192^-0.5.
    modelType: 'longcat_flash',
    fixture: 'longcat-flash-chat',
    source: 'hand-written in the shape of meituan-longcat/LongCat-Flash-Chat config.json, not fetched',
    layers: 56,
    type: () => 'full_attention',
    entry: (i) => ({
      ...full(i, pairs(1e7, { rotaryDim: 64 }), 192),
      mla: { nopeDim: 128, ropeDim: 64, vHeadDim: 128 },
    }),
  },
];

// configuration_zamba2.py:130: [M] + ([M]*5 + [H])*7 + [M]*4 + [H] + [M]*3 + [H] + [M]*2.
const ZAMBA2_HYBRID = new Set([6, 12, 18, 24, 30, 36, 42, 47, 51]);

checkFamilyCases('hybrid families', CASES);

describe('hybrid families: refusals and configs transformers cannot run', () => {
  beforeAll(async () => {
    await init();
  });

  it('refuses nemotron_h: its MLP-only and MoE-only blocks have no attention', () => {
    expect(() =>
      ropeLayers({ model_type: 'nemotron_h', num_hidden_layers: 4, hybrid_override_pattern: 'M-M*' }),
    ).toThrow(/nemotron_h.*no attention at all/);
  });

  it('refuses diffusion_gemma_text: its decoder attends bidirectionally', () => {
    expect(() => ropeLayers({ model_type: 'diffusion_gemma_text', num_hidden_layers: 6 })).toThrow(
      /diffusion_gemma_text.*bidirectionally/,
    );
  });

  it('lfm2_moe needs layer_types (its config class has no default)', () => {
    const config = familyFixture('lfm2-moe');
    delete config.layer_types;
    expect(() => ropeLayers(config)).toThrow(/layer_types is missing/);
  });

  it('lfm2 without layer_types: every layer attention unless full_attn_idxs (configuration_lfm2.py:84)', () => {
    const config = familyFixture('lfm2-1.2b');
    delete config.layer_types;
    expect(ropeLayers(config).every((e) => e.attention === 'full')).toBe(true);
    config.full_attn_idxs = [1];
    expect(ropeLayers(config).map((e) => e.attention)).toEqual(
      Array.from({ length: 16 }, (_, i) => (i === 1 ? 'full' : 'conv')),
    );
  });

  it('olmo_hybrid without any rope key: rope_theta defaults to 10000 and the attention layers rotate', () => {
    const config = familyFixture('olmo_hybrid-nope');
    delete config.rope_parameters;
    delete config.rope_theta;
    expect(ropeLayers(config)[3]!.rope).toEqual({ base: 10_000, layout: 'half' });
  });

  it('bamba keeps partial_rotary_factor 0.5 whatever the top level says', () => {
    const config = familyFixture('bamba-9b');
    config.partial_rotary_factor = 1;
    expect(ropeLayers(config)[9]!.rope).toEqual({ base: 10_000, layout: 'half', rotaryDim: 64 });
  });

  it('whole-head families refuse a partial_rotary_factor under a scaled rope (transformers fails)', () => {
    const config = familyFixture('falcon_h1.defaults');
    config.rope_scaling = { rope_type: 'linear', factor: 2 };
    config.partial_rotary_factor = 0.5;
    expect(() => ropeLayers(config)).toThrow(/partial_rotary_factor/);
  });

  it('recurrent_gemma refuses rope types other than default, as its rotary embedding does', () => {
    const config = familyFixture('recurrentgemma-2b');
    config.rope_scaling = { rope_type: 'linear', factor: 2 };
    expect(() => ropeLayers(config)).toThrow(/RecurrentGemmaRotaryEmbedding/);
  });

  it('step3p5 refuses use_bidirectional_attention', () => {
    const config = familyFixture('step3p5-legacy');
    config.use_bidirectional_attention = true;
    expect(() => ropeLayers(config)).toThrow(/use_bidirectional_attention/);
  });

  it('longcat_flash under yarn with mscale_all_dim: scale (qk_head_dim)^-0.5 · mscale²', () => {
    const config = familyFixture('longcat-flash-chat');
    config.rope_scaling = {
      rope_type: 'yarn',
      factor: 4,
      mscale: 1,
      mscale_all_dim: 1,
      original_max_position_embeddings: 32768,
    };
    const mscale = 0.1 * Math.log(4) + 1;
    expect(ropeLayers(config)[0]!.softmaxScale).toBeCloseTo(192 ** -0.5 * mscale * mscale, 15);
  });

  it('zamba2: a given attention_head_dim (or head_dim, its attribute_map name) wins over 2 · hidden / heads', () => {
    // configuration_zamba2.py:71 attribute_map; :115 computed in __post_init__, then the config.json
    // key is set over it (configuration_utils.py:338); modeling_zamba2.py:247 head_dim, :250 scaling.
    const base = { model_type: 'zamba2', hidden_size: 256, num_attention_heads: 4, use_mem_rope: true };
    const config = { ...base, num_hidden_layers: 2, layers_block_type: ['mamba', 'hybrid'] };
    expect(ropeLayers(config)[1]!.headDim).toBe(128);
    const given = ropeLayers({ ...config, attention_head_dim: 64 })[1]!;
    expect(given.headDim).toBe(64);
    expect(given.softmaxScale).toBe(32 ** -0.5);
    expect(ropeLayers({ ...config, head_dim: 64 })[1]!.headDim).toBe(64);
    expect(() => ropeLayers({ ...config, head_dim: 64, attention_head_dim: 32 })).toThrow(/attribute_map/);
  });

  it('recurrent_gemma: sliding_window (attribute_map to attention_window_size) is set last and wins', () => {
    const config = familyFixture('recurrentgemma-2b');
    config.attention_window_size = 2048;
    config.sliding_window = 1024;
    expect(ropeLayers(config)[2]!.window).toBe(1024);
  });

  it('lfm2 refuses layer-type names other than full_attention and conv (modeling_lfm2.py:509)', () => {
    const config = familyFixture('lfm2-1.2b');
    (config.layer_types as string[])[0] = 'sliding_attention';
    expect(() => ropeLayers(config)).toThrow(/full_attention and conv/);
  });

  it('longcat_flash under a scaled rope needs factor (yarn_apply_mscale reads it, modeling_longcat_flash.py:288)', () => {
    const config = familyFixture('longcat-flash-chat');
    config.rope_scaling = { rope_type: 'yarn', original_max_position_embeddings: 32768 };
    expect(() => ropeLayers(config)).toThrow(/factor is missing/);
  });

  it('zaya lists the flat rope keys it never reads (configuration_zaya.py:115)', () => {
    const plan = ropeLayers({ model_type: 'zaya', num_hidden_layers: 2, rope_theta: 1e6 });
    expect(plan.unusedKeys).toEqual([{ key: 'rope_theta', value: 1e6 }]);
    expect(plan[0]!.rope).toEqual({ base: 5e6, layout: 'half', rotaryDim: 64 });
  });

  it('refuses qwen3_5_text and qwen3_5_moe_text: interleaved M-RoPE', () => {
    for (const model_type of ['qwen3_5_text', 'qwen3_5_moe_text']) {
      expect(() => ropeLayers({ model_type, num_hidden_layers: 4 })).toThrow(
        new RegExp(`${model_type}.*interleaved M-RoPE`),
      );
    }
    // The wrapper reads its text model as qwen3_5_text, and so refuses too.
    expect(() => ropeLayers({ model_type: 'qwen3_5', text_config: { num_hidden_layers: 4 } })).toThrow(
      /qwen3_5_text.*interleaved M-RoPE/,
    );
  });
});
