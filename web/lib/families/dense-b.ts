// Family table entries: dense-b. See family.ts for the shape of an entry.
// GPT-J / CodeGen and the GPT-NeoX relatives, Falcon, DBRX, and dense or MoE decoders whose modeling
// files copy Llama's attention with their own layer patterns, head widths and rope readings.
// Lines cite transformers at TRANSFORMERS_COMMIT (family.ts), relative to src/transformers/models/.

import { isObject, type Json, optionalBoolean, optionalNumber, PREFIX, present } from '../rope-config.js';
import { describe } from '../validate.js';
import type { Family, FamilyContext, ReadFamily } from './family.js';
import { allLayers, everyNth, givenLayerTypes, layerTypesOr, periodOf, ropeOnlyOn } from './rules.js';

// ---------------------------------------------------------------------------------------------
// Generic rules of this batch.

/** The flat rope dictionary convert_rope_params_to_dict keeps: `rope_scaling or rope_parameters`. */
function flatRope(c: FamilyContext): Json {
  const scaling = c.text.rope_scaling;
  if (isObject(scaling) && Object.keys(scaling).length > 0) return scaling;
  return isObject(c.text.rope_parameters) ? c.text.rope_parameters : {};
}

function ropeTypeOf(rope: Json): string {
  const type = rope.rope_type ?? rope.type;
  return typeof type === 'string' ? type : 'default';
}

/**
 * partial_rotary_factor as the config ends up holding it: the rope dictionary's own value, else the
 * top-level key (convert_rope_params_to_dict's setdefault), else the class's default.
 */
function partialOf(c: FamilyContext, fallback?: number): number | undefined {
  const rope = flatRope(c);
  return (
    optionalNumber(rope, 'partial_rotary_factor', `${c.path}.rope_parameters`) ??
    optionalNumber(c.text, 'partial_rotary_factor', c.path) ??
    fallback
  );
}

/**
 * Llama's rotary embedding, copied by most files here: compute_default_rope_parameters spans the
 * whole head (it ignores partial_rotary_factor) and apply_rotary_pos_emb rotates every value, while
 * the scaled rope types (linear, dynamic, yarn...) compute int(head_dim · partial_rotary_factor)
 * frequencies, which no longer fit the head: transformers fails, and so does this reading.
 */
const wholeHead =
  (file: string) =>
  (c: FamilyContext, headDim: number): number => {
    const partial = partialOf(c);
    if (partial !== undefined && Math.trunc(headDim * partial) !== headDim && ropeTypeOf(flatRope(c)) !== 'default') {
      throw new RangeError(
        `${PREFIX}${c.path}.partial_rotary_factor is ${partial} with rope type ${ropeTypeOf(flatRope(c))}: ` +
          `${c.modelType}'s apply_rotary_pos_emb rotates the whole head (${file}) while that rope type computes ` +
          `int(head_dim · partial_rotary_factor) frequencies; transformers fails on it`,
      );
    }
    return headDim;
  };

/** Files whose apply_rotary_pos_emb rotates the first cos.shape[-1] values: int(head_dim · factor). */
const partialHead =
  (fallback: number) =>
  (c: FamilyContext, headDim: number): number =>
    Math.trunc(headDim * (partialOf(c, fallback) ?? fallback));

/** Files that compute the head width as hidden_size // num_attention_heads whatever head_dim says. */
function splitHead(c: FamilyContext, hiddenKey = 'hidden_size', headsKey = 'num_attention_heads'): number {
  const hidden = optionalNumber(c.text, hiddenKey, c.path);
  const heads = optionalNumber(c.text, headsKey, c.path);
  if (hidden === undefined || heads === undefined) {
    throw new RangeError(`${PREFIX}${c.path}.${hidden === undefined ? hiddenKey : headsKey} is missing`);
  }
  if (!Number.isInteger(hidden) || !Number.isInteger(heads) || heads <= 0 || hidden % heads !== 0) {
    throw new RangeError(
      `${PREFIX}${c.path}.${hiddenKey} (${hidden}) must be a multiple of ${c.path}.${headsKey} (${heads})`,
    );
  }
  const given = optionalNumber(c.text, 'head_dim', c.path);
  if (given !== undefined && given !== hidden / heads) {
    // The rotary embedding reads head_dim, the attention hidden_size // num_attention_heads.
    throw new RangeError(
      `${PREFIX}${c.path}.head_dim (${given}) differs from hidden_size / num_attention_heads (${hidden / heads}): ` +
        `${c.modelType}'s attention splits heads by the latter while its rotary embedding reads head_dim; ` +
        'transformers fails on it',
    );
  }
  return hidden / heads;
}

