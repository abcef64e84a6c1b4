// Family table entries read by the lead: Llama and its direct relatives, Mistral-style windows,
// Qwen2, Phi, GPT-NeoX, Gemma 2-4, DeepSeek's latent attention, Llama 4, SmolLM3, gpt-oss, Qwen2-VL,
// LLaVA, and the four families of issue 28 (Cohere 2, EXAONE 4, OLMo 3, Qwen3-Next).
// Lines cite transformers at TRANSFORMERS_COMMIT (family.ts).

import { isObject, type Json, optionalBoolean, optionalNumber, present } from '../rope-config.js';
import type { Family, FamilyContext, ReadFamily } from './family.js';
import {
  allLayers,
  everyNth,
  givenLayerTypes,
  layerTypesOr,
  nopeFromList,
  periodOf,
  queryPreAttnScale,
  refuseBidirectional,
  refuseKey,
  ropeOnlyOn,
  slidingWhenWindowSet,
} from './rules.js';

const LLAMA_SIZES = { layers: 32, hidden: 4096, heads: 32 };

/** A Llama-style decoder: every layer full attention with rotate_half RoPE (the family most others copy). */
function llamaLike(modelType: string, extra: Partial<ReadFamily> & { follows: readonly string[] }): ReadFamily {
  return {
    modelType,
    group: 'dense',
    summary: 'Every layer: full attention, RoPE on halves (rotate_half) over the whole head.',
    wholeHeadByDefault: true,
    ...extra,
  };
}

/**
 * Qwen2's rule (qwen2/configuration_qwen2.py:84-93, the same in Qwen2-VL's text config): with
 * use_sliding_window, layers from max_window_layers on slide; sliding_window absent is the class's 4096.
 */
const qwen2Layers = (maxWindowLayers: number) =>
  layerTypesOr((c) => {
    const window = c.text.sliding_window === undefined ? 4096 : c.text.sliding_window;
    const sliding = c.text.use_sliding_window === true && window !== null;
    const from = optionalNumber(c.text, 'max_window_layers', c.path) ?? maxWindowLayers;
    return Array.from({ length: c.layers }, (_, i) => (sliding && i >= from ? 'sliding_attention' : 'full_attention'));
  });

/** yarn's mscale (DeepSeek's yarn_get_mscale): 1 for scale <= 1. */
function yarnMscale(scale: number, mscale: number): number {
  return scale <= 1 ? 1 : 0.1 * mscale * Math.log(scale) + 1;
}

function deepseek(modelType: 'deepseek_v2' | 'deepseek_v3', follows: readonly string[]): ReadFamily {
  const nope = (c: FamilyContext) => optionalNumber(c.text, 'qk_nope_head_dim', c.path) ?? 128;
  const rope = (c: FamilyContext) => optionalNumber(c.text, 'qk_rope_head_dim', c.path) ?? 64;
  return {
    modelType,
    group: 'mla',
    follows,
    summary:
      'Multi-head latent attention: each head is qk_nope_head_dim values without rope, then qk_rope_head_dim rotated ' +
      '(adjacent pairs); softmax scale (qk_nope + qk_rope)^-0.5 · mscale² under yarn with mscale_all_dim.',
    uses: [
      'qk_rope_head_dim',
      'qk_nope_head_dim',
      'v_head_dim',
      ...(modelType === 'deepseek_v3' ? ['rope_interleave'] : []),
    ],
    // DeepseekV2Config / DeepseekV3Config defaults (configuration_deepseek_v2.py:77-80, _v3.py:84-88).
    defaults:
      modelType === 'deepseek_v3' ? { layers: 61, hidden: 7168, heads: 128 } : { layers: 32, hidden: 4096, heads: 32 },
    headDim: (c) => nope(c) + rope(c),
    rotaryDim: (c) => rope(c),
    layout: (c) =>
      // `if self.config.rope_interleave`: absent is the class's True, null is false.
      modelType === 'deepseek_v2' ||
      (c.text.rope_interleave === undefined ? true : optionalBoolean(c.text, 'rope_interleave', c.path) === true)
        ? 'pairs'
        : 'half',
    softmaxScale: (c, headDim) => {
      let scale = headDim ** -0.5;
      // convert_rope_params_to_dict: `rope_scaling or rope_parameters` (an empty dict is falsy).
      const nonEmpty = (value: unknown) => (isObject(value) && Object.keys(value).length > 0 ? value : undefined);
      const scaling = nonEmpty(c.text.rope_scaling) ?? nonEmpty(c.text.rope_parameters);
      const type = scaling?.rope_type ?? scaling?.type;
      if (scaling !== undefined && type !== undefined && type !== 'default') {
        const mscaleAllDim = optionalNumber(scaling, 'mscale_all_dim', `${c.path}.rope_scaling`) ?? 0;
        const factor = optionalNumber(scaling, 'factor', `${c.path}.rope_scaling`);
        if (mscaleAllDim !== 0 && factor !== undefined) scale *= yarnMscale(factor, mscaleAllDim) ** 2;
      }
      return scale;
    },
    extend: (c, entry) => {
      entry.mla = {
        nopeDim: nope(c),
        ropeDim: rope(c),
        vHeadDim: optionalNumber(c.text, 'v_head_dim', c.path) ?? 128,
      };
    },
  };
}

