// Family table entries: dense-a. See family.ts for the shape of an entry.
// Llama-like decoders (Qwen2-MoE / Qwen3, Granite, Helium, Apertus, Arcee, BitNet, Mellum, Seed-OSS,
// OLMo, Cohere, GLM, Gemma, VaultGemma) and the two refused relatives Ministral 3 and NanoChat.
// Lines cite transformers at TRANSFORMERS_COMMIT (family.ts); paths are relative to
// src/transformers/models/.

import { isObject, type Json, optionalNumber, optionalObject, PREFIX, present } from '../rope-config.js';
import type { Family, FamilyContext, ReadFamily } from './family.js';
import { allLayers, givenLayerTypes, layerTypesOr } from './rules.js';

// ---------------------------------------------------------------------------------------------
// Helpers written for this batch.

/** The rope dictionary a single-rope config holds for a layer type: rope_scaling, else rope_parameters (flat or nested). */
function ropeDictOf(c: FamilyContext, type: string): Json {
  const scaling = optionalObject(c.text, 'rope_scaling', c.path);
  if (scaling !== undefined && Object.keys(scaling).length > 0) return scaling;
  const params = optionalObject(c.text, 'rope_parameters', c.path);
  if (params === undefined) return {};
  const nested = params[type];
  return isObject(nested) ? nested : params;
}

/** rope_type (or its legacy name type) of a rope dictionary; 'default' when absent. */
function ropeTypeOf(rope: Json): string {
  const type = rope.rope_type ?? rope.type;
  return typeof type === 'string' ? type : 'default';
}

/** partial_rotary_factor as transformers' scaled rope types see it: the top-level key, else the rope's. */
function partialFactorOf(c: FamilyContext, rope: Json): number | undefined {
  return (
    optionalNumber(c.text, 'partial_rotary_factor', c.path) ?? optionalNumber(rope, 'partial_rotary_factor', c.path)
  );
}

/**
 * Llama's rotary embedding: compute_default_rope_parameters takes the whole head
 * (`dim = head_dim`) and ignores partial_rotary_factor, and apply_rotary_pos_emb rotates the whole
 * head. The scaled rope types (modeling_rope_utils.py ROPE_INIT_FUNCTIONS) do take
 * int(head_dim · partial_rotary_factor) frequencies; cos then no longer matches the head and
 * `q * cos` fails, so such a config is refused rather than guessed.
 */
function wholeHead(c: FamilyContext, headDim: number, type: string): undefined {
  const rope = ropeDictOf(c, type);
  const factor = partialFactorOf(c, rope);
  if (factor === undefined || Math.trunc(headDim * factor) === headDim) return undefined;
  const ropeType = ropeTypeOf(rope);
  if (ropeType !== 'default') {
    throw new RangeError(
      `${PREFIX}${c.path}.partial_rotary_factor is ${factor}: ${c.modelType} rotates whole heads, and transformers' ` +
        `${ropeType} rope then computes int(head_dim · ${factor}) frequencies for a head of ${headDim}, so q * cos ` +
        'fails; this config does not run in transformers',
    );
  }
  return undefined;
}

/**
 * GLM's partial rotary (glm/configuration_glm.py:77 kwargs.setdefault("partial_rotary_factor", 0.5)):
 * the default rope reads rope_parameters' partial_rotary_factor, which convert_rope_params_to_dict
 * fills with setdefault (the rope's own value wins); the scaled types call standardize_rope_params
 * again once the top-level attribute is set (0.5 when the config has none), and it overwrites the rope's.
 */
function glmRotaryDim(c: FamilyContext, headDim: number, type: string): number {
  const rope = ropeDictOf(c, type);
  const top = optionalNumber(c.text, 'partial_rotary_factor', c.path);
  const own = optionalNumber(rope, 'partial_rotary_factor', c.path);
  const factor = ropeTypeOf(rope) === 'default' ? (own ?? top ?? 0.5) : (top ?? 0.5);
  return Math.trunc(headDim * factor);
}

/**
 * The single rope of a config as convert_rope_params_to_dict and standardize_rope_params
 * (modeling_rope_utils.py:742-799) build it: rope_scaling, else rope_parameters, else the config
 * class's own dictionary (`fallback`); rope_theta from the top level (or `theta`, the class default)
 * when the dictionary has none; a top-level original_max_position_embeddings wins for llama3, yarn
 * and longrope. Used by families whose rope this file builds itself.
 */
