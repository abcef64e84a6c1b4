// Family table entries: multimodal. See family.ts for the shape of an entry.
// Part 1: vision-language (and omni) models whose text model has rotary code of its own.
// Part 2: wrappers without rotary code of their own, whose text model is the model_type of text_config.
// Lines cite transformers at TRANSFORMERS_COMMIT (family.ts), relative to src/transformers/models/.

import { type Json, optionalNumber, optionalObject, PREFIX, present } from '../rope-config.js';
import type { RopeLayer } from '../rope-layers.js';
import type { Family, FamilyContext, ReadFamily, RefusedFamily } from './family.js';
import { allLayers, givenLayerTypes, slidingWhenWindowSet } from './rules.js';

// ---------------------------------------------------------------------------------------------
// Rules shared by the entries below.

/** The rope dictionary the config class builds: `rope_scaling or rope_parameters` (convert_rope_params_to_dict). */
function ropeDictOf(c: FamilyContext): Json {
  const scaling = optionalObject(c.text, 'rope_scaling', c.path);
  if (scaling !== undefined && Object.keys(scaling).length > 0) return scaling;
  return optionalObject(c.text, 'rope_parameters', c.path) ?? {};
}

/** rope_type, else the legacy `type`, else default (standardize_rope_params). */
function ropeTypeName(rope: Json): string {
  const type = rope.rope_type ?? rope.type;
  return typeof type === 'string' ? type : 'default';
}

/** The modeling file's own compute_default_rope_parameters runs (rope_type "default"). */
const isDefaultRope = (c: FamilyContext): boolean => ropeTypeName(ropeDictOf(c)) === 'default';

/**
 * Only Qwen2VLConfig and Qwen2_5VLConfig rename the legacy rope_type "mrope" to "default"
 * (qwen2_vl/configuration_qwen2_vl.py:128); the config classes below keep it, and their rotary
 * embedding then looks it up in ROPE_INIT_FUNCTIONS (modeling_rope_utils.py:668), which has no
 * "mrope": transformers fails, so the config is refused.
 */
function refuseMropeType(c: FamilyContext, rope: Json, where: string): void {
  if (ropeTypeName(rope) === 'mrope') {
    throw new RangeError(
      `${PREFIX}${c.path}: rope type "mrope" is not renamed to "default" by this config class, and ${where} ` +
        'looks it up in ROPE_INIT_FUNCTIONS, which has no "mrope" (transformers fails): write rope_type "default"',
    );
  }
}

/**
 * partial_rotary_factor as transformers resolves it for a config class that declares no such field.
 * convert_rope_params_to_dict only setdefaults the top-level value into the rope dictionary, so the
 * dictionary's own value wins for the modeling file's default rope; the scaled rope functions call
 * standardize_rope_params again once the top-level key is an attribute, and then it wins
 * (modeling_rope_utils.py:755-757, :772-787, and :172, :318, :409, :542, :631).
 * `kwargDefault`: a default the config class puts among the kwargs (GLM-4.5V's 0.5), which then
 * behaves as a top-level key.
 */
function partialOf(c: FamilyContext, kwargDefault?: number): number {
  const rope = ropeDictOf(c);
  const top = optionalNumber(c.text, 'partial_rotary_factor', c.path) ?? kwargDefault;
  const own = optionalNumber(rope, 'partial_rotary_factor', c.path);
  return (isDefaultRope(c) ? (own ?? top) : (top ?? own)) ?? 1;
}

/**
 * The rotated width of a modeling file whose compute_default_rope_parameters uses the whole head
 * (`dim = head_dim`) and whose apply_rotary_pos_emb has no pass-through (`q * cos`): its default rope
 * turns every plane whatever partial_rotary_factor says. The scaled rope functions of
 * modeling_rope_utils.py read the fraction (:180), and cos/sin narrower than the head cannot multiply
 * it: transformers fails, so such a config is refused.
 */
function wholeHeadOnDefault(c: FamilyContext, headDim: number): number {
  refuseMropeType(c, ropeDictOf(c), `${c.modelType}'s rotary embedding`);
  if (isDefaultRope(c)) return headDim;
  const rotated = Math.trunc(headDim * partialOf(c));
  if (rotated !== headDim) {
    throw new RangeError(
      `${PREFIX}${c.path}: partial_rotary_factor ${partialOf(c)} with rope type ${ropeTypeName(ropeDictOf(c))} gives ` +
        `cos/sin ${rotated} wide, but ${c.modelType}'s apply_rotary_pos_emb multiplies the whole ${headDim}-wide head ` +
        'by them (no pass-through): transformers cannot run this config',
    );
  }
  return headDim;
}

