// What modelFamilies() says of each family of ../latent.ts beyond its rules: the transformers lines its
// reading follows and its sentence in docs/models.md. Only model-families.ts imports it, so a bundle
// that reads configs without listing the table leaves the text out.

import type { FamilyDocs } from '../family.js';

export const LATENT_DOCS: Readonly<Record<string, FamilyDocs>> = {
  axk1: {
    follows: [
      'axk1/configuration_axk1.py:121 head_dim = qk_rope_head_dim (the rotary width)',
      'axk1/modeling_axk1.py:471 rope_interleave (default true; null is false): apply_rotary_pos_emb_interleave, adjacent pairs (:370)',
      'axk1/modeling_axk1.py:480 query = cat(q_pass, q_rot): the rotated slice is the last',
      'axk1/modeling_axk1.py:424 scaling = yarn_apply_mscale(rope_parameters, qk_head_dim^-0.5)',
    ],
    summary:
      'DeepSeek-V3 layers (A.X-K1): multi-head latent attention, each head qk_nope_head_dim values without rope ' +
      'then qk_rope_head_dim rotated in adjacent pairs (halves when rope_interleave is false); softmax scale ' +
      '(qk_nope + qk_rope)^-0.5 · mscale² when mscale_all_dim is set.',
  },
  minicpm3: {
    follows: [
      'minicpm3/configuration_minicpm3.py:120 head_dim = qk_rope_head_dim (the rotary width)',
      'minicpm3/configuration_minicpm3.py:126 v_head_dim defaults to hidden_size // num_attention_heads',
      'minicpm3/modeling_minicpm3.py:338 apply_rotary_pos_emb: rotate_half on halves (:210)',
      'minicpm3/modeling_minicpm3.py:344 query = cat(q_pass, q_rot): the rotated slice is the last',
      'minicpm3/modeling_minicpm3.py:290 scaling = yarn_apply_mscale(rope_parameters, qk_head_dim^-0.5)',
    ],
    summary:
      'Multi-head latent attention with RoPE on halves: each head qk_nope_head_dim values without rope then ' +
      'qk_rope_head_dim rotated (rotate_half); softmax scale (qk_nope + qk_rope)^-0.5 · mscale² when ' +
      'mscale_all_dim is set.',
  },
  kimi_k25: {
    follows: [
      'kimi_k25/configuration_kimi_k25.py:83 text_config read as deepseek_v3 when its model_type is absent or kimi_k2 (:85)',
      'kimi_k25/modeling_kimi_k25.py:591 language_model = AutoModel.from_config(text_config)',
    ],
    summary: "Kimi K2.5's text model is DeepSeek-V3 (text_config, model_type kimi_k2 read as deepseek_v3).",
  },
  blt_local_encoder: {
    follows: [
      'blt/modeling_blt.py:290 head_dim = hidden_size // num_attention_heads, always',
      'blt/modeling_blt.py:136 repeat_interleave(freqs, 2) with the pair rotate_half (:249): adjacent pairs',
      'blt/configuration_blt.py:39 default_theta 500000; cross-attention to patches is a separate module (modeling_blt.py:639)',
    ],
    summary:
      "BLT's local encoder (encoder_config; byte positions): every layer causal full attention with RoPE on " +
      'adjacent pairs over the whole head.',
  },
  blt_local_decoder: {
    follows: [
      'blt/modeling_blt.py:290 head_dim = hidden_size // num_attention_heads, always',
      'blt/modeling_blt.py:136 repeat_interleave(freqs, 2) with the pair rotate_half (:249): adjacent pairs',
      'blt/configuration_blt.py:77 default_theta 500000; cross-attention to patches is a separate module before the layer',
    ],
    summary:
      "BLT's local decoder (decoder_config; byte positions): every layer causal full attention with RoPE on " +
      'adjacent pairs over the whole head.',
  },
  blt_global_transformer: {
    follows: [
      'blt/modeling_blt.py:290 head_dim = hidden_size // num_attention_heads, always',
      'blt/modeling_blt.py:136 repeat_interleave(freqs, 2) with the pair rotate_half (:249): adjacent pairs',
      'blt/configuration_blt.py:111 default_theta 500000; modeling_blt.py:1267 position ids arange over patches',
    ],
    summary:
      "BLT's global transformer (global_config; positions are patch indices): every layer causal full attention " +
      'with RoPE on adjacent pairs over the whole head.',
  },
  blt_patcher: {
    follows: [
      'blt/modeling_blt.py:290 head_dim = hidden_size // num_attention_heads, always',
      'blt/modeling_blt.py:136 repeat_interleave(freqs, 2) with the pair rotate_half (:249): adjacent pairs',
      'blt/configuration_blt.py:138 no default_theta: rope_theta 10000 when absent',
    ],
    summary:
      "BLT's entropy patcher (patcher_config; byte positions): every layer causal full attention with RoPE on " +
      'adjacent pairs over the whole head.',
  },
  chameleon: {
    follows: [
      'chameleon/modeling_chameleon.py:272 head_dim = hidden_size // num_attention_heads, always',
      'chameleon/modeling_chameleon.py:139 cat(freqs, freqs) with rotate_half: halves',
    ],
    summary: 'Every layer (text and image tokens in one sequence): full attention, RoPE on halves over the whole head.',
  },
  emu3: {
    follows: ['emu3/configuration_emu3.py text_config is an Emu3TextConfig (model_type emu3_text_model)'],
    summary: "Emu3's text model (text_config), read as emu3_text_model.",
  },
  emu3_text_model: {
    follows: [
      'emu3/configuration_emu3.py:98 default_theta 1000000',
      'emu3/modeling_emu3.py:138 head_dim = getattr(config, "head_dim", hidden_size // num_attention_heads)',
      'emu3/modeling_emu3.py:1179 cat(freqs, freqs) with rotate_half: halves',
    ],
    summary: 'Llama layers: every layer full attention, RoPE on halves; rope_theta defaults to 1000000.',
  },
  csm: {
    follows: [
      'csm/configuration_csm.py:124 default_theta 500000; :181 head_dim defaults to hidden_size // num_attention_heads',
      'csm/modeling_csm.py:663 CsmBackboneModel: Llama layers over frame positions (:715)',
      'csm/modeling_csm.py:170 cat(freqs, freqs) with rotate_half: halves',
    ],
    summary:
      "CSM's backbone (the top-level keys): Llama layers over frames, full attention, RoPE on halves; its depth " +
      'decoder (depth_decoder_config) is csm_depth_decoder_model.',
  },
  csm_depth_decoder_model: {
    follows: [
      'csm/configuration_csm.py:53 default_theta 500000; :84 head_dim defaults to hidden_size // num_attention_heads',
      "csm/modeling_csm.py:464 position ids are the codebook's index within the frame (0 .. num_codebooks)",
      'csm/modeling_csm.py:170 cat(freqs, freqs) with rotate_half: halves',
    ],
    summary:
      "CSM's depth decoder: Llama layers over the codebooks of one frame (positions 0 .. num_codebooks), full " +
      'attention, RoPE on halves.',
  },
  dia: {
    follows: ['dia/configuration_dia.py:164 get_text_config returns decoder_config; modeling_dia.py:654 DiaDecoder'],
    summary: "Dia's decoder (decoder_config), read as dia_decoder: its causal self-attention.",
  },
  dia_decoder: {
    follows: [
      'dia/configuration_dia.py:67 head_dim defaults to 128',
      'dia/modeling_dia.py:498 self_attention causal, :608 create_causal_mask',
      'dia/modeling_dia.py:191 cat(freqs, freqs) with rotate_half: halves',
      'dia/modeling_dia.py:281 scaling = 1',
    ],
    summary:
      'Every decoder layer: causal self-attention with RoPE on halves and softmax scale 1 (then cross-attention ' +
      'to the text encoder, without positions).',
  },
  t5gemma: {
    follows: ['t5gemma/configuration_t5gemma.py:157 decoder module (is_decoder = True): its self-attention is read'],
    summary: "T5Gemma's decoder (the decoder key), read as t5_gemma_module: its causal self-attention.",
  },
  t5_gemma_module: {
    follows: [
      't5gemma/configuration_t5gemma.py:98 layer_types: even layers sliding, odd layers full',
      't5gemma/modeling_t5gemma.py:247 is_causal = config.is_decoder (encoders are refused)',
      't5gemma/modeling_t5gemma.py:775 sliding layers: create_sliding_window_causal_mask',
      't5gemma/modeling_t5gemma.py:147 cat(freqs, freqs) with rotate_half: halves',
      't5gemma/modeling_t5gemma.py:244 scaling = query_pre_attn_scalar^-0.5',
    ],
    summary:
      'T5Gemma decoder module: sliding and full causal self-attention alternate (Gemma 2), RoPE on halves, ' +
      'softmax scale query_pre_attn_scalar^-0.5; an encoder module (is_decoder false) is refused, its attention ' +
      'being bidirectional.',
  },
  muse_glimmer: {
    follows: ['muse_glimmer/configuration_muse_glimmer.py:205 text_config is a MuseGlimmerTextConfig'],
    summary: "Muse Glimmer's text model (text_config), read as muse_glimmer_text.",
  },
  muse_glimmer_text: {
    follows: [
      'muse_glimmer/configuration_muse_glimmer.py:143 layer_types: full when (num_hidden_layers - 1 - i) % 4 == 0, else sliding',
      'muse_glimmer/configuration_muse_glimmer.py:152 layer_rope_theta: 0 (NoPE) on the same layers',
      'muse_glimmer/modeling_muse_glimmer.py:523 a layer rotates when layer_rope_theta[i] is non-zero; its value is not used as the base',
      'muse_glimmer/modeling_muse_glimmer.py:209 cat(freqs, freqs) with rotate_half: halves',
      'muse_glimmer/modeling_muse_glimmer.py:341 q multiplied by qk_scale_factor after its norm: scale head_dim^-0.5 · qk_scale_factor (:302)',
    ],
    summary:
      'Three sliding layers with RoPE on halves, then one full-attention layer with no positions, counted back ' +
      'from the last layer (layer_rope_theta 0 marks NoPE); softmax scale head_dim^-0.5 · qk_scale_factor.',
  },
  deepseek_v32: {
    follows: [
      'deepseek_v32/modeling_deepseek_v32.py:256 the indexer returns the top-k token indices',
      'deepseek_v32/modeling_deepseek_v32.py:463 the other keys are masked out of the attention',
    ],
  },
  axk2: {
    follows: [
      'axk2/modeling_axk2.py:290 the indexer returns the top-k token indices',
      'axk2/modeling_axk2.py:642 the other keys are masked out',
    ],
  },
  glm_moe_dsa: {
    follows: [
      'glm_moe_dsa/modeling_glm_moe_dsa.py:255 the indexer returns the top-k token indices',
      'glm_moe_dsa/modeling_glm_moe_dsa.py:442 the other keys are masked out',
    ],
  },
  deepseek_v4: {
    follows: [
      'deepseek_v4/modeling_deepseek_v4.py:668 compressed entries rotated at positions w · compress_rate',
      'deepseek_v4/modeling_deepseek_v4.py:813 kv rotated; :859 output rotated by -sin',
    ],
  },
  mistral4: {
    follows: [
      'mistral4/modeling_mistral4.py:371 get_llama_4_attn_scale',
      'mistral4/modeling_mistral4.py:479 applied to q',
    ],
  },
  moshi: {
    follows: [
      'moshi/modeling_moshi.py:857 create_causal_mask',
      'moshi/modeling_moshi.py:869 DynamicCache(config=self.config)',
    ],
  },
  dia_encoder: {
    follows: ['dia/modeling_dia.py:409 DiaSelfAttention(is_causal=False)'],
  },
  t5gemma2: {
    follows: ['t5gemma2/modeling_t5gemma2.py:415 key_states = cat(self keys, cross keys)'],
  },
  t5gemma2_decoder: {
    follows: ['t5gemma2/modeling_t5gemma2.py:415 key_states = cat(self keys, cross keys)'],
  },
  muse_glimmer_assistant: {
    follows: [
      'muse_glimmer_assistant/modeling_muse_glimmer_assistant.py:148 is_causal = False',
      'muse_glimmer_assistant/modeling_muse_glimmer_assistant.py:132 q rotated by the last q_len positions only',
    ],
  },
  cohere_compass: {
    follows: ['cohere_compass/modeling_cohere_compass.py:138 apply_interleaved_mrope'],
  },
  cohere_compass_text: {
    follows: ['cohere_compass/modeling_cohere_compass.py:138 apply_interleaved_mrope'],
  },
  cosmos3_edge: {
    follows: ['cosmos3_edge/modeling_cosmos3_edge.py:90 height/width masks by index % 3'],
  },
  cosmos3_edge_text: {
    follows: ['cosmos3_edge/modeling_cosmos3_edge.py:90 height/width masks by index % 3'],
  },
};
