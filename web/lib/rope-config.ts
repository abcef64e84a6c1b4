// Reads the rotary position embedding of a Hugging Face model from its parsed config.json, the way
// transformers 5 reads it (modeling_rope_utils.py: RotaryEmbeddingConfigMixin.convert_rope_params_to_dict
// and standardize_rope_params, plus the per-model config classes named below). transformers 4
// configs (rope_theta at the top level, rope_scaling) give the same result as their transformers 5
// form (rope_parameters). No arithmetic here: the RoPE functions validate ranges and compute.

import type { RopeLayout, RopeOptions, RopeScaling, RopeScalingType } from './rope-options.js';
import { checkOptionNames, describe, MAX_ELEMENTS } from './validate.js';

export interface RopeConfig {
  /** Size of the query/key part that RoPE sees: ropeCosSin(length, headDim, options). */
  headDim: number;
  options: RopeOptions;
}

export interface RopeFromConfigOptions {
  /** Read the config as this family (a model_type of the family table), as ropeLayers' option. */
  family?: string;
  /**
   * For configs with one rope per layer type (Gemma 3: 'full_attention', 'sliding_attention'):
   * which one to read. Required for them; ignored by configs with a single rope, which transformers
   * applies to every layer.
   */
  layerType?: string;
}

export const PREFIX = 'positional-encoding: ';
const SCALING_TYPES: readonly string[] = ['linear', 'dynamic', 'yarn', 'longrope', 'llama3'];
const SUPPORTED_TYPES = `default, ${SCALING_TYPES.join(', ')} (and the legacy alias su = longrope)`;

/**
 * transformers 5 config classes whose defaults differ from the generic ones (rope_theta 10000,
 * partial_rotary_factor 1, head_dim = hidden_size / num_attention_heads). They matter only when a
 * config.json leaves the key out. Other model classes with their own defaults (olmo3's
 * rope_theta 500000, for example) are not listed: for them a config without rope_theta reads 10000.
 */
export interface ModelDefaults {
  ropeTheta?: number;
  /** Gemma 3: rope_local_base_freq, the sliding-attention layers' base. */
  localRopeTheta?: number;
  partialRotaryFactor?: number;
  headDim?: number;
  /** GPT-NeoX's names: rotary_emb_base for rope_theta, rotary_pct for partial_rotary_factor. */
  neoxNames?: boolean;
  /** Phi-3 declares the attribute with 4096, so it always wins over rope_scaling's value. */
  originalMaxPositionEmbeddings?: number;
}

export const MODEL_DEFAULTS: Readonly<Record<string, ModelDefaults>> = {
  gpt_neox: { partialRotaryFactor: 0.25, neoxNames: true }, // GPTNeoXConfig: rotary_pct defaults to 0.25
  phi: { partialRotaryFactor: 0.5 }, // PhiConfig: partial_rotary_factor defaults to 0.5
  phi3: { originalMaxPositionEmbeddings: 4096 },
  phimoe: { ropeTheta: 1_000_000 },
  gemma3_text: { ropeTheta: 1_000_000, localRopeTheta: 10_000, headDim: 256 },
  gemma4_text: { headDim: 256 },
};

/** Phi3Config maps the rope types "su" and "yarn" of its early configs to "longrope". */
const PHI3_ALIASES = new Set(['phi3']);

/**
 * Multi-head latent attention: RoPE rotates only the qk_rope_head_dim part of each query/key head
 * (DeepseekV2Config and DeepseekV3Config set head_dim = qk_rope_head_dim, default 64), and rotates
 * adjacent pairs: DeepSeek-V2 through complex numbers, DeepSeek-V3 when rope_interleave (default true).
 */
const LATENT_ATTENTION_TYPES = new Set(['deepseek_v2', 'deepseek_v3']);

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON null reads as absent, as Python's None does for transformers' `.get(key)`. */
export function present(object: Json, key: string): boolean {
  return object[key] !== undefined && object[key] !== null;
}

export function optionalNumber(object: Json, key: string, path: string): number | undefined {
  if (!present(object, key)) return undefined;
  const value = object[key];
  if (typeof value !== 'number') {
    throw new TypeError(`${PREFIX}${path}.${key} must be a number; got ${describe(value)}`);
  }
  return value;
}

