// The model map's presets beyond attention over text: hybrid models (linear attention, state-space
// layers without positions between attention layers) and multimodal ones (M-RoPE's three ids, a 2D
// patch grid, cross-attention to an image). Each is the model's published config.json, the keys
// ropeLayers() reads (model-map-presets.ts lists every preset in the picker's order).
import type { MapModel } from './model-map-groups.js';

export const QWEN2_5_VL_7B: MapModel = {
  key: 'qwen2.5-vl-7b',
  group: 'multimodal',
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
};

export const PIXTRAL_12B: MapModel = {
  key: 'pixtral-12b',
  group: 'multimodal',
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
};

export const QWEN3_NEXT_80B: MapModel = {
  key: 'qwen3-next-80b',
  label: 'Qwen3-Next 80B-A3B',
  group: 'hybrid',
  source: 'https://huggingface.co/Qwen/Qwen3-Next-80B-A3B-Instruct/blob/main/config.json',
  config: {
    model_type: 'qwen3_next',
    hidden_size: 2048,
    num_attention_heads: 16,
    num_key_value_heads: 2,
    head_dim: 256,
    num_hidden_layers: 48,
    max_position_embeddings: 262144,
    rope_theta: 10000000,
    rope_scaling: null,
    partial_rotary_factor: 0.25,
    full_attention_interval: 4,
  },
  maxPositions: 262144,
};

export const JAMBA_V0_1: MapModel = {
  key: 'jamba-v0.1',
  label: 'Jamba v0.1',
  group: 'hybrid',
  source: 'https://huggingface.co/ai21labs/Jamba-v0.1/blob/main/config.json',
  config: {
    model_type: 'jamba',
    num_hidden_layers: 32,
    hidden_size: 4096,
    num_attention_heads: 32,
    num_key_value_heads: 8,
    attn_layer_period: 8,
    attn_layer_offset: 4,
    max_position_embeddings: 262144,
  },
  maxPositions: 262144,
};

export const LLAMA_3_2_11B_VISION: MapModel = {
  key: 'llama-3.2-11b-vision',
  label: 'Llama 3.2 11B Vision',
  group: 'multimodal',
  source: 'https://huggingface.co/meta-llama/Llama-3.2-11B-Vision-Instruct/blob/main/config.json',
  config: {
    model_type: 'mllama',
    text_config: {
      model_type: 'mllama_text_model',
      hidden_size: 4096,
      num_attention_heads: 32,
      num_key_value_heads: 8,
      num_hidden_layers: 40,
      cross_attention_layers: [3, 8, 13, 18, 23, 28, 33, 38],
      max_position_embeddings: 131072,
      rope_theta: 500000.0,
      rope_scaling: {
        factor: 8.0,
        high_freq_factor: 4.0,
        low_freq_factor: 1.0,
        original_max_position_embeddings: 8192,
        rope_type: 'llama3',
      },
    },
  },
  maxPositions: 131072,
};
