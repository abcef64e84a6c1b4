// Family table, batch "encoders": bidirectional encoders, speech and audio models, and the vision
// towers that use rotary embeddings. Every expected entry is written from transformers' modeling
// and configuration files at TRANSFORMERS_COMMIT (decba1d2ea4e), with the lines cited (paths
// relative to src/transformers/models/). Bidirectional encoders read as 'full' (the whole
// sequence); a bidirectional local window is the number of tokens on each side counting the token
// itself (|i - j| <= sliding_window, so sliding_window + 1).
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeLayers } from '../../../web/lib/index.js';
import {
  allFull,
  allSliding,
  checkFamilyCases,
  defaults,
  familyFixture,
  full,
  half,
  pairs,
  sliding,
  type FamilyCase,
} from '../helpers/family-cases.js';

// ModernBERT: configuration_modernbert.py:118 layer i full when i % 3 == 0; :142 global base 160000,
// :147 local base 10000; :162 sliding_window = local_attention // 2 = 64, and the bidirectional mask
// (masking_utils.py:149) keeps |q - kv| <= 64: 65 tokens a side (modeling_modernbert.py:253 passes 64 + 1).
// modeling_modernbert.py:245 head_dim = 768 // 12; :159 cat(freqs, freqs): halves; :293 scale.
function modernbert(modelType: string, fixture: string, source: string, window: number): FamilyCase {
  return {
    modelType,
    fixture,
    source,
    layers: 22,
    type: (i) => (i % 3 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) => (i % 3 === 0 ? full(i, half(160_000), 64) : sliding(i, window, half(10_000), 64)),
  };
}