/** Gemma 4's text model: sliding pattern 6 with the last layer global, wider global heads, scale 1. */
/** Gemma4TextConfig's ropes when the config gives none (configuration_gemma4.py:203-208). */
const GEMMA4_DEFAULT_ROPES: Readonly<Record<string, Json>> = {
  sliding_attention: { rope_type: 'default', rope_theta: 10_000 },
  full_attention: { rope_type: 'proportional', partial_rotary_factor: 0.25, rope_theta: 1_000_000 },
};

/** Gemma 4's text model: sliding pattern 6 with the last layer global, wider global heads, scale 1. */
const gemma4Text: ReadFamily = {
  modelType: 'gemma4_text',
  group: 'local-global',
  follows: [
    'gemma4/configuration_gemma4.py:191 layer_types: every sixth layer full (the pattern is fixed, not read)',
    'gemma4/configuration_gemma4.py:197 the last layer forced to full_attention',
    'gemma4/configuration_gemma4.py:203-208 default ropes: sliding default 1e4, full proportional 0.25 at 1e6',
    'gemma4/configuration_gemma4.py:210-213 global_head_dim for full-attention layers (unless per_layer_config)',
    'gemma4/configuration_gemma4.py:236 rope_theta and rope_scaling are not converted',
    'gemma4/modeling_gemma4.py scaling = 1.0 (q and k normalised)',
  ],
  summary:
    'Five sliding layers then one global, the last layer always global; global layers have global_head_dim-wide ' +
    'heads and proportional RoPE; softmax scale 1 (q and k are normalised).',
  uses: ['global_head_dim', 'sliding_window'],
  ignores: ['rope_theta', 'rope_scaling', 'partial_rotary_factor'],
  defaults: { layers: 30, hidden: 2304, heads: 8, headDim: 256, slidingWindow: 512 },
  layerTypes: (c) => {
    if (c.text.use_bidirectional_attention === 'all') {
      refuseBidirectional(c, 'gemma4/configuration_gemma4.py:186 is_causal = False');
    }
    if (present(c.text, 'per_layer_config')) {
      refuseKey(
        c,
        'per_layer_config',
        "is given: its per-layer head widths are not read by this table's gemma4_text entry",
      );
    }
    const types = givenLayerTypes(c) ?? everyNth(null, 6, 'full_attention', 'sliding_attention')(c);
    types[c.layers - 1] = 'full_attention';
    return types;
  },
  ropeParameters: (c, type) => {
    const given = c.text.rope_parameters;
    if (given === undefined || given === null) return { ...GEMMA4_DEFAULT_ROPES[type] };
    if (isObject(given) && isObject(given[type])) return { ...(given[type] as Json) };
    if (isObject(given)) return { ...given };
    return { ...GEMMA4_DEFAULT_ROPES[type] };
  },
  headDim: (c, type) =>
    type === 'full_attention'
      ? (optionalNumber(c.text, 'global_head_dim', c.path) ?? 512)
      : (optionalNumber(c.text, 'head_dim', c.path) ?? 256),
  softmaxScale: () => 1,
};

