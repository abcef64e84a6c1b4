// Every setting a view keeps in the state, declared once: its key in the URL hash and in
// embed.html's query, its <pe-explorer> attribute, its default, how its text is read and written,
// and what is allowed in words (the notice of a refused value). The hash, the attributes, the
// embed's query keys and the notice are all derived from this table. A setting means the same on
// every view that declares it (ViewDefinition.settings): d_model is one d_model. A setting no view
// declares is not observed, not in the hash and not an embed key.
//
// Here are the settings several views share, or that the shared form edits (state/form-fields.ts).
// A setting only one view keeps is declared in that view's folder (views/<view>/<view>-settings.ts)
// and comes in through view-settings.generated.ts (`npm run views:list` writes it).
import type { Layout, RopeLayout, RopeScalingType } from 'positional-encoding';
import { EXTRA_VIEW_SETTINGS } from './extra-view-settings.js';
import { ROPE_MODEL_KEYS, type RopeModelKey } from '../presets/rope-models.js';
import { LIMITS } from './limits.js';
import { BASES, type ArticleBase } from '../documents/article-bases.js';
import { choiceSetting, evenSetting, integerSetting, numberIn, type Setting } from './setting-kinds.js';
import { VIEW_SETTINGS } from './view-settings.generated.js';

export type { Setting } from './setting-kinds.js';
// The choices of views' own settings, where their panels have always found them.
export { ROPE_SPAN_CHOICES } from '../views/rope/rope-settings.js';
export { LONG_CONTEXT_SPAN_CHOICES, LONG_CONTEXT_TABLE_CHOICES } from '../views/long-context/long-context-settings.js';
export { PRECISION_UP_TO_CHOICES } from '../views/precision/precision-settings.js';

/** The page's limits for the settings of the views beyond the sinusoid (RoPE, long context, ALiBi). */
export const BEYOND_LIMITS = {
  headDim: { min: 2, max: 512 },
  ropeFactor: { min: 1, max: 128 },
  heads: { min: 1, max: 256 },
} as const;

const SHARED_SETTINGS = {
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
  /** The worked example's base (and the attention lab's): the article computes with n = 100 and with n = 10000. */
  exampleBase: choiceSetting<ArticleBase>('en', 'example-base', 100, BASES),
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
} as const;

/** The built-in settings: the shared ones and every view's own. */
export const SETTINGS = { ...SHARED_SETTINGS, ...VIEW_SETTINGS } as const;

export type SettingKey = keyof typeof SETTINGS;
type ValueOf<S> = S extends Setting<infer T> ? T : never;
/** The value of every setting. */
export type SettingValues = { -readonly [K in SettingKey]: ValueOf<(typeof SETTINGS)[K]> };

// The settings of views a build adds beside the registry's (PE_EXTRA_VIEWS: a test's fixture view),
// known only when the page runs; none in the page's own builds. The table the page reads holds both.
const TABLE: Readonly<Record<string, Setting<unknown>>> = { ...SETTINGS, ...EXTRA_VIEW_SETTINGS };
for (const key of Object.keys(EXTRA_VIEW_SETTINGS)) {
  if (key in SETTINGS) throw new Error(`an added view's setting ${key} is already a setting of the page`);
}

export const SETTING_KEYS = Object.keys(TABLE) as SettingKey[];

export function settingOf<K extends SettingKey>(key: K): Setting<SettingValues[K]> {
  return TABLE[key] as unknown as Setting<SettingValues[K]>;
}

/** The setting an attribute of <pe-explorer> sets, if any. */
export function settingForAttribute(attribute: string): SettingKey | undefined {
  return SETTING_KEYS.find((key) => TABLE[key]!.attribute === attribute);
}
