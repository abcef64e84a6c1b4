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
function llamaLike(modelType: string, extra: Partial<ReadFamily>): ReadFamily {
  return {
    modelType,
    group: 'dense',
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

function deepseek(modelType: 'deepseek_v2' | 'deepseek_v3'): ReadFamily {
  const nope = (c: FamilyContext) => optionalNumber(c.text, 'qk_nope_head_dim', c.path) ?? 128;
  const rope = (c: FamilyContext) => optionalNumber(c.text, 'qk_rope_head_dim', c.path) ?? 64;
  return {
    modelType,
    group: 'mla',
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
function qwen2VlText(modelType: string): ReadFamily {
  return {
    modelType,
    mrope: true,
    wholeHeadByDefault: true,
    group: 'multimodal',
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
    defaults: LLAMA_SIZES,
  }),
  llamaLike('mistral', {
    defaults: { ...LLAMA_SIZES, slidingWindow: 4096 },
    uses: ['sliding_window'],
    layerTypes: (c) =>
      c.text.sliding_window === null ? allLayers(c, 'full_attention') : allLayers(c, 'sliding_attention'),
  }),
  llamaLike('mixtral', {
    defaults: { ...LLAMA_SIZES, ropeTheta: 1_000_000 },
    uses: ['sliding_window'],
    layerTypes: slidingWhenWindowSet,
  }),
  llamaLike('starcoder2', {
    defaults: { layers: 30, hidden: 3072, heads: 24 },
    uses: ['sliding_window'],
    layerTypes: slidingWhenWindowSet,
  }),
  llamaLike('phi3', {
    wholeHeadByDefault: false,
    defaults: { layers: 32, hidden: 3072, heads: 32 },
    uses: ['sliding_window'],
    layerTypes: slidingWhenWindowSet,
  }),
  llamaLike('phimoe', {
    ropeParameters: phimoeRope,
    defaults: { ...LLAMA_SIZES, ropeTheta: 1_000_000 },
    uses: ['sliding_window'],
    layerTypes: slidingWhenWindowSet,
  }),
  llamaLike('phi', {
    defaults: { layers: 24, hidden: 2048, heads: 32, partialRotaryFactor: 0.5 },
    wholeHeadByDefault: false,
  }),
  llamaLike('gpt_neox', {
    defaults: { layers: 44, hidden: 6144, heads: 64 },
    uses: ['rotary_pct', 'rotary_emb_base'],
    ignores: ['rope_theta', 'partial_rotary_factor'],
    wholeHeadByDefault: false,
    ropeParameters: (c) => gptNeoxRope(c),
    rotaryDim: (c, headDim) => Math.trunc(headDim * (gptNeoxRope(c).partial_rotary_factor as number)),
  }),
  llamaLike('qwen2', {
    group: 'dense',
    defaults: LLAMA_SIZES,
    uses: ['use_sliding_window', 'max_window_layers', 'sliding_window'],
    layerTypes: qwen2Layers(28),
  }),
  {
    modelType: 'smollm3',
    wholeHeadByDefault: true,
    group: 'nope',
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
    ropeParameters: gptOssRope,
    uses: ['sliding_window'],
    defaults: { layers: 36, hidden: 2880, heads: 64, headDim: 64, ropeTheta: 150_000, slidingWindow: 128 },
    layerTypes: layerTypesOr(everyNth(null, 2, 'full_attention', 'sliding_attention')),
  },
  {
    modelType: 'gemma2',
    wholeHeadByDefault: true,
    group: 'local-global',
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
  deepseek('deepseek_v2'),
  deepseek('deepseek_v3'),
  llama4Text,
  qwen2VlText('qwen2_vl_text'),
  qwen2VlText('qwen2_5_vl_text'),
  {
    modelType: 'cohere2',
    wholeHeadByDefault: true,
    group: 'local-global',
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
    uses: ['sliding_window'],
    defaults: { layers: 32, hidden: 4096, heads: 32, ropeTheta: 500_000, slidingWindow: 4096 },
    layerTypes: layerTypesOr(everyNth(null, 4, 'full_attention', 'sliding_attention')),
    ropeParameters: olmo3Rope,
  },
  {
    modelType: 'qwen3_next',
    group: 'hybrid',
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
    text: { key: 'text_config', family: 'gemma3_text' },
  },
  {
    modelType: 'gemma4',
    group: 'multimodal',
    text: { key: 'text_config', family: 'gemma4_text' },
  },
  {
    modelType: 'llama4',
    group: 'multimodal',
    text: { key: 'text_config', family: 'llama4_text' },
  },
  {
    modelType: 'qwen2_vl',
    group: 'multimodal',
    text: { key: 'text_config', family: 'qwen2_vl_text', inline: true },
  },
  {
    modelType: 'qwen2_5_vl',
    group: 'multimodal',
    text: { key: 'text_config', family: 'qwen2_5_vl_text', inline: true },
  },
  {
    modelType: 'llava',
    group: 'multimodal',
    text: { key: 'text_config', defaultFamily: 'llama' },
  },
];

export const CORE_FAMILIES: readonly Family[] = [...READ, ...WRAPPERS];