function singleRope(c: FamilyContext, theta: number, fallback?: Json): Json {
  const scaling = optionalObject(c.text, 'rope_scaling', c.path);
  const params = optionalObject(c.text, 'rope_parameters', c.path);
  const base = scaling !== undefined && Object.keys(scaling).length > 0 ? scaling : (params ?? fallback ?? {});
  if (Object.values(base).some((value) => isObject(value))) {
    throw new RangeError(
      `${PREFIX}${c.path}.rope_parameters holds one rope per layer type, but ${c.modelType}'s rotary embedding reads ` +
        "a single one (rope_parameters['rope_type']) and fails on it",
    );
  }
  const rope: Json = { ...base };
  if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rope_theta', c.path) ?? theta;
  if (!present(rope, 'rope_type')) rope.rope_type = ropeTypeOf(rope);
  const topMax = optionalNumber(c.text, 'original_max_position_embeddings', c.path);
  if (topMax !== undefined && ['llama3', 'yarn', 'longrope'].includes(ropeTypeOf(rope))) {
    rope.original_max_position_embeddings = topMax;
  }
  return rope;
}

/**
 * Sliding layers need a window: the attention modules take config.sliding_window, and
 * create_sliding_window_causal_mask (masking_utils.py:1180) fails when it is None. `usable` false:
 * the config class has replaced it (Qwen: use_sliding_window false).
 */
function checkWindow(c: FamilyContext, types: readonly string[], usable = true, why = ''): string[] {
  if (!types.includes('sliding_attention')) return [...types];
  if (!usable || c.text.sliding_window === null) {
    throw new RangeError(
      `${PREFIX}${c.path}.layer_types has sliding layers but ${why || `${c.path}.sliding_window is null`}: ` +
        `${c.modelType}'s sliding-window mask then fails (or attends to nothing); this config does not run in transformers`,
    );
  }
  return [...types];
}

/** A layer-type list given as a rule when layer_types is absent, with the window checked. */
const withWindow =
  (fallback: (c: FamilyContext) => string[]) =>
  (c: FamilyContext): string[] =>
    checkWindow(c, layerTypesOr(fallback)(c));

/** Every layer full attention, whatever layer_types says (modeling files that never read it). */
const allFull = (c: FamilyContext): string[] => allLayers(c, 'full_attention');

// ---------------------------------------------------------------------------------------------
// Ministral, Qwen2-MoE, Qwen3, Qwen3-MoE.

const ministral: ReadFamily = {
  modelType: 'ministral',
  group: 'dense',
  uses: ['sliding_window'],
  defaults: { layers: 32, hidden: 4096, heads: 32, slidingWindow: 4096 },
  layerTypes: withWindow((c) => allLayers(c, c.text.sliding_window === null ? 'full_attention' : 'sliding_attention')),
  headDim: (c) => {
    const headDim = optionalNumber(c.text, 'head_dim', c.path);
    if (headDim === undefined) {
      throw new RangeError(
        `${PREFIX}${c.path}.head_dim is missing: MinistralConfig leaves it None and MinistralAttention reshapes ` +
          'its heads with it, so the config does not run in transformers',
      );
    }
    return headDim;
  },
  rotaryDim: wholeHead,
};

/** Qwen2-MoE: sliding_window only with use_sliding_window (else 0); every odd layer below max_window_layers slides. */
const qwen2Moe: ReadFamily = {
  modelType: 'qwen2_moe',
  group: 'dense',
  uses: ['use_sliding_window', 'max_window_layers', 'sliding_window'],
  defaults: { layers: 24, hidden: 2048, heads: 16, slidingWindow: 4096 },
  layerTypes: (c) => {
    const use = c.text.use_sliding_window === true;
    const types =
      givenLayerTypes(c) ??
      Array.from({ length: c.layers }, (_, i) => {
        const below = i < (optionalNumber(c.text, 'max_window_layers', c.path) ?? 28);
        return (i + 1) % 2 !== 0 && below && use ? 'sliding_attention' : 'full_attention';
      });
    return checkWindow(c, types, use, `use_sliding_window is not true, so Qwen2MoeConfig sets sliding_window to 0`);
  },
  rotaryDim: wholeHead,
};

