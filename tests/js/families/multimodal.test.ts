// Family table, batch "multimodal": vision-language and omni models. Every expected entry is written
// from transformers' modeling and configuration files at TRANSFORMERS_COMMIT (decba1d2ea4e), with the
// lines cited (paths relative to src/transformers/models/). Wrappers without rotary code of their
// own are checked to read exactly what their text model's family reads.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeLayers, type RopeLayer } from '../../../web/lib/index.js';
import {
  allFull,
  checkFamilyCases,
  defaults,
  familyFixture,
  full,
  half,
  pairs,
  sliding,
  TRANSFORMERS,
  type FamilyCase,
  type Json,
} from '../helpers/family-cases.js';

const LONG = Array.from({ length: 48 }, (_, i) => Math.round((1 + 0.5 * i) * 1e4) / 1e4);
const SHORT = Array.from({ length: 48 }, (_, i) => Math.round((1 + 0.05 * i) * 1e4) / 1e4);

const CASES: FamilyCase[] = [
  // configuration_qwen2_5_omni.py:195 use_sliding_window false: no window, every layer full;
  // modeling_qwen2_5_omni.py:1363 default rope over the whole head (128), base 1e6 from the config;
  // :1419 mrope_section chunks [16, 24, 24] for t, h, w (64 planes); :1380 cat(freqs, freqs): halves; :1457.
  allFull(
    'qwen2_5_omni_text',
    'qwen2.5-omni-7b',
    'https://huggingface.co/Qwen/Qwen2.5-Omni-7B/blob/main/config.json (thinker_config.text_config)',
    28,
    half(1e6, { mropeSection: [16, 24, 24] }),
    128,
  ),
  {
    // configuration_qwen2_5_omni.py:202 with use_sliding_window, layers i >= max_window_layers (5) slide;
    // modeling_qwen2_5_omni.py:1464 their window is sliding_window (4096).
    modelType: 'qwen2_5_omni_text',
    fixture: 'qwen2.5-omni-text.sliding',
    source: `Qwen2.5-Omni text keys, shortened to 8 layers, with use_sliding_window and max_window_layers 5 (synthetic, ${TRANSFORMERS})`,
    layers: 8,
    type: (i) => (i >= 5 ? 'sliding_attention' : 'full_attention'),
    entry: (i) => {
      const rope = half(1e6, { mropeSection: [16, 24, 24] });
      return i >= 5 ? sliding(i, 4096, rope, 128) : full(i, rope, 128);
    },
  },
  // modeling_glm4v.py:512 head_dim = 4096 / 32 = 128; :420 int(128 · 0.5) = 64 rotated;
  // :445 mrope chunks [8, 12, 12] = 32 planes; :481 repeat_interleave(2): pairs; :518 scale.
  allFull(
    'glm4v_text',
    'glm-4.1v-9b-thinking',
    'https://huggingface.co/zai-org/GLM-4.1V-9B-Thinking/blob/main/config.json',
    40,
    pairs(10_000, { rotaryDim: 64, mropeSection: [8, 12, 12] }),
    128,
  ),
  // modeling_glm4v_moe.py:150 head_dim 128 from the config; :875 int(128 · 0.5) = 64;
  // :900 chunks [8, 12, 12]; :104 rotate_half on the rotated part: halves; :152 scale.
  allFull(
    'glm4v_moe_text',
    'glm-4.5v',
    'https://huggingface.co/zai-org/GLM-4.5V/blob/main/config.json',
    46,
    half(10_000, { rotaryDim: 64, mropeSection: [8, 12, 12] }),
    128,
  ),
  // modeling_glm_ocr.py:189 head_dim = 1024 / 16 = 64; :663 partial 1: all 64 rotated;
  // :646 mrope_section absent: [8, 12, 12] (32 planes); :158 repeat_interleave: pairs.
  allFull(
    'glm_ocr_text',
    'glm_ocr.defaults',
    defaults('GlmOcrTextConfig', ' (sizes written out; no rope keys)'),
    16,
    pairs(10_000, { mropeSection: [8, 12, 12] }),
    64,
  ),
  // modeling_glm_image.py:363 head_dim 128; :688 int(128 · 0.5) = 64; :669 default sections
  // [8, 12, 12]; :317 rotate_half: halves.
  allFull(
    'glm_image_text',
    'glm_image.defaults',
    defaults(
      'GlmImageTextConfig',
      ' with partial_rotary_factor 0.5 (the default 1 gives 64 planes, which [8, 12, 12] cannot split)',
    ),
    40,
    half(10_000, { rotaryDim: 64, mropeSection: [8, 12, 12] }),
    128,
  ),
  // configuration_paddleocr_vl.py:181 flat hub config: the text keys at the top; head_dim 128;
  // modeling_paddleocr_vl.py:154 whole head; :271 chunks [16, 24, 24]; halves; :310 scale.
  allFull(
    'paddleocr_vl_text',
    'paddleocr-vl',
    'https://huggingface.co/PaddlePaddle/PaddleOCR-VL/blob/main/config.json (flat)',
    18,
    half(500_000, { mropeSection: [16, 24, 24] }),
    128,
  ),
  // configuration_aria.py:142 text_config read as AriaTextConfig; modeling_aria.py:384 halves; :460.
  allFull('aria_text', 'aria.defaults', defaults('AriaTextConfig', ' (sizes written out)'), 32, half(10_000), 128),
  {
    // modeling_mllama.py:1027 cross_attention_layers are cross-attention layers (no rope);
    // :510 head_dim = 4096 / 32; :473 rotate_half; llama3 scaling from the config.
    modelType: 'mllama_text_model',
    fixture: 'llama-3.2-11b-vision',
    source: 'https://huggingface.co/meta-llama/Llama-3.2-11B-Vision-Instruct/blob/main/config.json',
    layers: 40,
    type: (i) => ([3, 8, 13, 18, 23, 28, 33, 38].includes(i) ? 'cross_attention' : 'full_attention'),
    entry: (i) =>
      [3, 8, 13, 18, 23, 28, 33, 38].includes(i)
        ? // modeling_mllama.py:401 MllamaTextCrossAttention: scaling = head_dim**-0.5
          { layer: i, attention: 'cross', rope: null, headDim: 128, softmaxScale: 128 ** -0.5 }
        : full(
            i,
            half(500_000, {
              scaling: {
                type: 'llama3',
                factor: 8,
                lowFreqFactor: 1,
                highFreqFactor: 4,
                originalMaxPositionEmbeddings: 8192,
              },
            }),
            128,
          ),
  },
  // modeling_idefics.py:551 IdeficsEmbedding(head_dim) with base 10000 (:358); :400 halves; :491.
  allFull('idefics', 'idefics.defaults', defaults('IdeficsConfig'), 32, half(10_000), 128),
  // modeling_granite4_vision.py:352 scaling = attention_multiplier (1.0); :276 halves.
  allFull(
    'granite4_vision_text',
    'granite4_vision.defaults',
    defaults('Granite4VisionTextConfig', ' (sizes and attention_multiplier written out)'),
    32,
    half(10_000),
    128,
    1,
  ),
  // configuration_phi4_multimodal.py:215 sliding_window None: every layer full; head 3072 / 32 = 96.
  allFull(
    'phi4_multimodal',
    'phi4_multimodal.defaults',
    defaults('Phi4MultimodalConfig', ' (sizes written out)'),
    32,
    half(10_000),
    96,
  ),
  {
    // configuration_phi4_multimodal.py:251 su read as longrope; :206 original_max 4096;
    // modeling_phi4_multimodal.py:1452 int(128 · 0.75) = 96 rotated; :1558 and :1279 every layer slides.
    modelType: 'phi4_multimodal',
    fixture: 'phi4_multimodal.su',
    source: `Phi-4-multimodal keys, 4 layers, with rope type su and made-up factors (synthetic, ${TRANSFORMERS})`,
    layers: 4,
    type: () => 'sliding_attention',
    entry: (i) =>
      sliding(
        i,
        262144,
        half(10_000, {
          rotaryDim: 96,
          scaling: {
            type: 'longrope',
            shortFactor: SHORT,
            longFactor: LONG,
            originalMaxPositionEmbeddings: 4096,
            maxPositionEmbeddings: 131072,
          },
        }),
        128,
      ),
  },
  // modeling_deepseek_ocr2.py:1027 whole head; :717 halves; :1063 scale.
  allFull(
    'deepseek_ocr2_text',
    'deepseek_ocr2.defaults',
    defaults('DeepseekOcr2TextConfig', ' (sizes written out)'),
    32,
    half(10_000),
    128,
  ),
  {
    // configuration_exaone4_5.py:82 exaone4_5_text read as exaone4; exaone4: sliding layers rotate
    // (modeling_exaone4.py:241), full layers NoPE; llama3 scaling.
    modelType: 'exaone4',
    fixture: 'exaone-4.5',
    source: 'LGAI-EXAONE/EXAONE-4.5-33B config.json as quoted in ollama and TensorRT-LLM tests, shortened to 8 layers',
    layers: 8,
    type: (i) => ((i + 1) % 4 === 0 ? 'full_attention' : 'sliding_attention'),
    entry: (i) =>
      (i + 1) % 4 === 0
        ? full(i, null, 128)
        : sliding(
            i,
            4096,
            half(1e6, {
              scaling: {
                type: 'llama3',
                factor: 16,
                lowFreqFactor: 1,
                highFreqFactor: 4,
                originalMaxPositionEmbeddings: 8192,
              },
            }),
            128,
          ),
  },
];

