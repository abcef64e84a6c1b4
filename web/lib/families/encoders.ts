// Family table entries: encoders, speech and audio models, and the vision towers that use rotary
// embeddings. Read: the ones whose self-attention rotates queries and keys by ordinary 1-D RoPE as
// the engine expresses it (bidirectional encoders read as attention over the whole sequence);
// refused with the reason: 2-D / axial ropes over image patches, relative encodings of conformers,
// ropes on another axis or on other tensors. Lines cite transformers at TRANSFORMERS_COMMIT (family.ts).
//
// Bidirectional encoders: 'full' is attention over the whole sequence, and a bidirectional sliding
// window ('sliding' in ModernBERT's and the privacy filter's local layers) is given as the number
// of tokens on each side counting the token itself (|i - j| < window), the width the attention
// module passes on (config.sliding_window + 1).

import { isObject, type Json, optionalNumber, PREFIX, present } from '../rope-config.js';
import type { Family, FamilyContext, ReadFamily, RefusedFamily } from './family.js';
import { allLayers, layerTypesOr, periodOf } from './rules.js';

const objectAt = (text: Json, key: string): Json | undefined => (isObject(text[key]) ? (text[key] as Json) : undefined);

/** The flat rope dictionary transformers' convert_rope_params_to_dict starts from: `rope_scaling or rope_parameters`. */
function flatRope(c: FamilyContext): Json {
  const scaling = objectAt(c.text, 'rope_scaling');
  if (scaling !== undefined && Object.keys(scaling).length > 0) return scaling;
  return objectAt(c.text, 'rope_parameters') ?? {};
}

function ropeTypeIn(rope: Json): string {
  const type = rope.rope_type ?? rope.type;
  return typeof type === 'string' ? type : 'default';
}

/**
 * For config classes whose __post_init__ sets rope_parameters when it is None (before
 * convert_rope_params_to_dict runs): `rope_scaling or rope_parameters or <class default>`, with
 * rope_theta set, when the dictionary has none, from the top-level rope_theta or default_theta.
 */
function classRope(fallback: Json, defaultTheta = 10_000): (c: FamilyContext) => Json {
  return (c) => {
    const scaling = objectAt(c.text, 'rope_scaling');
    const given =
      scaling !== undefined && Object.keys(scaling).length > 0 ? scaling : objectAt(c.text, 'rope_parameters');
    const rope: Json = { ...(given ?? fallback) };
    if (!present(rope, 'rope_theta')) rope.rope_theta = optionalNumber(c.text, 'rope_theta', c.path) ?? defaultTheta;
    return rope;
  };
}

/**
 * Modeling files whose own compute_default_rope_parameters sizes inv_freq by the whole head
 * (`dim = head_dim`, no partial_rotary_factor): the default rope turns every dimension; the
 * ROPE_INIT_FUNCTIONS of the other rope types honour partial_rotary_factor.
 */
function wholeHeadUnlessScaled(
  ropeOf: (c: FamilyContext, type: string) => Json = (c) => flatRope(c),
): (c: FamilyContext, headDim: number, type: string) => number {
  return (c, headDim, type) => {
    const rope = ropeOf(c, type);
    if (ropeTypeIn(rope) === 'default') return headDim;
    const partial =
      optionalNumber(c.text, 'partial_rotary_factor', c.path) ??
      optionalNumber(rope, 'partial_rotary_factor', `${c.path}.rope_parameters`) ??
      1;
    return Math.trunc(headDim * partial);
  };
}

/** Every layer sliding unless sliding_window is null (the class default applies when it is absent). */
const slidingUnlessNull = (c: FamilyContext): string[] =>
  allLayers(c, c.text.sliding_window === null ? 'full_attention' : 'sliding_attention');

// ---------------------------------------------------------------------------------------------
// ModernBERT and its decoder: a full layer every global_attn_every_n_layers (from layer 0), local
// layers in between; two bases (global_rope_theta, local_rope_theta).

