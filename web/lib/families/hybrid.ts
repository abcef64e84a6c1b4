// Family table entries: hybrid. See family.ts for the shape of an entry.
// Models that mix softmax attention with linear attention (Lightning, Gated DeltaNet), state-space
// layers (Mamba, RG-LRU), short convolutions, or that reuse and repeat their layers. Lines cite
// transformers at TRANSFORMERS_COMMIT (family.ts); paths are relative to src/transformers/models/.

import { isObject, type Json, optionalNumber, PREFIX, present } from '../rope-config.js';
import { describe } from '../validate.js';
import type { Family, FamilyContext, ReadFamily } from './family.js';
import { allLayers, everyNth, givenLayerTypes, periodOf } from './rules.js';

/** configuration_utils.py:91 _LEGACY_LAYER_TYPE_REMAP, which most hybrid config classes apply to layer_types. */
const LEGACY_LAYER_TYPES: Readonly<Record<string, string>> = {
  conv: 'linear_attention',
  mamba: 'linear_attention',
  attention: 'full_attention',
};

const remapLegacy = (types: readonly string[]): string[] => types.map((t) => LEGACY_LAYER_TYPES[t] ?? t);

/** Layer types given under `key` (one string per layer, `length` of them). */
function namedLayers(c: FamilyContext, key: string, length = c.layers): string[] | undefined {
  const given = c.text[key];
  if (given === undefined || given === null) return undefined;
  if (!Array.isArray(given) || given.some((t) => typeof t !== 'string')) {
    throw new TypeError(`${PREFIX}${c.path}.${key} must be an array of layer-type names; got ${describe(given)}`);
  }
  if (given.length !== length) {
    throw new RangeError(
      `${PREFIX}${c.path}.${key} must name one type per layer (${length}); it names ${given.length}`,
    );
  }
  return given as string[];
}

/** convert_rope_params_to_dict (modeling_rope_utils.py:743): `rope_scaling or rope_parameters`, flat. */
function flatRopeDict(c: FamilyContext): Json {
  const scaling = c.text.rope_scaling;
  if (isObject(scaling) && Object.keys(scaling).length > 0) return scaling;
  return isObject(c.text.rope_parameters) ? c.text.rope_parameters : {};
}

function ropeTypeOf(rope: Json): string {
  const type = rope.rope_type ?? rope.type ?? 'default';
  return typeof type === 'string' ? type : 'default';
}

function partialOf(c: FamilyContext, rope: Json): number | undefined {
  return (
    optionalNumber(c.text, 'partial_rotary_factor', c.path) ?? optionalNumber(rope, 'partial_rotary_factor', c.path)
  );
}

/**
 * The rotated width of a family whose compute_default_rope_parameters uses the whole head_dim
 * (ignoring partial_rotary_factor) and whose apply_rotary_pos_emb has no pass-through: the whole
 * head. Under another rope type ROPE_INIT_FUNCTIONS does read partial_rotary_factor, and cos/sin
 * narrower than the head fail in transformers: refused by name.
 */
const wholeHead =
  (file: string) =>
  (c: FamilyContext, headDim: number): undefined => {
    const rope = flatRopeDict(c);
    const type = ropeTypeOf(rope);
    const partial = partialOf(c, rope);
    if (type !== 'default' && partial !== undefined && Math.trunc(headDim * partial) !== headDim) {
      throw new RangeError(
        `${PREFIX}${c.path}.partial_rotary_factor (${partial}) with rope type ${type}: ${file} rotates the whole head ` +
          '(apply_rotary_pos_emb has no pass-through), so transformers cannot run this config',
      );
    }
    return undefined;
  };

/** MiniMax: Lightning attention on every other layer; the softmax layers slide when sliding_window is set. */
const minimax: ReadFamily = {
  modelType: 'minimax',
  group: 'hybrid',
  uses: ['sliding_window'],
  kinds: { linear_attention: 'linear' },
  defaults: { layers: 32, hidden: 4096, heads: 32, ropeTheta: 1_000_000 },
  layerTypes: (c) => {
    const types = givenLayerTypes(c) ?? everyNth(null, 2, 'linear_attention', 'full_attention')(c);
    const sliding = present(c.text, 'sliding_window');
    return types.map((t) => (t === 'linear_attention' ? t : sliding ? 'sliding_attention' : 'full_attention'));
  },
  rotaryDim: wholeHead('minimax/modeling_minimax.py:348'),
};

