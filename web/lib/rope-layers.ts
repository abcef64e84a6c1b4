// What each layer of a Hugging Face model does with positions, read from its parsed config.json as
// transformers 5 reads it (the models' configuration classes and attention modules): the rope a
// layer receives (or none: NoPE), its attention span, head width and softmax scale, Llama 4's query
// temperature and DeepSeek's latent-attention split. Reading only: the RoPE functions compute.

import {
  headDimOf,
  isObject,
  type Json,
  type LayerRopeOptions,
  optionalNumber,
  optionalObject,
  optionalString,
  PREFIX,
  readRope,
  ropeUseByLayer,
} from './rope-config.js';
import { describe, MAX_ELEMENTS } from './validate.js';

export type { LayerRopeOptions } from './rope-config.js';

export type LayerAttention = 'full' | 'sliding' | 'chunked';

/** One decoder layer's handling of positions. */
export interface RopeLayer {
  /** 0-based index. */
  layer: number;
  /** full: every earlier token; sliding: the last `window` tokens; chunked: tokens of the same `window`-long chunk. */
  attention: LayerAttention;
  /** sliding_window (sliding) or attention_chunk_size (chunked). */
  window?: number;
  /** What ropeFrequencies, ropeCosSin and applyRope take for this layer; null: NoPE (no position encoding). */
  rope: LayerRopeOptions | null;
  /** Width of a query/key head of this layer (MLA: qk_nope_head_dim + qk_rope_head_dim). */
  headDim: number;
  /** The factor q·k is multiplied by before the softmax. */
  softmaxScale: number;
  /**
   * Llama 4's NoPE layers with attn_temperature_tuning: the query at position pos is multiplied by
   * 1 + attnScale · ln(1 + ⌊(pos + 1) / floorScale⌋).
   */
  queryTemperature?: { floorScale: number; attnScale: number };
  /**
   * DeepSeek-V2/V3 multi-head latent attention: each query/key head is nopeDim values that no rope
   * touches followed by ropeDim values that rope.rotaryDim (= ropeDim) rotates: the rotated slice is
   * the LAST one, so apply the rope to head.subarray(nopeDim). Values have vHeadDim.
   */
  mla?: { nopeDim: number; ropeDim: number; vHeadDim: number };
}

const LAYER_KINDS: Readonly<Record<string, LayerAttention>> = {
  full_attention: 'full',
  sliding_attention: 'sliding',
  chunked_attention: 'chunked',
};

/** Config classes that number their layers' kinds themselves when layer_types is absent. */
const SLIDING_PATTERNS: Readonly<Record<string, { every: number; lastFull: boolean }>> = {
  gemma2: { every: 2, lastFull: false }, // Gemma2Config: even layers slide
  gemma3_text: { every: 6, lastFull: false }, // sliding_window_pattern 6: every sixth layer is global
  gemma4_text: { every: 6, lastFull: true }, // and the last layer is forced to full attention
};
/** Model types whose attention module applies sliding_window to every layer when it is set. */
const SLIDING_EVERY_LAYER = new Set(['mistral', 'mixtral', 'starcoder2']);
/** Class defaults of sliding_window, for configs that leave it out. */
const DEFAULT_WINDOW: Readonly<Record<string, number>> = { gemma2: 4096, gemma3_text: 4096, gemma4_text: 512 };
const LATENT_ATTENTION_TYPES = new Set(['deepseek_v2', 'deepseek_v3']);
const GEMMA_QUERY_SCALAR_TYPES = new Set(['gemma2', 'gemma3_text']);
const GEMMA4_TYPES = new Set(['gemma4_text']);
const LLAMA4_TYPES = new Set(['llama4_text', 'llama4']);

function positiveInteger(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_ELEMENTS) {
    throw new RangeError(`${PREFIX}${what} must be an integer in [1, ${MAX_ELEMENTS}]; got ${value}`);
  }
  return value;
}

