// What modelFamilies() says of each family of ../encoders.ts beyond its rules: the transformers lines its
// reading follows and its sentence in docs/models.md. Only model-families.ts imports it, so a bundle
// that reads configs without listing the table leaves the text out.

import type { FamilyDocs } from '../family.js';

export const ENCODERS_DOCS: Readonly<Record<string, FamilyDocs>> = {
  modernbert: {
    follows: [
      'modernbert/configuration_modernbert.py:118 layer i is full when i % global_attn_every_n_layers == 0, else sliding',
      'modernbert/configuration_modernbert.py:142 full layers: global_rope_theta (default 160000); :147 sliding: local_rope_theta (10000)',
      'modernbert/configuration_modernbert.py:162 sliding_window = local_attention // 2',
      'modernbert/modeling_modernbert.py:253 the attention passes sliding_window + 1; masking_utils.py:149 |q - kv| <= sliding_window',
      'modernbert/modeling_modernbert.py:159 cat(freqs, freqs) and rotate_half: halves, over the whole head',
      'modernbert/modeling_modernbert.py:245 head_dim = hidden_size // num_attention_heads; :293 scaling head_dim**-0.5',
    ],
    summary:
      'Bidirectional encoder: every third layer (from layer 0) global attention with RoPE base ' +
      'global_rope_theta (160000), the others a local window of local_attention / 2 tokens on each side with ' +
      'base local_rope_theta (10000); halves.',
  },
  'modernbert-decoder': {
    follows: [
      'modernbert_decoder/configuration_modernbert_decoder.py:107 layer i is sliding when i % global_attn_every_n_layers != 0',
      'modernbert_decoder/configuration_modernbert_decoder.py:113 sliding_window = local_attention // 2 (a given sliding_window is overwritten)',
      'modernbert_decoder/configuration_modernbert_decoder.py:134 full layers: global_rope_theta (160000); :139 sliding: local_rope_theta (10000)',
      'modernbert_decoder/modeling_modernbert_decoder.py:257 sliding_window on sliding layers; :493 causal sliding-window mask',
      'modernbert_decoder/modeling_modernbert_decoder.py:156 cat(freqs, freqs) and rotate_half: halves',
      'modernbert_decoder/modeling_modernbert_decoder.py:237 head_dim = hidden_size // num_attention_heads; :240 scaling head_dim**-0.5',
    ],
    summary:
      'Causal ModernBERT: every third layer (from layer 0) full attention with base global_rope_theta (160000), ' +
      'the others sliding over local_attention / 2 tokens with base local_rope_theta (10000); halves.',
  },
  eurobert: {
    follows: [
      'eurobert/modeling_eurobert.py:147 is_causal = False; :376 bidirectional mask',
      'eurobert/modeling_eurobert.py:331 cat(freqs, freqs) and rotate_half: halves, over the whole head',
      'eurobert/modeling_eurobert.py:145 scaling = head_dim**-0.5',
    ],
    summary: 'Bidirectional encoder: every layer attends to the whole sequence, RoPE on halves over the whole head.',
  },
  nomic_bert: {
    follows: [
      'nomic_bert/configuration_nomic_bert.py:67 default_theta = 1000',
      'nomic_bert/modeling_nomic_bert.py:223 is_causal = False; :145 cat(freqs, freqs) and rotate_half: halves',
      'nomic_bert/modeling_nomic_bert.py:221 scaling = head_dim**-0.5',
    ],
    summary:
      'Bidirectional encoder: every layer attends to the whole sequence, RoPE on halves (default base 1000); ' +
      "nomic-ai's remote-code config.json (n_embd, rotary_emb_*) is refused, as transformers does not read it.",
  },
  jina_embeddings_v3: {
    follows: [
      'jina_embeddings_v3/configuration_jina_embeddings_v3.py:68 default_theta = 20000',
      'jina_embeddings_v3/modeling_jina_embeddings_v3.py:226 is_causal = False; :148 cat(freqs, freqs): halves',
      'jina_embeddings_v3/modeling_jina_embeddings_v3.py:224 scaling = head_dim**-0.5',
    ],
    summary: 'Bidirectional encoder: every layer attends to the whole sequence, RoPE on halves (default base 20000).',
  },
  roformer: {
    follows: [
      'roformer/modeling_roformer.py:62 sinusoids pos / 10000^(2i / head_dim), base 10000 fixed',
      'roformer/modeling_roformer.py:395 table of max_position_embeddings rows, head_dim = hidden_size // num_attention_heads',
      'roformer/modeling_roformer.py:230 [-q1, q0, -q3, q2, ...]: adjacent pairs',
      'roformer/modeling_roformer.py:180 rotary_value: values rotated too (refused)',
      'roformer/modeling_roformer.py:199 scores / sqrt(head_dim)',
    ],
    summary:
      'Bidirectional encoder: every layer attends to the whole sequence, RoPE on adjacent pairs with base 10000 ' +
      '(a table of max_position_embeddings positions); configs with rotary_value are refused.',
  },
  esm: {
    follows: [
      "esm/modeling_esm.py:639 RoPE only when position_embedding_type == 'rotary'",
      'esm/modeling_esm.py:136 base = config.rope_theta (rope_scaling is not read); :156 cat(freqs, freqs): halves',
      'esm/modeling_esm.py:374 query scaled by head_dim**-0.5 before the rotation; :345 scaling = 1.0',
    ],
    summary:
      "Protein encoder (ESM-2, position_embedding_type 'rotary'): every layer attends to the whole sequence, " +
      'RoPE on halves with rope_theta; the softmax scale head_dim^-0.5 is applied to the query before the ' +
      'rotation.',
  },
  openai_privacy_filter: {
    follows: [
      'openai_privacy_filter/modeling_openai_privacy_filter.py:477 bidirectional sliding-window mask on every layer',
      'openai_privacy_filter/modeling_openai_privacy_filter.py:207 sliding_window + 1 passed on (|q - kv| <= sliding_window)',
      'openai_privacy_filter/configuration_openai_privacy_filter.py:99 rope_parameters default: yarn, factor 32, beta 32/1, truncate false, original 4096',
      'openai_privacy_filter/configuration_openai_privacy_filter.py:53 default_theta = 150000',
      'openai_privacy_filter/modeling_openai_privacy_filter.py:146 x[..., ::2], x[..., 1::2]: adjacent pairs',
      'openai_privacy_filter/modeling_openai_privacy_filter.py:192 q and k each times head_dim**-0.25 (:228), scaling=1.0',
    ],
    summary:
      'Bidirectional token classifier: every layer a window of sliding_window tokens on each side, RoPE on ' +
      'adjacent pairs with yarn (factor 32, base 150000); q and k each scaled by head_dim^-0.25; per-head ' +
      'sinks.',
  },
  moonshine: {
    follows: [
      'moonshine/configuration_moonshine.py:75 num_hidden_layers / num_attention_heads are the decoder_ keys',
      'moonshine/configuration_moonshine.py:112 partial_rotary_factor defaults to 0.9',
      'moonshine/modeling_moonshine.py:225 cos[..., :half].repeat_interleave(2): adjacent pairs over int(head_dim · 0.9)',
      'moonshine/modeling_moonshine.py:422 decoder self-attention causal; :327 no rope on cross-attention',
      'moonshine/modeling_moonshine.py:255 config.update shares the head count (refused when encoder and decoder differ)',
      'moonshine/modeling_moonshine.py:260 scaling = head_dim**-0.5',
    ],
    summary:
      'Speech encoder-decoder; the decoder layers: causal self-attention with RoPE on adjacent pairs over the ' +
      'first int(0.9 · head_dim) dimensions (the encoder rotates the same way, bidirectionally); ' +
      'cross-attention has none.',
  },
  moonshine_streaming: {
    follows: [
      'moonshine_streaming/configuration_moonshine_streaming.py:135 rope_parameters default: base 10000, partial_rotary_factor 0.8',
      'moonshine_streaming/modeling_moonshine_streaming.py:501 dim = int(head_dim * partial_rotary_factor)',
      'moonshine_streaming/modeling_moonshine_streaming.py:556 repeat_interleave(2): adjacent pairs',
      'moonshine_streaming/modeling_moonshine_streaming.py:591 scaling = head_dim**-0.5; decoder self-attention causal',
    ],
    summary:
      'Streaming speech model; the decoder layers: causal self-attention with RoPE on adjacent pairs over the ' +
      'first int(0.8 · head_dim) dimensions; its encoder (moonshine_streaming_encoder) has no rope.',
  },
  mimi: {
    follows: [
      'mimi/configuration_mimi.py:119 sliding_window = 250; :128 head_dim = hidden_size // num_attention_heads',
      'mimi/modeling_mimi.py:882 causal sliding-window mask; :720 sliding_window on every layer',
      'mimi/modeling_mimi.py:561 cat(freqs, freqs) and rotate_half: halves, over the whole head',
      'mimi/modeling_mimi.py:673 scaling = 1 / sqrt(head_dim)',
    ],
    summary:
      "Audio codec; its encoder and decoder transformers' layers: causal sliding attention over sliding_window " +
      '(250) frames, RoPE on halves.',
  },
  voxtral_realtime_text: {
    follows: [
      'voxtral_realtime/configuration_voxtral_realtime.py:60 sliding_window defaults to 4096',
      'voxtral_realtime/configuration_voxtral_realtime.py:160 under VoxtralRealtimeConfig: rope_theta 1e6, head_dim 128, sliding_window 8192',
      'voxtral_realtime/modeling_voxtral_realtime.py:809 causal sliding-window mask unless sliding_window is None',
      'voxtral_realtime/modeling_voxtral_realtime.py:205 cat(freqs, freqs) and rotate_half: halves',
      'voxtral_realtime/modeling_voxtral_realtime.py:634 scaling = head_dim**-0.5',
    ],
    summary:
      'Text decoder of Voxtral Realtime: every layer sliding attention over sliding_window (full when it is ' +
      "null), RoPE on halves; inside voxtral_realtime the wrapper's defaults apply (base 1e6, window 8192, " +
      'head_dim 128).',
  },
  voxtral_realtime_encoder: {
    follows: [
      'voxtral_realtime/configuration_voxtral_realtime.py:114 sliding_window = 750; :115 head_dim = 64',
      'voxtral_realtime/modeling_voxtral_realtime.py:581 causal sliding-window mask unless sliding_window is None',
      'voxtral_realtime/modeling_voxtral_realtime.py:390 sliding_window passed on every layer; :348 scaling = head_dim**-0.5',
      'voxtral_realtime/modeling_voxtral_realtime.py:205 cat(freqs, freqs) and rotate_half: halves',
    ],
    summary:
      'Audio encoder of Voxtral Realtime: causal sliding attention over sliding_window (750) frames, RoPE on ' +
      'halves.',
  },
  lasr_encoder: {
    follows: [
      'lasr/modeling_lasr.py:213 is_causal = False; :535 positions 0 … n-1 of the subsampled frames',
      'lasr/modeling_lasr.py:124 cat(freqs, freqs) and rotate_half: halves, over the whole head',
      'lasr/modeling_lasr.py:211 scaling = head_dim**-0.5',
    ],
    summary: 'Conformer speech encoder: every layer attends to all frames (bidirectional), RoPE on halves.',
  },
  glmasr_encoder: {
    follows: [
      'glmasr/configuration_glmasr.py:60 partial_rotary_factor defaults to 0.5',
      'glmasr/modeling_glmasr.py:83 dim = int(head_dim * partial_rotary_factor); :157 the first rotary_dim rotate',
      'glmasr/modeling_glmasr.py:182 is_causal = False; :180 scaling = head_dim**-0.5',
    ],
    summary:
      'Audio encoder of GLM-ASR: every layer attends to all frames, RoPE on halves of the first half of each ' +
      'head.',
  },
  higgs_audio_v2: {
    follows: [
      'higgs_audio_v2/configuration_higgs_audio_v2.py:113 rope_parameters default: llama3, base 500000, factor 32, original 1024',
      'higgs_audio_v2/modeling_higgs_audio_v2.py:534 causal mask; :387 cat(freqs, freqs) and rotate_half: halves',
      'higgs_audio_v2/modeling_higgs_audio_v2.py:165 scaling = head_dim**-0.5',
    ],
    summary:
      'Llama-style audio generation decoder: every layer full causal attention, RoPE on halves with llama3 ' +
      'scaling.',
  },
  pe_audio_encoder: {
    follows: [
      'pe_audio/configuration_pe_audio.py:75 rope_parameters default: base 20000',
      'pe_audio/modeling_pe_audio.py:338 q reshaped (..., -1, 1, 2) times [[cos, -sin], [sin, cos]]: adjacent pairs',
      'pe_audio/modeling_pe_audio.py:376 is_causal = False; :661 positions 0 … n-1 (CLS first)',
    ],
    summary:
      'Perception Encoder tower: every layer attends to the whole sequence, RoPE on adjacent pairs (base ' + '20000).',
  },
  pe_video_encoder: {
    follows: [
      'pe_video/configuration_pe_video.py:76 rope_parameters default: base 20000',
      'pe_video/modeling_pe_video.py:262 q reshaped (..., -1, 1, 2) times [[cos, -sin], [sin, cos]]: adjacent pairs',
      'pe_video/modeling_pe_video.py:300 is_causal = False; :556 positions 0 … n-1 (CLS first)',
    ],
    summary:
      'Perception Encoder tower: every layer attends to the whole sequence, RoPE on adjacent pairs (base ' + '20000).',
  },
  pe_audio_video_encoder: {
    follows: [
      'pe_audio_video/configuration_pe_audio_video.py:83 rope_parameters default: base 20000',
      'pe_audio_video/modeling_pe_audio_video.py:296 q reshaped (..., -1, 1, 2) times [[cos, -sin], [sin, cos]]: adjacent pairs',
      'pe_audio_video/modeling_pe_audio_video.py:313 is_causal = False; :621 positions 0 … n-1 (CLS first)',
    ],
    summary:
      'Perception Encoder tower: every layer attends to the whole sequence, RoPE on adjacent pairs (base ' + '20000).',
  },
  voxtral_realtime: {
    follows: [
      'voxtral_realtime/configuration_voxtral_realtime.py:160 text_config: voxtral_realtime_text with the wrapper defaults',
    ],
    summary: "Voxtral Realtime: its text_config read as voxtral_realtime_text (with the wrapper's defaults).",
  },
  lasr_ctc: {
    follows: ['lasr/configuration_lasr.py:138 encoder_config: LasrEncoderConfig'],
    summary: 'LASR CTC: its encoder_config read as lasr_encoder.',
  },
  glmasr: {
    follows: ['glmasr/configuration_glmasr.py:114 text_config: its model_type, llama when it names none'],
    summary:
      'GLM-ASR: its text_config read as its own model_type (llama when it names none); the audio encoder is ' +
      'glmasr_encoder.',
  },
  musicflamingo: {
    follows: [
      'musicflamingo/configuration_musicflamingo.py:90 text_config: its model_type, qwen2 when it names none',
      'musicflamingo/modeling_musicflamingo.py:246 rotary time embedding on the audio features, not on attention',
    ],
    summary:
      'Music Flamingo: its text_config read as its own model_type (qwen2 when it names none); the rotary time ' +
      'embedding turns audio features before they reach the language model, and is not read.',
  },
  pe_audio: {
    follows: ['pe_audio/configuration_pe_audio.py:124 text_config: its model_type, modernbert when it names none'],
    summary:
      'pe_audio: its text encoder (text_config, ModernBERT by default) is read; the audio tower is ' +
      'pe_audio_encoder.',
  },
  pe_video: {
    follows: ['pe_video/configuration_pe_video.py:126 text_config: its model_type, modernbert when it names none'],
    summary:
      'pe_video: its text encoder (text_config, ModernBERT by default) is read; the video tower is ' +
      'pe_video_encoder.',
  },
  pe_audio_video: {
    follows: [
      'pe_audio_video/configuration_pe_audio_video.py:124 text_config: its model_type, modernbert when it names none',
    ],
    summary:
      'pe_audio_video: its text encoder (text_config, ModernBERT by default) is read; the audio-video tower is ' +
      'pe_audio_video_encoder.',
  },
  moonshine_streaming_encoder: {
    follows: ['moonshine_streaming/modeling_moonshine_streaming.py:357 left and right windows per layer'],
  },
  kyutai_speech_to_text: {
    follows: [
      'kyutai_speech_to_text/modeling_kyutai_speech_to_text.py:627 create_causal_mask without a window',
      'kyutai_speech_to_text/modeling_kyutai_speech_to_text.py:639 DynamicCache(config) with sliding_window',
    ],
  },
  xcodec2: {
    follows: ['xcodec2/modeling_xcodec2.py:853 position_ids = arange(num_attention_heads)'],
  },
  parakeet_encoder: {
    follows: [
      'parakeet/modeling_parakeet.py:68 ParakeetEncoderRelPositionalEncoding',
      'parakeet/modeling_parakeet.py:329 matrix_bd = (q + bias_v) · relative keys',
    ],
  },
  parakeet_ctc: {
    follows: [
      'parakeet/modeling_parakeet.py:68 ParakeetEncoderRelPositionalEncoding',
      'parakeet/modeling_parakeet.py:329 matrix_bd = (q + bias_v) · relative keys',
    ],
  },
  parakeet_rnnt: {
    follows: [
      'parakeet/modeling_parakeet.py:68 ParakeetEncoderRelPositionalEncoding',
      'parakeet/modeling_parakeet.py:329 matrix_bd = (q + bias_v) · relative keys',
    ],
  },
  parakeet_tdt: {
    follows: [
      'parakeet/modeling_parakeet.py:68 ParakeetEncoderRelPositionalEncoding',
      'parakeet/modeling_parakeet.py:329 matrix_bd = (q + bias_v) · relative keys',
    ],
  },
  nemotron_asr_streaming_encoder: {
    follows: [
      'nemotron_asr_streaming/modeling_nemotron_asr_streaming.py:345 relative positional encoding',
      'nemotron_asr_streaming/modeling_nemotron_asr_streaming.py:619 matrix_bd',
    ],
  },
  nemotron_asr_streaming: {
    follows: [
      'nemotron_asr_streaming/modeling_nemotron_asr_streaming.py:345 relative positional encoding',
      'nemotron_asr_streaming/modeling_nemotron_asr_streaming.py:619 matrix_bd',
    ],
  },
  'wav2vec2-bert': {
    follows: [
      'wav2vec2_bert/modeling_wav2vec2_bert.py:282 rotary applied to the input, then :285 linear_q',
      'wav2vec2_bert/modeling_wav2vec2_bert.py:261 distance_embedding (relative_key, the default)',
    ],
  },
  'wav2vec2-conformer': {
    follows: ['wav2vec2_conformer/modeling_wav2vec2_conformer.py:466 rotary applied to the input, then :469 linear_q'],
  },
  seamless_m4t: {
    follows: [
      'seamless_m4t/modeling_seamless_m4t.py:490 rotary applied to the input before the projections',
      'seamless_m4t/modeling_seamless_m4t.py:885 sinusoidal absolute positions',
    ],
  },
  clvp: {
    follows: [
      'clvp/modeling_clvp.py:348 apply_rotary_pos_emb(query_rot, key_rot, value_rot, ...)',
      'clvp/modeling_clvp.py:918 learned position embeddings in the decoder',
    ],
  },
  clvp_encoder: {
    follows: [
      'clvp/modeling_clvp.py:348 apply_rotary_pos_emb(query_rot, key_rot, value_rot, ...)',
      'clvp/modeling_clvp.py:918 learned position embeddings in the decoder',
    ],
  },
  clvp_decoder: {
    follows: ['clvp/modeling_clvp.py:918 position_embeds_layer = nn.Embedding(max_position_embeddings, hidden_size)'],
  },
  timesfm2_5: {
    follows: [
      'timesfm2_5/modeling_timesfm2_5.py:313 q_norm / k_norm after the rope',
      'timesfm2_5/modeling_timesfm2_5.py:316 per-dimension query scale',
    ],
  },
  pixtral: {
    follows: ['pixtral/modeling_pixtral.py:101 freqs_h = outer(h, freqs[::2]); :102 freqs_w = outer(w, freqs[1::2])'],
  },
  dinov3_vit: {
    follows: [
      'dinov3_vit/modeling_dinov3_vit.py:120 coords = 2 · coords - 1',
      'dinov3_vit/modeling_dinov3_vit.py:256 prefix tokens',
    ],
  },
  eomt_dinov3: {
    follows: ['eomt_dinov3/modeling_eomt_dinov3.py:358 coords = 2 · coords - 1'],
  },
  sapiens2: {
    follows: ['sapiens2/modeling_sapiens2.py:240 coords = 2 · coords - 1'],
  },
  sapiens2_head: {
    follows: ['sapiens2/configuration_sapiens2.py:28 Sapiens2HeadConfig'],
  },
  vjepa2: {
    follows: [
      'vjepa2/modeling_vjepa2.py:238 d_dim, h_dim, w_dim',
      'vjepa2/modeling_vjepa2.py:279 apply_rotary_embeddings',
    ],
  },
  sam2_video: {
    follows: ['sam2_video/modeling_sam2_video.py:741 Sam2VideoVisionRotaryEmbedding (axial)'],
  },
  sam3_tracker_video: {
    follows: ['sam3_tracker_video/modeling_sam3_tracker_video.py:746 axial rotary embedding'],
  },
  edgetam_video: {
    follows: ['edgetam_video/modeling_edgetam_video.py:137 axial rotary embedding'],
  },
  sam3: {
    follows: [
      'sam3/modeling_sam3.py:409 Sam3ViTRotaryEmbedding (axial)',
      'sam3/modeling_sam3.py:852 sine position embeddings',
    ],
  },
  sam3_vit_model: {
    follows: [
      'sam3/modeling_sam3.py:409 Sam3ViTRotaryEmbedding (axial)',
      'sam3/modeling_sam3.py:852 sine position embeddings',
    ],
  },
  sam3_vision_model: {
    follows: [
      'sam3/modeling_sam3.py:409 Sam3ViTRotaryEmbedding (axial)',
      'sam3/modeling_sam3.py:852 sine position embeddings',
    ],
  },
  sam3_geometry_encoder: {
    follows: ['sam3/modeling_sam3.py:852 Sam3SinePositionEmbedding'],
  },
  sam3_detr_encoder: {
    follows: ['sam3/modeling_sam3.py:852 Sam3SinePositionEmbedding'],
  },
  sam3_detr_decoder: {
    follows: ['sam3/modeling_sam3.py:852 Sam3SinePositionEmbedding'],
  },
  sam3_mask_decoder: {
    follows: ['sam3/modeling_sam3.py:852 Sam3SinePositionEmbedding'],
  },
  efficientloftr: {
    follows: [
      'efficientloftr/modeling_efficientloftr.py:84 emb[..., 0::2] = i · inv_freq; :85 emb[..., 1::2] = j · inv_freq',
    ],
  },
  lightglue: {
    follows: ['lightglue/modeling_lightglue.py:91 projected_keypoints = projector(keypoints)'],
  },
  mlcd_vision_model: {
    follows: ['mlcd/modeling_mlcd.py:483 (row, column) ids', 'mlcd/modeling_mlcd.py:485 learned class_pos_emb'],
  },
  llama4_vision_model: {
    follows: ['llama4/modeling_llama4.py:1002 frequencies_x = img_idx % idx; :1003 frequencies_y = img_idx // idx'],
  },
  qwen2_vl_vision: {
    follows: ['qwen2_vl/modeling_qwen2_vl.py:687 rot_pos_emb(grid_thw): (h, w) ids'],
  },
};