/** `"sliding_attention" if bool(i % global_attn_every_n_layers) else "full_attention"`: layer 0 is full. */
const modernbertLayers = layerTypesOr((c) => {
  const every = periodOf(c, 'global_attn_every_n_layers', 3);
  return Array.from({ length: c.layers }, (_, i) => (i % every !== 0 ? 'sliding_attention' : 'full_attention'));
});

/** ModernBertConfig.convert_rope_params_to_dict: one rope per layer type, global_/local_rope_theta. */
function modernbertRope(c: FamilyContext, type: string): Json {
  const nested = objectAt(c.text, 'rope_parameters');
  const perType = nested !== undefined && isObject(nested[type]) ? { ...(nested[type] as Json) } : undefined;
  const rope: Json = perType ?? { rope_type: 'default' };
  const scaling = objectAt(c.text, 'rope_scaling');
  if (scaling !== undefined) Object.assign(rope, scaling);
  if (!present(rope, 'rope_theta')) {
    const global = type === 'full_attention';
    rope.rope_theta =
      optionalNumber(c.text, global ? 'global_rope_theta' : 'local_rope_theta', c.path) ?? (global ? 160_000 : 10_000);
  }
  return rope;
}

/** local_attention // 2 (ModernBertConfig.sliding_window; the decoder's __post_init__ sets the same). */
function halfLocalWindow(c: FamilyContext): number {
  const local = c.text.local_attention === undefined ? 128 : optionalNumber(c.text, 'local_attention', c.path);
  if (local === undefined || local === 0) {
    throw new RangeError(
      `${PREFIX}${c.path}.local_attention is ${JSON.stringify(c.text.local_attention)}: ${c.modelType} then sets ` +
        'sliding_window = -1 for its local layers; give local_attention',
    );
  }
  return Math.floor(local / 2);
}

const MODERNBERT_USES = ['global_attn_every_n_layers', 'local_attention', 'global_rope_theta', 'local_rope_theta'];

const modernbert: ReadFamily = {
  modelType: 'modernbert',
  group: 'encoder',
  uses: MODERNBERT_USES,
  sizes: { headDim: null },
  defaults: { layers: 22, hidden: 768, heads: 12, slidingWindow: 65 },
  layerTypes: modernbertLayers,
  ropeParameters: modernbertRope,
  rotaryDim: wholeHeadUnlessScaled(modernbertRope),
  extend: (c, entry) => {
    if (entry.attention === 'sliding') entry.window = halfLocalWindow(c) + 1;
  },
};

const modernbertDecoder: ReadFamily = {
  modelType: 'modernbert-decoder',
  group: 'local-global',
  uses: MODERNBERT_USES,
  sizes: { headDim: null },
  defaults: { layers: 22, hidden: 768, heads: 12, slidingWindow: 64 },
  layerTypes: modernbertLayers,
  ropeParameters: modernbertRope,
  rotaryDim: wholeHeadUnlessScaled(modernbertRope),
  extend: (c, entry) => {
    if (entry.attention === 'sliding') entry.window = halfLocalWindow(c);
  },
};

// ---------------------------------------------------------------------------------------------
// Bidirectional text encoders with one rope.

/** A bidirectional encoder: every layer attends to the whole sequence, RoPE on halves. */
function plainEncoder(modelType: string, extra: Partial<ReadFamily>): ReadFamily {
  return { modelType, group: 'encoder', rotaryDim: wholeHeadUnlessScaled(), ...extra };
}

/** nomic-ai's remote-code config.json (n_embd, n_layer, n_head, rotary_emb_*), which NomicBertConfig does not read. */
function refuseRemoteCodeNomic(c: FamilyContext): string[] {
  const remote = ['n_embd', 'n_layer', 'n_head'].filter((key) => present(c.text, key));
  if (remote.length > 0 && !present(c.text, 'hidden_size')) {
    throw new TypeError(
      `${PREFIX}${c.path} is nomic-ai's remote-code form (${remote.join(', ')}, rotary_emb_*): transformers 5's ` +
        'NomicBertConfig reads none of those keys and would fall back to its own defaults (768 wide, 12 layers, ' +
        "rope base 1000, whole-head rotation), which this reading does not pretend are the checkpoint's",
    );
  }
  return allLayers(c, 'full_attention');
}