/**
 * Attention modules that always use hidden_size // num_attention_heads while their rotary embedding
 * reads `getattr(config, "head_dim", None) or hidden_size // num_attention_heads`: a config whose
 * head_dim differs would rotate a width the heads do not have (transformers fails), so it is refused.
 */
function headDimMustMatch(c: FamilyContext, headDim: number, where: string): void {
  const given = optionalNumber(c.text, 'head_dim', c.path);
  if (given !== undefined && given !== headDim) {
    throw new RangeError(
      `${PREFIX}${c.path}.head_dim (${given}) differs from hidden_size / num_attention_heads (${headDim}): ` +
        `${where} gives the heads the latter width but rotates head_dim values`,
    );
  }
}

/**
 * M-RoPE layers: the sections must be present when the modeling file indexes
 * rope_parameters["mrope_section"], and sum to the rotated planes (torch.split fails otherwise).
 */
function checkMrope(c: FamilyContext, entry: RopeLayer, required: string | undefined): void {
  const rope = entry.rope;
  if (rope === null) return;
  if (rope.mropeSection === undefined) {
    if (required === undefined) return;
    throw new RangeError(
      `${PREFIX}${c.path}.rope_parameters.mrope_section is missing: ${required} reads rope_parameters["mrope_section"]`,
    );
  }
  const planes = (rope.rotaryDim ?? entry.headDim) / 2;
  const sum = rope.mropeSection.reduce((a, b) => a + b, 0);
  if (sum !== planes) {
    throw new RangeError(
      `${PREFIX}${c.path}: mrope_section [${rope.mropeSection.join(', ')}] must sum to the ${planes} rotated ` +
        'frequency planes (rotaryDim / 2)',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Part 1: text models with rotary code of their own.

const interleavedReason = (file: string, line: number, fallback: string) =>
  `its text model interleaves M-RoPE (${file}:${line} apply_interleaved_mrope): frequency plane k turns by ` +
  `height when k % 3 == 1 and k < 3·mrope_section[1], by width when k % 3 == 2 and k < 3·mrope_section[2], ` +
  `else by time (sections default ${fallback}); the package's mropeSection gives each of time, height, width ` +
  'one contiguous run of planes (Qwen2-VL), so it cannot express this assignment';

const QWEN3_VL = interleavedReason('qwen3_vl/modeling_qwen3_vl.py', 372, '[24, 20, 20]');
const QWEN3_VL_MOE = interleavedReason('qwen3_vl_moe/modeling_qwen3_vl_moe.py', 803, '[24, 20, 20]');
const QWEN3_OMNI = interleavedReason('qwen3_omni_moe/modeling_qwen3_omni_moe.py', 1284, '[24, 20, 20]');

const ERNIE_VL =
  'its M-RoPE alternates height and width plane by plane and gives time the last planes ' +
  '(ernie4_5_vl_moe/modeling_ernie4_5_vl_moe.py:107 and :133-136: plane k < mrope_section[0] + mrope_section[1] ' +
  'turns by height when k is even, by width when odd; the last mrope_section[2] planes by time), which the ' +
  "package's contiguous time/height/width runs (mropeSection) cannot express";

const HUNYUAN_VL =
  'its text attention normalises queries and keys (query_layernorm, key_layernorm: per-channel RMSNorm weights) ' +
  'after the rotation (hunyuan_vl/modeling_hunyuan_vl.py:551-556), so scores are not a function of the rotated ' +
  'vectors alone; its XD-RoPE sections also name 3 or 4 axes in the order (position,) width, height, image index ' +
  "(:479-487), not the package's time, height, width";

const MINIMAX_M3 =
  'its minimax_m3_sparse layers attend only to the key blocks a lightning indexer picks per query ' +
  '(minimax_m3_vl/modeling_minimax_m3_vl.py:429; configuration_minimax_m3_vl.py:145 from sparse_attention_freq): ' +
  'content-dependent block-sparse attention, which no attention kind here expresses';

/** Qwen2-style layer kinds of Qwen2.5-Omni's thinker text model (configuration_qwen2_5_omni.py:195-205). */
function qwen25OmniLayers(c: FamilyContext): string[] {
  const useSliding = c.text.use_sliding_window === true;
  // sliding_window = sliding_window if use_sliding_window else None; the class default is 32768.
  const windowSet = useSliding && c.text.sliding_window !== null;
  const given = givenLayerTypes(c);
  if (given !== undefined) {
    if (!windowSet && given.includes('sliding_attention')) {
      throw new RangeError(
        `${PREFIX}${c.path}.layer_types names sliding_attention layers but use_sliding_window is not true, so ` +
          'Qwen2_5OmniTextConfig sets sliding_window to None and those layers have no window',
      );
    }
    return given;
  }
  const from = optionalNumber(c.text, 'max_window_layers', c.path) ?? 28;
  return Array.from({ length: c.layers }, (_, i) => (windowSet && i >= from ? 'sliding_attention' : 'full_attention'));
}

const qwen25OmniText: ReadFamily = {
  modelType: 'qwen2_5_omni_text',
  group: 'multimodal',
  uses: ['use_sliding_window', 'max_window_layers', 'sliding_window'],
  defaults: { ropeTheta: 1_000_000, layers: 28, hidden: 3584, heads: 28, slidingWindow: 32768 },
  layerTypes: qwen25OmniLayers,
  rotaryDim: wholeHeadOnDefault,
  mrope: true,
  extend: (c, entry) => checkMrope(c, entry, 'Qwen2_5OmniAttention (modeling_qwen2_5_omni.py:1489)'),
};

/** GLM-V's rope dictionary: class default theta 10000 and, absent, mrope_section [8, 12, 12]. */
function glmRope(c: FamilyContext): Json {
  const rope: Json = { ...ropeDictOf(c) };
  refuseMropeType(c, rope, `${c.modelType}'s rotary embedding`);
  if (!present(rope, 'rope_type')) rope.rope_type = ropeTypeName(rope);
  delete rope.type;
  if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rope_theta', c.path) ?? 10_000;
  // rope_parameters.get("mrope_section", [8, 12, 12])
  if (!present(rope, 'mrope_section')) rope.mrope_section = [8, 12, 12];
  return rope;
}

interface GlmText {
  modelType: string;
  file: string;
  /** line of the attention's head_dim, cited when a config's head_dim differs (hiddenOverHeads). */
  lines: { headDim: number };
  layout: 'pairs' | 'half';
  /** GLM-4.1V's attention: head_dim = hidden_size // num_attention_heads, always. */
  hiddenOverHeads: boolean;
  kwargPartial?: number;
  defaults: { layers: number; hidden: number; heads: number };
}

function glmText(g: GlmText): ReadFamily {
  return {
    modelType: g.modelType,
    group: 'multimodal',
    sizes: g.hiddenOverHeads ? { headDim: null } : undefined,
    defaults: { ...g.defaults, ...(g.kwargPartial !== undefined ? { partialRotaryFactor: g.kwargPartial } : {}) },
    layout: g.layout,
    ropeParameters: (c) => glmRope(c),
    rotaryDim: (c, headDim) => {
      if (g.hiddenOverHeads) headDimMustMatch(c, headDim, `${g.file}:${g.lines.headDim}`);
      return Math.trunc(headDim * partialOf(c, g.kwargPartial));
    },
    mrope: true,
    extend: (c, entry) => checkMrope(c, entry, undefined),
  };
}

const GLM4V_TEXT = glmText({
  modelType: 'glm4v_text',
  file: 'glm4v/modeling_glm4v.py',
  lines: { headDim: 512 },
  layout: 'pairs',
  hiddenOverHeads: true,
  defaults: { layers: 40, hidden: 4096, heads: 32 },
});

const GLM4V_MOE_TEXT = glmText({
  modelType: 'glm4v_moe_text',
  file: 'glm4v_moe/modeling_glm4v_moe.py',
  lines: { headDim: 150 },
  layout: 'half',
  hiddenOverHeads: false,
  kwargPartial: 0.5,
  defaults: { layers: 46, hidden: 4096, heads: 96 },
});

const GLM_OCR_TEXT = glmText({
  modelType: 'glm_ocr_text',
  file: 'glm_ocr/modeling_glm_ocr.py',
  lines: { headDim: 189 },
  layout: 'pairs',
  hiddenOverHeads: false,
  defaults: { layers: 16, hidden: 1024, heads: 16 },
});

const GLM_IMAGE_TEXT = glmText({
  modelType: 'glm_image_text',
  file: 'glm_image/modeling_glm_image.py',
  lines: { headDim: 363 },
  layout: 'half',
  hiddenOverHeads: false,
  defaults: { layers: 40, hidden: 4096, heads: 32 },
});

const paddleText: ReadFamily = {
  modelType: 'paddleocr_vl_text',
  group: 'multimodal',
  defaults: { ropeTheta: 500_000, layers: 18, hidden: 1024, heads: 16 },
  headDim: (c) => {
    if (c.text.head_dim === null) {
      const hidden = optionalNumber(c.text, 'hidden_size', c.path) ?? 1024;
      const heads = optionalNumber(c.text, 'num_attention_heads', c.path) ?? 16;
      return Math.trunc(hidden / heads);
    }
    return optionalNumber(c.text, 'head_dim', c.path) ?? 128;
  },
  rotaryDim: wholeHeadOnDefault,
  mrope: true,
  extend: (c, entry) => checkMrope(c, entry, 'PaddleOCRAttention (modeling_paddleocr_vl.py:341)'),
};

/** A Llama-style text model of a multimodal wrapper (rotate_half, head_dim**-0.5). */
function llamaText(modelType: string, extra: Partial<ReadFamily>): ReadFamily {
  return { modelType, group: 'multimodal', rotaryDim: wholeHeadOnDefault, ...extra };
}

const ariaText = llamaText('aria_text', {
  defaults: { layers: 32, hidden: 4096, heads: 32 },
});

/** Mllama: the layers listed in cross_attention_layers attend to the image only. */
function mllamaLayers(c: FamilyContext): string[] {
  const given = c.text.cross_attention_layers;
  const list = given === undefined || given === null ? [3, 8, 13, 18, 23, 28, 33, 38] : given;
  if (!Array.isArray(list) || !list.every((i) => Number.isInteger(i))) {
    throw new TypeError(`${PREFIX}${c.path}.cross_attention_layers must be an array of layer indices`);
  }
  const cross = new Set(list as number[]);
  return Array.from({ length: c.layers }, (_, i) => (cross.has(i) ? 'cross_attention' : 'full_attention'));
}

const mllamaText: ReadFamily = {
  modelType: 'mllama_text_model',
  group: 'multimodal',
  kinds: { cross_attention: 'cross' },
  sizes: { headDim: null },
  defaults: { ropeTheta: 500_000, layers: 40, hidden: 4096, heads: 32 },
  layerTypes: mllamaLayers,
  rotaryDim: (c, headDim) => {
    headDimMustMatch(c, headDim, 'mllama/modeling_mllama.py:510');
    return wholeHeadOnDefault(c, headDim);
  },
};

const idefics: ReadFamily = {
  modelType: 'idefics',
  group: 'multimodal',
  sizes: { headDim: null },
  defaults: { layers: 32, hidden: 4096, heads: 32 },
  ignores: ['rope_theta', 'rope_scaling', 'rope_parameters', 'partial_rotary_factor'],
  ropeParameters: () => ({ rope_type: 'default', rope_theta: 10_000 }),
  rotaryDim: () => undefined,
};

const granite4VisionText: ReadFamily = {
  modelType: 'granite4_vision_text',
  group: 'multimodal',
  uses: ['attention_multiplier'],
  // Published text configs are granitemoehybrid ones (layer_types "attention" ..., position_embedding_type):
  // Granite4VisionTextModel reads neither.
  ignores: ['layer_types'],
  defaults: { layers: 32, hidden: 4096, heads: 32 },
  layerTypes: (c) => allLayers(c, 'full_attention'),
  rotaryDim: wholeHeadOnDefault,
  softmaxScale: (c) => optionalNumber(c.text, 'attention_multiplier', c.path) ?? 1,
};

/** Phi4MultimodalConfig.convert_rope_params_to_dict (configuration_phi4_multimodal.py:237-250). */
function phi4Rope(c: FamilyContext): Json {
  const rope: Json = { ...ropeDictOf(c) };
  if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rope_theta', c.path) ?? 10_000;
  let type = ropeTypeName(rope);
  if (type === 'su' || type === 'yarn') type = 'longrope';
  rope.rope_type = type;
  delete rope.type;
  // The scaled rope functions re-run standardize_rope_params, where the declared attribute wins.
  if (['llama3', 'yarn', 'longrope'].includes(type)) {
    rope.original_max_position_embeddings = optionalNumber(c.text, 'original_max_position_embeddings', c.path) ?? 4096;
  }
  return rope;
}

const phi4Multimodal: ReadFamily = {
  modelType: 'phi4_multimodal',
  group: 'multimodal',
  uses: ['sliding_window'],
  defaults: { layers: 32, hidden: 3072, heads: 32 },
  layerTypes: slidingWhenWindowSet,
  ropeParameters: (c) => phi4Rope(c),
  rotaryDim: (c, headDim) => {
    const rope = phi4Rope(c);
    const top = optionalNumber(c.text, 'partial_rotary_factor', c.path);
    const own = optionalNumber(rope, 'partial_rotary_factor', c.path);
    const partial = (rope.rope_type === 'default' ? (own ?? top) : (top ?? own)) ?? 1;
    return Math.trunc(headDim * partial);
  },
};

const deepseekOcr2Text = llamaText('deepseek_ocr2_text', {
  sizes: { headDim: null },
  defaults: { layers: 32, hidden: 4096, heads: 32 },
});

const refused = (modelType: string, reason: string, group: RefusedFamily['group'] = 'multimodal'): RefusedFamily => ({
  modelType,
  group,
  refused: reason,
});

/** A wrapper whose text model the config class fixes. */
function wrapper(
  modelType: string,
  family: string,
  more: { key?: string; inline?: boolean; group?: ReadFamily['group'] } = {},
): ReadFamily {
  return {
    modelType,
    group: more.group ?? 'multimodal',
    text: { key: more.key ?? 'text_config', family, ...(more.inline === true ? { inline: true } : {}) },
  };
}

const PART1: readonly Family[] = [
  refused('qwen3_vl', QWEN3_VL),
  refused('qwen3_vl_text', QWEN3_VL),
  refused('qwen3_vl_moe', QWEN3_VL_MOE),
  refused('qwen3_vl_moe_text', QWEN3_VL_MOE),
  wrapper('qwen3_5', 'qwen3_5_text'),
  wrapper('qwen3_5_moe', 'qwen3_5_moe_text'),
  wrapper('qwen2_5_omni', 'qwen2_5_omni_thinker', { key: 'thinker_config' }),
  wrapper('qwen2_5_omni_thinker', 'qwen2_5_omni_text'),
  qwen25OmniText,
  refused('qwen3_omni_moe', QWEN3_OMNI),
  refused('qwen3_omni_moe_thinker', QWEN3_OMNI),
  refused('qwen3_omni_moe_text', QWEN3_OMNI),
  wrapper('glm4v', 'glm4v_text', { inline: true }),
  GLM4V_TEXT,
  wrapper('glm4v_moe', 'glm4v_moe_text', { inline: true }),
  GLM4V_MOE_TEXT,
  wrapper('glm_ocr', 'glm_ocr_text', { inline: true }),
  GLM_OCR_TEXT,
  wrapper('glm_image', 'glm_image_text', { inline: true }),
  GLM_IMAGE_TEXT,
  refused('ernie4_5_vl_moe', ERNIE_VL),
  refused('ernie4_5_vl_moe_text', ERNIE_VL),
  refused('hunyuan_vl', HUNYUAN_VL),
  refused('hunyuan_vl_text', HUNYUAN_VL),
  wrapper('paddleocr_vl', 'paddleocr_vl_text', { inline: true }),
  paddleText,
  openWrapper({
    modelType: 'video_llama_3',
  }),
  wrapper('aria', 'aria_text'),
  ariaText,
  wrapper('mllama', 'mllama_text_model'),
  mllamaText,
  idefics,
  wrapper('granite4_vision', 'granite4_vision_text'),
  granite4VisionText,
  phi4Multimodal,
  refused('minimax_m3_vl', MINIMAX_M3),
  refused('minimax_m3_vl_text', MINIMAX_M3),
  wrapper('deepseek_ocr2', 'deepseek_ocr2_text'),
  deepseekOcr2Text,
  openWrapper({
    modelType: 'exaone4_5',
    fallback: 'exaone4',
  }),
  {
    // Not a transformers model_type: the name Exaone4_5Config renames to exaone4 inside its text_config.
    modelType: 'exaone4_5_text',
    group: 'multimodal',
    text: { key: 'text_config', family: 'exaone4', inline: true },
  },
  wrapper('gemma3n', 'gemma3n_text'),
  wrapper('gemma4_unified', 'gemma4_unified_text'),
];

// ---------------------------------------------------------------------------------------------
// Part 2: wrappers whose text model is text_config's own model_type (CONFIG_MAPPING / AutoModel).

interface OpenWrapper {
  modelType: string;
  /** The config class's text model when text_config names no model_type. */
  fallback?: string;
  group?: ReadFamily['group'];
  key?: string;
}

function openWrapper(w: OpenWrapper): ReadFamily {
  return {
    modelType: w.modelType,
    group: w.group ?? 'multimodal',
    text: { key: w.key ?? 'text_config', ...(w.fallback !== undefined ? { defaultFamily: w.fallback } : {}) },
  };
}

const PART2: readonly Family[] = [
  openWrapper({
    modelType: 'aya_vision',
    fallback: 'cohere2',
  }),
  openWrapper({
    modelType: 'cohere2_vision',
    fallback: 'cohere2',
  }),
  openWrapper({
    modelType: 'deepseek_vl',
    fallback: 'llama',
  }),
  openWrapper({
    modelType: 'deepseek_vl_hybrid',
    fallback: 'llama',
  }),
  openWrapper({ modelType: 'fast_vlm', fallback: 'qwen2' }),
  openWrapper({
    modelType: 'fuyu',
    fallback: 'persimmon',
  }),
  openWrapper({
    modelType: 'glm46v',
    fallback: 'glm4v_text',
  }),
  openWrapper({ modelType: 'got_ocr2', fallback: 'qwen2' }),
  openWrapper({
    modelType: 'pp_chart2table',
    fallback: 'qwen2',
  }),
  openWrapper({
    modelType: 'idefics2',
    fallback: 'mistral',
  }),
  openWrapper({ modelType: 'idefics3', fallback: 'llama' }),
  openWrapper({ modelType: 'smolvlm', fallback: 'llama' }),
  openWrapper({ modelType: 'internvl', fallback: 'qwen2' }),
  openWrapper({ modelType: 'janus', fallback: 'llama' }),
  openWrapper({ modelType: 'lfm2_vl', fallback: 'lfm2' }),
  openWrapper({
    modelType: 'lighton_ocr',
    fallback: 'qwen3',
  }),
  openWrapper({
    modelType: 'llava_next',
    fallback: 'llama',
  }),
  openWrapper({
    modelType: 'llava_next_video',
    fallback: 'llama',
  }),
  openWrapper({
    modelType: 'llava_onevision',
    fallback: 'qwen2',
  }),
  openWrapper({ modelType: 'vipllava', fallback: 'llama' }),
  openWrapper({
    modelType: 'video_llava',
    fallback: 'llama',
  }),
  openWrapper({
    modelType: 'minicpmv4_6',
  }),
  openWrapper({
    modelType: 'mistral3',
    fallback: 'mistral',
  }),
  openWrapper({
    modelType: 'paligemma',
    fallback: 'gemma',
  }),
  openWrapper({
    modelType: 'perception_lm',
    fallback: 'llama',
  }),
  openWrapper({
    modelType: 'qianfan_ocr',
    fallback: 'qwen3',
  }),
  openWrapper({
    modelType: 'shieldgemma2',
    fallback: 'gemma3_text',
  }),
  openWrapper({
    modelType: 'cosmos3_omni',
    fallback: 'qwen3_vl_text',
  }),
  openWrapper({
    modelType: 'blip-2',
    fallback: 'opt',
  }),
  openWrapper({
    modelType: 'instructblip',
    fallback: 'opt',
  }),
  openWrapper({
    modelType: 'instructblipvideo',
    fallback: 'opt',
  }),
  openWrapper({ modelType: 'florence2', fallback: 'bart' }),
  openWrapper({
    modelType: 'colpali',
    key: 'vlm_config',
  }),
  openWrapper({
    modelType: 'colqwen2',
    key: 'vlm_config',
  }),
  // Speech and audio language models: an audio encoder in front of a text decoder of text_config's type.
  openWrapper({
    modelType: 'qwen2_audio',
    fallback: 'qwen2',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'audioflamingo3',
    fallback: 'qwen2',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'granite_speech',
    fallback: 'granite',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'granite_speech_plus',
    fallback: 'granite',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'qwen3_asr',
    fallback: 'qwen3',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'vibevoice_asr',
    fallback: 'qwen2',
    group: 'speech',
  }),
  refused(
    'voxtral',
    'VoxtralConfig fills the keys its text_config leaves out from its own defaults (configuration_voxtral.py:96: ' +
      'rope_theta 1e8, head_dim 128, 30 layers...), not from the text model class, and a wrapper entry cannot supply them',
    'speech',
  ),
];

export const MULTIMODAL_FAMILIES: readonly Family[] = [...PART1, ...PART2];