/** PhiMoE (modeling_phimoe.py:84-92): short factors always, cos/sin scaled by short_mscale (= long_mscale). */
function phimoeRope(c: FamilyContext): Json {
  const nonEmpty = (value: unknown) => (isObject(value) && Object.keys(value).length > 0 ? value : undefined);
  const rope: Json = { ...(nonEmpty(c.text.rope_scaling) ?? nonEmpty(c.text.rope_parameters) ?? {}) };
  if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rope_theta', c.path) ?? 1_000_000;
  const type = rope.rope_type ?? rope.type ?? 'default';
  if (type === 'default') return rope;
  const short = rope.short_mscale;
  const long = rope.long_mscale;
  if (typeof short !== 'number' || typeof long !== 'number') {
    refuseKey(
      c,
      'rope_scaling',
      'has no short_mscale and long_mscale: PhimoeRotaryEmbedding reads both (modeling_phimoe.py:89-91)',
    );
  }
  if (short !== long) {
    refuseKey(
      c,
      'rope_scaling.long_mscale',
      `(${long}) differs from short_mscale (${short}): PhiMoE's cos/sin scale then depends on the sequence length`,
    );
  }
  // The rope is rebuilt without seq_len, so the short factors hold at every length.
  if (Array.isArray(rope.short_factor)) rope.long_factor = [...(rope.short_factor as unknown[])];
  rope.attention_factor = short;
  return rope;
}

/** GPTNeoXConfig.convert_rope_params_to_dict (:95-98): rotary_emb_base and rotary_pct, never the top-level rope_theta. */
function gptNeoxRope(c: FamilyContext): Json {
  const nonEmpty = (value: unknown) => (isObject(value) && Object.keys(value).length > 0 ? value : undefined);
  const rope: Json = { ...(nonEmpty(c.text.rope_scaling) ?? nonEmpty(c.text.rope_parameters) ?? {}) };
  if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rotary_emb_base', c.path) ?? 10_000;
  if (!present(rope, 'partial_rotary_factor')) {
    rope.partial_rotary_factor = optionalNumber(c.text, 'rotary_pct', c.path) ?? 0.25;
  }
  return rope;
}

/** GptOssConfig (:80-88): without rope_parameters, yarn ×32 from 4096 with beta 32 / 1, not truncated. */
function gptOssRope(c: FamilyContext): Json {
  const nonEmpty = (value: unknown) => (isObject(value) && Object.keys(value).length > 0 ? value : undefined);
  const given = nonEmpty(c.text.rope_scaling) ?? nonEmpty(c.text.rope_parameters);
  const rope: Json = given
    ? { ...given }
    : {
        rope_type: 'yarn',
        factor: 32,
        beta_fast: 32,
        beta_slow: 1,
        truncate: false,
        original_max_position_embeddings: 4096,
      };
  if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rope_theta', c.path) ?? 150_000;
  return rope;
}

/** Llama 4's text model: NoPE every fourth layer, chunked attention on RoPE layers, pairs, query temperature. */
const llama4Text: ReadFamily = {
  modelType: 'llama4_text',
  wholeHeadByDefault: true,
  group: 'nope',
  follows: [
    'llama4/configuration_llama4.py:179 no_rope_layers from no_rope_layer_interval (1 = uses rope)',
    'llama4/configuration_llama4.py:198 chunked_attention on rope layers when attention_chunk_size is set',
    'llama4/modeling_llama4.py:238 view_as_complex: adjacent pairs',
    'llama4/modeling_llama4.py:323 attn_temperature_tuning on NoPE layers (:326 use_rope = no_rope_layers[i])',
  ],
  summary:
    'Every fourth layer NoPE with full attention and a query temperature; the others chunked attention ' +
    '(attention_chunk_size) with RoPE on adjacent pairs (complex multiplication).',
  uses: [
    'no_rope_layers',
    'no_rope_layer_interval',
    'attention_chunk_size',
    'attn_temperature_tuning',
    'floor_scale',
    'attn_scale',
  ],
  defaults: { chunkSize: 8192, layers: 48, hidden: 5120, heads: 40, headDim: 128 },
  layout: 'pairs',
  ropeUse: (c) => nopeFromList(4)(c),
  layerTypes: (c) => {
    const given = givenLayerTypes(c);
    if (given !== undefined) return given;
    if (c.text.attention_chunk_size === null) {
      refuseKey(
        c,
        'attention_chunk_size',
        'is null: Llama4TextConfig still labels the rope layers chunked_attention (configuration_llama4.py:197) and ' +
          "transformers' chunked mask then fails (masking_utils.py:1403); this config does not run",
      );
    }
    const use = nopeFromList(4)(c)!;
    return use.map((rope) => (rope ? 'chunked_attention' : 'full_attention'));
  },
  extend: (c, entry) => {
    const tuning = c.text.attn_temperature_tuning ?? true;
    if (entry.rope !== null || !tuning) return;
    entry.queryTemperature = {
      floorScale: optionalNumber(c.text, 'floor_scale', c.path) ?? 8192,
      attnScale: optionalNumber(c.text, 'attn_scale', c.path) ?? 0.1,
    };
  },
};

