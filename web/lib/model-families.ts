// modelFamilies(): the family table as data, with the text only it returns (the transformers lines
// each reading follows, its docs/models.md sentence: families/docs/). Re-exported by model-config.ts;
// a module of its own so that code calling only ropeLayers / ropeFromConfig bundles none of that text.
import { FAMILY_DOCS } from './families/docs/table.js';
import { type FamilyGroup, isRefused } from './families/family.js';
import { FAMILIES } from './families/table.js';

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
    .map((family) => {
      const docs = FAMILY_DOCS.get(family.modelType);
      return isRefused(family)
        ? {
            modelType: family.modelType,
            group: family.group,
            read: false,
            refused: family.refused,
            follows: [...(docs?.follows ?? [])],
          }
        : {
            modelType: family.modelType,
            group: family.group,
            read: true,
            summary: docs?.summary,
            follows: [...(docs?.follows ?? [])],
          };
    })
    .sort((a, b) => a.modelType.localeCompare(b.modelType));
}