/** Jamba: attention every attn_layer_period-th layer from attn_layer_offset, the rest Mamba; no rope at all. */
const jamba: ReadFamily = {
  modelType: 'jamba',
  group: 'hybrid',
  uses: ['attn_layer_period', 'attn_layer_offset'],
  kinds: { linear_attention: 'mamba' },
  defaults: { layers: 32, hidden: 4096, heads: 32 },
  layerTypes: (c) => {
    const period = periodOf(c, 'attn_layer_period', 8);
    const offset = optionalNumber(c.text, 'attn_layer_offset', c.path) ?? 4;
    return Array.from({ length: c.layers }, (_, i) => (i % period === offset ? 'full_attention' : 'linear_attention'));
  },
  ropeUse: (_c, types) => types.map(() => false),
};

/** Bamba: attention on attn_layer_indices, Mamba 2 elsewhere; partial_rotary_factor forced to 0.5. */
const bamba: ReadFamily = {
  modelType: 'bamba',
  group: 'hybrid',
  uses: ['attn_layer_indices'],
  kinds: { linear_attention: 'mamba' },
  defaults: { layers: 32, hidden: 4096, heads: 32 },
  layerTypes: (c) => {
    const given = c.text.attn_layer_indices;
    if (given !== undefined && given !== null && (!Array.isArray(given) || given.some((i) => typeof i !== 'number'))) {
      throw new TypeError(
        `${PREFIX}${c.path}.attn_layer_indices must be an array of layer indices; got ${describe(given)}`,
      );
    }
    const indices = new Set((given as number[] | null | undefined) ?? []);
    return Array.from({ length: c.layers }, (_, i) => (indices.has(i) ? 'full_attention' : 'linear_attention'));
  },
  rotaryDim: (c, headDim) => {
    // convert_rope_params_to_dict: rope_parameters.setdefault(partial_rotary_factor, 0.5); the
    // non-default rope functions standardize again with the attribute (0.5) overwriting it.
    const rope = flatRopeDict(c);
    const own = optionalNumber(rope, 'partial_rotary_factor', `${c.path}.rope_parameters`);
    const partial = ropeTypeOf(rope) === 'default' ? (own ?? 0.5) : 0.5;
    return Math.trunc(headDim * partial);
  },
};

/** Falcon-H1: every layer runs attention and Mamba 2 side by side. */
const falconH1: ReadFamily = {
  modelType: 'falcon_h1',
  group: 'hybrid',
  kinds: { hybrid: 'full' },
  defaults: { layers: 32, hidden: 4096, heads: 32 },
  layerTypes: (c) => allLayers(c, 'hybrid'),
  rotaryDim: wholeHead('falcon_h1/modeling_falcon_h1.py:117'),
};

/** Granite 4.0 hybrid: layer_types (legacy mamba / attention names); RoPE only with position_embedding_type "rope". */
const graniteMoeHybrid: ReadFamily = {
  modelType: 'granitemoehybrid',
  group: 'hybrid',
  uses: ['layers_block_type', 'position_embedding_type', 'attention_multiplier'],
  kinds: { linear_attention: 'mamba' },
  defaults: { layers: 32, hidden: 4096, heads: 32 },
  layerTypes: (c) => {
    const given = namedLayers(c, 'layer_types') ?? namedLayers(c, 'layers_block_type');
    return given === undefined ? allLayers(c, 'linear_attention') : remapLegacy(given);
  },
  ropeUse: (c, types) => types.map(() => c.text.position_embedding_type === 'rope'),
  softmaxScale: (c) => optionalNumber(c.text, 'attention_multiplier', c.path) ?? 1,
  rotaryDim: wholeHead('granitemoehybrid/modeling_granitemoehybrid.py'),
};

