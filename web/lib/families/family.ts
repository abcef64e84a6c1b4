// The shape of one entry of the family table: how transformers 5 reads one model_type's config.json
// into what each layer does with positions. An entry is data (key names, class defaults, layout)
// plus small rules where the modeling file computes something. The transformers lines each reading
// follows and its sentence in docs/models.md are kept apart (docs/, FamilyDocs): only modelFamilies()
// returns them, and no rule reads them.

import type { Json, ModelDefaults } from '../rope-config.js';
import type { RopeLayout } from '../rope-options.js';
import type { RopeLayer } from '../rope-layers.js';

/** The transformers commit every entry was read at. */
export const TRANSFORMERS_COMMIT = {
  sha: 'decba1d2ea4ed3cbf0495d1828abad4b2dba1846',
  date: '2026-08-19',
  url: 'https://github.com/huggingface/transformers/tree/decba1d2ea4ed3cbf0495d1828abad4b2dba1846',
} as const;

/**
 * What a layer attends to, and how.
 * - full / sliding / chunked: softmax attention over every earlier token, the last `window` tokens,
 *   or the tokens of the same `window`-long chunk; rope or NoPE.
 * - linear: linear attention (Gated DeltaNet, Lightning attention...): no positions at all.
 * - mamba: a state-space layer: order comes from the recurrence, no positions.
 * - conv: a short convolution block (LFM2): order from the convolution, no positions.
 * - cross: attention to another sequence (an image, an encoder): no positions of the text.
 */
export type LayerAttention = 'full' | 'sliding' | 'chunked' | 'linear' | 'mamba' | 'conv' | 'cross';

/** Kinds of layers that have no positions by construction (their rope is always null). */
export const POSITIONLESS: ReadonlySet<LayerAttention> = new Set(['linear', 'mamba', 'conv', 'cross']);

/** Groups of the family table (docs/models.md and the model map's presets). */
export type FamilyGroup =
  | 'dense'
  | 'local-global'
  | 'nope'
  | 'hybrid'
  | 'mla'
  | 'multimodal'
  | 'encoder'
  | 'speech'
  /** Model types without rotary position embeddings (refused with what they use). */
  | 'other';

/** What a family's rules see: the text model's config and what is already known of it. */
export interface FamilyContext {
  /** The text model's config (a multimodal config's text part). */
  text: Json;
  /** Its path in messages: 'config' or 'config.text_config'. */
  path: string;
  /** The family the config is read as. */
  modelType: string;
  /** Number of decoder layers. */
  layers: number;
}

/** A family that this package reads. */
export interface ReadFamily {
  modelType: string;
  group: FamilyGroup;
  /**
   * Multimodal configs: the key of the text model's config and, when its model_type is fixed by the
   * wrapper (or absent in published configs), the family that reads it. Without `family` the
   * sub-config is read as its own model_type.
   */
  text?: {
    key: string;
    family?: string;
    /** The family of a sub-config that names no model_type (the config class's default text model). */
    defaultFamily?: string;
    /** Older configs keep the text model's keys at the top level: read them there when `key` is absent. */
    inline?: boolean;
  };
  /** Key names of the sizes, where they are not num_hidden_layers, num_attention_heads, hidden_size, head_dim. */
  sizes?: {
    layers?: string;
    heads?: string;
    hidden?: string;
    /** null: the config class always sets head_dim = hidden_size // num_attention_heads. */
    headDim?: string | null;
  };
  /** Config-class defaults for keys a config.json may leave out. */
  defaults?: ModelDefaults & {
    /** sliding_window when a config leaves it out. */
    slidingWindow?: number;
    /** attention_chunk_size when a config leaves it out. */
    chunkSize?: number;
    /** num_hidden_layers (under its name in `sizes`) when a config leaves it out. */
    layers?: number;
    hidden?: number;
    heads?: number;
  };
  /** Every layer's transformers layer-type name; default: layer_types when given, else all full_attention. */
  layerTypes?: (c: FamilyContext) => string[];
  /** Layer-type names beyond full_attention, sliding_attention and chunked_attention, and their kind. */
  kinds?: Readonly<Record<string, LayerAttention>>;
  /** Per layer: does its attention rotate? (undefined: every attention layer does.) */
  ropeUse?: (c: FamilyContext, types: readonly string[]) => boolean[] | undefined;
  /** 'half' (rotate_half on the two halves) unless the modeling file pairs neighbours. */
  layout?: RopeLayout | ((c: FamilyContext) => RopeLayout);
  /** Head width of a layer type (default: head_dim, else hidden_size / num_attention_heads). */
  headDim?: (c: FamilyContext, type: string) => number;
  /** The factor q·k is multiplied by (default headDim^-0.5). */
  softmaxScale?: (c: FamilyContext, headDim: number, type: string) => number;
  /**
   * The rotated width when the modeling file fixes it (a fraction hard-coded, rotary_dim): the
   * number of dimensions of each head that rope turns. Default: int(headDim · partial_rotary_factor).
   */
  rotaryDim?: (c: FamilyContext, headDim: number, type: string) => number | undefined;
  /** The attention turns by three position ids (time, height, width): mrope_section is read. */
  mrope?: boolean;
  /**
   * The modeling file's compute_default_rope_parameters takes dim = head_dim: with the default rope
   * (no scaling) the whole head turns whatever partial_rotary_factor says (llama/modeling_llama.py:104).
   */
  wholeHeadByDefault?: boolean;
  /**
   * Where a layer type's rope comes from, when the config class builds it itself (Olmo 3: sliding
   * layers keep the default rope whatever rope_scaling says). Returns the flat rope dictionary.
   */
  ropeParameters?: (c: FamilyContext, type: string) => Json;
  /** Adds what only this family has to a layer's entry (MLA's split, Llama 4's query temperature). */
  extend?: (c: FamilyContext, entry: RopeLayer, type: string) => void;
  /**
   * Keys of the shared rope reading (rope_theta, rope_scaling...) that this family's modeling file
   * never reads: present in a config, they are listed as unused.
   */
  ignores?: readonly string[];
  /** Keys among POSITION_KEYS that this reading uses (beyond the ones every family reads). */
  uses?: readonly string[];
}

/** A model_type that is known and refused, with the reason. */
export interface RefusedFamily {
  modelType: string;
  group: FamilyGroup;
  refused: string;
}

export type Family = ReadFamily | RefusedFamily;

/** What modelFamilies() says of a family beyond its rules (families/docs/, keyed by model_type). */
export interface FamilyDocs {
  /** transformers files and lines the reading follows, e.g. 'cohere2/modeling_cohere2.py:89 repeat_interleave'. */
  follows: readonly string[];
  /** A read family's sentence for docs/models.md: which layers rotate how. */
  summary?: string;
}

export function isRefused(family: Family): family is RefusedFamily {
  return 'refused' in family;
}