/** The layer-type name of every layer (transformers' layer_types), given or as the config class derives it. */
function layerTypesOf(
  text: Json,
  path: string,
  modelType: string | undefined,
  layers: number,
  ropeUse: boolean[] | undefined,
): string[] {
  const given = text.layer_types;
  if (given !== undefined && given !== null) {
    if (!Array.isArray(given)) {
      throw new TypeError(`${PREFIX}${path}.layer_types must be an array of layer-type names; got ${describe(given)}`);
    }
    if (given.length !== layers) {
      throw new RangeError(
        `${PREFIX}${path}.layer_types must name one type per layer (num_hidden_layers = ${layers}); it names ${given.length}`,
      );
    }
    return given.map((name: unknown, i) => {
      if (typeof name !== 'string' || !(name in LAYER_KINDS)) {
        throw new RangeError(
          `${PREFIX}${path}.layer_types[${i}] is ${describe(name)}; known layer types: ${Object.keys(LAYER_KINDS).join(', ')}`,
        );
      }
      return name;
    });
  }
  const all = (name: string) => Array.from({ length: layers }, () => name);
  // Llama4TextConfig: RoPE layers attend within chunks, NoPE layers to everything.
  // (attention_chunk_size defaults to 8192 there; null turns chunking off.)
  if (modelType !== undefined && LLAMA4_TYPES.has(modelType) && text.attention_chunk_size !== null) {
    return Array.from({ length: layers }, (_, i) => ((ropeUse?.[i] ?? true) ? 'chunked_attention' : 'full_attention'));
  }
  const pattern = modelType !== undefined ? SLIDING_PATTERNS[modelType] : undefined;
  if (pattern !== undefined) {
    const every = optionalNumber(text, 'sliding_window_pattern', path) ?? pattern.every;
    positiveInteger(every, `${path}.sliding_window_pattern`);
    const types = Array.from({ length: layers }, (_, i) =>
      (i + 1) % every !== 0 ? 'sliding_attention' : 'full_attention',
    );
    if (pattern.lastFull) types[layers - 1] = 'full_attention';
    return types;
  }
  // Qwen2 / Qwen2.5-VL / SmolLM3: sliding only when use_sliding_window is true, from max_window_layers on.
  const window = text.sliding_window;
  if (text.use_sliding_window === true && window !== null && window !== undefined) {
    const from = optionalNumber(text, 'max_window_layers', path) ?? 0;
    return Array.from({ length: layers }, (_, i) => (i >= from ? 'sliding_attention' : 'full_attention'));
  }
  if (modelType !== undefined && SLIDING_EVERY_LAYER.has(modelType) && window !== null && window !== undefined) {
    return all('sliding_attention');
  }
  return all('full_attention');
}

/** yarn's mscale (DeepSeek's yarn_get_mscale): 1 for scale <= 1. */
function yarnMscale(scale: number, mscale: number): number {
  return scale <= 1 ? 1 : 0.1 * mscale * Math.log(scale) + 1;
}

/**
 * One entry per decoder layer, in order, saying what the layer does with positions: its rope (the
 * options ropeFrequencies / ropeCosSin / applyRope take) or null for a NoPE layer, its attention
 * span, head width and softmax scale, as transformers 5 reads the config.
 *
 * - A config with a text_config is read from it.
 * - Per-layer-type ropes: transformers 5's nested rope_parameters
 *   ({ full_attention: {…}, sliding_attention: {…} }) and transformers 4's Gemma 3 form
 *   (rope_local_base_freq for sliding layers; rope_theta and rope_scaling for the global ones).
 * - NoPE: no_rope_layers (1 = the layer USES RoPE) or no_rope_layer_interval (Llama 4, SmolLM3).
 *   Llama 4 with attn_temperature_tuning gives its NoPE layers a queryTemperature, and its RoPE
 *   layers chunked attention (attention_chunk_size).
 * - Attention spans: layer_types, else the config class's rule (Gemma 2/3/4 patterns;
 *   use_sliding_window with max_window_layers for Qwen2-family and SmolLM3; Mistral's
 *   sliding_window on every layer). sliding_window alone does not make a layer sliding.
 * - Softmax scale: headDim^-0.5; Gemma 2/3: query_pre_attn_scalar^-0.5; Gemma 4: 1;
 *   DeepSeek-V2/V3: (qk_nope + qk_rope)^-0.5 · mscale², mscale = 0.1·mscale_all_dim·ln(factor) + 1
 *   under a scaled rope.
 * - Rope types: those of ropeFromConfig, plus Gemma 4's proportional (its global layers' head
 *   width is global_head_dim) and mrope (legacy rope_scaling.type 'mrope': default RoPE with
 *   mropeSection).
 * - Layout: 'pairs' for Llama 4 (complex multiplication of adjacent pairs) and DeepSeek with
 *   rope_interleave (its default; transformers de-interleaves those heads before rotate_half, so
 *   its outputs are the same values permuted and the scores are equal); 'half' otherwise.
 *
 * @throws TypeError when config is not an object or a key has the wrong type; RangeError naming the
 *   key when one is missing or malformed (a nested rope_parameters entry for a layer type that
 *   layer_types does not hold, an unknown rope type, a sliding layer without sliding_window).
 */
