// The package's readers of a Hugging Face config.json: ropeFromConfig, ropeLayers and the family
// table they follow (web/lib/families/), with the public entry's argument checks. Re-exported by
// index.ts; kept apart so that bundlers can leave the table out of code that never reads a config
// (and modelFamilies() in model-families.ts, so that they leave the table's text out of code that
// reads configs without listing it).
import { checkArguments, checkUsable } from './validate.js';
import type { RopeConfig, RopeFromConfigOptions } from './rope-config.js';
import * as ropeLayerPlan from './rope-layers.js';
import type { ModelLayers, RopeLayersOptions } from './rope-layers.js';
import { FAMILIES } from './families/table.js';
import { isRefused } from './families/family.js';

/** Options and headDim for the RoPE functions from a Hugging Face config.json (parsed), as transformers 5 reads it. */
export function ropeFromConfig(config: unknown, options?: RopeFromConfigOptions): RopeConfig {
  checkUsable('config', config, 4);
  checkArguments({ options });
  return ropeLayerPlan.ropeFromConfig(config, options);
}

/**
 * What every decoder layer of a Hugging Face model does with positions, one entry per layer in
 * order, read from its config.json (parsed) as transformers 5 reads it: the layer's rope (the
 * options ropeFrequencies / ropeCosSin / applyRope take; null for a NoPE layer), attention span
 * ('full', 'sliding' or 'chunked' with its window), head width, softmax scale, Llama 4's query
 * temperature on NoPE layers and DeepSeek's latent-attention split (the rotated slice is the last).
 * @throws TypeError / RangeError naming the config key that is missing or malformed.
 */
export function ropeLayers(config: unknown, options?: RopeLayersOptions): ModelLayers {
  checkUsable('config', config, 4);
  checkArguments({ options });
  return ropeLayerPlan.ropeLayers(config, options);
}

/**
 * The model types ropeLayers reads with rules of their own (the others are refused), sorted: the read
 * entries of modelFamilies() without the text only it carries, for code that lists them.
 */
export function readModelTypes(): string[] {
  return [...FAMILIES.values()]
    .filter((family) => !isRefused(family))
    .map((family) => family.modelType)
    .sort((a, b) => a.localeCompare(b));
}

export { modelFamilies } from './model-families.js';
export type { ModelFamilyInfo } from './model-families.js';
export { TRANSFORMERS_COMMIT } from './families/family.js';
export type { FamilyGroup } from './families/family.js';
