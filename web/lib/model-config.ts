// The package's readers of a Hugging Face config.json: ropeFromConfig, ropeLayers and the family
// table they follow (web/lib/families/), with the public entry's argument checks. Re-exported by
// index.ts; kept apart so that bundlers can leave the table out of code that never reads a config.
import { checkArguments, checkUsable } from './validate.js';
import type { RopeConfig, RopeFromConfigOptions } from './rope-config.js';
import * as ropeLayerPlan from './rope-layers.js';
import type { ModelLayers, RopeLayersOptions } from './rope-layers.js';
import { FAMILIES } from './families/table.js';
import { type FamilyGroup, isRefused } from './families/family.js';

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

/** One entry of the family table: a transformers 5 model_type, read (with how) or refused (with why). */
export interface ModelFamilyInfo {
  modelType: string;
  group: FamilyGroup;
  read: boolean;
  /** read: what its layers do with positions. */
  summary?: string;
  /** refused: why. */
  refused?: string;
  /** The transformers files and lines the reading follows. */
  follows: readonly string[];
}

/**
 * The family table ropeLayers and ropeFromConfig read configs with (docs/models.md), read at
 * transformers commit TRANSFORMERS_COMMIT.sha: every model_type, read or refused with its reason.
 */
export function modelFamilies(): ModelFamilyInfo[] {
  return [...FAMILIES.values()]
    .map((family) =>
      isRefused(family)
        ? {
            modelType: family.modelType,
            group: family.group,
            read: false,
            refused: family.refused,
            follows: [...(family.follows ?? [])],
          }
        : {
            modelType: family.modelType,
            group: family.group,
            read: true,
            summary: family.summary,
            follows: [...family.follows],
          },
    )
    .sort((a, b) => a.modelType.localeCompare(b.modelType));
}

export { TRANSFORMERS_COMMIT } from './families/family.js';
export type { FamilyGroup } from './families/family.js';
