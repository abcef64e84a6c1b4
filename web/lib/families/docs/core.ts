// What modelFamilies() says of each family of ../core.ts beyond its rules: the transformers lines its
// reading follows and its sentence in docs/models.md. Only model-families.ts imports it, so a bundle
// that reads configs without listing the table leaves the text out.

import type { FamilyDocs } from '../family.js';

export const CORE_DOCS: Readonly<Record<string, FamilyDocs>> = {
  llama: {
    follows: [
      'llama/configuration_llama.py:87 head_dim = hidden_size // num_attention_heads',
      'llama/modeling_llama.py:104 default rope: dim = head_dim',
      'llama/modeling_llama.py:130 rotate_half',
      'llama/modeling_llama.py:226 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer: full attention, RoPE on halves (rotate_half) over the whole head.',
  },
  mistral: {
    follows: [
      'mistral/modeling_mistral.py:172 sliding_window=config.sliding_window on every layer',
      'mistral/configuration_mistral.py:88 layer_types is ignored (a warning points to Ministral)',
    ],
    summary: 'Every layer: sliding attention over sliding_window when it is set (class default 4096), RoPE on halves.',
  },
  mixtral: {
    follows: [
      'mixtral/configuration_mixtral.py:44 default_theta 1e6',
      'mixtral/modeling_mixtral.py:332 sliding_window on every layer',
    ],
    summary: 'Every layer: sliding attention when sliding_window is set, else full; RoPE on halves (default base 1e6).',
  },
  starcoder2: {
    follows: ['starcoder2/modeling_starcoder2.py:192 sliding_window on every layer'],
    summary: 'Every layer: sliding attention when sliding_window is set, else full; RoPE on halves.',
  },
  phi3: {
    follows: [
      'phi3/modeling_phi3.py:257 sliding_window on every layer',
      'phi3/modeling_phi3.py:191 partial rotary: cos.shape[-1]',
    ],
    summary: 'Every layer: sliding attention when sliding_window is set, else full; RoPE on halves, longrope scaling.',
  },
  phimoe: {
    follows: [
      'phimoe/configuration_phimoe.py:56 default_theta 1e6',
      'phimoe/modeling_phimoe.py:645 sliding-window mask on every layer',
      'phimoe/modeling_phimoe.py:86-92 a scaled rope is rebuilt without seq_len (short factors), cos/sin times short_mscale (long_mscale past original_max_position_embeddings)',
    ],
    summary: 'Every layer: sliding attention when sliding_window is set, else full; RoPE on halves (default base 1e6).',
  },
  phi: {
    follows: [
      'phi/configuration_phi.py:88 partial_rotary_factor defaults to 0.5',
      'phi/modeling_phi.py:179 rotary_ndims = int(head_dim · partial_rotary_factor)',
    ],
    summary: 'Every layer: full attention, RoPE on halves of the first half of each head (partial_rotary_factor 0.5).',
  },
  gpt_neox: {
    follows: [
      'gpt_neox/configuration_gpt_neox.py:97 rotary_emb_base is rope_theta',
      'gpt_neox/configuration_gpt_neox.py:98 rotary_pct is partial_rotary_factor (default 0.25)',
      'gpt_neox/modeling_gpt_neox.py:140 rotate_half on the first rotary_dim values',
    ],
    summary: 'Every layer: full attention, RoPE on halves of the first rotary_pct of each head (default 0.25).',
  },
  qwen2: {
    follows: [
      'qwen2/configuration_qwen2.py:84 sliding_window only with use_sliding_window',
      'qwen2/configuration_qwen2.py:89 sliding from max_window_layers on',
    ],
    summary: 'Full attention, or sliding from max_window_layers on when use_sliding_window is true; RoPE on halves.',
  },
  smollm3: {
    follows: [
      'smollm3/configuration_smollm3.py:102 no_rope_layers: every no_rope_layer_interval-th layer NoPE',
      'smollm3/configuration_smollm3.py:110 sliding only on NoPE layers with use_sliding_window',
      'smollm3/modeling_smollm3.py:222 rope only where no_rope_layers[i] is 1',
    ],
    summary: 'Every fourth layer NoPE (no_rope_layers); the rest RoPE on halves; default base 2e6.',
  },
  gpt_oss: {
    follows: [
      'gpt_oss/configuration_gpt_oss.py:76 even layers sliding, odd layers full',
      'gpt_oss/configuration_gpt_oss.py:80-88 without rope_parameters: yarn ×32 from 4096, beta 32/1, not truncated',
      'gpt_oss/modeling_gpt_oss.py:277 scaling = head_dim**-0.5',
    ],
    summary: 'Alternating sliding (window 128) and full attention, RoPE on halves with yarn.',
  },
  gemma2: {
    follows: [
      'gemma2/configuration_gemma2.py:96 even layers sliding',
      'gemma2/modeling_gemma2.py:229 scaling = query_pre_attn_scalar**-0.5',
    ],
    summary: 'Alternating sliding and full attention, RoPE on halves; softmax scale query_pre_attn_scalar^-0.5.',
  },
  gemma3_text: {
    follows: [
      'gemma3/configuration_gemma3.py:109 sliding_window_pattern (default 6)',
      'gemma3/configuration_gemma3.py convert_rope_params_to_dict: rope_local_base_freq for sliding layers',
      'gemma3/modeling_gemma3.py:318 scaling = query_pre_attn_scalar**-0.5',
    ],
    summary:
      'Five sliding layers (base rope_local_base_freq) then one global (rope_theta, rope_scaling); softmax ' +
      'scale query_pre_attn_scalar^-0.5.',
  },
  gemma4_text: {
    follows: [
      'gemma4/configuration_gemma4.py:191 layer_types: every sixth layer full (the pattern is fixed, not read)',
      'gemma4/configuration_gemma4.py:197 the last layer forced to full_attention',
      'gemma4/configuration_gemma4.py:203-208 default ropes: sliding default 1e4, full proportional 0.25 at 1e6',
      'gemma4/configuration_gemma4.py:210-213 global_head_dim for full-attention layers (unless per_layer_config)',
      'gemma4/configuration_gemma4.py:236 rope_theta and rope_scaling are not converted',
      'gemma4/modeling_gemma4.py scaling = 1.0 (q and k normalised)',
    ],
    summary:
      'Five sliding layers then one global, the last layer always global; global layers have ' +
      'global_head_dim-wide heads and proportional RoPE; softmax scale 1 (q and k are normalised).',
  },
  deepseek_v2: {
    follows: [
      'deepseek_v2/modeling_deepseek_v2.py:272 view_as_complex: adjacent pairs',
      'deepseek_v2/modeling_deepseek_v2.py:283 yarn_get_mscale: softmax scale times mscale²',
    ],
    summary:
      'Multi-head latent attention: each head is qk_nope_head_dim values without rope, then qk_rope_head_dim ' +
      'rotated (adjacent pairs); softmax scale (qk_nope + qk_rope)^-0.5 · mscale² under yarn with ' +
      'mscale_all_dim.',
  },
  deepseek_v3: {
    follows: [
      'deepseek_v3/modeling_deepseek_v3.py rope_interleave: de-interleaved before rotate_half (pairs)',
      'deepseek_v3/modeling_deepseek_v3.py:279 yarn_apply_mscale: softmax scale times mscale² (mscale_all_dim)',
    ],
    summary:
      'Multi-head latent attention: each head is qk_nope_head_dim values without rope, then qk_rope_head_dim ' +
      'rotated (adjacent pairs); softmax scale (qk_nope + qk_rope)^-0.5 · mscale² under yarn with ' +
      'mscale_all_dim.',
  },
  llama4_text: {
    follows: [
      'llama4/configuration_llama4.py:179 no_rope_layers from no_rope_layer_interval (1 = uses rope)',
      'llama4/configuration_llama4.py:198 chunked_attention on rope layers when attention_chunk_size is set',
      'llama4/modeling_llama4.py:238 view_as_complex: adjacent pairs',
      'llama4/modeling_llama4.py:323 attn_temperature_tuning on NoPE layers (:326 use_rope = no_rope_layers[i])',
    ],
    summary:
      'Every fourth layer NoPE with full attention and a query temperature; the others chunked attention ' +
      '(attention_chunk_size) with RoPE on adjacent pairs (complex multiplication).',
  },
  qwen2_vl_text: {
    follows: [
      'qwen2_vl/configuration_qwen2_vl.py:128 rope type mrope is the default rope plus mrope_section',
      'qwen2_vl/modeling_qwen2_vl.py:180 apply_multimodal_rotary_pos_emb: mrope_section chunks for t, h, w',
      'qwen2_vl/modeling_qwen2_vl.py:488 head_dim = hidden_size // num_heads',
    ],
    summary:
      'Text model of Qwen2-VL: Qwen2 layers; M-RoPE with mrope_section frequency pairs for time, height, width, ' +
      'in that order.',
  },
  qwen2_5_vl_text: {
    follows: [
      'qwen2_5_vl/configuration_qwen2_5_vl.py:151 rope type mrope is the default rope plus mrope_section',
      'qwen2_5_vl/modeling_qwen2_5_vl.py:557 apply_multimodal_rotary_pos_emb: mrope_section chunks for t, h, w',
      'qwen2_5_vl/modeling_qwen2_5_vl.py:621 head_dim = hidden_size // num_heads',
    ],
    summary:
      'Text model of Qwen2.5-VL: Qwen2 layers; M-RoPE with mrope_section frequency pairs for time, height, ' +
      'width, in that order.',
  },
  cohere2: {
    follows: [
      'cohere2/configuration_cohere2.py:93 head_dim = hidden_size // num_attention_heads, always',
      'cohere2/configuration_cohere2.py:98 sliding_window_pattern (default 4): every fourth layer full',
      'cohere2/modeling_cohere2.py:89 repeat_interleave: adjacent pairs',
      'cohere2/modeling_cohere2.py:229 rope only on sliding layers',
    ],
    summary:
      'Three sliding layers with RoPE on adjacent pairs, then one full-attention layer with no positions ' + '(NoPE).',
  },
  exaone4: {
    follows: [
      'exaone4/configuration_exaone4.py:104 layer_types: every sliding_window_pattern-th layer full',
      'exaone4/modeling_exaone4.py:241 rope when sliding_window is None or the layer slides',
      'exaone4/modeling_exaone4.py:124 rotate_half',
    ],
    summary:
      'With sliding_window: three sliding layers with RoPE on halves, then one global layer with no positions; ' +
      'without it, every layer full attention with RoPE.',
  },
  olmo3: {
    follows: [
      'olmo3/configuration_olmo3.py:94 three sliding layers, then one full',
      'olmo3/configuration_olmo3.py:112 rope_scaling applies to full-attention layers only',
      'olmo3/configuration_olmo3.py:119 sliding layers keep the default rope',
      'olmo3/modeling_olmo3.py:277 one rope per layer type',
    ],
    summary:
      'Three sliding layers then one full; full layers get rope_scaling (yarn), sliding layers plain RoPE; ' +
      'halves.',
  },
  qwen3_next: {
    follows: [
      'qwen3_next/configuration_qwen3_next.py:132 full_attention_interval (default 4): the rest linear attention',
      'qwen3_next/configuration_qwen3_next.py:129 partial_rotary_factor defaults to 0.25',
      'qwen3_next/modeling_qwen3_next.py:185 rope on the first rotary_dim values, rotate_half',
      'qwen3_next/modeling_qwen3_next.py:808 linear_attention layers: Gated DeltaNet, no positions',
    ],
    summary:
      'Three Gated DeltaNet (linear attention) layers with no positions, then one full-attention layer that ' +
      'rotates the first quarter of each head (halves).',
  },
  gemma3: {
    follows: ['gemma3/configuration_gemma3.py Gemma3Config.text_config: Gemma3TextConfig'],
    summary: 'Gemma 3 with vision: its text_config read as gemma3_text.',
  },
  gemma4: {
    follows: ['gemma4/configuration_gemma4.py Gemma4Config.text_config: Gemma4TextConfig'],
    summary: 'Gemma 4 with vision and audio: its text_config read as gemma4_text.',
  },
  llama4: {
    follows: ['llama4/configuration_llama4.py Llama4Config.text_config: Llama4TextConfig'],
    summary: 'Llama 4 with vision: its text_config read as llama4_text.',
  },
  qwen2_vl: {
    follows: ['qwen2_vl/configuration_qwen2_vl.py Qwen2VLConfig.text_config: Qwen2VLTextConfig'],
    summary:
      'Qwen2-VL: its text_config read as qwen2_vl_text (a config without text_config keeps the text keys at the ' +
      'top).',
  },
  qwen2_5_vl: {
    follows: ['qwen2_5_vl/configuration_qwen2_5_vl.py Qwen2_5_VLConfig.text_config: Qwen2_5_VLTextConfig'],
    summary:
      'Qwen2.5-VL: its text_config read as qwen2_5_vl_text (a config without text_config keeps the text keys at ' +
      'the top).',
  },
  llava: {
    follows: ['llava/configuration_llava.py text_config: CONFIG_MAPPING[text_config.model_type], default llama'],
    summary: 'LLaVA: its text_config read as its own model_type (llama when it names none).',
  },
};