/** head_dim when the config gives it (null: hidden_size // num_attention_heads), else the class default. */
const headDimWithDefault =
  (fallback: number) =>
  (c: FamilyContext): number => {
    if (c.text.head_dim === null) return splitHead(c);
    return optionalNumber(c.text, 'head_dim', c.path) ?? fallback;
  };

/**
 * head_dim of a config class that declares `head_dim: int = fallback` (or `int | None` with no
 * __post_init__ fallback): absent, the class default; null, the attention module's
 * getattr(config, "head_dim", ...) returns None and transformers fails (or @strict rejects it).
 */
const declaredHeadDim =
  (fallback: number | undefined, file: string) =>
  (c: FamilyContext): number => {
    if (c.text.head_dim === null || (fallback === undefined && !present(c.text, 'head_dim'))) {
      refuse(
        c,
        `config has head_dim ${c.text.head_dim === null ? 'null' : 'absent (class default None)'}: the attention ` +
          `module takes getattr(config, "head_dim", ...), which is then None (${file}), and transformers fails on it`,
      );
    }
    return optionalNumber(c.text, 'head_dim', c.path) ?? fallback!;
  };

/**
 * Sliding layers need a window: with sliding_window null (or 0 where the class turns it into None)
 * create_sliding_window_causal_mask raises (masking_utils.py:1181), where the class default would
 * be a confident wrong reading.
 */
function windowChecked(c: FamilyContext, types: string[], zeroIsNone = false): string[] {
  const window = c.text.sliding_window;
  if (types.includes('sliding_attention') && (window === null || (zeroIsNone && window === 0))) {
    refuse(
      c,
      `has sliding layers but sliding_window ${describe(window)}: create_sliding_window_causal_mask then raises ` +
        '(masking_utils.py:1181) and transformers fails on it',
    );
  }
  return types;
}

function refuse(c: FamilyContext, message: string): never {
  throw new TypeError(`${PREFIX}${c.path}: ${c.modelType} ${message}`);
}