export function requiredNumber(object: Json, key: string, path: string, why: string): number {
  const value = optionalNumber(object, key, path);
  if (value === undefined) throw new RangeError(`${PREFIX}${path}.${key} is missing (${why})`);
  return value;
}

export function optionalBoolean(object: Json, key: string, path: string): boolean | undefined {
  if (!present(object, key)) return undefined;
  const value = object[key];
  if (typeof value !== 'boolean') {
    throw new TypeError(`${PREFIX}${path}.${key} must be a boolean; got ${describe(value)}`);
  }
  return value;
}

export function optionalString(object: Json, key: string, path: string): string | undefined {
  if (!present(object, key)) return undefined;
  const value = object[key];
  if (typeof value !== 'string') {
    throw new TypeError(`${PREFIX}${path}.${key} must be a string; got ${describe(value)}`);
  }
  return value;
}

export function optionalObject(object: Json, key: string, path: string): Json | undefined {
  if (!present(object, key)) return undefined;
  const value = object[key];
  if (!isObject(value)) {
    throw new TypeError(`${PREFIX}${path}.${key} must be an object; got ${describe(value)}`);
  }
  return value;
}

/** A copy, so that the options never alias the config. */
export function requiredNumberArray(object: Json, key: string, path: string, why: string): number[] {
  if (!present(object, key)) throw new RangeError(`${PREFIX}${path}.${key} is missing (${why})`);
  const value = object[key];
  if (!Array.isArray(value)) {
    throw new TypeError(`${PREFIX}${path}.${key} must be an array of numbers; got ${describe(value)}`);
  }
  return value.map((item: unknown, i) => {
    if (typeof item !== 'number') {
      throw new TypeError(`${PREFIX}${path}.${key}[${i}] must be a number; got ${describe(item)}`);
    }
    return item;
  });
}

/** The flat rope dictionary that applies (to every layer, or to the requested layer type). */
interface RopeSource {
  rope: Json;
  path: string;
  /** rope_theta when the dictionary has none. */
  fallbackTheta: number | undefined;
  /** Single-rope configs take Phi-3's top-level original_max_position_embeddings; per-layer ones do not. */
  perLayer: boolean;
}

export function headDimOf(text: Json, path: string, modelType: string | undefined, classDefault?: number): number {
  if (modelType !== undefined && LATENT_ATTENTION_TYPES.has(modelType)) {
    return optionalNumber(text, 'qk_rope_head_dim', path) ?? 64;
  }
  const headDim = optionalNumber(text, 'head_dim', path);
  if (headDim !== undefined) return headDim;
  const modelDefault = classDefault ?? (modelType !== undefined ? MODEL_DEFAULTS[modelType]?.headDim : undefined);
  if (modelDefault !== undefined) return modelDefault;
  const why = 'head_dim is absent, so the head size is hidden_size / num_attention_heads';
  const hiddenSize = requiredNumber(text, 'hidden_size', path, why);
  const heads = requiredNumber(text, 'num_attention_heads', path, why);
  if (!Number.isInteger(hiddenSize) || !Number.isInteger(heads) || heads <= 0 || hiddenSize % heads !== 0) {
    throw new RangeError(
      `${PREFIX}${path}.hidden_size (${hiddenSize}) must be a multiple of ${path}.num_attention_heads ` +
        `(${heads}) when head_dim is absent`,
    );
  }
  return hiddenSize / heads;
}

/**
 * transformers' test: rope_parameters holds one dictionary per layer type. A nested dictionary
 * under a name that layer_types does not hold is refused by name (it would never be used).
 */
function isPerLayer(ropeParameters: Json, layerTypes: unknown, path: string): boolean {
  const keys = Object.keys(ropeParameters);
  if (keys.length === 0) return false;
  if (Array.isArray(layerTypes) && keys.every((key) => layerTypes.includes(key))) return true;
  const nested = keys.filter((key) => isObject(ropeParameters[key]));
  if (nested.length === 0) return !Array.isArray(layerTypes) && keys.every((key) => ropeParameters[key] === null);
  if (Array.isArray(layerTypes)) {
    const unknown = nested.find((key) => !layerTypes.includes(key));
    if (unknown !== undefined) {
      const held = [...new Set(layerTypes.map(String))].join(', ');
      throw new RangeError(
        `${PREFIX}${path}.rope_parameters.${unknown} is a rope for layer type ${JSON.stringify(unknown)}, ` +
          `which ${path}.layer_types does not hold (it holds ${held})`,
      );
    }
  }
  return true;
}

