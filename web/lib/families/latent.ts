// Family table entries: latent attention (DeepSeek-style MLA and its sparse and compressed
// successors) and other special decoders: byte-level, speech and encoder-decoder models, and
// multimodal wrappers of special text models. Lines cite transformers at TRANSFORMERS_COMMIT (family.ts).

import { isObject, type Json, optionalBoolean, optionalNumber, optionalString, PREFIX } from '../rope-config.js';
import type { RopeLayout } from '../rope-options.js';
import { describe } from '../validate.js';
import type { Family, FamilyContext, ReadFamily } from './family.js';
import { givenLayerTypes, layerTypesOr, queryPreAttnScale } from './rules.js';

/** DeepSeek's yarn_get_mscale: 1 for scale <= 1, else 0.1 · mscale · ln(scale) + 1. */
function yarnMscale(scale: number, mscale: number): number {
  return scale <= 1 ? 1 : 0.1 * mscale * Math.log(scale) + 1;
}

/** The flat rope dictionary the config class keeps (convert_rope_params_to_dict: `rope_scaling or rope_parameters`). */
function flatRopeOf(c: FamilyContext): { rope: Json; where: string } {
  const scaling = c.text.rope_scaling;
  if (isObject(scaling) && Object.keys(scaling).length > 0) return { rope: scaling, where: `${c.path}.rope_scaling` };
  const parameters = c.text.rope_parameters;
  if (isObject(parameters)) return { rope: parameters, where: `${c.path}.rope_parameters` };
  return { rope: {}, where: `${c.path}.rope_parameters` };
}

/**
 * yarn_apply_mscale of the MLA attention modules: for every rope type but default it reads
 * rope_parameters["factor"] (a KeyError without it) and, when mscale_all_dim is non-zero,
 * multiplies the softmax scale by yarn_get_mscale(factor, mscale_all_dim)².
 */
function mlaSoftmaxScale(c: FamilyContext, headDim: number): number {
  const { rope, where } = flatRopeOf(c);
  const type = optionalString(rope, 'rope_type', where) ?? optionalString(rope, 'type', where) ?? 'default';
  const scale = headDim ** -0.5;
  if (type === 'default') return scale;
  const factor = optionalNumber(rope, 'factor', where);
  if (factor === undefined) {
    throw new RangeError(
      `${PREFIX}${where}.factor is missing: ${c.modelType}'s attention (yarn_apply_mscale) reads rope_parameters["factor"] ` +
        `for every rope type but default, so transformers fails to build this model`,
    );
  }
  const mscaleAllDim = optionalNumber(rope, 'mscale_all_dim', where) ?? 0;
  return mscaleAllDim !== 0 ? scale * yarnMscale(factor, mscaleAllDim) ** 2 : scale;
}

interface LatentShape {
  nope: number;
  rope: number;
  /** v_head_dim when the config leaves it out. */
  vHeadDim: (c: FamilyContext) => number;
}

/**
 * Multi-head latent attention as DeepseekV3Attention does it: each query/key head is
 * qk_nope_head_dim values without rope followed by qk_rope_head_dim rotated ones (the config class
 * sets head_dim = qk_rope_head_dim, the rotary width); softmax scale (nope + rope)^-0.5 · mscale².
 */
function latent(
  modelType: string,
  shape: LatentShape,
  extra: Pick<ReadFamily, 'follows' | 'summary' | 'defaults'> & {
    layout: (c: FamilyContext) => RopeLayout;
    uses?: readonly string[];
  },
): ReadFamily {
  const nope = (c: FamilyContext) => optionalNumber(c.text, 'qk_nope_head_dim', c.path) ?? shape.nope;
  const rope = (c: FamilyContext) => optionalNumber(c.text, 'qk_rope_head_dim', c.path) ?? shape.rope;
  return {
    modelType,
    group: 'mla',
    follows: extra.follows,
    summary: extra.summary,
    uses: ['qk_rope_head_dim', 'qk_nope_head_dim', 'v_head_dim', ...(extra.uses ?? [])],
    defaults: extra.defaults,
    headDim: (c) => nope(c) + rope(c),
    rotaryDim: (c) => rope(c),
    layout: extra.layout,
    softmaxScale: mlaSoftmaxScale,
    extend: (c, entry) => {
      entry.mla = {
        nopeDim: nope(c),
        ropeDim: rope(c),
        vHeadDim: optionalNumber(c.text, 'v_head_dim', c.path) ?? shape.vHeadDim(c),
      };
    },
  };
}

