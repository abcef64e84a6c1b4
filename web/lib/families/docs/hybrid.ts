// What modelFamilies() says of each family of ../hybrid.ts beyond its rules: the transformers lines its
// reading follows and its sentence in docs/models.md. Only model-families.ts imports it, so a bundle
// that reads configs without listing the table leaves the text out.

import type { FamilyDocs } from '../family.js';

export const HYBRID_DOCS: Readonly<Record<string, FamilyDocs>> = {
  minimax: {
    follows: [
      'minimax/configuration_minimax.py:126 layer_types: full_attention on even layers, linear_attention on odd',
      'minimax/modeling_minimax.py:542 linear_attention layers: Lightning attention, no positions',
      'minimax/configuration_minimax.py:63 default_theta 1e6',
      'minimax/modeling_minimax.py:297 default rope over the whole head_dim (partial_rotary_factor ignored)',
      'minimax/modeling_minimax.py:348 rotate_half: halves',
      'minimax/modeling_minimax.py:441 sliding_window on every softmax layer; 666 sliding mask when it is set',
      'minimax/modeling_minimax.py:400 scaling = head_dim**-0.5',
    ],
    summary:
      'Lightning (linear) attention on odd layers, no positions; softmax attention on even layers (sliding when ' +
      'sliding_window is set) with RoPE on halves over the whole head (default base 1e6).',
  },
  jamba: {
    follows: [
      'jamba/configuration_jamba.py:103 attention where i % attn_layer_period == attn_layer_offset (8, 4), else mamba',
      'jamba/configuration_jamba.py:110 layer_types: mamba layers are named linear_attention',
      'jamba/modeling_jamba.py:168 JambaAttention: no rotary embedding (NoPE)',
      'jamba/modeling_jamba.py:160 scaling = head_dim**-0.5',
    ],
    summary:
      'One attention layer in eight (attn_layer_period, attn_layer_offset) with no positions (NoPE); the rest ' +
      'Mamba.',
  },
  bamba: {
    follows: [
      'bamba/configuration_bamba.py:99 full_attention on attn_layer_indices, linear_attention (Mamba 2) elsewhere',
      'bamba/configuration_bamba.py:92 partial_rotary_factor = 0.5 whatever the config says (rope_parameters may keep its own under rope type default)',
      'bamba/modeling_bamba.py:83 default rope over int(head_dim · partial_rotary_factor)',
      'bamba/modeling_bamba.py:179 rotary_dim = cos.shape[-1], rotate_half on the first rotary_dim',
      'bamba/modeling_bamba.py:202 scaling = head_dim**-0.5',
    ],
    summary:
      'Attention on attn_layer_indices with RoPE on halves of the first half of each head; the other layers ' +
      'Mamba 2.',
  },
  falcon_h1: {
    follows: [
      'falcon_h1/configuration_falcon_h1.py:134 every layer "hybrid": Mamba 2 and attention in parallel (modeling_falcon_h1.py:914)',
      'falcon_h1/modeling_falcon_h1.py:102 default rope over the whole head_dim, cat(freqs, freqs): halves',
      'falcon_h1/modeling_falcon_h1.py:189 scaling = head_dim**-0.5',
      'falcon_h1/modeling_falcon_h1.py:219 keys multiplied by key_multiplier before the rope (part of k, not of the scale)',
    ],
    summary:
      'Every layer: a Mamba 2 mixer (no positions) in parallel with full attention, RoPE on halves over the ' +
      'whole head; keys carry key_multiplier.',
  },
  granitemoehybrid: {
    follows: [
      'granitemoehybrid/configuration_granitemoehybrid.py:107 layer_types default: every layer linear_attention (Mamba 2)',
      'granitemoehybrid/configuration_granitemoehybrid.py:109 legacy names mamba / attention remapped',
      'granitemoehybrid/modeling_granitemoehybrid.py:1049 rotary embedding only when position_embedding_type == "rope" (default None: NoPE)',
      'granitemoehybrid/modeling_granitemoehybrid.py:134 scaling = attention_multiplier (default 1)',
    ],
    summary:
      'Mamba 2 layers and attention layers as layer_types names them; attention is NoPE unless ' +
      'position_embedding_type is "rope" (then RoPE on halves); softmax scale attention_multiplier.',
  },
  zamba2: {
    follows: [
      'zamba2/configuration_zamba2.py:130 default layers_block_type: 54 entries, linear_attention (Mamba 2) and hybrid',
      'zamba2/configuration_zamba2.py:115 attention_head_dim = 2 * hidden_size // num_attention_heads, unless the config gives it (or head_dim, :71 attribute_map)',
      'zamba2/modeling_zamba2.py:316 rope only when use_mem_rope (default false: NoPE); 123 over the whole head',
      'zamba2/modeling_zamba2.py:250 scaling = (head_dim / 2) ** -0.5',
    ],
    summary:
      'Mamba 2 layers, and every few layers a shared attention block (heads 2·hidden/heads wide, softmax scale ' +
      '(head_dim/2)^-0.5) with RoPE on halves only when use_mem_rope.',
  },
  lfm2: {
    follows: [
      'lfm2/configuration_lfm2.py:87 layer_types default from full_attn_idxs (default: every layer full_attention), else conv',
      'lfm2/modeling_lfm2.py:395 conv layers: a short convolution, no positions',
      'lfm2/configuration_lfm2.py:56 default_theta 1e6',
      'lfm2/modeling_lfm2.py:167 rotate_half over the whole head',
      'lfm2/modeling_lfm2.py:219 scaling = head_dim**-0.5',
    ],
    summary:
      'Short-convolution blocks (no positions) and full-attention layers as layer_types names them; RoPE on ' +
      'halves over the whole head (default base 1e6).',
  },
  lfm2_moe: {
    follows: [
      'lfm2_moe/configuration_lfm2_moe.py:83 layer_types has no default: required',
      'lfm2_moe/modeling_lfm2_moe.py:480 conv layers: a short convolution, no positions',
      'lfm2_moe/configuration_lfm2_moe.py:57 default_theta 1e6',
      'lfm2_moe/modeling_lfm2_moe.py:252 rotate_half over the whole head',
      'lfm2_moe/modeling_lfm2_moe.py:304 scaling = head_dim**-0.5',
    ],
    summary:
      'Short-convolution blocks (no positions) and full-attention layers as layer_types names them; RoPE on ' +
      'halves over the whole head (default base 1e6).',
  },
  olmo_hybrid: {
    follows: [
      'olmo_hybrid/configuration_olmo_hybrid.py:126 default layer_types: every fourth layer full_attention, the rest linear_attention',
      'olmo_hybrid/modeling_olmo_hybrid.py:834 rotary embedding only when rope_parameters["rope_theta"] is not None (released checkpoints: null, NoPE)',
      'olmo_hybrid/modeling_olmo_hybrid.py:887 position embeddings only to full_attention layers',
      'olmo_hybrid/modeling_olmo_hybrid.py:278 default rope over the whole head_dim; 148 rotate_half',
      'olmo_hybrid/modeling_olmo_hybrid.py:176 scaling = head_dim**-0.5',
    ],
    summary:
      'Three Gated DeltaNet (linear attention) layers, then one full-attention layer: NoPE when rope_theta is ' +
      'null (the released checkpoints), else RoPE on halves over the whole head.',
  },
  qwen3_5_text: {
    follows: [
      'qwen3_5/configuration_qwen3_5.py:115 layer_types: every full_attention_interval-th (4) layer full, the rest Gated DeltaNet',
      'qwen3_5/configuration_qwen3_5.py:111 partial_rotary_factor defaults to 0.25',
      'qwen3_5/modeling_qwen3_5.py:142 apply_interleaved_mrope on every full-attention layer',
    ],
  },
  qwen3_5_moe_text: {
    follows: [
      'qwen3_5_moe/configuration_qwen3_5_moe.py:128 layer_types: every full_attention_interval-th (4) layer full, the rest Gated DeltaNet',
      'qwen3_5_moe/configuration_qwen3_5_moe.py:124 partial_rotary_factor defaults to 0.25',
      'qwen3_5_moe/modeling_qwen3_5_moe.py:143 apply_interleaved_mrope on every full-attention layer',
    ],
  },
  recurrent_gemma: {
    follows: [
      'recurrent_gemma/configuration_recurrent_gemma.py:100 block_types (recurrent, recurrent, attention) cycled over the layers',
      'recurrent_gemma/modeling_recurrent_gemma.py:479 recurrent: RG-LRU with a short convolution, no positions',
      'recurrent_gemma/configuration_recurrent_gemma.py:57 sliding_window is attention_window_size (default 2048); modeling_recurrent_gemma.py:265',
      'recurrent_gemma/configuration_recurrent_gemma.py:85 head_dim = hidden_size // num_attention_heads, always',
      'recurrent_gemma/modeling_recurrent_gemma.py:98 rope over the whole head_dim: the partial_rotary_factor (0.5) the config sets is not read at this commit',
      'recurrent_gemma/modeling_recurrent_gemma.py:221 scaling = head_dim**-0.5',
    ],
    summary:
      'Two RG-LRU recurrent blocks (no positions), then one local attention block over attention_window_size ' +
      'with RoPE on halves over the whole head (transformers ignores partial_rotary_factor here).',
  },
  hrm_text: {
    follows: [
      'hrm_text/configuration_hrm_text.py:116 num_hidden_layers = num_layers_per_stack · H_cycles · (L_cycles + 1): one entry per layer run',
      'hrm_text/modeling_hrm_text.py:500 slot(h, l, layer): every run is full attention with the same rope',
      'hrm_text/modeling_hrm_text.py:383 default rope over the whole head_dim; 114 rotate_half',
      'hrm_text/modeling_hrm_text.py:166 scaling = head_dim**-0.5',
      'hrm_text/modeling_hrm_text.py:480 token_type_ids == 1 (prefix_lm) make a bidirectional block: an input, not the config',
    ],
    summary:
      'Every layer run (num_layers_per_stack layers of two stacks, repeated H_cycles·(L_cycles+1) times): full ' +
      'attention, RoPE on halves over the whole head; a token_type_ids prefix attends both ways.',
  },
  zaya: {
    follows: [
      'zaya/configuration_zaya.py:96 layer_types default: every layer hybrid (hybrid_sliding: sliding_window)',
      'zaya/configuration_zaya.py:101 default ropes: hybrid base 5e6, hybrid_sliding base 1e4, partial_rotary_factor 0.5; 115 no flat form',
      "zaya/modeling_zaya.py:89 partial_rotary_factor from the layer type's rope only; 344 rotate_half on the first rotary_dim",
      'zaya/modeling_zaya.py:240 q and k come from a causal convolution over neighbouring tokens (CCA) before the rope',
      'zaya/modeling_zaya.py:368 scaling = head_dim**-0.5; 380 sliding_window on hybrid_sliding layers',
    ],
    summary:
      'Compressed convolutional attention (q, k from a short causal convolution), full (hybrid) or sliding ' +
      '(hybrid_sliding), RoPE on halves of the first half of each head; base 5e6 full, 1e4 sliding by default.',
  },
  step3p5: {
    follows: [
      'step3p7/configuration_step3p7.py:110 Step3p7TextConfig is model_type step3p5',
      'step3p7/configuration_step3p7.py:200 layer_types trimmed of num_nextn_predict_layers MTP entries; default all full_attention',
      'step3p7/configuration_step3p7.py:297 a saved per-type rope_parameters is kept; else 305 rope_theta and partial_rotary_factors (lists) read at the first layer of each type',
      'step3p7/configuration_step3p7.py:310 rope_scaling only on full_attention',
      "step3p7/modeling_step3p7.py:477 partial_rotary_factor from the layer type's rope; 662 rotate_half on the first rotary_dim",
      'step3p7/modeling_step3p7.py:688 scaling = query_pre_attn_scalar**-0.5 (default head_dim); 703 sliding_window on sliding layers',
    ],
    summary:
      'Full and sliding attention as layer_types names them, each type with its own base and rotated fraction ' +
      '(per-layer rope_theta and partial_rotary_factors lists); RoPE on halves; softmax scale ' +
      'query_pre_attn_scalar^-0.5.',
  },
  gemma3n_text: {
    follows: [
      'gemma3n/configuration_gemma3n.py:145 default layer_types: every fifth layer full, the rest sliding (sliding_window 512)',
      'gemma3n/configuration_gemma3n.py:196 full layers: rope_theta (1e6) and rope_scaling; 201 sliding: rope_local_base_freq (1e4)',
      'gemma3n/modeling_gemma3n.py:1572 default rope over the whole head_dim; 1160 rotate_half',
      'gemma3n/modeling_gemma3n.py:1174 scaling = 1.0 (q and k are normalised)',
      'gemma3n/modeling_gemma3n.py:1183 the last num_kv_shared_layers reuse the keys of the last earlier layer of their type: same rope',
    ],
    summary:
      'Four sliding layers (window 512, base rope_local_base_freq) then one full (rope_theta, rope_scaling), ' +
      'RoPE on halves over the whole head; softmax scale 1; the last layers share earlier keys of their type.',
  },
  longcat_flash: {
    follows: [
      'longcat_flash/modeling_longcat_flash.py:480 two MLA sublayers per layer (cache slots 2i, 2i+1); 594 num_hidden_layers = 2 · num_layers',
      'longcat_flash/configuration_longcat_flash.py:60 default_theta 1e7',
      'longcat_flash/modeling_longcat_flash.py:101 rope over config.head_dim (64), which must equal qk_rope_head_dim',
      'longcat_flash/modeling_longcat_flash.py:326 q[..., 0::2], q[..., 1::2]: adjacent pairs, on the last qk_rope_head_dim of each head',
      'longcat_flash/modeling_longcat_flash.py:380 scaling = (qk_nope + qk_rope)^-0.5 · mscale² under a scaled rope with mscale_all_dim',
      'longcat_flash/modeling_longcat_flash.py:382 q (both parts) and the compressed kv carry the LoRA scales: part of q and k, not of the scale',
    ],
    summary:
      'Multi-head latent attention twice per layer (2·num_layers entries): each head qk_nope_head_dim values ' +
      'without rope, then qk_rope_head_dim rotated (adjacent pairs); default base 1e7.',
  },
  nemotron_h: {
    follows: [
      'nemotron_h/configuration_nemotron_h.py:272 pattern M (Mamba 2), E (moe), * (attention), - (mlp)',
      'nemotron_h/modeling_nemotron_h.py:881 MIXER_TYPES: one mixer per block, moe and mlp blocks without attention',
      'nemotron_h/modeling_nemotron_h.py:827 NemotronHAttention: no rotary embedding',
    ],
  },
  diffusion_gemma_text: {
    follows: [
      'diffusion_gemma/modeling_diffusion_gemma.py:383 decoder attention is_causal = False',
      'diffusion_gemma/modeling_diffusion_gemma.py:281 encoder is_causal = use_bidirectional_attention != "all"',
    ],
  },
};