const qwen3: ReadFamily = {
  modelType: 'qwen3',
  group: 'dense',
  uses: ['use_sliding_window', 'max_window_layers', 'sliding_window'],
  defaults: { layers: 32, hidden: 4096, heads: 32, headDim: 128, slidingWindow: 4096 },
  layerTypes: (c) => {
    const use = c.text.use_sliding_window === true;
    const windowed = use && c.text.sliding_window !== null;
    const from = optionalNumber(c.text, 'max_window_layers', c.path) ?? 28;
    const types =
      givenLayerTypes(c) ??
      Array.from({ length: c.layers }, (_, i) => (windowed && i >= from ? 'sliding_attention' : 'full_attention'));
    return checkWindow(c, types, use, `use_sliding_window is not true, so Qwen3Config sets sliding_window to None`);
  },
  rotaryDim: wholeHead,
};

const qwen3Moe: ReadFamily = {
  modelType: 'qwen3_moe',
  group: 'dense',
  uses: ['use_sliding_window', 'sliding_window'],
  defaults: { layers: 24, hidden: 2048, heads: 32, slidingWindow: 4096 },
  layerTypes: (c) =>
    allLayers(
      c,
      c.text.use_sliding_window === true && c.text.sliding_window !== null ? 'sliding_attention' : 'full_attention',
    ),
  rotaryDim: wholeHead,
};

// ---------------------------------------------------------------------------------------------
// Granite: softmax scale attention_multiplier; the SWA variants' per-layer base and NoPE.

function granite(modelType: 'granite' | 'granitemoe' | 'granitemoeshared'): ReadFamily {
  return {
    modelType,
    group: 'dense',
    uses: ['attention_multiplier'],
    defaults: { layers: 32, hidden: 4096, heads: 32 },
    layerTypes: allFull,
    rotaryDim: wholeHead,
    softmaxScale: attentionMultiplier,
  };
}

/**
 * self.scaling = config.attention_multiplier: null reaches the attention kernel as scaling=None, which
 * eager attention cannot multiply by and sdpa replaces with head_dim^-0.5, so it depends on the kernel.
 */
function attentionMultiplier(c: FamilyContext): number {
  if (c.text.attention_multiplier === null) {
    throw new RangeError(
      `${PREFIX}${c.path}.attention_multiplier is null: ${c.modelType}'s attention then passes scaling=None, which ` +
        'eager attention fails on and sdpa replaces with head_dim^-0.5; not read',
    );
  }
  return optionalNumber(c.text, 'attention_multiplier', c.path) ?? 1;
}

/** layer_rope_theta (0: NoPE), else rope_theta on every layer (granite_swa/configuration_granite_swa.py:116). */
function layerThetas(c: FamilyContext): number[] | undefined {
  const given = c.text.layer_rope_theta;
  if (given === undefined || given === null) return undefined;
  if (!Array.isArray(given) || given.length !== c.layers || !given.every((t) => typeof t === 'number')) {
    throw new RangeError(
      `${PREFIX}${c.path}.layer_rope_theta must hold one number per layer (num_hidden_layers = ${c.layers})`,
    );
  }
  return given as number[];
}

function graniteSwa(modelType: 'granite_swa' | 'granitemoe_swa'): ReadFamily {
  const types = withWindow((c) =>
    Array.from({ length: c.layers }, (_, i) => (i % 4 === 0 ? 'full_attention' : 'sliding_attention')),
  );
  return {
    modelType,
    group: 'local-global',
    uses: ['attention_multiplier', 'sliding_window', 'layer_rope_theta'],
    defaults: {
      layers: modelType === 'granite_swa' ? 24 : 32,
      hidden: modelType === 'granite_swa' ? 2560 : 4096,
      heads: modelType === 'granite_swa' ? 20 : 32,
      slidingWindow: 128,
    },
    layerTypes: types,
    ropeUse: (c) => layerThetas(c)?.map((theta) => theta !== 0),
    ropeParameters: (c, type) => {
      const rope = singleRope(c, 10_000);
      const thetas = layerThetas(c);
      if (thetas !== undefined) {
        const held = types(c);
        const first = thetas.find((theta, i) => held[i] === type && theta !== 0);
        if (first !== undefined) rope.rope_theta = first;
      }
      return rope;
    },
    extend: (c, entry) => {
      const thetas = layerThetas(c);
      if (thetas !== undefined && entry.rope !== null) entry.rope.base = thetas[entry.layer]!;
    },
    rotaryDim: wholeHead,
    softmaxScale: attentionMultiplier,
  };
}

