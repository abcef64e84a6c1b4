// Held-back check of the family table: published config.json files (not the fixtures the family
// batches were written against), each read layer by layer as transformers reads it. Every expected
// entry is written from transformers' configuration and modeling files at TRANSFORMERS_COMMIT
// (decba1d2ea4e), paths relative to src/transformers/models/, independently of the package's code.
// Fixtures: tests/js/fixtures/model-configs/held-back/<name>.json; the origin of each is in `source`.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeLayers } from '../../../web/lib/index.js';
import {
  allFull as familyAllFull,
  checkFamilyCases,
  full,
  half,
  heldBackFixture,
  pairs,
  positionless,
  sliding,
  yarnMscale,
  type FamilyCase,
  type Json,
} from '../helpers/family-cases.js';

/** checkFamilyCases reads families/<fixture>.json: held-back fixtures are one folder over. */
const heldBack = (name: string): string => `../held-back/${name}`;

const MLC_PRESETS = 'mlc-ai/mlc-llm python/mlc_llm/model/model_preset.py (commit 79d603f085f5)';
const mlc = (key: string, model: string) => `${MLC_PRESETS}, MODEL_PRESETS["${key}"]: ${model}/config.json`;

/** Every layer full attention with one rope, on a held-back fixture. */
const allFull = (...[modelType, fixture, ...rest]: Parameters<typeof familyAllFull>): FamilyCase =>
  familyAllFull(modelType, heldBack(fixture), ...rest);

const PHI4_MINI = heldBackFixture('phi-4-mini-instruct').rope_scaling as Json;

