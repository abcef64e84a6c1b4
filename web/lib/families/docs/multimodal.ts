// What modelFamilies() says of each family of ../multimodal.ts beyond its rules: the transformers lines its
// reading follows and its sentence in docs/models.md. Only model-families.ts imports it, so a bundle
// that reads configs without listing the table leaves the text out.

import type { FamilyDocs } from '../family.js';

export const MULTIMODAL_DOCS: Readonly<Record<string, FamilyDocs>> = {
  qwen3_5: {
    follows: ['qwen3_5/configuration_qwen3_5.py:193 text_config: Qwen3_5TextConfig'],
    summary: 'Qwen3.5 with vision: its text_config read as qwen3_5_text.',
  },
  qwen3_5_moe: {
    follows: ['qwen3_5_moe/configuration_qwen3_5_moe.py:206 text_config: Qwen3_5MoeTextConfig'],
    summary: 'Qwen3.5-MoE with vision: its text_config read as qwen3_5_moe_text.',
  },
  qwen2_5_omni: {
    follows: ['qwen2_5_omni/configuration_qwen2_5_omni.py:622 thinker_config: Qwen2_5OmniThinkerConfig'],
    summary: "Qwen2.5-Omni: the thinker's text model (thinker_config.text_config) read as qwen2_5_omni_text.",
  },
  qwen2_5_omni_thinker: {
    follows: ['qwen2_5_omni/configuration_qwen2_5_omni.py:287 text_config: Qwen2_5OmniTextConfig'],
    summary: "Qwen2.5-Omni's thinker: its text_config read as qwen2_5_omni_text.",
  },
  qwen2_5_omni_text: {
    follows: [
      'qwen2_5_omni/configuration_qwen2_5_omni.py:195 sliding_window only with use_sliding_window',
      'qwen2_5_omni/configuration_qwen2_5_omni.py:202 sliding from max_window_layers on',
      'qwen2_5_omni/modeling_qwen2_5_omni.py:1419 mrope_section * 2: contiguous chunks for time, height, width',
      'qwen2_5_omni/modeling_qwen2_5_omni.py:1363 default rope over the whole head (dim = head_dim)',
      'qwen2_5_omni/modeling_qwen2_5_omni.py:1457 scaling = head_dim**-0.5',
    ],
    summary:
      "Qwen2.5-Omni's thinker text model: Qwen2 layers (sliding from max_window_layers on with " +
      'use_sliding_window); M-RoPE on halves as in Qwen2-VL: mrope_section gives time, height and width one ' +
      'contiguous run of frequency planes each, in that order.',
  },
  glm4v: {
    follows: [
      'glm4v/configuration_glm4v.py:176 text_config: Glm4vTextConfig (:178 built from the top-level keys when absent)',
    ],
    summary: 'GLM-4.1V: its text_config (or, without one, the top-level keys) read as glm4v_text.',
  },
  glm4v_text: {
    follows: [
      'glm4v/modeling_glm4v.py:445 apply_mrope: contiguous chunks for time, height, width (default [8, 12, 12])',
      'glm4v/modeling_glm4v.py:481 repeat_interleave(2): adjacent pairs',
      'glm4v/modeling_glm4v.py:420 rotates int(head_dim · partial_rotary_factor) values',
      'glm4v/modeling_glm4v.py:512 head_dim = hidden_size // num_attention_heads',
    ],
    summary:
      'GLM-4.1V / GLM-4.6V text model: every layer full attention; M-RoPE on adjacent pairs of the first ' +
      'int(head_dim · partial_rotary_factor) values, mrope_section (default [8, 12, 12]) giving time, height ' +
      'and width one contiguous run of frequency planes each, in that order.',
  },
  glm4v_moe: {
    follows: [
      'glm4v_moe/configuration_glm4v_moe.py:205 text_config: Glm4vMoeTextConfig (:207 top-level keys when absent)',
    ],
    summary: 'GLM-4.5V: its text_config (or, without one, the top-level keys) read as glm4v_moe_text.',
  },
  glm4v_moe_text: {
    follows: [
      'glm4v_moe/modeling_glm4v_moe.py:900 apply_mrope: contiguous chunks for time, height, width (default [8, 12, 12])',
      'glm4v_moe/modeling_glm4v_moe.py:104 rotate_half on the rotated part: halves',
      'glm4v_moe/modeling_glm4v_moe.py:875 rotates int(head_dim · partial_rotary_factor) values',
      'glm4v_moe/modeling_glm4v_moe.py:150 head_dim = getattr(config, "head_dim", hidden_size // num_attention_heads)',
      'glm4v_moe/configuration_glm4v_moe.py:111 partial_rotary_factor defaults to 0.5',
    ],
    summary:
      'GLM-4.5V text model (partial_rotary_factor defaults to 0.5): every layer full attention; M-RoPE on ' +
      'halves of the first int(head_dim · partial_rotary_factor) values, mrope_section (default [8, 12, 12]) ' +
      'giving time, height and width one contiguous run of frequency planes each, in that order.',
  },
  glm_ocr: {
    follows: ['glm_ocr/configuration_glm_ocr.py:178 text_config: GlmOcrTextConfig (:180 top-level keys when absent)'],
    summary: 'GLM-OCR: its text_config (or, without one, the top-level keys) read as glm_ocr_text.',
  },
  glm_ocr_text: {
    follows: [
      'glm_ocr/modeling_glm_ocr.py:688 apply_mrope: contiguous chunks for time, height, width (default [8, 12, 12])',
      'glm_ocr/modeling_glm_ocr.py:158 repeat_interleave(2): adjacent pairs',
      'glm_ocr/modeling_glm_ocr.py:663 rotates int(head_dim · partial_rotary_factor) values',
      'glm_ocr/modeling_glm_ocr.py:189 head_dim = getattr(config, "head_dim", hidden_size // num_attention_heads)',
    ],
    summary:
      'GLM-OCR text model: every layer full attention; M-RoPE on adjacent pairs of the first int(head_dim · ' +
      'partial_rotary_factor) values, mrope_section (default [8, 12, 12]) giving time, height and width one ' +
      'contiguous run of frequency planes each, in that order.',
  },
  glm_image: {
    follows: [
      'glm_image/configuration_glm_image.py:195 text_config: GlmImageTextConfig (:197 top-level keys when absent)',
    ],
    summary: 'GLM-Image: its text_config (or, without one, the top-level keys) read as glm_image_text.',
  },
  glm_image_text: {
    follows: [
      'glm_image/modeling_glm_image.py:713 apply_mrope: contiguous chunks for time, height, width (default [8, 12, 12])',
      'glm_image/modeling_glm_image.py:317 rotate_half on the rotated part: halves',
      'glm_image/modeling_glm_image.py:688 rotates int(head_dim · partial_rotary_factor) values',
      'glm_image/modeling_glm_image.py:363 head_dim = getattr(config, "head_dim", hidden_size // num_attention_heads)',
    ],
    summary:
      'GLM-Image text model: every layer full attention; M-RoPE on halves of the first int(head_dim · ' +
      'partial_rotary_factor) values, mrope_section (default [8, 12, 12]) giving time, height and width one ' +
      'contiguous run of frequency planes each, in that order.',
  },
  paddleocr_vl: {
    follows: [
      'paddleocr_vl/configuration_paddleocr_vl.py:181 hub configs are flat: the text keys at the top level (:188)',
    ],
    summary: 'PaddleOCR-VL: its text_config, or the top-level keys of the flat hub configs, read as paddleocr_vl_text.',
  },
  paddleocr_vl_text: {
    follows: [
      'paddleocr_vl/configuration_paddleocr_vl.py:95 default_theta 500000',
      'paddleocr_vl/configuration_paddleocr_vl.py:129 head_dim defaults to 128 (None: hidden_size // num_attention_heads)',
      'paddleocr_vl/modeling_paddleocr_vl.py:271 mrope_section * 2: contiguous chunks for time, height, width',
      'paddleocr_vl/modeling_paddleocr_vl.py:154 default rope over the whole head (dim = head_dim)',
      'paddleocr_vl/modeling_paddleocr_vl.py:310 scaling = head_dim**-0.5',
    ],
    summary:
      "PaddleOCR-VL's ERNIE-4.5 text model: every layer full attention; M-RoPE on halves as in Qwen2-VL " +
      '(mrope_section gives time, height and width one contiguous run of frequency planes each, in that order); ' +
      'head_dim default 128.',
  },
  video_llama_3: {
    follows: [
      'video_llama_3/configuration_video_llama_3.py:81 CONFIG_MAPPING[text_config["model_type"]] (required); the language model is AutoModel of it (modeling_video_llama_3.py:509)',
    ],
    summary: 'VideoLLaMA 3: its text_config read as its own model_type.',
  },
  aria: {
    follows: ['aria/configuration_aria.py:142 text_config: AriaTextConfig whatever model_type it names'],
    summary: 'Aria: its text_config read as aria_text.',
  },
  aria_text: {
    follows: [
      'aria/modeling_aria.py:384 rotate_half',
      'aria/modeling_aria.py:651 default rope over the whole head',
      'aria/modeling_aria.py:460 scaling = head_dim**-0.5',
    ],
    summary: "Aria's MoE text model: every layer full attention, RoPE on halves (default base 10000).",
  },
  mllama: {
    follows: ['mllama/configuration_mllama.py:195 text_config: MllamaTextConfig'],
    summary: 'Llama 3.2 Vision: its text_config read as mllama_text_model.',
  },
  mllama_text_model: {
    follows: [
      'mllama/configuration_mllama.py:145 cross_attention_layers defaults to [3, 8, ..., 38]',
      'mllama/modeling_mllama.py:1027 those layers are MllamaCrossAttentionDecoderLayer: attention to the image, no rope',
      'mllama/modeling_mllama.py:510 head_dim = hidden_size // num_attention_heads',
      'mllama/modeling_mllama.py:473 rotate_half',
      'mllama/configuration_mllama.py:122 default_theta 500000',
    ],
    summary:
      'Llama 3.2 Vision text model: the cross_attention_layers attend to the image (no positions; skipped ' +
      'without one); every other layer full attention with RoPE on halves (llama3 scaling in published ' +
      'configs).',
  },
  idefics: {
    follows: [
      'idefics/modeling_idefics.py:551 IdeficsEmbedding(head_dim): base 10000 (:358), config rope keys unread',
      'idefics/modeling_idefics.py:400 rotate_half',
      'idefics/modeling_idefics.py:491 head_dim = hidden_size // num_heads',
      'idefics/modeling_idefics.py:1054 a gated cross-attention block (no positions) before layers i % cross_layer_interval == 0',
    ],
    summary:
      'IDEFICS (Llama-based): every decoder layer full attention with RoPE on halves, base 10000 hard-coded; a ' +
      'gated cross-attention block to the image (no positions) runs before every cross_layer_interval-th layer.',
  },
  granite4_vision: {
    follows: [
      'granite4_vision/modeling_granite4_vision.py:764 language_model = Granite4VisionTextModel(config.text_config)',
    ],
    summary: 'Granite 4 Vision: its text_config read as granite4_vision_text.',
  },
  granite4_vision_text: {
    follows: [
      'granite4_vision/modeling_granite4_vision.py:764 the language model is Granite4VisionTextModel whatever text_config names',
      'granite4_vision/modeling_granite4_vision.py:556 one Granite4VisionTextDecoderLayer (full attention, rope) per layer: layer_types unread',
      'granite4_vision/modeling_granite4_vision.py:352 scaling = config.attention_multiplier',
      'granite4_vision/modeling_granite4_vision.py:276 rotate_half',
      'granite4_vision/modeling_granite4_vision.py:246 default rope over the whole head',
    ],
    summary:
      "Granite 4 Vision's Granite text model: every layer full attention, RoPE on halves; softmax scale " +
      'attention_multiplier (default 1).',
  },
  phi4_multimodal: {
    follows: [
      'phi4_multimodal/configuration_phi4_multimodal.py:245 rope_theta default 10000; :246 partial_rotary_factor; :251 su and yarn read as longrope',
      'phi4_multimodal/configuration_phi4_multimodal.py:206 original_max_position_embeddings attribute (default 4096)',
      'phi4_multimodal/modeling_phi4_multimodal.py:1452 rotates int(head_dim · partial_rotary_factor) values',
      'phi4_multimodal/modeling_phi4_multimodal.py:1217 rotate_half on the rotated part',
      'phi4_multimodal/modeling_phi4_multimodal.py:1558 sliding-window mask on every layer when sliding_window is set',
    ],
    summary:
      'Phi-4-multimodal (Phi-3 layers, text keys at the top level): every layer sliding attention when ' +
      'sliding_window is set, else full; RoPE on halves of the first partial_rotary_factor of each head, ' +
      'longrope scaling.',
  },
  deepseek_ocr2: {
    follows: ['deepseek_ocr2/configuration_deepseek_ocr2.py:304 text_config: DeepseekOcr2TextConfig'],
    summary: 'DeepSeek-OCR 2: its text_config read as deepseek_ocr2_text.',
  },
  deepseek_ocr2_text: {
    follows: [
      'deepseek_ocr2/modeling_deepseek_ocr2.py:1419 the language model is DeepseekOcr2TextModel whatever text_config names',
      'deepseek_ocr2/configuration_deepseek_ocr2.py:262 head_dim = hidden_size // num_attention_heads, whatever the config says',
      'deepseek_ocr2/modeling_deepseek_ocr2.py:1027 default rope over the whole head',
      'deepseek_ocr2/modeling_deepseek_ocr2.py:717 rotate_half',
      'deepseek_ocr2/modeling_deepseek_ocr2.py:1063 scaling = head_dim**-0.5',
    ],
    summary:
      "DeepSeek-OCR 2's text model: every layer full attention (no latent attention), RoPE on halves; heads " +
      'hidden_size / num_attention_heads wide whatever head_dim says.',
  },
  exaone4_5: {
    follows: [
      'exaone4_5/configuration_exaone4_5.py:80 CONFIG_MAPPING[text_config.get("model_type", "exaone4")], exaone4_5_text renamed exaone4 (:82); the language model is AutoModel of it (modeling_exaone4_5.py:621)',
    ],
    summary:
      'EXAONE 4.5: its text_config read as its own model_type (exaone4 when it names none); published configs ' +
      'name it exaone4_5_text, which the config class renames exaone4.',
  },
  exaone4_5_text: {
    follows: [
      'exaone4_5/configuration_exaone4_5.py:82 text_config model_type exaone4_5_text renamed exaone4 (the first EXAONE 4.5 release)',
    ],
    summary: "EXAONE 4.5's first text_config name: read as exaone4, as Exaone4_5Config renames it.",
  },
  gemma3n: {
    follows: ['gemma3n/configuration_gemma3n.py:470 text_config: Gemma3nTextConfig'],
    summary: 'Gemma 3n: its text_config read as gemma3n_text.',
  },
  gemma4_unified: {
    follows: ['gemma4_unified/configuration_gemma4_unified.py:321 text_config: Gemma4UnifiedTextConfig'],
    summary: 'Gemma 4 unified: its text_config read as gemma4_unified_text.',
  },
  aya_vision: {
    follows: [
      'aya_vision/configuration_aya_vision.py:64 CONFIG_MAPPING[text_config.get("model_type", "cohere2")]; the language model is AutoModel of it',
    ],
    summary: 'Aya Vision: its text_config read as its own model_type (cohere2 when it names none).',
  },
  cohere2_vision: {
    follows: [
      'cohere2_vision/configuration_cohere2_vision.py:57 CONFIG_MAPPING[text_config.get("model_type", "cohere2")]; the language model is AutoModel of it',
    ],
    summary: 'Command A Vision: its text_config read as its own model_type (cohere2 when it names none).',
  },
  deepseek_vl: {
    follows: [
      'deepseek_vl/configuration_deepseek_vl.py:64 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'DeepSeek-VL: its text_config read as its own model_type (llama when it names none).',
  },
  deepseek_vl_hybrid: {
    follows: [
      'deepseek_vl_hybrid/configuration_deepseek_vl_hybrid.py:79 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'DeepSeek-VL hybrid: its text_config read as its own model_type (llama when it names none).',
  },
  fast_vlm: {
    follows: [
      'fast_vlm/configuration_fast_vlm.py:79 CONFIG_MAPPING[text_config.get("model_type", "qwen2")]; the language model is AutoModel of it',
    ],
    summary: 'FastVLM: its text_config read as its own model_type (qwen2 when it names none).',
  },
  fuyu: {
    follows: ['fuyu/configuration_fuyu.py:93 CONFIG_MAPPING[text_config.get("model_type", "persimmon")]'],
    summary: 'Fuyu: its text_config read as its own model_type (persimmon when it names none).',
  },
  glm46v: {
    follows: [
      'glm46v/configuration_glm46v.py:77 CONFIG_MAPPING[text_config.get("model_type", "glm4v_text")]; the language model is AutoModel of it',
    ],
    summary:
      'GLM-4.6V: its text_config read as its own model_type (glm4v_text when it names none); the wrapper ' +
      'computes the M-RoPE ids (get_rope_index).',
  },
  got_ocr2: {
    follows: [
      'got_ocr2/configuration_got_ocr2.py:105 CONFIG_MAPPING[text_config.get("model_type", "qwen2")]; the language model is AutoModel of it',
    ],
    summary: 'GOT-OCR 2: its text_config read as its own model_type (qwen2 when it names none).',
  },
  pp_chart2table: {
    follows: [
      'pp_chart2table/configuration_pp_chart2table.py:104 CONFIG_MAPPING[text_config.get("model_type", "qwen2")]; the language model is AutoModel of it',
    ],
    summary: 'PP-Chart2Table (GOT-OCR 2 model): its text_config read as its own model_type (qwen2 when it names none).',
  },
  idefics2: {
    follows: [
      'idefics2/configuration_idefics2.py:143 CONFIG_MAPPING[text_config.get("model_type", "mistral")]; the language model is AutoModel of it',
    ],
    summary: 'Idefics2: its text_config read as its own model_type (mistral when it names none).',
  },
  idefics3: {
    follows: [
      'idefics3/configuration_idefics3.py:98 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'Idefics3: its text_config read as its own model_type (llama when it names none).',
  },
  smolvlm: {
    follows: [
      'smolvlm/configuration_smolvlm.py:106 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'SmolVLM: its text_config read as its own model_type (llama when it names none).',
  },
  internvl: {
    follows: [
      'internvl/configuration_internvl.py:128 CONFIG_MAPPING[text_config.get("model_type", "qwen2")]; the language model is AutoModel of it',
    ],
    summary: 'InternVL: its text_config read as its own model_type (qwen2 when it names none).',
  },
  janus: {
    follows: [
      'janus/configuration_janus.py:146 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'Janus: its text_config read as its own model_type (llama when it names none).',
  },
  lfm2_vl: {
    follows: [
      'lfm2_vl/configuration_lfm2_vl.py:54 CONFIG_MAPPING[text_config.get("model_type", "lfm2")]; the language model is AutoModel of it',
    ],
    summary: 'LFM2-VL: its text_config read as its own model_type (lfm2 when it names none).',
  },
  lighton_ocr: {
    follows: [
      'lighton_ocr/configuration_lighton_ocr.py:97 CONFIG_MAPPING[text_config.get("model_type", "qwen3")]; the language model is AutoModel of it',
    ],
    summary: 'LightOnOCR: its text_config read as its own model_type (qwen3 when it names none).',
  },
  llava_next: {
    follows: [
      'llava_next/configuration_llava_next.py:85 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'LLaVA-NeXT: its text_config read as its own model_type (llama when it names none).',
  },
  llava_next_video: {
    follows: [
      'llava_next_video/configuration_llava_next_video.py:100 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'LLaVA-NeXT-Video: its text_config read as its own model_type (llama when it names none).',
  },
  llava_onevision: {
    follows: [
      'llava_onevision/configuration_llava_onevision.py:90 CONFIG_MAPPING[text_config.get("model_type", "qwen2")]; the language model is AutoModel of it',
    ],
    summary: 'LLaVA-OneVision: its text_config read as its own model_type (qwen2 when it names none).',
  },
  vipllava: {
    follows: [
      'vipllava/configuration_vipllava.py:84 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'VipLLaVA: its text_config read as its own model_type (llama when it names none).',
  },
  video_llava: {
    follows: ['video_llava/configuration_video_llava.py:91 text_config model_type set to llama when absent'],
    summary: 'Video-LLaVA: its text_config read as its own model_type (llama when it names none).',
  },
  minicpmv4_6: {
    follows: ['minicpmv4_6/configuration_minicpmv4_6.py:112 CONFIG_MAPPING[text_config["model_type"]] (required)'],
    summary: 'MiniCPM-V 4.6: its text_config read as its own model_type.',
  },
  mistral3: {
    follows: [
      'mistral3/configuration_mistral3.py:83 CONFIG_MAPPING[text_config.get("model_type", "mistral")]; the language model is AutoModel of it',
    ],
    summary: 'Mistral 3 (Pixtral vision): its text_config read as its own model_type (mistral when it names none).',
  },
  paligemma: {
    follows: [
      'paligemma/configuration_paligemma.py:79 CONFIG_MAPPING[text_config.get("model_type", "gemma")]; the language model is AutoModel of it',
    ],
    summary:
      'PaliGemma: its text_config read as its own model_type (gemma when it names none); positions count from 1 ' +
      '(paligemma/modeling_paligemma.py:237), which changes no relative angle; with token_type_ids the prefix ' +
      '(image and prompt) attends bidirectionally (:259), which the plan does not show.',
  },
  perception_lm: {
    follows: [
      'perception_lm/configuration_perception_lm.py:53 CONFIG_MAPPING[text_config.get("model_type", "llama")]; the language model is AutoModel of it',
    ],
    summary: 'Perception LM: its text_config read as its own model_type (llama when it names none).',
  },
  qianfan_ocr: {
    follows: [
      'qianfan_ocr/configuration_qianfan_ocr.py:134 CONFIG_MAPPING[text_config.get("model_type", "qwen3")]; the language model is AutoModel of it',
    ],
    summary: 'Qianfan-OCR: its text_config read as its own model_type (qwen3 when it names none).',
  },
  shieldgemma2: {
    follows: [
      'shieldgemma2/configuration_shieldgemma2.py:82 CONFIG_MAPPING[text_config.get("model_type", "gemma3_text")]; the language model is AutoModel of it',
    ],
    summary: 'ShieldGemma 2: its text_config read as its own model_type (gemma3_text when it names none).',
  },
  cosmos3_omni: {
    follows: [
      'cosmos3_omni/configuration_cosmos3_omni.py:69 CONFIG_MAPPING[text_config.get("model_type", "qwen3_vl_text")]',
    ],
    summary: 'Cosmos 3 Omni: its text_config read as its own model_type (qwen3_vl_text when it names none).',
  },
  'blip-2': {
    follows: ['blip_2/configuration_blip_2.py:166 CONFIG_MAPPING[text_config.get("model_type", "opt")]'],
    summary: 'BLIP-2: its text_config read as its own model_type (opt when it names none).',
  },
  instructblip: {
    follows: ['instructblip/configuration_instructblip.py:166 CONFIG_MAPPING[text_config.get("model_type", "opt")]'],
    summary: 'InstructBLIP: its text_config read as its own model_type (opt when it names none).',
  },
  instructblipvideo: {
    follows: [
      'instructblipvideo/configuration_instructblipvideo.py:171 CONFIG_MAPPING[text_config.get("model_type", "opt")]',
    ],
    summary: 'InstructBLIP-Video: its text_config read as its own model_type (opt when it names none).',
  },
  florence2: {
    follows: [
      'florence2/configuration_florence2.py:125 CONFIG_MAPPING[text_config.get("model_type", "bart")]; the language model is AutoModel of it',
    ],
    summary: 'Florence-2: its text_config read as its own model_type (bart when it names none).',
  },
  colpali: {
    follows: [
      'colpali/configuration_colpali.py:54 vlm_config: CONFIG_MAPPING[vlm_config["model_type"]]; the retriever is AutoModel of it',
    ],
    summary: 'ColPali: its vlm_config read as its own model_type.',
  },
  colqwen2: {
    follows: [
      'colqwen2/configuration_colqwen2.py:54 vlm_config: CONFIG_MAPPING[vlm_config["model_type"]]; the retriever is AutoModel of it',
    ],
    summary: 'ColQwen2: its vlm_config read as its own model_type.',
  },
  qwen2_audio: {
    follows: [
      'qwen2_audio/configuration_qwen2_audio.py:120 CONFIG_MAPPING[text_config.get("model_type", "qwen2")]; the language model is AutoModel of it',
    ],
    summary: 'Qwen2-Audio: its text_config read as its own model_type (qwen2 when it names none).',
  },
  audioflamingo3: {
    follows: [
      'audioflamingo3/configuration_audioflamingo3.py:112 CONFIG_MAPPING[text_config.get("model_type", "qwen2")]; the language model is AutoModel of it',
    ],
    summary: 'Audio Flamingo 3: its text_config read as its own model_type (qwen2 when it names none).',
  },
  granite_speech: {
    follows: [
      'granite_speech/configuration_granite_speech.py:133 CONFIG_MAPPING[text_config.get("model_type", "granite")]; the language model is AutoModel of it',
    ],
    summary: 'Granite Speech: its text_config read as its own model_type (granite when it names none).',
  },
  granite_speech_plus: {
    follows: [
      'granite_speech_plus/configuration_granite_speech_plus.py:144 CONFIG_MAPPING[text_config.get("model_type", "granite")]; the language model is AutoModel of it',
    ],
    summary: 'Granite Speech Plus: its text_config read as its own model_type (granite when it names none).',
  },
  qwen3_asr: {
    follows: [
      'qwen3_asr/configuration_qwen3_asr.py:119 CONFIG_MAPPING[text_config.get("model_type", "qwen3")]; the language model is AutoModel of it',
    ],
    summary: 'Qwen3-ASR: its text_config read as its own model_type (qwen3 when it names none).',
  },
  vibevoice_asr: {
    follows: [
      'vibevoice_asr/configuration_vibevoice_asr.py:105 CONFIG_MAPPING[text_config.get("model_type", "qwen2")]; the language model is AutoModel of it',
    ],
    summary: 'VibeVoice-ASR: its text_config read as its own model_type (qwen2 when it names none).',
  },
};