// ---------------------------------------------------------------------------------------------
// Llama copies with their own defaults.

/** A Llama-style decoder: every layer full attention, rotate_half on the whole head, scale head_dim^-0.5. */
function plain(modelType: string, defaults: ReadFamily['defaults'], extra: Partial<ReadFamily> = {}): ReadFamily {
  return {
    modelType,
    group: 'dense',
    defaults,
    layerTypes: allFull,
    rotaryDim: wholeHead,
    ...extra,
  };
}

const apertus = plain(
  'apertus',
  { layers: 32, hidden: 4096, heads: 32, ropeTheta: 12_000_000 },
  {
    ropeParameters: (c) =>
      singleRope(c, 12_000_000, {
        rope_type: 'llama3',
        rope_theta: 12_000_000,
        factor: 8,
        original_max_position_embeddings: 8192,
        low_freq_factor: 1,
        high_freq_factor: 4,
      }),
  },
);

const mellum: ReadFamily = {
  modelType: 'mellum',
  group: 'local-global',
  uses: ['sliding_window'],
  defaults: { layers: 28, hidden: 2304, heads: 32, headDim: 128, slidingWindow: 1024 },
  layerTypes: withWindow(allFull),
  ropeParameters: (c, type) => {
    // MellumConfig.convert_rope_params_to_dict converts nothing (configuration_mellum.py:128): a top-level
    // rope_scaling is then set through PreTrainedConfig's rope_scaling alias and replaces rope_parameters, and a
    // top-level partial_rotary_factor reaches the scaled ropes only (standardize_rope_params), not the default one.
    if ('rope_scaling' in c.text) {
      throw new RangeError(
        `${PREFIX}${c.path}.rope_scaling is given: MellumConfig does not convert it, and setting it replaces ` +
          'rope_parameters as a whole (PreTrainedConfig.rope_scaling is an alias); not read',
      );
    }
    if ('partial_rotary_factor' in c.text) {
      throw new RangeError(
        `${PREFIX}${c.path}.partial_rotary_factor is given at the top level: MellumConfig does not convert it, so ` +
          'the default rope ignores it and the scaled ropes take it; give it in rope_parameters[layer type]',
      );
    }
    const given = optionalObject(c.text, 'rope_parameters', c.path);
    const ropes: Json = given ?? {
      full_attention: { rope_type: 'default', rope_theta: 500_000 },
      sliding_attention: { rope_type: 'default', rope_theta: 10_000 },
    };
    const rope = ropes[type];
    if (!isObject(rope) || typeof rope.rope_type !== 'string' || typeof rope.rope_theta !== 'number') {
      throw new RangeError(
        `${PREFIX}${c.path}.rope_parameters.${type} must be a rope with rope_type and rope_theta: MellumRotaryEmbedding ` +
          'reads rope_parameters[layer_type]["rope_type"] and ["rope_theta"] for every layer type',
      );
    }
    return { ...rope };
  },
  // modeling_mellum.py:88 the default rope (and the scaled ones) take int(head_dim · partial_rotary_factor)
  // frequencies, but apply_rotary_pos_emb (:169) multiplies the whole head by cos: any other width fails.
  rotaryDim: (c, headDim, type) => {
    const rope = optionalObject(c.text, 'rope_parameters', c.path)?.[type];
    const factor = isObject(rope) ? optionalNumber(rope, 'partial_rotary_factor', c.path) : undefined;
    if (factor !== undefined && Math.trunc(headDim * factor) !== headDim) {
      throw new RangeError(
        `${PREFIX}${c.path}.rope_parameters.${type}.partial_rotary_factor is ${factor}: MellumRotaryEmbedding then ` +
          `computes int(head_dim · ${factor}) frequencies, but apply_rotary_pos_emb turns the whole head, so q * cos ` +
          'fails; this config does not run in transformers',
      );
    }
    return undefined;
  },
};