function pickLayer(
  ropes: Readonly<Record<string, Json | null>>,
  path: string,
  layerType: string | undefined,
): [Json, string, string] {
  const held = Object.keys(ropes)
    .filter((key) => ropes[key] === null || isObject(ropes[key]))
    .join(', ');
  if (layerType === undefined) {
    // Like NoPE layers, a TypeError: the config is fine, ropeFromConfig is the wrong reader for it.
    throw new TypeError(
      `${PREFIX}${path} holds one rope per layer type (${held}); pass { layerType } naming one of them, ` +
        'or read every layer with ropeLayers(config)',
    );
  }
  if (!Object.prototype.hasOwnProperty.call(ropes, layerType)) {
    throw new RangeError(`${PREFIX}layerType ${JSON.stringify(layerType)} is not in ${path}; it holds ${held}`);
  }
  const rope = ropes[layerType];
  if (rope !== null && !isObject(rope)) {
    throw new TypeError(`${PREFIX}${path}.${layerType} must be an object; got ${describe(rope)}`);
  }
  return [rope ?? {}, `${path}.${layerType}`, layerType];
}

function ropeSource(
  text: Json,
  path: string,
  modelType: string | undefined,
  layerType: string | undefined,
  defaults: ModelDefaults,
): RopeSource {
  const ropeScaling = optionalObject(text, 'rope_scaling', path);
  const ropeParameters = optionalObject(text, 'rope_parameters', path);
  const topTheta =
    optionalNumber(text, 'rope_theta', path) ??
    (defaults.neoxNames ? optionalNumber(text, 'rotary_emb_base', path) : undefined);
  const isGemma3 = modelType === 'gemma3_text' || present(text, 'rope_local_base_freq');

  // Gemma 3 (Gemma3TextConfig.convert_rope_params_to_dict): global layers read rope_theta and
  // rope_scaling, local (sliding) layers rope_local_base_freq with no scaling.
  if (isGemma3) {
    const globalTheta = topTheta ?? defaults.ropeTheta ?? 1_000_000;
    const localTheta = optionalNumber(text, 'rope_local_base_freq', path) ?? defaults.localRopeTheta ?? 10_000;
    if (ropeParameters !== undefined && isPerLayer(ropeParameters, text.layer_types, path)) {
      const [layer, layerPath, name] = pickLayer(
        ropeParameters as Record<string, Json | null>,
        `${path}.rope_parameters`,
        layerType,
      );
      const rope = name === 'full_attention' && ropeScaling !== undefined ? { ...layer, ...ropeScaling } : layer;
      const fallbackTheta = name === 'sliding_attention' ? localTheta : globalTheta;
      return { rope, path: layerPath, fallbackTheta, perLayer: true };
    }
    const ropes = {
      full_attention: { rope_theta: globalTheta, ...(ropeScaling ?? {}) },
      sliding_attention: { rope_type: 'default', rope_theta: localTheta },
    };
    const [rope, , name] = pickLayer(ropes, path, layerType);
    const layerPath = name === 'full_attention' && ropeScaling !== undefined ? `${path}.rope_scaling` : path;
    return { rope, path: layerPath, fallbackTheta: undefined, perLayer: true };
  }

  // convert_rope_params_to_dict: `rope_scaling or rope_parameters`.
  if (ropeScaling !== undefined && Object.keys(ropeScaling).length > 0) {
    return { rope: ropeScaling, path: `${path}.rope_scaling`, fallbackTheta: topTheta, perLayer: false };
  }
  if (ropeParameters !== undefined && isPerLayer(ropeParameters, text.layer_types, path)) {
    const [rope, layerPath] = pickLayer(
      ropeParameters as Record<string, Json | null>,
      `${path}.rope_parameters`,
      layerType,
    );
    return { rope, path: layerPath, fallbackTheta: topTheta, perLayer: true };
  }
  return { rope: ropeParameters ?? {}, path: `${path}.rope_parameters`, fallbackTheta: topTheta, perLayer: false };
}

