// Family table, batch "latent": multi-head latent attention and other special decoders. Every
// expected entry is written from transformers' modeling and configuration files at
// TRANSFORMERS_COMMIT (decba1d2ea4e), with the lines cited.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeFromConfig, ropeLayers } from '../../../web/lib/index.js';
import {
  allFull,
  checkFamilyCases,
  defaults,
  familyFixture,
  full,
  half,
  pairs,
  sliding,
  yarnMscale,
  type FamilyCase,
} from '../helpers/family-cases.js';

const CASES: FamilyCase[] = [
  {
    modelType: 'axk1',
    fixture: 'axk1.defaults',
    source: defaults('AXK1Config', ' (no rope_parameters: default rope, theta 10000)'),
    layers: 61,
    type: () => 'full_attention',
    // configuration_axk1.py:121 head_dim = qk_rope_head_dim; modeling_axk1.py:471 interleaved (pairs);
    // :480 the rotated slice is last; :424 scaling qk_head_dim^-0.5 (default rope: no mscale).
    entry: (i) => ({
      ...full(i, pairs(10_000, { rotaryDim: 64 }), 192),
      mla: { nopeDim: 128, ropeDim: 64, vHeadDim: 128 },
    }),
  },
  {
    modelType: 'minicpm3',
    fixture: 'minicpm3.defaults',
    source: defaults('MiniCPM3Config', ' (no rope_parameters: default rope, theta 10000)'),
    layers: 62,
    type: () => 'full_attention',
    // configuration_minicpm3.py:120 head_dim = qk_rope_head_dim (32); :126 v_head_dim = 2560 // 40 = 64;
    // modeling_minicpm3.py:338 rotate_half (halves); :290 scaling (64 + 32)^-0.5.
    entry: (i) => ({
      ...full(i, half(10_000, { rotaryDim: 32 }), 96),
      mla: { nopeDim: 64, ropeDim: 32, vHeadDim: 64 },
    }),
  },
  {
    // kimi_k25 reads its text_config as deepseek_v3 (configuration_kimi_k25.py:83-85).
    modelType: 'deepseek_v3',
    fixture: 'kimi-k2.5',
    source:
      'moonshotai/Kimi-K2.5 wrapper shape (model_type kimi_k25, text_config model_type kimi_k2); the text keys as ' +
      'moonshotai/Kimi-K2-Instruct-0905/blob/main/config.json publishes them (rope_theta 50000, yarn factor 64, ' +
      'beta_fast 1, beta_slow 1, mscale 1, mscale_all_dim 1, original_max_position_embeddings 4096)',
    layers: 61,
    type: () => 'full_attention',
    // deepseek_v3/modeling_deepseek_v3.py: rope_interleave default true (pairs), last slice rotated,
    // scaling 192^-0.5 · yarn_get_mscale(64, 1)².
    entry: (i) => ({
      ...full(
        i,
        {
          base: 50_000,
          layout: 'pairs',
          rotaryDim: 64,
          scaling: {
            type: 'yarn',
            factor: 64,
            originalMaxPositionEmbeddings: 4096,
            maxPositionEmbeddings: 262144,
            betaFast: 1,
            betaSlow: 1,
            mscale: 1,
            mscaleAllDim: 1,
          },
        },
        192,
        192 ** -0.5 * yarnMscale(64, 1) ** 2,
      ),
      mla: { nopeDim: 128, ropeDim: 64, vHeadDim: 128 },
    }),
  },
  // BLT's stacks: modeling_blt.py:290 head_dim = hidden_size // heads, :292 scaling head_dim^-0.5,
  // :136 repeat_interleave + :249 pair rotate_half (pairs); configuration_blt.py default_theta 500000
  // (encoder :39, decoder :77, global :111), none for the patcher (10000).
  allFull('blt_local_encoder', 'blt-local-encoder.defaults', defaults('BltLocalEncoderConfig'), 1, pairs(500_000), 64),
  allFull('blt_local_decoder', 'blt-local-decoder.defaults', defaults('BltLocalDecoderConfig'), 9, pairs(500_000), 64),
  allFull(
    'blt_global_transformer',
    'blt-global-transformer.defaults',
    defaults('BltGlobalTransformerConfig'),
    25,
    pairs(500_000),
    128,
  ),
  allFull('blt_patcher', 'blt-patcher.defaults', defaults('BltPatcherConfig'), 14, pairs(10_000), 64),
  // modeling_chameleon.py:272 head_dim = 4096 // 32; :139 cat(freqs, freqs) + rotate_half (halves).
  allFull('chameleon', 'chameleon.defaults', defaults('ChameleonConfig'), 32, half(10_000), 128),
  // configuration_emu3.py:98 default_theta 1e6; modeling_emu3.py:138 head_dim 4096 // 32; :1179 halves.
  allFull('emu3_text_model', 'emu3.defaults', defaults('Emu3Config / Emu3TextConfig'), 32, half(1_000_000), 128),
  // configuration_csm.py:124 default_theta 500000, :181 head_dim 2048 // 32; modeling_csm.py:170 halves.
  allFull('csm', 'csm.defaults', defaults('CsmConfig'), 16, half(500_000), 64),
  // configuration_csm.py:53 default_theta 500000, :84 head_dim 1024 // 8.
  allFull(
    'csm_depth_decoder_model',
    'csm-depth-decoder.defaults',
    defaults('CsmDepthDecoderConfig'),
    4,
    half(500_000),
    128,
  ),
  // configuration_dia.py:67 head_dim 128; modeling_dia.py:498 causal, :191 halves, :281 scaling = 1.
  allFull('dia_decoder', 'dia.defaults', defaults('DiaConfig / DiaDecoderConfig'), 18, half(10_000), 128, 1),
  {
    modelType: 't5_gemma_module',
    fixture: 't5gemma.defaults',
    source: defaults('T5GemmaConfig / T5GemmaModuleConfig'),
    layers: 26,
    // configuration_t5gemma.py:98 sliding when (i + 1) % 2, else full.
    type: (i) => (i % 2 === 0 ? 'sliding_attention' : 'full_attention'),
    // modeling_t5gemma.py:775 sliding mask with sliding_window 4096; :147 halves; :244 scaling 256^-0.5.
    entry: (i) => (i % 2 === 0 ? sliding(i, 4096, half(10_000), 256, 1 / 16) : full(i, half(10_000), 256, 1 / 16)),
  },
  {
    modelType: 'muse_glimmer_text',
    fixture: 'muse-glimmer.defaults',
    source: defaults('MuseGlimmerConfig / MuseGlimmerTextConfig'),
    layers: 52,
    // configuration_muse_glimmer.py:143 full when (51 - i) % 4 == 0.
    type: (i) => ((51 - i) % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    // configuration_muse_glimmer.py:152 layer_rope_theta 0 on the full layers (modeling :523: NoPE);
    // modeling :512 sliding mask (2048); :209 halves; :302 + :341 scale 128^-0.5 · 3.87.
    entry: (i) =>
      (51 - i) % 4 === 0
        ? full(i, null, 128, 128 ** -0.5 * 3.87)
        : sliding(i, 2048, half(10_000), 128, 128 ** -0.5 * 3.87),
  },
];

checkFamilyCases('family table: latent attention and special decoders', CASES);

describe('family table: latent — rules beyond the fixtures', () => {
  beforeAll(async () => {
    await init();
  });

  it('A.X-K1 with rope_interleave false rotates halves (modeling_axk1.py:471)', () => {
    const plan = ropeLayers({ ...familyFixture('axk1.defaults'), rope_interleave: false });
    expect(plan[0]!.rope!.layout).toBe('half');
    // `if self.config.rope_interleave`: null is falsy too (the class default True applies only when absent).
    expect(ropeLayers({ ...familyFixture('axk1.defaults'), rope_interleave: null })[0]!.rope!.layout).toBe('half');
  });

  it('A.X-K1 under yarn with mscale_all_dim: softmax scale (nope + rope)^-0.5 · mscale² (modeling_axk1.py:424)', () => {
    const config = {
      ...familyFixture('axk1.defaults'),
      rope_scaling: { type: 'yarn', factor: 40, original_max_position_embeddings: 4096, mscale: 1, mscale_all_dim: 1 },
    };
    expect(ropeLayers(config)[0]!.softmaxScale).toBeCloseTo(192 ** -0.5 * yarnMscale(40, 1) ** 2, 15);
    // mscale_all_dim 0 (absent): no change.
    const plain = { ...config, rope_scaling: { type: 'yarn', factor: 40, original_max_position_embeddings: 4096 } };
    expect(ropeLayers(plain)[0]!.softmaxScale).toBe(192 ** -0.5);
  });

  it('ropeFromConfig gives the rotated slice of an MLA head', () => {
    expect(ropeFromConfig(familyFixture('minicpm3.defaults'))).toEqual({
      headDim: 32,
      options: { base: 10_000, layout: 'half' },
    });
  });

  it('MiniCPM3 with a scaled rope and no factor is refused: yarn_apply_mscale reads rope_parameters["factor"]', () => {
    const config = {
      ...familyFixture('minicpm3.defaults'),
      rope_scaling: {
        type: 'longrope',
        short_factor: Array.from({ length: 16 }, () => 1),
        long_factor: Array.from({ length: 16 }, () => 2),
        original_max_position_embeddings: 32768,
      },
    };
    expect(() => ropeLayers(config)).toThrow(/rope_scaling\.factor is missing/);
  });

  it('MiniCPM3 v_head_dim defaults to hidden_size // num_attention_heads (configuration_minicpm3.py:126)', () => {
    const plan = ropeLayers({ ...familyFixture('minicpm3.defaults'), hidden_size: 4096, num_attention_heads: 32 });
    expect(plan[0]!.mla).toEqual({ nopeDim: 64, ropeDim: 32, vHeadDim: 128 });
  });

  it('kimi_k25 reads a text_config without model_type as deepseek_v3', () => {
    const config = familyFixture('kimi-k2.5');
    delete (config.text_config as Record<string, unknown>).model_type;
    const plan = ropeLayers(config);
    expect(plan.family).toBe('deepseek_v3');
    expect(plan.textPath).toBe('config.text_config');
  });

  it('a T5Gemma module on its own is read only as a decoder (is_decoder true)', () => {
    const module = familyFixture('t5gemma.defaults').decoder as Record<string, unknown>;
    expect(() => ropeLayers(module)).toThrow(/bidirectional/);
    expect(() => ropeLayers({ ...module, is_decoder: false })).toThrow(TypeError);
    expect(ropeLayers({ ...module, is_decoder: true })).toHaveLength(26);
  });

  it('Muse Glimmer: layer_rope_theta decides NoPE by being 0, its value is not the base (modeling_muse_glimmer.py:523)', () => {
    const config = familyFixture('muse-glimmer.defaults');
    const text = config.text_config as Record<string, unknown>;
    text.num_hidden_layers = 4;
    text.layer_types = ['sliding_attention', 'full_attention', 'sliding_attention', 'full_attention'];
    text.layer_rope_theta = [0, 123456, 500000, 0];
    const plan = ropeLayers(config);
    expect(plan.map((e) => e.rope?.base ?? null)).toEqual([null, 10_000, 10_000, null]);
    expect(plan.map((e) => e.attention)).toEqual(['sliding', 'full', 'sliding', 'full']);
    text.layer_rope_theta = [0, 1];
    expect(() => ropeLayers(config)).toThrow(/layer_rope_theta must hold one number per layer/);
  });

  const base = { num_hidden_layers: 2, hidden_size: 64, num_attention_heads: 4 };
  const refused: [string, RegExp][] = [
    ['deepseek_v32', /deepseek_v32.*index_topk/],
    ['axk2', /axk2.*index_topk/],
    ['glm_moe_dsa', /glm_moe_dsa.*index_topk/],
    ['deepseek_v4', /deepseek_v4.*compress_rate/],
    ['mistral4', /mistral4.*llama_4_scaling_beta/],
    ['blt', /blt.*four transformer stacks/],
    ['moshi', /moshi.*sliding_window/],
    ['moshi_depth', /moshi_depth.*per-codebook|moshi_depth.*codebook position/],
    ['dia_encoder', /dia_encoder.*bidirectionally/],
    ['t5gemma2', /t5gemma2.*merged attention/],
    ['t5gemma2_decoder', /t5gemma2_decoder.*merged attention/],
    ['t5gemma2_encoder', /t5gemma2_encoder.*bidirectionally/],
    ['t5gemma2_text', /t5gemma2_text.*bidirectionally/],
    ['muse_glimmer_assistant', /muse_glimmer_assistant.*DFlash/],
    ['cohere_compass', /cohere_compass.*interleaved M-RoPE/],
    ['cohere_compass_text', /cohere_compass_text.*interleaved M-RoPE/],
    ['cosmos3_edge', /cosmos3_edge.*interleaved M-RoPE/],
    ['cosmos3_edge_text', /cosmos3_edge_text.*interleaved M-RoPE/],
  ];
  for (const [modelType, reason] of refused) {
    it(`refuses ${modelType} with its reason`, () => {
      expect(() => ropeLayers({ model_type: modelType, ...base })).toThrow(reason);
      expect(() => ropeLayers({ model_type: modelType, ...base })).toThrow(TypeError);
    });
  }
});
