#!/usr/bin/env node
// Writes the golden tables in tests/golden/cases/, one small JSON file per case, from the float64
// reference (reference.mjs). Run `node tests/golden/generate-golden.mjs` after changing a case;
// the files are committed so that a change of the reference itself shows up in review.
// No dependencies: plain Node (>= 18).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { referenceTable } from './reference.mjs';

const CASES = [
  { length: 10, dModel: 4, base: 100, why: "the article's from-scratch table (n = 100)" },
  { length: 10, dModel: 4, base: 10000, why: "the article's PositionalEncoding buffer (n = 10000)" },
  { length: 6, dModel: 512, base: 10000, why: "the tutorial's d_model = 512 table" },
  { length: 4, dModel: 1, base: 10000, why: 'smallest d: a single sine column' },
  { length: 8, dModel: 5, base: 10000, why: "odd d: TensorFlow's i = j // 2 rule, last column a sine" },
  { length: 6, dModel: 7, base: 100, layout: 'split', why: 'odd d in the split layout: 4 sines, 3 cosines' },
  { length: 5, dModel: 6, base: 10000, layout: 'split', why: 'split layout, even d' },
  { length: 5, dModel: 6, base: 10000, offset: 12345, why: 'rows start at an offset' },
  { length: 4, dModel: 8, base: 2, offset: 999996, why: 'small base and the last positions below 1e6' },
  { length: 3, dModel: 8, base: 10000, offset: 1e9, why: 'huge offset (beyond the 1e6 contract range)' },
  { length: 3, dModel: 4, base: 10000, offset: 2 ** 40, layout: 'split', why: 'offset 2^40, split layout' },
];

function caseName({ length, dModel, base, offset = 0, layout = 'interleaved' }) {
  return `d${dModel}-L${length}-n${base}${offset ? `-offset${offset}` : ''}${layout === 'split' ? '-split' : ''}`;
}

// One table row per line: readable diffs without a line per number.
function toJson(header, values, dModel) {
  const rows = [];
  for (let start = 0; start < values.length; start += dModel) {
    rows.push(`    ${JSON.stringify(Array.from(values.subarray(start, start + dModel)))}`);
  }
  const head = JSON.stringify(header, null, 2).replace(/\n}$/, '');
  return `${head},\n  "values": [\n${rows.join(',\n')}\n  ]\n}\n`;
}

const outDir = fileURLToPath(new URL('./cases/', import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const old of readdirSync(outDir)) {
  if (old.endsWith('.json')) rmSync(new URL(`./cases/${old}`, import.meta.url));
}
for (const c of CASES) {
  const { length, dModel, base, offset = 0, layout = 'interleaved', why } = c;
  const options = { length, dModel, base, offset, layout };
  const name = caseName(options);
  const header = {
    name,
    why,
    ...options,
    note: 'values are float64 (the reference formula); round with Math.fround before comparing with float32 output',
  };
  writeFileSync(`${outDir}${name}.json`, toJson(header, referenceTable(options), options.dModel));
  console.log(`wrote tests/golden/cases/${name}.json`);
}