// ---------------------------------------------------------------------------------------------
// OLMo.

const olmoe = plain(
  'olmoe',
  { layers: 16, hidden: 2048, heads: 16 },
  {
    uses: ['sliding_window'],
    layerTypes: (c) => {
      if (present(c.text, 'sliding_window')) {
        throw new RangeError(
          `${PREFIX}${c.path}.sliding_window is set: OlmoeAttention passes it to the attention kernel while the mask ` +
            'is fully causal, so flash attention slides and eager/sdpa attention does not; not read',
        );
      }
      return allFull(c);
    },
  },
);

// ---------------------------------------------------------------------------------------------
// Cohere: adjacent pairs.

const cohere = plain(
  'cohere',
  { layers: 40, hidden: 8192, heads: 64, ropeTheta: 500_000 },
  {
    layout: 'pairs',
  },
);

/** Cohere2MoeConfig: mlp_layer_types from first_k_dense_replace, layer_types with a prefix pattern. */
function cohere2MoeMlp(c: FamilyContext): string[] {
  const given = givenLayerTypes(c, 'mlp_layer_types');
  if (given !== undefined) return given;
  const k = optionalNumber(c.text, 'first_k_dense_replace', c.path) ?? 0;
  return Array.from({ length: c.layers }, (_, i) => (i < k ? 'dense' : 'sparse'));
}

function cohere2MoeLayers(c: FamilyContext): string[] {
  const given = givenLayerTypes(c);
  if (given !== undefined) return checkWindow(c, given);
  const k = optionalNumber(c.text, 'first_k_dense_replace', c.path) ?? 0;
  const prefix = optionalNumber(c.text, 'prefix_dense_sliding_window_pattern', c.path) ?? 1;
  const pattern = optionalNumber(c.text, 'sliding_window_pattern', c.path) ?? 4;
  const types = Array.from({ length: c.layers }, (_, i) =>
    i < k
      ? (i + 1) % prefix !== 0
        ? 'sliding_attention'
        : 'full_attention'
      : (i - k + 1) % pattern !== 0
        ? 'sliding_attention'
        : 'full_attention',
  );
  return checkWindow(c, types);
}

/**
 * Cohere2MoeConfig's rope (configuration_cohere2_moe.py:134): standardize_rope_params builds
 * {rope_type: default, rope_theta} from the rope_theta field before any rope_parameters key is set; a
 * rope_parameters key of config.json (not a field of the class) is set afterwards as given
 * (configuration_utils.py:338), never standardized: every rope type then reads its rope_theta, and
 * llama3 / yarn / longrope their original_max_position_embeddings, from it (modeling_rope_utils.py:177, 421).
 */
function cohere2MoeRope(c: FamilyContext): Json {
  const theta = optionalNumber(c.text, 'rope_theta', c.path) ?? 10_000;
  const given = optionalObject(c.text, 'rope_parameters', c.path);
  if (given === undefined) return { rope_type: 'default', rope_theta: theta };
  const type = given.rope_type;
  const missing =
    typeof type !== 'string'
      ? 'rope_type'
      : typeof given.rope_theta !== 'number'
        ? 'rope_theta'
        : ['llama3', 'yarn', 'longrope'].includes(type) && typeof given.original_max_position_embeddings !== 'number'
          ? 'original_max_position_embeddings'
          : undefined;
  if (missing !== undefined) {
    throw new RangeError(
      `${PREFIX}${c.path}.rope_parameters replaces Cohere2MoeConfig's rope as given (never standardized), and it ` +
        `lacks ${missing}, which Cohere2MoeRotaryEmbedding reads: this config does not run in transformers`,
    );
  }
  return { ...given };
}

