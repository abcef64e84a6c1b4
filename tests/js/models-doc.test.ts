// docs/models.md and the README's family counts are generated from the family table the code reads
// configs with; this fails when either differs from it (run `npm run docs:models` to regenerate).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { modelFamilies, TRANSFORMERS_COMMIT } from '../../web/lib/index.js';
// @ts-expect-error: a plain .mjs script, without types
import { modelsMarkdown, README_BEGIN, README_END, readmeCounts } from '../../web/scripts/models-table.mjs';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

it('docs/models.md is the family table', () => {
  expect(read('docs/models.md')).toBe(`${modelsMarkdown(modelFamilies(), TRANSFORMERS_COMMIT)}\n`);
});

it("the README's counts are the family table's", () => {
  const readme = read('README.md');
  const between = readme.slice(readme.indexOf(README_BEGIN) + README_BEGIN.length, readme.indexOf(README_END));
  expect(between.trim()).toBe(readmeCounts(modelFamilies(), TRANSFORMERS_COMMIT));
});

it('every entry says what it follows; a refused one says why', () => {
  for (const family of modelFamilies()) {
    if (family.read) {
      expect(family.summary, family.modelType).toBeTruthy();
      expect(family.follows.length, family.modelType).toBeGreaterThan(0);
    } else {
      expect(family.refused, family.modelType).toMatch(/\w{4,}/);
    }
  }
});