/** Zamba2: Mamba 2 layers, and hybrid layers that run a shared attention block before their Mamba 2. */
const zamba2: ReadFamily = {
  modelType: 'zamba2',
  group: 'hybrid',
  uses: ['layers_block_type', 'use_mem_rope', 'use_long_context', 'attention_head_dim'],
  kinds: { linear_attention: 'mamba', hybrid: 'full' },
  defaults: { layers: 54, hidden: 2560, heads: 32 },
  layerTypes: (c) => {
    const given = namedLayers(c, 'layers_block_type') ?? namedLayers(c, 'layer_types');
    if (given !== undefined) return remapLegacy(given);
    const m = (n: number) => Array.from({ length: n }, () => 'linear_attention');
    // The default list has 54 entries whatever num_hidden_layers says; the model builds one layer per entry.
    return [
      ...m(1),
      ...Array.from({ length: 7 }, () => [...m(5), 'hybrid']).flat(),
      ...m(4),
      'hybrid',
      ...m(3),
      'hybrid',
      ...m(2),
    ];
  },
  headDim: (c) => {
    // head_dim (mapped to attention_head_dim) and attention_head_dim are not fields: a config.json that
    // gives them sets the attribute after __post_init__ computed it (configuration_utils.py:338), so they win.
    const named = optionalNumber(c.text, 'attention_head_dim', c.path);
    const mapped = optionalNumber(c.text, 'head_dim', c.path);
    if (named !== undefined && mapped !== undefined && named !== mapped) {
      throw new RangeError(
        `${PREFIX}${c.path}.head_dim (${mapped}) and attention_head_dim (${named}) name the same attribute of ` +
          'Zamba2Config (attribute_map) with different values: the key written last wins',
      );
    }
    const hidden = optionalNumber(c.text, 'hidden_size', c.path) ?? 2560;
    const heads = optionalNumber(c.text, 'num_attention_heads', c.path) ?? 32;
    return named ?? mapped ?? Math.floor((2 * hidden) / heads);
  },
  ropeUse: (c, types) => types.map(() => c.text.use_mem_rope === true),
  softmaxScale: (_c, headDim) => (headDim / 2) ** -0.5,
  rotaryDim: (c, headDim) => {
    if (c.text.use_long_context === true && ropeTypeOf(flatRopeDict(c)) !== 'default') {
      throw new RangeError(
        `${PREFIX}${c.path}.use_long_context sets max_position_embeddings to 16384 (configuration_zamba2.py), ` +
          'which a scaled rope would read: this reading does not follow it',
      );
    }
    return wholeHead('zamba2/modeling_zamba2.py')(c, headDim);
  },
};

function lfm2Like(modelType: 'lfm2' | 'lfm2_moe', sizes: { layers: number; hidden: number }): ReadFamily {
  return {
    modelType,
    group: 'hybrid',
    uses: modelType === 'lfm2' ? ['full_attn_idxs'] : [],
    kinds: { conv: 'conv' },
    defaults: { ...sizes, heads: 32, ropeTheta: 1_000_000 },
    layerTypes: (c) => {
      const given = givenLayerTypes(c);
      if (given !== undefined) {
        // The model keys its masks by "full_attention" and "conv" only (modeling_lfm2.py:509), and every
        // layer whose type is not "full_attention" is a convolution block (:395).
        const other = given.findIndex((t) => t !== 'full_attention' && t !== 'conv');
        if (other >= 0) {
          throw new RangeError(
            `${PREFIX}${c.path}.layer_types[${other}] is ${JSON.stringify(given[other])}: ${modelType} knows only ` +
              'full_attention and conv layers (its masks are keyed by those two names)',
          );
        }
        return given;
      }
      if (modelType === 'lfm2_moe') {
        throw new RangeError(
          `${PREFIX}${c.path}.layer_types is missing (Lfm2MoeConfig has no default and the model indexes it per layer)`,
        );
      }
      const raw = c.text.full_attn_idxs;
      if (raw !== undefined && raw !== null && (!Array.isArray(raw) || raw.some((i) => typeof i !== 'number'))) {
        throw new TypeError(
          `${PREFIX}${c.path}.full_attn_idxs must be an array of layer indices; got ${describe(raw)}`,
        );
      }
      const full = raw === undefined || raw === null ? undefined : new Set(raw as number[]);
      return Array.from({ length: c.layers }, (_, i) =>
        full === undefined || full.has(i) ? 'full_attention' : 'conv',
      );
    },
    rotaryDim: wholeHead(`${modelType}/modeling_${modelType}.py`),
  };
}