const CASES: FamilyCase[] = [
  modernbert(
    'modernbert',
    'modernbert-base',
    'https://huggingface.co/answerdotai/ModernBERT-base/blob/main/config.json (positional keys and sizes)',
    65,
  ),
  modernbert(
    'modernbert',
    'modernbert.transformers5',
    `${defaults('ModernBertConfig')} as transformers 5 saves them (layer_types, nested rope_parameters)`,
    65,
  ),
  // configuration_modernbert_decoder.py:107 sliding when i % 3 != 0; :113 sliding_window = 128 // 2;
  // modeling_modernbert_decoder.py:493 causal sliding-window mask; :156 halves; :240 scale.
  modernbert('modernbert-decoder', 'modernbert-decoder.defaults', defaults('ModernBertDecoderConfig'), 64),
  // eurobert/modeling_eurobert.py:147 bidirectional; :331 halves over the whole head; :145 scale.
  allFull('eurobert', 'eurobert.defaults', defaults('EuroBertConfig'), 12, half(10_000), 64),
  // nomic_bert/configuration_nomic_bert.py:67 default_theta 1000; modeling :145 halves.
  allFull('nomic_bert', 'nomic_bert.defaults', defaults('NomicBertConfig'), 12, half(1000), 64),
  // jina_embeddings_v3/configuration_jina_embeddings_v3.py:68 default_theta 20000; modeling :148 halves.
  allFull(
    'jina_embeddings_v3',
    'jina_embeddings_v3.defaults',
    defaults('JinaEmbeddingsV3Config'),
    24,
    half(20_000),
    64,
  ),
  // roformer/modeling_roformer.py:62 base 10000 fixed; :230 adjacent pairs; :199 / sqrt(head_dim).
  allFull('roformer', 'roformer.defaults', defaults('RoFormerConfig'), 12, pairs(10_000), 64),
  // esm/modeling_esm.py:136 base = rope_theta; :156 halves; :374 query · head_dim^-0.5 before the rope.
  allFull(
    'esm',
    'esm.rotary',
    defaults('EsmConfig', " with position_embedding_type 'rotary' (as ESM-2 configs give it)"),
    12,
    half(10_000),
    64,
  ),
  // openai_privacy_filter/configuration_openai_privacy_filter.py:99 yarn (factor 32, beta 32/1, no
  // truncation, original 4096), :53 base 150000; modeling :477 bidirectional window, :207 128 + 1;
  // :146 adjacent pairs; :192 q and k each · 64^-0.25, so q·k · 64^-0.5.
  allSliding(
    'openai_privacy_filter',
    'openai_privacy_filter.defaults',
    defaults('OpenAIPrivacyFilterConfig'),
    8,
    129,
    pairs(150_000, {
      scaling: {
        type: 'yarn',
        factor: 32,
        originalMaxPositionEmbeddings: 4096,
        maxPositionEmbeddings: 131_072,
        betaFast: 32,
        betaSlow: 1,
        truncate: false,
      },
    }),
    64,
  ),
  // moonshine/configuration_moonshine.py:112 partial 0.9: int(36 · 0.9) = 32; modeling :225 adjacent
  // pairs; :422 causal decoder self-attention; :260 scale 36^-0.5.
  allFull('moonshine', 'moonshine.defaults', defaults('MoonshineConfig'), 6, pairs(10_000, { rotaryDim: 32 }), 36),
  // moonshine_streaming/configuration_moonshine_streaming.py:135 base 10000, partial 0.8: int(40 · 0.8)
  // = 32; modeling :556 adjacent pairs; :591 scale.
  allFull(
    'moonshine_streaming',
    'moonshine_streaming.defaults',
    defaults('MoonshineStreamingConfig'),
    6,
    pairs(10_000, { rotaryDim: 32 }),
    40,
  ),
  // mimi/configuration_mimi.py:119 window 250; modeling :882 causal sliding mask; :561 halves; :673 scale.
  allSliding('mimi', 'mimi.defaults', defaults('MimiConfig'), 8, 250, half(10_000), 64),
  // voxtral_realtime/configuration_voxtral_realtime.py:160 the wrapper's text defaults (base 1e6,
  // head_dim 128, window 8192); modeling :809 causal sliding mask; :205 halves; :634 scale.
  ...(
    [
      ['voxtral_realtime.defaults', ' as saved (text_config written out)'],
      ['voxtral_realtime.sparse-text', ": a text_config giving only its sizes takes the wrapper's defaults"],
    ] as const
  ).map(([fixture, note]) =>
    allSliding(
      'voxtral_realtime_text',
      fixture,
      defaults('VoxtralRealtimeConfig', note),
      26,
      8192,
      half(1_000_000),
      128,
    ),
  ),
  // configuration_voxtral_realtime.py:60 standalone text config: window 4096, base 10000.
  allSliding(
    'voxtral_realtime_text',
    'voxtral_realtime_text.defaults',
    defaults('VoxtralRealtimeTextConfig'),
    32,
    4096,
    half(10_000),
    128,
  ),
  // configuration_voxtral_realtime.py:114 window 750, :115 head_dim 64; modeling :581, :390, :205.
  allSliding(
    'voxtral_realtime_encoder',
    'voxtral_realtime_encoder.defaults',
    defaults('VoxtralRealtimeEncoderConfig'),
    32,
    750,
    half(10_000),
    64,
  ),
  // lasr/modeling_lasr.py:213 bidirectional; :124 halves; :211 scale.
  allFull('lasr_encoder', 'lasr_encoder.defaults', defaults('LasrEncoderConfig'), 17, half(10_000), 64),
  allFull('lasr_encoder', 'lasr_ctc.defaults', defaults('LasrCTCConfig'), 17, half(10_000), 64),
  // glmasr/configuration_glmasr.py:60 partial 0.5: 32 of 64; modeling :83, :157 halves of the first 32.
  allFull(
    'glmasr_encoder',
    'glmasr_encoder.defaults',
    defaults('GlmAsrEncoderConfig'),
    32,
    half(10_000, { rotaryDim: 32 }),
    64,
  ),
  // glmasr/configuration_glmasr.py:114 text_config read as llama (the wrapper's defaults written out).
  allFull('llama', 'glmasr.defaults', defaults('GlmAsrConfig'), 28, half(10_000), 128),
  // musicflamingo/configuration_musicflamingo.py:90 text_config qwen2 (Qwen2Config defaults, no sliding).
  allFull(
    'qwen2',
    'musicflamingo.defaults',
    defaults('MusicFlamingoConfig', ' (text_config: Qwen2Config defaults)'),
    32,
    half(10_000),
    128,
  ),
  // higgs_audio_v2/configuration_higgs_audio_v2.py:113 llama3 default; modeling :534 causal; :387 halves.
  allFull(
    'higgs_audio_v2',
    'higgs_audio_v2.defaults',
    defaults('HiggsAudioV2Config'),
    28,
    half(500_000, {
      scaling: {
        type: 'llama3',
        factor: 32,
        lowFreqFactor: 0.125,
        highFreqFactor: 0.5,
        originalMaxPositionEmbeddings: 1024,
      },
    }),
    128,
  ),
  // pe_*/configuration: base 20000; modeling: pairs through a 2×2 rotation matrix, bidirectional.
  ...(
    [
      ['pe_audio_encoder', 'PeAudioEncoderConfig'],
      ['pe_video_encoder', 'PeVideoEncoderConfig'],
      ['pe_audio_video_encoder', 'PeAudioVideoEncoderConfig'],
    ] as const
  ).map(([modelType, cls]) => allFull(modelType, `${modelType}.defaults`, defaults(cls), 6, pairs(20_000), 128)),
  // pe_audio/configuration_pe_audio.py:124 text_config: ModernBERT with the wrapper's sizes (1024 / 16).
  modernbert('modernbert', 'pe_audio.defaults', defaults('PeAudioConfig', ' (text_config written out)'), 65),
];

checkFamilyCases('family table: encoders, speech, vision towers', CASES);