const axk1 = latent(
  'axk1',
  { nope: 128, rope: 64, vHeadDim: () => 128 },
  {
    follows: [
      'axk1/configuration_axk1.py:121 head_dim = qk_rope_head_dim (the rotary width)',
      'axk1/modeling_axk1.py:471 rope_interleave (default true; null is false): apply_rotary_pos_emb_interleave, adjacent pairs (:370)',
      'axk1/modeling_axk1.py:480 query = cat(q_pass, q_rot): the rotated slice is the last',
      'axk1/modeling_axk1.py:424 scaling = yarn_apply_mscale(rope_parameters, qk_head_dim^-0.5)',
    ],
    summary:
      'DeepSeek-V3 layers (A.X-K1): multi-head latent attention, each head qk_nope_head_dim values without rope then ' +
      'qk_rope_head_dim rotated in adjacent pairs (halves when rope_interleave is false); softmax scale ' +
      '(qk_nope + qk_rope)^-0.5 · mscale² when mscale_all_dim is set.',
    defaults: { layers: 61, hidden: 7168, heads: 64 },
    // `if self.config.rope_interleave` (:471): absent is the class's True, null is falsy.
    layout: (c) =>
      c.text.rope_interleave === null || optionalBoolean(c.text, 'rope_interleave', c.path) === false
        ? 'half'
        : 'pairs',
    uses: ['rope_interleave'],
  },
);

const minicpm3 = latent(
  'minicpm3',
  {
    nope: 64,
    rope: 32,
    // MiniCPM3Config: v_head_dim defaults to hidden_size // num_attention_heads.
    vHeadDim: (c) => {
      const hidden = optionalNumber(c.text, 'hidden_size', c.path) ?? 2560;
      const heads = optionalNumber(c.text, 'num_attention_heads', c.path) ?? 40;
      return Math.floor(hidden / heads);
    },
  },
  {
    follows: [
      'minicpm3/configuration_minicpm3.py:120 head_dim = qk_rope_head_dim (the rotary width)',
      'minicpm3/configuration_minicpm3.py:126 v_head_dim defaults to hidden_size // num_attention_heads',
      'minicpm3/modeling_minicpm3.py:338 apply_rotary_pos_emb: rotate_half on halves (:210)',
      'minicpm3/modeling_minicpm3.py:344 query = cat(q_pass, q_rot): the rotated slice is the last',
      'minicpm3/modeling_minicpm3.py:290 scaling = yarn_apply_mscale(rope_parameters, qk_head_dim^-0.5)',
    ],
    summary:
      'Multi-head latent attention with RoPE on halves: each head qk_nope_head_dim values without rope then ' +
      'qk_rope_head_dim rotated (rotate_half); softmax scale (qk_nope + qk_rope)^-0.5 · mscale² when mscale_all_dim is set.',
    defaults: { layers: 62, hidden: 2560, heads: 40 },
    layout: () => 'half',
  },
);

/** A T5Gemma module is read only as a decoder: through the t5gemma wrapper's decoder key, or with is_decoder true. */
function decoderCheck(c: FamilyContext): void {
  // T5GemmaConfig forces decoder.is_decoder = True (configuration_t5gemma.py:157); a module config
  // read on its own is a decoder only with is_decoder true (its class default is False: bidirectional).
  if (c.path.endsWith('.decoder') || c.text.is_decoder === true) return;
  throw new TypeError(
    `${PREFIX}${c.path} is a T5Gemma encoder module (is_decoder is ${describe(c.text.is_decoder ?? false)}): ` +
      'its self-attention is bidirectional (T5GemmaSelfAttention.is_causal = config.is_decoder), which this ' +
      'package does not read; read the t5gemma config, whose decoder is read',
  );
}

/** BLT's four stacks: causal self-attention, head hidden_size / heads, RoPE on adjacent pairs. */
function bltStack(
  modelType: string,
  what: string,
  defaults: { layers: number; hidden: number; heads: number; ropeTheta?: number },
  follows: string,
): ReadFamily {
  return {
    modelType,
    group: 'dense',
    follows: [
      'blt/modeling_blt.py:290 head_dim = hidden_size // num_attention_heads, always',
      'blt/modeling_blt.py:136 repeat_interleave(freqs, 2) with the pair rotate_half (:249): adjacent pairs',
      follows,
    ],
    summary: `${what}: every layer causal full attention with RoPE on adjacent pairs over the whole head.`,
    sizes: { headDim: null },
    defaults,
    layout: 'pairs',
  };
}

