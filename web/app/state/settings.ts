// Every setting a view keeps in the state, declared once: its key in the URL hash and in
// embed.html's query, its <pe-explorer> attribute, its default, how its text is read and written,
// and what is allowed in words (the notice of a refused value). The hash, the attributes, the
// embed's query keys and the notice are all derived from this list. A setting means the same on
// every view that declares it (ViewDefinition.settings): d_model is one d_model. A setting no view
// declares is not observed, not in the hash and not an embed key.
import type { Layout, RopeLayout, RopeScalingType, SinusoidExponent } from 'positional-encoding';
import { ROPE_MODEL_KEYS, type RopeModelKey } from '../presets/rope-models.js';
import { LIMITS } from './limits.js';
import { BASES, type ArticleBase } from '../documents/article-bases.js';
import {
  BASE_CHOICES as ORDER_BASE_CHOICES,
  D_MODEL_CHOICES as ORDER_D_MODEL_CHOICES,
} from '../documents/word-order.js';
import { MAP_MODEL_KEYS } from '../presets/model-map-keys.js';

export interface Setting<T> {
  /** Its key in the URL hash and in embed.html's query: `d` in #view=heatmap&d=512. */
  param: string;
  /** Its attribute on <pe-explorer>: `d-model`. */
  attribute: string;
  initial: T;
  /** The value written in `text`, or undefined when it is not allowed. */
  parse(text: string): T | undefined;
  format(value: T): string;
  /** What is allowed, in words: "a whole number from 1 to 1024". */
  allowed: string;
}

function integer(text: string, min: number, max: number): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function integerSetting(param: string, attribute: string, initial: number, min: number, max: number): Setting<number> {
  return {
    param,
    attribute,
    initial,
    parse: (text) => integer(text, min, max),
    format: String,
    allowed: `a whole number from ${min} to ${max}`,
  };
}