/** A Llama-copy decoder: full attention everywhere, rotate_half over the whole head. */
function llamaCopy(modelType: string, file: string, extra: Partial<ReadFamily>): ReadFamily {
  return {
    modelType,
    group: 'dense',
    rotaryDim: wholeHead(file),
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------
// GPT-J and CodeGen: sinusoids of base 10000 built in the attention module, adjacent pairs.

function gptjLike(modelType: 'gptj' | 'codegen', lines: { dim: number }): ReadFamily {
  const file = `${modelType}/modeling_${modelType}.py`;
  return {
    modelType,
    group: 'dense',
    sizes: { layers: 'n_layer', heads: 'n_head', hidden: 'n_embd', headDim: null },
    defaults: { layers: 28, hidden: 4096, heads: 16 },
    uses: ['rotary_dim'],
    ignores: ['rope_theta', 'rope_scaling', 'rope_parameters', 'partial_rotary_factor'],
    layout: 'pairs',
    ropeParameters: () => ({ rope_type: 'default', rope_theta: 10_000 }),
    rotaryDim: (c, headDim) => {
      if (c.text.rotary_dim === null) {
        refuse(
          c,
          'with rotary_dim null builds sinusoids as wide as n_embd and rotates whole heads with them; the widths ' +
            `do not match (${file}:${lines.dim}) and transformers fails on it`,
        );
      }
      const rotary = optionalNumber(c.text, 'rotary_dim', c.path) ?? 64;
      if (!Number.isInteger(rotary) || rotary < 2 || rotary % 2 !== 0 || rotary > headDim) {
        throw new RangeError(`${PREFIX}${c.path}.rotary_dim must be an even integer in [2, ${headDim}]; got ${rotary}`);
      }
      return rotary;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// DBRX: the rotary embedding reads the top-level rope; published configs keep rope_theta in attn_config.

const dbrx: ReadFamily = {
  modelType: 'dbrx',
  group: 'dense',
  sizes: { layers: 'n_layers', heads: 'n_heads', hidden: 'd_model', headDim: null },
  defaults: { layers: 24, hidden: 2048, heads: 16 },
  rotaryDim: wholeHead('dbrx/modeling_dbrx.py:130'),
  layerTypes: (c) => {
    const attn = isObject(c.text.attn_config) ? c.text.attn_config : undefined;
    const inner = attn !== undefined ? optionalNumber(attn, 'rope_theta', `${c.path}.attn_config`) : undefined;
    if (inner !== undefined) {
      const rope = flatRope(c);
      const used =
        optionalNumber(rope, 'rope_theta', `${c.path}.rope_parameters`) ??
        optionalNumber(c.text, 'rope_theta', c.path) ??
        10_000;
      if (used !== inner) {
        refuse(
          c,
          `config keeps rope_theta ${inner} in attn_config, but transformers 5's DbrxRotaryEmbedding reads only the ` +
            `top-level rope (base ${used} here) and ignores attn_config.rope_theta (dbrx/modeling_dbrx.py:75, :195); ` +
            `refused rather than read either way: add "rope_theta": ${inner} at the top level to read it as transformers then will`,
        );
      }
    }
    return allLayers(c, 'full_attention');
  },
};

// ---------------------------------------------------------------------------------------------
// GPT-NeoX Japanese: GPT-NeoX's key names; the default rope spans the whole head.

/** GPTNeoXJapaneseConfig.convert_rope_params_to_dict: rotary_emb_base and rotary_pct, not rope_theta. */
function neoxJapaneseRope(c: FamilyContext): Json {
  const rope: Json = { ...flatRope(c) };
  if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rotary_emb_base', c.path) ?? 10_000;
  if (!present(rope, 'partial_rotary_factor')) {
    rope.partial_rotary_factor = optionalNumber(c.text, 'rotary_pct', c.path) ?? 1;
  }
  return rope;
}

const gptNeoxJapanese: ReadFamily = {
  modelType: 'gpt_neox_japanese',
  group: 'dense',
  sizes: { headDim: null },
  defaults: { layers: 32, hidden: 2560, heads: 32 },
  uses: ['rotary_pct', 'rotary_emb_base'],
  // Its convert_rope_params_to_dict reads rotary_emb_base and rotary_pct, never rope_theta or partial_rotary_factor.
  ignores: ['rope_theta', 'partial_rotary_factor'],
  ropeParameters: (c) => neoxJapaneseRope(c),
  rotaryDim: (c, headDim) => {
    const rope = neoxJapaneseRope(c);
    const partial = optionalNumber(rope, 'partial_rotary_factor', `${c.path}.rope_parameters`) ?? 1;
    const rotary = Math.trunc(headDim * partial);
    if (rotary !== headDim && ropeTypeOf(rope) === 'default') {
      refuse(
        c,
        `rotates the first ${rotary} values of each head (rotary_pct ${partial}) with a default rope whose ` +
          'frequencies span the whole head (gpt_neox_japanese/modeling_gpt_neox_japanese.py:90, :164); the widths do ' +
          'not match and transformers fails on it',
      );
    }
    return rotary;
  },
};

// ---------------------------------------------------------------------------------------------
// Falcon: RoPE, or ALiBi when alibi is true.

const falcon: ReadFamily = {
  modelType: 'falcon',
  group: 'dense',
  sizes: { headDim: null },
  defaults: { layers: 32, hidden: 4544, heads: 71 },
  uses: ['alibi'],
  rotaryDim: wholeHead('falcon/modeling_falcon.py:73'),
  layerTypes: (c) => {
    if (optionalBoolean(c.text, 'alibi', c.path) === true) {
      refuse(
        c,
        'with alibi: true adds ALiBi biases (one slope per head, falcon/modeling_falcon.py:756) and never rotates; ' +
          'ALiBi is not RoPE: compute its biases with alibiSlopes / alibiBias',
      );
    }
    return allLayers(c, 'full_attention');
  },
};

// ---------------------------------------------------------------------------------------------
// HunYuan: DynamicNTKAlpha.

function hunyuan(
  modelType: 'hunyuan_v1_dense' | 'hunyuan_v1_moe',
  lines: { alpha: number; scaling: number; update: number },
): ReadFamily {
  const file = `${modelType}/modeling_${modelType}.py`;
  return llamaCopy(modelType, `${file}`, {
    group: 'dense',
    defaults: { layers: 32, hidden: 4096, heads: 32 },
    headDim: declaredHeadDim(undefined, `${file}:${lines.scaling - 2}`),
    layerTypes: (c) => {
      const rope = flatRope(c);
      const alpha = rope.alpha;
      if (ropeTypeOf(rope) === 'dynamic' && alpha !== undefined && alpha !== null && alpha !== 0 && alpha !== false) {
        refuse(
          c,
          `rope (dynamic with alpha ${describe(alpha)}) rotates with base rope_theta · alpha^(head_dim / (head_dim - 2)) ` +
            `up to max_position_embeddings, then transformers' dynamic update recomputes dynamic NTK frequencies without ` +
            `alpha (${file}:${lines.alpha}, :${lines.update}): not one rope this package can give`,
        );
      }
      return allLayers(c, 'full_attention');
    },
  });
}

// ---------------------------------------------------------------------------------------------
// MiniMax-M2: partial rope from partial_rotary_factor; the hub's rotary_dim is not read.

const minimaxM2: ReadFamily = {
  modelType: 'minimax_m2',
  group: 'dense',
  defaults: { layers: 62, hidden: 3072, heads: 48, headDim: 128, ropeTheta: 5_000_000 },
  headDim: declaredHeadDim(128, 'minimax_m2/modeling_minimax_m2.py:294'),
  uses: ['rotary_dim'],
  rotaryDim: (c, headDim) => {
    const rotary = partialHead(1)(c, headDim);
    const hub = optionalNumber(c.text, 'rotary_dim', c.path);
    if (hub !== undefined && hub !== rotary) {
      refuse(
        c,
        `config says rotary_dim ${hub}, but transformers 5 does not read rotary_dim and rotates ${rotary} values ` +
          `(int(head_dim · partial_rotary_factor), minimax_m2/modeling_minimax_m2.py:181); refused rather than read ` +
          `either way: give partial_rotary_factor ${hub / headDim} to read it as transformers then will`,
      );
    }
    return rotary;
  },
};

// ---------------------------------------------------------------------------------------------
// Youtu: DeepSeek-V3's multi-head latent attention.

function youtuScale(c: FamilyContext, headDim: number): number {
  const rope = flatRope(c);
  if (ropeTypeOf(rope) === 'default') return headDim ** -0.5;
  const where = `${c.path}.rope_parameters`;
  // youtu/modeling_youtu.py:192 reads rope_parameters["factor"] for every rope type but default.
  const factor = optionalNumber(rope, 'factor', where);
  if (factor === undefined) {
    throw new RangeError(
      `${PREFIX}${where}.factor is missing: youtu's attention (yarn_apply_mscale, youtu/modeling_youtu.py:192) reads ` +
        'it for every rope type but default, so transformers fails to build this model',
    );
  }
  const mscaleAllDim = optionalNumber(rope, 'mscale_all_dim', where) ?? 0;
  if (mscaleAllDim === 0) return headDim ** -0.5;
  const mscale = factor <= 1 ? 1 : 0.1 * mscaleAllDim * Math.log(factor) + 1;
  return headDim ** -0.5 * mscale * mscale;
}

const youtu: ReadFamily = {
  modelType: 'youtu',
  group: 'mla',
  uses: ['qk_rope_head_dim', 'qk_nope_head_dim', 'v_head_dim', 'rope_interleave'],
  defaults: { layers: 32, hidden: 2048, heads: 16 },
  headDim: (c) =>
    (optionalNumber(c.text, 'qk_nope_head_dim', c.path) ?? 128) +
    (optionalNumber(c.text, 'qk_rope_head_dim', c.path) ?? 64),
  rotaryDim: (c) => optionalNumber(c.text, 'qk_rope_head_dim', c.path) ?? 64,
  // `if self.config.rope_interleave` (youtu/modeling_youtu.py:364): absent is the class's True, null is falsy.
  layout: (c) =>
    c.text.rope_interleave === null || optionalBoolean(c.text, 'rope_interleave', c.path) === false ? 'half' : 'pairs',
  softmaxScale: (c, headDim) => youtuScale(c, headDim),
  extend: (c, entry) => {
    entry.mla = {
      nopeDim: optionalNumber(c.text, 'qk_nope_head_dim', c.path) ?? 128,
      ropeDim: optionalNumber(c.text, 'qk_rope_head_dim', c.path) ?? 64,
      vHeadDim: optionalNumber(c.text, 'v_head_dim', c.path) ?? 128,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// CWM: three sliding layers after each full one, llama3 rope by default.

const CWM_ROPE: Json = {
  rope_theta: 1_000_000,
  factor: 16,
  high_freq_factor: 4,
  low_freq_factor: 1,
  original_max_position_embeddings: 8192,
  rope_type: 'llama3',
};

/** CwmConfig.__post_init__: the llama3 default when neither rope_parameters nor rope_scaling is given. */
function cwmRope(c: FamilyContext): Json {
  const scaling = c.text.rope_scaling;
  const given =
    isObject(scaling) && Object.keys(scaling).length > 0
      ? scaling
      : isObject(c.text.rope_parameters)
        ? c.text.rope_parameters
        : undefined;
  if (given === undefined) return { ...CWM_ROPE };
  const rope: Json = { ...given };
  if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rope_theta', c.path) ?? 1_000_000;
  return rope;
}

// ---------------------------------------------------------------------------------------------
// EXAONE MoE: EXAONE 4's pattern; global layers are NoPE when sliding_window is set.

function exaoneMoeLayers(c: FamilyContext): string[] {
  const given = givenLayerTypes(c);
  if (given !== undefined) return windowChecked(c, given);
  if (c.text.sliding_window === null) {
    throw new RangeError(
      `${PREFIX}${c.path}.sliding_window is null and layer_types is absent: ExaoneMoeConfig then computes ` +
        '(i + 1) % 0 and fails (exaone_moe/configuration_exaone_moe.py:129, :133); give layer_types',
    );
  }
  const pattern = c.text.sliding_window_pattern;
  if (pattern === null || (present(c.text, 'sliding_window_pattern') && typeof pattern !== 'number')) {
    throw new TypeError(
      `${PREFIX}${c.path}.sliding_window_pattern is ${describe(pattern)}: ExaoneMoeConfig computes (i + 1) % pattern ` +
        '(exaone_moe/configuration_exaone_moe.py:133), which needs an integer; give layer_types',
    );
  }
  return everyNth('sliding_window_pattern', 4, 'full_attention', 'sliding_attention')(c);
}

// ---------------------------------------------------------------------------------------------
// Laguna and MiMo-V2-Flash: one rope per layer type, read only from rope_parameters[layer_type].

/** rope_parameters[layer_type] as the rotary embedding reads it (convert_rope_params_to_dict does nothing). */
function nestedRope(c: FamilyContext, type: string, defaults: Readonly<Record<string, Json>>, file: string): Json {
  const given = c.text.rope_parameters;
  if (given === undefined || given === null) {
    const rope = defaults[type];
    if (rope === undefined) throw new RangeError(`${PREFIX}${c.path}: no default rope for layer type ${type}`);
    return { ...rope };
  }
  if (!isObject(given)) {
    throw new TypeError(`${PREFIX}${c.path}.rope_parameters must be an object; got ${describe(given)}`);
  }
  const rope = given[type];
  if (!isObject(rope)) {
    throw new RangeError(
      `${PREFIX}${c.path}.rope_parameters.${type} is ${rope === undefined ? 'missing' : describe(rope)}: ` +
        `${c.modelType} reads one rope per layer type, rope_parameters[layer_type] (${file}), and nothing else`,
    );
  }
  if (!present(rope, 'rope_theta')) {
    throw new RangeError(`${PREFIX}${c.path}.rope_parameters.${type}.rope_theta is missing (${file} reads it)`);
  }
  if (typeof rope.rope_type !== 'string') {
    // convert_rope_params_to_dict does nothing here, so no standardize_rope_params fills rope_type in
    // (nor maps a legacy "type"): the rotary embedding's rope_params["rope_type"] fails without it.
    throw new RangeError(
      `${PREFIX}${c.path}.rope_parameters.${type}.rope_type is ${rope.rope_type === undefined ? 'missing' : describe(rope.rope_type)}: ` +
        `${c.modelType}'s config class does not standardize its ropes and the rotary embedding reads rope_params["rope_type"] (${file})`,
    );
  }
  return { ...rope };
}

const LAGUNA_ROPE: Readonly<Record<string, Json>> = {
  full_attention: { rope_type: 'default', rope_theta: 500_000, partial_rotary_factor: 0.5 },
  sliding_attention: { rope_type: 'default', rope_theta: 10_000, partial_rotary_factor: 1 },
};

const MIMO_ROPE: Readonly<Record<string, Json>> = {
  full_attention: { rope_type: 'default', rope_theta: 5_000_000, partial_rotary_factor: 0.334 },
  sliding_attention: { rope_type: 'default', rope_theta: 10_000, partial_rotary_factor: 0.334 },
};

const mimoDefaultLayers = (c: FamilyContext): string[] =>
  Array.from({ length: c.layers }, (_, i) => (i === 0 || (i + 1) % 6 === 0 ? 'full_attention' : 'sliding_attention'));

/**
 * The hub's original MiMo-V2-Flash keys (hybrid_layer_pattern, rope_theta, swa_rope_theta,
 * partial_rotary_factor, rope_scaling) are what convert_mimo_v2_flash_weights_to_hf.py turns into
 * layer_types and rope_parameters; MiMoV2FlashConfig itself ignores them and keeps its defaults.
 * Read when both give the same, refused when they differ.
 */
function mimoLayers(c: FamilyContext): string[] {
  const given = givenLayerTypes(c);
  if (given !== undefined) return given;
  const defaults = mimoDefaultLayers(c);
  const pattern = c.text.hybrid_layer_pattern;
  if (pattern === undefined || pattern === null) return defaults;
  if (!Array.isArray(pattern) || pattern.length !== c.layers || !pattern.every((p) => p === 0 || p === 1)) {
    throw new RangeError(
      `${PREFIX}${c.path}.hybrid_layer_pattern must hold one 0 (full) or 1 (sliding) per layer; got ${describe(pattern)}`,
    );
  }
  const converted = pattern.map((p) => (p === 1 ? 'sliding_attention' : 'full_attention'));
  const differs = converted.findIndex((t, i) => t !== defaults[i]);
  if (differs >= 0) {
    refuse(
      c,
      `config gives hybrid_layer_pattern without layer_types: the conversion script reads it (layer ${differs} is ` +
        `${converted[differs]}, mimo_v2_flash/convert_mimo_v2_flash_weights_to_hf.py:56) but MiMoV2FlashConfig ignores ` +
        `it and makes layer ${differs} ${defaults[differs]} (mimo_v2_flash/configuration_mimo_v2_flash.py:115); ` +
        'convert the config first',
    );
  }
  return converted;
}

function mimoRope(c: FamilyContext, type: string): Json {
  const file = 'mimo_v2_flash/modeling_mimo_v2_flash.py:109';
  if (c.text.rope_parameters !== undefined && c.text.rope_parameters !== null) {
    return nestedRope(c, type, MIMO_ROPE, file);
  }
  // Hub form: what the conversion script would write must equal the class defaults transformers uses.
  const converted: Json = {
    rope_type: 'default',
    rope_theta:
      type === 'full_attention'
        ? (optionalNumber(c.text, 'rope_theta', c.path) ?? 5_000_000)
        : (optionalNumber(c.text, 'swa_rope_theta', c.path) ?? 10_000),
    partial_rotary_factor: optionalNumber(c.text, 'partial_rotary_factor', c.path) ?? 0.334,
  };
  const scaling = c.text.rope_scaling;
  if (type === 'full_attention' && isObject(scaling)) Object.assign(converted, scaling);
  const used = MIMO_ROPE[type]!;
  const differing = Object.keys({ ...converted, ...used }).filter((key) => converted[key] !== used[key]);
  if (differing.length > 0) {
    refuse(
      c,
      `config keeps its rope in the hub's keys (rope_theta, swa_rope_theta, partial_rotary_factor, rope_scaling), ` +
        `which MiMoV2FlashConfig ignores (mimo_v2_flash/configuration_mimo_v2_flash.py:133) while the conversion script ` +
        `reads them (convert_mimo_v2_flash_weights_to_hf.py:69-85): for ${type} they give ${differing.join(', ')} ` +
        `other than the class defaults; convert the config first`,
    );
  }
  return { ...used };
}

/** rope_parameters[type].partial_rotary_factor, with the default each rope function uses when absent. */
function nestedRotary(rope: Json, headDim: number, defaultFallback: number): number {
  const type = ropeTypeOf(rope);
  const partial =
    optionalNumber(rope, 'partial_rotary_factor', 'rope_parameters') ?? (type === 'default' ? defaultFallback : 1);
  return Math.trunc(headDim * partial);
}

// ---------------------------------------------------------------------------------------------

const READ: readonly ReadFamily[] = [
  dbrx,
  gptjLike('codegen', { dim: 88 }),
  gptjLike('gptj', { dim: 102 }),
  gptNeoxJapanese,
  {
    modelType: 'persimmon',
    group: 'dense',
    defaults: { layers: 36, hidden: 4096, heads: 64, partialRotaryFactor: 0.5 },
    headDim: (c) => splitHead(c),
    rotaryDim: partialHead(0.5),
  },
  {
    modelType: 'stablelm',
    group: 'dense',
    defaults: { layers: 32, hidden: 2560, heads: 32, partialRotaryFactor: 0.25 },
    headDim: (c) => splitHead(c),
    rotaryDim: partialHead(0.25),
  },
  {
    modelType: 'nemotron',
    group: 'dense',
    defaults: { layers: 32, hidden: 6144, heads: 48, partialRotaryFactor: 0.5 },
    rotaryDim: partialHead(0.5),
  },
  falcon,
  llamaCopy('jetmoe', 'jetmoe/modeling_jetmoe.py:100', {
    defaults: { layers: 12 },
    uses: ['kv_channels'],
    headDim: (c) => optionalNumber(c.text, 'kv_channels', c.path) ?? optionalNumber(c.text, 'head_dim', c.path) ?? 128,
  }),
  llamaCopy('diffllama', 'diffllama/modeling_diffllama.py:99', {
    defaults: { layers: 16, hidden: 2048, heads: 32 },
  }),
  llamaCopy('doge', 'doge/modeling_doge.py:106', {
    defaults: { layers: 32, hidden: 1024, heads: 8 },
    uses: ['sliding_window'],
    layerTypes: (c) => {
      const window = optionalNumber(c.text, 'sliding_window', c.path);
      const keep = optionalNumber(c.text, 'keep_window_size', c.path) ?? 2048;
      if (window === undefined || window > keep) {
        refuse(
          c,
          `${window === undefined ? 'without sliding_window attends to every earlier key' : `with sliding_window ${window} attends to more keys than keep_window_size`}, ` +
            `but once a query has more than keep_window_size (${keep}) keys its dynamic mask keeps only the top ` +
            `${keep} by a content score (doge/modeling_doge.py:366-370), so which tokens a layer sees depends on ` +
            'their content; the table has no kind for a content-selected attention span. With sliding_window at most ' +
            'keep_window_size every key of the window is kept and the layers are read',
        );
      }
      return allLayers(c, 'sliding_attention');
    },
  }),
  llamaCopy('dots1', 'dots1/modeling_dots1.py:97', {
    group: 'local-global',
    defaults: { layers: 62, hidden: 4608, heads: 32, slidingWindow: 4096 },
    uses: ['sliding_window', 'max_window_layers'],
    layerTypes: (c) => {
      const given = givenLayerTypes(c);
      if (given !== undefined) return windowChecked(c, given);
      const sliding = c.text.sliding_window !== null;
      if (sliding && c.text.max_window_layers === null) {
        refuse(c, 'has max_window_layers null and no layer_types: i >= None fails (dots1/configuration_dots1.py:122)');
      }
      const from = optionalNumber(c.text, 'max_window_layers', c.path) ?? 62;
      return Array.from({ length: c.layers }, (_, i) =>
        sliding && i >= from ? 'sliding_attention' : 'full_attention',
      );
    },
  }),
  llamaCopy('ernie4_5', 'ernie4_5/modeling_ernie4_5.py:184', {
    defaults: { layers: 18, hidden: 1024, heads: 16, headDim: 128, ropeTheta: 500_000 },
    layout: 'pairs',
    headDim: headDimWithDefault(128),
  }),
  llamaCopy('ernie4_5_moe', 'ernie4_5_moe/modeling_ernie4_5_moe.py:172', {
    defaults: { layers: 28, hidden: 2560, heads: 20, ropeTheta: 500_000 },
    layout: 'pairs',
  }),
  hunyuan('hunyuan_v1_dense', { alpha: 323, scaling: 164, update: 364 }),
  hunyuan('hunyuan_v1_moe', { alpha: 400, scaling: 162, update: 441 }),
  llamaCopy('hy_v3', 'hy_v3/modeling_hy_v3.py:97', {
    defaults: { layers: 80, hidden: 4096, heads: 64, headDim: 128, ropeTheta: 11_158_840 },
    headDim: declaredHeadDim(128, 'hy_v3/modeling_hy_v3.py:217'),
  }),
  llamaCopy('jais2', 'jais2/modeling_jais2.py:289', {
    defaults: { layers: 32, hidden: 3328, heads: 26 },
  }),
  minimaxM2,
  {
    modelType: 'solar_open',
    group: 'dense',
    defaults: { layers: 48, hidden: 4096, heads: 64, headDim: 128, ropeTheta: 1_000_000 },
    headDim: declaredHeadDim(128, 'solar_open/modeling_solar_open.py:285'),
    rotaryDim: (c, headDim) => {
      const partial = partialOf(c, 1) ?? 1;
      if (Math.trunc(headDim * partial) !== headDim) {
        refuse(
          c,
          `rotates the whole head (solar_open/modeling_solar_open.py:235) with a rope of int(head_dim · ${partial}) ` +
            'dims (:428); the widths do not match and transformers fails on it',
        );
      }
      return headDim;
    },
  },
  youtu,
  llamaCopy('cwm', 'cwm/modeling_cwm.py:76', {
    group: 'local-global',
    defaults: { layers: 64, hidden: 6144, heads: 48, headDim: 128, ropeTheta: 1_000_000, slidingWindow: 8192 },
    uses: ['sliding_window'],
    // configuration_cwm.py:109 head_dim null: hidden_size // num_attention_heads.
    headDim: headDimWithDefault(128),
    // configuration_cwm.py:106 a null or 0 sliding_window becomes None.
    layerTypes: (c) =>
      windowChecked(
        c,
        givenLayerTypes(c) ??
          Array.from({ length: c.layers }, (_, i) => (i % 4 === 0 ? 'full_attention' : 'sliding_attention')),
        true,
      ),
    ropeParameters: (c) => cwmRope(c),
  }),
  llamaCopy('afmoe', 'afmoe/modeling_afmoe.py:75', {
    group: 'local-global',
    defaults: { layers: 32, hidden: 2048, heads: 16, headDim: 128, slidingWindow: 1024 },
    uses: ['sliding_window', 'global_attn_every_n_layers'],
    headDim: declaredHeadDim(128, 'afmoe/modeling_afmoe.py:323'),
    layerTypes: (c) => {
      const given = givenLayerTypes(c);
      if (given !== undefined) return windowChecked(c, given);
      if (c.text.global_attn_every_n_layers === null) {
        refuse(
          c,
          'has global_attn_every_n_layers null and no layer_types: (i + 1) % None fails (afmoe/configuration_afmoe.py:105)',
        );
      }
      const period = periodOf(c, 'global_attn_every_n_layers', 4);
      return windowChecked(
        c,
        Array.from({ length: c.layers }, (_, i) => ((i + 1) % period !== 0 ? 'sliding_attention' : 'full_attention')),
      );
    },
    ropeUse: ropeOnlyOn('sliding_attention'),
  }),
  {
    modelType: 'laguna',
    group: 'local-global',
    defaults: { layers: 40, hidden: 2048, heads: 48, headDim: 128, slidingWindow: 512 },
    uses: ['sliding_window'],
    headDim: declaredHeadDim(128, 'laguna/modeling_laguna.py:343'),
    layerTypes: (c) => windowChecked(c, givenLayerTypes(c) ?? allLayers(c, 'full_attention')),
    ropeParameters: (c, type) => nestedRope(c, type, LAGUNA_ROPE, 'laguna/modeling_laguna.py:77'),
    rotaryDim: (c, headDim, type) =>
      nestedRotary(nestedRope(c, type, LAGUNA_ROPE, 'laguna/modeling_laguna.py:77'), headDim, 1),
  },
  llamaCopy('hyperclovax', 'hyperclovax/modeling_hyperclovax.py:97', {
    defaults: { layers: 32, hidden: 4096, heads: 32 },
    uses: ['attention_multiplier'],
    softmaxScale: (c, headDim) => optionalNumber(c.text, 'attention_multiplier', c.path) ?? headDim ** -0.5,
  }),
  llamaCopy('exaone_moe', 'exaone_moe/modeling_exaone_moe.py:71', {
    group: 'local-global',
    defaults: { layers: 32, hidden: 4096, heads: 32, slidingWindow: 4096 },
    uses: ['sliding_window', 'sliding_window_pattern'],
    layerTypes: exaoneMoeLayers,
    ropeUse: (c, types) => (c.text.sliding_window === null ? undefined : ropeOnlyOn('sliding_attention')(c, types)),
  }),
  {
    modelType: 'mimo_v2_flash',
    group: 'local-global',
    defaults: { layers: 48, hidden: 4096, heads: 64, headDim: 192, slidingWindow: 128 },
    uses: ['sliding_window', 'hybrid_layer_pattern', 'swa_rope_theta'],
    headDim: declaredHeadDim(192, 'mimo_v2_flash/modeling_mimo_v2_flash.py:357'),
    layerTypes: (c) => windowChecked(c, mimoLayers(c)),
    ropeParameters: (c, type) => mimoRope(c, type),
    rotaryDim: (c, headDim, type) => nestedRotary(mimoRope(c, type), headDim, 0.334),
  },
];

export const DENSE_B_FAMILIES: readonly Family[] = [...READ];