describe('family table: encoders refused or conditionally refused', () => {
  beforeAll(async () => {
    await init();
  });

  const sizes = { num_hidden_layers: 2, hidden_size: 64, num_attention_heads: 4 };
  const REFUSED: [string, RegExp][] = [
    ['moonshine_streaming_encoder', /window/],
    ['kyutai_speech_to_text', /sliding_window/],
    ['xcodec2', /head axis/],
    ['parakeet_encoder', /Transformer-XL/],
    ['parakeet_ctc', /Transformer-XL/],
    ['parakeet_rnnt', /Transformer-XL/],
    ['parakeet_tdt', /Transformer-XL/],
    ['nemotron_asr_streaming', /Transformer-XL/],
    ['nemotron_asr_streaming_encoder', /Transformer-XL/],
    ['wav2vec2-bert', /before the query\/key projections/],
    ['wav2vec2-conformer', /before the query\/key projections/],
    ['seamless_m4t', /before the query\/key projections/],
    ['clvp', /values/],
    ['clvp_encoder', /values/],
    ['clvp_decoder', /absolute/],
    ['timesfm2_5', /per-dimension/],
    ['pixtral', /rope2d/],
    ['dinov3_vit', /\[-1, 1\]/],
    ['eomt_dinov3', /\[-1, 1\]/],
    ['sapiens2', /\[-1, 1\]/],
    ['sapiens2_head', /no attention/],
    ['vjepa2', /3-D/],
    ['sam2_video', /axial/],
    ['sam3_tracker_video', /axial/],
    ['edgetam_video', /axial/],
    ['sam3', /axial/],
    ['sam3_vit_model', /axial/],
    ['sam3_vision_model', /axial/],
    ['sam3_geometry_encoder', /sine/],
    ['sam3_detr_encoder', /sine/],
    ['sam3_detr_decoder', /sine/],
    ['sam3_mask_decoder', /sine/],
    ['efficientloftr', /2-D/],
    ['lightglue', /keypoint/],
    ['mlcd_vision_model', /2-D/],
    ['llama4_vision_model', /2-D/],
    ['qwen2_vl_vision', /2-D/],
  ];
  for (const [modelType, reason] of REFUSED) {
    it(`refuses ${modelType} with its reason`, () => {
      const read = () => ropeLayers({ model_type: modelType, ...sizes });
      expect(read).toThrow(TypeError);
      expect(read).toThrow(new RegExp(`"${modelType}" is refused: .*${reason.source}`));
    });
  }

  it("refuses nomic-ai's remote-code config.json, which NomicBertConfig does not read", () => {
    const remote = { model_type: 'nomic_bert', n_embd: 768, n_layer: 12, n_head: 12, rotary_emb_base: 1000 };
    expect(() => ropeLayers(remote)).toThrow(/nomic_bert|remote-code/);
    expect(() => ropeLayers(remote)).toThrow(TypeError);
  });

  it('refuses RoFormer with rotary_value (values rotated too)', () => {
    const config = { ...familyFixture('roformer.defaults'), rotary_value: true };
    expect(() => ropeLayers(config)).toThrow(/rotary_value.*values/);
  });

  it("refuses ESM with learned absolute positions (position_embedding_type 'absolute', the class default)", () => {
    const { position_embedding_type: _dropped, ...absolute } = familyFixture('esm.rotary');
    expect(() => ropeLayers(absolute)).toThrow(/position_embedding_type.*absolute/);
    expect(() => ropeLayers({ ...absolute, position_embedding_type: 'absolute' })).toThrow(/absolute/);
  });

  it("refuses Moonshine when the encoder's and decoder's head counts differ (config.update shares them)", () => {
    const config = { ...familyFixture('moonshine.defaults'), encoder_num_attention_heads: 4 };
    expect(() => ropeLayers(config)).toThrow(/encoder_num_attention_heads.*config\.update/);
  });

  it('refuses a ModernBERT decoder whose local_attention is null (sliding_window -1)', () => {
    const config = { ...familyFixture('modernbert-decoder.defaults'), local_attention: null };
    expect(() => ropeLayers(config)).toThrow(/local_attention/);
  });

  it('reads the ModernBERT window from local_attention, with global_attn_every_n_layers', () => {
    const config = {
      ...familyFixture('modernbert-base'),
      num_hidden_layers: 6,
      global_attn_every_n_layers: 2,
      local_attention: 64,
    };
    const plan = ropeLayers(config);
    expect(plan.map((l) => l.attention)).toEqual(['full', 'sliding', 'full', 'sliding', 'full', 'sliding']);
    expect(plan[1]!.window).toBe(33);
  });

  it('ModernBERT: rope_scaling applies to both layer types (convert_rope_params_to_dict updates both)', () => {
    const config = { ...familyFixture('modernbert-base'), rope_scaling: { rope_type: 'linear', factor: 2 } };
    const plan = ropeLayers(config);
    expect(plan[0]!.rope).toEqual(half(160_000, { scaling: { type: 'linear', factor: 2 } }));
    expect(plan[1]!.rope).toEqual(half(10_000, { scaling: { type: 'linear', factor: 2 } }));
  });

  it('EuroBERT: the default rope turns the whole head even with partial_rotary_factor (its own default function)', () => {
    const config = { ...familyFixture('eurobert.defaults'), partial_rotary_factor: 0.5 };
    expect(ropeLayers(config)[0]!.rope).toEqual(half(10_000));
  });
});
