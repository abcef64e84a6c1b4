// What modelFamilies() says of each family of ../dense-b.ts beyond its rules: the transformers lines its
// reading follows and its sentence in docs/models.md. Only model-families.ts imports it, so a bundle
// that reads configs without listing the table leaves the text out.

import type { FamilyDocs } from '../family.js';

export const DENSE_B_DOCS: Readonly<Record<string, FamilyDocs>> = {
  dbrx: {
    follows: [
      'dbrx/modeling_dbrx.py:75 base = config.rope_parameters["rope_theta"] (the top-level rope)',
      'dbrx/modeling_dbrx.py:195 attn_config.rope_theta is stored and never used',
      'dbrx/modeling_dbrx.py:185 head_dim = d_model // n_heads; :194 scaling = head_dim**-0.5',
      'dbrx/modeling_dbrx.py:130 rotate_half',
    ],
    summary:
      'Every layer: full attention, RoPE on halves over the whole head; the base is the top-level rope (configs ' +
      'whose attn_config.rope_theta differs from it are refused).',
  },
  codegen: {
    follows: [
      'codegen/modeling_codegen.py:41 create_sinusoidal_positions: inv_freq = 1 / 10000^(2i / rotary_dim), base fixed',
      'codegen/modeling_codegen.py:48 rotate_every_two (x[..., ::2], x[..., 1::2]) with repeat_interleave: adjacent pairs',
      'codegen/modeling_codegen.py:88 rotary_dim from the config; :172 only the first rotary_dim values rotate',
      'codegen/configuration_codegen.py attribute_map: n_layer, n_head, n_embd',
    ],
    summary:
      'Every layer: full attention, RoPE on adjacent pairs of the first rotary_dim values of each head (default ' +
      '64); base fixed at 10000 (rope_theta and rope_scaling are not read).',
  },
  gptj: {
    follows: [
      'gptj/modeling_gptj.py:48 create_sinusoidal_positions: inv_freq = 1 / 10000^(2i / rotary_dim), base fixed',
      'gptj/modeling_gptj.py:58 rotate_every_two (x[..., ::2], x[..., 1::2]) with repeat_interleave: adjacent pairs',
      'gptj/modeling_gptj.py:102 rotary_dim from the config; :197 only the first rotary_dim values rotate',
      'gptj/configuration_gptj.py attribute_map: n_layer, n_head, n_embd',
    ],
    summary:
      'Every layer: full attention, RoPE on adjacent pairs of the first rotary_dim values of each head (default ' +
      '64); base fixed at 10000 (rope_theta and rope_scaling are not read).',
  },
  gpt_neox_japanese: {
    follows: [
      'gpt_neox_japanese/configuration_gpt_neox_japanese.py:74 rope_theta from rotary_emb_base (top-level rope_theta not read)',
      'gpt_neox_japanese/configuration_gpt_neox_japanese.py:75 partial_rotary_factor from rotary_pct (default 1.0)',
      'gpt_neox_japanese/modeling_gpt_neox_japanese.py:164 rotary_ndims = int(head_size · partial_rotary_factor); :201 first rotary_ndims rotate',
      'gpt_neox_japanese/modeling_gpt_neox_japanese.py:90 the default rope spans the whole head (fails when rotary_pct < 1)',
      'gpt_neox_japanese/modeling_gpt_neox_japanese.py:166 scores / sqrt(head_size)',
    ],
    summary:
      'Every layer: full attention, RoPE on halves of the first rotary_pct of each head (default 1.0), base ' +
      'rotary_emb_base.',
  },
  persimmon: {
    follows: [
      'persimmon/configuration_persimmon.py:62 partial_rotary_factor defaults to 0.5',
      'persimmon/modeling_persimmon.py:203 head_dim = hidden_size // num_attention_heads',
      'persimmon/modeling_persimmon.py:205 rotary_ndims = int(head_dim · partial_rotary_factor), rotate_half on them',
      'persimmon/modeling_persimmon.py:216 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer: full attention, RoPE on halves of the first half of each head (partial_rotary_factor 0.5).',
  },
  stablelm: {
    follows: [
      'stablelm/configuration_stablelm.py:68 partial_rotary_factor defaults to 0.25',
      'stablelm/modeling_stablelm.py:237 head_dim = hidden_size // num_attention_heads',
      'stablelm/modeling_stablelm.py:241 rotary_ndims = int(head_dim · partial_rotary_factor), rotate_half on them',
      'stablelm/modeling_stablelm.py:243 scaling = head_dim**-0.5',
    ],
    summary:
      'Every layer: full attention, RoPE on halves of the first quarter of each head (partial_rotary_factor ' +
      '0.25).',
  },
  nemotron: {
    follows: [
      'nemotron/configuration_nemotron.py:68 head_dim (default hidden_size // num_attention_heads)',
      'nemotron/configuration_nemotron.py:69 partial_rotary_factor defaults to 0.5',
      'nemotron/modeling_nemotron.py:118 dim = int(head_dim · partial_rotary_factor); :173 the first cos.shape[-1] rotate',
      'nemotron/modeling_nemotron.py:250 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer: full attention, RoPE on halves of the first half of each head (partial_rotary_factor 0.5).',
  },
  falcon: {
    follows: [
      'falcon/configuration_falcon.py:77 alibi (default false) chooses ALiBi over RoPE',
      'falcon/modeling_falcon.py:334 rope only when alibi is None; :756 build_alibi_tensor otherwise',
      'falcon/configuration_falcon.py:102 head_dim = hidden_size // num_attention_heads, always',
      'falcon/modeling_falcon.py:73 rotate_half; :134 the rope spans the whole head',
      'falcon/modeling_falcon.py:239 inv_norm_factor = 1 / sqrt(head_dim)',
    ],
    summary:
      'Every layer: full attention, RoPE on halves over the whole head; configs with alibi: true (ALiBi biases, ' +
      'not RoPE) are refused.',
  },
  jetmoe: {
    follows: [
      'jetmoe/configuration_jetmoe.py:48 head_dim is kv_channels (default 128)',
      'jetmoe/modeling_jetmoe.py:456 head_dim = kv_channels; :457 scaling = head_dim**-0.5',
      'jetmoe/modeling_jetmoe.py:100 the rope spans config.head_dim = kv_channels',
    ],
    summary: 'Every layer: full attention (mixture of attention heads), RoPE on halves over kv_channels-wide heads.',
  },
  diffllama: {
    follows: [
      'diffllama/modeling_diffllama.py:214 head_dim; :216 scaling = head_dim**-0.5',
      'diffllama/modeling_diffllama.py:129 rotate_half; the two differential softmaxes share the rotated q and k',
    ],
    summary:
      'Every layer: full differential attention whose two softmaxes share one q·k, RoPE on halves over the ' +
      'whole head.',
  },
  doge: {
    follows: [
      'doge/modeling_doge.py:572 sliding-window mask on every layer when sliding_window is set',
      'doge/modeling_doge.py:366 beyond keep_window_size keys (default 2048), a top-k by a content score (:368)',
      'doge/modeling_doge.py:259 scaling = head_dim**-0.5; rotate_half over the whole head',
    ],
    summary:
      'Every layer: sliding attention with RoPE on halves when sliding_window is set and at most ' +
      'keep_window_size; other configs are refused (past keep_window_size keys the dynamic mask keeps a top-k ' +
      'chosen by content).',
  },
  dots1: {
    follows: [
      'dots1/configuration_dots1.py:122 sliding from max_window_layers on (default 62) when sliding_window is set (default 4096)',
      'dots1/modeling_dots1.py:219 sliding_window on sliding layers; :201 scaling = head_dim**-0.5',
    ],
    summary: 'Full attention, or sliding from max_window_layers on when sliding_window is set; RoPE on halves.',
  },
  ernie4_5: {
    follows: [
      'ernie4_5/configuration_ernie4_5.py:47 default_theta 500000; :81 head_dim defaults to 128',
      'ernie4_5/modeling_ernie4_5.py:117 rotate_half on x[..., 0::2], x[..., 1::2]; :184 repeat_interleave: adjacent pairs',
      'ernie4_5/modeling_ernie4_5.py:202 scaling = head_dim**-0.5',
    ],
    summary:
      'Every layer: full attention, RoPE on adjacent pairs over the whole head (default base 500000, head_dim ' +
      '128).',
  },
  ernie4_5_moe: {
    follows: [
      'ernie4_5_moe/configuration_ernie4_5_moe.py:62 default_theta 500000',
      'ernie4_5_moe/modeling_ernie4_5_moe.py:142 rotate_half on x[..., 0::2], x[..., 1::2]; :172 repeat_interleave: adjacent pairs',
      'ernie4_5_moe/modeling_ernie4_5_moe.py:227 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer: full attention, RoPE on adjacent pairs over the whole head (default base 500000).',
  },
  hunyuan_v1_dense: {
    follows: [
      'hunyuan_v1_dense/modeling_hunyuan_v1_dense.py:323 dynamic rope with alpha: base = rope_theta · alpha^(head_dim / (head_dim - 2)) (refused)',
      'hunyuan_v1_dense/modeling_hunyuan_v1_dense.py:364 @dynamic_rope_update recomputes dynamic NTK without alpha past max_position_embeddings',
      'hunyuan_v1_dense/modeling_hunyuan_v1_dense.py:164 scaling = head_dim**-0.5; rotate_half over the whole head',
      'hunyuan_v1_dense/modeling_hunyuan_v1_dense.py:162 head_dim = getattr(config, "head_dim", ...): the class default None fails (head_dim required)',
    ],
    summary:
      'Every layer: full attention, RoPE on halves over the whole head; the DynamicNTKAlpha rope (dynamic with ' +
      'alpha) and configs without head_dim (transformers fails on them) are refused.',
  },
  hunyuan_v1_moe: {
    follows: [
      'hunyuan_v1_moe/modeling_hunyuan_v1_moe.py:400 dynamic rope with alpha: base = rope_theta · alpha^(head_dim / (head_dim - 2)) (refused)',
      'hunyuan_v1_moe/modeling_hunyuan_v1_moe.py:441 @dynamic_rope_update recomputes dynamic NTK without alpha past max_position_embeddings',
      'hunyuan_v1_moe/modeling_hunyuan_v1_moe.py:162 scaling = head_dim**-0.5; rotate_half over the whole head',
      'hunyuan_v1_moe/modeling_hunyuan_v1_moe.py:160 head_dim = getattr(config, "head_dim", ...): the class default None fails (head_dim required)',
    ],
    summary:
      'Every layer: full attention, RoPE on halves over the whole head; the DynamicNTKAlpha rope (dynamic with ' +
      'alpha) and configs without head_dim (transformers fails on them) are refused.',
  },
  hy_v3: {
    follows: [
      'hy_v3/configuration_hy_v3.py:48 default_theta 11158840; :88 head_dim 128',
      'hy_v3/modeling_hy_v3.py:143 rotate_half; :219 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer: full attention, RoPE on halves over the whole head (default base 11158840, head_dim 128).',
  },
  jais2: {
    follows: [
      'jais2/modeling_jais2.py:62 rotate_half; :289 the rope spans head_dim',
      'jais2/modeling_jais2.py:138 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer: full attention, RoPE on halves (rotate_half) over the whole head.',
  },
  minimax_m2: {
    follows: [
      'minimax_m2/configuration_minimax_m2.py:74 default_theta 5e6; :82 head_dim 128',
      'minimax_m2/modeling_minimax_m2.py:181 dim = int(head_dim · partial_rotary_factor) (default 1.0)',
      'minimax_m2/modeling_minimax_m2.py:266 rotates the first cos.shape[-1] values (rotate_half)',
      'minimax_m2/modeling_minimax_m2.py:296 scaling = head_dim**-0.5',
    ],
    summary:
      'Every layer: full attention, RoPE on halves of the first int(head_dim · partial_rotary_factor) values; ' +
      'configs whose rotary_dim disagrees (transformers does not read it) are refused.',
  },
  solar_open: {
    follows: [
      'solar_open/configuration_solar_open.py:93 partial_rotary_factor defaults to 1.0; :89 default_theta 1e6; :90 head_dim 128',
      'solar_open/modeling_solar_open.py:235 rotates every value of the head (rotate_half)',
      'solar_open/modeling_solar_open.py:428 the rope has int(head_dim · partial_rotary_factor) dims (fails below 1)',
      'solar_open/modeling_solar_open.py:287 scaling = head_dim**-0.5',
    ],
    summary: 'Every layer: full attention, RoPE on halves over the whole head (default base 1e6, head_dim 128).',
  },
  youtu: {
    follows: [
      'youtu/configuration_youtu.py:109 head_dim = qk_rope_head_dim (the rope spans the rotated slice)',
      'youtu/modeling_youtu.py:354 each query head: qk_nope_head_dim values without rope, then qk_rope_head_dim rotated',
      'youtu/modeling_youtu.py:364 rope_interleave (default true; null is false): :263 x[..., 0::2], x[..., 1::2] adjacent pairs; else rotate_half',
      'youtu/modeling_youtu.py:317 scaling = (qk_nope + qk_rope)^-0.5 · mscale² for scaled ropes with mscale_all_dim',
    ],
    summary:
      'Multi-head latent attention (DeepSeek-V3): each head is qk_nope_head_dim values without rope, then ' +
      'qk_rope_head_dim rotated (adjacent pairs unless rope_interleave is false); softmax scale with mscale².',
  },
  cwm: {
    follows: [
      'cwm/configuration_cwm.py:102 layer i full when i % 4 == 0, else sliding (default sliding_window 8192)',
      'cwm/configuration_cwm.py:95 default rope: llama3, base 1e6, factor 16, original 8192',
      'cwm/modeling_cwm.py:187 sliding_window on sliding layers; :180 scaling = head_dim**-0.5',
    ],
    summary:
      'One full-attention layer then three sliding ones, starting with full; RoPE on halves, llama3 scaling by ' +
      'default.',
  },
  afmoe: {
    follows: [
      'afmoe/configuration_afmoe.py:105 every global_attn_every_n_layers-th layer full (default 4), the rest sliding',
      'afmoe/modeling_afmoe.py:370 rope only on sliding (local) layers: full layers are NoPE',
      'afmoe/modeling_afmoe.py:344 sliding_window (default 1024); :325 scaling = head_dim**-0.5',
    ],
    summary:
      'Three sliding layers with RoPE on halves, then one full-attention layer with no positions (NoPE); ' +
      'head_dim 128.',
  },
  laguna: {
    follows: [
      'laguna/configuration_laguna.py:132 layer_types default: every layer full',
      'laguna/configuration_laguna.py:139 default ropes: full base 500000 over half the head, sliding base 10000',
      'laguna/configuration_laguna.py:148 no legacy keys: only rope_parameters[layer_type] is read',
      'laguna/modeling_laguna.py:109 dim = int(head_dim · partial_rotary_factor) (default 1.0); :283 first cos.shape[-1] rotate',
      'laguna/modeling_laguna.py:360 sliding_window on sliding layers; :345 scaling = head_dim**-0.5',
    ],
    summary:
      'Layers as layer_types says (default all full); one rope per layer type from rope_parameters, RoPE on ' +
      'halves of the first int(head_dim · partial_rotary_factor) values.',
  },
  hyperclovax: {
    follows: [
      'hyperclovax/modeling_hyperclovax.py:203 scaling = attention_multiplier',
      'hyperclovax/configuration_hyperclovax.py:123 attention_multiplier defaults to head_dim**-0.5',
      'hyperclovax/modeling_hyperclovax.py:97 rope over the whole head (rotate_half)',
    ],
    summary: 'Every layer: full attention, RoPE on halves over the whole head; softmax scale attention_multiplier.',
  },
  exaone_moe: {
    follows: [
      'exaone_moe/configuration_exaone_moe.py:133 layer_types: every sliding_window_pattern-th layer full (default 4)',
      'exaone_moe/modeling_exaone_moe.py:184 rope when sliding_window is None or the layer slides',
      'exaone_moe/modeling_exaone_moe.py:71 rotate_half; :149 scaling = head_dim**-0.5',
    ],
    summary:
      'With sliding_window: three sliding layers with RoPE on halves, then one global layer with no positions; ' +
      'without it, every layer full attention with RoPE.',
  },
  mimo_v2_flash: {
    follows: [
      'mimo_v2_flash/configuration_mimo_v2_flash.py:115 layer 0 and every sixth layer full, the rest sliding',
      'mimo_v2_flash/configuration_mimo_v2_flash.py:124 default ropes: full base 5e6, sliding base 10000, partial 0.334',
      'mimo_v2_flash/modeling_mimo_v2_flash.py:109 dim = int(head_dim · partial_rotary_factor); :285 first cos.shape[-1] rotate',
      'mimo_v2_flash/modeling_mimo_v2_flash.py:369 sliding_window (default 128); :359 scaling = head_dim**-0.5 (head_dim 192)',
      'mimo_v2_flash/convert_mimo_v2_flash_weights_to_hf.py:56 hub keys hybrid_layer_pattern, swa_rope_theta (read when they agree)',
    ],
    summary:
      'Layer 0 and every sixth layer full attention (base 5e6), the rest sliding over 128 tokens with sinks ' +
      '(base 10000); RoPE on halves of the first third of each 192-wide head.',
  },
};