const READ: readonly ReadFamily[] = [
  axk1,
  minicpm3,
  {
    modelType: 'kimi_k25',
    group: 'mla',
    follows: [
      'kimi_k25/configuration_kimi_k25.py:83 text_config read as deepseek_v3 when its model_type is absent or kimi_k2 (:85)',
      'kimi_k25/modeling_kimi_k25.py:591 language_model = AutoModel.from_config(text_config)',
    ],
    summary: "Kimi K2.5's text model is DeepSeek-V3 (text_config, model_type kimi_k2 read as deepseek_v3).",
    text: { key: 'text_config', family: 'deepseek_v3' },
  },
  bltStack(
    'blt_local_encoder',
    "BLT's local encoder (encoder_config; byte positions)",
    { layers: 1, hidden: 1024, heads: 16, ropeTheta: 500_000 },
    'blt/configuration_blt.py:39 default_theta 500000; cross-attention to patches is a separate module (modeling_blt.py:639)',
  ),
  bltStack(
    'blt_local_decoder',
    "BLT's local decoder (decoder_config; byte positions)",
    { layers: 9, hidden: 1024, heads: 16, ropeTheta: 500_000 },
    'blt/configuration_blt.py:77 default_theta 500000; cross-attention to patches is a separate module before the layer',
  ),
  bltStack(
    'blt_global_transformer',
    "BLT's global transformer (global_config; positions are patch indices)",
    { layers: 25, hidden: 2048, heads: 16, ropeTheta: 500_000 },
    'blt/configuration_blt.py:111 default_theta 500000; modeling_blt.py:1267 position ids arange over patches',
  ),
  bltStack(
    'blt_patcher',
    "BLT's entropy patcher (patcher_config; byte positions)",
    { layers: 14, hidden: 768, heads: 12 },
    'blt/configuration_blt.py:138 no default_theta: rope_theta 10000 when absent',
  ),
  {
    modelType: 'chameleon',
    group: 'multimodal',
    follows: [
      'chameleon/modeling_chameleon.py:272 head_dim = hidden_size // num_attention_heads, always',
      'chameleon/modeling_chameleon.py:139 cat(freqs, freqs) with rotate_half: halves',
    ],
    summary: 'Every layer (text and image tokens in one sequence): full attention, RoPE on halves over the whole head.',
    sizes: { headDim: null },
    defaults: { layers: 32, hidden: 4096, heads: 32 },
  },
  {
    modelType: 'emu3',
    group: 'multimodal',
    follows: ['emu3/configuration_emu3.py text_config is an Emu3TextConfig (model_type emu3_text_model)'],
    summary: "Emu3's text model (text_config), read as emu3_text_model.",
    text: { key: 'text_config', family: 'emu3_text_model' },
  },
  {
    modelType: 'emu3_text_model',
    group: 'dense',
    follows: [
      'emu3/configuration_emu3.py:98 default_theta 1000000',
      'emu3/modeling_emu3.py:138 head_dim = getattr(config, "head_dim", hidden_size // num_attention_heads)',
      'emu3/modeling_emu3.py:1179 cat(freqs, freqs) with rotate_half: halves',
    ],
    summary: 'Llama layers: every layer full attention, RoPE on halves; rope_theta defaults to 1000000.',
    defaults: { layers: 32, hidden: 4096, heads: 32, ropeTheta: 1_000_000 },
  },
  {
    modelType: 'csm',
    group: 'speech',
    follows: [
      'csm/configuration_csm.py:124 default_theta 500000; :181 head_dim defaults to hidden_size // num_attention_heads',
      'csm/modeling_csm.py:663 CsmBackboneModel: Llama layers over frame positions (:715)',
      'csm/modeling_csm.py:170 cat(freqs, freqs) with rotate_half: halves',
    ],
    summary:
      "CSM's backbone (the top-level keys): Llama layers over frames, full attention, RoPE on halves; its depth " +
      'decoder (depth_decoder_config) is csm_depth_decoder_model.',
    defaults: { layers: 16, hidden: 2048, heads: 32, ropeTheta: 500_000 },
  },
  {
    modelType: 'csm_depth_decoder_model',
    group: 'speech',
    follows: [
      'csm/configuration_csm.py:53 default_theta 500000; :84 head_dim defaults to hidden_size // num_attention_heads',
      "csm/modeling_csm.py:464 position ids are the codebook's index within the frame (0 .. num_codebooks)",
      'csm/modeling_csm.py:170 cat(freqs, freqs) with rotate_half: halves',
    ],
    summary:
      "CSM's depth decoder: Llama layers over the codebooks of one frame (positions 0 .. num_codebooks), full " +
      'attention, RoPE on halves.',
    defaults: { layers: 4, hidden: 1024, heads: 8, ropeTheta: 500_000 },
  },
  {
    modelType: 'dia',
    group: 'speech',
    follows: ['dia/configuration_dia.py:164 get_text_config returns decoder_config; modeling_dia.py:654 DiaDecoder'],
    summary: "Dia's decoder (decoder_config), read as dia_decoder: its causal self-attention.",
    text: { key: 'decoder_config', family: 'dia_decoder' },
  },
  {
    modelType: 'dia_decoder',
    group: 'speech',
    follows: [
      'dia/configuration_dia.py:67 head_dim defaults to 128',
      'dia/modeling_dia.py:498 self_attention causal, :608 create_causal_mask',
      'dia/modeling_dia.py:191 cat(freqs, freqs) with rotate_half: halves',
      'dia/modeling_dia.py:281 scaling = 1',
    ],
    summary:
      'Every decoder layer: causal self-attention with RoPE on halves and softmax scale 1 (then cross-attention to ' +
      'the text encoder, without positions).',
    defaults: { layers: 18, hidden: 2048, heads: 16, headDim: 128 },
    softmaxScale: () => 1,
  },
  {
    modelType: 't5gemma',
    group: 'local-global',
    follows: ['t5gemma/configuration_t5gemma.py:157 decoder module (is_decoder = True): its self-attention is read'],
    summary: "T5Gemma's decoder (the decoder key), read as t5_gemma_module: its causal self-attention.",
    text: { key: 'decoder', family: 't5_gemma_module' },
  },
  {
    modelType: 't5_gemma_module',
    group: 'local-global',
    follows: [
      't5gemma/configuration_t5gemma.py:98 layer_types: even layers sliding, odd layers full',
      't5gemma/modeling_t5gemma.py:247 is_causal = config.is_decoder (encoders are refused)',
      't5gemma/modeling_t5gemma.py:775 sliding layers: create_sliding_window_causal_mask',
      't5gemma/modeling_t5gemma.py:147 cat(freqs, freqs) with rotate_half: halves',
      't5gemma/modeling_t5gemma.py:244 scaling = query_pre_attn_scalar^-0.5',
    ],
    summary:
      'T5Gemma decoder module: sliding and full causal self-attention alternate (Gemma 2), RoPE on halves, softmax ' +
      'scale query_pre_attn_scalar^-0.5; an encoder module (is_decoder false) is refused, its attention being bidirectional.',
    uses: ['sliding_window', 'query_pre_attn_scalar'],
    defaults: { layers: 26, hidden: 2304, heads: 8, headDim: 256, slidingWindow: 4096 },
    layerTypes: (c) => {
      decoderCheck(c);
      return (
        givenLayerTypes(c) ??
        Array.from({ length: c.layers }, (_, i) => ((i + 1) % 2 !== 0 ? 'sliding_attention' : 'full_attention'))
      );
    },
    softmaxScale: queryPreAttnScale(256),
  },
  {
    modelType: 'muse_glimmer',
    group: 'multimodal',
    follows: ['muse_glimmer/configuration_muse_glimmer.py:205 text_config is a MuseGlimmerTextConfig'],
    summary: "Muse Glimmer's text model (text_config), read as muse_glimmer_text.",
    text: { key: 'text_config', family: 'muse_glimmer_text' },
  },
  {
    modelType: 'muse_glimmer_text',
    group: 'local-global',
    follows: [
      'muse_glimmer/configuration_muse_glimmer.py:143 layer_types: full when (num_hidden_layers - 1 - i) % 4 == 0, else sliding',
      'muse_glimmer/configuration_muse_glimmer.py:152 layer_rope_theta: 0 (NoPE) on the same layers',
      'muse_glimmer/modeling_muse_glimmer.py:523 a layer rotates when layer_rope_theta[i] is non-zero; its value is not used as the base',
      'muse_glimmer/modeling_muse_glimmer.py:209 cat(freqs, freqs) with rotate_half: halves',
      'muse_glimmer/modeling_muse_glimmer.py:341 q multiplied by qk_scale_factor after its norm: scale head_dim^-0.5 · qk_scale_factor (:302)',
    ],
    summary:
      'Three sliding layers with RoPE on halves, then one full-attention layer with no positions, counted back from ' +
      'the last layer (layer_rope_theta 0 marks NoPE); softmax scale head_dim^-0.5 · qk_scale_factor.',
    uses: ['sliding_window', 'layer_rope_theta', 'qk_scale_factor'],
    defaults: { layers: 52, hidden: 6656, heads: 32, headDim: 128, slidingWindow: 2048 },
    layerTypes: layerTypesOr((c) =>
      Array.from({ length: c.layers }, (_, i) =>
        (c.layers - 1 - i) % 4 === 0 ? 'full_attention' : 'sliding_attention',
      ),
    ),
    ropeUse: (c) => {
      const given = c.text.layer_rope_theta;
      if (given === undefined || given === null) {
        return Array.from({ length: c.layers }, (_, i) => (c.layers - 1 - i) % 4 !== 0);
      }
      if (!Array.isArray(given) || given.length !== c.layers) {
        throw new RangeError(
          `${PREFIX}${c.path}.layer_rope_theta must hold one number per layer (num_hidden_layers = ${c.layers}); ` +
            `got ${describe(given)}`,
        );
      }
      return given.map((theta: unknown, i) => {
        if (typeof theta !== 'number') {
          throw new TypeError(`${PREFIX}${c.path}.layer_rope_theta[${i}] must be a number; got ${describe(theta)}`);
        }
        return theta !== 0;
      });
    },
    softmaxScale: (c, headDim) => headDim ** -0.5 * (optionalNumber(c.text, 'qk_scale_factor', c.path) ?? 3.87),
  },
];