export function ropeLayers(config: unknown): RopeLayer[] {
  if (!isObject(config)) {
    throw new TypeError(`${PREFIX}config must be an object (a parsed config.json); got ${describe(config)}`);
  }
  const textConfig = optionalObject(config, 'text_config', 'config');
  const text = textConfig ?? config;
  const path = textConfig !== undefined ? 'config.text_config' : 'config';
  const modelType = optionalString(text, 'model_type', path);
  const layersGiven = optionalNumber(text, 'num_hidden_layers', path);
  if (layersGiven === undefined) {
    throw new RangeError(`${PREFIX}${path}.num_hidden_layers is missing (ropeLayers gives one entry per layer)`);
  }
  const layers = positiveInteger(layersGiven, `${path}.num_hidden_layers`);
  const ropeUse = ropeUseByLayer(text, path, modelType, layers);
  const types = layerTypesOf(text, path, modelType, layers, ropeUse);
  const kind = (type: string) => LAYER_KINDS[type]!;

  const isLatent = modelType !== undefined && LATENT_ATTENTION_TYPES.has(modelType);
  const isGemma4 = modelType !== undefined && GEMMA4_TYPES.has(modelType);
  const isLlama4 = modelType !== undefined && LLAMA4_TYPES.has(modelType);

  // The head width a layer type sees: Gemma 4's global layers are wider; MLA heads are nope + rope.
  const baseHeadDim = headDimOf(text, path, modelType);
  const headDimFor = (type: string): number => {
    if (isLatent) {
      const rope = optionalNumber(text, 'qk_rope_head_dim', path) ?? 64;
      const nope = optionalNumber(text, 'qk_nope_head_dim', path) ?? 128;
      return rope + nope;
    }
    if (isGemma4 && type === 'full_attention') return optionalNumber(text, 'global_head_dim', path) ?? 512;
    return baseHeadDim;
  };

  const ropes = new Map<string, LayerRopeOptions>();
  const ropeFor = (type: string): LayerRopeOptions => {
    let rope = ropes.get(type);
    if (rope === undefined) {
      const ropeHeadDim = isLatent ? baseHeadDim : headDimFor(type);
      rope = readRope(text, path, modelType, type, ropeHeadDim, true);
      if (isLatent) rope.rotaryDim = ropeHeadDim; // the rotated slice of a nope + rope head
      ropes.set(type, rope);
    }
    return rope;
  };

  const window = (type: string): number | undefined => {
    const key =
      kind(type) === 'sliding' ? 'sliding_window' : kind(type) === 'chunked' ? 'attention_chunk_size' : undefined;
    if (key === undefined) return undefined;
    const fallback = key === 'sliding_window' ? DEFAULT_WINDOW[modelType ?? ''] : isLlama4 ? 8192 : undefined;
    const value = optionalNumber(text, key, path) ?? fallback;
    if (value === undefined) {
      throw new RangeError(`${PREFIX}${path}.${key} is missing (${path}.layer_types has ${type} layers)`);
    }
    return positiveInteger(value, `${path}.${key}`);
  };

  const softmaxScaleFor = (headDim: number, rope: LayerRopeOptions | null): number => {
    if (isGemma4) return 1;
    if (modelType !== undefined && GEMMA_QUERY_SCALAR_TYPES.has(modelType)) {
      return (optionalNumber(text, 'query_pre_attn_scalar', path) ?? 256) ** -0.5;
    }
    let scale = headDim ** -0.5;
    if (isLatent && rope?.scaling !== undefined) {
      const scaling = optionalObject(text, 'rope_scaling', path) ?? optionalObject(text, 'rope_parameters', path) ?? {};
      const mscaleAllDim = optionalNumber(scaling, 'mscale_all_dim', `${path}.rope_scaling`) ?? 0;
      const factor = optionalNumber(scaling, 'factor', `${path}.rope_scaling`);
      if (mscaleAllDim !== 0 && factor !== undefined) scale *= yarnMscale(factor, mscaleAllDim) ** 2;
    }
    return scale;
  };

  const temperature = (() => {
    const tuning = text.attn_temperature_tuning ?? (isLlama4 ? true : undefined);
    if (!tuning) return undefined;
    return {
      floorScale: optionalNumber(text, 'floor_scale', path) ?? 8192,
      attnScale: optionalNumber(text, 'attn_scale', path) ?? 0.1,
    };
  })();

  const mla = isLatent
    ? {
        nopeDim: optionalNumber(text, 'qk_nope_head_dim', path) ?? 128,
        ropeDim: optionalNumber(text, 'qk_rope_head_dim', path) ?? 64,
        vHeadDim: optionalNumber(text, 'v_head_dim', path) ?? 128,
      }
    : undefined;

  return types.map((type, layer) => {
    const usesRope = ropeUse?.[layer] ?? true;
    const headDim = positiveInteger(headDimFor(type), `${path}: layer ${layer}'s head width`);
    const rope = usesRope ? structuredClone(ropeFor(type)) : null;
    const entry: RopeLayer = {
      layer,
      attention: kind(type),
      rope,
      headDim,
      softmaxScale: softmaxScaleFor(headDim, rope),
    };
    const span = window(type);
    if (span !== undefined) entry.window = span;
    if (!usesRope && temperature !== undefined) entry.queryTemperature = { ...temperature };
    if (mla !== undefined) entry.mla = { ...mla };
    return entry;
  });
}
