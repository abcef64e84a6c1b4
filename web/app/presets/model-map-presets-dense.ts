// The model map's presets whose layers all do the same with positions: dense models (every layer
// RoPE over the whole context) and DeepSeek's latent attention (MLA). Each is the model's published
// config.json, the keys ropeLayers() reads (model-map-presets.ts lists every preset in the picker's
// order); the configs the RoPE views show too come from rope-models.ts: one copy of each.
import {
  LLAMA_3_1_8B_CONFIG,
  MISTRAL_7B_CONFIG,
  QWEN2_5_7B_CONFIG,
  PHI_3_5_MINI_CONFIG,
  GPT_NEOX_20B_CONFIG,
  DEEPSEEK_V3_CONFIG,
} from './rope-models.js';
import type { MapModel } from './model-map-groups.js';

export const DEEPSEEK_V3: MapModel = {
  key: 'deepseek-v3',
  group: 'mla',
  label: 'DeepSeek-V3',
  source: 'https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json',
  config: DEEPSEEK_V3_CONFIG,
  maxPositions: 163840,
};

export const LLAMA_3_1_8B: MapModel = {
  key: 'llama-3.1-8b',
  label: 'Llama 3.1 8B',
  group: 'dense',
  source: 'https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json',
  config: LLAMA_3_1_8B_CONFIG,
  maxPositions: 131072,
};

export const MISTRAL_7B: MapModel = {
  key: 'mistral-7b',
  label: 'Mistral 7B v0.1',
  group: 'dense',
  source: 'https://huggingface.co/mistralai/Mistral-7B-v0.1/blob/main/config.json',
  config: MISTRAL_7B_CONFIG,
  maxPositions: 32768,
};

export const QWEN2_5_7B: MapModel = {
  key: 'qwen2.5-7b',
  label: 'Qwen2.5 7B',
  group: 'dense',
  source: 'https://huggingface.co/Qwen/Qwen2.5-7B/blob/main/config.json',
  config: QWEN2_5_7B_CONFIG,
  maxPositions: 131072,
};

export const PHI_3_5_MINI: MapModel = {
  key: 'phi-3.5-mini',
  label: 'Phi-3.5 mini',
  group: 'dense',
  source: 'https://huggingface.co/microsoft/Phi-3.5-mini-instruct/blob/main/config.json',
  config: PHI_3_5_MINI_CONFIG,
  maxPositions: 131072,
};

export const PHI_2: MapModel = {
  key: 'phi-2',
  label: 'Phi-2',
  group: 'dense',
  source: 'https://huggingface.co/microsoft/phi-2/blob/main/config.json',
  config: {
    hidden_size: 2560,
    max_position_embeddings: 2048,
    model_type: 'phi',
    num_attention_heads: 32,
    num_hidden_layers: 32,
    num_key_value_heads: 32,
    partial_rotary_factor: 0.4,
    rope_scaling: null,
    rope_theta: 10000.0,
  },
  maxPositions: 2048,
};

export const GPT_NEOX_20B: MapModel = {
  key: 'gpt-neox-20b',
  label: 'GPT-NeoX 20B',
  group: 'dense',
  source: 'https://huggingface.co/EleutherAI/gpt-neox-20b/blob/main/config.json',
  config: GPT_NEOX_20B_CONFIG,
  maxPositions: 2048,
};
