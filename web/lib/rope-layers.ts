// What each layer of a Hugging Face model does with positions, read from its parsed config.json as
// transformers 5 reads it: the config's model_type chooses an entry of the family table
// (families/), whose rules say which layers attend how, which rotate, in which layout, over how
// many dimensions, with which base, scaling and softmax scale. Reading only: the RoPE functions compute.

import { FAMILIES, POSITION_KEYS, READ_BY_EVERY_FAMILY } from './families/table.js';
import { givenLayerTypes } from './families/rules.js';
import {
  type Family,
  type FamilyContext,
  isRefused,
  type LayerAttention,
  POSITIONLESS,
  type ReadFamily,
} from './families/family.js';
import {
  headDimOf,
  type RopeConfig,
  type RopeFromConfigOptions,
  isObject,
  type Json,
  type LayerRopeOptions,
  optionalNumber,
  optionalObject,
  optionalString,
  PREFIX,
  present,
  readRope,
} from './rope-config.js';
import { checkOptionNames, describe, MAX_ELEMENTS } from './validate.js';

export type { LayerRopeOptions } from './rope-config.js';
export type { LayerAttention } from './families/family.js';

/** One decoder layer's handling of positions. */
export interface RopeLayer {
  /** 0-based index. */
  layer: number;
  /**
   * full: every earlier token; sliding: the last `window` tokens; chunked: tokens of the same
   * `window`-long chunk. linear (linear attention), mamba (state space), conv (convolution) and
   * cross (attention to another sequence) layers have no positions: their rope is null.
   */
  attention: LayerAttention;
  /** sliding_window (sliding) or attention_chunk_size (chunked). */
  window?: number;
  /** What ropeFrequencies, ropeCosSin and applyRope take for this layer; null: no position encoding. */
  rope: LayerRopeOptions | null;
  /** Width of a query/key head of this layer (MLA: qk_nope_head_dim + qk_rope_head_dim). */
  headDim: number;
  /** The factor q·k is multiplied by before the softmax (linear, mamba, conv layers: 1, unused). */
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

/** ropeLayers' result: the layers in order, and how the config was read. */
export interface ModelLayers extends Array<RopeLayer> {
  /** The family table entry the config was read as (its model_type, or options.family). */
  family: string;
  /** Where the text model's config was found: 'config' or 'config.text_config' (or the family's key). */
  textPath: string;
  /**
   * Keys that change positions in some transformers family but that this family's modeling code
   * does not read, with their values: transformers ignores them for this model, and so does this
   * reading. Listed, never dropped silently.
   */
  unusedKeys: { key: string; value: unknown }[];
}

export interface RopeLayersOptions {
  /**
   * Read the config as this family of the table (a transformers model_type), whatever its
   * model_type says: for fine-tunes that renamed their type, and for configs without one.
   */
  family?: string;
}

const STANDARD_KINDS: Readonly<Record<string, LayerAttention>> = {
  full_attention: 'full',
  sliding_attention: 'sliding',
  chunked_attention: 'chunked',
};

function positiveInteger(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_ELEMENTS) {
    throw new RangeError(`${PREFIX}${what} must be an integer in [1, ${MAX_ELEMENTS}]; got ${value}`);
  }
  return value;
}

function familyOf(name: string, where: string, chosen: boolean): ReadFamily {
  const family = FAMILIES.get(name);
  if (family === undefined) {
    const how = chosen
      ? `options.family must name a model_type of the family table; see docs/models.md`
      : `read it as a known family with { family: 'llama' } (or the family it was fine-tuned from); see docs/models.md`;
    throw new TypeError(
      `${PREFIX}${where} ${JSON.stringify(name)} is not a transformers 5 model type this package reads: ${how}`,
    );
  }
  if (isRefused(family)) {
    throw new TypeError(`${PREFIX}${where} ${JSON.stringify(name)} is refused: ${family.refused}`);
  }
  return family;
}

