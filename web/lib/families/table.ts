// The family table: every transformers 5 model_type this package knows, read or refused with its
// reason, and the config keys that change positions somewhere in transformers (a family that does
// not read one lists it as unused rather than dropping it silently).

import { CORE_FAMILIES } from './core.js';
import { DENSE_A_FAMILIES } from './dense-a.js';
import { DENSE_B_FAMILIES } from './dense-b.js';
import { ENCODERS_FAMILIES } from './encoders.js';
import type { Family } from './family.js';
import { HYBRID_FAMILIES } from './hybrid.js';
import { LATENT_FAMILIES } from './latent.js';
import { MULTIMODAL_FAMILIES } from './multimodal.js';
import { UNREAD_FAMILIES } from './unread.js';

/** Keys that decide positions in at least one family's configuration or modeling file. */
export const POSITION_KEYS: readonly string[] = [
  'layer_types',
  'sliding_window',
  'sliding_window_pattern',
  'use_sliding_window',
  'max_window_layers',
  'full_attention_interval',
  'no_rope_layers',
  'no_rope_layer_interval',
  'attention_chunk_size',
  'rotary_pct',
  'rotary_dim',
  'rotary_emb_base',
  'rope_local_base_freq',
  'query_pre_attn_scalar',
  'attention_multiplier',
  'qk_rope_head_dim',
  'qk_nope_head_dim',
  'rope_interleave',
  'global_head_dim',
  'attn_temperature_tuning',
  'layers_block_type',
  'attn_layer_indices',
  'attn_layer_period',
  'attn_layer_offset',
  'hybrid_override_pattern',
  'position_embedding_type',
  'alibi',
  'use_rope',
  'kv_channels',
];

/** Keys every family reads through the shared rope reading (modeling_rope_utils.py). */
export const READ_BY_EVERY_FAMILY: readonly string[] = [
  'rope_theta',
  'rope_scaling',
  'rope_parameters',
  'partial_rotary_factor',
  'max_position_embeddings',
  'original_max_position_embeddings',
  'layer_types',
];

const ALL: readonly Family[] = [
  ...CORE_FAMILIES,
  ...DENSE_A_FAMILIES,
  ...DENSE_B_FAMILIES,
  ...HYBRID_FAMILIES,
  ...LATENT_FAMILIES,
  ...MULTIMODAL_FAMILIES,
  ...ENCODERS_FAMILIES,
];

function tableOf(families: readonly Family[]): ReadonlyMap<string, Family> {
  const table = new Map<string, Family>();
  for (const family of families) {
    if (table.has(family.modelType)) throw new Error(`family table: ${family.modelType} is listed twice`);
    table.set(family.modelType, family);
  }
  // Model types of transformers that no entry above reads: refused with the reason.
  for (const family of UNREAD_FAMILIES) if (!table.has(family.modelType)) table.set(family.modelType, family);
  return table;
}

/** model_type → its entry. */
export const FAMILIES: ReadonlyMap<string, Family> = /* @__PURE__ */ tableOf(ALL);