const cohere2Moe: ReadFamily = {
  modelType: 'cohere2_moe',
  group: 'local-global',
  uses: [
    'sliding_window',
    'sliding_window_pattern',
    'prefix_dense_sliding_window_pattern',
    'first_k_dense_replace',
    'mlp_layer_types',
  ],
  defaults: { layers: 40, hidden: 8192, heads: 64, headDim: 128, ropeTheta: 10_000, slidingWindow: 4096 },
  layerTypes: cohere2MoeLayers,
  ropeUse: (c, types) => {
    const mlp = cohere2MoeMlp(c);
    const prefix = optionalNumber(c.text, 'prefix_dense_sliding_window_pattern', c.path) ?? 1;
    return types.map((type, i) => type === 'sliding_attention' || (mlp[i] === 'dense' && prefix === 1));
  },
  ignores: ['rope_scaling'],
  ropeParameters: cohere2MoeRope,
  rotaryDim: (c, headDim) => {
    // The rope as the modeling file reads it: a top-level partial_rotary_factor only reaches the class's own
    // default rope (convert_rope_params_to_dict), which ignores it (modeling_cohere2_moe.py:435 dim = head_dim).
    const rope = cohere2MoeRope(c);
    const factor = optionalNumber(rope, 'partial_rotary_factor', c.path);
    if (ropeTypeOf(rope) !== 'default' && factor !== undefined && Math.trunc(headDim * factor) !== headDim) {
      throw new RangeError(
        `${PREFIX}${c.path}.rope_parameters.partial_rotary_factor is ${factor}: cohere2_moe rotates whole heads, and ` +
          `the ${ropeTypeOf(rope)} rope then computes int(head_dim · ${factor}) frequencies, so q * cos fails; this ` +
          'config does not run in transformers',
      );
    }
    return undefined;
  },
  layout: 'pairs',
};

// ---------------------------------------------------------------------------------------------
// GLM: partial rotary, interleaved pairs (GLM, GLM-4) or halves (GLM-4.5).

function glmPairs(modelType: 'glm' | 'glm4'): ReadFamily {
  return {
    modelType,
    group: 'dense',
    defaults: { layers: 40, hidden: 4096, heads: 32, headDim: 128 },
    layerTypes: allFull,
    layout: 'pairs',
    rotaryDim: glmRotaryDim,
  };
}

const glm4Moe: ReadFamily = {
  modelType: 'glm4_moe',
  group: 'dense',
  defaults: { layers: 46, hidden: 4096, heads: 96 },
  layerTypes: allFull,
  rotaryDim: glmRotaryDim,
};

/** yarn's mscale (glm4_moe_lite/modeling_glm4_moe_lite.py:146 yarn_get_mscale). */
function yarnMscale(scale: number, mscale: number): number {
  return scale <= 1 ? 1 : 0.1 * mscale * Math.log(scale) + 1;
}

const glm4MoeLite: ReadFamily = {
  modelType: 'glm4_moe_lite',
  group: 'mla',
  uses: ['qk_rope_head_dim', 'qk_nope_head_dim', 'v_head_dim', 'rope_interleave'],
  defaults: { layers: 47, hidden: 2048, heads: 20 },
  layerTypes: allFull,
  headDim: (c) => nopeDim(c) + ropeDim(c),
  rotaryDim: (c, _headDim, type) => {
    const factor = partialFactorOf(c, ropeDictOf(c, type));
    if (factor !== undefined && Math.trunc(ropeDim(c) * factor) !== ropeDim(c)) {
      throw new RangeError(
        `${PREFIX}${c.path}.partial_rotary_factor is ${factor}: Glm4MoeLite rotates all qk_rope_head_dim values, ` +
          'and a smaller rope width makes q_rot * cos fail; this config does not run in transformers',
      );
    }
    return ropeDim(c);
  },
  layout: (c) => (c.text.rope_interleave === false ? 'half' : 'pairs'),
  softmaxScale: (c, headDim, type) => {
    let scale = headDim ** -0.5;
    const rope = ropeDictOf(c, type);
    if (ropeTypeOf(rope) !== 'default') {
      const mscaleAllDim = optionalNumber(rope, 'mscale_all_dim', c.path) ?? 0;
      const factor = optionalNumber(rope, 'factor', c.path);
      if (mscaleAllDim !== 0 && factor !== undefined) scale *= yarnMscale(factor, mscaleAllDim) ** 2;
    }
    return scale;
  },
  extend: (c, entry) => {
    entry.mla = {
      nopeDim: nopeDim(c),
      ropeDim: ropeDim(c),
      vHeadDim: optionalNumber(c.text, 'v_head_dim', c.path) ?? 256,
    };
  },
};