/**
 * The rope type. ropeFromConfig knows the types that give one rope to every layer; ropeLayers
 * (`layered`) also reads Gemma 4's 'proportional' and Qwen2-VL's 'mrope' (default RoPE plus
 * mrope_section).
 */
function ropeTypeOf(
  rope: Json,
  ropePath: string,
  modelType: string | undefined,
  layered: boolean,
  mrope = false,
): 'default' | 'mrope' | RopeScalingType {
  const key = present(rope, 'rope_type') ? 'rope_type' : 'type';
  let type = optionalString(rope, key, ropePath) ?? 'default';
  if (type === 'su' || (type === 'yarn' && modelType !== undefined && PHI3_ALIASES.has(modelType))) {
    type = 'longrope';
  }
  const known = layered ? [...SCALING_TYPES, 'proportional', ...(mrope ? ['mrope'] : [])] : SCALING_TYPES;
  if (type !== 'default' && !known.includes(type)) {
    const more = layered
      ? `, proportional${mrope ? ', mrope' : `; mrope only in the families whose modeling file turns by three ids (Qwen2-VL's), not ${modelType}`}`
      : '; ropeLayers(config) also reads proportional (Gemma 4) and mrope (Qwen2-VL)';
    throw new RangeError(
      `${PREFIX}${ropePath}.${key} is ${JSON.stringify(type)}, which is not supported; supported: ${SUPPORTED_TYPES}${more}`,
    );
  }
  return type as 'default' | 'mrope' | RopeScalingType;
}

/** Sets a field only when the config gives it, so that the RoPE functions apply their defaults. */
function setIfGiven<K extends keyof RopeScaling>(
  scaling: RopeScaling,
  field: K,
  value: RopeScaling[K] | undefined,
): void {
  if (value !== undefined) scaling[field] = value;
}

function scalingOf(
  type: RopeScalingType,
  source: RopeSource,
  text: Json,
  path: string,
  defaults: ModelDefaults,
): RopeScaling {
  const { rope, path: ropePath } = source;
  const scaling: RopeScaling = { type };
  const needs: Record<RopeScalingType, string> = {
    linear: 'linear scaling needs factor',
    dynamic: 'dynamic scaling needs factor and max_position_embeddings',
    yarn: 'yarn scaling needs original_max_position_embeddings or max_position_embeddings',
    longrope: 'longrope scaling needs short_factor, long_factor, original_max_position_embeddings',
    llama3: 'llama3 scaling needs factor, low_freq_factor, high_freq_factor, original_max_position_embeddings',
    proportional: 'proportional scaling reads factor and partial_rotary_factor, both optional',
  };
  const why = needs[type];
  const maxPositionEmbeddings = optionalNumber(text, 'max_position_embeddings', path);

  // standardize_rope_params: for llama3, yarn and longrope, a top-level original_max_position_embeddings
  // (Phi-3 keeps it there) wins; otherwise the rope's own; otherwise max_position_embeddings.
  const originalMax = (): number => {
    const topLevel = source.perLayer
      ? undefined
      : (optionalNumber(text, 'original_max_position_embeddings', path) ?? defaults.originalMaxPositionEmbeddings);
    const value =
      topLevel ?? optionalNumber(rope, 'original_max_position_embeddings', ropePath) ?? maxPositionEmbeddings;
    if (value === undefined) {
      throw new RangeError(
        `${PREFIX}${ropePath}.original_max_position_embeddings is missing, ` +
          `and so is ${path}.max_position_embeddings (${why})`,
      );
    }
    return value;
  };

  switch (type) {
    case 'linear':
      scaling.factor = requiredNumber(rope, 'factor', ropePath, why);
      break;
    case 'dynamic':
      scaling.factor = requiredNumber(rope, 'factor', ropePath, why);
      scaling.maxPositionEmbeddings = requiredNumber(text, 'max_position_embeddings', path, why);
      break;
    case 'llama3':
      scaling.factor = requiredNumber(rope, 'factor', ropePath, why);
      scaling.lowFreqFactor = requiredNumber(rope, 'low_freq_factor', ropePath, why);
      scaling.highFreqFactor = requiredNumber(rope, 'high_freq_factor', ropePath, why);
      scaling.originalMaxPositionEmbeddings = originalMax();
      break;
    case 'yarn':
      setIfGiven(scaling, 'factor', optionalNumber(rope, 'factor', ropePath));
      scaling.originalMaxPositionEmbeddings = originalMax();
      setIfGiven(scaling, 'maxPositionEmbeddings', maxPositionEmbeddings);
      setIfGiven(scaling, 'betaFast', optionalNumber(rope, 'beta_fast', ropePath));
      setIfGiven(scaling, 'betaSlow', optionalNumber(rope, 'beta_slow', ropePath));
      setIfGiven(scaling, 'mscale', optionalNumber(rope, 'mscale', ropePath));
      setIfGiven(scaling, 'mscaleAllDim', optionalNumber(rope, 'mscale_all_dim', ropePath));
      setIfGiven(scaling, 'attentionFactor', optionalNumber(rope, 'attention_factor', ropePath));
      setIfGiven(scaling, 'truncate', optionalBoolean(rope, 'truncate', ropePath));
      break;
    case 'longrope':
      scaling.shortFactor = requiredNumberArray(rope, 'short_factor', ropePath, why);
      scaling.longFactor = requiredNumberArray(rope, 'long_factor', ropePath, why);
      setIfGiven(scaling, 'factor', optionalNumber(rope, 'factor', ropePath));
      scaling.originalMaxPositionEmbeddings = originalMax();
      setIfGiven(scaling, 'maxPositionEmbeddings', maxPositionEmbeddings);
      setIfGiven(scaling, 'attentionFactor', optionalNumber(rope, 'attention_factor', ropePath));
      break;
    case 'proportional':
      setIfGiven(scaling, 'factor', optionalNumber(rope, 'factor', ropePath));
      setIfGiven(scaling, 'partialRotaryFactor', optionalNumber(rope, 'partial_rotary_factor', ropePath));
      break;
  }
  return scaling;
}

/** A family's own defaults, and the flat rope dictionary of a layer type when its config class builds it. */
export interface RopeRules {
  defaults?: ModelDefaults;
  source?: Json;
  /** The family turns by three position ids (M-RoPE): it reads mrope_section (and the rope type mrope). */
  mrope?: boolean;
}

/** RoPE options as a layer receives them: ropeFromConfig's, plus M-RoPE's sections. */
export type LayerRopeOptions = RopeOptions & {
  /** Qwen2-VL / Qwen2.5-VL (rope type mrope): frequency pairs given to time, height and width. */
  mropeSection?: [number, number, number];
};

/**
 * The rope a layer of `layerType` (undefined: the config's single rope) receives, for a head of
 * headDim values. `layered`: ropeLayers' reading, which also knows proportional and mrope.
 */
export function readRope(
  text: Json,
  path: string,
  modelType: string | undefined,
  layerType: string | undefined,
  headDim: number,
  layered: boolean,
  rules: RopeRules = {},
): LayerRopeOptions {
  const defaults = { ...(modelType !== undefined ? MODEL_DEFAULTS[modelType] : undefined), ...rules.defaults };
  const source: RopeSource =
    rules.source !== undefined
      ? {
          rope: rules.source,
          path: `${path}.rope_parameters.${layerType ?? ''}`,
          fallbackTheta: undefined,
          perLayer: true,
        }
      : ropeSource(text, path, modelType, layerType, defaults);
  const { rope, path: ropePath } = source;

  const base = optionalNumber(rope, 'rope_theta', ropePath) ?? source.fallbackTheta ?? defaults.ropeTheta ?? 10_000;
  // convert_rope_params_to_dict (modeling_rope_utils.py:755-757): the top-level key only fills the rope
  // dictionary's (setdefault), so the dictionary's own value wins.
  const partialRotaryFactor =
    optionalNumber(rope, 'partial_rotary_factor', ropePath) ??
    optionalNumber(text, 'partial_rotary_factor', path) ??
    (defaults.neoxNames ? optionalNumber(text, 'rotary_pct', path) : undefined) ??
    defaults.partialRotaryFactor;
  const type = ropeTypeOf(rope, ropePath, modelType, layered, rules.mrope === true);

  let layout: RopeLayout = 'half';
  if (modelType === 'deepseek_v2') layout = 'pairs';
  if (modelType === 'deepseek_v3' && optionalBoolean(text, 'rope_interleave', path) !== false) layout = 'pairs';
  // Llama 4 rotates through complex numbers made of adjacent pairs (view_as_complex).
  if (modelType === 'llama4_text' || modelType === 'llama4') layout = 'pairs';

  const result: LayerRopeOptions = { base, layout };
  // proportional keeps the whole head as its rotary width and reads the fraction itself.
  if (partialRotaryFactor !== undefined && type !== 'proportional') {
    const rotaryDim = Math.trunc(headDim * partialRotaryFactor); // Python's int(): truncation
    if (rotaryDim !== headDim) result.rotaryDim = rotaryDim;
  }
  if (type !== 'default' && type !== 'mrope') result.scaling = scalingOf(type, source, text, path, defaults);
  if (layered && rules.mrope === true && (type === 'mrope' || present(rope, 'mrope_section'))) {
    result.mropeSection = mropeSectionOf(rope, ropePath, (result.rotaryDim ?? headDim) / 2);
  }
  return result;
}

/** mrope_section: three positive integers (time, height, width) that sum to the rotary planes. */
function mropeSectionOf(rope: Json, ropePath: string, planes: number): [number, number, number] {
  const section = requiredNumberArray(rope, 'mrope_section', ropePath, 'rope type mrope needs it');
  const sum = section.reduce((a, b) => a + b, 0);
  if (section.length !== 3 || !section.every((n) => Number.isInteger(n) && n > 0) || sum !== planes) {
    throw new RangeError(
      `${PREFIX}${ropePath}.mrope_section must be three positive integers (time, height, width frequency ` +
        `pairs) summing to rotaryDim / 2 = ${planes}; got [${section.join(', ')}]`,
    );
  }
  return [section[0]!, section[1]!, section[2]!];
}

/** Model types whose config class numbers NoPE layers by an interval when no_rope_layers is absent. */
const NOPE_INTERVAL_DEFAULTS: Readonly<Record<string, number>> = { llama4_text: 4, llama4: 4, smollm3: 4 };

/**
 * Which layers use RoPE, as Llama4TextConfig and SmolLM3Config set it: no_rope_layers[i] is 1 for
 * a layer that DOES use RoPE (the name reads the other way); absent or empty, every
 * no_rope_layer_interval-th layer (i + 1 divisible by it) is NoPE. undefined: every layer uses RoPE.
 */
export function ropeUseByLayer(
  text: Json,
  path: string,
  modelType: string | undefined,
  layers: number,
): boolean[] | undefined {
  const given = text.no_rope_layers;
  if (Array.isArray(given) && given.length > 0) {
    if (given.length !== layers) {
      throw new RangeError(
        `${PREFIX}${path}.no_rope_layers must hold one 0 or 1 per layer (num_hidden_layers = ${layers}); ` +
          `it holds ${given.length}`,
      );
    }
    return given.map((flag: unknown, i) => {
      if (flag !== 0 && flag !== 1 && flag !== true && flag !== false) {
        throw new TypeError(
          `${PREFIX}${path}.no_rope_layers[${i}] must be 0 (NoPE) or 1 (RoPE); got ${describe(flag)}`,
        );
      }
      return flag === 1 || flag === true;
    });
  }
  if (given !== undefined && given !== null && !Array.isArray(given)) {
    throw new TypeError(`${PREFIX}${path}.no_rope_layers must be an array of 0 and 1; got ${describe(given)}`);
  }
  const interval =
    optionalNumber(text, 'no_rope_layer_interval', path) ??
    (modelType !== undefined ? NOPE_INTERVAL_DEFAULTS[modelType] : undefined);
  if (interval === undefined) return undefined;
  if (!Number.isInteger(interval) || interval < 1) {
    throw new RangeError(`${PREFIX}${path}.no_rope_layer_interval must be an integer >= 1; got ${interval}`);
  }
  return Array.from({ length: layers }, (_, i) => (i + 1) % interval !== 0);
}
