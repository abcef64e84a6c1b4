// Every family's docs (what it follows, its docs/models.md sentence) by model_type, gathered from the
// batches. Kept out of the family table so that only modelFamilies() (model-families.ts) brings the
// text into a bundle: ropeLayers and ropeFromConfig never read it.

import type { FamilyDocs } from '../family.js';
import { CORE_DOCS } from './core.js';
import { DENSE_A_DOCS } from './dense-a.js';
import { DENSE_B_DOCS } from './dense-b.js';
import { ENCODERS_DOCS } from './encoders.js';
import { HYBRID_DOCS } from './hybrid.js';
import { LATENT_DOCS } from './latent.js';
import { MULTIMODAL_DOCS } from './multimodal.js';

/** The docs of each batch of the family table, in the order families/table.ts lists the batches. */
const DOCS_BY_BATCH: readonly Readonly<Record<string, FamilyDocs>>[] = [
  CORE_DOCS,
  DENSE_A_DOCS,
  DENSE_B_DOCS,
  HYBRID_DOCS,
  LATENT_DOCS,
  MULTIMODAL_DOCS,
  ENCODERS_DOCS,
];

function docsTable(batches: readonly Readonly<Record<string, FamilyDocs>>[]): ReadonlyMap<string, FamilyDocs> {
  const table = new Map<string, FamilyDocs>();
  for (const docs of batches) {
    for (const [modelType, entry] of Object.entries(docs)) {
      if (table.has(modelType)) throw new Error(`family docs: ${modelType} is listed twice`);
      table.set(modelType, entry);
    }
  }
  return table;
}

/** model_type → what it follows and its sentence. */
export const FAMILY_DOCS: ReadonlyMap<string, FamilyDocs> = /* @__PURE__ */ docsTable(DOCS_BY_BATCH);