function nopeDim(c: FamilyContext): number {
  return optionalNumber(c.text, 'qk_nope_head_dim', c.path) ?? 192;
}

function ropeDim(c: FamilyContext): number {
  const rope = optionalNumber(c.text, 'qk_rope_head_dim', c.path);
  const alias = optionalNumber(c.text, 'head_dim', c.path);
  if (rope !== undefined && alias !== undefined && rope !== alias) {
    throw new RangeError(
      `${PREFIX}${c.path}.head_dim (${alias}) and qk_rope_head_dim (${rope}) differ, but Glm4MoeLiteConfig maps ` +
        'head_dim onto qk_rope_head_dim; which one wins is not read',
    );
  }
  return rope ?? alias ?? 64;
}

// ---------------------------------------------------------------------------------------------
// Gemma and VaultGemma.

const gemma = plain(
  'gemma',
  { layers: 28, hidden: 3072, heads: 16, headDim: 256 },
  {
    layerTypes: (c) => {
      if (c.text.use_bidirectional_attention === true) {
        throw new RangeError(
          `${PREFIX}${c.path}.use_bidirectional_attention is true: GemmaAttention then drops is_causal while the ` +
            'mask stays causal, so what a token sees depends on the attention kernel; not read',
        );
      }
      return allFull(c);
    },
  },
);

const vaultgemma: ReadFamily = {
  modelType: 'vaultgemma',
  group: 'local-global',
  uses: ['query_pre_attn_scalar', 'sliding_window'],
  defaults: { layers: 26, hidden: 2304, heads: 8, headDim: 256, slidingWindow: 4096 },
  layerTypes: withWindow((c) =>
    Array.from({ length: c.layers }, (_, i) => ((i + 1) % 2 !== 0 ? 'sliding_attention' : 'full_attention')),
  ),
  rotaryDim: wholeHead,
  softmaxScale: (c) => (optionalNumber(c.text, 'query_pre_attn_scalar', c.path) ?? 256) ** -0.5,
};

// ---------------------------------------------------------------------------------------------

const READ: readonly ReadFamily[] = [
  ministral,
  qwen2Moe,
  qwen3,
  qwen3Moe,
  granite('granite'),
  granite('granitemoe'),
  granite('granitemoeshared'),
  graniteSwa('granite_swa'),
  graniteSwa('granitemoe_swa'),
  plain(
    'helium',
    { layers: 24, hidden: 2560, heads: 20, headDim: 128, ropeTheta: 100_000 },
    {
      layout: 'pairs',
    },
  ),
  apertus,
  plain('arcee', { layers: 32, hidden: 2560, heads: 32 }),
  plain('bitnet', { layers: 30, hidden: 2560, heads: 20, ropeTheta: 500_000 }),
  mellum,
  plain('seed_oss', { layers: 64, hidden: 4096, heads: 80, headDim: 128 }),
  plain('olmo', { layers: 32, hidden: 4096, heads: 32 }),
  plain('olmo2', { layers: 32, hidden: 4096, heads: 32 }),
  olmoe,
  plain('flex_olmo', { layers: 32, hidden: 4096, heads: 32, ropeTheta: 500_000 }),
  cohere,
  cohere2Moe,
  glmPairs('glm'),
  glmPairs('glm4'),
  glm4Moe,
  glm4MoeLite,
  gemma,
  vaultgemma,
];

const REFUSED: readonly Family[] = [
  {
    modelType: 'ministral3',
    group: 'dense',
    refused:
      'Ministral 3 multiplies every query by 1 + llama_4_scaling_beta · ln(1 + floor(pos / original_max_position_embeddings)) ' +
      "after RoPE; the package's query temperature is Llama 4's, floor((pos + 1) / floor_scale), which differs at every " +
      'boundary, and no other field expresses it',
  },
  {
    modelType: 'nanochat',
    group: 'dense',
    refused:
      "NanoChat's rotate_half returns (x2, -x1) instead of (-x2, x1), so every pair turns by -pos·θ (clockwise): attention " +
      "then depends on the opposite relative offset, which neither the 'half' nor the 'pairs' layout expresses",
  },
];

export const DENSE_A_FAMILIES: readonly Family[] = [...READ, ...REFUSED];