function choiceSetting<T extends string | number>(
  param: string,
  attribute: string,
  initial: T,
  choices: readonly T[],
): Setting<T> {
  return {
    param,
    attribute,
    initial,
    parse: (text) => choices.find((choice) => String(choice) === text),
    format: String,
    allowed: choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(', ')}`,
  };
}

/** A number in [min, max] (either end open where asked), or undefined. */
function numberIn(text: string, min: number, max: number, minOpen = false): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && (minOpen ? value > min : value >= min) && value <= max ? value : undefined;
}

/** The page's limits for the settings of the views beyond the sinusoid (RoPE, long context, ALiBi). */
export const BEYOND_LIMITS = {
  headDim: { min: 2, max: 512 },
  ropeFactor: { min: 1, max: 128 },
  heads: { min: 1, max: 256 },
} as const;

function evenSetting(param: string, attribute: string, initial: number, min: number, max: number): Setting<number> {
  return {
    param,
    attribute,
    initial,
    parse: (text) => {
      const value = integer(text, min, max);
      return value !== undefined && value % 2 === 0 ? value : undefined;
    },
    format: String,
    allowed: `an even whole number from ${min} to ${max}`,
  };
}

/** The distances m − n the RoPE score curve spans. */
export const ROPE_SPAN_CHOICES = [64, 256, 1024, 4096] as const;

/** The long-context score curve's reach, in training lengths; its past-N table's length N. */
export const LONG_CONTEXT_SPAN_CHOICES = [2, 4, 8, 16, 32] as const;
export const LONG_CONTEXT_TABLE_CHOICES = [8, 16, 32, 64] as const;

/** The check view's examples (views/check/check-gallery.ts holds them); 'none': the reader's own tensor. */
export const CHECK_EXAMPLE_KEYS = [
  'none',
  'article-L6-n100',
  'article-L10-n100',
  'article-L6-n10000',
  'article-L10-n10000',
  'yarn-factor-dropped',
  'yarn-config-ignored',
  'yarn-factor-twice',
  'pairs-rotation-half-freq',
  'alibi-pow2-formula-12',
  'alibi-16-for-12',
  'positions-float16',
] as const;
export type CheckExampleKey = (typeof CHECK_EXAMPLE_KEYS)[number];

/** The precision lab's last position: 10^6 … 10^9 (the figure's log axis ends there). */
export const PRECISION_UP_TO_CHOICES = [6, 7, 8, 9] as const;

export const SETTINGS = {
  /** The sinusoid's table: d_model, length L, base n and column layout (heatmap, curves, distance). */
  dModel: integerSetting('d', 'd-model', 128, LIMITS.dModel.min, LIMITS.dModel.max),
  length: integerSetting('L', 'length', 100, LIMITS.length.min, LIMITS.length.max),
  base: {
    param: 'n',
    attribute: 'base',
    initial: 10000,
    parse: (text) => numberIn(text, LIMITS.base.min, LIMITS.base.max, true),
    format: String,
    allowed: `a number greater than ${LIMITS.base.min} and at most ${LIMITS.base.max}`,
  } satisfies Setting<number>,
  layout: choiceSetting<Layout>('layout', 'layout', 'interleaved', ['interleaved', 'split']),
  /** Formula (15.2): √d_model·x + PE instead of x + PE where a view adds embeddings. */
  scale: choiceSetting<'none' | 'sqrt'>('scale', 'scale', 'none', ['none', 'sqrt']),
  /** The worked example's step, counted from 0 in the state; links and attributes count from 1. */
  step: {
    param: 'step',
    attribute: 'step',
    initial: 0,
    parse: (text) => {
      const step = integer(text, LIMITS.step.min, LIMITS.step.max);
      return step === undefined ? undefined : step - 1;
    },
    format: (step) => String(step + 1),
    allowed: `a whole number from ${LIMITS.step.min} to ${LIMITS.step.max} (the worked example’s steps)`,
  } satisfies Setting<number>,
  /** The worked example's base: the article computes it with n = 100 and with n = 10000. */
  exampleBase: choiceSetting<ArticleBase>('en', 'example-base', 100, BASES),
  /** Dimensions drawn by the per-dimension curves (The Annotated Transformer shows 4–7). */
  dims: {
    param: 'dims',
    attribute: 'dims',
    initial: [4, 5, 6, 7],
    parse(text) {
      const dims = text.split(',').map((d) => integer(d, 0, LIMITS.dModel.max - 1));
      return dims.length > 0 && dims.length <= 8 && dims.every((d) => d !== undefined) ? (dims as number[]) : undefined;
    },
    format: (dims) => dims.join(','),
    allowed: `1 to 8 comma-separated dimensions from 0 to ${LIMITS.dModel.max - 1}`,
  } satisfies Setting<number[]>,
  /** Long-context scaling: Hugging Face's rope_type ('default': none) and its factor. */
  ropeType: choiceSetting<'default' | RopeScalingType>('rope-type', 'rope-type', 'default', [
    'default',
    'linear',
    'dynamic',
    'yarn',
    'longrope',
    'llama3',
  ]),
  ropeFactor: {
    param: 'factor',
    attribute: 'rope-factor',
    initial: 8,
    parse: (text) => numberIn(text, BEYOND_LIMITS.ropeFactor.min, BEYOND_LIMITS.ropeFactor.max),
    format: String,
    allowed: `a number from ${BEYOND_LIMITS.ropeFactor.min} to ${BEYOND_LIMITS.ropeFactor.max}`,
  } satisfies Setting<number>,
  /** Attention heads (ALiBi's slopes, one per head); BLOOM (176B) has 112. */
  heads: integerSetting('heads', 'heads', 112, BEYOND_LIMITS.heads.min, BEYOND_LIMITS.heads.max),
  /** The word-order view's d_model and base (its own choices: documents/word-order.ts). */
  orderDModel: choiceSetting<(typeof ORDER_D_MODEL_CHOICES)[number]>(
    'order-d',
    'order-d-model',
    8,
    ORDER_D_MODEL_CHOICES,
  ),
  orderBase: choiceSetting<(typeof ORDER_BASE_CHOICES)[number]>('order-n', 'order-base', 10000, ORDER_BASE_CHOICES),
  /** RoPE (rope, long-context): the query/key head size, the dimensions that turn, base θ and pair layout. */
  headDim: evenSetting('hd', 'head-dim', 128, BEYOND_LIMITS.headDim.min, BEYOND_LIMITS.headDim.max),
  /** 0: the whole head turns; else the first rotaryDim dimensions (partial rotary: GPT-NeoX, Phi-2). */
  rotaryDim: {
    ...evenSetting('rd', 'rotary-dim', 0, 0, 512),
    allowed: 'an even whole number from 0 to 512 (0: the whole head turns)',
  } satisfies Setting<number>,
  ropeBase: {
    param: 'theta',
    attribute: 'rope-theta',
    initial: 10000,
    parse(text) {
      if (text.trim() === '') return undefined;
      const value = Number(text);
      return Number.isFinite(value) && value > 1 && value <= 1e9 ? value : undefined;
    },
    format: String,
    allowed: 'a number greater than 1 and at most 1000000000',
  } satisfies Setting<number>,
  /** Which dimensions rotate together: Hugging Face's rotate_half ('half') or GPT-J's ('pairs'). */
  ropeLayout: choiceSetting<RopeLayout>('rope-layout', 'rope-layout', 'half', ['half', 'pairs']),
  /** The model preset the RoPE numbers came from ('custom' once the reader changes one). */
  ropeModel: choiceSetting<RopeModelKey>('model', 'model', 'llama-2-7b', ROPE_MODEL_KEYS),
  /** The RoPE view's position m (the dials) and how far both m and n move together (the score curve). */
  ropePos: integerSetting('m', 'position', 10, 0, 1_000_000),
  ropeShift: integerSetting('shift', 'shift', 1000, 0, 1_000_000),
  ropeSpan: choiceSetting<(typeof ROPE_SPAN_CHOICES)[number]>('span', 'span', 256, ROPE_SPAN_CHOICES),
  ropeVectors: choiceSetting<'ones' | 'random'>('qk', 'qk', 'ones', ['ones', 'random']),
  /** Long context: the training length (original_max_position_embeddings), the score curve's reach
   *  in training lengths, and the length N of the sinusoid and learned table drawn past N. */
  trainLength: integerSetting('train', 'train-length', 8192, 16, 1_048_576),
  longSpan: choiceSetting<(typeof LONG_CONTEXT_SPAN_CHOICES)[number]>('reach', 'reach', 16, LONG_CONTEXT_SPAN_CHOICES),
  longTableN: choiceSetting<(typeof LONG_CONTEXT_TABLE_CHOICES)[number]>(
    'table-n',
    'table-n',
    16,
    LONG_CONTEXT_TABLE_CHOICES,
  ),
  /** The precision lab: cos/sin tables or RoPE outputs, the plane drawn on the left, positions up to 10^upto. */
  precisionQuantity: choiceSetting<'cos-sin' | 'rope-output'>('quantity', 'quantity', 'cos-sin', [
    'cos-sin',
    'rope-output',
  ]),
  /** The precision lab's left panel: plane k of the head (plane 0 turns one radian per position). */
  precisionPlane: integerSetting('plane', 'plane', 0, 0, 511),
  precisionUpTo: choiceSetting<(typeof PRECISION_UP_TO_CHOICES)[number]>('upto', 'up-to', 7, PRECISION_UP_TO_CHOICES),
  /** The head whose bias is drawn, counted from 1 as the ALiBi paper's m_h does. */
  head: integerSetting('head', 'head', 1, 1, 256),
  alibiMode: choiceSetting<'causal' | 'symmetric'>('alibi-mode', 'alibi-mode', 'causal', ['causal', 'symmetric']),
  /** T5's relative_attention_num_buckets and relative_attention_max_distance, and its direction. */
  t5Buckets: integerSetting('t5-buckets', 't5-buckets', 32, 2, 256),
  t5MaxDistance: integerSetting('t5-max-distance', 't5-max-distance', 128, 2, 4096),
  t5Direction: choiceSetting<'bidirectional' | 'unidirectional'>('t5-direction', 't5-direction', 'bidirectional', [
    'bidirectional',
    'unidirectional',
  ]),
  /** The attention lab's tokens: "John likes Jane" or one of the article's three sequences. */
  labInput: choiceSetting<'john' | 'seq1' | 'seq2' | 'seq3'>('lab-input', 'lab-input', 'john', [
    'john',
    'seq1',
    'seq2',
    'seq3',
  ]),
  /** The attention lab shows raw scores or softmax weights; `swap` exchanges the first and last word. */
  labShow: choiceSetting<'scores' | 'weights'>('lab-show', 'lab-show', 'scores', ['scores', 'weights']),
  labSwap: choiceSetting<'off' | 'on'>('lab-swap', 'lab-swap', 'off', ['off', 'on']),
  /** The documents' sentence the ALiBi and T5 matrices are drawn on (documents/sentences.ts). */
  biasSentence: choiceSetting<'tutorial' | 'brown-red' | 'john'>('bias-sentence', 'bias-sentence', 'brown-red', [
    'tutorial',
    'brown-red',
    'john',
  ]),
  /** The layout Rosetta's d: the width of its two small tables, the permutation between them and the RoPE head. */
  layoutsDim: evenSetting('ld', 'layouts-d', 8, 2, 32),
  /** The sinusoid's exponent: the paper's 2i/d or tensor2tensor's and fairseq's i/(d/2 − 1). */
  exponent: choiceSetting<SinusoidExponent>('exponent', 'exponent', 'paper', ['paper', 'tensor2tensor']),
  /** The model map: the preset drawn ('custom': a pasted config.json) and the layer its readout shows (from 0). */
  mapModel: choiceSetting<string>('map-model', 'map-model', 'gemma-3-27b', MAP_MODEL_KEYS),
  mapLayer: integerSetting('map-layer', 'map-layer', 5, 0, 1023),
  /** The model map's M-RoPE token (Qwen2.5-VL's sequence) and 2D RoPE pair (Pixtral's patch grid), from 0. */
  mapToken: integerSetting('map-token', 'map-token', 0, 0, 1023),
  mapPair: integerSetting('map-pair', 'map-pair', 0, 0, 511),
  /** The check view's loaded example; a pasted or dropped tensor is never put in the link. */
  checkExample: choiceSetting<CheckExampleKey>('check-example', 'check-example', 'article-L6-n100', CHECK_EXAMPLE_KEYS),
} as const;

export type SettingKey = keyof typeof SETTINGS;
type ValueOf<S> = S extends Setting<infer T> ? T : never;
/** The value of every setting. */
export type SettingValues = { -readonly [K in SettingKey]: ValueOf<(typeof SETTINGS)[K]> };

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function settingOf<K extends SettingKey>(key: K): Setting<SettingValues[K]> {
  return SETTINGS[key] as unknown as Setting<SettingValues[K]>;
}

/** The setting an attribute of <pe-explorer> sets, if any. */
export function settingForAttribute(attribute: string): SettingKey | undefined {
  return SETTING_KEYS.find((key) => SETTINGS[key].attribute === attribute);
}