/** The family and the text model's config a config is read as, following multimodal wrappers. */
export function resolveFamily(
  config: Json,
  chosen: string | undefined,
): { family: ReadFamily; text: Json; path: string } {
  let text = config;
  let path = 'config';
  let family: ReadFamily;
  if (chosen !== undefined) {
    family = familyOf(chosen, 'options.family', true);
  } else {
    const modelType = optionalString(config, 'model_type', path);
    if (modelType === undefined) {
      const sub = isObject(config.text_config)
        ? optionalString(config.text_config, 'model_type', 'config.text_config')
        : undefined;
      if (sub === undefined) {
        throw new TypeError(
          `${PREFIX}config.model_type is missing, so the family that reads the config is unknown: ` +
            `pass { family: 'llama' } (or the model_type it was trained as); see docs/models.md`,
        );
      }
      // A text_config alone names its family (configs saved without the wrapper's type).
      text = config.text_config as Json;
      path = 'config.text_config';
      family = familyOf(sub, `${path}.model_type`, false);
    } else {
      family = familyOf(modelType, 'config.model_type', false);
    }
  }
  // Wrappers: the text model's config, read by its own family or the wrapper's fixed one.
  for (let depth = 0; family.text !== undefined && depth < 3; depth++) {
    const { key, family: fixed, defaultFamily, inline } = family.text;
    const sub = optionalObject(text, key, path);
    if (sub === undefined && !(inline === true && fixed !== undefined)) {
      throw new RangeError(
        `${PREFIX}${path}.${key} is missing (${family.modelType} keeps its text model's config there)`,
      );
    }
    if (sub !== undefined) {
      path = `${path}.${key}`;
      text = sub;
    }
    const subType = sub === undefined ? undefined : optionalString(sub, 'model_type', path);
    const name = fixed ?? subType ?? defaultFamily;
    if (name === undefined) {
      throw new TypeError(
        `${PREFIX}${path}.model_type is missing, so the family of ${family.modelType}'s text model is unknown: ` +
          `pass { family } naming it`,
      );
    }
    family = familyOf(name, fixed !== undefined ? `${family.modelType}'s text model` : `${path}.model_type`, false);
  }
  // A chosen text family still reads a wrapper's text part.
  if (chosen !== undefined && path === 'config' && isObject(config.text_config)) {
    text = config.text_config;
    path = 'config.text_config';
  }
  return { family, text, path };
}

function layerCount(text: Json, path: string, family: ReadFamily): number {
  const key = family.sizes?.layers ?? 'num_hidden_layers';
  const value = optionalNumber(text, key, path) ?? family.defaults?.layers;
  if (value === undefined) {
    throw new RangeError(`${PREFIX}${path}.${key} is missing (ropeLayers gives one entry per layer)`);
  }
  return positiveInteger(value, `${path}.${key}`);
}

/** The default head width: head_dim, else hidden_size / num_attention_heads (under the family's names). */
export function familyHeadDim(c: FamilyContext, family: ReadFamily): number {
  const sizes = family.sizes ?? {};
  const renamed = sizes.hidden !== undefined || sizes.heads !== undefined || sizes.headDim !== undefined;
  if (!renamed) return headDimOf(c.text, c.path, undefined, family.defaults?.headDim);
  const headDimKey = sizes.headDim === undefined ? 'head_dim' : sizes.headDim;
  if (headDimKey !== null) {
    const given = optionalNumber(c.text, headDimKey, c.path);
    if (given !== undefined) return given;
  }
  const hiddenKey = sizes.hidden ?? 'hidden_size';
  const headsKey = sizes.heads ?? 'num_attention_heads';
  const why = `the head size is ${hiddenKey} / ${headsKey}`;
  const hidden = optionalNumber(c.text, hiddenKey, c.path) ?? family.defaults?.hidden;
  const heads = optionalNumber(c.text, headsKey, c.path) ?? family.defaults?.heads;
  if (hidden === undefined || heads === undefined) {
    throw new RangeError(`${PREFIX}${c.path}.${hidden === undefined ? hiddenKey : headsKey} is missing (${why})`);
  }
  if (!Number.isInteger(hidden) || !Number.isInteger(heads) || heads <= 0 || hidden % heads !== 0) {
    throw new RangeError(
      `${PREFIX}${c.path}.${hiddenKey} (${hidden}) must be a multiple of ${c.path}.${headsKey} (${heads})`,
    );
  }
  return hidden / heads;
}

function unusedKeysOf(text: Json, family: ReadFamily): { key: string; value: unknown }[] {
  const ignored = new Set(family.ignores ?? []);
  const used = new Set([...READ_BY_EVERY_FAMILY.filter((key) => !ignored.has(key)), ...(family.uses ?? [])]);
  const candidates = [...new Set([...POSITION_KEYS, ...ignored.values()])];
  return candidates
    .filter((key) => present(text, key) && !used.has(key))
    .map((key) => ({
      key,
      value: structuredClone(text[key]),
    }));
}

/**
 * One entry per decoder layer, in order, saying what the layer does with positions, as
 * transformers 5 reads the config: the config's model_type (or `options.family`) picks the entry of
 * the family table (docs/models.md) whose rules are followed. A multimodal config is read from its
 * text model's config.
 *
 * @throws TypeError when config is not an object, a key has the wrong type, or the model_type is
 *   missing, unknown or refused (the message names it and the family option); RangeError naming
 *   the key when one is missing or malformed.
 */
export function ropeLayers(config: unknown, options?: RopeLayersOptions): ModelLayers {
  const { family: chosen } = checkOptionNames('ropeLayers', options, ['family']);
  const plan = readModel(config, chosen);
  return Object.assign(plan.layers, {
    family: plan.family.modelType,
    textPath: plan.context.path,
    unusedKeys: unusedKeysOf(plan.context.text, plan.family),
  });
}