const CASES: FamilyCase[] = [
  // llama/configuration_llama.py:87 head_dim given (64); modeling_llama.py:104 rope over head_dim, :123 cat
  // (halves), :226 scaling head_dim^-0.5; rope_scaling llama3 becomes rope_parameters (modeling_rope_utils.py:785).
  allFull(
    'llama',
    'llama-3.2-1b',
    mlc('llama3_2_1b', 'meta-llama/Llama-3.2-1B'),
    16,
    half(500_000, {
      scaling: { type: 'llama3', factor: 32, lowFreqFactor: 1, highFreqFactor: 4, originalMaxPositionEmbeddings: 8192 },
    }),
    64,
  ),
  // mistral/modeling_mistral.py:129 head_dim 128, :131 scaling; sliding_window null: create_causal_mask
  // (modeling_mistral.py:364), every layer full.
  allFull(
    'mistral',
    'mistral-7b-instruct-v0.3',
    mlc('mistral_7b_v03', 'mistralai/Mistral-7B-Instruct-v0.3'),
    32,
    half(1e6),
    128,
  ),
  // mixtral/modeling_mixtral.py:289 head 4096 // 32, :454 sliding_window null: causal mask; theta 1e6 given.
  allFull('mixtral', 'mixtral-8x7b-v0.1', mlc('Mixtral-8x7B-v0.1', 'mistralai/Mixtral-8x7B-v0.1'), 32, half(1e6), 128),
  // qwen2/configuration_qwen2.py: use_sliding_window false -> sliding_window None -> every layer full;
  // modeling_qwen2.py:184 head 896 // 14 = 64 (no head_dim key), :186 scaling.
  allFull('qwen2', 'qwen2-0.5b-instruct', mlc('qwen2_0_5b', 'Qwen/Qwen2-0.5B-Instruct'), 24, half(1e6), 64),
  // qwen2_moe/configuration_qwen2_moe.py: use_sliding_window false -> every layer full_attention;
  // modeling_qwen2_moe.py:224 head 2048 // 16 = 128.
  allFull('qwen2_moe', 'qwen1.5-moe-a2.7b', mlc('qwen2moe', 'Qwen/Qwen1.5-MoE-A2.7B'), 24, half(1e6), 128),
  // qwen3/configuration_qwen3.py: no use_sliding_window -> full; head_dim 128 given; theta 1e6.
  allFull('qwen3', 'qwen3-0.6b', mlc('qwen3_0.6b', 'Qwen/Qwen3-0.6B'), 28, half(1e6), 128),
  // granite/modeling_granite.py:122 head 2048 // 32 = 64; :124 scaling = attention_multiplier (0.015625);
  // :333 rope over the whole head, :352 cat (halves); theta 5e6.
  allFull(
    'granite',
    'granite-3.1-2b-base',
    'ibm-granite/granite-3.1-2b-base config.json, its architecture keys as quoted (GRANITE_3_1_2B_CONFIG_JSON) ' +
      'in a public Rust test: find_string id 59383598976',
    40,
    half(5e6),
    64,
    0.015625,
  ),
  // gemma/configuration_gemma.py:70 head_dim 256; modeling_gemma.py:131 rope over head_dim, :237 scaling.
  allFull('gemma', 'gemma-2b', mlc('gemma_2b', 'google/gemma-2b'), 18, half(10_000), 256),
  {
    // gemma2/configuration_gemma2.py:95-98 layer_types: (i + 1) % 2 -> sliding (even i), else full;
    // modeling_gemma2.py:246 window on sliding layers (4096); :229 scaling = query_pre_attn_scalar^-0.5
    // (144); head_dim 128 given; one rope (default, theta 10000) for both kinds.
    modelType: 'gemma2',
    fixture: heldBack('gemma-2-27b'),
    source: mlc('gemma2_27b', 'google/gemma-2-27b') + ' (without the preset\'s added "_attn_implementation")',
    layers: 46,
    type: (i) => (i % 2 === 0 ? 'sliding_attention' : 'full_attention'),
    entry: (i) =>
      i % 2 === 0 ? sliding(i, 4096, half(10_000), 128, 144 ** -0.5) : full(i, half(10_000), 128, 144 ** -0.5),
  },
  {
    // gemma3/configuration_gemma3.py:109-114 sliding_window_pattern 6: full where (i + 1) % 6 == 0;
    // :150-158 full_attention theta = rope_theta (1e6), sliding_attention theta = rope_local_base_freq (10000);
    // modeling_gemma3.py:335 window 512 on sliding layers; :318 scaling = query_pre_attn_scalar^-0.5 (256).
    modelType: 'gemma3_text',
    fixture: heldBack('gemma-3-1b-it'),
    source: mlc('gemma3_1b_it', 'google/gemma-3-1b-it'),
    layers: 26,
    type: (i) => ((i + 1) % 6 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => ((i + 1) % 6 === 0 ? full(i, half(1e6), 256) : sliding(i, 512, half(10_000), 256)),
  },
  {
    // starcoder2/modeling_starcoder2.py:367 sliding_window 4096 set: the sliding mask for every layer, and
    // :192 the window on every attention; :148 head 4608 // 36 = 128; :296 rope over the whole head.
    modelType: 'starcoder2',
    fixture: heldBack('starcoder2-7b'),
    source: mlc('starcoder2', 'bigcode/starcoder2-7b') + ' (the preset is named "starcoder2"; its sizes are the 7B)',
    layers: 32,
    type: () => 'sliding_attention',
    entry: (i) => sliding(i, 4096, half(1e6), 128),
  },
  // stablelm/modeling_stablelm.py:237 head 2560 // 32 = 80; :241 rotary_ndims int(80 · 0.25) = 20 (the rope
  // reads partial_rotary_factor, :88-90); :291 first 20 rotated by rotate_half (:117); :243 scaling 80^-0.5.
  allFull(
    'stablelm',
    'stablelm-3b-4e1t',
    mlc('stablelm', 'stabilityai/stablelm-3b-4e1t'),
    32,
    half(10_000, { rotaryDim: 20 }),
    80,
  ),
  // gpt_neox/configuration_gpt_neox.py:97-98 rotary_emb_base 10000 -> rope_theta, rotary_pct 1.0 -> partial 1.0;
  // modeling_gpt_neox.py:187 rotary_ndims int(80 · 1.0) = 80 (whole head); :188 scaling 80^-0.5.
  allFull(
    'gpt_neox',
    'redpajama-incite-3b-v1',
    mlc('redpajama_3b_v1', 'togethercomputer/RedPajama-INCITE-Base-3B-v1'),
    32,
    half(10_000),
    80,
  ),
  // cohere/modeling_cohere.py:115 repeat_interleave + :177 x[..., ::2] rotate_half: adjacent pairs;
  // :218 head 4096 // 32; rope_theta 10000 given (default_theta 500000 unused).
  allFull('cohere', 'aya-23-8b', mlc('aya-23', 'CohereForAI/aya-23-8B'), 32, pairs(10_000), 128),
  // olmo2/modeling_olmo2.py:203 head 4096 // 32, :188 rotate_half; theta 500000.
  allFull(
    'olmo2',
    'olmo-2-1124-7b',
    mlc('olmo2_7b', 'allenai/OLMo-2-1124-7B') + ' (the preset keeps only the architecture keys)',
    32,
    half(500_000),
    128,
  ),
  // ernie4_5/modeling_ernie4_5.py:117 x[..., 0::2] and :184 repeat_interleave: adjacent pairs; head_dim 128
  // given; :202 scaling 128^-0.5; theta 500000.
  allFull(
    'ernie4_5',
    'ernie-4.5-0.3b-pt',
    'baidu/ERNIE-4.5-0.3B-PT/config.json (its remote-code form), stored whole in a public repository: ' +
      'find_string id 28060091361 (742 characters)',
    18,
    pairs(500_000),
    128,
  ),
  {
    // phi3/configuration_phi3.py:97-98 partial_rotary_factor 0.75 into rope_parameters; modeling_phi3.py:98-100
    // the rope reads it: int(128 · 0.75) = 96; :192 first 96 rotated (rotate_half); :257 and :395
    // sliding_window 262144 on every layer; longrope (modeling_rope_utils.py:552 no factor:
    // max_position_embeddings / original_max_position_embeddings, :796 original 4096 from the config).
    modelType: 'phi3',
    fixture: heldBack('phi-4-mini-instruct'),
    source: mlc('phi-4', 'microsoft/Phi-4-mini-instruct'),
    layers: 32,
    type: () => 'sliding_attention',
    entry: (i) =>
      sliding(
        i,
        262144,
        half(10_000, {
          rotaryDim: 96,
          scaling: {
            type: 'longrope',
            shortFactor: PHI4_MINI.short_factor as number[],
            longFactor: PHI4_MINI.long_factor as number[],
            originalMaxPositionEmbeddings: 4096,
            maxPositionEmbeddings: 131072,
          },
        }),
        128,
      ),
  },
  {
    // deepseek_v2/configuration_deepseek_v2.py:124-125 head_dim = qk_rope_head_dim (64); modeling_deepseek_v2.py:188
    // yarn from rope_scaling; :272 view_as_complex over adjacent pairs; :345 scaling
    // (128 + 64)^-0.5 · yarn_get_mscale(40, 0.707)² (mscale_all_dim set).
    modelType: 'deepseek_v2',
    fixture: heldBack('deepseek-v2-lite'),
    source: mlc('deepseek_v2_lite', 'deepseek-ai/DeepSeek-V2-Lite'),
    layers: 27,
    type: () => 'full_attention',
    entry: (i) => ({
      ...full(
        i,
        pairs(10_000, {
          rotaryDim: 64,
          scaling: {
            type: 'yarn',
            factor: 40,
            originalMaxPositionEmbeddings: 4096,
            maxPositionEmbeddings: 163840,
            betaFast: 32,
            betaSlow: 1,
            mscale: 0.707,
            mscaleAllDim: 0.707,
          },
        }),
        192,
        192 ** -0.5 * yarnMscale(40, 0.707) ** 2,
      ),
      mla: { nopeDim: 128, ropeDim: 64, vHeadDim: 128 },
    }),
  },
  {
    // falcon_h1/configuration_falcon_h1.py:57 and :133 every layer "hybrid" (attention beside Mamba 2);
    // head_dim 64 from the config (configuration_utils.py:342 extra keys become attributes);
    // modeling_falcon_h1.py:83 rope over head_dim, :189 scaling 64^-0.5 (key_multiplier scales k, :219);
    // rope_theta 1e11.
    modelType: 'falcon_h1',
    fixture: heldBack('falcon-h1-0.5b'),
    source:
      'NVIDIA-NeMo/Megatron-Bridge tests/unit_tests/models/falcon_h1/test_falcon_h1_bridge.py (commit 067f987df03b), ' +
      'FALCON_H1_500M_CONFIG: tiiuae/Falcon-H1-0.5B config.json',
    layers: 36,
    type: () => 'hybrid',
    entry: (i) => full(i, half(1e11), 64),
  },
  {
    // jamba/configuration_jamba.py: attention where i % attn_layer_period (8) == attn_layer_offset (4), else
    // Mamba (layer_types linear_attention); modeling_jamba.py:150-200 JambaAttention applies no rope (NoPE),
    // :160 scaling 128^-0.5.
    modelType: 'jamba',
    fixture: heldBack('jamba-1.5-mini'),
    source:
      'ai21labs/AI21-Jamba-1.5-Mini config.json, quoted whole by get_ai21_jamba_15_mini in a public repository: ' +
      'find_string id 32223319525 (without its "use_mamba_kernels": False test override)',
    layers: 32,
    type: (i) => (i % 8 === 4 ? 'full_attention' : 'linear_attention'),
    entry: (i) => (i % 8 === 4 ? full(i, null, 128) : positionless(i, 'mamba', 128)),
  },
];

checkFamilyCases('held-back published configs', CASES);

describe('held-back published configs refused', () => {
  beforeAll(async () => {
    await init();
  });

  it('hunyuan_v1_dense with rope_scaling alpha (Hunyuan-MT-7B): refused', () => {
    // Source: tencent/Hunyuan-MT-7B config.json quoted whole in a public Swift test (find_string id 55122875242).
    // modeling_hunyuan_v1_dense.py:322-331 alpha: base 10000 · 100000^(128/126) at init, but :364 the
    // dynamic update recomputes plain dynamic NTK (without alpha) beyond max_position_embeddings, so the
    // frequencies depend on the sequence length in a way no single rope gives.
    expect(() => ropeLayers(heldBackFixture('hunyuan-mt-7b'))).toThrow(/alpha/);
  });
});
