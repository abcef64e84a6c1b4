// The model map's presets: each model's published config.json, the keys ropeLayers() reads (the
// same values as the package's test fixtures, tests/js/fixtures/model-configs/, copied from the
// Hugging Face file named in `source`). The view passes `config` to ropeLayers() and never reads
// the rope numbers itself; `maxPositions` is the context the config declares (max_position_embeddings),
// drawn on the wavelength chart.

export interface MapModel {
  key: string;
  /** The button's words. */
  label: string;
  /** Where the values come from. */
  source: string;
  config: Record<string, unknown>;
  /** max_position_embeddings, and where it comes from when the file does not say it. */
  maxPositions: number;
  maxPositionsNote?: string;
}

export const MAP_MODELS: readonly MapModel[] = [
  {
    key: 'gemma-3-27b',
    label: 'Gemma 3 27B',
    source: 'https://huggingface.co/google/gemma-3-27b-it/blob/main/config.json',
    config: {
      model_type: 'gemma3',
      text_config: {
        head_dim: 128,
        hidden_size: 5376,
        model_type: 'gemma3_text',
        num_attention_heads: 32,
        num_hidden_layers: 62,
        num_key_value_heads: 16,
        query_pre_attn_scalar: 168,
        rope_scaling: { factor: 8.0, rope_type: 'linear' },
        sliding_window: 1024,
      },
    },
    maxPositions: 131072,
    maxPositionsNote: 'Gemma3TextConfig’s default; the file leaves it out',
  },
  {
    key: 'llama-4-scout',
    label: 'Llama 4 Scout',
    source: 'https://huggingface.co/meta-llama/Llama-4-Scout-17B-16E-Instruct/blob/main/config.json',
    config: {
      model_type: 'llama4',
      text_config: {
        attention_chunk_size: 8192,
        attn_scale: 0.1,
        attn_temperature_tuning: 4,
        floor_scale: 8192,
        head_dim: 128,
        hidden_size: 5120,
        max_position_embeddings: 10485760,
        model_type: 'llama4_text',
        no_rope_layers: [],
        num_attention_heads: 40,
        num_hidden_layers: 48,
        num_key_value_heads: 8,
        rope_scaling: {
          factor: 16.0,
          high_freq_factor: 1.0,
          low_freq_factor: 1.0,
          original_max_position_embeddings: 8192,
          rope_type: 'llama3',
        },
        rope_theta: 500000.0,
        use_qk_norm: true,
      },
    },
    maxPositions: 10485760,
  },
  {
    key: 'smollm3-3b',
    label: 'SmolLM3 3B',
    source: 'https://huggingface.co/HuggingFaceTB/SmolLM3-3B/blob/main/config.json',
    config: {
      hidden_size: 2048,
      max_position_embeddings: 65536,
      model_type: 'smollm3',
      no_rope_layer_interval: 4,
      no_rope_layers: [
        1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0,
      ],
      num_attention_heads: 16,
      num_hidden_layers: 36,
      num_key_value_heads: 4,
      rope_scaling: null,
      rope_theta: 5000000.0,
      sliding_window: null,
      use_sliding_window: false,
    },
    maxPositions: 65536,
  },
  {
    key: 'deepseek-v3',
    label: 'DeepSeek-V3',
    source: 'https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json',
    config: {
      hidden_size: 7168,
      kv_lora_rank: 512,
      max_position_embeddings: 163840,
      model_type: 'deepseek_v3',
      num_attention_heads: 128,
      num_hidden_layers: 61,
      num_key_value_heads: 128,
      q_lora_rank: 1536,
      qk_nope_head_dim: 128,
      qk_rope_head_dim: 64,
      rope_scaling: {
        beta_fast: 32,
        beta_slow: 1,
        factor: 40,
        mscale: 1.0,
        mscale_all_dim: 1.0,
        original_max_position_embeddings: 4096,
        type: 'yarn',
      },
      rope_theta: 10000,
      v_head_dim: 128,
    },
    maxPositions: 163840,
  },
  {
    key: 'gpt-oss-20b',
    label: 'gpt-oss-20b',
    source: 'https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json',
    config: {
      head_dim: 64,
      hidden_size: 2880,
      initial_context_length: 4096,
      layer_types: Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? 'sliding_attention' : 'full_attention')),
      max_position_embeddings: 131072,
      model_type: 'gpt_oss',
      num_attention_heads: 64,
      num_hidden_layers: 24,
      num_key_value_heads: 8,
      rope_scaling: {
        beta_fast: 32.0,
        beta_slow: 1.0,
        factor: 32.0,
        original_max_position_embeddings: 4096,
        rope_type: 'yarn',
        truncate: false,
      },
      rope_theta: 150000,
      sliding_window: 128,
    },
    maxPositions: 131072,
  },
  {
    key: 'qwen2.5-vl-7b',
    label: 'Qwen2.5-VL 7B',
    source: 'https://huggingface.co/Qwen/Qwen2.5-VL-7B-Instruct/blob/main/config.json',
    config: {
      hidden_size: 3584,
      max_position_embeddings: 128000,
      model_type: 'qwen2_5_vl',
      num_attention_heads: 28,
      num_hidden_layers: 28,
      num_key_value_heads: 4,
      rope_scaling: { type: 'mrope', mrope_section: [16, 24, 24] },
      rope_theta: 1000000.0,
      sliding_window: 32768,
      use_sliding_window: false,
      vision_config: { spatial_merge_size: 2, tokens_per_second: 2, patch_size: 14, temporal_patch_size: 2 },
    },
    maxPositions: 128000,
  },
  {
    key: 'pixtral-12b',
    label: 'Pixtral 12B',
    source: 'https://huggingface.co/mistral-community/pixtral-12b/blob/main/config.json',
    config: {
      model_type: 'llava',
      text_config: {
        head_dim: 128,
        hidden_size: 5120,
        max_position_embeddings: 1024000,
        model_type: 'mistral',
        num_hidden_layers: 40,
        num_key_value_heads: 8,
        rope_theta: 1000000000.0,
        sliding_window: null,
      },
      vision_config: { head_dim: 64, image_size: 1024, model_type: 'pixtral', patch_size: 16, rope_theta: 10000.0 },
    },
    maxPositions: 1024000,
  },
  {
    key: 'gemma-4-26b',
    label: 'Gemma 4 26B A4B',
    source: 'https://huggingface.co/google/gemma-4-26B-A4B-it/blob/main/config.json',
    config: {
      model_type: 'gemma4',
      text_config: {
        global_head_dim: 512,
        head_dim: 256,
        hidden_size: 2816,
        layer_types: Array.from({ length: 30 }, (_, i) => ((i + 1) % 6 === 0 ? 'full_attention' : 'sliding_attention')),
        max_position_embeddings: 262144,
        model_type: 'gemma4_text',
        num_attention_heads: 16,
        num_global_key_value_heads: 2,
        num_hidden_layers: 30,
        num_key_value_heads: 8,
        rope_parameters: {
          full_attention: { partial_rotary_factor: 0.25, rope_theta: 1000000.0, rope_type: 'proportional' },
          sliding_attention: { rope_theta: 10000.0, rope_type: 'default' },
        },
        sliding_window: 1024,
      },
    },
    maxPositions: 262144,
  },
];

export const MAP_MODEL_KEYS = [...MAP_MODELS.map((model) => model.key), 'custom'] as const;

export function mapModel(key: string): MapModel | undefined {
  return MAP_MODELS.find((model) => model.key === key);
}
