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
  follows: [
    'qwen2_5_omni/configuration_qwen2_5_omni.py:195 sliding_window only with use_sliding_window',
    'qwen2_5_omni/configuration_qwen2_5_omni.py:202 sliding from max_window_layers on',
    'qwen2_5_omni/modeling_qwen2_5_omni.py:1419 mrope_section * 2: contiguous chunks for time, height, width',
    'qwen2_5_omni/modeling_qwen2_5_omni.py:1363 default rope over the whole head (dim = head_dim)',
    'qwen2_5_omni/modeling_qwen2_5_omni.py:1457 scaling = head_dim**-0.5',
  ],
  summary:
    "Qwen2.5-Omni's thinker text model: Qwen2 layers (sliding from max_window_layers on with use_sliding_window); " +
    'M-RoPE on halves as in Qwen2-VL: mrope_section gives time, height and width one contiguous run of frequency ' +
    'planes each, in that order.',
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
  /** line of apply_mrope, of the layout, of `dim = int(head_dim * partial_rotary_factor)`. */
  lines: { mrope: number; layout: number; dim: number; headDim: number };
  layout: 'pairs' | 'half';
  /** GLM-4.1V's attention: head_dim = hidden_size // num_attention_heads, always. */
  hiddenOverHeads: boolean;
  kwargPartial?: number;
  defaults: { layers: number; hidden: number; heads: number };
  name: string;
  extraFollows?: string[];
}

function glmText(g: GlmText): ReadFamily {
  const layoutNote =
    g.layout === 'pairs'
      ? `${g.file}:${g.lines.layout} repeat_interleave(2): adjacent pairs`
      : `${g.file}:${g.lines.layout} rotate_half on the rotated part: halves`;
  return {
    modelType: g.modelType,
    group: 'multimodal',
    follows: [
      `${g.file}:${g.lines.mrope} apply_mrope: contiguous chunks for time, height, width (default [8, 12, 12])`,
      layoutNote,
      `${g.file}:${g.lines.dim} rotates int(head_dim · partial_rotary_factor) values`,
      g.hiddenOverHeads
        ? `${g.file}:${g.lines.headDim} head_dim = hidden_size // num_attention_heads`
        : `${g.file}:${g.lines.headDim} head_dim = getattr(config, "head_dim", hidden_size // num_attention_heads)`,
      ...(g.extraFollows ?? []),
    ],
    summary:
      `${g.name}: every layer full attention; M-RoPE on ${g.layout === 'pairs' ? 'adjacent pairs' : 'halves'} of the ` +
      'first int(head_dim · partial_rotary_factor) values, mrope_section (default [8, 12, 12]) giving time, height ' +
      'and width one contiguous run of frequency planes each, in that order.',
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
  lines: { mrope: 445, layout: 481, dim: 420, headDim: 512 },
  layout: 'pairs',
  hiddenOverHeads: true,
  defaults: { layers: 40, hidden: 4096, heads: 32 },
  name: 'GLM-4.1V / GLM-4.6V text model',
});

const GLM4V_MOE_TEXT = glmText({
  modelType: 'glm4v_moe_text',
  file: 'glm4v_moe/modeling_glm4v_moe.py',
  lines: { mrope: 900, layout: 104, dim: 875, headDim: 150 },
  layout: 'half',
  hiddenOverHeads: false,
  kwargPartial: 0.5,
  defaults: { layers: 46, hidden: 4096, heads: 96 },
  name: 'GLM-4.5V text model (partial_rotary_factor defaults to 0.5)',
  extraFollows: ['glm4v_moe/configuration_glm4v_moe.py:111 partial_rotary_factor defaults to 0.5'],
});

const GLM_OCR_TEXT = glmText({
  modelType: 'glm_ocr_text',
  file: 'glm_ocr/modeling_glm_ocr.py',
  lines: { mrope: 688, layout: 158, dim: 663, headDim: 189 },
  layout: 'pairs',
  hiddenOverHeads: false,
  defaults: { layers: 16, hidden: 1024, heads: 16 },
  name: 'GLM-OCR text model',
});

