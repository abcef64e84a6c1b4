// The model presets of the RoPE views: the fields of each published config.json that
// ropeFromConfig() reads (copied from the Hugging Face repositories named; the package's tests hold
// the full files). The views pass `config` to ropeFromConfig(), never read the numbers themselves.
// The configs the model map shows too are exported once here, with the keys ropeLayers() also needs
// (the layer count, the windows): model-map-presets.ts imports them, so each file has one copy.
export interface RopeModel {
  key: string;
  /** The button's words. */
  label: string;
  /** The Hugging Face repository the fields come from. */
  repository: string;
  /** For configs with one rope per layer type (Gemma 3): the layer whose rope is shown. */
  layerType?: string;
  config: Record<string, unknown>;
}

// The configs both the RoPE views and the model map show: read by ropeFromConfig() here and by
// ropeLayers() in the map (model-map-presets.ts).
export const LLAMA_3_1_8B_CONFIG: Record<string, unknown> = {
  hidden_size: 4096,
  max_position_embeddings: 131072,
  model_type: 'llama',
  num_attention_heads: 32,
  num_hidden_layers: 32,
  num_key_value_heads: 8,
  rope_scaling: {
    factor: 8.0,
    low_freq_factor: 1.0,
    high_freq_factor: 4.0,
    original_max_position_embeddings: 8192,
    rope_type: 'llama3',
  },
  rope_theta: 500000.0,
};

export const MISTRAL_7B_CONFIG: Record<string, unknown> = {
  hidden_size: 4096,
  max_position_embeddings: 32768,
  model_type: 'mistral',
  num_attention_heads: 32,
  num_hidden_layers: 32,
  num_key_value_heads: 8,
  rope_theta: 10000.0,
  sliding_window: 4096,
};

export const QWEN2_5_7B_CONFIG: Record<string, unknown> = {
  hidden_size: 3584,
  max_position_embeddings: 131072,
  max_window_layers: 28,
  model_type: 'qwen2',
  num_attention_heads: 28,
  num_hidden_layers: 28,
  num_key_value_heads: 4,
  rope_theta: 1000000.0,
  sliding_window: 131072,
  use_sliding_window: false,
};

export const PHI_3_5_MINI_CONFIG: Record<string, unknown> = {
  hidden_size: 3072,
  max_position_embeddings: 131072,
  model_type: 'phi3',
  num_attention_heads: 32,
  num_hidden_layers: 32,
  num_key_value_heads: 32,
  original_max_position_embeddings: 4096,
  rope_scaling: {
    long_factor: [
      1.0800000429153442, 1.1100000143051147, 1.1399999856948853, 1.340000033378601, 1.5899999141693115,
      1.600000023841858, 1.6200000047683716, 2.620000123977661, 3.2300000190734863, 3.2300000190734863,
      4.789999961853027, 7.400000095367432, 7.700000286102295, 9.09000015258789, 12.199999809265137, 17.670000076293945,
      24.46000099182129, 28.57000160217285, 30.420001983642578, 30.840002059936523, 32.590003967285156,
      32.93000411987305, 42.320003509521484, 44.96000289916992, 50.340003967285156, 50.45000457763672,
      57.55000305175781, 57.93000411987305, 58.21000289916992, 60.1400032043457, 62.61000442504883, 62.62000274658203,
      62.71000289916992, 63.1400032043457, 63.1400032043457, 63.77000427246094, 63.93000411987305, 63.96000289916992,
      63.970001220703125, 64.02999877929688, 64.06999969482422, 64.08000183105469, 64.12000274658203, 64.41000366210938,
      64.4800033569336, 64.51000213623047, 64.52999877929688, 64.83999633789062,
    ],
    short_factor: [
      1.0, 1.0199999809265137, 1.0299999713897705, 1.0299999713897705, 1.0499999523162842, 1.0499999523162842,
      1.0499999523162842, 1.0499999523162842, 1.0499999523162842, 1.0699999332427979, 1.0999999046325684,
      1.1099998950958252, 1.1599998474121094, 1.1599998474121094, 1.1699998378753662, 1.2899998426437378,
      1.339999794960022, 1.679999828338623, 1.7899998426437378, 1.8199998140335083, 1.8499997854232788,
      1.8799997568130493, 1.9099997282028198, 1.9399996995925903, 1.9899996519088745, 2.0199997425079346,
      2.0199997425079346, 2.0199997425079346, 2.0199997425079346, 2.0199997425079346, 2.0199997425079346,
      2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914,
      2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0799996852874756,
      2.0899996757507324, 2.189999580383301, 2.2199995517730713, 2.5899994373321533, 2.729999542236328,
      2.749999523162842, 2.8399994373321533,
    ],
    type: 'longrope',
  },
  rope_theta: 10000.0,
  sliding_window: 262144,
};