/** OLMo Hybrid: Gated DeltaNet layers and attention layers; RoPE only when rope_theta survives as non-null. */
function olmoHybridTheta(c: FamilyContext): unknown {
  const rope = flatRopeDict(c);
  // convert_rope_params_to_dict: rope_parameters.setdefault("rope_theta", kwargs.pop("rope_theta", default_theta)):
  // a key present with null keeps null; an absent one gets 10000.
  if (Object.prototype.hasOwnProperty.call(rope, 'rope_theta')) return rope.rope_theta;
  if (Object.prototype.hasOwnProperty.call(c.text, 'rope_theta')) return c.text.rope_theta;
  return 10_000;
}

const olmoHybrid: ReadFamily = {
  modelType: 'olmo_hybrid',
  group: 'hybrid',
  kinds: { linear_attention: 'linear' },
  defaults: { layers: 32, hidden: 3840, heads: 30 },
  layerTypes: (c) => {
    const given = givenLayerTypes(c);
    if (given !== undefined) return remapLegacy(given);
    const types = everyNth(null, 4, 'full_attention', 'linear_attention')(c);
    if (!types.includes('full_attention')) types[c.layers - 1] = 'full_attention';
    return types;
  },
  ropeUse: (c, types) => {
    const theta = olmoHybridTheta(c);
    return types.map(() => theta !== null && theta !== undefined);
  },
  rotaryDim: wholeHead('olmo_hybrid/modeling_olmo_hybrid.py:148'),
};

/**
 * Qwen3.5 text models: Qwen3-Next's layering (Gated DeltaNet, every fourth layer full attention,
 * partial_rotary_factor 0.25), but the full-attention layers rotate with interleaved M-RoPE.
 * Refused like qwen3_vl_text (multimodal.ts): for text positions (t = h = w) it is plain RoPE, for
 * image and video positions the planes alternate time / height / width, which mropeSection (Qwen2-VL's
 * contiguous runs) cannot express.
 */
function qwen35Text(modelType: 'qwen3_5_text' | 'qwen3_5_moe_text', dir: string, applyLine: number): Family {
  return {
    modelType,
    group: 'hybrid',
    refused:
      `its full-attention layers rotate with interleaved M-RoPE (${dir}/modeling_${dir}.py:${applyLine} ` +
      'apply_interleaved_mrope, mrope_section default [11, 11, 10]): frequency plane k turns by height when ' +
      'k % 3 == 1 and k < 3·mrope_section[1], by width when k % 3 == 2 and k < 3·mrope_section[2], else by time; ' +
      "the package's mropeSection gives each of time, height, width one contiguous run of planes (Qwen2-VL), so it " +
      'cannot express this (text-only positions, t = h = w, would be plain RoPE on the first quarter of each head)',
  };
}

/** RecurrentGemma (Griffin): two RG-LRU blocks then one local attention block, cycled. */
const recurrentGemma: ReadFamily = {
  modelType: 'recurrent_gemma',
  group: 'hybrid',
  uses: ['block_types', 'attention_window_size', 'sliding_window'],
  kinds: { recurrent: 'mamba', attention: 'sliding' },
  sizes: { headDim: null },
  defaults: { layers: 26, hidden: 2560, heads: 10, slidingWindow: 2048 },
  layerTypes: (c) => {
    const raw = c.text.block_types ?? ['recurrent', 'recurrent', 'attention'];
    if (!Array.isArray(raw) || raw.length === 0 || raw.some((t) => typeof t !== 'string')) {
      throw new TypeError(
        `${PREFIX}${c.path}.block_types must be a non-empty array of block names; got ${describe(raw)}`,
      );
    }
    const cycle = raw as string[];
    return Array.from({ length: Math.min(c.layers, cycle.length * 100) }, (_, i) => cycle[i % cycle.length]!);
  },
  extend: (c, entry) => {
    if (entry.attention !== 'sliding') return;
    // sliding_window is not a field: attribute_map sets attention_window_size from it after the
    // fields, so it wins when a config gives both (configuration_utils.py:338, :474).
    entry.window =
      optionalNumber(c.text, 'sliding_window', c.path) ??
      optionalNumber(c.text, 'attention_window_size', c.path) ??
      2048;
  },
  rotaryDim: (c) => {
    const type = ropeTypeOf(flatRopeDict(c));
    if (type !== 'default') {
      throw new RangeError(
        `${PREFIX}${c.path}: rope type ${type} is refused by RecurrentGemmaRotaryEmbedding (modeling_recurrent_gemma.py:74)`,
      );
    }
    return undefined;
  },
};

