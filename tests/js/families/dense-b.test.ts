// Family table, batch "dense-b": GPT-J / CodeGen, the GPT-NeoX relatives, Falcon, DBRX and the
// Llama-copy decoders with their own patterns. Every expected entry is written from transformers'
// modeling and configuration files at TRANSFORMERS_COMMIT (decba1d2ea4e), with the lines cited
// (paths relative to src/transformers/models/).
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
  type FamilyCase,
  type Rope,
} from '../helpers/family-cases.js';

const CWM_ROPE: Rope = {
  base: 1_000_000,
  layout: 'half',
  scaling: { type: 'llama3', factor: 16, lowFreqFactor: 1, highFreqFactor: 4, originalMaxPositionEmbeddings: 8192 },
};

const mimoFull = (i: number) => i === 0 || (i + 1) % 6 === 0;

const CASES: FamilyCase[] = [
  // dbrx/modeling_dbrx.py:75 base from the top-level rope (10000 by default); :185 head_dim = 2048 // 16;
  // :130 rotate_half; :194 scaling head_dim^-0.5.
  allFull('dbrx', 'dbrx.defaults', defaults('DbrxConfig'), 24, half(10_000), 128),
  // codegen/modeling_codegen.py:41 base 10000 fixed; :48 / :56 adjacent pairs; :88 rotary_dim 32 of 1024 // 16 = 64;
  // :84 scores / sqrt(head_dim).
  allFull(
    'codegen',
    'codegen-350m-mono',
    'https://huggingface.co/Salesforce/codegen-350M-mono/blob/main/config.json (positional keys)',
    20,
    pairs(10_000, { rotaryDim: 32 }),
    64,
  ),
  // gptj/modeling_gptj.py:48 base 10000 fixed; :58 / :65 adjacent pairs; :102 rotary_dim 64 of 4096 // 16 = 256.
  allFull(
    'gptj',
    'gpt-j-6b',
    'https://huggingface.co/EleutherAI/gpt-j-6b/blob/main/config.json (positional keys)',
    28,
    pairs(10_000, { rotaryDim: 64 }),
    256,
  ),
  // configuration_gpt_neox_japanese.py:74-75 rotary_emb_base 10000, rotary_pct 1.0; modeling:154 head_size 2560 // 32;
  // :166 scores / sqrt(head_size).
  allFull(
    'gpt_neox_japanese',
    'gpt-neox-japanese-2.7b',
    'https://huggingface.co/abeja/gpt-neox-japanese-2.7b/blob/main/config.json (positional keys)',
    32,
    half(10_000),
    80,
  ),
  // persimmon/modeling_persimmon.py:203 head_dim 4096 // 64 = 64; :205 rotary_ndims int(64 · 0.5) = 32.
  allFull(
    'persimmon',
    'persimmon-8b-base',
    'https://huggingface.co/adept/persimmon-8b-base/blob/main/config.json (positional keys: rope_theta 25000)',
    36,
    half(25_000, { rotaryDim: 32 }),
    64,
  ),
  // stablelm/modeling_stablelm.py:237 head_dim 2048 // 32 = 64; :241 rotary_ndims int(64 · 0.25) = 16.
  allFull(
    'stablelm',
    'stablelm-2-1_6b',
    'https://huggingface.co/stabilityai/stablelm-2-1_6b/blob/main/config.json (positional keys)',
    24,
    half(10_000, { rotaryDim: 16 }),
    64,
  ),
  // nemotron/configuration_nemotron.py:68-69 head_dim 6144 // 48 = 128, partial 0.5; modeling:118 dim 64.
  allFull('nemotron', 'nemotron.defaults', defaults('NemotronConfig'), 32, half(10_000, { rotaryDim: 64 }), 128),
  // falcon/configuration_falcon.py:102 head_dim 8192 // 128 = 64; modeling_falcon.py:334 rope (alibi false);
  // :239 1 / sqrt(head_dim).
  allFull(
    'falcon',
    'falcon-40b',
    'https://huggingface.co/tiiuae/falcon-40b/blob/main/config.json (positional keys)',
    60,
    half(10_000),
    64,
  ),
  // jetmoe/modeling_jetmoe.py:456 head_dim = kv_channels 128; :100 the rope spans config.head_dim = kv_channels.
  allFull('jetmoe', 'jetmoe.defaults', defaults('JetMoeConfig'), 12, half(10_000), 128),
  // diffllama/modeling_diffllama.py:214 head_dim 2048 // 32; :216 scaling.
  allFull('diffllama', 'diffllama.defaults', defaults('DiffLlamaConfig'), 16, half(10_000), 64),
  {
    // doge/modeling_doge.py:572 sliding-window mask when sliding_window is set; :366 a window of 1024 never
    // exceeds keep_window_size 2048, so the dynamic top-k keeps every key of it; :257 head_dim 1024 // 8.
    modelType: 'doge',
    fixture: 'doge-window-1024',
    source: defaults('DogeConfig', ' with sliding_window 1024'),
    layers: 32,
    type: () => 'sliding_attention',
    entry: (i) => sliding(i, 1024, half(10_000), 128),
  },
  // dots1/configuration_dots1.py:122 sliding only from layer 62 of 62: none; head_dim 4608 // 32 = 144.
  allFull('dots1', 'dots1.defaults', defaults('Dots1Config'), 62, half(10_000), 144),
  // ernie4_5/configuration_ernie4_5.py:47 theta 500000, :81 head_dim 128; modeling:117/:184 adjacent pairs.
  allFull('ernie4_5', 'ernie4_5.defaults', defaults('Ernie4_5Config'), 18, pairs(500_000), 128),
  // ernie4_5_moe/configuration_ernie4_5_moe.py:62 theta 500000; head_dim 2560 // 20 = 128; modeling:142/:172 pairs.
  allFull('ernie4_5_moe', 'ernie4_5_moe.defaults', defaults('Ernie4_5_MoeConfig'), 28, pairs(500_000), 128),
  // hunyuan_v1_dense/modeling_hunyuan_v1_dense.py:356 default rope over head_dim; :164 scaling.
  allFull(
    'hunyuan_v1_dense',
    'hunyuan-dense.defaults',
    defaults('HunYuanDenseV1Config', ' with head_dim 128 (the class leaves it None, and the attention then fails)'),
    32,
    half(10_000),
    128,
  ),
  allFull(
    'hunyuan_v1_moe',
    'hunyuan-moe.defaults',
    defaults('HunYuanMoEV1Config', ' with head_dim 128 (the class leaves it None, and the attention then fails)'),
    32,
    half(10_000),
    128,
  ),
  // hy_v3/configuration_hy_v3.py:48 default_theta 11158840, :88 head_dim 128.
  allFull('hy_v3', 'hy-v3.defaults', defaults('HYV3Config'), 80, half(11_158_840), 128),
  // jais2: head_dim 3328 // 26 = 128.
  allFull('jais2', 'jais2.defaults', defaults('Jais2Config'), 32, half(10_000), 128),
  // minimax_m2/configuration_minimax_m2.py:74 theta 5e6; modeling:181 partial absent: the whole head.
  allFull('minimax_m2', 'minimax-m2.defaults', defaults('MiniMaxM2Config'), 62, half(5_000_000), 128),
  // solar_open/configuration_solar_open.py:89 theta 1e6, :90 head_dim 128, :93 partial 1.0.
  allFull('solar_open', 'solar-open.defaults', defaults('SolarOpenConfig'), 48, half(1_000_000), 128),
  {
    modelType: 'youtu',
    fixture: 'youtu.defaults',
    source: defaults('YoutuConfig', ' (no rope_parameters: default rope, theta 10000)'),
    layers: 32,
    type: () => 'full_attention',
    // configuration_youtu.py:109 head_dim = qk_rope_head_dim 64; modeling_youtu.py:354 nope then rope slice;
    // :364 rope_interleave true: pairs; :317 scaling (128 + 64)^-0.5 (default rope: no mscale).
    entry: (i) => ({
      ...full(i, pairs(10_000, { rotaryDim: 64 }), 192),
      mla: { nopeDim: 128, ropeDim: 64, vHeadDim: 128 },
    }),
  },
  {
    modelType: 'cwm',
    fixture: 'cwm.defaults',
    source: defaults('CwmConfig', ' (rope_parameters absent: the llama3 default of __post_init__)'),
    layers: 64,
    // cwm/configuration_cwm.py:102 full when i % 4 == 0; :95 llama3 rope; modeling_cwm.py:187 window 8192.
    type: (i) => (i % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => (i % 4 === 0 ? full(i, CWM_ROPE, 128) : sliding(i, 8192, CWM_ROPE, 128)),
  },
  {
    modelType: 'afmoe',
    fixture: 'trinity-nano-base',
    source: 'https://huggingface.co/arcee-ai/Trinity-Nano-Base/blob/main/config.json (positional keys)',
    layers: 56,
    // afmoe/configuration_afmoe.py:105 every fourth layer full; modeling_afmoe.py:370 rope on sliding layers only.
    type: (i) => ((i + 1) % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => ((i + 1) % 4 === 0 ? full(i, null, 128) : sliding(i, 2048, half(10_000), 128)),
  },
  // laguna/configuration_laguna.py:132 all full; :139 full rope 500000 over int(128 · 0.5) = 64.
  allFull('laguna', 'laguna.defaults', defaults('LagunaConfig'), 40, half(500_000, { rotaryDim: 64 }), 128),
  {
    modelType: 'laguna',
    fixture: 'laguna-mixed',
    source: defaults('LagunaConfig', ', 8 layers, with layer_types giving three sliding layers then one full'),
    layers: 8,
    // configuration_laguna.py:139-140 default ropes per type; modeling_laguna.py:360 window 512 on sliding layers.
    type: (i) => ((i + 1) % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) =>
      (i + 1) % 4 === 0 ? full(i, half(500_000, { rotaryDim: 64 }), 128) : sliding(i, 512, half(10_000), 128),
  },
  // hyperclovax/configuration_hyperclovax.py:123 attention_multiplier = head_dim^-0.5; modeling:203.
  allFull('hyperclovax', 'hyperclovax.defaults', defaults('HyperCLOVAXConfig'), 32, half(10_000), 128),
  {
    modelType: 'exaone_moe',
    fixture: 'exaone-moe.defaults',
    source: defaults('ExaoneMoeConfig'),
    layers: 32,
    // exaone_moe/configuration_exaone_moe.py:133 every fourth layer full; modeling_exaone_moe.py:184 rope only on
    // sliding layers when sliding_window is set.
    type: (i) => ((i + 1) % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => ((i + 1) % 4 === 0 ? full(i, null, 128) : sliding(i, 4096, half(10_000), 128)),
  },
  {
    modelType: 'mimo_v2_flash',
    fixture: 'mimo-v2-flash',
    source:
      'https://huggingface.co/XiaomiMiMo/MiMo-V2-Flash/blob/main/config.json (positional keys, hub form: ' +
      'hybrid_layer_pattern, rope_theta 5e6, swa_rope_theta 10000, partial_rotary_factor 0.334)',
    layers: 48,
    // configuration_mimo_v2_flash.py:115 layer 0 and every sixth full; :124-125 bases 5e6 / 10000, partial 0.334;
    // modeling_mimo_v2_flash.py:109 int(192 · 0.334) = 64; :369 window 128; :359 scaling 192^-0.5.
    type: (i) => (mimoFull(i) ? 'full_attention' : 'sliding_attention'),
    entry: (i) =>
      mimoFull(i)
        ? full(i, half(5_000_000, { rotaryDim: 64 }), 192)
        : sliding(i, 128, half(10_000, { rotaryDim: 64 }), 192),
  },
];

checkFamilyCases('family table: dense-b', CASES);

describe('family table: dense-b readings and refusals', () => {
  beforeAll(async () => {
    await init();
  });

  it('refuses DBRX configs whose attn_config.rope_theta transformers 5 ignores, and reads them made explicit', () => {
    // dbrx/modeling_dbrx.py:75 reads the top-level rope; :195 attn_config.rope_theta is never used.
    const instruct = familyFixture('dbrx-instruct');
    expect(() => ropeLayers(instruct)).toThrow(/dbrx.*attn_config.*500000/);
    const explicit = ropeLayers({ ...instruct, rope_theta: 500_000 });
    expect(explicit[0]).toEqual(full(0, half(500_000), 128));
  });

  it('refuses Falcon with ALiBi, naming alibiSlopes', () => {
    // falcon/modeling_falcon.py:756 build_alibi_tensor, no rope.
    const rw = { model_type: 'falcon', hidden_size: 2048, num_attention_heads: 32, num_hidden_layers: 24, alibi: true };
    expect(() => ropeLayers(rw)).toThrow(/falcon.*ALiBi.*alibiSlopes/);
    expect(ropeLayers({ ...rw, alibi: false }).unusedKeys).toEqual([]);
  });

  it("refuses HunYuan's DynamicNTKAlpha rope and reads its other ropes", () => {
    // hunyuan_v1_dense/modeling_hunyuan_v1_dense.py:323 alpha; :364 dynamic update without alpha.
    const base = familyFixture('hunyuan-dense.defaults');
    const alpha = { ...base, rope_theta: 10_000, rope_scaling: { type: 'dynamic', alpha: 1000, factor: 1 } };
    expect(() => ropeLayers(alpha)).toThrow(/hunyuan_v1_dense.*alpha/);
    expect(() => ropeLayers({ ...alpha, model_type: 'hunyuan_v1_moe' })).toThrow(/hunyuan_v1_moe.*alpha/);
    const linear = ropeLayers({ ...base, rope_scaling: { type: 'linear', factor: 2 } });
    expect(linear[0]!.rope).toEqual({ base: 10_000, layout: 'half', scaling: { type: 'linear', factor: 2 } });
  });

  it('GPT-J and CodeGen: the base stays 10000 and rotary_dim null is refused', () => {
    const gptj = familyFixture('gpt-j-6b');
    expect(ropeLayers({ ...gptj, rope_theta: 500_000 })[0]!.rope).toEqual({
      base: 10_000,
      layout: 'pairs',
      rotaryDim: 64,
    });
    expect(() => ropeLayers({ ...gptj, rotary_dim: null })).toThrow(/gptj.*rotary_dim null/);
    expect(() => ropeLayers({ ...gptj, rotary_dim: 512 })).toThrow(/rotary_dim must be an even integer/);
    expect(ropeFromConfig(gptj)).toEqual({ headDim: 256, options: { base: 10_000, layout: 'pairs', rotaryDim: 64 } });
  });

  it('GPT-NeoX Japanese: rotary_pct below 1 with the default rope is refused (transformers fails on it)', () => {
    // gpt_neox_japanese/modeling_gpt_neox_japanese.py:90 the default rope spans the whole head; :164 rotary_ndims.
    const config = familyFixture('gpt-neox-japanese-2.7b');
    expect(() => ropeLayers({ ...config, rotary_pct: 0.5 })).toThrow(/gpt_neox_japanese.*rotary_pct 0.5/);
    // A scaled rope computes int(head · pct) frequencies and fits.
    const linear = ropeLayers({ ...config, rotary_pct: 0.5, rope_scaling: { type: 'linear', factor: 2 } });
    expect(linear[0]!.rope).toEqual({
      base: 10_000,
      layout: 'half',
      rotaryDim: 40,
      scaling: { type: 'linear', factor: 2 },
    });
    // rotary_emb_base is the base; a top-level rope_theta is not read (configuration:74).
    expect(ropeLayers({ ...config, rotary_emb_base: 20_000, rope_theta: 5 })[0]!.rope).toEqual(half(20_000));
  });

  it('Persimmon: rope_parameters.partial_rotary_factor wins over the top-level key', () => {
    // modeling_rope_utils.py:755-757 setdefault: the dictionary's value stays.
    const config = familyFixture('persimmon-8b-base');
    const read = ropeLayers({ ...config, rope_parameters: { rope_theta: 25_000, partial_rotary_factor: 0.25 } });
    expect(read[0]!.rope).toEqual(half(25_000, { rotaryDim: 16 }));
  });

  it('MiniMax-M2: rotary_dim is read only where partial_rotary_factor gives the same width', () => {
    const config = familyFixture('minimax-m2.defaults');
    expect(() => ropeLayers({ ...config, rotary_dim: 64 })).toThrow(/minimax_m2.*rotary_dim 64/);
    const read = ropeLayers({ ...config, rotary_dim: 64, partial_rotary_factor: 0.5 });
    expect(read[0]!.rope).toEqual(half(5_000_000, { rotaryDim: 64 }));
  });

  it('Llama copies refuse a partial factor under a scaled rope, and rotate the whole head under the default one', () => {
    const config = familyFixture('jais2.defaults');
    expect(ropeLayers({ ...config, partial_rotary_factor: 0.5 })[0]!.rope).toEqual(half(10_000));
    expect(() =>
      ropeLayers({ ...config, partial_rotary_factor: 0.5, rope_scaling: { type: 'linear', factor: 2 } }),
    ).toThrow(/partial_rotary_factor is 0.5 with rope type linear/);
    const solar = familyFixture('solar-open.defaults');
    expect(() => ropeLayers({ ...solar, partial_rotary_factor: 0.5 })).toThrow(/solar_open.*whole head/);
  });

  it('MiMo-V2-Flash: hub keys that transformers would ignore are refused when they differ', () => {
    const hub = familyFixture('mimo-v2-flash');
    const pattern = (hub.hybrid_layer_pattern as number[]).slice();
    pattern[1] = 0;
    expect(() => ropeLayers({ ...hub, hybrid_layer_pattern: pattern })).toThrow(/mimo_v2_flash.*hybrid_layer_pattern/);
    expect(() => ropeLayers({ ...hub, swa_rope_theta: 20_000 })).toThrow(
      /mimo_v2_flash.*sliding_attention.*rope_theta/,
    );
    // The converted form (layer_types, nested rope_parameters) is read as given.
    const converted = ropeLayers({
      model_type: 'mimo_v2_flash',
      num_hidden_layers: 2,
      layer_types: ['full_attention', 'sliding_attention'],
      rope_parameters: {
        full_attention: { rope_type: 'default', rope_theta: 1_000_000, partial_rotary_factor: 0.5 },
        sliding_attention: { rope_type: 'default', rope_theta: 10_000 },
      },
    });
    expect(converted[0]).toEqual(full(0, half(1_000_000, { rotaryDim: 96 }), 192));
    // modeling_mimo_v2_flash.py:109: a default rope without the key keeps 0.334.
    expect(converted[1]).toEqual(sliding(1, 128, half(10_000, { rotaryDim: 64 }), 192));
  });

  it('Laguna reads only rope_parameters[layer_type]', () => {
    const config = familyFixture('laguna.defaults');
    expect(() => ropeLayers({ ...config, rope_parameters: { rope_theta: 10_000 } })).toThrow(
      /laguna reads one rope per layer type/,
    );
    // The top-level keys are not read (configuration_laguna.py:148).
    expect(ropeLayers({ ...config, rope_theta: 1, partial_rotary_factor: 1 })[0]!.rope).toEqual(
      half(500_000, { rotaryDim: 64 }),
    );
  });

  it('EXAONE MoE: without sliding_window every layer rotates; a null window with no layer_types is refused', () => {
    const config = familyFixture('exaone-moe.defaults');
    expect(() => ropeLayers({ ...config, sliding_window: null })).toThrow(/sliding_window is null/);
    const types = Array.from({ length: 32 }, () => 'full_attention');
    const read = ropeLayers({ ...config, sliding_window: null, layer_types: types });
    expect(read[3]).toEqual(full(3, half(10_000), 128));
    expect(() => ropeLayers({ ...config, sliding_window_pattern: 'LLLG' })).toThrow(/sliding_window_pattern/);
  });

  it('HyperCLOVA X: attention_multiplier is the softmax scale', () => {
    const config = familyFixture('hyperclovax.defaults');
    expect(ropeLayers({ ...config, attention_multiplier: 0.0078125 })[0]!.softmaxScale).toBe(0.0078125);
  });

  it('Doge: read only when a sliding window keeps every key from the dynamic top-k', () => {
    // doge/modeling_doge.py:366-370: past keep_window_size keys, a top-k by content score.
    const config = familyFixture('doge.defaults');
    expect(() => ropeLayers(config)).toThrow(/doge without sliding_window.*keep_window_size \(2048\)/);
    expect(() => ropeLayers({ ...config, sliding_window: 4096 })).toThrow(/doge with sliding_window 4096/);
    expect(ropeLayers({ ...config, sliding_window: 2048 })[5]).toEqual(sliding(5, 2048, half(10_000), 128));
    expect(() => ropeLayers({ ...config, sliding_window: 2048, keep_window_size: 1024 })).toThrow(/content/);
  });

  it('head_dim null or absent where the attention takes getattr(config, "head_dim", ...) is refused', () => {
    // hunyuan_v1_dense/modeling_hunyuan_v1_dense.py:162: the class default None reaches the attention.
    const hunyuan = familyFixture('hunyuan-dense.defaults');
    const { head_dim: _dropped, ...withoutHeadDim } = hunyuan;
    expect(() => ropeLayers(withoutHeadDim)).toThrow(/hunyuan_v1_dense.*head_dim absent/);
    expect(() => ropeLayers({ ...hunyuan, head_dim: null })).toThrow(/hunyuan_v1_dense.*head_dim null/);
    // hy_v3/configuration_hy_v3.py:88 head_dim: int = 128: absent is 128, null fails.
    const hy = familyFixture('hy-v3.defaults');
    expect(() => ropeLayers({ ...hy, head_dim: null })).toThrow(/hy_v3.*head_dim null/);
    // cwm/configuration_cwm.py:109: null is hidden_size // num_attention_heads.
    const cwm = familyFixture('cwm.defaults');
    expect(ropeLayers({ ...cwm, head_dim: null, hidden_size: 4096, num_attention_heads: 64 })[0]!.headDim).toBe(64);
  });

  it('sliding layers with sliding_window null are refused (masking_utils.py:1181 raises)', () => {
    const cwm = familyFixture('cwm.defaults');
    expect(() => ropeLayers({ ...cwm, sliding_window: null })).toThrow(
      /cwm has sliding layers but sliding_window null/,
    );
    expect(() => ropeLayers({ ...cwm, sliding_window: 0 })).toThrow(/cwm has sliding layers but sliding_window 0/);
    const afmoe = { model_type: 'afmoe', num_hidden_layers: 4 };
    expect(() => ropeLayers({ ...afmoe, sliding_window: null })).toThrow(/afmoe has sliding layers/);
    expect(() => ropeLayers({ ...afmoe, global_attn_every_n_layers: null })).toThrow(/global_attn_every_n_layers null/);
    // Laguna's default layers are all full: no window needed.
    const laguna = familyFixture('laguna.defaults');
    expect(ropeLayers({ ...laguna, sliding_window: null })[0]!.attention).toBe('full');
  });

  it('Laguna and MiMo-V2-Flash need rope_type in each per-layer rope (no standardization fills it in)', () => {
    // laguna/configuration_laguna.py:148 convert_rope_params_to_dict returns kwargs; modeling_laguna.py:81.
    const laguna = familyFixture('laguna.defaults');
    expect(() => ropeLayers({ ...laguna, rope_parameters: { full_attention: { rope_theta: 500_000 } } })).toThrow(
      /rope_parameters.full_attention.rope_type is missing/,
    );
  });

  it('Youtu: rope_interleave null is falsy (rotate_half), absent is the class True (pairs)', () => {
    // youtu/modeling_youtu.py:364 `if self.config.rope_interleave`.
    const config = { model_type: 'youtu', num_hidden_layers: 2 };
    expect(ropeLayers(config)[0]!.rope!.layout).toBe('pairs');
    expect(ropeLayers({ ...config, rope_interleave: null })[0]!.rope!.layout).toBe('half');
    // :192 reads rope_parameters["factor"] for every rope type but default, mscale_all_dim or not.
    expect(() => ropeLayers({ ...config, rope_parameters: { rope_type: 'dynamic', rope_theta: 10_000 } })).toThrow(
      /factor is missing/,
    );
  });
});