function checkFamilyOption(chosen: unknown): string | undefined {
  if (chosen !== undefined && typeof chosen !== 'string') {
    throw new TypeError(`${PREFIX}options.family must be a model_type string such as 'llama'; got ${describe(chosen)}`);
  }
  return chosen;
}

interface ModelPlan {
  family: ReadFamily;
  context: FamilyContext;
  /** transformers' layer-type name of every layer. */
  types: string[];
  layers: RopeLayer[];
  /** The rope of a layer type as ropeFromConfig gives it (only the types that known rope types). */
  flatRope: (type: string, headDim: number) => LayerRopeOptions;
}

function readModel(config: unknown, chosenOption: unknown): ModelPlan {
  const chosen = checkFamilyOption(chosenOption);
  if (!isObject(config)) {
    throw new TypeError(`${PREFIX}config must be an object (a parsed config.json); got ${describe(config)}`);
  }
  const { family, text, path } = resolveFamily(config, chosen);
  const modelType = family.modelType;
  const layers = layerCount(text, path, family);
  const c: FamilyContext = { text, path, modelType, layers };

  const types = family.layerTypes?.(c) ?? givenLayerTypes(c) ?? Array.from({ length: layers }, () => 'full_attention');
  const kinds = { ...STANDARD_KINDS, ...family.kinds };
  const kindOf = (type: string, i: number): LayerAttention => {
    const kind = kinds[type];
    if (kind === undefined) {
      throw new RangeError(
        `${PREFIX}${path}.layer_types[${i}] is ${JSON.stringify(type)}; ${modelType} knows: ${Object.keys(kinds).join(', ')}`,
      );
    }
    return kind;
  };
  const attention = types.map(kindOf);
  const ropeUse = family.ropeUse?.(c, types);

  const headDimFor = (type: string) => family.headDim?.(c, type) ?? familyHeadDim(c, family);
  const ropes = new Map<string, LayerRopeOptions>();
  const familyRope = (type: string, headDim: number, layered: boolean): LayerRopeOptions => {
    const source = family.ropeParameters?.(c, type);
    const rope = readRope(text, path, modelType, type, headDim, layered, {
      defaults: family.defaults,
      source,
      mrope: family.mrope,
    });
    const layout = typeof family.layout === 'function' ? family.layout(c) : family.layout;
    if (layout !== undefined) rope.layout = layout;
    if (family.rotaryDim !== undefined) {
      const rotaryDim = family.rotaryDim(c, headDim, type);
      if (rotaryDim === undefined || rotaryDim === headDim) delete rope.rotaryDim;
      else rope.rotaryDim = rotaryDim;
    }
    if (family.wholeHeadByDefault && rope.rotaryDim !== undefined) {
      if (rope.scaling === undefined) {
        delete rope.rotaryDim;
      } else {
        // modeling_rope_utils' scaled ropes read partial_rotary_factor; the attention turns whole heads.
        throw new RangeError(
          `${PREFIX}${path}: partial_rotary_factor gives ${rope.rotaryDim} of ${headDim} dimensions, but ${modelType} ` +
            `turns whole heads: transformers' ${rope.scaling.type} rope computes ${rope.rotaryDim / 2} frequencies for ` +
            `${headDim / 2} planes and q * cos fails, so this config does not run in transformers`,
        );
      }
    }
    return rope;
  };
  const ropeFor = (type: string, headDim: number): LayerRopeOptions => {
    let rope = ropes.get(type);
    if (rope === undefined) {
      rope = familyRope(type, headDim, true);
      ropes.set(type, rope);
    }
    return rope;
  };

  const windowFor = (kind: LayerAttention, type: string): number | undefined => {
    if (kind !== 'sliding' && kind !== 'chunked') return undefined;
    const key = kind === 'sliding' ? 'sliding_window' : 'attention_chunk_size';
    if (text[key] === null) {
      // transformers' sliding and chunked masks raise on a None window (masking_utils.py).
      throw new RangeError(
        `${PREFIX}${path}.${key} is null, but layer type ${type} attends within it: transformers' mask fails on it`,
      );
    }
    const fallback = kind === 'sliding' ? family.defaults?.slidingWindow : family.defaults?.chunkSize;
    const value = optionalNumber(text, key, path) ?? fallback;
    if (value === undefined) {
      throw new RangeError(`${PREFIX}${path}.${key} is missing (layer type ${type} attends within it)`);
    }
    return positiveInteger(value, `${path}.${key}`);
  };

  const result = types.map((type, layer) => {
    const kind = attention[layer]!;
    const positionless = POSITIONLESS.has(kind);
    const headDim = positiveInteger(headDimFor(type), `${path}: layer ${layer}'s head width`);
    const usesRope = !positionless && (ropeUse?.[layer] ?? true);
    const rope = usesRope ? structuredClone(ropeFor(type, headDim)) : null;
    const entry: RopeLayer = {
      layer,
      attention: kind,
      rope,
      headDim,
      // Linear attention, state space and convolution have no softmax over positions (1, unused);
      // cross-attention does, over the other sequence.
      softmaxScale: positionless && kind !== 'cross' ? 1 : (family.softmaxScale?.(c, headDim, type) ?? headDim ** -0.5),
    };
    const span = windowFor(kind, type);
    if (span !== undefined) entry.window = span;
    family.extend?.(c, entry, type);
    return entry;
  });
  return { family, context: c, types, layers: result, flatRope: (type, headDim) => familyRope(type, headDim, false) };
}