const GLM_IMAGE_TEXT = glmText({
  modelType: 'glm_image_text',
  file: 'glm_image/modeling_glm_image.py',
  lines: { mrope: 713, layout: 317, dim: 688, headDim: 363 },
  layout: 'half',
  hiddenOverHeads: false,
  defaults: { layers: 40, hidden: 4096, heads: 32 },
  name: 'GLM-Image text model',
});

const paddleText: ReadFamily = {
  modelType: 'paddleocr_vl_text',
  group: 'multimodal',
  follows: [
    'paddleocr_vl/configuration_paddleocr_vl.py:95 default_theta 500000',
    'paddleocr_vl/configuration_paddleocr_vl.py:129 head_dim defaults to 128 (None: hidden_size // num_attention_heads)',
    'paddleocr_vl/modeling_paddleocr_vl.py:271 mrope_section * 2: contiguous chunks for time, height, width',
    'paddleocr_vl/modeling_paddleocr_vl.py:154 default rope over the whole head (dim = head_dim)',
    'paddleocr_vl/modeling_paddleocr_vl.py:310 scaling = head_dim**-0.5',
  ],
  summary:
    "PaddleOCR-VL's ERNIE-4.5 text model: every layer full attention; M-RoPE on halves as in Qwen2-VL (mrope_section " +
    'gives time, height and width one contiguous run of frequency planes each, in that order); head_dim default 128.',
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
function llamaText(
  modelType: string,
  extra: Partial<ReadFamily> & { follows: readonly string[]; summary: string },
): ReadFamily {
  return { modelType, group: 'multimodal', rotaryDim: wholeHeadOnDefault, ...extra };
}

const ariaText = llamaText('aria_text', {
  follows: [
    'aria/modeling_aria.py:384 rotate_half',
    'aria/modeling_aria.py:651 default rope over the whole head',
    'aria/modeling_aria.py:460 scaling = head_dim**-0.5',
  ],
  summary: "Aria's MoE text model: every layer full attention, RoPE on halves (default base 10000).",
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
  follows: [
    'mllama/configuration_mllama.py:145 cross_attention_layers defaults to [3, 8, ..., 38]',
    'mllama/modeling_mllama.py:1027 those layers are MllamaCrossAttentionDecoderLayer: attention to the image, no rope',
    'mllama/modeling_mllama.py:510 head_dim = hidden_size // num_attention_heads',
    'mllama/modeling_mllama.py:473 rotate_half',
    'mllama/configuration_mllama.py:122 default_theta 500000',
  ],
  summary:
    'Llama 3.2 Vision text model: the cross_attention_layers attend to the image (no positions; skipped without ' +
    'one); every other layer full attention with RoPE on halves (llama3 scaling in published configs).',
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
  follows: [
    'idefics/modeling_idefics.py:551 IdeficsEmbedding(head_dim): base 10000 (:358), config rope keys unread',
    'idefics/modeling_idefics.py:400 rotate_half',
    'idefics/modeling_idefics.py:491 head_dim = hidden_size // num_heads',
    'idefics/modeling_idefics.py:1054 a gated cross-attention block (no positions) before layers i % cross_layer_interval == 0',
  ],
  summary:
    'IDEFICS (Llama-based): every decoder layer full attention with RoPE on halves, base 10000 hard-coded; a gated ' +
    'cross-attention block to the image (no positions) runs before every cross_layer_interval-th layer.',
  sizes: { headDim: null },
  defaults: { layers: 32, hidden: 4096, heads: 32 },
  ignores: ['rope_theta', 'rope_scaling', 'rope_parameters', 'partial_rotary_factor'],
  ropeParameters: () => ({ rope_type: 'default', rope_theta: 10_000 }),
  rotaryDim: () => undefined,
};

const granite4VisionText: ReadFamily = {
  modelType: 'granite4_vision_text',
  group: 'multimodal',
  follows: [
    'granite4_vision/modeling_granite4_vision.py:764 the language model is Granite4VisionTextModel whatever text_config names',
    'granite4_vision/modeling_granite4_vision.py:556 one Granite4VisionTextDecoderLayer (full attention, rope) per layer: layer_types unread',
    'granite4_vision/modeling_granite4_vision.py:352 scaling = config.attention_multiplier',
    'granite4_vision/modeling_granite4_vision.py:276 rotate_half',
    'granite4_vision/modeling_granite4_vision.py:246 default rope over the whole head',
  ],
  summary:
    "Granite 4 Vision's Granite text model: every layer full attention, RoPE on halves; softmax scale " +
    'attention_multiplier (default 1).',
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
  follows: [
    'phi4_multimodal/configuration_phi4_multimodal.py:245 rope_theta default 10000; :246 partial_rotary_factor; :251 su and yarn read as longrope',
    'phi4_multimodal/configuration_phi4_multimodal.py:206 original_max_position_embeddings attribute (default 4096)',
    'phi4_multimodal/modeling_phi4_multimodal.py:1452 rotates int(head_dim · partial_rotary_factor) values',
    'phi4_multimodal/modeling_phi4_multimodal.py:1217 rotate_half on the rotated part',
    'phi4_multimodal/modeling_phi4_multimodal.py:1558 sliding-window mask on every layer when sliding_window is set',
  ],
  summary:
    'Phi-4-multimodal (Phi-3 layers, text keys at the top level): every layer sliding attention when sliding_window ' +
    'is set, else full; RoPE on halves of the first partial_rotary_factor of each head, longrope scaling.',
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
  follows: [
    'deepseek_ocr2/modeling_deepseek_ocr2.py:1419 the language model is DeepseekOcr2TextModel whatever text_config names',
    'deepseek_ocr2/configuration_deepseek_ocr2.py:262 head_dim = hidden_size // num_attention_heads, whatever the config says',
    'deepseek_ocr2/modeling_deepseek_ocr2.py:1027 default rope over the whole head',
    'deepseek_ocr2/modeling_deepseek_ocr2.py:717 rotate_half',
    'deepseek_ocr2/modeling_deepseek_ocr2.py:1063 scaling = head_dim**-0.5',
  ],
  summary:
    "DeepSeek-OCR 2's text model: every layer full attention (no latent attention), RoPE on halves; heads " +
    'hidden_size / num_attention_heads wide whatever head_dim says.',
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
  follows: string,
  summary: string,
  more: { key?: string; inline?: boolean; group?: ReadFamily['group'] } = {},
): ReadFamily {
  return {
    modelType,
    group: more.group ?? 'multimodal',
    follows: [follows],
    summary,
    text: { key: more.key ?? 'text_config', family, ...(more.inline === true ? { inline: true } : {}) },
  };
}

const PART1: readonly Family[] = [
  refused('qwen3_vl', QWEN3_VL),
  refused('qwen3_vl_text', QWEN3_VL),
  refused('qwen3_vl_moe', QWEN3_VL_MOE),
  refused('qwen3_vl_moe_text', QWEN3_VL_MOE),
  wrapper(
    'qwen3_5',
    'qwen3_5_text',
    'qwen3_5/configuration_qwen3_5.py:193 text_config: Qwen3_5TextConfig',
    'Qwen3.5 with vision: its text_config read as qwen3_5_text.',
  ),
  wrapper(
    'qwen3_5_moe',
    'qwen3_5_moe_text',
    'qwen3_5_moe/configuration_qwen3_5_moe.py:206 text_config: Qwen3_5MoeTextConfig',
    'Qwen3.5-MoE with vision: its text_config read as qwen3_5_moe_text.',
  ),
  wrapper(
    'qwen2_5_omni',
    'qwen2_5_omni_thinker',
    'qwen2_5_omni/configuration_qwen2_5_omni.py:622 thinker_config: Qwen2_5OmniThinkerConfig',
    "Qwen2.5-Omni: the thinker's text model (thinker_config.text_config) read as qwen2_5_omni_text.",
    { key: 'thinker_config' },
  ),
  wrapper(
    'qwen2_5_omni_thinker',
    'qwen2_5_omni_text',
    'qwen2_5_omni/configuration_qwen2_5_omni.py:287 text_config: Qwen2_5OmniTextConfig',
    "Qwen2.5-Omni's thinker: its text_config read as qwen2_5_omni_text.",
  ),
  qwen25OmniText,
  refused('qwen3_omni_moe', QWEN3_OMNI),
  refused('qwen3_omni_moe_thinker', QWEN3_OMNI),
  refused('qwen3_omni_moe_text', QWEN3_OMNI),
  wrapper(
    'glm4v',
    'glm4v_text',
    'glm4v/configuration_glm4v.py:176 text_config: Glm4vTextConfig (:178 built from the top-level keys when absent)',
    'GLM-4.1V: its text_config (or, without one, the top-level keys) read as glm4v_text.',
    { inline: true },
  ),
  GLM4V_TEXT,
  wrapper(
    'glm4v_moe',
    'glm4v_moe_text',
    'glm4v_moe/configuration_glm4v_moe.py:205 text_config: Glm4vMoeTextConfig (:207 top-level keys when absent)',
    'GLM-4.5V: its text_config (or, without one, the top-level keys) read as glm4v_moe_text.',
    { inline: true },
  ),
  GLM4V_MOE_TEXT,
  wrapper(
    'glm_ocr',
    'glm_ocr_text',
    'glm_ocr/configuration_glm_ocr.py:178 text_config: GlmOcrTextConfig (:180 top-level keys when absent)',
    'GLM-OCR: its text_config (or, without one, the top-level keys) read as glm_ocr_text.',
    { inline: true },
  ),
  GLM_OCR_TEXT,
  wrapper(
    'glm_image',
    'glm_image_text',
    'glm_image/configuration_glm_image.py:195 text_config: GlmImageTextConfig (:197 top-level keys when absent)',
    'GLM-Image: its text_config (or, without one, the top-level keys) read as glm_image_text.',
    { inline: true },
  ),
  GLM_IMAGE_TEXT,
  refused('ernie4_5_vl_moe', ERNIE_VL),
  refused('ernie4_5_vl_moe_text', ERNIE_VL),
  refused('hunyuan_vl', HUNYUAN_VL),
  refused('hunyuan_vl_text', HUNYUAN_VL),
  wrapper(
    'paddleocr_vl',
    'paddleocr_vl_text',
    'paddleocr_vl/configuration_paddleocr_vl.py:181 hub configs are flat: the text keys at the top level (:188)',
    'PaddleOCR-VL: its text_config, or the top-level keys of the flat hub configs, read as paddleocr_vl_text.',
    { inline: true },
  ),
  paddleText,
  openWrapper({
    modelType: 'video_llama_3',
    follows:
      'video_llama_3/configuration_video_llama_3.py:81 CONFIG_MAPPING[text_config["model_type"]] (required); the language model is AutoModel of it (modeling_video_llama_3.py:509)',
    name: 'VideoLLaMA 3',
  }),
  wrapper(
    'aria',
    'aria_text',
    'aria/configuration_aria.py:142 text_config: AriaTextConfig whatever model_type it names',
    'Aria: its text_config read as aria_text.',
  ),
  ariaText,
  wrapper(
    'mllama',
    'mllama_text_model',
    'mllama/configuration_mllama.py:195 text_config: MllamaTextConfig',
    'Llama 3.2 Vision: its text_config read as mllama_text_model.',
  ),
  mllamaText,
  idefics,
  wrapper(
    'granite4_vision',
    'granite4_vision_text',
    'granite4_vision/modeling_granite4_vision.py:764 language_model = Granite4VisionTextModel(config.text_config)',
    'Granite 4 Vision: its text_config read as granite4_vision_text.',
  ),
  granite4VisionText,
  phi4Multimodal,
  refused('minimax_m3_vl', MINIMAX_M3),
  refused('minimax_m3_vl_text', MINIMAX_M3),
  wrapper(
    'deepseek_ocr2',
    'deepseek_ocr2_text',
    'deepseek_ocr2/configuration_deepseek_ocr2.py:304 text_config: DeepseekOcr2TextConfig',
    'DeepSeek-OCR 2: its text_config read as deepseek_ocr2_text.',
  ),
  deepseekOcr2Text,
  openWrapper({
    modelType: 'exaone4_5',
    fallback: 'exaone4',
    follows:
      'exaone4_5/configuration_exaone4_5.py:80 CONFIG_MAPPING[text_config.get("model_type", "exaone4")], exaone4_5_text renamed exaone4 (:82); the language model is AutoModel of it (modeling_exaone4_5.py:621)',
    name: 'EXAONE 4.5',
    note: 'published configs name it exaone4_5_text, which the config class renames exaone4',
  }),
  {
    // Not a transformers model_type: the name Exaone4_5Config renames to exaone4 inside its text_config.
    modelType: 'exaone4_5_text',
    group: 'multimodal',
    follows: [
      'exaone4_5/configuration_exaone4_5.py:82 text_config model_type exaone4_5_text renamed exaone4 (the first EXAONE 4.5 release)',
    ],
    summary: "EXAONE 4.5's first text_config name: read as exaone4, as Exaone4_5Config renames it.",
    text: { key: 'text_config', family: 'exaone4', inline: true },
  },
  wrapper(
    'gemma3n',
    'gemma3n_text',
    'gemma3n/configuration_gemma3n.py:470 text_config: Gemma3nTextConfig',
    'Gemma 3n: its text_config read as gemma3n_text.',
  ),
  wrapper(
    'gemma4_unified',
    'gemma4_unified_text',
    'gemma4_unified/configuration_gemma4_unified.py:321 text_config: Gemma4UnifiedTextConfig',
    'Gemma 4 unified: its text_config read as gemma4_unified_text.',
  ),
];

// ---------------------------------------------------------------------------------------------
// Part 2: wrappers whose text model is text_config's own model_type (CONFIG_MAPPING / AutoModel).

interface OpenWrapper {
  modelType: string;
  /** The config class's text model when text_config names no model_type. */
  fallback?: string;
  follows: string;
  name: string;
  note?: string;
  group?: ReadFamily['group'];
  key?: string;
}

function openWrapper(w: OpenWrapper): ReadFamily {
  return {
    modelType: w.modelType,
    group: w.group ?? 'multimodal',
    follows: [w.follows],
    summary:
      `${w.name}: its ${w.key ?? 'text_config'} read as its own model_type` +
      (w.fallback !== undefined ? ` (${w.fallback} when it names none)` : '') +
      (w.note !== undefined ? `; ${w.note}` : '') +
      '.',
    text: { key: w.key ?? 'text_config', ...(w.fallback !== undefined ? { defaultFamily: w.fallback } : {}) },
  };
}

const cfg = (dir: string, line: number, fallback: string) =>
  `${dir}/configuration_${dir}.py:${line} CONFIG_MAPPING[text_config.get("model_type", "${fallback}")]; the language model is AutoModel of it`;

const PART2: readonly Family[] = [
  openWrapper({
    modelType: 'aya_vision',
    fallback: 'cohere2',
    follows: cfg('aya_vision', 64, 'cohere2'),
    name: 'Aya Vision',
  }),
  openWrapper({
    modelType: 'cohere2_vision',
    fallback: 'cohere2',
    follows: cfg('cohere2_vision', 57, 'cohere2'),
    name: 'Command A Vision',
  }),
  openWrapper({
    modelType: 'deepseek_vl',
    fallback: 'llama',
    follows: cfg('deepseek_vl', 64, 'llama'),
    name: 'DeepSeek-VL',
  }),
  openWrapper({
    modelType: 'deepseek_vl_hybrid',
    fallback: 'llama',
    follows: cfg('deepseek_vl_hybrid', 79, 'llama'),
    name: 'DeepSeek-VL hybrid',
  }),
  openWrapper({ modelType: 'fast_vlm', fallback: 'qwen2', follows: cfg('fast_vlm', 79, 'qwen2'), name: 'FastVLM' }),
  openWrapper({
    modelType: 'fuyu',
    fallback: 'persimmon',
    follows: 'fuyu/configuration_fuyu.py:93 CONFIG_MAPPING[text_config.get("model_type", "persimmon")]',
    name: 'Fuyu',
  }),
  openWrapper({
    modelType: 'glm46v',
    fallback: 'glm4v_text',
    follows: cfg('glm46v', 77, 'glm4v_text'),
    name: 'GLM-4.6V',
    note: 'the wrapper computes the M-RoPE ids (get_rope_index)',
  }),
  openWrapper({ modelType: 'got_ocr2', fallback: 'qwen2', follows: cfg('got_ocr2', 105, 'qwen2'), name: 'GOT-OCR 2' }),
  openWrapper({
    modelType: 'pp_chart2table',
    fallback: 'qwen2',
    follows: cfg('pp_chart2table', 104, 'qwen2'),
    name: 'PP-Chart2Table (GOT-OCR 2 model)',
  }),
  openWrapper({
    modelType: 'idefics2',
    fallback: 'mistral',
    follows: cfg('idefics2', 143, 'mistral'),
    name: 'Idefics2',
  }),
  openWrapper({ modelType: 'idefics3', fallback: 'llama', follows: cfg('idefics3', 98, 'llama'), name: 'Idefics3' }),
  openWrapper({ modelType: 'smolvlm', fallback: 'llama', follows: cfg('smolvlm', 106, 'llama'), name: 'SmolVLM' }),
  openWrapper({ modelType: 'internvl', fallback: 'qwen2', follows: cfg('internvl', 128, 'qwen2'), name: 'InternVL' }),
  openWrapper({ modelType: 'janus', fallback: 'llama', follows: cfg('janus', 146, 'llama'), name: 'Janus' }),
  openWrapper({ modelType: 'lfm2_vl', fallback: 'lfm2', follows: cfg('lfm2_vl', 54, 'lfm2'), name: 'LFM2-VL' }),
  openWrapper({
    modelType: 'lighton_ocr',
    fallback: 'qwen3',
    follows: cfg('lighton_ocr', 97, 'qwen3'),
    name: 'LightOnOCR',
  }),
  openWrapper({
    modelType: 'llava_next',
    fallback: 'llama',
    follows: cfg('llava_next', 85, 'llama'),
    name: 'LLaVA-NeXT',
  }),
  openWrapper({
    modelType: 'llava_next_video',
    fallback: 'llama',
    follows: cfg('llava_next_video', 100, 'llama'),
    name: 'LLaVA-NeXT-Video',
  }),
  openWrapper({
    modelType: 'llava_onevision',
    fallback: 'qwen2',
    follows: cfg('llava_onevision', 90, 'qwen2'),
    name: 'LLaVA-OneVision',
  }),
  openWrapper({ modelType: 'vipllava', fallback: 'llama', follows: cfg('vipllava', 84, 'llama'), name: 'VipLLaVA' }),
  openWrapper({
    modelType: 'video_llava',
    fallback: 'llama',
    follows: 'video_llava/configuration_video_llava.py:91 text_config model_type set to llama when absent',
    name: 'Video-LLaVA',
  }),
  openWrapper({
    modelType: 'minicpmv4_6',
    follows: 'minicpmv4_6/configuration_minicpmv4_6.py:112 CONFIG_MAPPING[text_config["model_type"]] (required)',
    name: 'MiniCPM-V 4.6',
  }),
  openWrapper({
    modelType: 'mistral3',
    fallback: 'mistral',
    follows: cfg('mistral3', 83, 'mistral'),
    name: 'Mistral 3 (Pixtral vision)',
  }),
  openWrapper({
    modelType: 'paligemma',
    fallback: 'gemma',
    follows: cfg('paligemma', 79, 'gemma'),
    name: 'PaliGemma',
    note:
      'positions count from 1 (paligemma/modeling_paligemma.py:237), which changes no relative angle; with ' +
      'token_type_ids the prefix (image and prompt) attends bidirectionally (:259), which the plan does not show',
  }),
  openWrapper({
    modelType: 'perception_lm',
    fallback: 'llama',
    follows: cfg('perception_lm', 53, 'llama'),
    name: 'Perception LM',
  }),
  openWrapper({
    modelType: 'qianfan_ocr',
    fallback: 'qwen3',
    follows: cfg('qianfan_ocr', 134, 'qwen3'),
    name: 'Qianfan-OCR',
  }),
  openWrapper({
    modelType: 'shieldgemma2',
    fallback: 'gemma3_text',
    follows: cfg('shieldgemma2', 82, 'gemma3_text'),
    name: 'ShieldGemma 2',
  }),
  openWrapper({
    modelType: 'cosmos3_omni',
    fallback: 'qwen3_vl_text',
    follows:
      'cosmos3_omni/configuration_cosmos3_omni.py:69 CONFIG_MAPPING[text_config.get("model_type", "qwen3_vl_text")]',
    name: 'Cosmos 3 Omni',
  }),
  openWrapper({
    modelType: 'blip-2',
    fallback: 'opt',
    follows: 'blip_2/configuration_blip_2.py:166 CONFIG_MAPPING[text_config.get("model_type", "opt")]',
    name: 'BLIP-2',
  }),
  openWrapper({
    modelType: 'instructblip',
    fallback: 'opt',
    follows: 'instructblip/configuration_instructblip.py:166 CONFIG_MAPPING[text_config.get("model_type", "opt")]',
    name: 'InstructBLIP',
  }),
  openWrapper({
    modelType: 'instructblipvideo',
    fallback: 'opt',
    follows:
      'instructblipvideo/configuration_instructblipvideo.py:171 CONFIG_MAPPING[text_config.get("model_type", "opt")]',
    name: 'InstructBLIP-Video',
  }),
  openWrapper({ modelType: 'florence2', fallback: 'bart', follows: cfg('florence2', 125, 'bart'), name: 'Florence-2' }),
  openWrapper({
    modelType: 'colpali',
    key: 'vlm_config',
    follows:
      'colpali/configuration_colpali.py:54 vlm_config: CONFIG_MAPPING[vlm_config["model_type"]]; the retriever is AutoModel of it',
    name: 'ColPali',
  }),
  openWrapper({
    modelType: 'colqwen2',
    key: 'vlm_config',
    follows:
      'colqwen2/configuration_colqwen2.py:54 vlm_config: CONFIG_MAPPING[vlm_config["model_type"]]; the retriever is AutoModel of it',
    name: 'ColQwen2',
  }),
  // Speech and audio language models: an audio encoder in front of a text decoder of text_config's type.
  openWrapper({
    modelType: 'qwen2_audio',
    fallback: 'qwen2',
    follows: cfg('qwen2_audio', 120, 'qwen2'),
    name: 'Qwen2-Audio',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'audioflamingo3',
    fallback: 'qwen2',
    follows: cfg('audioflamingo3', 112, 'qwen2'),
    name: 'Audio Flamingo 3',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'granite_speech',
    fallback: 'granite',
    follows: cfg('granite_speech', 133, 'granite'),
    name: 'Granite Speech',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'granite_speech_plus',
    fallback: 'granite',
    follows: cfg('granite_speech_plus', 144, 'granite'),
    name: 'Granite Speech Plus',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'qwen3_asr',
    fallback: 'qwen3',
    follows: cfg('qwen3_asr', 119, 'qwen3'),
    name: 'Qwen3-ASR',
    group: 'speech',
  }),
  openWrapper({
    modelType: 'vibevoice_asr',
    fallback: 'qwen2',
    follows: cfg('vibevoice_asr', 105, 'qwen2'),
    name: 'VibeVoice-ASR',
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