/** HRM text: two stacks of num_layers_per_stack layers run H_cycles · (L_cycles + 1) times; one cache slot per run. */
const hrmText: ReadFamily = {
  modelType: 'hrm_text',
  group: 'dense',
  defaults: { layers: 16, hidden: 1536, heads: 12, headDim: 128 },
  layerTypes: (c) => {
    const h = periodOf(c, 'H_cycles', 2);
    const l = periodOf(c, 'L_cycles', 3);
    // A config saved without num_layers_per_stack carries the per-stack count in num_hidden_layers.
    const runs = present(c.text, 'num_layers_per_stack') ? c.layers : c.layers * h * (l + 1);
    return Array.from({ length: runs }, () => 'full_attention');
  },
  rotaryDim: wholeHead('hrm_text/modeling_hrm_text.py:114'),
};

/** A per-layer-type rope dictionary that the config class builds itself, with rope_theta required. */
function requireTheta(c: FamilyContext, type: string, rope: Json, why: string): Json {
  if (!present(rope, 'rope_theta')) {
    throw new RangeError(`${PREFIX}${c.path}.rope_parameters.${type}.rope_theta is missing (${why})`);
  }
  return rope;
}

const ZAYA_DEFAULT_ROPE: Readonly<Record<string, Json>> = {
  hybrid: { rope_type: 'default', rope_theta: 5_000_000, partial_rotary_factor: 0.5 },
  hybrid_sliding: { rope_type: 'default', rope_theta: 10_000, partial_rotary_factor: 0.5 },
};

function zayaRope(c: FamilyContext, type: string): Json {
  const given = c.text.rope_parameters;
  if (given === undefined || given === null) return { ...ZAYA_DEFAULT_ROPE[type] };
  if (!isObject(given) || !isObject(given[type])) {
    throw new RangeError(
      `${PREFIX}${c.path}.rope_parameters.${type} is missing (ZayaConfig reads one rope dictionary per layer type, no flat form)`,
    );
  }
  return requireTheta(c, type, { ...(given[type] as Json) }, 'ZAYA reads it per layer type');
}

/** ZAYA: CCA attention (a causal convolution inside the q/k projection), partial rope per layer type. */
const zaya: ReadFamily = {
  modelType: 'zaya',
  group: 'local-global',
  uses: ['sliding_window'],
  // ZayaConfig.convert_rope_params_to_dict returns the keys untouched: no flat rope is read.
  ignores: ['rope_theta', 'rope_scaling', 'partial_rotary_factor'],
  kinds: { hybrid: 'full', hybrid_sliding: 'sliding' },
  defaults: { layers: 40, hidden: 2048, heads: 8, headDim: 128 },
  layerTypes: (c) => givenLayerTypes(c) ?? allLayers(c, 'hybrid'),
  ropeParameters: zayaRope,
  rotaryDim: (c, headDim, type) => {
    const partial =
      optionalNumber(zayaRope(c, type), 'partial_rotary_factor', `${c.path}.rope_parameters.${type}`) ?? 1;
    return Math.trunc(headDim * partial);
  },
};

/** Step 3.5 (step3p5, the text model of step3p7): one rope per layer type from per-layer legacy lists. */
function stepLayers(c: FamilyContext): string[] {
  if (c.text.use_bidirectional_attention === true) {
    throw new RangeError(
      `${PREFIX}${c.path}.use_bidirectional_attention is true: every token attends both ways (modeling_step3p7.py:892), ` +
        'which ropeLayers does not describe',
    );
  }
  const given = c.text.layer_types;
  if (given === undefined || given === null) return allLayers(c, 'full_attention');
  const mtp = optionalNumber(c.text, 'num_nextn_predict_layers', c.path) ?? 0;
  // Legacy configs pad layer_types with num_nextn_predict_layers MTP entries, split off (configuration_step3p7.py:200).
  const padded = Array.isArray(given) && mtp > 0 && given.length === c.layers + mtp;
  const types = namedLayers(c, 'layer_types', padded ? c.layers + mtp : c.layers)!;
  return types.slice(0, c.layers);
}

function stepPick(c: FamilyContext, key: string, first: number): unknown {
  const value = c.text[key];
  return Array.isArray(value) ? value[first] : value;
}