function refuseRotaryValue(c: FamilyContext): string[] {
  if (c.text.rotary_value === true) {
    throw new TypeError(
      `${PREFIX}${c.path}.rotary_value is true: RoFormer then rotates the values as well as the queries and keys ` +
        '(roformer/modeling_roformer.py:180), which a rope per layer cannot express',
    );
  }
  return allLayers(c, 'full_attention');
}

function esmLayers(c: FamilyContext): string[] {
  const kind = c.text.position_embedding_type ?? 'absolute';
  if (kind !== 'rotary') {
    throw new TypeError(
      `${PREFIX}${c.path}.position_embedding_type is ${JSON.stringify(kind)}: this ESM adds learned absolute ` +
        "position embeddings to its input instead of RoPE (only 'rotary', ESM-2, rotates)",
    );
  }
  return allLayers(c, 'full_attention');
}

const TEXT_ENCODERS: readonly ReadFamily[] = [
  modernbert,
  modernbertDecoder,
  plainEncoder('eurobert', {
    defaults: { layers: 12, hidden: 768, heads: 12 },
  }),
  plainEncoder('nomic_bert', {
    defaults: { layers: 12, hidden: 768, heads: 12, ropeTheta: 1000 },
    layerTypes: refuseRemoteCodeNomic,
  }),
  plainEncoder('jina_embeddings_v3', {
    defaults: { layers: 24, hidden: 1024, heads: 16, ropeTheta: 20_000 },
  }),
  plainEncoder('roformer', {
    sizes: { headDim: null },
    defaults: { layers: 12, hidden: 768, heads: 12 },
    layout: 'pairs',
    layerTypes: refuseRotaryValue,
    ropeParameters: () => ({ rope_type: 'default', rope_theta: 10_000 }),
    rotaryDim: (_c, headDim) => headDim,
  }),
  plainEncoder('esm', {
    uses: ['position_embedding_type'],
    sizes: { headDim: null },
    defaults: { layers: 12, hidden: 768, heads: 12 },
    layerTypes: esmLayers,
    ropeParameters: (c) => ({
      rope_type: 'default',
      rope_theta: optionalNumber(c.text, 'rope_theta', c.path) ?? 10_000,
    }),
    rotaryDim: (_c, headDim) => headDim,
  }),
  {
    modelType: 'openai_privacy_filter',
    group: 'encoder',
    uses: ['sliding_window'],
    defaults: { layers: 8, hidden: 640, heads: 14, headDim: 64, slidingWindow: 128 },
    layerTypes: (c) => allLayers(c, 'sliding_attention'),
    layout: 'pairs',
    ropeParameters: classRope(
      {
        rope_type: 'yarn',
        factor: 32.0,
        beta_fast: 32.0,
        beta_slow: 1.0,
        truncate: false,
        original_max_position_embeddings: 4096,
      },
      150_000,
    ),
    rotaryDim: wholeHeadUnlessScaled(classRope({ rope_type: 'yarn' })),
    extend: (c, entry) => {
      if (entry.attention === 'sliding') entry.window = (optionalNumber(c.text, 'sliding_window', c.path) ?? 128) + 1;
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Speech and audio.

/** MoonshineAttention's config.update rewrites the shared config's head count (see the refusal). */
function moonshineLayers(c: FamilyContext): string[] {
  const encoder = optionalNumber(c.text, 'encoder_num_attention_heads', c.path) ?? 8;
  const decoder = optionalNumber(c.text, 'decoder_num_attention_heads', c.path) ?? 8;
  if (encoder !== decoder) {
    throw new RangeError(
      `${PREFIX}${c.path}.encoder_num_attention_heads (${encoder}) differs from decoder_num_attention_heads ` +
        `(${decoder}): MoonshineAttention writes its head count into the shared config (config.update, ` +
        'moonshine/modeling_moonshine.py:255), so transformers builds the decoder and its rope with the ' +
        "encoder's count; this reading does not guess which one the checkpoint means",
    );
  }
  return allLayers(c, 'full_attention');
}

/** The text model of VoxtralRealtimeConfig gets the wrapper's defaults for keys it leaves out. */
const underVoxtralWrapper = (c: FamilyContext): boolean => c.path.endsWith('.text_config');

const SPEECH: readonly ReadFamily[] = [
  {
    modelType: 'moonshine',
    group: 'speech',
    uses: ['decoder_num_hidden_layers', 'decoder_num_attention_heads', 'encoder_num_attention_heads'],
    sizes: { layers: 'decoder_num_hidden_layers', heads: 'decoder_num_attention_heads' },
    defaults: { layers: 6, hidden: 288, heads: 8, partialRotaryFactor: 0.9 },
    layout: 'pairs',
    layerTypes: moonshineLayers,
  },
  {
    modelType: 'moonshine_streaming',
    group: 'speech',
    defaults: { layers: 6, hidden: 320, heads: 8 },
    layout: 'pairs',
    ropeParameters: classRope({ rope_type: 'default', rope_theta: 10_000, partial_rotary_factor: 0.8 }),
  },
  {
    modelType: 'mimi',
    group: 'speech',
    uses: ['sliding_window'],
    defaults: { layers: 8, hidden: 512, heads: 8, slidingWindow: 250 },
    layerTypes: slidingUnlessNull,
    rotaryDim: wholeHeadUnlessScaled(),
  },
  {
    modelType: 'voxtral_realtime_text',
    group: 'speech',
    uses: ['sliding_window'],
    defaults: { slidingWindow: 4096 },
    layerTypes: slidingUnlessNull,
    headDim: (c) => {
      const given = optionalNumber(c.text, 'head_dim', c.path);
      if (given !== undefined) return given;
      if (underVoxtralWrapper(c)) return 128;
      const hidden = optionalNumber(c.text, 'hidden_size', c.path);
      const heads = optionalNumber(c.text, 'num_attention_heads', c.path);
      if (hidden === undefined || heads === undefined) {
        throw new RangeError(
          `${PREFIX}${c.path}.${hidden === undefined ? 'hidden_size' : 'num_attention_heads'} is missing`,
        );
      }
      return Math.floor(hidden / heads);
    },
    ropeParameters: (c) => classRope({}, underVoxtralWrapper(c) ? 1_000_000 : 10_000)(c),
    rotaryDim: wholeHeadUnlessScaled(),
    extend: (c, entry) => {
      if (entry.attention === 'sliding' && !present(c.text, 'sliding_window') && underVoxtralWrapper(c)) {
        entry.window = 8192;
      }
    },
  },
  {
    modelType: 'voxtral_realtime_encoder',
    group: 'speech',
    uses: ['sliding_window'],
    defaults: { layers: 32, hidden: 1280, heads: 32, headDim: 64, slidingWindow: 750 },
    layerTypes: slidingUnlessNull,
    rotaryDim: wholeHeadUnlessScaled(),
  },
  {
    modelType: 'lasr_encoder',
    group: 'speech',
    defaults: { layers: 17, hidden: 512, heads: 8 },
    rotaryDim: wholeHeadUnlessScaled(),
  },
  {
    modelType: 'glmasr_encoder',
    group: 'speech',
    defaults: { layers: 32, hidden: 1280, heads: 20, partialRotaryFactor: 0.5 },
  },
  {
    modelType: 'higgs_audio_v2',
    group: 'speech',
    defaults: { layers: 28, hidden: 3072, heads: 24, headDim: 128 },
    ropeParameters: classRope({
      rope_type: 'llama3',
      factor: 32.0,
      rope_theta: 500_000.0,
      high_freq_factor: 0.5,
      low_freq_factor: 0.125,
      original_max_position_embeddings: 1024,
    }),
  },
];

/** Perception Encoder audio / video towers: bidirectional, adjacent pairs, default base 20000. */
function peEncoder(modelType: string): ReadFamily {
  return {
    modelType,
    group: 'encoder',
    defaults: { layers: 6, hidden: 1792, heads: 14, headDim: 128 },
    layout: 'pairs',
    ropeParameters: classRope({ rope_type: 'default', rope_theta: 20_000 }),
    rotaryDim: wholeHeadUnlessScaled(classRope({ rope_type: 'default' })),
  };
}

const PE_ENCODERS: readonly ReadFamily[] = [
  peEncoder('pe_audio_encoder'),
  peEncoder('pe_video_encoder'),
  peEncoder('pe_audio_video_encoder'),
];

/** Wrappers whose text (or speech) model is read. */
const WRAPPERS: readonly ReadFamily[] = [
  {
    modelType: 'voxtral_realtime',
    group: 'multimodal',
    text: { key: 'text_config', defaultFamily: 'voxtral_realtime_text' },
  },
  {
    modelType: 'lasr_ctc',
    group: 'speech',
    text: { key: 'encoder_config', family: 'lasr_encoder' },
  },
  {
    modelType: 'glmasr',
    group: 'multimodal',
    text: { key: 'text_config', defaultFamily: 'llama' },
  },
  {
    modelType: 'musicflamingo',
    group: 'multimodal',
    text: { key: 'text_config', defaultFamily: 'qwen2' },
  },
  ...(['pe_audio', 'pe_video', 'pe_audio_video'] as const).map((type): ReadFamily => ({
    modelType: type,
    group: 'multimodal',
    text: { key: 'text_config', defaultFamily: 'modernbert' },
  })),
];

// ---------------------------------------------------------------------------------------------
// Refused.

const ROPE2D_HINT =
  'for Pixtral-style 2-D RoPE use applyRope with { rope2d: true, positions: rope2dPositions(rows, cols) }';

function refused(modelType: string, group: RefusedFamily['group'], reason: string): RefusedFamily {
  return { modelType, group, refused: reason };
}

const CONFORMER_RELATIVE =
  'its conformer self-attention uses Transformer-XL relative position encodings (a sinusoid of i - j projected by ' +
  'relative_k_proj, with learned biases u and v), not RoPE';

const PRE_PROJECTION_ROTARY =
  "its conformer attention either rotates the layer input before the query/key projections ('rotary'), so q·k is " +
  "no function of the position difference, or uses Transformer-XL relative encodings ('relative') or Shaw " +
  "relative-key embeddings ('relative_key'); none is RoPE on queries and keys";

const REFUSED: readonly RefusedFamily[] = [
  refused(
    'moonshine_streaming_encoder',
    'speech',
    'no rope and no position embeddings: each layer attends within its own (left, right) window from ' +
      'sliding_windows, future frames included, which no causal sliding window expresses',
  ),
  refused(
    'kyutai_speech_to_text',
    'speech',
    'its attention window depends on the call: a whole sequence is masked causally over every token ' +
      '(create_causal_mask, no window), while generation keeps only the last sliding_window keys in the cache ' +
      'that DynamicCache builds from sliding_window',
  ),
  refused(
    'xcodec2',
    'speech',
    'rope on the head axis: the position ids are the head indices 0 … num_attention_heads - 1 ' +
      '(unsqueeze_dim=2), so every token of head h turns by h·θ whatever its position in the sequence',
  ),
  ...['parakeet_encoder', 'parakeet_ctc', 'parakeet_rnnt', 'parakeet_tdt'].map((type) =>
    refused(type, 'speech', CONFORMER_RELATIVE),
  ),
  ...['nemotron_asr_streaming_encoder', 'nemotron_asr_streaming'].map((type) =>
    refused(type, 'speech', CONFORMER_RELATIVE),
  ),
  refused('wav2vec2-bert', 'speech', PRE_PROJECTION_ROTARY),
  refused('wav2vec2-conformer', 'speech', PRE_PROJECTION_ROTARY),
  refused(
    'seamless_m4t',
    'speech',
    `${PRE_PROJECTION_ROTARY} (speech encoder); its text encoder and decoders add sinusoidal absolute position embeddings`,
  ),
  ...['clvp', 'clvp_encoder'].map((type) =>
    refused(
      type,
      'speech',
      'its encoders rotate the values as well as the queries and keys (over max(projection_dim // (2 · heads), 32) ' +
        'dimensions); the decoder adds learned absolute position embeddings',
    ),
  ),
  refused('clvp_decoder', 'speech', 'GPT-2-style learned absolute position embeddings added to the input, no RoPE'),
  refused(
    'timesfm2_5',
    'dense',
    'after the rotation, q and k go through RMSNorm with per-dimension weights and the query is multiplied by a ' +
      'learned per-dimension scale (softplus(scaling)), so the two dimensions of a rotated plane are scaled ' +
      'differently: no scalar softmax scale expresses it',
  ),
  // Vision towers.
  refused(
    'pixtral',
    'encoder',
    `2-D RoPE over image patches (row on even frequencies, column on odd ones), not one position per token: ${ROPE2D_HINT}`,
  ),
  refused(
    'dinov3_vit',
    'encoder',
    'axial RoPE over patch-centre coordinates normalised to [-1, 1] (real-valued, with train-time shift and jitter); ' +
      'the CLS and register tokens are not rotated',
  ),
  refused(
    'eomt_dinov3',
    'encoder',
    'DINOv3 backbone: axial RoPE over patch-centre coordinates in [-1, 1], prefix tokens not rotated',
  ),
  refused('sapiens2', 'encoder', 'DINOv3-style axial RoPE over patch-centre coordinates in [-1, 1] (base 100)'),
  refused('sapiens2_head', 'encoder', 'a dense-prediction head config: it has no attention layers of its own'),
  refused(
    'vjepa2',
    'encoder',
    '3-D RoPE: each head is split into depth (frame), height and width thirds, each rotated by its own coordinate',
  ),
  ...['sam2_video', 'sam3_tracker_video', 'edgetam_video'].map((type) =>
    refused(
      type,
      'encoder',
      "axial 2-D RoPE over the fixed feature map's (x, y) in its memory attention: the first half of the adjacent " +
        'pairs turns by x, the second by y; memory keys of several frames repeat the same angles and object-pointer ' +
        'tokens are not rotated',
    ),
  ),
  ...['sam3', 'sam3_vit_model', 'sam3_vision_model'].map((type) =>
    refused(
      type,
      'encoder',
      'its ViT backbone uses axial 2-D RoPE over patch rows and columns; the DETR encoder and decoder add sine ' +
        'position embeddings instead',
    ),
  ),
  ...['sam3_geometry_encoder', 'sam3_detr_encoder', 'sam3_detr_decoder', 'sam3_mask_decoder'].map((type) =>
    refused(type, 'encoder', 'DETR-style 2-D sine position embeddings added to queries and keys, no RoPE'),
  ),
  refused(
    'efficientloftr',
    'encoder',
    '2-D RoPE over the feature grid: even frequency slots turn by the row, odd ones by the column',
  ),
  refused(
    'lightglue',
    'encoder',
    'rotation angles are a learned linear projection of keypoint (x, y) coordinates, not positions times fixed frequencies',
  ),
  refused(
    'mlcd_vision_model',
    'encoder',
    "2-D RoPE over patch rows and columns as in Qwen2-VL's vision tower (first half of the planes by the row, " +
      "second by the column) plus learned angles for the class token; it does not match rope2d's frequency split",
  ),
  refused(
    'llama4_vision_model',
    'encoder',
    '2-D RoPE over patch x and y (complex numbers of adjacent pairs, positions counted from 1), the CLS token not rotated',
  ),
  refused(
    'qwen2_vl_vision',
    'encoder',
    '2-D RoPE over patch rows and columns: on halves, the first half of the planes turns by the row and the second ' +
      "by the column, each with the frequencies of a head half as wide; rope2d's split (even frequencies for rows, " +
      "odd for columns) is Pixtral's, not this one",
  ),
];

export const ENCODERS_FAMILIES: readonly Family[] = [
  ...TEXT_ENCODERS,
  ...SPEECH,
  ...PE_ENCODERS,
  ...WRAPPERS,
  ...REFUSED,
];