/**
 * The RoPE options of a Hugging Face model, from its parsed config.json, as transformers 5 reads
 * them: `const { headDim, options } = ropeFromConfig(config); ropeCosSin(length, headDim, options)`.
 * The config is read by its family (see ropeLayers); the rope returned is the one its layers share,
 * or with { layerType } (a transformers layer-type name such as 'sliding_attention') the one the
 * layers of that type share. Multi-head latent attention (DeepSeek): headDim is the rotated slice,
 * qk_rope_head_dim.
 *
 * @throws TypeError when the model_type is missing, unknown or refused (see ropeLayers), when the
 *   layers do not share one rope (NoPE, linear-attention or state-space layers; one rope per layer
 *   type without { layerType }), and when the layers of the given type have no positions: the
 *   message points to ropeLayers(config). RangeError when the layer type is not in the model, a
 *   required key is missing, or the rope type is not one of ropeFrequencies' (mrope, proportional).
 */
export function ropeFromConfig(config: unknown, options?: RopeFromConfigOptions): RopeConfig {
  const { layerType, family: chosen } = checkOptionNames('ropeFromConfig', options, ['layerType', 'family']);
  if (layerType !== undefined && typeof layerType !== 'string') {
    throw new TypeError(`${PREFIX}options.layerType must be a string; got ${describe(layerType)}`);
  }
  const plan = readModel(config, chosen);
  const { types, layers, context } = plan;
  const held = [...new Set(types)];
  const selected = layers.filter((_, i) => layerType === undefined || types[i] === layerType);
  if (selected.length === 0) {
    throw new RangeError(
      `${PREFIX}layerType ${JSON.stringify(layerType)} is not a layer type of this ${plan.family.modelType} model; ` +
        `its layers are ${held.join(', ')}`,
    );
  }
  const without = selected.filter((entry) => entry.rope === null);
  const what = (entry: RopeLayer) => (POSITIONLESS.has(entry.attention) ? `${entry.attention} attention` : 'NoPE');
  if (without.length === selected.length) {
    const scope = layerType === undefined ? 'no layer of this model' : `no ${layerType} layer`;
    throw new TypeError(
      `${PREFIX}${context.path}: ${scope} rotates (${[...new Set(without.map(what))].join(', ')}): ` +
        'read every layer with ropeLayers(config)',
    );
  }
  if (without.length > 0) {
    const listed = without.map((entry) => `${entry.layer} (${what(entry)})`);
    const shown =
      listed.length > 8 ? `${listed.slice(0, 8).join(', ')}, ... (${listed.length} in all)` : listed.join(', ');
    throw new TypeError(
      `${PREFIX}${context.path} leaves layers ${shown} without RoPE, so its layers do not share one rope: ` +
        (held.length > 1 ? `pass { layerType } naming one of ${held.join(', ')}, or ` : '') +
        'read them with ropeLayers(config)',
    );
  }
  const distinct = new Set(selected.map((entry) => JSON.stringify([entry.rope, entry.headDim])));
  if (distinct.size > 1) {
    throw new TypeError(
      `${PREFIX}${context.path} holds one rope per layer type (${held.join(', ')}); pass { layerType } naming one ` +
        'of them, or read every layer with ropeLayers(config)',
    );
  }
  const first = selected[0]!;
  const type = types[first.layer]!;
  if (first.rope?.mropeSection !== undefined) {
    throw new RangeError(
      `${PREFIX}${context.path}: M-RoPE (mrope_section ${first.rope.mropeSection.join('/')}) turns each token by three ` +
        'positions, which ropeFrequencies does not take; ropeLayers(config) also reads proportional (Gemma 4) and mrope (Qwen2-VL)',
    );
  }
  if (first.mla !== undefined) {
    const options = plan.flatRope(type, first.mla.ropeDim);
    delete options.rotaryDim;
    return { headDim: first.mla.ropeDim, options };
  }
  return { headDim: first.headDim, options: plan.flatRope(type, first.headDim) };
}