function stepRope(c: FamilyContext, type: string): Json {
  const types = stepLayers(c);
  const held = [...new Set(types)];
  const given = isObject(c.text.rope_parameters) ? c.text.rope_parameters : {};
  if (held.every((t) => isObject(given[t]))) {
    return requireTheta(c, type, { ...(given[type] as Json) }, 'Step3p7TextConfig keeps a per-type rope as saved');
  }
  const first = types.indexOf(type);
  const theta = c.text.rope_theta === undefined ? 10_000 : stepPick(c, 'rope_theta', first);
  if (typeof theta !== 'number') {
    throw new TypeError(
      `${PREFIX}${c.path}.rope_theta must be a number or one number per layer; got ${describe(c.text.rope_theta)}`,
    );
  }
  const rope: Json = { rope_type: 'default', rope_theta: theta };
  const factors = c.text.partial_rotary_factors;
  if (Array.isArray(factors) && factors.length > 0) rope.partial_rotary_factor = factors[first];
  const scaling = c.text.rope_scaling;
  if (type === 'full_attention' && isObject(scaling) && Object.keys(scaling).length > 0) Object.assign(rope, scaling);
  return rope;
}

const step3p5: ReadFamily = {
  modelType: 'step3p5',
  group: 'local-global',
  uses: [
    'sliding_window',
    'query_pre_attn_scalar',
    'partial_rotary_factors',
    'num_nextn_predict_layers',
    'use_bidirectional_attention',
  ],
  defaults: { layers: 45, hidden: 4096, heads: 64, headDim: 128 },
  layerTypes: stepLayers,
  ropeParameters: stepRope,
  rotaryDim: (c, headDim, type) => {
    const partial =
      optionalNumber(stepRope(c, type), 'partial_rotary_factor', `${c.path}.rope_parameters.${type}`) ?? 1;
    return Math.trunc(headDim * partial);
  },
  softmaxScale: (c, headDim) => (optionalNumber(c.text, 'query_pre_attn_scalar', c.path) ?? headDim) ** -0.5,
};

/** Gemma3nTextConfig.convert_rope_params_to_dict: full layers rope_theta (+ rope_scaling), sliding layers rope_local_base_freq. */
function gemma3nRope(c: FamilyContext, type: string): Json {
  const given = isObject(c.text.rope_parameters) ? c.text.rope_parameters : undefined;
  const own: Json =
    given !== undefined && isObject(given[type]) ? { ...(given[type] as Json) } : { rope_type: 'default' };
  const scaling = c.text.rope_scaling;
  if (type === 'full_attention' && isObject(scaling)) Object.assign(own, scaling);
  if (!present(own, 'rope_theta')) {
    const key = type === 'full_attention' ? 'rope_theta' : 'rope_local_base_freq';
    own.rope_theta = optionalNumber(c.text, key, c.path) ?? (type === 'full_attention' ? 1_000_000 : 10_000);
  }
  return own;
}

const gemma3nText: ReadFamily = {
  modelType: 'gemma3n_text',
  group: 'local-global',
  uses: ['sliding_window', 'rope_local_base_freq'],
  defaults: { layers: 35, hidden: 2048, heads: 8, headDim: 256, slidingWindow: 512 },
  layerTypes: (c) => givenLayerTypes(c) ?? everyNth(null, 5, 'full_attention', 'sliding_attention')(c),
  ropeParameters: gemma3nRope,
  softmaxScale: () => 1,
  rotaryDim: (c, headDim, type) => {
    const rope = gemma3nRope(c, type);
    if (ropeTypeOf(rope) === 'default') return undefined;
    const partial = optionalNumber(rope, 'partial_rotary_factor', `${c.path}.rope_parameters.${type}`);
    if (partial !== undefined && Math.trunc(headDim * partial) !== headDim) {
      throw new RangeError(
        `${PREFIX}${c.path}.rope_parameters.${type}.partial_rotary_factor (${partial}): gemma3n's apply_rotary_pos_emb ` +
          'rotates the whole head, so transformers cannot run this config',
      );
    }
    return undefined;
  },
};

/** yarn_get_mscale (longcat_flash/modeling_longcat_flash.py:279). */
function yarnMscale(scale: number, mscale: number): number {
  return scale <= 1 ? 1 : 0.1 * mscale * Math.log(scale) + 1;
}

const longcatNope = (c: FamilyContext) => optionalNumber(c.text, 'qk_nope_head_dim', c.path) ?? 128;
const longcatRope = (c: FamilyContext) => optionalNumber(c.text, 'qk_rope_head_dim', c.path) ?? 64;

