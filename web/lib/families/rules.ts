// Rules that several families share: how a config class numbers its layers' kinds when layer_types
// is absent, which layers skip RoPE, and the softmax scales the attention modules set.

import { optionalNumber, PREFIX, present, ropeUseByLayer } from '../rope-config.js';
import { describe } from '../validate.js';
import type { FamilyContext } from './family.js';

/** Layer types given in layer_types, checked against the family's names. */
export function givenLayerTypes(c: FamilyContext, key = 'layer_types'): string[] | undefined {
  const given = c.text[key];
  if (given === undefined || given === null) return undefined;
  if (!Array.isArray(given)) {
    throw new TypeError(`${PREFIX}${c.path}.${key} must be an array of layer-type names; got ${describe(given)}`);
  }
  if (given.length !== c.layers) {
    throw new RangeError(
      `${PREFIX}${c.path}.${key} must name one type per layer (num_hidden_layers = ${c.layers}); it names ${given.length}`,
    );
  }
  return given.map((name: unknown, i) => {
    if (typeof name !== 'string') {
      throw new TypeError(`${PREFIX}${c.path}.${key}[${i}] must be a layer-type name; got ${describe(name)}`);
    }
    return name;
  });
}

/** Every layer of one type. */
export const allLayers = (c: FamilyContext, type: string): string[] => Array.from({ length: c.layers }, () => type);

/**
 * layer_types when the config gives it, else `fallback` (the config class's __post_init__ rule).
 */
export const layerTypesOr =
  (fallback: (c: FamilyContext) => string[]) =>
  (c: FamilyContext): string[] =>
    givenLayerTypes(c) ?? fallback(c);

/** A positive integer key (a pattern's period), read with the class default. */
export function periodOf(c: FamilyContext, key: string, fallback: number | undefined): number {
  const raw = c.text[key];
  if (present(c.text, key) && typeof raw !== 'number') {
    throw new TypeError(`${PREFIX}${c.path}.${key} must be a positive integer; got ${describe(raw)}`);
  }
  const value = optionalNumber(c.text, key, c.path) ?? fallback;
  if (value === undefined) throw new RangeError(`${PREFIX}${c.path}.${key} is missing (it numbers the layers' kinds)`);
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${PREFIX}${c.path}.${key} must be a positive integer; got ${value}`);
  }
  return value;
}

/**
 * Layer i is `every` when (i + 1) is divisible by the period, else `other`:
 * `"sliding_attention" if bool((i + 1) % pattern) else "full_attention"` and its relatives.
 */
export const everyNth =
  (key: string | null, fallback: number | undefined, every: string, other: string) =>
  (c: FamilyContext): string[] => {
    const period = key === null ? fallback! : periodOf(c, key, fallback);
    return Array.from({ length: c.layers }, (_, i) => ((i + 1) % period === 0 ? every : other));
  };

/** Every layer sliding when sliding_window is set, else every layer full (Mistral's attention module). */
export const slidingWhenWindowSet = (c: FamilyContext): string[] =>
  allLayers(c, present(c.text, 'sliding_window') ? 'sliding_attention' : 'full_attention');

/** no_rope_layers (1 = the layer uses RoPE) or every no_rope_layer_interval-th layer NoPE (Llama 4, SmolLM3). */
export const nopeFromList =
  (intervalDefault: number | undefined) =>
  (c: FamilyContext): boolean[] | undefined => {
    const text =
      intervalDefault !== undefined && !present(c.text, 'no_rope_layer_interval')
        ? { ...c.text, no_rope_layer_interval: intervalDefault }
        : c.text;
    return ropeUseByLayer(text, c.path, undefined, c.layers);
  };

/** The rope only on layers of the given type (Cohere 2, EXAONE 4: global layers are NoPE). */
export const ropeOnlyOn =
  (type: string) =>
  (_c: FamilyContext, types: readonly string[]): boolean[] =>
    types.map((t) => t === type);

/** query_pre_attn_scalar^-0.5 (Gemma 2 / 3). */
export const queryPreAttnScale =
  (fallback: number) =>
  (c: FamilyContext): number =>
    (optionalNumber(c.text, 'query_pre_attn_scalar', c.path) ?? fallback) ** -0.5;

/** A config that transformers cannot run, or that this table cannot describe exactly: refused, naming the key. */
export function refuseKey(c: FamilyContext, key: string, why: string): never {
  throw new RangeError(`${PREFIX}${c.path}.${key} ${why}`);
}

/**
 * use_bidirectional_attention (EmbeddingGemma, Gemma 2/3/4 encoders): attention both ways, which this
 * table does not describe: refused.
 */
export function refuseBidirectional(c: FamilyContext, file: string): void {
  const value = c.text.use_bidirectional_attention;
  if (value !== undefined && value !== null && value !== false) {
    refuseKey(
      c,
      'use_bidirectional_attention',
      `is ${JSON.stringify(value)}: ${c.modelType} then attends both ways (${file}), which ropeLayers does not ` +
        'describe (its spans are causal)',
    );
  }
}
