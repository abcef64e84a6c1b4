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
  follows: [
    'modernbert/configuration_modernbert.py:118 layer i is full when i % global_attn_every_n_layers == 0, else sliding',
    'modernbert/configuration_modernbert.py:142 full layers: global_rope_theta (default 160000); :147 sliding: local_rope_theta (10000)',
    'modernbert/configuration_modernbert.py:162 sliding_window = local_attention // 2',
    'modernbert/modeling_modernbert.py:253 the attention passes sliding_window + 1; masking_utils.py:149 |q - kv| <= sliding_window',
    'modernbert/modeling_modernbert.py:159 cat(freqs, freqs) and rotate_half: halves, over the whole head',
    'modernbert/modeling_modernbert.py:245 head_dim = hidden_size // num_attention_heads; :293 scaling head_dim**-0.5',
  ],
  summary:
    'Bidirectional encoder: every third layer (from layer 0) global attention with RoPE base global_rope_theta ' +
    '(160000), the others a local window of local_attention / 2 tokens on each side with base local_rope_theta ' +
    '(10000); halves.',
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
  follows: [
    'modernbert_decoder/configuration_modernbert_decoder.py:107 layer i is sliding when i % global_attn_every_n_layers != 0',
    'modernbert_decoder/configuration_modernbert_decoder.py:113 sliding_window = local_attention // 2 (a given sliding_window is overwritten)',
    'modernbert_decoder/configuration_modernbert_decoder.py:134 full layers: global_rope_theta (160000); :139 sliding: local_rope_theta (10000)',
    'modernbert_decoder/modeling_modernbert_decoder.py:257 sliding_window on sliding layers; :493 causal sliding-window mask',
    'modernbert_decoder/modeling_modernbert_decoder.py:156 cat(freqs, freqs) and rotate_half: halves',
    'modernbert_decoder/modeling_modernbert_decoder.py:237 head_dim = hidden_size // num_attention_heads; :240 scaling head_dim**-0.5',
  ],
  summary:
    'Causal ModernBERT: every third layer (from layer 0) full attention with base global_rope_theta (160000), the ' +
    'others sliding over local_attention / 2 tokens with base local_rope_theta (10000); halves.',
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
function plainEncoder(
  modelType: string,
  extra: Partial<ReadFamily> & { follows: readonly string[]; summary: string },
): ReadFamily {
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
    follows: [
      'eurobert/modeling_eurobert.py:147 is_causal = False; :376 bidirectional mask',
      'eurobert/modeling_eurobert.py:331 cat(freqs, freqs) and rotate_half: halves, over the whole head',
      'eurobert/modeling_eurobert.py:145 scaling = head_dim**-0.5',
    ],
    summary: 'Bidirectional encoder: every layer attends to the whole sequence, RoPE on halves over the whole head.',
    defaults: { layers: 12, hidden: 768, heads: 12 },
  }),
  plainEncoder('nomic_bert', {
    follows: [
      'nomic_bert/configuration_nomic_bert.py:67 default_theta = 1000',
      'nomic_bert/modeling_nomic_bert.py:223 is_causal = False; :145 cat(freqs, freqs) and rotate_half: halves',
      'nomic_bert/modeling_nomic_bert.py:221 scaling = head_dim**-0.5',
    ],
    summary:
      'Bidirectional encoder: every layer attends to the whole sequence, RoPE on halves (default base 1000); ' +
      "nomic-ai's remote-code config.json (n_embd, rotary_emb_*) is refused, as transformers does not read it.",
    defaults: { layers: 12, hidden: 768, heads: 12, ropeTheta: 1000 },
    layerTypes: refuseRemoteCodeNomic,
  }),
  plainEncoder('jina_embeddings_v3', {
    follows: [
      'jina_embeddings_v3/configuration_jina_embeddings_v3.py:68 default_theta = 20000',
      'jina_embeddings_v3/modeling_jina_embeddings_v3.py:226 is_causal = False; :148 cat(freqs, freqs): halves',
      'jina_embeddings_v3/modeling_jina_embeddings_v3.py:224 scaling = head_dim**-0.5',
    ],
    summary: 'Bidirectional encoder: every layer attends to the whole sequence, RoPE on halves (default base 20000).',
    defaults: { layers: 24, hidden: 1024, heads: 16, ropeTheta: 20_000 },
  }),
  plainEncoder('roformer', {
    follows: [
      'roformer/modeling_roformer.py:62 sinusoids pos / 10000^(2i / head_dim), base 10000 fixed',
      'roformer/modeling_roformer.py:395 table of max_position_embeddings rows, head_dim = hidden_size // num_attention_heads',
      'roformer/modeling_roformer.py:230 [-q1, q0, -q3, q2, ...]: adjacent pairs',
      'roformer/modeling_roformer.py:180 rotary_value: values rotated too (refused)',
      'roformer/modeling_roformer.py:199 scores / sqrt(head_dim)',
    ],
    summary:
      'Bidirectional encoder: every layer attends to the whole sequence, RoPE on adjacent pairs with base 10000 ' +
      '(a table of max_position_embeddings positions); configs with rotary_value are refused.',
    sizes: { headDim: null },
    defaults: { layers: 12, hidden: 768, heads: 12 },
    layout: 'pairs',
    layerTypes: refuseRotaryValue,
    ropeParameters: () => ({ rope_type: 'default', rope_theta: 10_000 }),
    rotaryDim: (_c, headDim) => headDim,
  }),
  plainEncoder('esm', {
    follows: [
      "esm/modeling_esm.py:639 RoPE only when position_embedding_type == 'rotary'",
      'esm/modeling_esm.py:136 base = config.rope_theta (rope_scaling is not read); :156 cat(freqs, freqs): halves',
      'esm/modeling_esm.py:374 query scaled by head_dim**-0.5 before the rotation; :345 scaling = 1.0',
    ],
    summary:
      "Protein encoder (ESM-2, position_embedding_type 'rotary'): every layer attends to the whole sequence, RoPE " +
      'on halves with rope_theta; the softmax scale head_dim^-0.5 is applied to the query before the rotation.',
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
    follows: [
      'openai_privacy_filter/modeling_openai_privacy_filter.py:477 bidirectional sliding-window mask on every layer',
      'openai_privacy_filter/modeling_openai_privacy_filter.py:207 sliding_window + 1 passed on (|q - kv| <= sliding_window)',
      'openai_privacy_filter/configuration_openai_privacy_filter.py:99 rope_parameters default: yarn, factor 32, beta 32/1, truncate false, original 4096',
      'openai_privacy_filter/configuration_openai_privacy_filter.py:53 default_theta = 150000',
      'openai_privacy_filter/modeling_openai_privacy_filter.py:146 x[..., ::2], x[..., 1::2]: adjacent pairs',
      'openai_privacy_filter/modeling_openai_privacy_filter.py:192 q and k each times head_dim**-0.25 (:228), scaling=1.0',
    ],
    summary:
      'Bidirectional token classifier: every layer a window of sliding_window tokens on each side, RoPE on ' +
      'adjacent pairs with yarn (factor 32, base 150000); q and k each scaled by head_dim^-0.25; per-head sinks.',
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
    follows: [
      'moonshine/configuration_moonshine.py:75 num_hidden_layers / num_attention_heads are the decoder_ keys',
      'moonshine/configuration_moonshine.py:112 partial_rotary_factor defaults to 0.9',
      'moonshine/modeling_moonshine.py:225 cos[..., :half].repeat_interleave(2): adjacent pairs over int(head_dim · 0.9)',
      'moonshine/modeling_moonshine.py:422 decoder self-attention causal; :327 no rope on cross-attention',
      'moonshine/modeling_moonshine.py:255 config.update shares the head count (refused when encoder and decoder differ)',
      'moonshine/modeling_moonshine.py:260 scaling = head_dim**-0.5',
    ],
    summary:
      'Speech encoder-decoder; the decoder layers: causal self-attention with RoPE on adjacent pairs over the first ' +
      'int(0.9 · head_dim) dimensions (the encoder rotates the same way, bidirectionally); cross-attention has none.',
    uses: ['decoder_num_hidden_layers', 'decoder_num_attention_heads', 'encoder_num_attention_heads'],
    sizes: { layers: 'decoder_num_hidden_layers', heads: 'decoder_num_attention_heads' },
    defaults: { layers: 6, hidden: 288, heads: 8, partialRotaryFactor: 0.9 },
    layout: 'pairs',
    layerTypes: moonshineLayers,
  },
  {
    modelType: 'moonshine_streaming',
    group: 'speech',
    follows: [
      'moonshine_streaming/configuration_moonshine_streaming.py:135 rope_parameters default: base 10000, partial_rotary_factor 0.8',
      'moonshine_streaming/modeling_moonshine_streaming.py:501 dim = int(head_dim * partial_rotary_factor)',
      'moonshine_streaming/modeling_moonshine_streaming.py:556 repeat_interleave(2): adjacent pairs',
      'moonshine_streaming/modeling_moonshine_streaming.py:591 scaling = head_dim**-0.5; decoder self-attention causal',
    ],
    summary:
      'Streaming speech model; the decoder layers: causal self-attention with RoPE on adjacent pairs over the first ' +
      'int(0.8 · head_dim) dimensions; its encoder (moonshine_streaming_encoder) has no rope.',
    defaults: { layers: 6, hidden: 320, heads: 8 },
    layout: 'pairs',
    ropeParameters: classRope({ rope_type: 'default', rope_theta: 10_000, partial_rotary_factor: 0.8 }),
  },
  {
    modelType: 'mimi',
    group: 'speech',
    follows: [
      'mimi/configuration_mimi.py:119 sliding_window = 250; :128 head_dim = hidden_size // num_attention_heads',
      'mimi/modeling_mimi.py:882 causal sliding-window mask; :720 sliding_window on every layer',
      'mimi/modeling_mimi.py:561 cat(freqs, freqs) and rotate_half: halves, over the whole head',
      'mimi/modeling_mimi.py:673 scaling = 1 / sqrt(head_dim)',
    ],
    summary:
      "Audio codec; its encoder and decoder transformers' layers: causal sliding attention over sliding_window " +
      '(250) frames, RoPE on halves.',
    uses: ['sliding_window'],
    defaults: { layers: 8, hidden: 512, heads: 8, slidingWindow: 250 },
    layerTypes: slidingUnlessNull,
    rotaryDim: wholeHeadUnlessScaled(),
  },
  {
    modelType: 'voxtral_realtime_text',
    group: 'speech',
    follows: [
      'voxtral_realtime/configuration_voxtral_realtime.py:60 sliding_window defaults to 4096',
      'voxtral_realtime/configuration_voxtral_realtime.py:160 under VoxtralRealtimeConfig: rope_theta 1e6, head_dim 128, sliding_window 8192',
      'voxtral_realtime/modeling_voxtral_realtime.py:809 causal sliding-window mask unless sliding_window is None',
      'voxtral_realtime/modeling_voxtral_realtime.py:205 cat(freqs, freqs) and rotate_half: halves',
      'voxtral_realtime/modeling_voxtral_realtime.py:634 scaling = head_dim**-0.5',
    ],
    summary:
      'Text decoder of Voxtral Realtime: every layer sliding attention over sliding_window (full when it is null), ' +
      "RoPE on halves; inside voxtral_realtime the wrapper's defaults apply (base 1e6, window 8192, head_dim 128).",
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
    follows: [
      'voxtral_realtime/configuration_voxtral_realtime.py:114 sliding_window = 750; :115 head_dim = 64',
      'voxtral_realtime/modeling_voxtral_realtime.py:581 causal sliding-window mask unless sliding_window is None',
      'voxtral_realtime/modeling_voxtral_realtime.py:390 sliding_window passed on every layer; :348 scaling = head_dim**-0.5',
      'voxtral_realtime/modeling_voxtral_realtime.py:205 cat(freqs, freqs) and rotate_half: halves',
    ],
    summary:
      'Audio encoder of Voxtral Realtime: causal sliding attention over sliding_window (750) frames, RoPE on halves.',
    uses: ['sliding_window'],
    defaults: { layers: 32, hidden: 1280, heads: 32, headDim: 64, slidingWindow: 750 },
    layerTypes: slidingUnlessNull,
    rotaryDim: wholeHeadUnlessScaled(),
  },
  {
    modelType: 'lasr_encoder',
    group: 'speech',
    follows: [
      'lasr/modeling_lasr.py:213 is_causal = False; :535 positions 0 … n-1 of the subsampled frames',
      'lasr/modeling_lasr.py:124 cat(freqs, freqs) and rotate_half: halves, over the whole head',
      'lasr/modeling_lasr.py:211 scaling = head_dim**-0.5',
    ],
    summary: 'Conformer speech encoder: every layer attends to all frames (bidirectional), RoPE on halves.',
    defaults: { layers: 17, hidden: 512, heads: 8 },
    rotaryDim: wholeHeadUnlessScaled(),
  },
  {
    modelType: 'glmasr_encoder',
    group: 'speech',
    follows: [
      'glmasr/configuration_glmasr.py:60 partial_rotary_factor defaults to 0.5',
      'glmasr/modeling_glmasr.py:83 dim = int(head_dim * partial_rotary_factor); :157 the first rotary_dim rotate',
      'glmasr/modeling_glmasr.py:182 is_causal = False; :180 scaling = head_dim**-0.5',
    ],
    summary:
      'Audio encoder of GLM-ASR: every layer attends to all frames, RoPE on halves of the first half of each head.',
    defaults: { layers: 32, hidden: 1280, heads: 20, partialRotaryFactor: 0.5 },
  },
  {
    modelType: 'higgs_audio_v2',
    group: 'speech',
    follows: [
      'higgs_audio_v2/configuration_higgs_audio_v2.py:113 rope_parameters default: llama3, base 500000, factor 32, original 1024',
      'higgs_audio_v2/modeling_higgs_audio_v2.py:534 causal mask; :387 cat(freqs, freqs) and rotate_half: halves',
      'higgs_audio_v2/modeling_higgs_audio_v2.py:165 scaling = head_dim**-0.5',
    ],
    summary:
      'Llama-style audio generation decoder: every layer full causal attention, RoPE on halves with llama3 scaling.',
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
function peEncoder(
  modelType: string,
  dir: string,
  lines: { theta: number; pairs: number; causal: number; ids: number },
): ReadFamily {
  return {
    modelType,
    group: 'encoder',
    follows: [
      `${dir}/configuration_${dir}.py:${lines.theta} rope_parameters default: base 20000`,
      `${dir}/modeling_${dir}.py:${lines.pairs} q reshaped (..., -1, 1, 2) times [[cos, -sin], [sin, cos]]: adjacent pairs`,
      `${dir}/modeling_${dir}.py:${lines.causal} is_causal = False; :${lines.ids} positions 0 … n-1 (CLS first)`,
    ],
    summary:
      'Perception Encoder tower: every layer attends to the whole sequence, RoPE on adjacent pairs (base 20000).',
    defaults: { layers: 6, hidden: 1792, heads: 14, headDim: 128 },
    layout: 'pairs',
    ropeParameters: classRope({ rope_type: 'default', rope_theta: 20_000 }),
    rotaryDim: wholeHeadUnlessScaled(classRope({ rope_type: 'default' })),
  };
}

const PE_ENCODERS: readonly ReadFamily[] = [
  peEncoder('pe_audio_encoder', 'pe_audio', { theta: 75, pairs: 338, causal: 376, ids: 661 }),
  peEncoder('pe_video_encoder', 'pe_video', { theta: 76, pairs: 262, causal: 300, ids: 556 }),
  peEncoder('pe_audio_video_encoder', 'pe_audio_video', { theta: 83, pairs: 296, causal: 313, ids: 621 }),
];

/** Wrappers whose text (or speech) model is read. */
const WRAPPERS: readonly ReadFamily[] = [
  {
    modelType: 'voxtral_realtime',
    group: 'multimodal',
    follows: [
      'voxtral_realtime/configuration_voxtral_realtime.py:160 text_config: voxtral_realtime_text with the wrapper defaults',
    ],
    summary: "Voxtral Realtime: its text_config read as voxtral_realtime_text (with the wrapper's defaults).",
    text: { key: 'text_config', defaultFamily: 'voxtral_realtime_text' },
  },
  {
    modelType: 'lasr_ctc',
    group: 'speech',
    follows: ['lasr/configuration_lasr.py:138 encoder_config: LasrEncoderConfig'],
    summary: 'LASR CTC: its encoder_config read as lasr_encoder.',
    text: { key: 'encoder_config', family: 'lasr_encoder' },
  },
  {
    modelType: 'glmasr',
    group: 'multimodal',
    follows: ['glmasr/configuration_glmasr.py:114 text_config: its model_type, llama when it names none'],
    summary:
      'GLM-ASR: its text_config read as its own model_type (llama when it names none); the audio encoder is glmasr_encoder.',
    text: { key: 'text_config', defaultFamily: 'llama' },
  },
  {
    modelType: 'musicflamingo',
    group: 'multimodal',
    follows: [
      'musicflamingo/configuration_musicflamingo.py:90 text_config: its model_type, qwen2 when it names none',
      'musicflamingo/modeling_musicflamingo.py:246 rotary time embedding on the audio features, not on attention',
    ],
    summary:
      'Music Flamingo: its text_config read as its own model_type (qwen2 when it names none); the rotary time ' +
      'embedding turns audio features before they reach the language model, and is not read.',
    text: { key: 'text_config', defaultFamily: 'qwen2' },
  },
  ...(
    [
      ['pe_audio', 124],
      ['pe_video', 126],
      ['pe_audio_video', 124],
    ] as const
  ).map(([type, line]): ReadFamily => ({
    modelType: type,
    group: 'multimodal',
    follows: [`${type}/configuration_${type}.py:${line} text_config: its model_type, modernbert when it names none`],
    summary: `${type}: its text encoder (text_config, ModernBERT by default) is read; the ${type === 'pe_audio' ? 'audio' : type === 'pe_video' ? 'video' : 'audio-video'} tower is ${type}_encoder.`,
    text: { key: 'text_config', defaultFamily: 'modernbert' },
  })),
];

// ---------------------------------------------------------------------------------------------
// Refused.

const ROPE2D_HINT =
  'for Pixtral-style 2-D RoPE use applyRope with { rope2d: true, positions: rope2dPositions(rows, cols) }';

function refused(
  modelType: string,
  group: RefusedFamily['group'],
  reason: string,
  follows?: readonly string[],
): RefusedFamily {
  return follows === undefined ? { modelType, group, refused: reason } : { modelType, group, refused: reason, follows };
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
    ['moonshine_streaming/modeling_moonshine_streaming.py:357 left and right windows per layer'],
  ),
  refused(
    'kyutai_speech_to_text',
    'speech',
    'its attention window depends on the call: a whole sequence is masked causally over every token ' +
      '(create_causal_mask, no window), while generation keeps only the last sliding_window keys in the cache ' +
      'that DynamicCache builds from sliding_window',
    [
      'kyutai_speech_to_text/modeling_kyutai_speech_to_text.py:627 create_causal_mask without a window',
      'kyutai_speech_to_text/modeling_kyutai_speech_to_text.py:639 DynamicCache(config) with sliding_window',
    ],
  ),
  refused(
    'xcodec2',
    'speech',
    'rope on the head axis: the position ids are the head indices 0 … num_attention_heads - 1 ' +
      '(unsqueeze_dim=2), so every token of head h turns by h·θ whatever its position in the sequence',
    ['xcodec2/modeling_xcodec2.py:853 position_ids = arange(num_attention_heads)'],
  ),
  ...['parakeet_encoder', 'parakeet_ctc', 'parakeet_rnnt', 'parakeet_tdt'].map((type) =>
    refused(type, 'speech', CONFORMER_RELATIVE, [
      'parakeet/modeling_parakeet.py:68 ParakeetEncoderRelPositionalEncoding',
      'parakeet/modeling_parakeet.py:329 matrix_bd = (q + bias_v) · relative keys',
    ]),
  ),
  ...['nemotron_asr_streaming_encoder', 'nemotron_asr_streaming'].map((type) =>
    refused(type, 'speech', CONFORMER_RELATIVE, [
      'nemotron_asr_streaming/modeling_nemotron_asr_streaming.py:345 relative positional encoding',
      'nemotron_asr_streaming/modeling_nemotron_asr_streaming.py:619 matrix_bd',
    ]),
  ),
  refused('wav2vec2-bert', 'speech', PRE_PROJECTION_ROTARY, [
    'wav2vec2_bert/modeling_wav2vec2_bert.py:282 rotary applied to the input, then :285 linear_q',
    'wav2vec2_bert/modeling_wav2vec2_bert.py:261 distance_embedding (relative_key, the default)',
  ]),
  refused('wav2vec2-conformer', 'speech', PRE_PROJECTION_ROTARY, [
    'wav2vec2_conformer/modeling_wav2vec2_conformer.py:466 rotary applied to the input, then :469 linear_q',
  ]),
  refused(
    'seamless_m4t',
    'speech',
    `${PRE_PROJECTION_ROTARY} (speech encoder); its text encoder and decoders add sinusoidal absolute position embeddings`,
    [
      'seamless_m4t/modeling_seamless_m4t.py:490 rotary applied to the input before the projections',
      'seamless_m4t/modeling_seamless_m4t.py:885 sinusoidal absolute positions',
    ],
  ),
  ...['clvp', 'clvp_encoder'].map((type) =>
    refused(
      type,
      'speech',
      'its encoders rotate the values as well as the queries and keys (over max(projection_dim // (2 · heads), 32) ' +
        'dimensions); the decoder adds learned absolute position embeddings',
      [
        'clvp/modeling_clvp.py:348 apply_rotary_pos_emb(query_rot, key_rot, value_rot, ...)',
        'clvp/modeling_clvp.py:918 learned position embeddings in the decoder',
      ],
    ),
  ),
  refused('clvp_decoder', 'speech', 'GPT-2-style learned absolute position embeddings added to the input, no RoPE', [
    'clvp/modeling_clvp.py:918 position_embeds_layer = nn.Embedding(max_position_embeddings, hidden_size)',
  ]),
  refused(
    'timesfm2_5',
    'dense',
    'after the rotation, q and k go through RMSNorm with per-dimension weights and the query is multiplied by a ' +
      'learned per-dimension scale (softplus(scaling)), so the two dimensions of a rotated plane are scaled ' +
      'differently: no scalar softmax scale expresses it',
    [
      'timesfm2_5/modeling_timesfm2_5.py:313 q_norm / k_norm after the rope',
      'timesfm2_5/modeling_timesfm2_5.py:316 per-dimension query scale',
    ],
  ),
  // Vision towers.
  refused(
    'pixtral',
    'encoder',
    `2-D RoPE over image patches (row on even frequencies, column on odd ones), not one position per token: ${ROPE2D_HINT}`,
    ['pixtral/modeling_pixtral.py:101 freqs_h = outer(h, freqs[::2]); :102 freqs_w = outer(w, freqs[1::2])'],
  ),
  refused(
    'dinov3_vit',
    'encoder',
    'axial RoPE over patch-centre coordinates normalised to [-1, 1] (real-valued, with train-time shift and jitter); ' +
      'the CLS and register tokens are not rotated',
    [
      'dinov3_vit/modeling_dinov3_vit.py:120 coords = 2 · coords - 1',
      'dinov3_vit/modeling_dinov3_vit.py:256 prefix tokens',
    ],
  ),
  refused(
    'eomt_dinov3',
    'encoder',
    'DINOv3 backbone: axial RoPE over patch-centre coordinates in [-1, 1], prefix tokens not rotated',
    ['eomt_dinov3/modeling_eomt_dinov3.py:358 coords = 2 · coords - 1'],
  ),
  refused('sapiens2', 'encoder', 'DINOv3-style axial RoPE over patch-centre coordinates in [-1, 1] (base 100)', [
    'sapiens2/modeling_sapiens2.py:240 coords = 2 · coords - 1',
  ]),
  refused('sapiens2_head', 'encoder', 'a dense-prediction head config: it has no attention layers of its own', [
    'sapiens2/configuration_sapiens2.py:28 Sapiens2HeadConfig',
  ]),
  refused(
    'vjepa2',
    'encoder',
    '3-D RoPE: each head is split into depth (frame), height and width thirds, each rotated by its own coordinate',
    ['vjepa2/modeling_vjepa2.py:238 d_dim, h_dim, w_dim', 'vjepa2/modeling_vjepa2.py:279 apply_rotary_embeddings'],
  ),
  ...['sam2_video', 'sam3_tracker_video', 'edgetam_video'].map((type) =>
    refused(
      type,
      'encoder',
      "axial 2-D RoPE over the fixed feature map's (x, y) in its memory attention: the first half of the adjacent " +
        'pairs turns by x, the second by y; memory keys of several frames repeat the same angles and object-pointer ' +
        'tokens are not rotated',
      [
        {
          sam2_video: 'sam2_video/modeling_sam2_video.py:741 Sam2VideoVisionRotaryEmbedding (axial)',
          sam3_tracker_video: 'sam3_tracker_video/modeling_sam3_tracker_video.py:746 axial rotary embedding',
          edgetam_video: 'edgetam_video/modeling_edgetam_video.py:137 axial rotary embedding',
        }[type]!,
      ],
    ),
  ),
  ...['sam3', 'sam3_vit_model', 'sam3_vision_model'].map((type) =>
    refused(
      type,
      'encoder',
      'its ViT backbone uses axial 2-D RoPE over patch rows and columns; the DETR encoder and decoder add sine ' +
        'position embeddings instead',
      [
        'sam3/modeling_sam3.py:409 Sam3ViTRotaryEmbedding (axial)',
        'sam3/modeling_sam3.py:852 sine position embeddings',
      ],
    ),
  ),
  ...['sam3_geometry_encoder', 'sam3_detr_encoder', 'sam3_detr_decoder', 'sam3_mask_decoder'].map((type) =>
    refused(type, 'encoder', 'DETR-style 2-D sine position embeddings added to queries and keys, no RoPE', [
      'sam3/modeling_sam3.py:852 Sam3SinePositionEmbedding',
    ]),
  ),
  refused(
    'efficientloftr',
    'encoder',
    '2-D RoPE over the feature grid: even frequency slots turn by the row, odd ones by the column',
    ['efficientloftr/modeling_efficientloftr.py:84 emb[..., 0::2] = i · inv_freq; :85 emb[..., 1::2] = j · inv_freq'],
  ),
  refused(
    'lightglue',
    'encoder',
    'rotation angles are a learned linear projection of keypoint (x, y) coordinates, not positions times fixed frequencies',
    ['lightglue/modeling_lightglue.py:91 projected_keypoints = projector(keypoints)'],
  ),
  refused(
    'mlcd_vision_model',
    'encoder',
    "2-D RoPE over patch rows and columns as in Qwen2-VL's vision tower (first half of the planes by the row, " +
      "second by the column) plus learned angles for the class token; it does not match rope2d's frequency split",
    ['mlcd/modeling_mlcd.py:483 (row, column) ids', 'mlcd/modeling_mlcd.py:485 learned class_pos_emb'],
  ),
  refused(
    'llama4_vision_model',
    'encoder',
    '2-D RoPE over patch x and y (complex numbers of adjacent pairs, positions counted from 1), the CLS token not rotated',
    ['llama4/modeling_llama4.py:1002 frequencies_x = img_idx % idx; :1003 frequencies_y = img_idx // idx'],
  ),
  refused(
    'qwen2_vl_vision',
    'encoder',
    '2-D RoPE over patch rows and columns: on halves, the first half of the planes turns by the row and the second ' +
      "by the column, each with the frequencies of a head half as wide; rope2d's split (even frequencies for rows, " +
      "odd for columns) is Pixtral's, not this one",
    ['qwen2_vl/modeling_qwen2_vl.py:687 rot_pos_emb(grid_thw): (h, w) ids'],
  ),
];

export const ENCODERS_FAMILIES: readonly Family[] = [
  ...TEXT_ENCODERS,
  ...SPEECH,
  ...PE_ENCODERS,
  ...WRAPPERS,
  ...REFUSED,
];
