// Model presets for the ALiBi and T5 view, from the models' published config.json files.

export interface AlibiPreset {
  label: string;
  /** The attention heads of every layer (config.json n_head / n_heads). */
  heads: number;
  source: string;
}

/** BLOOM (176B) has 112 heads, not a power of two: its slopes follow the paper's interpolation rule. */
export const ALIBI_PRESETS: readonly AlibiPreset[] = [
  { label: 'BLOOM (176B)', heads: 112, source: 'https://huggingface.co/bigscience/bloom/blob/main/config.json' },
  { label: 'BLOOM-560m', heads: 16, source: 'https://huggingface.co/bigscience/bloom-560m/blob/main/config.json' },
  { label: 'MPT-7B', heads: 32, source: 'https://huggingface.co/mosaicml/mpt-7b/blob/main/config.json' },
  { label: 'ALiBi paper (8 heads)', heads: 8, source: 'https://arxiv.org/abs/2108.12409' },
];

export interface T5Preset {
  label: string;
  /** relative_attention_num_buckets and relative_attention_max_distance. */
  numBuckets: number;
  maxDistance: number;
  direction: 'bidirectional' | 'unidirectional';
}

/** Every T5 size (t5-small … t5-11b) has 32 buckets and max distance 128; the decoder looks back only. */
export const T5_PRESETS: readonly T5Preset[] = [
  { label: 'T5 encoder', numBuckets: 32, maxDistance: 128, direction: 'bidirectional' },
  { label: 'T5 decoder', numBuckets: 32, maxDistance: 128, direction: 'unidirectional' },
];