checkFamilyCases('family table: multimodal', CASES);

const LLAMA_TEXT: Json = {
  model_type: 'llama',
  hidden_size: 2048,
  num_attention_heads: 16,
  num_hidden_layers: 4,
  rope_theta: 500_000,
};

/** A value as JSON gives it back (a plan without its extra properties). */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The plan, or the error, of reading a config. */
function outcome(read: () => RopeLayer[]): { plan?: unknown; error?: string } {
  try {
    return { plan: plain(read()) };
  } catch (e) {
    return { error: (e as Error).constructor.name };
  }
}

describe('family table: multimodal wrappers read their text model', () => {
  beforeAll(async () => {
    await init();
  });

  // Wrappers whose text model is text_config's own model_type, and the type when it names none.
  const OPEN: [string, string | undefined][] = [
    ['aya_vision', 'cohere2'],
    ['cohere2_vision', 'cohere2'],
    ['deepseek_vl', 'llama'],
    ['deepseek_vl_hybrid', 'llama'],
    ['fast_vlm', 'qwen2'],
    ['fuyu', 'persimmon'],
    ['glm46v', 'glm4v_text'],
    ['got_ocr2', 'qwen2'],
    ['pp_chart2table', 'qwen2'],
    ['idefics2', 'mistral'],
    ['idefics3', 'llama'],
    ['smolvlm', 'llama'],
    ['internvl', 'qwen2'],
    ['janus', 'llama'],
    ['lfm2_vl', 'lfm2'],
    ['lighton_ocr', 'qwen3'],
    ['llava_next', 'llama'],
    ['llava_next_video', 'llama'],
    ['llava_onevision', 'qwen2'],
    ['vipllava', 'llama'],
    ['video_llava', 'llama'],
    ['video_llama_3', undefined],
    ['minicpmv4_6', undefined],
    ['mistral3', 'mistral'],
    ['paligemma', 'gemma'],
    ['perception_lm', 'llama'],
    ['qianfan_ocr', 'qwen3'],
    ['shieldgemma2', 'gemma3_text'],
    ['cosmos3_omni', 'qwen3_vl_text'],
    ['blip-2', 'opt'],
    ['instructblip', 'opt'],
    ['instructblipvideo', 'opt'],
    ['florence2', 'bart'],
    ['qwen2_audio', 'qwen2'],
    ['audioflamingo3', 'qwen2'],
    ['granite_speech', 'granite'],
    ['granite_speech_plus', 'granite'],
    ['qwen3_asr', 'qwen3'],
    ['vibevoice_asr', 'qwen2'],
    ['exaone4_5', 'exaone4'],
  ];

  for (const [modelType, fallback] of OPEN) {
    it(`${modelType}: text_config read as its own model_type${fallback ? `, ${fallback} when it names none` : ''}`, () => {
      const plan = ropeLayers({ model_type: modelType, text_config: { ...LLAMA_TEXT } });
      expect(plan.family).toBe('llama');
      expect(plan.textPath).toBe('config.text_config');
      expect(plain(plan)).toEqual(plain(ropeLayers({ ...LLAMA_TEXT })));
      const { model_type: _type, ...untyped } = LLAMA_TEXT;
      const wrapped = () => ropeLayers({ model_type: modelType, text_config: { ...untyped } });
      if (fallback === undefined) {
        expect(wrapped).toThrow(/model_type is missing/);
      } else {
        expect(outcome(wrapped)).toEqual(outcome(() => ropeLayers({ ...untyped }, { family: fallback })));
      }
    });
  }

  it('colpali and colqwen2 read their vlm_config, then its text model', () => {
    for (const modelType of ['colpali', 'colqwen2']) {
      const plan = ropeLayers({
        model_type: modelType,
        vlm_config: { model_type: 'llava', text_config: { ...LLAMA_TEXT } },
      });
      expect(plan.family).toBe('llama');
      expect(plan.textPath).toBe('config.vlm_config.text_config');
    }
  });

  // Wrappers whose config class fixes the text model's type.
  const FIXED: [string, string][] = [
    ['qwen3_5', 'qwen3_5_text'],
    ['qwen3_5_moe', 'qwen3_5_moe_text'],
    ['gemma3n', 'gemma3n_text'],
    ['gemma4_unified', 'gemma4_unified_text'],
    ['aria', 'aria_text'],
    ['mllama', 'mllama_text_model'],
    ['granite4_vision', 'granite4_vision_text'],
    ['deepseek_ocr2', 'deepseek_ocr2_text'],
    ['glm4v', 'glm4v_text'],
    ['glm4v_moe', 'glm4v_moe_text'],
    ['glm_ocr', 'glm_ocr_text'],
    ['glm_image', 'glm_image_text'],
    ['paddleocr_vl', 'paddleocr_vl_text'],
  ];
  for (const [modelType, text] of FIXED) {
    it(`${modelType}: text_config read as ${text}`, () => {
      const sub: Json = {
        model_type: 'something_else',
        hidden_size: 4096,
        num_attention_heads: 32,
        num_hidden_layers: 4,
        partial_rotary_factor: 0.5,
      };
      const { model_type: _type, ...untyped } = sub;
      expect(outcome(() => ropeLayers({ model_type: modelType, text_config: sub }))).toEqual(
        outcome(() => ropeLayers({ ...untyped }, { family: text })),
      );
    });
  }

  it('glm4v and paddleocr_vl read the top-level keys of configs without text_config', () => {
    const glm = familyFixture('glm-4.1v-9b-thinking');
    const flat = { ...(glm.text_config as Json), model_type: 'glm4v' };
    expect(plain(ropeLayers(flat))).toEqual(plain(ropeLayers(glm)));
    expect(ropeLayers(familyFixture('paddleocr-vl')).textPath).toBe('config');
  });

  it('exaone4_5 reads a text_config named exaone4_5_text as exaone4 (configuration_exaone4_5.py:82)', () => {
    const config = familyFixture('exaone-4.5');
    const text = config.text_config as Json;
    expect(text.model_type).toBe('exaone4_5_text');
    const plan = ropeLayers(config);
    expect(plan.family).toBe('exaone4');
    expect(plan.textPath).toBe('config.text_config');
    const asExaone4 = ropeLayers({ ...text, model_type: 'exaone4' });
    expect(plain(plan)).toEqual(plain(asExaone4));
  });

  it('deepseek_ocr2_text: heads are hidden_size / num_attention_heads wide whatever head_dim says', () => {
    // configuration_deepseek_ocr2.py:262 head_dim = hidden_size // num_attention_heads, always.
    const text = { hidden_size: 4096, num_attention_heads: 32, num_hidden_layers: 2, head_dim: 64 };
    const plan = ropeLayers({ model_type: 'deepseek_ocr2', text_config: text });
    expect(plan[0]).toEqual(full(0, half(10_000), 128));
  });

  it('granite4_vision_text: every layer rotates whatever layer_types and position_embedding_type say', () => {
    // modeling_granite4_vision.py:556 one Granite4VisionTextDecoderLayer per layer, rope always applied.
    const text = {
      model_type: 'granitemoehybrid',
      hidden_size: 2560,
      num_attention_heads: 40,
      num_hidden_layers: 2,
      layer_types: ['attention', 'mamba'],
      position_embedding_type: 'rope',
      attention_multiplier: 0.015625,
      rope_theta: 10_000_000,
    };
    const plan = ropeLayers({ model_type: 'granite4_vision', text_config: text });
    expect(plan.family).toBe('granite4_vision_text');
    expect(plan.map((e) => e.rope)).toEqual([half(1e7), half(1e7)]);
    expect(plan[1]!.softmaxScale).toBe(0.015625);
    expect(new Set(plan.unusedKeys.map((u) => u.key))).toEqual(new Set(['layer_types', 'position_embedding_type']));
  });

  it('qwen2_5_omni reads thinker_config.text_config as qwen2_5_omni_text', () => {
    const plan = ropeLayers(familyFixture('qwen2.5-omni-7b'));
    expect(plan.family).toBe('qwen2_5_omni_text');
    expect(plan.textPath).toBe('config.thinker_config.text_config');
  });

  it('refuses M-RoPE configs that transformers cannot run', () => {
    // modeling_qwen2_5_omni.py:1489 rope_parameters["mrope_section"] is required.
    const omni = familyFixture('qwen2.5-omni-text.sliding');
    delete (omni.rope_scaling as Json).mrope_section;
    expect(() => ropeLayers(omni)).toThrow(/mrope_section is missing/);
    // modeling_glm4v.py:445 sections must split the 32 rotated planes.
    const glm = familyFixture('glm-4.1v-9b-thinking');
    (glm.text_config as Json).rope_scaling = { type: 'default', mrope_section: [8, 12, 16] };
    expect(() => ropeLayers(glm)).toThrow(RangeError);
    // modeling_glm4v.py:512 heads are hidden_size / num_attention_heads wide, the rotary reads head_dim.
    const wide = familyFixture('glm-4.1v-9b-thinking');
    (wide.text_config as Json).head_dim = 256;
    expect(() => ropeLayers(wide)).toThrow(/head_dim \(256\) differs/);
    // configuration_qwen2_5_omni.py:195 without use_sliding_window there is no window to slide in.
    const noWindow = familyFixture('qwen2.5-omni-text.sliding');
    noWindow.use_sliding_window = false;
    noWindow.layer_types = Array.from({ length: 8 }, () => 'sliding_attention');
    expect(() => ropeLayers(noWindow)).toThrow(/use_sliding_window/);
    // Only Qwen2-VL's config classes rename rope_type "mrope" to "default" (configuration_qwen2_vl.py:128);
    // the others look it up in ROPE_INIT_FUNCTIONS, which has none.
    const legacy = familyFixture('qwen2.5-omni-text.sliding');
    legacy.rope_scaling = { type: 'mrope', mrope_section: [16, 24, 24] };
    expect(() => ropeLayers(legacy)).toThrow(/rope type "mrope"/);
    const glmLegacy = familyFixture('glm-4.1v-9b-thinking');
    (glmLegacy.text_config as Json).rope_scaling = { type: 'mrope', mrope_section: [8, 12, 12] };
    expect(() => ropeLayers(glmLegacy)).toThrow(/rope type "mrope"/);
    // A scaled rope reads partial_rotary_factor, and apply_multimodal_rotary_pos_emb has no pass-through.
    const partial = familyFixture('qwen2.5-omni-text.sliding');
    partial.rope_scaling = { rope_type: 'linear', factor: 2, mrope_section: [8, 12, 12] };
    partial.partial_rotary_factor = 0.5;
    expect(() => ropeLayers(partial)).toThrow(/no pass-through/);
  });

  it('reads partial_rotary_factor where transformers does: the rope dictionary first for the default rope', () => {
    // convert_rope_params_to_dict (modeling_rope_utils.py:755) only setdefaults the top-level value.
    const glm = familyFixture('glm-4.5v');
    const text = glm.text_config as Json;
    delete text.partial_rotary_factor;
    const plan = ropeLayers(glm);
    // glm4v_moe's class default 0.5 (configuration_glm4v_moe.py:111).
    expect(plan[0]!.rope).toEqual(half(10_000, { rotaryDim: 64, mropeSection: [8, 12, 12] }));
  });

  const REFUSED: [string, RegExp][] = [
    ['qwen3_vl', /qwen3_vl.*interleaves M-RoPE/],
    ['qwen3_vl_text', /qwen3_vl_text.*interleaves M-RoPE/],
    ['qwen3_vl_moe', /qwen3_vl_moe.*interleaves M-RoPE/],
    ['qwen3_vl_moe_text', /qwen3_vl_moe_text.*interleaves M-RoPE/],
    ['qwen3_omni_moe', /qwen3_omni_moe.*interleaves M-RoPE/],
    ['qwen3_omni_moe_thinker', /qwen3_omni_moe_thinker.*interleaves M-RoPE/],
    ['qwen3_omni_moe_text', /qwen3_omni_moe_text.*interleaves M-RoPE/],
    ['ernie4_5_vl_moe', /ernie4_5_vl_moe.*alternates height and width/],
    ['ernie4_5_vl_moe_text', /ernie4_5_vl_moe_text.*alternates height and width/],
    ['hunyuan_vl', /hunyuan_vl.*after the rotation/],
    ['hunyuan_vl_text', /hunyuan_vl_text.*after the rotation/],
    ['minimax_m3_vl', /minimax_m3_vl.*block-sparse/],
    ['minimax_m3_vl_text', /minimax_m3_vl_text.*block-sparse/],
    ['voxtral', /voxtral.*its own defaults/],
  ];
  for (const [modelType, reason] of REFUSED) {
    it(`refuses ${modelType}`, () => {
      expect(() =>
        ropeLayers({ model_type: modelType, hidden_size: 4096, num_attention_heads: 32, num_hidden_layers: 4 }),
      ).toThrow(reason);
    });
  }

  it('cosmos3_omni follows its qwen3_vl_text default into the refusal', () => {
    const { model_type: _type, ...untyped } = LLAMA_TEXT;
    expect(() => ropeLayers({ model_type: 'cosmos3_omni', text_config: untyped })).toThrow(/interleaves M-RoPE/);
  });
});