/** LongCat-Flash: MLA (DeepSeek-style), two attention sublayers per layer, interleaved pairs. */
const longcatFlash: ReadFamily = {
  modelType: 'longcat_flash',
  group: 'mla',
  uses: ['qk_rope_head_dim', 'qk_nope_head_dim', 'v_head_dim', 'num_layers'],
  defaults: { layers: 56, hidden: 6144, heads: 64, ropeTheta: 10_000_000 },
  layerTypes: (c) => {
    const layers = optionalNumber(c.text, 'num_layers', c.path) ?? 28;
    if (!Number.isInteger(layers) || layers < 1) {
      throw new RangeError(`${PREFIX}${c.path}.num_layers must be a positive integer; got ${layers}`);
    }
    return Array.from({ length: 2 * layers }, () => 'full_attention');
  },
  headDim: (c) => {
    const sum = longcatNope(c) + longcatRope(c);
    const given = optionalNumber(c.text, 'qk_head_dim', c.path);
    if (given !== undefined && given !== sum) {
      throw new RangeError(
        `${PREFIX}${c.path}.qk_head_dim (${given}) differs from qk_nope_head_dim + qk_rope_head_dim (${sum}): ` +
          'transformers splits the query by the latter',
      );
    }
    return sum;
  },
  rotaryDim: (c) => {
    const rope = longcatRope(c);
    const headDim = optionalNumber(c.text, 'head_dim', c.path) ?? 64;
    if (headDim !== rope) {
      throw new RangeError(
        `${PREFIX}${c.path}.head_dim (${headDim}) sizes LongCat's rope but qk_rope_head_dim (${rope}) the rotated slice: ` +
          'transformers cannot run this config',
      );
    }
    return rope;
  },
  layout: 'pairs',
  softmaxScale: (c, headDim) => {
    let scale = headDim ** -0.5;
    const rope = flatRopeDict(c);
    if (ropeTypeOf(rope) !== 'default') {
      // yarn_apply_mscale (modeling_longcat_flash.py:285) reads rope_parameters["factor"] under any scaled rope.
      const factor = optionalNumber(rope, 'factor', `${c.path}.rope_parameters`);
      if (factor === undefined) {
        throw new RangeError(`${PREFIX}${c.path}.rope_parameters.factor is missing (the softmax scale reads it)`);
      }
      const mscaleAllDim = optionalNumber(rope, 'mscale_all_dim', `${c.path}.rope_parameters`) ?? 0;
      if (mscaleAllDim !== 0) scale *= yarnMscale(factor, mscaleAllDim) ** 2;
    }
    return scale;
  },
  extend: (c, entry) => {
    entry.mla = {
      nopeDim: longcatNope(c),
      ropeDim: longcatRope(c),
      vHeadDim: optionalNumber(c.text, 'v_head_dim', c.path) ?? 128,
    };
  },
};

const REFUSED: readonly Family[] = [
  {
    modelType: 'nemotron_h',
    group: 'hybrid',
    refused:
      "its layer list (hybrid_override_pattern / layers_block_type) holds MLP-only and MoE-only blocks ('-', 'E') " +
      'that have no attention at all, which a layer entry cannot express; its attention blocks are NoPE and its Mamba 2 ' +
      'blocks have no positions',
  },
  {
    modelType: 'diffusion_gemma_text',
    group: 'local-global',
    refused:
      'a diffusion model: its decoder attends bidirectionally over the canvas (is_causal = False) and to the ' +
      "encoder's cache, and the encoder is bidirectional with use_bidirectional_attention 'all'; the layer kinds " +
      'describe causal attention only',
  },
];

export const HYBRID_FAMILIES: readonly Family[] = [
  minimax,
  jamba,
  bamba,
  falconH1,
  graniteMoeHybrid,
  zamba2,
  lfm2Like('lfm2', { layers: 32, hidden: 2560 }),
  lfm2Like('lfm2_moe', { layers: 32, hidden: 2048 }),
  olmoHybrid,
  qwen35Text('qwen3_5_text', 'qwen3_5', 142),
  qwen35Text('qwen3_5_moe_text', 'qwen3_5_moe', 143),
  recurrentGemma,
  hrmText,
  zaya,
  step3p5,
  gemma3nText,
  longcatFlash,
  ...REFUSED,
];