/** The text model of Qwen2-VL and Qwen2.5-VL: Qwen2's layers, M-RoPE in contiguous sections. */
function qwen2VlText(
  modelType: string,
  dir: string,
  name: string,
  lines: { mropeRename: number; apply: number; headDim: number },
): ReadFamily {
  return {
    modelType,
    mrope: true,
    wholeHeadByDefault: true,
    group: 'multimodal',
    follows: [
      `${dir}/configuration_${dir}.py:${lines.mropeRename} rope type mrope is the default rope plus mrope_section`,
      `${dir}/modeling_${dir}.py:${lines.apply} apply_multimodal_rotary_pos_emb: mrope_section chunks for t, h, w`,
      `${dir}/modeling_${dir}.py:${lines.headDim} head_dim = hidden_size // num_heads`,
    ],
    summary:
      `Text model of ${name}: Qwen2 layers; M-RoPE with mrope_section frequency pairs for time, height, width, ` +
      'in that order.',
    uses: ['use_sliding_window', 'max_window_layers', 'sliding_window'],
    sizes: { headDim: null },
    defaults: { layers: 80, hidden: 8192, heads: 64, ropeTheta: 1_000_000, slidingWindow: 4096 },
    layerTypes: qwen2Layers(80),
  };
}

/** Olmo3Config.convert_rope_params_to_dict: rope_scaling goes to full layers; sliding layers keep default. */
function olmo3Rope(c: FamilyContext, type: string): Json {
  const nested = isObject(c.text.rope_parameters) ? c.text.rope_parameters : undefined;
  const scaling = isObject(c.text.rope_scaling) ? c.text.rope_scaling : undefined;
  const fromNested = nested !== undefined && isObject(nested[type]) ? { ...(nested[type] as Json) } : undefined;
  const rope: Json = fromNested ?? { rope_type: 'default' };
  if (type === 'full_attention' && scaling !== undefined) Object.assign(rope, scaling);
  // The top-level rope_theta goes to the full layers; sliding layers then get the class default.
  if (!present(rope, 'rope_theta')) {
    const theta = optionalNumber(c.text, 'rope_theta', c.path);
    rope.rope_theta = type === 'full_attention' && theta !== undefined ? theta : 500_000;
  }
  return rope;
}

