// Every number the stepper shows for one base n, computed once by the package's public API.
import { addPositionalEncoding, angles, frequencies, sinusoidal } from 'positional-encoding';
import { D_MODEL, MAX_LENGTH, PRINTED_EMBEDDINGS, PRINTED_SUMS, SEQ_LENGTH, SHAPE } from '../../documents/article.js';

import type { ArticleBase } from '../../documents/article-bases.js';

export type ExampleBase = ArticleBase;

export interface ExampleNumbers {
  base: ExampleBase;
  /** div_term, float64: frequencies(4, { base }). */
  divTerm: Float64Array;
  /** k·div_term_i for k = 0…9, float64, 10 × 2. */
  angles: Float64Array;
  /** sinusoidal(10, 4, { base }), float32, 10 × 4. */
  table: Float32Array;
  /** The printed embeddings as the float32 tensor that is added. */
  embeddings: Float32Array;
  /** addPositionalEncoding(embeddings, [3, 6, 4], { base }). */
  sums: Float32Array;
  /** The sums the article prints for this base. */
  printedSums: readonly number[];
}

const cache = new Map<ExampleBase, ExampleNumbers>();

export function exampleNumbers(base: ExampleBase): ExampleNumbers {
  let numbers = cache.get(base);
  if (!numbers) {
    const embeddings = new Float32Array(PRINTED_EMBEDDINGS);
    numbers = {
      base,
      divTerm: frequencies(D_MODEL, { base }),
      angles: angles(MAX_LENGTH, D_MODEL, { base }),
      table: sinusoidal(MAX_LENGTH, D_MODEL, { base }),
      embeddings,
      sums: addPositionalEncoding(embeddings, SHAPE, { base }),
      printedSums: PRINTED_SUMS[base],
    };
    cache.set(base, numbers);
  }
  return numbers;
}

/** Row k of the table, for positions below SEQ_LENGTH: the slice encodings[:6]. */
export function firstRows(table: Float32Array): Float32Array {
  return table.slice(0, SEQ_LENGTH * D_MODEL);
}