const SPARSE_INDEXER =
  'DeepSeek Sparse Attention: each MLA layer attends only to the index_topk (default 2048) earlier tokens that its ' +
  'indexer (a second, rotated query-key scorer) ranks highest, so which tokens a layer sees depends on their content ' +
  'beyond index_topk tokens; the table has no kind for a content-selected attention span';

const INTERLEAVED_MROPE =
  'its rotary embedding is interleaved M-RoPE (frequency i follows time, height or width by i mod 3 within ' +
  'mrope_section), which the mrope reading (Qwen2-VL: contiguous sections) does not express';

const REFUSED: readonly Family[] = [
  {
    modelType: 'deepseek_v32',
    group: 'mla',
    refused: SPARSE_INDEXER + '.',
    follows: [
      'deepseek_v32/modeling_deepseek_v32.py:256 the indexer returns the top-k token indices',
      'deepseek_v32/modeling_deepseek_v32.py:463 the other keys are masked out of the attention',
    ],
  },
  {
    modelType: 'axk2',
    group: 'mla',
    refused: `${SPARSE_INDEXER} (A.X-K2 is DeepSeek-V3.2).`,
    follows: [
      'axk2/modeling_axk2.py:290 the indexer returns the top-k token indices',
      'axk2/modeling_axk2.py:642 the other keys are masked out',
    ],
  },
  {
    modelType: 'glm_moe_dsa',
    group: 'mla',
    refused: `${SPARSE_INDEXER} (GLM-MoE-DSA: the indexer rotates pairs, and layers of indexer_types "shared" reuse the previous layer's top-k).`,
    follows: [
      'glm_moe_dsa/modeling_glm_moe_dsa.py:255 the indexer returns the top-k token indices',
      'glm_moe_dsa/modeling_glm_moe_dsa.py:442 the other keys are masked out',
    ],
  },
  {
    modelType: 'deepseek_v4',
    group: 'mla',
    refused:
      'compressed attention: besides a sliding window, its layers attend to keys pooled over windows of compress_rate ' +
      'tokens and rotated at the window start (selected top-k by an indexer on compressed_sparse_attention layers), ' +
      'the key doubles as the value and the output is rotated back by the query position; none of this is a rope ' +
      'per layer.',
    follows: [
      'deepseek_v4/modeling_deepseek_v4.py:668 compressed entries rotated at positions w · compress_rate',
      'deepseek_v4/modeling_deepseek_v4.py:813 kv rotated; :859 output rotated by -sin',
    ],
  },
  {
    modelType: 'mistral4',
    group: 'mla',
    refused:
      'its MLA layers multiply the query by 1 + llama_4_scaling_beta · ln(1 + ⌊pos / original_max_position_embeddings⌋), ' +
      'a temperature on pos where queryTemperature (Llama 4) has pos + 1, so no reading is exact at positions ' +
      'k · original_max_position_embeddings - 1.',
    follows: [
      'mistral4/modeling_mistral4.py:371 get_llama_4_attn_scale',
      'mistral4/modeling_mistral4.py:479 applied to q',
    ],
  },
  {
    modelType: 'blt',
    group: 'dense',
    refused:
      'BLT runs four transformer stacks at two position scales (bytes and patches), so no single list of layers ' +
      'describes it: read each stack with its family, e.g. ropeLayers(config.decoder_config, { family: ' +
      "'blt_local_decoder' }) (also blt_local_encoder for encoder_config, blt_global_transformer for global_config, " +
      'blt_patcher for patcher_config).',
  },
  {
    modelType: 'moshi',
    group: 'speech',
    refused:
      'its decoder masks fully causally (create_causal_mask) while DynamicCache(config) keeps only the last ' +
      'sliding_window keys when generating, so past sliding_window tokens a layer attends to everything in one ' +
      'forward pass and to a window when generating; no single kind is exact.',
    follows: [
      'moshi/modeling_moshi.py:857 create_causal_mask',
      'moshi/modeling_moshi.py:869 DynamicCache(config=self.config)',
    ],
  },
  {
    modelType: 'moshi_depth',
    group: 'speech',
    refused:
      "Moshi's depth decoder has no rope: each codebook position has its own projection weights (use_flexible_linear), " +
      'which no entry describes.',
  },
  {
    modelType: 'dia_encoder',
    group: 'encoder',
    refused:
      "Dia's text encoder attends bidirectionally (is_causal False); read the dia config, whose decoder is read.",
    follows: ['dia/modeling_dia.py:409 DiaSelfAttention(is_causal=False)'],
  },
  {
    modelType: 't5gemma2',
    group: 'encoder',
    refused:
      "its decoder layers use merged attention: one softmax over the decoder's own rotated keys and the encoder's " +
      'keys together, which a self-attention layer entry does not describe.',
    follows: ['t5gemma2/modeling_t5gemma2.py:415 key_states = cat(self keys, cross keys)'],
  },
  {
    modelType: 't5gemma2_decoder',
    group: 'encoder',
    refused:
      "merged attention: one softmax over the decoder's own rotated keys and the encoder's keys together, which a " +
      'self-attention layer entry does not describe.',
    follows: ['t5gemma2/modeling_t5gemma2.py:415 key_states = cat(self keys, cross keys)'],
  },
  {
    modelType: 't5gemma2_encoder',
    group: 'encoder',
    refused: "T5Gemma 2's encoder attends bidirectionally; read as a decoder it would be wrong.",
  },
  {
    modelType: 't5gemma2_text',
    group: 'encoder',
    refused: "T5Gemma 2's encoder text model attends bidirectionally; read as a decoder it would be wrong.",
  },
  {
    modelType: 'muse_glimmer_assistant',
    group: 'multimodal',
    refused:
      "a DFlash drafter: a block of draft queries attends bidirectionally to the target model's context features " +
      "and to itself, queries rotated at the block's positions and keys at the context's; not a causal decoder.",
    follows: [
      'muse_glimmer_assistant/modeling_muse_glimmer_assistant.py:148 is_causal = False',
      'muse_glimmer_assistant/modeling_muse_glimmer_assistant.py:132 q rotated by the last q_len positions only',
    ],
  },
  {
    modelType: 'cohere_compass',
    group: 'multimodal',
    refused: `Cohere Compass: ${INTERLEAVED_MROPE}.`,
    follows: ['cohere_compass/modeling_cohere_compass.py:138 apply_interleaved_mrope'],
  },
  {
    modelType: 'cohere_compass_text',
    group: 'multimodal',
    refused: `Cohere Compass's text model: ${INTERLEAVED_MROPE}.`,
    follows: ['cohere_compass/modeling_cohere_compass.py:138 apply_interleaved_mrope'],
  },
  {
    modelType: 'cosmos3_edge',
    group: 'multimodal',
    refused: `Cosmos3 Edge: ${INTERLEAVED_MROPE}.`,
    follows: ['cosmos3_edge/modeling_cosmos3_edge.py:90 height/width masks by index % 3'],
  },
  {
    modelType: 'cosmos3_edge_text',
    group: 'multimodal',
    refused: `Cosmos3 Edge's text model: ${INTERLEAVED_MROPE}.`,
    follows: ['cosmos3_edge/modeling_cosmos3_edge.py:90 height/width masks by index % 3'],
  },
];

export const LATENT_FAMILIES: readonly Family[] = [...READ, ...REFUSED];
