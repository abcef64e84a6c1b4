// What modelFamilies() says of each family of ../dense-a.ts beyond its rules: the transformers lines its
// reading follows and its sentence in docs/models.md. Only model-families.ts imports it, so a bundle
// that reads configs without listing the table leaves the text out.

import type { FamilyDocs } from '../family.js';

export const DENSE_A_DOCS: Readonly<Record<string, FamilyDocs>> = {
  ministral: {
    follows: [
      'ministral/configuration_ministral.py:93 layer_types: all sliding_attention when sliding_window is set (default 4096), else all full',
      'ministral/modeling_ministral.py:145 head_dim = getattr(config, "head_dim", ...): the class default None fails',
      'ministral/modeling_ministral.py:155 sliding_window on sliding_attention layers',
      'ministral/modeling_ministral.py:329 cat((freqs, freqs)) with rotate_half: halves',
      'ministral/modeling_ministral.py:147 scaling = head_dim**-0.5',
    ],
    summary:
      'Every layer sliding attention over sliding_window (class default 4096; full when it is null) unless ' +
      'layer_types says which; RoPE on halves of the whole head.',
  },
  qwen2_moe: {
    follows: [
      'qwen2_moe/configuration_qwen2_moe.py:111 sliding_window = sliding_window if use_sliding_window else 0',
      'qwen2_moe/configuration_qwen2_moe.py:113 layer_types: sliding when (i + 1) % 2 and i < max_window_layers and use_sliding_window',
      'qwen2_moe/modeling_qwen2_moe.py:234 sliding_window on sliding_attention layers',
      'qwen2_moe/modeling_qwen2_moe.py:123 cat((freqs, freqs)) with rotate_half: halves',
      'qwen2_moe/modeling_qwen2_moe.py:226 scaling = head_dim**-0.5',
    ],
    summary:
      'Full attention, or with use_sliding_window sliding attention on the even-numbered layers below ' +
      'max_window_layers (default 28); RoPE on halves of the whole head.',
  },
  qwen3: {
    follows: [
      'qwen3/configuration_qwen3.py:87 sliding_window = sliding_window if use_sliding_window else None',
      'qwen3/configuration_qwen3.py:92 layer_types: sliding from max_window_layers (default 28) on',
      'qwen3/modeling_qwen3.py:239 sliding_window on sliding_attention layers',
      'qwen3/modeling_qwen3.py:133 cat((freqs, freqs)) with rotate_half: halves',
      'qwen3/modeling_qwen3.py:221 scaling = head_dim**-0.5 (head_dim default 128)',
    ],
    summary:
      'Full attention, or with use_sliding_window sliding attention from max_window_layers on; RoPE on halves ' +
      'of the whole head (head_dim default 128).',
  },
  qwen3_moe: {
    follows: [
      'qwen3_moe/configuration_qwen3_moe.py:115 sliding_window = sliding_window if use_sliding_window else None',
      'qwen3_moe/modeling_qwen3_moe.py:149 every layer takes config.sliding_window (layer_types is not read)',
      'qwen3_moe/modeling_qwen3_moe.py:483 sliding-window mask when sliding_window is set',
      'qwen3_moe/modeling_qwen3_moe.py:431 cat((freqs, freqs)) with rotate_half: halves',
    ],
    summary:
      'Every layer full attention, or every layer sliding when use_sliding_window is true (layer_types and ' +
      'max_window_layers are not read); RoPE on halves of the whole head.',
  },
  granite: {
    follows: [
      'granite/modeling_granite.py:124 scaling = config.attention_multiplier (default 1.0)',
      'granite/modeling_granite.py:352 cat((freqs, freqs)) with rotate_half: halves',
    ],
    summary:
      'Every layer full attention, RoPE on halves of the whole head; softmax scale attention_multiplier ' +
      '(default 1).',
  },
  granitemoe: {
    follows: [
      'granitemoe/modeling_granitemoe.py:283 scaling = config.attention_multiplier (default 1.0)',
      'granitemoe/modeling_granitemoe.py:117 cat((freqs, freqs)) with rotate_half: halves',
    ],
    summary:
      'Every layer full attention, RoPE on halves of the whole head; softmax scale attention_multiplier ' +
      '(default 1).',
  },
  granitemoeshared: {
    follows: [
      'granitemoeshared/modeling_granitemoeshared.py:276 scaling = config.attention_multiplier (default 1.0)',
      'granitemoeshared/modeling_granitemoeshared.py:464 cat((freqs, freqs)) with rotate_half: halves',
    ],
    summary:
      'Every layer full attention, RoPE on halves of the whole head; softmax scale attention_multiplier ' +
      '(default 1).',
  },
  granite_swa: {
    follows: [
      'granite_swa/configuration_granite_swa.py:105 layer_types: layer i full when i % 4 == 0, else sliding (window 128)',
      'granite_swa/modeling_granite_swa.py:133 scaling = config.attention_multiplier',
      'granite_swa/modeling_granite_swa.py:404 one rotary embedding per non-zero layer_rope_theta: {**rope_parameters, "rope_theta": theta}',
      'granite_swa/modeling_granite_swa.py:463 layer_rope_theta[i] == 0: no rope (NoPE)',
      'granite_swa/modeling_granite_swa.py cat((freqs, freqs)) with rotate_half: halves; a learnable sink logit per head (not positional)',
    ],
    summary:
      'Layer 0 and every fourth layer full attention, the others sliding (window 128); each layer rotates ' +
      'halves with its own base layer_rope_theta[i] (0: NoPE; default rope_theta); softmax scale ' +
      'attention_multiplier.',
  },
  granitemoe_swa: {
    follows: [
      'granitemoe_swa/configuration_granitemoe_swa.py:117 layer_types: layer i full when i % 4 == 0, else sliding (window 128)',
      'granitemoe_swa/modeling_granitemoe_swa.py:217 scaling = config.attention_multiplier',
      'granitemoe_swa/modeling_granitemoe_swa.py:515 one rotary embedding per non-zero layer_rope_theta: {**rope_parameters, "rope_theta": theta}',
      'granitemoe_swa/modeling_granitemoe_swa.py:574 layer_rope_theta[i] == 0: no rope (NoPE)',
      'granitemoe_swa/modeling_granitemoe_swa.py cat((freqs, freqs)) with rotate_half: halves; a learnable sink logit per head (not positional)',
    ],
    summary:
      'Layer 0 and every fourth layer full attention, the others sliding (window 128); each layer rotates ' +
      'halves with its own base layer_rope_theta[i] (0: NoPE; default rope_theta); softmax scale ' +
      'attention_multiplier.',
  },
  helium: {
    follows: [
      'helium/modeling_helium.py:203 cos[..., :half].repeat_interleave(2): adjacent pairs',
      'helium/modeling_helium.py:174 rotate_half on x[..., 0::2], x[..., 1::2]',
      'helium/configuration_helium.py:42 default_theta 100000',
      'helium/modeling_helium.py:221 scaling = 1 / sqrt(head_dim) (head_dim default 128)',
    ],
    summary: 'Every layer full attention, RoPE on adjacent pairs (interleaved) of the whole head (default base 1e5).',
  },
  apertus: {
    follows: [
      'apertus/configuration_apertus.py:88 no rope_parameters: llama3 scaling, rope_theta 12e6, factor 8, original 8192',
      'apertus/configuration_apertus.py:47 default_theta 12e6',
      'apertus/modeling_apertus.py:130 cat((freqs, freqs)) with rotate_half: halves',
      'apertus/modeling_apertus.py:217 scaling = head_dim**-0.5',
    ],
    summary:
      'Every layer full attention, RoPE on halves of the whole head; without rope_parameters or rope_scaling ' +
      'the class gives llama3 scaling (base 1.2e7, factor 8, original 8192).',
  },
  arcee: {
    follows: [
      'arcee/configuration_arcee.py:84 head_dim = hidden_size // num_attention_heads when None',
      'arcee/modeling_arcee.py:135 cat((freqs, freqs)) with rotate_half: halves',
      'arcee/modeling_arcee.py:222 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer full attention, RoPE on halves of the whole head.',
  },
  bitnet: {
    follows: [
      'bitnet/configuration_bitnet.py:42 default_theta 500000',
      'bitnet/modeling_bitnet.py:314 cat((freqs, freqs)) with rotate_half: halves',
      'bitnet/modeling_bitnet.py:161 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer full attention, RoPE on halves of the whole head (default base 500000).',
  },
  mellum: {
    follows: [
      'mellum/configuration_mellum.py:113 layer_types default: all full_attention',
      'mellum/configuration_mellum.py:118 rope_parameters default: full 500000, sliding 10000 (default ropes)',
      'mellum/configuration_mellum.py:128 convert_rope_params_to_dict returns kwargs: no rope_scaling / rope_theta conversion',
      'mellum/modeling_mellum.py:55 one rope per layer type, rope_parameters[layer_type]["rope_type"]',
      'mellum/modeling_mellum.py:88 partial_rotary_factor from rope_parameters[layer_type]',
      'mellum/modeling_mellum.py:239 sliding_window on sliding_attention layers',
      'mellum/modeling_mellum.py:113 cat((freqs, freqs)) with rotate_half: halves',
    ],
    summary:
      'layer_types says which layers slide (window sliding_window); each layer type has its own rope from ' +
      'rope_parameters[type] (default full 5e5, sliding 1e4), RoPE on halves.',
  },
  seed_oss: {
    follows: [
      'seed_oss/modeling_seed_oss.py:162 head_dim = config.head_dim (default 128)',
      'seed_oss/modeling_seed_oss.py:340 cat((freqs, freqs)) with rotate_half: halves',
      'seed_oss/modeling_seed_oss.py:166 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer full attention, RoPE on halves of the whole head.',
  },
  olmo: {
    follows: [
      'olmo/modeling_olmo.py:126 cat((freqs, freqs)) with rotate_half: halves',
      'olmo/modeling_olmo.py:213 scaling = head_dim**-0.5',
      'olmo/modeling_olmo.py:386 create_causal_mask',
    ],
    summary: 'Every layer full attention, RoPE on halves of the whole head.',
  },
  olmo2: {
    follows: [
      'olmo2/modeling_olmo2.py:118 cat((freqs, freqs)) with rotate_half: halves',
      'olmo2/modeling_olmo2.py:205 scaling = head_dim**-0.5',
      'olmo2/modeling_olmo2.py:390 create_causal_mask',
    ],
    summary: 'Every layer full attention, RoPE on halves of the whole head.',
  },
  olmoe: {
    follows: [
      'olmoe/modeling_olmoe.py:478 create_causal_mask: no sliding mask',
      'olmoe/modeling_olmoe.py:279 sliding_window=getattr(config, "sliding_window", None) reaches flash attention only',
      'olmoe/modeling_olmoe.py:114 cat((freqs, freqs)) with rotate_half: halves',
    ],
    summary: 'Every layer full attention, RoPE on halves of the whole head.',
  },
  flex_olmo: {
    follows: [
      'flex_olmo/configuration_flex_olmo.py:51 default_theta 500000',
      'flex_olmo/modeling_flex_olmo.py:114 cat((freqs, freqs)) with rotate_half: halves',
      'flex_olmo/modeling_flex_olmo.py:473 create_causal_mask',
    ],
    summary: 'Every layer full attention, RoPE on halves of the whole head (default base 500000).',
  },
  cohere: {
    follows: [
      'cohere/modeling_cohere.py:115 repeat_interleave(freqs, 2): adjacent pairs',
      'cohere/modeling_cohere.py:175 rotate_half on x[..., ::2], x[..., 1::2]',
      'cohere/configuration_cohere.py:51 default_theta 500000',
      'cohere/modeling_cohere.py:220 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer full attention, RoPE on adjacent pairs (interleaved) of the whole head (default base 5e5).',
  },
  cohere2_moe: {
    follows: [
      'cohere2_moe/configuration_cohere2_moe.py:138 first_k_dense_replace dense layers use prefix_dense_sliding_window_pattern (default 1: all full)',
      'cohere2_moe/configuration_cohere2_moe.py:147 the rest: every sliding_window_pattern-th (default 4) full, the others sliding',
      'cohere2_moe/configuration_cohere2_moe.py:134 standardize_rope_params from rope_theta only: the rope_scaling field is never read',
      'cohere2_moe/modeling_cohere2_moe.py:299 force_rope: dense-MLP layers when prefix_dense_sliding_window_pattern == 1',
      'cohere2_moe/modeling_cohere2_moe.py:319 rope on sliding layers and force_rope layers; other full layers NoPE',
      'cohere2_moe/modeling_cohere2_moe.py:451 repeat_interleave(freqs, 2): adjacent pairs',
    ],
    summary:
      'Three sliding layers with RoPE on adjacent pairs, then one full-attention layer with no positions ' +
      '(NoPE); the first_k_dense_replace dense layers are full attention with RoPE (prefix pattern 1); ' +
      'rope_scaling is not read.',
  },
  glm: {
    follows: [
      'glm/configuration_glm.py:77 partial_rotary_factor defaults to 0.5',
      'glm/modeling_glm.py:191 cos[..., :half].repeat_interleave(2): adjacent pairs',
      'glm/modeling_glm.py:162 rotate_half on x[..., 0::2], x[..., 1::2]',
      'glm/modeling_glm.py:195 rope on the first rotary_dim = cos.shape[-1] values',
      'glm/modeling_glm.py:218 scaling = head_dim**-0.5',
    ],
    summary:
      'Every layer full attention, RoPE on adjacent pairs of the first half of each head ' +
      '(partial_rotary_factor, default 0.5).',
  },
  glm4: {
    follows: [
      'glm4/configuration_glm4.py:77 partial_rotary_factor defaults to 0.5',
      'glm4/modeling_glm4.py:179 cos[..., :half].repeat_interleave(2): adjacent pairs',
      'glm4/modeling_glm4.py:150 rotate_half on x[..., 0::2], x[..., 1::2]',
      'glm4/modeling_glm4.py:183 rope on the first rotary_dim = cos.shape[-1] values',
      'glm4/modeling_glm4.py:206 scaling = head_dim**-0.5',
    ],
    summary:
      'Every layer full attention, RoPE on adjacent pairs of the first half of each head ' +
      '(partial_rotary_factor, default 0.5).',
  },
  glm4_moe: {
    follows: [
      'glm4_moe/configuration_glm4_moe.py:123 partial_rotary_factor defaults to 0.5',
      'glm4_moe/modeling_glm4_moe.py:142 rotate_half on the two halves',
      'glm4_moe/modeling_glm4_moe.py:171 rope on the first rotary_dim = cos.shape[-1] values',
      'glm4_moe/modeling_glm4_moe.py:194 scaling = head_dim**-0.5',
    ],
    summary:
      'Every layer full attention, RoPE on halves of the first half of each head (partial_rotary_factor, ' +
      'default 0.5).',
  },
  glm4_moe_lite: {
    follows: [
      'glm4_moe_lite/configuration_glm4_moe_lite.py:80 head_dim is qk_rope_head_dim (attribute_map)',
      'glm4_moe_lite/modeling_glm4_moe_lite.py:317 q split into qk_nope_head_dim values, then qk_rope_head_dim rotated',
      'glm4_moe_lite/modeling_glm4_moe_lite.py:328 rope_interleave (default true): pairs (x0, x1), (x2, x3)...',
      'glm4_moe_lite/modeling_glm4_moe_lite.py:280 scaling = (qk_nope + qk_rope)^-0.5 · mscale² with mscale_all_dim',
    ],
    summary:
      'Multi-head latent attention: each head is qk_nope_head_dim values without rope, then qk_rope_head_dim ' +
      'rotated (adjacent pairs with rope_interleave, else halves); softmax scale (qk_nope + qk_rope)^-0.5, ' +
      'times mscale² under yarn.',
  },
  gemma: {
    follows: [
      'gemma/modeling_gemma.py:237 scaling = head_dim**-0.5 (no query_pre_attn_scalar in Gemma 1)',
      'gemma/modeling_gemma.py:150 cat((freqs, freqs)) with rotate_half: halves',
      'gemma/modeling_gemma.py:239 use_bidirectional_attention: is_causal false, but the mask stays causal (line 413)',
    ],
    summary:
      'Every layer full attention, RoPE on halves of the whole head (head_dim default 256); softmax scale ' +
      'head_dim^-0.5.',
  },
  vaultgemma: {
    follows: [
      'vaultgemma/configuration_vaultgemma.py:94 layer_types default: even layers sliding, odd layers full',
      'vaultgemma/modeling_vaultgemma.py:189 sliding_window on sliding_attention layers',
      'vaultgemma/modeling_vaultgemma.py:172 scaling = query_pre_attn_scalar**-0.5 (default 256)',
      'vaultgemma/modeling_vaultgemma.py:322 cat((freqs, freqs)) with rotate_half: halves; logits soft-capped (not positional)',
    ],
    summary:
      'layer_types (published: every layer full; class default: sliding and full alternating, window 4096); ' +
      'RoPE on halves; softmax scale query_pre_attn_scalar^-0.5.',
  },
  ministral3: {
    follows: [
      'ministral3/modeling_ministral3.py:105 get_llama_4_attn_scale: 1 + beta * log(1 + floor(position_ids / original_max))',
      'ministral3/modeling_ministral3.py:146 query_states *= that scale on every layer',
    ],
  },
  nanochat: {
    follows: ['nanochat/modeling_nanochat.py:180 rotate_half: cat((x2, -x1))'],
  },
};
