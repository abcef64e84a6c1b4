// Every model_type of transformers 5 at TRANSFORMERS_COMMIT (the model_type of each configuration_*.py
// under src/transformers/models/), with the reason it is refused when no entry of the table reads it.
// Generated once from that commit: a type listed here and read by an entry is read (table.ts).
import type { Family } from './family.js';

export const UNREAD_FAMILIES: readonly Family[] = [
  {
    modelType: 'afmoe',
    group: 'dense',
    refused:
      'not read yet: models/afmoe/modeling_afmoe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'aimv2_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'aimv2_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'aimv2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'albert',
    group: 'other',
    refused:
      'models/albert/modeling_albert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'align_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'align_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'align',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'altclip_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'altclip_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'altclip',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'apertus',
    group: 'dense',
    refused:
      'not read yet: models/apertus/modeling_apertus.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'arcee',
    group: 'dense',
    refused:
      'not read yet: models/arcee/modeling_arcee.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'aria_text',
    group: 'dense',
    refused:
      'not read yet: models/aria/modeling_aria.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'aria',
    group: 'dense',
    refused:
      'not read yet: models/aria/modeling_aria.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'audio-spectrogram-transformer',
    group: 'other',
    refused:
      'models/audio_spectrogram_transformer/modeling_audio_spectrogram_transformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'audioflamingo3_encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'audioflamingo3',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'autoformer',
    group: 'other',
    refused:
      'models/autoformer/modeling_autoformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'axk1',
    group: 'dense',
    refused:
      'not read yet: models/axk1/modeling_axk1.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'axk2',
    group: 'dense',
    refused:
      'not read yet: models/axk2/modeling_axk2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'aya_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'bamba',
    group: 'dense',
    refused:
      'not read yet: models/bamba/modeling_bamba.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'semantic',
    group: 'other',
    refused:
      'models/bark/modeling_bark.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'coarse_acoustics',
    group: 'other',
    refused:
      'models/bark/modeling_bark.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'fine_acoustics',
    group: 'other',
    refused:
      'models/bark/modeling_bark.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'bark',
    group: 'other',
    refused:
      'models/bark/modeling_bark.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'bart',
    group: 'other',
    refused:
      'models/bart/modeling_bart.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'beit',
    group: 'other',
    refused:
      'models/beit/modeling_beit.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'bert',
    group: 'other',
    refused:
      'models/bert/modeling_bert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'bert-generation',
    group: 'other',
    refused:
      'models/bert_generation/modeling_bert_generation.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'big_bird',
    group: 'other',
    refused:
      'models/big_bird/modeling_big_bird.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'bigbird_pegasus',
    group: 'other',
    refused:
      'models/bigbird_pegasus/modeling_bigbird_pegasus.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'biogpt',
    group: 'other',
    refused:
      'models/biogpt/modeling_biogpt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'bit',
    group: 'other',
    refused:
      'models/bit/modeling_bit.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'bitnet',
    group: 'dense',
    refused:
      'not read yet: models/bitnet/modeling_bitnet.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'blenderbot',
    group: 'other',
    refused:
      'models/blenderbot/modeling_blenderbot.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'blenderbot-small',
    group: 'other',
    refused:
      'models/blenderbot_small/modeling_blenderbot_small.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'blip_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'blip_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'blip',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'blip_2_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'blip_2_qformer',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'blip-2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'bloom',
    group: 'other',
    refused:
      'models/bloom/modeling_bloom.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'blt_local_encoder',
    group: 'dense',
    refused:
      'not read yet: models/blt/modeling_blt.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'blt_local_decoder',
    group: 'dense',
    refused:
      'not read yet: models/blt/modeling_blt.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'blt_global_transformer',
    group: 'dense',
    refused:
      'not read yet: models/blt/modeling_blt.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'blt_patcher',
    group: 'dense',
    refused:
      'not read yet: models/blt/modeling_blt.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'blt',
    group: 'dense',
    refused:
      'not read yet: models/blt/modeling_blt.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'bridgetower_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'bridgetower_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'bridgetower',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'bros',
    group: 'other',
    refused:
      'models/bros/modeling_bros.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'camembert',
    group: 'other',
    refused:
      'models/camembert/modeling_camembert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'canine',
    group: 'other',
    refused:
      'models/canine/modeling_canine.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'chameleon_vqgan',
    group: 'dense',
    refused:
      'not read yet: models/chameleon/modeling_chameleon.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'chameleon',
    group: 'dense',
    refused:
      'not read yet: models/chameleon/modeling_chameleon.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'chinese_clip_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'chinese_clip_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'chinese_clip',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'chmv2',
    group: 'other',
    refused:
      'models/chmv2/modeling_chmv2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'clap_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clap_audio_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clap',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clip_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clip_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clip',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clipseg_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clipseg_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clipseg',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'clvp_encoder',
    group: 'speech',
    refused:
      'not read yet: models/clvp/modeling_clvp.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'clvp_decoder',
    group: 'speech',
    refused:
      'not read yet: models/clvp/modeling_clvp.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'clvp',
    group: 'speech',
    refused:
      'not read yet: models/clvp/modeling_clvp.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'codegen',
    group: 'dense',
    refused:
      'not read yet: models/codegen/modeling_codegen.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cohere',
    group: 'dense',
    refused:
      'not read yet: models/cohere/modeling_cohere.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cohere2',
    group: 'dense',
    refused:
      'not read yet: models/cohere2/modeling_cohere2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cohere2_moe',
    group: 'dense',
    refused:
      'not read yet: models/cohere2_moe/modeling_cohere2_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cohere2_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'cohere_asr',
    group: 'other',
    refused:
      'models/cohere_asr/modeling_cohere_asr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'cohere_compass_vision',
    group: 'dense',
    refused:
      'not read yet: models/cohere_compass/modeling_cohere_compass.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cohere_compass_text',
    group: 'dense',
    refused:
      'not read yet: models/cohere_compass/modeling_cohere_compass.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cohere_compass',
    group: 'dense',
    refused:
      'not read yet: models/cohere_compass/modeling_cohere_compass.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'colmodernvbert',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'colpali',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'colqwen2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'conditional_detr',
    group: 'other',
    refused:
      'models/conditional_detr/modeling_conditional_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'convbert',
    group: 'other',
    refused:
      'models/convbert/modeling_convbert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'convnext',
    group: 'other',
    refused:
      'models/convnext/modeling_convnext.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'convnextv2',
    group: 'other',
    refused:
      'models/convnextv2/modeling_convnextv2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'cosmos3_edge_text',
    group: 'dense',
    refused:
      'not read yet: models/cosmos3_edge/modeling_cosmos3_edge.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cosmos3_edge_vision',
    group: 'dense',
    refused:
      'not read yet: models/cosmos3_edge/modeling_cosmos3_edge.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cosmos3_edge',
    group: 'dense',
    refused:
      'not read yet: models/cosmos3_edge/modeling_cosmos3_edge.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'cosmos3_omni',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'qwen3_vl_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'cpmant',
    group: 'other',
    refused:
      'models/cpmant/modeling_cpmant.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'csm_depth_decoder_model',
    group: 'speech',
    refused:
      'not read yet: models/csm/modeling_csm.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'csm',
    group: 'speech',
    refused:
      'not read yet: models/csm/modeling_csm.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ctrl',
    group: 'other',
    refused:
      'models/ctrl/modeling_ctrl.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'cvt',
    group: 'other',
    refused:
      'models/cvt/modeling_cvt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'cwm',
    group: 'dense',
    refused:
      'not read yet: models/cwm/modeling_cwm.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'd_fine',
    group: 'other',
    refused:
      'models/d_fine/modeling_d_fine.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dab-detr',
    group: 'other',
    refused:
      'models/dab_detr/modeling_dab_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dac',
    group: 'other',
    refused:
      'models/dac/modeling_dac.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'data2vec-audio',
    group: 'other',
    refused:
      'models/data2vec/modeling_data2vec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'data2vec-text',
    group: 'other',
    refused:
      'models/data2vec/modeling_data2vec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'data2vec-vision',
    group: 'other',
    refused:
      'models/data2vec/modeling_data2vec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dbrx',
    group: 'dense',
    refused:
      'not read yet: models/dbrx/modeling_dbrx.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deberta',
    group: 'other',
    refused:
      'models/deberta/modeling_deberta.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'deberta-v2',
    group: 'other',
    refused:
      'models/deberta_v2/modeling_deberta_v2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'decision_transformer',
    group: 'other',
    refused:
      'models/decision_transformer/modeling_decision_transformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'deepseek_ocr2_sam_vision_model',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_ocr2/modeling_deepseek_ocr2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_ocr2_encoder',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_ocr2/modeling_deepseek_ocr2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_ocr2_vision',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_ocr2/modeling_deepseek_ocr2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_ocr2_text',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_ocr2/modeling_deepseek_ocr2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_ocr2',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_ocr2/modeling_deepseek_ocr2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_v2',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_v2/modeling_deepseek_v2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_v3',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_v3/modeling_deepseek_v3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_v32',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_v32/modeling_deepseek_v32.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_v4',
    group: 'dense',
    refused:
      'not read yet: models/deepseek_v4/modeling_deepseek_v4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'deepseek_vl',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'deepseek_vl_hybrid',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'deformable_detr',
    group: 'other',
    refused:
      'models/deformable_detr/modeling_deformable_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'deimv2',
    group: 'other',
    refused:
      'models/deimv2/modeling_deimv2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'deit',
    group: 'other',
    refused:
      'models/deit/modeling_deit.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'depth_anything',
    group: 'other',
    refused:
      'models/depth_anything/modeling_depth_anything.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'depth_pro',
    group: 'other',
    refused:
      'models/depth_pro/modeling_depth_pro.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'detr',
    group: 'other',
    refused:
      'models/detr/modeling_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dia_encoder',
    group: 'speech',
    refused:
      'not read yet: models/dia/modeling_dia.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'dia_decoder',
    group: 'speech',
    refused:
      'not read yet: models/dia/modeling_dia.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'dia',
    group: 'speech',
    refused:
      'not read yet: models/dia/modeling_dia.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'diffllama',
    group: 'dense',
    refused:
      'not read yet: models/diffllama/modeling_diffllama.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'diffusion_gemma_text',
    group: 'dense',
    refused:
      'not read yet: models/diffusion_gemma/modeling_diffusion_gemma.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'diffusion_gemma',
    group: 'dense',
    refused:
      'not read yet: models/diffusion_gemma/modeling_diffusion_gemma.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'dinat',
    group: 'other',
    refused:
      'models/dinat/modeling_dinat.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dinov2',
    group: 'other',
    refused:
      'models/dinov2/modeling_dinov2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dinov2_with_registers',
    group: 'other',
    refused:
      'models/dinov2_with_registers/modeling_dinov2_with_registers.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dinov3_convnext',
    group: 'other',
    refused:
      'models/dinov3_convnext/modeling_dinov3_convnext.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dinov3_vit',
    group: 'dense',
    refused:
      'not read yet: models/dinov3_vit/modeling_dinov3_vit.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'distilbert',
    group: 'other',
    refused:
      'models/distilbert/modeling_distilbert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'doge',
    group: 'dense',
    refused:
      'not read yet: models/doge/modeling_doge.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'donut-swin',
    group: 'other',
    refused:
      'models/donut/modeling_donut.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dots1',
    group: 'dense',
    refused:
      'not read yet: models/dots1/modeling_dots1.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'dpr',
    group: 'other',
    refused:
      'models/dpr/modeling_dpr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'dpt',
    group: 'other',
    refused:
      'models/dpt/modeling_dpt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'edgetam_vision_model',
    group: 'other',
    refused:
      'models/edgetam/modeling_edgetam.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'edgetam',
    group: 'other',
    refused:
      'models/edgetam/modeling_edgetam.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'edgetam_video',
    group: 'dense',
    refused:
      'not read yet: models/edgetam_video/modeling_edgetam_video.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'efficientloftr',
    group: 'dense',
    refused:
      'not read yet: models/efficientloftr/modeling_efficientloftr.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'efficientnet',
    group: 'other',
    refused:
      'models/efficientnet/modeling_efficientnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'electra',
    group: 'other',
    refused:
      'models/electra/modeling_electra.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'emu3_vqgan',
    group: 'dense',
    refused:
      'not read yet: models/emu3/modeling_emu3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'emu3_text_model',
    group: 'dense',
    refused:
      'not read yet: models/emu3/modeling_emu3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'emu3',
    group: 'dense',
    refused:
      'not read yet: models/emu3/modeling_emu3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'encodec',
    group: 'other',
    refused:
      'models/encodec/modeling_encodec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'encoder-decoder',
    group: 'other',
    refused:
      'models/encoder_decoder/modeling_encoder_decoder.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'eomt',
    group: 'other',
    refused:
      'models/eomt/modeling_eomt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'eomt_dinov3',
    group: 'dense',
    refused:
      'not read yet: models/eomt_dinov3/modeling_eomt_dinov3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ernie',
    group: 'other',
    refused:
      'models/ernie/modeling_ernie.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'ernie4_5',
    group: 'dense',
    refused:
      'not read yet: models/ernie4_5/modeling_ernie4_5.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ernie4_5_moe',
    group: 'dense',
    refused:
      'not read yet: models/ernie4_5_moe/modeling_ernie4_5_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ernie4_5_vl_moe_vision',
    group: 'dense',
    refused:
      'not read yet: models/ernie4_5_vl_moe/modeling_ernie4_5_vl_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ernie4_5_vl_moe_text',
    group: 'dense',
    refused:
      'not read yet: models/ernie4_5_vl_moe/modeling_ernie4_5_vl_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ernie4_5_vl_moe',
    group: 'dense',
    refused:
      'not read yet: models/ernie4_5_vl_moe/modeling_ernie4_5_vl_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'esm',
    group: 'dense',
    refused:
      'not read yet: models/esm/modeling_esm.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'eurobert',
    group: 'dense',
    refused:
      'not read yet: models/eurobert/modeling_eurobert.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'evolla',
    group: 'dense',
    refused:
      'not read yet: models/evolla/modeling_evolla.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'exaone4',
    group: 'dense',
    refused:
      'not read yet: models/exaone4/modeling_exaone4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'exaone4_5_vision',
    group: 'dense',
    refused:
      'not read yet: models/exaone4_5/modeling_exaone4_5.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'exaone4_5',
    group: 'dense',
    refused:
      'not read yet: models/exaone4_5/modeling_exaone4_5.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'exaone_moe',
    group: 'dense',
    refused:
      'not read yet: models/exaone_moe/modeling_exaone_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'falcon',
    group: 'dense',
    refused:
      'not read yet: models/falcon/modeling_falcon.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'falcon_h1',
    group: 'dense',
    refused:
      'not read yet: models/falcon_h1/modeling_falcon_h1.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'falcon_mamba',
    group: 'other',
    refused:
      'models/falcon_mamba/modeling_falcon_mamba.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'fast_vlm',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'fastspeech2_conformer',
    group: 'other',
    refused:
      'models/fastspeech2_conformer/modeling_fastspeech2_conformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'fastspeech2_conformer_hifigan',
    group: 'other',
    refused:
      'models/fastspeech2_conformer/modeling_fastspeech2_conformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'fastspeech2_conformer_with_hifigan',
    group: 'other',
    refused:
      'models/fastspeech2_conformer/modeling_fastspeech2_conformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'flaubert',
    group: 'other',
    refused:
      'models/flaubert/modeling_flaubert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'flava_image_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'flava_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'flava_multimodal_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'flava',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'flex_olmo',
    group: 'dense',
    refused:
      'not read yet: models/flex_olmo/modeling_flex_olmo.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'florence_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'florence2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'fnet',
    group: 'other',
    refused:
      'models/fnet/modeling_fnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'focalnet',
    group: 'other',
    refused:
      'models/focalnet/modeling_focalnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'fsmt',
    group: 'other',
    refused:
      'models/fsmt/modeling_fsmt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'funnel',
    group: 'other',
    refused:
      'models/funnel/modeling_funnel.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'fuyu',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'gemma',
    group: 'dense',
    refused:
      'not read yet: models/gemma/modeling_gemma.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma2',
    group: 'dense',
    refused:
      'not read yet: models/gemma2/modeling_gemma2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma3_text',
    group: 'dense',
    refused:
      'not read yet: models/gemma3/modeling_gemma3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma3',
    group: 'dense',
    refused:
      'not read yet: models/gemma3/modeling_gemma3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma3n_text',
    group: 'dense',
    refused:
      'not read yet: models/gemma3n/modeling_gemma3n.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma3n_audio',
    group: 'speech',
    refused:
      'not read yet: models/gemma3n/modeling_gemma3n.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma3n_vision',
    group: 'dense',
    refused:
      'not read yet: models/gemma3n/modeling_gemma3n.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma3n',
    group: 'dense',
    refused:
      'not read yet: models/gemma3n/modeling_gemma3n.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4_audio',
    group: 'speech',
    refused:
      'not read yet: models/gemma4/modeling_gemma4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4_text',
    group: 'dense',
    refused:
      'not read yet: models/gemma4/modeling_gemma4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4_vision',
    group: 'dense',
    refused:
      'not read yet: models/gemma4/modeling_gemma4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4',
    group: 'dense',
    refused:
      'not read yet: models/gemma4/modeling_gemma4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4_assistant',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'gemma4_unified_audio',
    group: 'speech',
    refused:
      'not read yet: models/gemma4_unified/modeling_gemma4_unified.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4_unified_text',
    group: 'dense',
    refused:
      'not read yet: models/gemma4_unified/modeling_gemma4_unified.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4_unified_vision',
    group: 'dense',
    refused:
      'not read yet: models/gemma4_unified/modeling_gemma4_unified.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4_unified',
    group: 'dense',
    refused:
      'not read yet: models/gemma4_unified/modeling_gemma4_unified.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gemma4_unified_assistant',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'git_vision_model',
    group: 'other',
    refused:
      'models/git/modeling_git.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'git',
    group: 'other',
    refused:
      'models/git/modeling_git.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'glm',
    group: 'dense',
    refused:
      'not read yet: models/glm/modeling_glm.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm4',
    group: 'dense',
    refused:
      'not read yet: models/glm4/modeling_glm4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm46v',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'glm4_moe',
    group: 'dense',
    refused:
      'not read yet: models/glm4_moe/modeling_glm4_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm4_moe_lite',
    group: 'dense',
    refused:
      'not read yet: models/glm4_moe_lite/modeling_glm4_moe_lite.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm4v_vision',
    group: 'dense',
    refused:
      'not read yet: models/glm4v/modeling_glm4v.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm4v_text',
    group: 'dense',
    refused:
      'not read yet: models/glm4v/modeling_glm4v.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm4v',
    group: 'dense',
    refused:
      'not read yet: models/glm4v/modeling_glm4v.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm4v_moe_text',
    group: 'dense',
    refused:
      'not read yet: models/glm4v_moe/modeling_glm4v_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm4v_moe_vision',
    group: 'dense',
    refused:
      'not read yet: models/glm4v_moe/modeling_glm4v_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm4v_moe',
    group: 'dense',
    refused:
      'not read yet: models/glm4v_moe/modeling_glm4v_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm_image_vqmodel',
    group: 'dense',
    refused:
      'not read yet: models/glm_image/modeling_glm_image.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm_image_vision',
    group: 'dense',
    refused:
      'not read yet: models/glm_image/modeling_glm_image.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm_image_text',
    group: 'dense',
    refused:
      'not read yet: models/glm_image/modeling_glm_image.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm_image',
    group: 'dense',
    refused:
      'not read yet: models/glm_image/modeling_glm_image.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm_moe_dsa',
    group: 'dense',
    refused:
      'not read yet: models/glm_moe_dsa/modeling_glm_moe_dsa.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm_ocr_vision',
    group: 'dense',
    refused:
      'not read yet: models/glm_ocr/modeling_glm_ocr.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm_ocr_text',
    group: 'dense',
    refused:
      'not read yet: models/glm_ocr/modeling_glm_ocr.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glm_ocr',
    group: 'dense',
    refused:
      'not read yet: models/glm_ocr/modeling_glm_ocr.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glmasr_encoder',
    group: 'speech',
    refused:
      'not read yet: models/glmasr/modeling_glmasr.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glmasr',
    group: 'speech',
    refused:
      'not read yet: models/glmasr/modeling_glmasr.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'glmga',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'glpn',
    group: 'other',
    refused:
      'models/glpn/modeling_glpn.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'got_ocr2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'gpt2',
    group: 'other',
    refused:
      'models/gpt2/modeling_gpt2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'gpt_bigcode',
    group: 'other',
    refused:
      'models/gpt_bigcode/modeling_gpt_bigcode.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'gpt_neo',
    group: 'other',
    refused:
      'models/gpt_neo/modeling_gpt_neo.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'gpt_neox',
    group: 'dense',
    refused:
      'not read yet: models/gpt_neox/modeling_gpt_neox.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gpt_neox_japanese',
    group: 'dense',
    refused:
      'not read yet: models/gpt_neox_japanese/modeling_gpt_neox_japanese.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gpt_oss',
    group: 'dense',
    refused:
      'not read yet: models/gpt_oss/modeling_gpt_oss.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'gptj',
    group: 'dense',
    refused:
      'not read yet: models/gptj/modeling_gptj.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'granite',
    group: 'dense',
    refused:
      'not read yet: models/granite/modeling_granite.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'granite4_vision_text',
    group: 'dense',
    refused:
      'not read yet: models/granite4_vision/modeling_granite4_vision.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'granite4_vision',
    group: 'dense',
    refused:
      'not read yet: models/granite4_vision/modeling_granite4_vision.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'granite_speech_encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'granite_speech',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'granite_speech_plus_encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'granite_speech_plus',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'granite_swa',
    group: 'dense',
    refused:
      'not read yet: models/granite_swa/modeling_granite_swa.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'granitemoe',
    group: 'dense',
    refused:
      'not read yet: models/granitemoe/modeling_granitemoe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'granitemoe_swa',
    group: 'dense',
    refused:
      'not read yet: models/granitemoe_swa/modeling_granitemoe_swa.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'granitemoehybrid',
    group: 'dense',
    refused:
      'not read yet: models/granitemoehybrid/modeling_granitemoehybrid.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'granitemoeshared',
    group: 'dense',
    refused:
      'not read yet: models/granitemoeshared/modeling_granitemoeshared.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'grounding-dino',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'groupvit_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'groupvit_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'groupvit',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'helium',
    group: 'dense',
    refused:
      'not read yet: models/helium/modeling_helium.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'hgnet_v2',
    group: 'other',
    refused:
      'models/hgnet_v2/modeling_hgnet_v2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'hiera',
    group: 'other',
    refused:
      'models/hiera/modeling_hiera.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'higgs_audio_v2',
    group: 'speech',
    refused:
      'not read yet: models/higgs_audio_v2/modeling_higgs_audio_v2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'higgs_audio_v2_tokenizer',
    group: 'other',
    refused:
      'models/higgs_audio_v2_tokenizer/modeling_higgs_audio_v2_tokenizer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'hrm_text',
    group: 'dense',
    refused:
      'not read yet: models/hrm_text/modeling_hrm_text.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'hubert',
    group: 'other',
    refused:
      'models/hubert/modeling_hubert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'hunyuan_v1_dense',
    group: 'dense',
    refused:
      'not read yet: models/hunyuan_v1_dense/modeling_hunyuan_v1_dense.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'hunyuan_v1_moe',
    group: 'dense',
    refused:
      'not read yet: models/hunyuan_v1_moe/modeling_hunyuan_v1_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'hunyuan_vl_vision',
    group: 'dense',
    refused:
      'not read yet: models/hunyuan_vl/modeling_hunyuan_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'hunyuan_vl_text',
    group: 'dense',
    refused:
      'not read yet: models/hunyuan_vl/modeling_hunyuan_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'hunyuan_vl',
    group: 'dense',
    refused:
      'not read yet: models/hunyuan_vl/modeling_hunyuan_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'hy_v3',
    group: 'dense',
    refused:
      'not read yet: models/hy_v3/modeling_hy_v3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'hyperclovax',
    group: 'dense',
    refused:
      'not read yet: models/hyperclovax/modeling_hyperclovax.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ibert',
    group: 'other',
    refused:
      'models/ibert/modeling_ibert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'idefics_vision',
    group: 'dense',
    refused:
      'not read yet: models/idefics/modeling_idefics.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'idefics_perciever',
    group: 'dense',
    refused:
      'not read yet: models/idefics/modeling_idefics.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'idefics',
    group: 'dense',
    refused:
      'not read yet: models/idefics/modeling_idefics.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'idefics2_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'idefics2_perceiver',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'idefics2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'idefics3_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'idefics3',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'ijepa',
    group: 'other',
    refused:
      'models/ijepa/modeling_ijepa.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'imagegpt',
    group: 'other',
    refused:
      'models/imagegpt/modeling_imagegpt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'informer',
    group: 'other',
    refused:
      'models/informer/modeling_informer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'inkling_text',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'inkling_audio',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'inkling_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'inkling_mm_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'instructblip_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'instructblip_qformer',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'instructblip',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'instructblipvideo_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'instructblipvideo_qformer',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'instructblipvideo',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'internvl_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'internvl',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'jais2',
    group: 'dense',
    refused:
      'not read yet: models/jais2/modeling_jais2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'jamba',
    group: 'dense',
    refused:
      'not read yet: models/jamba/modeling_jamba.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'janus_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'janus_vqgan',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'janus',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'jetmoe',
    group: 'dense',
    refused:
      'not read yet: models/jetmoe/modeling_jetmoe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'jina_embeddings_v3',
    group: 'dense',
    refused:
      'not read yet: models/jina_embeddings_v3/modeling_jina_embeddings_v3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'kimi_k25_vision',
    group: 'dense',
    refused:
      'not read yet: models/kimi_k25/modeling_kimi_k25.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'kimi_k25',
    group: 'dense',
    refused:
      'not read yet: models/kimi_k25/modeling_kimi_k25.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'kosmos_2_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'kosmos_2_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'kosmos-2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'kosmos_2_5_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'kosmos_2_5_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'kosmos-2.5',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'kyutai_speech_to_text',
    group: 'speech',
    refused:
      'not read yet: models/kyutai_speech_to_text/modeling_kyutai_speech_to_text.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'laguna',
    group: 'dense',
    refused:
      'not read yet: models/laguna/modeling_laguna.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'lasr_encoder',
    group: 'speech',
    refused:
      'not read yet: models/lasr/modeling_lasr.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'lasr_ctc',
    group: 'speech',
    refused:
      'not read yet: models/lasr/modeling_lasr.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'layoutlm',
    group: 'other',
    refused:
      'models/layoutlm/modeling_layoutlm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'layoutlmv2',
    group: 'other',
    refused:
      'models/layoutlmv2/modeling_layoutlmv2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'layoutlmv3',
    group: 'other',
    refused:
      'models/layoutlmv3/modeling_layoutlmv3.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'layoutxlm',
    group: 'other',
    refused:
      'models/layoutxlm/modeling_layoutxlm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'led',
    group: 'other',
    refused:
      'models/led/modeling_led.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'levit',
    group: 'other',
    refused:
      'models/levit/modeling_levit.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'lfm2',
    group: 'dense',
    refused:
      'not read yet: models/lfm2/modeling_lfm2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'lfm2_moe',
    group: 'dense',
    refused:
      'not read yet: models/lfm2_moe/modeling_lfm2_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'lfm2_vl',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'lightglue',
    group: 'dense',
    refused:
      'not read yet: models/lightglue/modeling_lightglue.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'lighton_ocr',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'pixtral',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'lilt',
    group: 'other',
    refused:
      'models/lilt/modeling_lilt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'llama',
    group: 'dense',
    refused:
      'not read yet: models/llama/modeling_llama.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'llama4_vision_model',
    group: 'dense',
    refused:
      'not read yet: models/llama4/modeling_llama4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'llama4_text',
    group: 'dense',
    refused:
      'not read yet: models/llama4/modeling_llama4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'llama4',
    group: 'dense',
    refused:
      'not read yet: models/llama4/modeling_llama4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'llava',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'llava_next',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'llava_next_video',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'llava_onevision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'longcat_flash',
    group: 'dense',
    refused:
      'not read yet: models/longcat_flash/modeling_longcat_flash.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'longformer',
    group: 'other',
    refused:
      'models/longformer/modeling_longformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'longt5',
    group: 'other',
    refused:
      'models/longt5/modeling_longt5.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'luke',
    group: 'other',
    refused:
      'models/luke/modeling_luke.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'lw_detr_vit',
    group: 'other',
    refused:
      'models/lw_detr/modeling_lw_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'lw_detr',
    group: 'other',
    refused:
      'models/lw_detr/modeling_lw_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'lxmert',
    group: 'other',
    refused:
      'models/lxmert/modeling_lxmert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'm2m_100',
    group: 'other',
    refused:
      'models/m2m_100/modeling_m2m_100.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mamba',
    group: 'other',
    refused:
      'models/mamba/modeling_mamba.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mamba2',
    group: 'other',
    refused:
      'models/mamba2/modeling_mamba2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'marian',
    group: 'other',
    refused:
      'models/marian/modeling_marian.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'markuplm',
    group: 'other',
    refused:
      'models/markuplm/modeling_markuplm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mask2former',
    group: 'other',
    refused:
      'models/mask2former/modeling_mask2former.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'maskformer',
    group: 'other',
    refused:
      'models/maskformer/modeling_maskformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'maskformer-swin',
    group: 'other',
    refused:
      'models/maskformer/modeling_maskformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mbart',
    group: 'other',
    refused:
      'models/mbart/modeling_mbart.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'megatron-bert',
    group: 'other',
    refused:
      'models/megatron_bert/modeling_megatron_bert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mellum',
    group: 'dense',
    refused:
      'not read yet: models/mellum/modeling_mellum.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'metaclip_2_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'metaclip_2_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'metaclip_2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'mgp-str',
    group: 'other',
    refused:
      'models/mgp_str/modeling_mgp_str.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mimi',
    group: 'speech',
    refused:
      'not read yet: models/mimi/modeling_mimi.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mimo_v2_flash',
    group: 'dense',
    refused:
      'not read yet: models/mimo_v2_flash/modeling_mimo_v2_flash.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'minicpm3',
    group: 'dense',
    refused:
      'not read yet: models/minicpm3/modeling_minicpm3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'minicpmv4_6_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'minicpmv4_6',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'minimax',
    group: 'dense',
    refused:
      'not read yet: models/minimax/modeling_minimax.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'minimax_m2',
    group: 'dense',
    refused:
      'not read yet: models/minimax_m2/modeling_minimax_m2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'minimax_m3_vl_text',
    group: 'dense',
    refused:
      'not read yet: models/minimax_m3_vl/modeling_minimax_m3_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'minimax_m3_vl_vision',
    group: 'dense',
    refused:
      'not read yet: models/minimax_m3_vl/modeling_minimax_m3_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'minimax_m3_vl',
    group: 'dense',
    refused:
      'not read yet: models/minimax_m3_vl/modeling_minimax_m3_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ministral',
    group: 'dense',
    refused:
      'not read yet: models/ministral/modeling_ministral.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'ministral3',
    group: 'dense',
    refused:
      'not read yet: models/ministral3/modeling_ministral3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mistral',
    group: 'dense',
    refused:
      'not read yet: models/mistral/modeling_mistral.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mistral3',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'mistral4',
    group: 'dense',
    refused:
      'not read yet: models/mistral4/modeling_mistral4.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mixtral',
    group: 'dense',
    refused:
      'not read yet: models/mixtral/modeling_mixtral.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mlcd_vision_model',
    group: 'dense',
    refused:
      'not read yet: models/mlcd/modeling_mlcd.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mllama_vision_model',
    group: 'dense',
    refused:
      'not read yet: models/mllama/modeling_mllama.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mllama_text_model',
    group: 'dense',
    refused:
      'not read yet: models/mllama/modeling_mllama.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mllama',
    group: 'dense',
    refused:
      'not read yet: models/mllama/modeling_mllama.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mm-grounding-dino',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'mobilebert',
    group: 'other',
    refused:
      'models/mobilebert/modeling_mobilebert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mobilenet_v1',
    group: 'other',
    refused:
      'models/mobilenet_v1/modeling_mobilenet_v1.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mobilenet_v2',
    group: 'other',
    refused:
      'models/mobilenet_v2/modeling_mobilenet_v2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mobilevit',
    group: 'other',
    refused:
      'models/mobilevit/modeling_mobilevit.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mobilevitv2',
    group: 'other',
    refused:
      'models/mobilevitv2/modeling_mobilevitv2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'modernbert',
    group: 'dense',
    refused:
      'not read yet: models/modernbert/modeling_modernbert.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'modernbert-decoder',
    group: 'dense',
    refused:
      'not read yet: models/modernbert_decoder/modeling_modernbert_decoder.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'modernvbert',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'moonshine',
    group: 'speech',
    refused:
      'not read yet: models/moonshine/modeling_moonshine.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'moonshine_streaming_encoder',
    group: 'speech',
    refused:
      'not read yet: models/moonshine_streaming/modeling_moonshine_streaming.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'moonshine_streaming',
    group: 'speech',
    refused:
      'not read yet: models/moonshine_streaming/modeling_moonshine_streaming.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'moshi_depth',
    group: 'speech',
    refused:
      'not read yet: models/moshi/modeling_moshi.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'moshi',
    group: 'speech',
    refused:
      'not read yet: models/moshi/modeling_moshi.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'mpnet',
    group: 'other',
    refused:
      'models/mpnet/modeling_mpnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mpt',
    group: 'other',
    refused:
      'models/mpt/modeling_mpt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mra',
    group: 'other',
    refused:
      'models/mra/modeling_mra.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mt5',
    group: 'other',
    refused:
      'models/mt5/modeling_mt5.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'muse_glimmer_vision',
    group: 'dense',
    refused:
      'not read yet: models/muse_glimmer/modeling_muse_glimmer.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'muse_glimmer_text',
    group: 'dense',
    refused:
      'not read yet: models/muse_glimmer/modeling_muse_glimmer.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'muse_glimmer',
    group: 'dense',
    refused:
      'not read yet: models/muse_glimmer/modeling_muse_glimmer.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'muse_glimmer_assistant',
    group: 'dense',
    refused:
      'not read yet: models/muse_glimmer_assistant/modeling_muse_glimmer_assistant.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'musicflamingo',
    group: 'speech',
    refused:
      'not read yet: models/musicflamingo/modeling_musicflamingo.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'musicgen_decoder',
    group: 'other',
    refused:
      'models/musicgen/modeling_musicgen.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'musicgen_melody_decoder',
    group: 'other',
    refused:
      'models/musicgen_melody/modeling_musicgen_melody.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'musicgen_melody',
    group: 'other',
    refused:
      'models/musicgen_melody/modeling_musicgen_melody.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'mvp',
    group: 'other',
    refused:
      'models/mvp/modeling_mvp.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'nanochat',
    group: 'dense',
    refused:
      'not read yet: models/nanochat/modeling_nanochat.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'nemotron',
    group: 'dense',
    refused:
      'not read yet: models/nemotron/modeling_nemotron.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'nemotron3_5_asr',
    group: 'other',
    refused:
      'models/nemotron3_5_asr/modeling_nemotron3_5_asr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'nemotron_asr_streaming_encoder',
    group: 'speech',
    refused:
      'not read yet: models/nemotron_asr_streaming/modeling_nemotron_asr_streaming.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'nemotron_asr_streaming',
    group: 'speech',
    refused:
      'not read yet: models/nemotron_asr_streaming/modeling_nemotron_asr_streaming.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'nemotron_h',
    group: 'dense',
    refused:
      'not read yet: models/nemotron_h/modeling_nemotron_h.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'nllb-moe',
    group: 'other',
    refused:
      'models/nllb_moe/modeling_nllb_moe.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'nomic_bert',
    group: 'dense',
    refused:
      'not read yet: models/nomic_bert/modeling_nomic_bert.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'nougat',
    group: 'other',
    refused:
      'models/nougat/modeling_nougat.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'nystromformer',
    group: 'other',
    refused:
      'models/nystromformer/modeling_nystromformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'olmo',
    group: 'dense',
    refused:
      'not read yet: models/olmo/modeling_olmo.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'olmo2',
    group: 'dense',
    refused:
      'not read yet: models/olmo2/modeling_olmo2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'olmo3',
    group: 'dense',
    refused:
      'not read yet: models/olmo3/modeling_olmo3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'olmo_hybrid',
    group: 'dense',
    refused:
      'not read yet: models/olmo_hybrid/modeling_olmo_hybrid.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'olmoe',
    group: 'dense',
    refused:
      'not read yet: models/olmoe/modeling_olmoe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'omdet-turbo',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'oneformer',
    group: 'other',
    refused:
      'models/oneformer/modeling_oneformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'openai-gpt',
    group: 'other',
    refused:
      'models/openai/modeling_openai.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'openai_privacy_filter',
    group: 'dense',
    refused:
      'not read yet: models/openai_privacy_filter/modeling_openai_privacy_filter.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'opt',
    group: 'other',
    refused:
      'models/opt/modeling_opt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'ovis2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'owlv2_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'owlv2_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'owlv2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'owlvit_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'owlvit_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'owlvit',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'paddleocr_vl_vision',
    group: 'dense',
    refused:
      'not read yet: models/paddleocr_vl/modeling_paddleocr_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'paddleocr_vl_text',
    group: 'dense',
    refused:
      'not read yet: models/paddleocr_vl/modeling_paddleocr_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'paddleocr_vl',
    group: 'dense',
    refused:
      'not read yet: models/paddleocr_vl/modeling_paddleocr_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'paligemma',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'parakeet_encoder',
    group: 'speech',
    refused:
      'not read yet: models/parakeet/modeling_parakeet.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'parakeet_ctc',
    group: 'speech',
    refused:
      'not read yet: models/parakeet/modeling_parakeet.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'parakeet_rnnt',
    group: 'speech',
    refused:
      'not read yet: models/parakeet/modeling_parakeet.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'parakeet_tdt',
    group: 'speech',
    refused:
      'not read yet: models/parakeet/modeling_parakeet.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'patchtsmixer',
    group: 'other',
    refused:
      'models/patchtsmixer/modeling_patchtsmixer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'patchtst',
    group: 'other',
    refused:
      'models/patchtst/modeling_patchtst.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pe_audio_encoder',
    group: 'speech',
    refused:
      'not read yet: models/pe_audio/modeling_pe_audio.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'pe_audio',
    group: 'speech',
    refused:
      'not read yet: models/pe_audio/modeling_pe_audio.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'pe_audio_video_encoder',
    group: 'speech',
    refused:
      'not read yet: models/pe_audio_video/modeling_pe_audio_video.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'pe_audio_video',
    group: 'speech',
    refused:
      'not read yet: models/pe_audio_video/modeling_pe_audio_video.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'pe_video_encoder',
    group: 'dense',
    refused:
      'not read yet: models/pe_video/modeling_pe_video.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'pe_video',
    group: 'dense',
    refused:
      'not read yet: models/pe_video/modeling_pe_video.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'pegasus',
    group: 'other',
    refused:
      'models/pegasus/modeling_pegasus.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pegasus_x',
    group: 'other',
    refused:
      'models/pegasus_x/modeling_pegasus_x.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'perceiver',
    group: 'other',
    refused:
      'models/perceiver/modeling_perceiver.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'perception_lm',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'persimmon',
    group: 'dense',
    refused:
      'not read yet: models/persimmon/modeling_persimmon.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'phi',
    group: 'dense',
    refused:
      'not read yet: models/phi/modeling_phi.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'phi3',
    group: 'dense',
    refused:
      'not read yet: models/phi3/modeling_phi3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'phi4_multimodal_vision',
    group: 'dense',
    refused:
      'not read yet: models/phi4_multimodal/modeling_phi4_multimodal.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'phi4_multimodal_audio',
    group: 'speech',
    refused:
      'not read yet: models/phi4_multimodal/modeling_phi4_multimodal.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'phi4_multimodal',
    group: 'dense',
    refused:
      'not read yet: models/phi4_multimodal/modeling_phi4_multimodal.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'phimoe',
    group: 'dense',
    refused:
      'not read yet: models/phimoe/modeling_phimoe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'pi0',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'pix2struct_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'pix2struct_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'pix2struct',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'pixio',
    group: 'other',
    refused:
      'models/pixio/modeling_pixio.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'plbart',
    group: 'other',
    refused:
      'models/plbart/modeling_plbart.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'poolformer',
    group: 'other',
    refused:
      'models/poolformer/modeling_poolformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pop2piano',
    group: 'other',
    refused:
      'models/pop2piano/modeling_pop2piano.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_chart2table',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'pp_doclayout_v2',
    group: 'other',
    refused:
      'models/pp_doclayout_v2/modeling_pp_doclayout_v2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_doclayout_v3',
    group: 'other',
    refused:
      'models/pp_doclayout_v3/modeling_pp_doclayout_v3.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_formulanet',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'pp_lcnet',
    group: 'other',
    refused:
      'models/pp_lcnet/modeling_pp_lcnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_lcnet_v3',
    group: 'other',
    refused:
      'models/pp_lcnet_v3/modeling_pp_lcnet_v3.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_lcnet_v4',
    group: 'other',
    refused:
      'models/pp_lcnet_v4/modeling_pp_lcnet_v4.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_ocrv5_mobile_det',
    group: 'other',
    refused:
      'models/pp_ocrv5_mobile_det/modeling_pp_ocrv5_mobile_det.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_ocrv5_mobile_rec',
    group: 'other',
    refused:
      'models/pp_ocrv5_mobile_rec/modeling_pp_ocrv5_mobile_rec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_ocrv5_server_det',
    group: 'other',
    refused:
      'models/pp_ocrv5_server_det/modeling_pp_ocrv5_server_det.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_ocrv5_server_rec',
    group: 'other',
    refused:
      'models/pp_ocrv5_server_rec/modeling_pp_ocrv5_server_rec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_ocrv6_medium_det',
    group: 'other',
    refused:
      'models/pp_ocrv6_medium_det/modeling_pp_ocrv6_medium_det.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_ocrv6_small_det',
    group: 'other',
    refused:
      'models/pp_ocrv6_small_det/modeling_pp_ocrv6_small_det.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_ocrv6_small_rec',
    group: 'other',
    refused:
      'models/pp_ocrv6_small_rec/modeling_pp_ocrv6_small_rec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pp_ocrv6_tiny_rec',
    group: 'other',
    refused:
      'models/pp_ocrv6_tiny_rec/modeling_pp_ocrv6_tiny_rec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'prompt_depth_anything',
    group: 'other',
    refused:
      'models/prompt_depth_anything/modeling_prompt_depth_anything.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'prophetnet',
    group: 'other',
    refused:
      'models/prophetnet/modeling_prophetnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pvt',
    group: 'other',
    refused:
      'models/pvt/modeling_pvt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'pvt_v2',
    group: 'other',
    refused:
      'models/pvt_v2/modeling_pvt_v2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'qianfan_ocr_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'qianfan_ocr',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'qwen2',
    group: 'dense',
    refused:
      'not read yet: models/qwen2/modeling_qwen2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni_vision_encoder',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni_audio_encoder',
    group: 'speech',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni_thinker',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni_talker',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni_dit',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni_bigvgan',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni_token2wav',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_omni',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_omni/modeling_qwen2_5_omni.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_vl_vision',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_vl/modeling_qwen2_5_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_vl_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_vl/modeling_qwen2_5_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_5_vl',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_5_vl/modeling_qwen2_5_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_audio_encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'qwen2_audio',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'qwen2_moe',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_moe/modeling_qwen2_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_vl_vision',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_vl/modeling_qwen2_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_vl_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_vl/modeling_qwen2_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen2_vl',
    group: 'dense',
    refused:
      'not read yet: models/qwen2_vl/modeling_qwen2_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3',
    group: 'dense',
    refused:
      'not read yet: models/qwen3/modeling_qwen3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_5_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_5/modeling_qwen3_5.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_5_vision',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_5/modeling_qwen3_5.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_5',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_5/modeling_qwen3_5.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_5_moe_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_5_moe/modeling_qwen3_5_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_5_moe_vision',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_5_moe/modeling_qwen3_5_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_5_moe',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_5_moe/modeling_qwen3_5_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_asr_encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'qwen3_asr',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'qwen3_moe',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_moe/modeling_qwen3_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_next',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_next/modeling_qwen3_next.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_omni_moe_audio_encoder',
    group: 'speech',
    refused:
      'not read yet: models/qwen3_omni_moe/modeling_qwen3_omni_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_omni_moe_vision_encoder',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_omni_moe/modeling_qwen3_omni_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_omni_moe_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_omni_moe/modeling_qwen3_omni_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_omni_moe_thinker',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_omni_moe/modeling_qwen3_omni_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_omni_moe_talker_code_predictor',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_omni_moe/modeling_qwen3_omni_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_omni_moe_talker_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_omni_moe/modeling_qwen3_omni_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_omni_moe',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_omni_moe/modeling_qwen3_omni_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_vl_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_vl/modeling_qwen3_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_vl',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_vl/modeling_qwen3_vl.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_vl_moe_text',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_vl_moe/modeling_qwen3_vl_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_vl_moe_vision',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_vl_moe/modeling_qwen3_vl_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'qwen3_vl_moe',
    group: 'dense',
    refused:
      'not read yet: models/qwen3_vl_moe/modeling_qwen3_vl_moe.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'radio',
    group: 'other',
    refused:
      'models/radio/modeling_radio.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'rag',
    group: 'other',
    refused:
      'models/rag/modeling_rag.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'recurrent_gemma',
    group: 'dense',
    refused:
      'not read yet: models/recurrent_gemma/modeling_recurrent_gemma.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'reformer',
    group: 'other',
    refused:
      'models/reformer/modeling_reformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'regnet',
    group: 'other',
    refused:
      'models/regnet/modeling_regnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'rembert',
    group: 'other',
    refused:
      'models/rembert/modeling_rembert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'resnet',
    group: 'other',
    refused:
      'models/resnet/modeling_resnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'rf_detr_dinov2',
    group: 'other',
    refused:
      'models/rf_detr/modeling_rf_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'rf_detr',
    group: 'other',
    refused:
      'models/rf_detr/modeling_rf_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'roberta',
    group: 'other',
    refused:
      'models/roberta/modeling_roberta.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'roberta-prelayernorm',
    group: 'other',
    refused:
      'models/roberta_prelayernorm/modeling_roberta_prelayernorm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'roc_bert',
    group: 'other',
    refused:
      'models/roc_bert/modeling_roc_bert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'roformer',
    group: 'dense',
    refused:
      'not read yet: models/roformer/modeling_roformer.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'rt_detr',
    group: 'other',
    refused:
      'models/rt_detr/modeling_rt_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'rt_detr_resnet',
    group: 'other',
    refused:
      'models/rt_detr/modeling_rt_detr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'rt_detr_v2',
    group: 'other',
    refused:
      'models/rt_detr_v2/modeling_rt_detr_v2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'rwkv',
    group: 'other',
    refused:
      'models/rwkv/modeling_rwkv.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam_vision_model',
    group: 'other',
    refused:
      'models/sam/modeling_sam.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam',
    group: 'other',
    refused:
      'models/sam/modeling_sam.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam2_hiera_det_model',
    group: 'other',
    refused:
      'models/sam2/modeling_sam2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam2_vision_model',
    group: 'other',
    refused:
      'models/sam2/modeling_sam2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam2',
    group: 'other',
    refused:
      'models/sam2/modeling_sam2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam2_video',
    group: 'dense',
    refused:
      'not read yet: models/sam2_video/modeling_sam2_video.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3_vit_model',
    group: 'dense',
    refused:
      'not read yet: models/sam3/modeling_sam3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3_vision_model',
    group: 'dense',
    refused:
      'not read yet: models/sam3/modeling_sam3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3_geometry_encoder',
    group: 'dense',
    refused:
      'not read yet: models/sam3/modeling_sam3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3_detr_encoder',
    group: 'dense',
    refused:
      'not read yet: models/sam3/modeling_sam3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3_detr_decoder',
    group: 'dense',
    refused:
      'not read yet: models/sam3/modeling_sam3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3_mask_decoder',
    group: 'dense',
    refused:
      'not read yet: models/sam3/modeling_sam3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3',
    group: 'dense',
    refused:
      'not read yet: models/sam3/modeling_sam3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3_lite_text_geometry_encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'sam3_lite_text_detr_encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'sam3_lite_text_detr_decoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'sam3_lite_text_mask_decoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'sam3_lite_text_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'sam3_lite_text',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'sam3_tracker',
    group: 'other',
    refused:
      'models/sam3_tracker/modeling_sam3_tracker.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam3_tracker_video',
    group: 'dense',
    refused:
      'not read yet: models/sam3_tracker_video/modeling_sam3_tracker_video.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sam3_video',
    group: 'other',
    refused:
      'models/sam3_video/modeling_sam3_video.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam_hq_vision_model',
    group: 'other',
    refused:
      'models/sam_hq/modeling_sam_hq.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sam_hq',
    group: 'other',
    refused:
      'models/sam_hq/modeling_sam_hq.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sapiens2_head',
    group: 'dense',
    refused:
      'not read yet: models/sapiens2/modeling_sapiens2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'sapiens2',
    group: 'dense',
    refused:
      'not read yet: models/sapiens2/modeling_sapiens2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'seamless_m4t',
    group: 'speech',
    refused:
      'not read yet: models/seamless_m4t/modeling_seamless_m4t.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'seamless_m4t_v2',
    group: 'other',
    refused:
      'models/seamless_m4t_v2/modeling_seamless_m4t_v2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'seed_oss',
    group: 'dense',
    refused:
      'not read yet: models/seed_oss/modeling_seed_oss.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'segformer',
    group: 'other',
    refused:
      'models/segformer/modeling_segformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'seggpt',
    group: 'other',
    refused:
      'models/seggpt/modeling_seggpt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sew',
    group: 'other',
    refused:
      'models/sew/modeling_sew.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'sew-d',
    group: 'other',
    refused:
      'models/sew_d/modeling_sew_d.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'shieldgemma2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'siglip_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'siglip_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'siglip',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'siglip2_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'siglip2_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'siglip2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'slanet',
    group: 'other',
    refused:
      'models/slanet/modeling_slanet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'slanext',
    group: 'other',
    refused:
      'models/slanext/modeling_slanext.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'smollm3',
    group: 'dense',
    refused:
      'not read yet: models/smollm3/modeling_smollm3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'smolvlm_vision',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'smolvlm',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'solar_open',
    group: 'dense',
    refused:
      'not read yet: models/solar_open/modeling_solar_open.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'speech-encoder-decoder',
    group: 'other',
    refused:
      'models/speech_encoder_decoder/modeling_speech_encoder_decoder.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'speech_to_text',
    group: 'other',
    refused:
      'models/speech_to_text/modeling_speech_to_text.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'speecht5',
    group: 'other',
    refused:
      'models/speecht5/modeling_speecht5.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'speecht5_hifigan',
    group: 'other',
    refused:
      'models/speecht5/modeling_speecht5.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'splinter',
    group: 'other',
    refused:
      'models/splinter/modeling_splinter.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'squeezebert',
    group: 'other',
    refused:
      'models/squeezebert/modeling_squeezebert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'stablelm',
    group: 'dense',
    refused:
      'not read yet: models/stablelm/modeling_stablelm.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'starcoder2',
    group: 'dense',
    refused:
      'not read yet: models/starcoder2/modeling_starcoder2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'step3p5_vision',
    group: 'dense',
    refused:
      'not read yet: models/step3p7/modeling_step3p7.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'step3p5',
    group: 'dense',
    refused:
      'not read yet: models/step3p7/modeling_step3p7.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'step3p7',
    group: 'dense',
    refused:
      'not read yet: models/step3p7/modeling_step3p7.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'superglue',
    group: 'other',
    refused:
      'models/superglue/modeling_superglue.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'superpoint',
    group: 'other',
    refused:
      'models/superpoint/modeling_superpoint.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'swiftformer',
    group: 'other',
    refused:
      'models/swiftformer/modeling_swiftformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'swin',
    group: 'other',
    refused:
      'models/swin/modeling_swin.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'swin2sr',
    group: 'other',
    refused:
      'models/swin2sr/modeling_swin2sr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'swinv2',
    group: 'other',
    refused:
      'models/swinv2/modeling_swinv2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'switch_transformers',
    group: 'other',
    refused:
      'models/switch_transformers/modeling_switch_transformers.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 't5',
    group: 'other',
    refused:
      'models/t5/modeling_t5.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 't5_gemma_module',
    group: 'dense',
    refused:
      'not read yet: models/t5gemma/modeling_t5gemma.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 't5gemma',
    group: 'dense',
    refused:
      'not read yet: models/t5gemma/modeling_t5gemma.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 't5gemma2_text',
    group: 'dense',
    refused:
      'not read yet: models/t5gemma2/modeling_t5gemma2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 't5gemma2_encoder',
    group: 'dense',
    refused:
      'not read yet: models/t5gemma2/modeling_t5gemma2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 't5gemma2_decoder',
    group: 'dense',
    refused:
      'not read yet: models/t5gemma2/modeling_t5gemma2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 't5gemma2',
    group: 'dense',
    refused:
      'not read yet: models/t5gemma2/modeling_t5gemma2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'table-transformer',
    group: 'other',
    refused:
      'models/table_transformer/modeling_table_transformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'tapas',
    group: 'other',
    refused:
      'models/tapas/modeling_tapas.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'textnet',
    group: 'other',
    refused:
      'models/textnet/modeling_textnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'time_series_transformer',
    group: 'other',
    refused:
      'models/time_series_transformer/modeling_time_series_transformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'timesfm',
    group: 'other',
    refused:
      'models/timesfm/modeling_timesfm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'timesfm2_5',
    group: 'speech',
    refused:
      'not read yet: models/timesfm2_5/modeling_timesfm2_5.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'timesformer',
    group: 'other',
    refused:
      'models/timesformer/modeling_timesformer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'timm_backbone',
    group: 'other',
    refused:
      'models/timm_backbone/modeling_timm_backbone.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'timm_wrapper',
    group: 'other',
    refused:
      'models/timm_wrapper/modeling_timm_wrapper.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'tipsv2_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'tipsv2_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'tipsv2',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'tipsv2_dpt',
    group: 'other',
    refused:
      'models/tipsv2_dpt/modeling_tipsv2_dpt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'trocr',
    group: 'other',
    refused:
      'models/trocr/modeling_trocr.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'tvp',
    group: 'other',
    refused:
      'models/tvp/modeling_tvp.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'udop',
    group: 'other',
    refused:
      'models/udop/modeling_udop.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'umt5',
    group: 'other',
    refused:
      'models/umt5/modeling_umt5.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'unispeech',
    group: 'other',
    refused:
      'models/unispeech/modeling_unispeech.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'unispeech-sat',
    group: 'other',
    refused:
      'models/unispeech_sat/modeling_unispeech_sat.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'univnet',
    group: 'other',
    refused:
      'models/univnet/modeling_univnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'upernet',
    group: 'other',
    refused:
      'models/upernet/modeling_upernet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'uvdoc_backbone',
    group: 'other',
    refused:
      'models/uvdoc/modeling_uvdoc.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'uvdoc',
    group: 'other',
    refused:
      'models/uvdoc/modeling_uvdoc.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vaultgemma',
    group: 'dense',
    refused:
      'not read yet: models/vaultgemma/modeling_vaultgemma.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'vibevoice_acoustic_tokenizer',
    group: 'other',
    refused:
      'models/vibevoice_acoustic_tokenizer/modeling_vibevoice_acoustic_tokenizer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vibevoice_acoustic_tokenizer_encoder',
    group: 'other',
    refused:
      'models/vibevoice_acoustic_tokenizer/modeling_vibevoice_acoustic_tokenizer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vibevoice_acoustic_tokenizer_decoder',
    group: 'other',
    refused:
      'models/vibevoice_acoustic_tokenizer/modeling_vibevoice_acoustic_tokenizer.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vibevoice_asr',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'video_llama_3_vision',
    group: 'dense',
    refused:
      'not read yet: models/video_llama_3/modeling_video_llama_3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'video_llama_3',
    group: 'dense',
    refused:
      'not read yet: models/video_llama_3/modeling_video_llama_3.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'video_llava',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'videomae',
    group: 'other',
    refused:
      'models/videomae/modeling_videomae.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'videomt',
    group: 'other',
    refused:
      'models/videomt/modeling_videomt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'videoprism_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'videoprism_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'videoprism',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'vilt',
    group: 'other',
    refused:
      'models/vilt/modeling_vilt.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vipllava',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'vision-encoder-decoder',
    group: 'other',
    refused:
      'models/vision_encoder_decoder/modeling_vision_encoder_decoder.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vision-text-dual-encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'visual_bert',
    group: 'other',
    refused:
      'models/visual_bert/modeling_visual_bert.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vit',
    group: 'other',
    refused:
      'models/vit/modeling_vit.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vit_mae',
    group: 'other',
    refused:
      'models/vit_mae/modeling_vit_mae.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vit_msn',
    group: 'other',
    refused:
      'models/vit_msn/modeling_vit_msn.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vitdet',
    group: 'other',
    refused:
      'models/vitdet/modeling_vitdet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vitmatte',
    group: 'other',
    refused:
      'models/vitmatte/modeling_vitmatte.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vitpose',
    group: 'other',
    refused:
      'models/vitpose/modeling_vitpose.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vitpose_backbone',
    group: 'other',
    refused:
      'models/vitpose_backbone/modeling_vitpose_backbone.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vits',
    group: 'other',
    refused:
      'models/vits/modeling_vits.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vivit',
    group: 'other',
    refused:
      'models/vivit/modeling_vivit.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'vjepa2',
    group: 'dense',
    refused:
      'not read yet: models/vjepa2/modeling_vjepa2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'voxtral_encoder',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'voxtral',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'voxtral_realtime_text',
    group: 'speech',
    refused:
      'not read yet: models/voxtral_realtime/modeling_voxtral_realtime.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'voxtral_realtime_encoder',
    group: 'speech',
    refused:
      'not read yet: models/voxtral_realtime/modeling_voxtral_realtime.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'voxtral_realtime',
    group: 'speech',
    refused:
      'not read yet: models/voxtral_realtime/modeling_voxtral_realtime.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'wav2vec2',
    group: 'other',
    refused:
      'models/wav2vec2/modeling_wav2vec2.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'wav2vec2-bert',
    group: 'speech',
    refused:
      'not read yet: models/wav2vec2_bert/modeling_wav2vec2_bert.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'wav2vec2-conformer',
    group: 'speech',
    refused:
      'not read yet: models/wav2vec2_conformer/modeling_wav2vec2_conformer.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'wavlm',
    group: 'other',
    refused:
      'models/wavlm/modeling_wavlm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'whisper',
    group: 'other',
    refused:
      'models/whisper/modeling_whisper.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'xclip_text_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'xclip_vision_model',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'xclip',
    group: 'multimodal',
    refused: "a multimodal model not read yet: read its text_config with { family } naming its text model's model_type",
  },
  {
    modelType: 'xcodec',
    group: 'other',
    refused:
      'models/xcodec/modeling_xcodec.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'xcodec2',
    group: 'speech',
    refused:
      'not read yet: models/xcodec2/modeling_xcodec2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'xglm',
    group: 'other',
    refused:
      'models/xglm/modeling_xglm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'xlm',
    group: 'other',
    refused:
      'models/xlm/modeling_xlm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'xlm-roberta',
    group: 'other',
    refused:
      'models/xlm_roberta/modeling_xlm_roberta.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'xlm-roberta-xl',
    group: 'other',
    refused:
      'models/xlm_roberta_xl/modeling_xlm_roberta_xl.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'xlnet',
    group: 'other',
    refused:
      'models/xlnet/modeling_xlnet.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'xlstm',
    group: 'other',
    refused:
      'models/xlstm/modeling_xlstm.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'xmod',
    group: 'other',
    refused:
      'models/xmod/modeling_xmod.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'yolos',
    group: 'other',
    refused:
      'models/yolos/modeling_yolos.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'yoso',
    group: 'other',
    refused:
      'models/yoso/modeling_yoso.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'youtu',
    group: 'dense',
    refused:
      'not read yet: models/youtu/modeling_youtu.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'zamba',
    group: 'other',
    refused:
      'models/zamba/modeling_zamba.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
  {
    modelType: 'zamba2',
    group: 'dense',
    refused:
      'not read yet: models/zamba2/modeling_zamba2.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'zaya',
    group: 'dense',
    refused:
      'not read yet: models/zaya/modeling_zaya.py applies a rotary embedding, but no entry of this table follows it at this commit',
  },
  {
    modelType: 'zoedepth',
    group: 'other',
    refused:
      'models/zoedepth/modeling_zoedepth.py has no rotary position embedding (learned, absolute, relative or ALiBi positions, or none)',
  },
];
