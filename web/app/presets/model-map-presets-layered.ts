// The model map's presets whose attention layers differ in what they do with positions: local and
// global layers (sliding windows beside full attention, their own RoPE), and NoPE layers (no
// positions at all) among RoPE ones. Each is the model's published config.json, the keys
// ropeLayers() reads (model-map-presets.ts lists every preset in the picker's order); Gemma 3 4B's,
// which the RoPE views show too, comes from rope-models.ts: one copy.
import { GEMMA_3_4B_CONFIG } from './rope-models.js';
import type { MapModel } from './model-map-groups.js';

export const GEMMA_3_27B: MapModel = {
  key: 'gemma-3-27b',
  group: 'local-global',
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
};

export const LLAMA_4_SCOUT: MapModel = {
  key: 'llama-4-scout',
  group: 'nope',
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
};

export const SMOLLM3_3B: MapModel = {
  key: 'smollm3-3b',
  group: 'nope',
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
};

export const GPT_OSS_20B: MapModel = {
  key: 'gpt-oss-20b',
  group: 'local-global',
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
};

export const GEMMA_4_26B: MapModel = {
  key: 'gemma-4-26b',
  group: 'local-global',
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
};

export const COMMAND_R7B: MapModel = {
  key: 'command-r7b',
  label: 'Command R7B',
  group: 'nope',
  source: 'https://huggingface.co/CohereForAI/c4ai-command-r7b-12-2024/blob/main/config.json',
  config: {
    model_type: 'cohere2',
    hidden_size: 4096,
    num_attention_heads: 32,
    num_key_value_heads: 8,
    num_hidden_layers: 32,
    max_position_embeddings: 8192,
    rope_theta: 50000,
    rope_scaling: null,
    sliding_window: 4096,
    sliding_window_pattern: 4,
    rotary_pct: 1.0,
  },
  maxPositions: 8192,
};

export const EXAONE_4_0_32B: MapModel = {
  key: 'exaone-4.0-32b',
  label: 'EXAONE 4.0 32B',
  group: 'nope',
  source: 'https://huggingface.co/LGAI-EXAONE/EXAONE-4.0-32B/blob/main/config.json',
  config: {
    model_type: 'exaone4',
    hidden_size: 5120,
    num_attention_heads: 40,
    num_key_value_heads: 8,
    head_dim: 128,
    num_hidden_layers: 64,
    max_position_embeddings: 131072,
    rope_theta: 1000000,
    rope_scaling: {
      factor: 16.0,
      high_freq_factor: 4.0,
      low_freq_factor: 1.0,
      original_max_position_embeddings: 8192,
      rope_type: 'llama3',
    },
    sliding_window: 4096,
    sliding_window_pattern: 'LLLG',
    layer_types: Array.from({ length: 64 }, (_, i) => ((i + 1) % 4 === 0 ? 'full_attention' : 'sliding_attention')),
  },
  maxPositions: 131072,
};

export const OLMO_3_7B: MapModel = {
  key: 'olmo-3-7b',
  label: 'OLMo 3 7B',
  group: 'local-global',
  source: 'https://huggingface.co/allenai/Olmo-3-1025-7B/blob/main/config.json',
  config: {
    model_type: 'olmo3',
    hidden_size: 4096,
    num_attention_heads: 32,
    num_key_value_heads: 32,
    num_hidden_layers: 32,
    max_position_embeddings: 65536,
    rope_theta: 500000,
    rope_scaling: {
      attention_factor: 1.2079441541679836,
      beta_fast: 32.0,
      beta_slow: 1.0,
      factor: 8.0,
      original_max_position_embeddings: 8192,
      rope_type: 'yarn',
    },
    sliding_window: 4096,
    layer_types: Array.from({ length: 32 }, (_, i) => ((i + 1) % 4 === 0 ? 'full_attention' : 'sliding_attention')),
  },
  maxPositions: 65536,
};

export const GEMMA_3_4B: MapModel = {
  key: 'gemma-3-4b',
  label: 'Gemma 3 4B',
  group: 'local-global',
  source: 'https://huggingface.co/google/gemma-3-4b-it/blob/main/config.json',
  config: GEMMA_3_4B_CONFIG,
  maxPositions: 131072,
};

export const TRINITY_NANO: MapModel = {
  key: 'trinity-nano',
  label: 'Trinity Nano',
  group: 'nope',
  source: 'https://huggingface.co/arcee-ai/Trinity-Nano-Base/blob/main/config.json',
  config: {
    model_type: 'afmoe',
    hidden_size: 1024,
    num_attention_heads: 8,
    num_key_value_heads: 2,
    num_hidden_layers: 56,
    head_dim: 128,
    global_attn_every_n_layers: 4,
    sliding_window: 2048,
    rope_theta: 10000,
    rope_scaling: null,
    max_position_embeddings: 131072,
  },
  maxPositions: 131072,
};
