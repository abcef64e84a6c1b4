// Family table, batch "dense-a": Llama-like decoders and their relatives. Every expected entry is
// written from transformers' modeling and configuration files at TRANSFORMERS_COMMIT
// (decba1d2ea4e), with the lines cited (paths relative to src/transformers/models/).
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
  sliding,
  type FamilyCase,
} from '../helpers/family-cases.js';

const CASES: FamilyCase[] = [
  {
    // configuration_ministral.py:93 sliding_window (default 4096) set: every layer sliding_attention;
    // modeling_ministral.py:155 window on sliding layers; :329 cat(freqs, freqs): halves; :147 scale.
    modelType: 'ministral',
    fixture: 'ministral.defaults',
    source: defaults('MinistralConfig', ', with head_dim 128 (the class default None does not run)'),
    layers: 32,
    type: () => 'sliding_attention',
    entry: (i) => sliding(i, 4096, half(10_000), 128),
  },
  // qwen2_moe/configuration_qwen2_moe.py:113: use_sliding_window false, every layer full; head 2048 / 16.
  allFull('qwen2_moe', 'qwen2-moe.defaults', defaults('Qwen2MoeConfig'), 24, half(10_000), 128),
  {
    // configuration_qwen2_moe.py:113 sliding when (i + 1) % 2 and i < max_window_layers (21); window 4096 (class default).
    modelType: 'qwen2_moe',
    fixture: 'qwen2-moe-sliding',
    source: defaults('Qwen2MoeConfig', ' with use_sliding_window true, max_window_layers 21, rope_theta 1e6'),
    layers: 24,
    type: (i) => (i % 2 === 0 && i < 21 ? 'sliding_attention' : 'full_attention'),
    entry: (i) => (i % 2 === 0 && i < 21 ? sliding(i, 4096, half(1e6), 128) : full(i, half(1e6), 128)),
  },
  // qwen3/configuration_qwen3.py:87-92: sliding_window None without use_sliding_window; head_dim 128 default.
  allFull('qwen3', 'qwen3.defaults', defaults('Qwen3Config'), 32, half(10_000), 128),
  {
    // configuration_qwen3.py:92 sliding from max_window_layers (28) on; modeling_qwen3.py:239 window.
    modelType: 'qwen3',
    fixture: 'qwen3-sliding',
    source: defaults('Qwen3Config', ' with use_sliding_window true, sliding_window 4096, rope_theta 1e6'),
    layers: 32,
    type: (i) => (i >= 28 ? 'sliding_attention' : 'full_attention'),
    entry: (i) => (i >= 28 ? sliding(i, 4096, half(1e6), 128) : full(i, half(1e6), 128)),
  },
  // qwen3_moe/configuration_qwen3_moe.py:115 no sliding without use_sliding_window; head 2048 / 32.
  allFull('qwen3_moe', 'qwen3-moe.defaults', defaults('Qwen3MoeConfig'), 24, half(10_000), 64),
  // granite/modeling_granite.py:124 scaling = attention_multiplier; :352 halves.
  allFull(
    'granite',
    'granite-4.1-8b',
    'https://huggingface.co/ibm-granite/granite-4.1-8b/blob/main/config.json (positional keys as pinned in a public test)',
    40,
    half(1e7),
    128,
    0.0078125,
  ),
  // granitemoe/modeling_granitemoe.py:283 scaling = attention_multiplier (default 1.0).
  allFull('granitemoe', 'granitemoe.defaults', defaults('GraniteMoeConfig'), 32, half(10_000), 128, 1),
  allFull(
    'granitemoeshared',
    'granitemoeshared.defaults',
    defaults('GraniteMoeSharedConfig'),
    32,
    half(10_000),
    128,
    1,
  ),
  {
    // layer_types given (full on 0, 4, ...), window 128; modeling_granite_swa.py:133 scale attention_multiplier;
    // no layer_rope_theta: rope_theta on every layer (configuration_granite_swa.py:116).
    modelType: 'granite_swa',
    fixture: 'granite-swash-2b',
    source:
      'https://huggingface.co/ibm-granite/granite-swash-2b/blob/af1e3227100b61088eead48389ab5409b5d0e39c/config.json ' +
      '(as pinned in a public test)',
    layers: 24,
    type: (i) => (i % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => (i % 4 === 0 ? full(i, half(10_000), 128, 0.0078125) : sliding(i, 128, half(10_000), 128, 0.0078125)),
  },
  {
    // modeling_granite_swa.py:404 one rope per non-zero theta; :463 theta 0 -> no position embeddings (NoPE).
    modelType: 'granite_swa',
    fixture: 'granite-swa-layer-thetas',
    source: 'a 4-layer GraniteSWAConfig with layer_rope_theta [1e4, 1e4, 0, 5e5] (written for this test)',
    layers: 4,
    type: (i) => (i === 0 || i === 3 ? 'full_attention' : 'sliding_attention'),
    entry: (i) =>
      [
        full(0, half(10_000), 8, 0.0078125),
        sliding(1, 4, half(10_000), 8, 0.0078125),
        sliding(2, 4, null, 8, 0.0078125),
        full(3, half(500_000), 8, 0.0078125),
      ][i]!,
  },
  {
    // configuration_granitemoe_swa.py:117 full when i % 4 == 0, window 128; :128 rope_theta on every layer.
    modelType: 'granitemoe_swa',
    fixture: 'granitemoe-swa.defaults',
    source: defaults('GraniteMoeSWAConfig'),
    layers: 32,
    type: (i) => (i % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => (i % 4 === 0 ? full(i, half(10_000), 128, 1) : sliding(i, 128, half(10_000), 128, 1)),
  },
  // helium/modeling_helium.py:203 repeat_interleave + :174 rotate_half on even/odd: pairs; :221 1/sqrt(head_dim).
  allFull(
    'helium',
    'helium-1-preview-2b',
    'https://huggingface.co/mlx-community/helium-1-preview-2b-4bit/blob/main/config.json (kyutai/helium-1-preview-2b)',
    24,
    pairs(100_000),
    128,
  ),
  // apertus/configuration_apertus.py:88 no rope: llama3, theta 1.2e7, factor 8, original 8192, low 1, high 4.
  allFull(
    'apertus',
    'apertus.defaults',
    defaults('ApertusConfig'),
    32,
    half(12_000_000, {
      scaling: { type: 'llama3', factor: 8, lowFreqFactor: 1, highFreqFactor: 4, originalMaxPositionEmbeddings: 8192 },
    }),
    128,
  ),
  // arcee/configuration_arcee.py:84 head_dim = 2560 // 32 = 80.
  allFull('arcee', 'arcee.defaults', defaults('ArceeConfig'), 32, half(10_000), 80),
  // bitnet/configuration_bitnet.py:42 default_theta 500000; head 2560 / 20.
  allFull('bitnet', 'bitnet.defaults', defaults('BitNetConfig'), 30, half(500_000), 128),
  {
    // mellum/modeling_mellum.py:55 one rope per layer type from rope_parameters[type]; :239 window on sliding.
    modelType: 'mellum',
    fixture: 'mellum2-12b',
    source: 'https://huggingface.co/JetBrains/Mellum2-12B-A2.5B-Base/blob/main/config.json (as pinned in public tests)',
    layers: 28,
    type: (i) => (i % 4 === 3 ? 'full_attention' : 'sliding_attention'),
    entry: (i) =>
      i % 4 === 3
        ? full(
            i,
            half(500_000, {
              scaling: {
                type: 'yarn',
                factor: 16,
                originalMaxPositionEmbeddings: 8192,
                maxPositionEmbeddings: 131072,
                betaFast: 32,
                betaSlow: 1,
                attentionFactor: 1.2772588722239782,
              },
            }),
            128,
          )
        : sliding(i, 1024, half(500_000), 128),
  },
  // seed_oss/modeling_seed_oss.py:162 head_dim 128; rope_scaling {rope_type: default}, rope_theta 1e7.
  allFull(
    'seed_oss',
    'seed-oss-36b',
    'https://huggingface.co/ByteDance-Seed/Seed-OSS-36B-Instruct/blob/main/config.json (as pinned in a public test)',
    64,
    half(1e7),
    128,
  ),
  allFull('olmo', 'olmo.defaults', defaults('OlmoConfig'), 32, half(10_000), 128),
  allFull('olmo2', 'olmo2.defaults', defaults('Olmo2Config'), 32, half(10_000), 128),
  allFull('olmoe', 'olmoe.defaults', defaults('OlmoeConfig'), 16, half(10_000), 128),
  // flex_olmo/configuration_flex_olmo.py:51 default_theta 500000.
  allFull('flex_olmo', 'flex-olmo.defaults', defaults('FlexOlmoConfig'), 32, half(500_000), 128),
  // cohere/modeling_cohere.py:115 repeat_interleave, :175 x[..., ::2]: pairs; configuration_cohere.py:51 theta 5e5.
  allFull('cohere', 'cohere.defaults', defaults('CohereConfig'), 40, pairs(500_000), 128),
  {
    // configuration_cohere2_moe.py:138-148 layer 0 (dense prefix, pattern 1) full, then every fourth full;
    // modeling_cohere2_moe.py:299 force_rope on the dense layer, :319 rope on sliding layers only otherwise;
    // :451 repeat_interleave: pairs.
    modelType: 'cohere2_moe',
    fixture: 'cohere2-moe-north',
    source: 'Cohere "North" cohere2_moe config.json, positional keys as pinned in a public checkpoint checker',
    layers: 49,
    type: (i) => (i % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) =>
      i === 0 ? full(0, pairs(50_000), 128) : i % 4 === 0 ? full(i, null, 128) : sliding(i, 4096, pairs(50_000), 128),
  },
  // glm/configuration_glm.py:77 partial 0.5; modeling_glm.py:191 repeat_interleave, :162 even/odd: pairs on 64.
  allFull('glm', 'glm.defaults', defaults('GlmConfig'), 40, pairs(10_000, { rotaryDim: 64 }), 128),
  allFull('glm4', 'glm4.defaults', defaults('Glm4Config'), 40, pairs(10_000, { rotaryDim: 64 }), 128),
  // glm4_moe/configuration_glm4_moe.py:123 partial 0.5; modeling_glm4_moe.py:142 rotate_half: halves.
  allFull(
    'glm4_moe',
    'glm4-moe.defaults',
    defaults('Glm4MoeConfig', ', with head_dim 128 as GLM-4.5 configs give it (4096 / 96 is not whole)'),
    46,
    half(10_000, { rotaryDim: 64 }),
    128,
  ),
  {
    // modeling_glm4_moe_lite.py:317 nope then rope slice; :328 interleave (default): pairs; :280 (192 + 64)^-0.5.
    modelType: 'glm4_moe_lite',
    fixture: 'glm-4.7-flash',
    source:
      'https://huggingface.co/zai-org/GLM-4.7-Flash/blob/main/config.json (positional keys as reproduced in vLLM tests)',
    layers: 47,
    type: () => 'full_attention',
    entry: (i) => ({
      ...full(i, pairs(1e6, { rotaryDim: 64 }), 256),
      mla: { nopeDim: 192, ropeDim: 64, vHeadDim: 256 },
    }),
  },
  // gemma/modeling_gemma.py:237 scaling = head_dim**-0.5 (256).
  allFull('gemma', 'gemma.defaults', defaults('GemmaConfig'), 28, half(10_000), 256),
  {
    // configuration_vaultgemma.py:94 even layers sliding; modeling_vaultgemma.py:172 query_pre_attn_scalar^-0.5.
    modelType: 'vaultgemma',
    fixture: 'vaultgemma.defaults',
    source: defaults('VaultGemmaConfig'),
    layers: 26,
    type: (i) => (i % 2 === 0 ? 'sliding_attention' : 'full_attention'),
    entry: (i) => (i % 2 === 0 ? sliding(i, 4096, half(10_000), 256) : full(i, half(10_000), 256)),
  },
];

checkFamilyCases('family table: dense-a', CASES);

describe('family table: dense-a refusals', () => {
  beforeAll(async () => {
    await init();
  });
  const small = { num_hidden_layers: 2, hidden_size: 64, num_attention_heads: 4 };

  it('refuses ministral3 (query scale by floor(pos / original_max), not Llama 4 temperature)', () => {
    expect(() => ropeLayers({ model_type: 'ministral3', ...small })).toThrow(/ministral3.*llama_4_scaling_beta/);
  });

  it('refuses nanochat (rotation by -θ)', () => {
    expect(() => ropeLayers({ model_type: 'nanochat', ...small })).toThrow(/nanochat.*clockwise/);
  });

  it('refuses configs that do not run or depend on the attention kernel', () => {
    // olmoe/modeling_olmoe.py:279 sliding_window reaches flash attention only.
    expect(() => ropeLayers({ ...familyFixture('olmoe.defaults'), sliding_window: 4096 })).toThrow(/flash attention/);
    // qwen3/configuration_qwen3.py:87 sliding layers without use_sliding_window.
    expect(() =>
      ropeLayers({
        ...familyFixture('qwen3.defaults'),
        num_hidden_layers: 2,
        layer_types: ['full_attention', 'sliding_attention'],
      }),
    ).toThrow(/use_sliding_window/);
    // Llama-style default rope ignores partial_rotary_factor; scaled ropes make q * cos fail.
    expect(() =>
      ropeLayers({
        ...familyFixture('olmo.defaults'),
        partial_rotary_factor: 0.5,
        rope_scaling: { rope_type: 'linear', factor: 2 },
      }),
    ).toThrow(/q \* cos/);
    // glm4_moe_lite rotates every qk_rope_head_dim value.
    expect(() => ropeLayers({ ...familyFixture('glm-4.7-flash'), partial_rotary_factor: 0.5 })).toThrow(/q_rot/);
    // mellum: rope_scaling is not converted.
    expect(() =>
      ropeLayers({ ...familyFixture('mellum2-12b'), rope_scaling: { rope_type: 'linear', factor: 2 } }),
    ).toThrow(/MellumConfig/);
    // mellum: modeling_mellum.py:88 takes int(head_dim · factor) frequencies, :169 q * cos on the whole head.
    const mellum = familyFixture('mellum2-12b');
    expect(() =>
      ropeLayers({
        ...mellum,
        rope_parameters: {
          ...(mellum.rope_parameters as object),
          sliding_attention: { rope_type: 'default', rope_theta: 1e4, partial_rotary_factor: 0.5 },
        },
      }),
    ).toThrow(/mellum.*q \* cos/i);
    // cohere2_moe: a rope_parameters key is set as given, never standardized (configuration_utils.py:338), and
    // Cohere2MoeRotaryEmbedding reads its rope_theta (modeling_rope_utils.py:177).
    expect(() =>
      ropeLayers({ ...familyFixture('cohere2-moe-north'), rope_parameters: { rope_type: 'linear', factor: 2 } }),
    ).toThrow(/rope_theta/);
    // granite: attention_multiplier null reaches the kernel as scaling=None (modeling_granite.py:124).
    expect(() => ropeLayers({ model_type: 'granite', ...small, attention_multiplier: null })).toThrow(
      /attention_multiplier is null/,
    );
    // ministral without head_dim.
    const { head_dim: _dropped, ...headless } = familyFixture('ministral.defaults');
    expect(() => ropeLayers(headless)).toThrow(/head_dim/);
    // gemma with use_bidirectional_attention.
    expect(() => ropeLayers({ ...familyFixture('gemma.defaults'), use_bidirectional_attention: true })).toThrow(
      /is_causal/,
    );
  });

  it('follows the class rules the fixtures leave out', () => {
    // Llama-style default rope ignores partial_rotary_factor: the whole head turns.
    expect(ropeLayers({ ...familyFixture('olmo.defaults'), partial_rotary_factor: 0.5 })[0]!.rope).toEqual(
      half(10_000),
    );
    // ministral with sliding_window null: every layer full (configuration_ministral.py:93).
    expect(ropeLayers({ ...familyFixture('ministral.defaults'), sliding_window: null })[0]!.attention).toBe('full');
    // glm: a rope_parameters partial_rotary_factor wins for the default rope, the top-level one for scaled ropes.
    const glm = familyFixture('glm.defaults');
    expect(
      ropeLayers({
        ...glm,
        rope_parameters: { rope_type: 'default', rope_theta: 1e4, partial_rotary_factor: 0.25 },
      })[0]!.rope,
    ).toEqual(pairs(10_000, { rotaryDim: 32 }));
    expect(
      ropeLayers({
        ...glm,
        rope_parameters: { rope_type: 'linear', factor: 2, rope_theta: 1e4, partial_rotary_factor: 0.25 },
      })[0]!.rope?.rotaryDim,
    ).toBe(64);
    // cohere2_moe never reads its rope_scaling field (configuration_cohere2_moe.py:134).
    const north = familyFixture('cohere2-moe-north');
    const plan = ropeLayers({ ...north, rope_scaling: { rope_type: 'linear', factor: 4 } });
    expect(plan[1]!.rope).toEqual(pairs(50_000));
    expect(plan.unusedKeys.map((k) => k.key)).toContain('rope_scaling');
    // cohere2_moe: a given rope_parameters replaces the rope whole; the top-level rope_theta is not merged.
    expect(
      ropeLayers({ ...north, rope_parameters: { rope_type: 'linear', factor: 2, rope_theta: 1e6 } })[1]!.rope,
    ).toEqual(pairs(1e6, { scaling: { type: 'linear', factor: 2 } }));
    // apertus: a rope_scaling replaces the class's llama3 rope (convert_rope_params_to_dict).
    expect(
      ropeLayers({
        ...familyFixture('apertus.defaults'),
        rope_scaling: { rope_type: 'linear', factor: 2 },
        rope_theta: 1e5,
      })[0]!.rope,
    ).toEqual(half(1e5, { scaling: { type: 'linear', factor: 2 } }));
  });
});
