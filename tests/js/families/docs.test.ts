// The family table's text (what each reading follows, its docs/models.md sentence) lives apart from the
// rules, in web/lib/families/docs/<batch>.ts keyed by model_type: this fails when an entry of a batch
// has no docs there, or when a docs entry names no family of its batch.
import { describe, expect, it } from 'vitest';
import { CORE_FAMILIES } from '../../../web/lib/families/core.js';
import { DENSE_A_FAMILIES } from '../../../web/lib/families/dense-a.js';
import { DENSE_B_FAMILIES } from '../../../web/lib/families/dense-b.js';
import { CORE_DOCS } from '../../../web/lib/families/docs/core.js';
import { DENSE_A_DOCS } from '../../../web/lib/families/docs/dense-a.js';
import { DENSE_B_DOCS } from '../../../web/lib/families/docs/dense-b.js';
import { ENCODERS_DOCS } from '../../../web/lib/families/docs/encoders.js';
import { HYBRID_DOCS } from '../../../web/lib/families/docs/hybrid.js';
import { LATENT_DOCS } from '../../../web/lib/families/docs/latent.js';
import { MULTIMODAL_DOCS } from '../../../web/lib/families/docs/multimodal.js';
import { FAMILY_DOCS } from '../../../web/lib/families/docs/table.js';
import { ENCODERS_FAMILIES } from '../../../web/lib/families/encoders.js';
import { type Family, type FamilyDocs, isRefused } from '../../../web/lib/families/family.js';
import { HYBRID_FAMILIES } from '../../../web/lib/families/hybrid.js';
import { LATENT_FAMILIES } from '../../../web/lib/families/latent.js';
import { MULTIMODAL_FAMILIES } from '../../../web/lib/families/multimodal.js';
import { FAMILIES } from '../../../web/lib/families/table.js';
import { UNREAD_FAMILIES } from '../../../web/lib/families/unread.js';
import { modelFamilies } from '../../../web/lib/model-config.js';

const BATCHES: [string, readonly Family[], Readonly<Record<string, FamilyDocs>>][] = [
  ['core', CORE_FAMILIES, CORE_DOCS],
  ['dense-a', DENSE_A_FAMILIES, DENSE_A_DOCS],
  ['dense-b', DENSE_B_FAMILIES, DENSE_B_DOCS],
  ['hybrid', HYBRID_FAMILIES, HYBRID_DOCS],
  ['latent', LATENT_FAMILIES, LATENT_DOCS],
  ['multimodal', MULTIMODAL_FAMILIES, MULTIMODAL_DOCS],
  ['encoders', ENCODERS_FAMILIES, ENCODERS_DOCS],
];

describe.each(BATCHES)('docs/%s.ts', (_batch, families, docs) => {
  it('gives every family it reads the lines it follows and a sentence', () => {
    for (const family of families.filter((f) => !isRefused(f))) {
      const entry = docs[family.modelType];
      expect(entry, family.modelType).toBeDefined();
      expect(entry!.follows.length, family.modelType).toBeGreaterThan(0);
      expect(
        entry!.follows.every((line) => /\.py\b/.test(line)),
        family.modelType,
      ).toBe(true);
      expect(entry!.summary, family.modelType).toMatch(/\w{4,}.*\.$/);
    }
  });

  it('names only families of its batch, and no sentence for a refused one', () => {
    const byType = new Map(families.map((family) => [family.modelType, family]));
    for (const [modelType, entry] of Object.entries(docs)) {
      const family = byType.get(modelType);
      expect(family, `${modelType} has docs but no entry`).toBeDefined();
      if (isRefused(family!)) expect(entry.summary, modelType).toBeUndefined();
    }
  });
});

it('the unread model types have no docs: each refusal says why by itself', () => {
  const read = new Set(BATCHES.flatMap(([, families]) => families.map((family) => family.modelType)));
  for (const family of UNREAD_FAMILIES.filter((f) => !read.has(f.modelType))) {
    expect(FAMILY_DOCS.has(family.modelType), family.modelType).toBe(false);
  }
});

it('modelFamilies() returns each family with its docs', () => {
  const listed = modelFamilies();
  expect(listed).toHaveLength(FAMILIES.size);
  for (const info of listed) {
    const docs = FAMILY_DOCS.get(info.modelType);
    expect(info.follows).toEqual(docs?.follows ?? []);
    expect(info.summary).toBe(info.read ? docs!.summary : undefined);
  }
});
