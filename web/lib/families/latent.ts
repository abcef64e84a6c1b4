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
  extra: Pick<ReadFamily, 'defaults'> & {
    layout: (c: FamilyContext) => RopeLayout;
    uses?: readonly string[];
  },
): ReadFamily {
  const nope = (c: FamilyContext) => optionalNumber(c.text, 'qk_nope_head_dim', c.path) ?? shape.nope;
  const rope = (c: FamilyContext) => optionalNumber(c.text, 'qk_rope_head_dim', c.path) ?? shape.rope;
  return {
    modelType,
    group: 'mla',
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
  defaults: { layers: number; hidden: number; heads: number; ropeTheta?: number },
): ReadFamily {
  return {
    modelType,
    group: 'dense',
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
    text: { key: 'text_config', family: 'deepseek_v3' },
  },
  bltStack('blt_local_encoder', { layers: 1, hidden: 1024, heads: 16, ropeTheta: 500_000 }),
  bltStack('blt_local_decoder', { layers: 9, hidden: 1024, heads: 16, ropeTheta: 500_000 }),
  bltStack('blt_global_transformer', { layers: 25, hidden: 2048, heads: 16, ropeTheta: 500_000 }),
  bltStack('blt_patcher', { layers: 14, hidden: 768, heads: 12 }),
  {
    modelType: 'chameleon',
    group: 'multimodal',
    sizes: { headDim: null },
    defaults: { layers: 32, hidden: 4096, heads: 32 },
  },
  {
    modelType: 'emu3',
    group: 'multimodal',
    text: { key: 'text_config', family: 'emu3_text_model' },
  },
  {
    modelType: 'emu3_text_model',
    group: 'dense',
    defaults: { layers: 32, hidden: 4096, heads: 32, ropeTheta: 1_000_000 },
  },
  {
    modelType: 'csm',
    group: 'speech',
    defaults: { layers: 16, hidden: 2048, heads: 32, ropeTheta: 500_000 },
  },
  {
    modelType: 'csm_depth_decoder_model',
    group: 'speech',
    defaults: { layers: 4, hidden: 1024, heads: 8, ropeTheta: 500_000 },
  },
  {
    modelType: 'dia',
    group: 'speech',
    text: { key: 'decoder_config', family: 'dia_decoder' },
  },
  {
    modelType: 'dia_decoder',
    group: 'speech',
    defaults: { layers: 18, hidden: 2048, heads: 16, headDim: 128 },
    softmaxScale: () => 1,
  },
  {
    modelType: 't5gemma',
    group: 'local-global',
    text: { key: 'decoder', family: 't5_gemma_module' },
  },
  {
    modelType: 't5_gemma_module',
    group: 'local-global',
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
    text: { key: 'text_config', family: 'muse_glimmer_text' },
  },
  {
    modelType: 'muse_glimmer_text',
    group: 'local-global',
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
  },
  {
    modelType: 'axk2',
    group: 'mla',
    refused: `${SPARSE_INDEXER} (A.X-K2 is DeepSeek-V3.2).`,
  },
  {
    modelType: 'glm_moe_dsa',
    group: 'mla',
    refused: `${SPARSE_INDEXER} (GLM-MoE-DSA: the indexer rotates pairs, and layers of indexer_types "shared" reuse the previous layer's top-k).`,
  },
  {
    modelType: 'deepseek_v4',
    group: 'mla',
    refused:
      'compressed attention: besides a sliding window, its layers attend to keys pooled over windows of compress_rate ' +
      'tokens and rotated at the window start (selected top-k by an indexer on compressed_sparse_attention layers), ' +
      'the key doubles as the value and the output is rotated back by the query position; none of this is a rope ' +
      'per layer.',
  },
  {
    modelType: 'mistral4',
    group: 'mla',
    refused:
      'its MLA layers multiply the query by 1 + llama_4_scaling_beta · ln(1 + ⌊pos / original_max_position_embeddings⌋), ' +
      'a temperature on pos where queryTemperature (Llama 4) has pos + 1, so no reading is exact at positions ' +
      'k · original_max_position_embeddings - 1.',
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
  },
  {
    modelType: 't5gemma2',
    group: 'encoder',
    refused:
      "its decoder layers use merged attention: one softmax over the decoder's own rotated keys and the encoder's " +
      'keys together, which a self-attention layer entry does not describe.',
  },
  {
    modelType: 't5gemma2_decoder',
    group: 'encoder',
    refused:
      "merged attention: one softmax over the decoder's own rotated keys and the encoder's keys together, which a " +
      'self-attention layer entry does not describe.',
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
  },
  {
    modelType: 'cohere_compass',
    group: 'multimodal',
    refused: `Cohere Compass: ${INTERLEAVED_MROPE}.`,
  },
  {
    modelType: 'cohere_compass_text',
    group: 'multimodal',
    refused: `Cohere Compass's text model: ${INTERLEAVED_MROPE}.`,
  },
  {
    modelType: 'cosmos3_edge',
    group: 'multimodal',
    refused: `Cosmos3 Edge: ${INTERLEAVED_MROPE}.`,
  },
  {
    modelType: 'cosmos3_edge_text',
    group: 'multimodal',
    refused: `Cosmos3 Edge's text model: ${INTERLEAVED_MROPE}.`,
  },
];

export const LATENT_FAMILIES: readonly Family[] = [...READ, ...REFUSED];