export const GPT_NEOX_20B_CONFIG: Record<string, unknown> = {
  hidden_size: 6144,
  max_position_embeddings: 2048,
  model_type: 'gpt_neox',
  num_attention_heads: 64,
  num_hidden_layers: 44,
  rotary_emb_base: 10000,
  rotary_pct: 0.25,
};

export const GEMMA_3_4B_CONFIG: Record<string, unknown> = {
  model_type: 'gemma3',
  text_config: {
    hidden_size: 2560,
    model_type: 'gemma3_text',
    num_hidden_layers: 34,
    rope_scaling: {
      factor: 8.0,
      rope_type: 'linear',
    },
    sliding_window: 1024,
  },
};

export const DEEPSEEK_V3_CONFIG: Record<string, unknown> = {
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
};

export const ROPE_MODELS: readonly RopeModel[] = [
  {
    key: 'llama-2-7b',
    label: 'Llama 2 7B',
    repository: 'meta-llama/Llama-2-7b-hf',
    config: {
      model_type: 'llama',
      hidden_size: 4096,
      num_attention_heads: 32,
      rope_theta: 10000.0,
      max_position_embeddings: 4096,
    },
  },
  {
    key: 'llama-3.1-8b',
    label: 'Llama 3.1 8B',
    repository: 'meta-llama/Llama-3.1-8B',
    config: LLAMA_3_1_8B_CONFIG,
  },
  {
    key: 'mistral-7b',
    label: 'Mistral 7B',
    repository: 'mistralai/Mistral-7B-v0.1',
    config: MISTRAL_7B_CONFIG,
  },
  {
    key: 'qwen2.5-7b',
    label: 'Qwen 2.5 7B',
    repository: 'Qwen/Qwen2.5-7B',
    config: QWEN2_5_7B_CONFIG,
  },
  {
    key: 'gemma-3-4b',
    label: 'Gemma 3 4B (global layers)',
    repository: 'google/gemma-3-4b-it',
    layerType: 'full_attention',
    config: GEMMA_3_4B_CONFIG,
  },
  {
    key: 'gpt-neox-20b',
    label: 'GPT-NeoX 20B',
    repository: 'EleutherAI/gpt-neox-20b',
    config: GPT_NEOX_20B_CONFIG,
  },
  {
    key: 'phi-3.5-mini',
    label: 'Phi-3.5 mini',
    repository: 'microsoft/Phi-3.5-mini-instruct',
    config: PHI_3_5_MINI_CONFIG,
  },
  {
    key: 'deepseek-v3',
    label: 'DeepSeek-V3 (yarn)',
    repository: 'deepseek-ai/DeepSeek-V3',
    config: DEEPSEEK_V3_CONFIG,
  },
];

/** The preset keys, and 'custom' once the reader changes a number (or pastes a config). */
export const ROPE_MODEL_KEYS = [...ROPE_MODELS.map((model) => model.key), 'custom'] as const;
export type RopeModelKey = string;

export function ropeModel(key: string): RopeModel | undefined {
  return ROPE_MODELS.find((model) => model.key === key);
}