const READ: readonly ReadFamily[] = [
  llamaLike('llama', {
    follows: [
      'llama/configuration_llama.py:87 head_dim = hidden_size // num_attention_heads',
      'llama/modeling_llama.py:104 default rope: dim = head_dim',
      'llama/modeling_llama.py:130 rotate_half',
      'llama/modeling_llama.py:226 scaling = head_dim**-0.5',
    ],
    defaults: LLAMA_SIZES,
  }),
  llamaLike('mistral', {
    follows: [
      'mistral/modeling_mistral.py:172 sliding_window=config.sliding_window on every layer',
      'mistral/configuration_mistral.py:88 layer_types is ignored (a warning points to Ministral)',
    ],
    summary: 'Every layer: sliding attention over sliding_window when it is set (class default 4096), RoPE on halves.',
    defaults: { ...LLAMA_SIZES, slidingWindow: 4096 },
    uses: ['sliding_window'],
    layerTypes: (c) =>
      c.text.sliding_window === null ? allLayers(c, 'full_attention') : allLayers(c, 'sliding_attention'),
  }),
  llamaLike('mixtral', {
    follows: [
      'mixtral/configuration_mixtral.py:44 default_theta 1e6',
      'mixtral/modeling_mixtral.py:332 sliding_window on every layer',
    ],
    summary: 'Every layer: sliding attention when sliding_window is set, else full; RoPE on halves (default base 1e6).',
    defaults: { ...LLAMA_SIZES, ropeTheta: 1_000_000 },
    uses: ['sliding_window'],
    layerTypes: slidingWhenWindowSet,
  }),
  llamaLike('starcoder2', {
    follows: ['starcoder2/modeling_starcoder2.py:192 sliding_window on every layer'],
    summary: 'Every layer: sliding attention when sliding_window is set, else full; RoPE on halves.',
    defaults: { layers: 30, hidden: 3072, heads: 24 },
    uses: ['sliding_window'],
    layerTypes: slidingWhenWindowSet,
  }),
  llamaLike('phi3', {
    follows: [
      'phi3/modeling_phi3.py:257 sliding_window on every layer',
      'phi3/modeling_phi3.py:191 partial rotary: cos.shape[-1]',
    ],
    summary: 'Every layer: sliding attention when sliding_window is set, else full; RoPE on halves, longrope scaling.',
    wholeHeadByDefault: false,
    defaults: { layers: 32, hidden: 3072, heads: 32 },
    uses: ['sliding_window'],
    layerTypes: slidingWhenWindowSet,
  }),
  llamaLike('phimoe', {
    follows: [
      'phimoe/configuration_phimoe.py:56 default_theta 1e6',
      'phimoe/modeling_phimoe.py:645 sliding-window mask on every layer',
      'phimoe/modeling_phimoe.py:86-92 a scaled rope is rebuilt without seq_len (short factors), cos/sin times short_mscale (long_mscale past original_max_position_embeddings)',
    ],
    ropeParameters: phimoeRope,
    summary: 'Every layer: sliding attention when sliding_window is set, else full; RoPE on halves (default base 1e6).',
    defaults: { ...LLAMA_SIZES, ropeTheta: 1_000_000 },
    uses: ['sliding_window'],
    layerTypes: slidingWhenWindowSet,
  }),
  llamaLike('phi', {
    follows: [
      'phi/configuration_phi.py:88 partial_rotary_factor defaults to 0.5',
      'phi/modeling_phi.py:179 rotary_ndims = int(head_dim · partial_rotary_factor)',
    ],
    summary: 'Every layer: full attention, RoPE on halves of the first half of each head (partial_rotary_factor 0.5).',
    defaults: { layers: 24, hidden: 2048, heads: 32, partialRotaryFactor: 0.5 },
    wholeHeadByDefault: false,
  }),
  llamaLike('gpt_neox', {
    follows: [
      'gpt_neox/configuration_gpt_neox.py:97 rotary_emb_base is rope_theta',
      'gpt_neox/configuration_gpt_neox.py:98 rotary_pct is partial_rotary_factor (default 0.25)',
      'gpt_neox/modeling_gpt_neox.py:140 rotate_half on the first rotary_dim values',
    ],
    summary: 'Every layer: full attention, RoPE on halves of the first rotary_pct of each head (default 0.25).',
    defaults: { layers: 44, hidden: 6144, heads: 64 },
    uses: ['rotary_pct', 'rotary_emb_base'],
    ignores: ['rope_theta', 'partial_rotary_factor'],
    wholeHeadByDefault: false,
    ropeParameters: (c) => gptNeoxRope(c),
    rotaryDim: (c, headDim) => Math.trunc(headDim * (gptNeoxRope(c).partial_rotary_factor as number)),
  }),
  llamaLike('qwen2', {
    group: 'dense',
    follows: [
      'qwen2/configuration_qwen2.py:84 sliding_window only with use_sliding_window',
      'qwen2/configuration_qwen2.py:89 sliding from max_window_layers on',
    ],
    summary: 'Full attention, or sliding from max_window_layers on when use_sliding_window is true; RoPE on halves.',
    defaults: LLAMA_SIZES,
    uses: ['use_sliding_window', 'max_window_layers', 'sliding_window'],
    layerTypes: qwen2Layers(28),
  }),
  {
    modelType: 'smollm3',
    wholeHeadByDefault: true,
    group: 'nope',
    follows: [
      'smollm3/configuration_smollm3.py:102 no_rope_layers: every no_rope_layer_interval-th layer NoPE',
      'smollm3/configuration_smollm3.py:110 sliding only on NoPE layers with use_sliding_window',
      'smollm3/modeling_smollm3.py:222 rope only where no_rope_layers[i] is 1',
    ],
    summary: 'Every fourth layer NoPE (no_rope_layers); the rest RoPE on halves; default base 2e6.',
    uses: ['no_rope_layers', 'no_rope_layer_interval', 'use_sliding_window', 'sliding_window'],
    defaults: { layers: 36, hidden: 2048, heads: 16, ropeTheta: 2_000_000 },
    ropeUse: (c) => nopeFromList(4)(c),
    layerTypes: layerTypesOr((c) => {
      const use = nopeFromList(4)(c)!;
      const sliding = c.text.use_sliding_window === true && present(c.text, 'sliding_window');
      return use.map((rope) => (sliding && !rope ? 'sliding_attention' : 'full_attention'));
    }),
  },
  {
    modelType: 'gpt_oss',
    wholeHeadByDefault: true,
    group: 'local-global',
    follows: [
      'gpt_oss/configuration_gpt_oss.py:76 even layers sliding, odd layers full',
      'gpt_oss/configuration_gpt_oss.py:80-88 without rope_parameters: yarn ×32 from 4096, beta 32/1, not truncated',
      'gpt_oss/modeling_gpt_oss.py:277 scaling = head_dim**-0.5',
    ],
    ropeParameters: gptOssRope,
    summary: 'Alternating sliding (window 128) and full attention, RoPE on halves with yarn.',
    uses: ['sliding_window'],
    defaults: { layers: 36, hidden: 2880, heads: 64, headDim: 64, ropeTheta: 150_000, slidingWindow: 128 },
    layerTypes: layerTypesOr(everyNth(null, 2, 'full_attention', 'sliding_attention')),
  },
  {
    modelType: 'gemma2',
    wholeHeadByDefault: true,
    group: 'local-global',
    follows: [
      'gemma2/configuration_gemma2.py:96 even layers sliding',
      'gemma2/modeling_gemma2.py:229 scaling = query_pre_attn_scalar**-0.5',
    ],
    summary: 'Alternating sliding and full attention, RoPE on halves; softmax scale query_pre_attn_scalar^-0.5.',
    uses: ['query_pre_attn_scalar', 'sliding_window'],
    defaults: { layers: 26, hidden: 2304, heads: 8, headDim: 256, slidingWindow: 4096 },
    layerTypes: (c) => {
      refuseBidirectional(c, 'gemma2/modeling_gemma2.py:231 is_causal = not use_bidirectional_attention');
      return layerTypesOr(everyNth(null, 2, 'full_attention', 'sliding_attention'))(c);
    },
    softmaxScale: queryPreAttnScale(256),
  },
  {
    modelType: 'gemma3_text',
    wholeHeadByDefault: true,
    group: 'local-global',
    follows: [
      'gemma3/configuration_gemma3.py:109 sliding_window_pattern (default 6)',
      'gemma3/configuration_gemma3.py convert_rope_params_to_dict: rope_local_base_freq for sliding layers',
      'gemma3/modeling_gemma3.py:318 scaling = query_pre_attn_scalar**-0.5',
    ],
    summary:
      'Five sliding layers (base rope_local_base_freq) then one global (rope_theta, rope_scaling); softmax scale ' +
      'query_pre_attn_scalar^-0.5.',
    uses: ['sliding_window_pattern', 'rope_local_base_freq', 'query_pre_attn_scalar', 'sliding_window'],
    defaults: { layers: 26, hidden: 2304, heads: 8, headDim: 256, slidingWindow: 4096 },
    layerTypes: (c) => {
      refuseBidirectional(
        c,
        'gemma3/configuration_gemma3.py:105 halves the window; modeling_gemma3.py:547 a two-way mask',
      );
      return layerTypesOr(everyNth('sliding_window_pattern', 6, 'full_attention', 'sliding_attention'))(c);
    },
    softmaxScale: queryPreAttnScale(256),
  },
  gemma4Text,
  deepseek('deepseek_v2', [
    'deepseek_v2/modeling_deepseek_v2.py:272 view_as_complex: adjacent pairs',
    'deepseek_v2/modeling_deepseek_v2.py:283 yarn_get_mscale: softmax scale times mscale²',
  ]),
  deepseek('deepseek_v3', [
    'deepseek_v3/modeling_deepseek_v3.py rope_interleave: de-interleaved before rotate_half (pairs)',
    'deepseek_v3/modeling_deepseek_v3.py:279 yarn_apply_mscale: softmax scale times mscale² (mscale_all_dim)',
  ]),
  llama4Text,
  qwen2VlText('qwen2_vl_text', 'qwen2_vl', 'Qwen2-VL', { mropeRename: 128, apply: 180, headDim: 488 }),
  qwen2VlText('qwen2_5_vl_text', 'qwen2_5_vl', 'Qwen2.5-VL', { mropeRename: 151, apply: 557, headDim: 621 }),
  {
    modelType: 'cohere2',
    wholeHeadByDefault: true,
    group: 'local-global',
    follows: [
      'cohere2/configuration_cohere2.py:93 head_dim = hidden_size // num_attention_heads, always',
      'cohere2/configuration_cohere2.py:98 sliding_window_pattern (default 4): every fourth layer full',
      'cohere2/modeling_cohere2.py:89 repeat_interleave: adjacent pairs',
      'cohere2/modeling_cohere2.py:229 rope only on sliding layers',
    ],
    summary:
      'Three sliding layers with RoPE on adjacent pairs, then one full-attention layer with no positions (NoPE).',
    uses: ['sliding_window_pattern', 'sliding_window'],
    sizes: { headDim: null },
    defaults: { layers: 40, hidden: 8192, heads: 64, slidingWindow: 4096 },
    layerTypes: layerTypesOr(everyNth('sliding_window_pattern', 4, 'full_attention', 'sliding_attention')),
    ropeUse: ropeOnlyOn('sliding_attention'),
    layout: 'pairs',
  },
  {
    modelType: 'exaone4',
    wholeHeadByDefault: true,
    group: 'local-global',
    follows: [
      'exaone4/configuration_exaone4.py:104 layer_types: every sliding_window_pattern-th layer full',
      'exaone4/modeling_exaone4.py:241 rope when sliding_window is None or the layer slides',
      'exaone4/modeling_exaone4.py:124 rotate_half',
    ],
    summary:
      'With sliding_window: three sliding layers with RoPE on halves, then one global layer with no positions; ' +
      'without it, every layer full attention with RoPE.',
    uses: ['sliding_window_pattern', 'sliding_window'],
    defaults: { layers: 32, hidden: 4096, heads: 32, slidingWindow: 4096 },
    layerTypes: layerTypesOr((c) => {
      // sliding_window null makes the pattern 0, and transformers' own derivation divides by it.
      if (c.text.sliding_window === null) {
        throw new RangeError(
          `positional-encoding: ${c.path}.sliding_window is null and layer_types is absent: Exaone4Config then ` +
            'computes (i + 1) % 0 and fails; give layer_types',
        );
      }
      return everyNth('sliding_window_pattern', 4, 'full_attention', 'sliding_attention')(c);
    }),
    ropeUse: (c, types) => (c.text.sliding_window === null ? undefined : ropeOnlyOn('sliding_attention')(c, types)),
  },
  {
    modelType: 'olmo3',
    wholeHeadByDefault: true,
    group: 'local-global',
    follows: [
      'olmo3/configuration_olmo3.py:94 three sliding layers, then one full',
      'olmo3/configuration_olmo3.py:112 rope_scaling applies to full-attention layers only',
      'olmo3/configuration_olmo3.py:119 sliding layers keep the default rope',
      'olmo3/modeling_olmo3.py:277 one rope per layer type',
    ],
    summary:
      'Three sliding layers then one full; full layers get rope_scaling (yarn), sliding layers plain RoPE; halves.',
    uses: ['sliding_window'],
    defaults: { layers: 32, hidden: 4096, heads: 32, ropeTheta: 500_000, slidingWindow: 4096 },
    layerTypes: layerTypesOr(everyNth(null, 4, 'full_attention', 'sliding_attention')),
    ropeParameters: olmo3Rope,
  },
  {
    modelType: 'qwen3_next',
    group: 'hybrid',
    follows: [
      'qwen3_next/configuration_qwen3_next.py:132 full_attention_interval (default 4): the rest linear attention',
      'qwen3_next/configuration_qwen3_next.py:129 partial_rotary_factor defaults to 0.25',
      'qwen3_next/modeling_qwen3_next.py:185 rope on the first rotary_dim values, rotate_half',
      'qwen3_next/modeling_qwen3_next.py:808 linear_attention layers: Gated DeltaNet, no positions',
    ],
    summary:
      'Three Gated DeltaNet (linear attention) layers with no positions, then one full-attention layer that ' +
      'rotates the first quarter of each head (halves).',
    uses: ['full_attention_interval'],
    kinds: { linear_attention: 'linear' },
    defaults: { layers: 48, hidden: 2048, heads: 16, headDim: 256, partialRotaryFactor: 0.25 },
    layerTypes: (c) => {
      const given = givenLayerTypes(c);
      if (given !== undefined)
        return given.map(
          (t) => ({ conv: 'linear_attention', mamba: 'linear_attention', attention: 'full_attention' })[t] ?? t,
        );
      return everyNth('full_attention_interval', 4, 'full_attention', 'linear_attention')(c);
    },
  },
];

/** Multimodal wrappers whose text model this table reads. */
const WRAPPERS: readonly ReadFamily[] = [
  {
    modelType: 'gemma3',
    group: 'multimodal',
    follows: ['gemma3/configuration_gemma3.py Gemma3Config.text_config: Gemma3TextConfig'],
    summary: 'Gemma 3 with vision: its text_config read as gemma3_text.',
    text: { key: 'text_config', family: 'gemma3_text' },
  },
  {
    modelType: 'gemma4',
    group: 'multimodal',
    follows: ['gemma4/configuration_gemma4.py Gemma4Config.text_config: Gemma4TextConfig'],
    summary: 'Gemma 4 with vision and audio: its text_config read as gemma4_text.',
    text: { key: 'text_config', family: 'gemma4_text' },
  },
  {
    modelType: 'llama4',
    group: 'multimodal',
    follows: ['llama4/configuration_llama4.py Llama4Config.text_config: Llama4TextConfig'],
    summary: 'Llama 4 with vision: its text_config read as llama4_text.',
    text: { key: 'text_config', family: 'llama4_text' },
  },
  {
    modelType: 'qwen2_vl',
    group: 'multimodal',
    follows: ['qwen2_vl/configuration_qwen2_vl.py Qwen2VLConfig.text_config: Qwen2VLTextConfig'],
    summary:
      'Qwen2-VL: its text_config read as qwen2_vl_text (a config without text_config keeps the text keys at the top).',
    text: { key: 'text_config', family: 'qwen2_vl_text', inline: true },
  },
  {
    modelType: 'qwen2_5_vl',
    group: 'multimodal',
    follows: ['qwen2_5_vl/configuration_qwen2_5_vl.py Qwen2_5_VLConfig.text_config: Qwen2_5_VLTextConfig'],
    summary:
      'Qwen2.5-VL: its text_config read as qwen2_5_vl_text (a config without text_config keeps the text keys at the top).',
    text: { key: 'text_config', family: 'qwen2_5_vl_text', inline: true },
  },
  {
    modelType: 'llava',
    group: 'multimodal',
    follows: ['llava/configuration_llava.py text_config: CONFIG_MAPPING[text_config.model_type], default llama'],
    summary: 'LLaVA: its text_config read as its own model_type (llama when it names none).',
    text: { key: 'text_config', defaultFamily: 'llama' },
  },
];

export const CORE_FAMILIES: readonly Family[] = [...READ, ...WRAPPERS];
