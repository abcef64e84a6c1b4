// The worked example's inputs, from the article "Positional Encoding" (Hunter Phillips, The
// Implemented Transformer series): its embeddings and the two sums it prints, digit for digit.
// The page computes everything else with the package; the printed sums are kept only to show,
// honestly, where a sum of the printed (rounded) embeddings lands on another last digit.
import type { ArticleBase } from './article-bases.js';

/** The article builds on "The Embedding Layer" and does not print its sentences: reconstructed. */
export const SENTENCES = [
  'I wonder what will come next!',
  'This is a basic example paragraph.',
  'Hello, what is a basic split?',
] as const;

export const BATCH = 3;
export const SEQ_LENGTH = 6;
export const D_MODEL = 4;
/** The article's max_length for the PE table. */
export const MAX_LENGTH = 10;
export const SHAPE: [number, number, number] = [BATCH, SEQ_LENGTH, D_MODEL];

/** `embeddings`, shape (3, 6, 4), as printed with torch precision=2 (the weights were random). */
export const PRINTED_EMBEDDINGS: readonly number[] = [
  -0.27, -0.82, 0.33, 1.39, 1.72, -0.63, -1.13, 0.1, -0.23, -0.07, -0.28, 1.17, 0.61, 1.46, 1.21, 0.84, -2.05, 1.77,
  1.51, -0.21, 0.86, -1.81, 0.55, 0.98,

  0.06, -0.34, 2.08, -1.24, 1.44, -0.64, 0.78, -1.1, 1.78, 1.22, 1.12, -2.35, -0.48, -0.4, 1.73, 0.54, 1.28, -0.18,
  0.52, 2.1, 0.34, 0.62, -0.45, -0.64,

  -0.22, -0.66, -1.0, -0.04, -0.23, -0.07, -0.28, 1.17, 1.44, -0.64, 0.78, -1.1, 1.78, 1.22, 1.12, -2.35, -0.48, -0.4,
  1.73, 0.54, 0.7, -1.35, 0.15, -1.44,
];

/** `embedded_sequence + encodings[:6]` (n = 100) and `pe(embeddings)` (n = 10000), as printed. */
export const PRINTED_SUMS: Readonly<Record<ArticleBase, readonly number[]>> = {
  100: [
    -0.27, 0.18, 0.33, 2.39, 2.57, -0.09, -1.03, 1.09, 0.68, -0.49, -0.08, 2.15, 0.75, 0.47, 1.5, 1.8, -2.8, 1.12, 1.9,
    0.71, -0.1, -1.53, 1.03, 1.86,

    0.06, 0.66, 2.08, -0.24, 2.28, -0.1, 0.88, -0.1, 2.69, 0.8, 1.32, -1.37, -0.34, -1.39, 2.03, 1.5, 0.52, -0.83, 0.91,
    3.02, -0.62, 0.9, 0.03, 0.23,

    -0.22, 0.34, -1.0, 0.96, 0.61, 0.47, -0.18, 2.16, 2.35, -1.06, 0.98, -0.12, 1.92, 0.23, 1.41, -1.4, -1.24, -1.06,
    2.12, 1.46, -0.26, -1.06, 0.63, -0.56,
  ],
  10000: [
    -0.27, 0.18, 0.33, 2.39, 2.57, -0.09, -1.12, 1.1, 0.68, -0.49, -0.26, 2.17, 0.75, 0.47, 1.24, 1.84, -2.8, 1.12,
    1.55, 0.79, -0.1, -1.53, 0.6, 1.98,

    0.06, 0.66, 2.08, -0.24, 2.28, -0.1, 0.79, -0.1, 2.69, 0.8, 1.14, -1.35, -0.34, -1.39, 1.76, 1.54, 0.52, -0.83,
    0.56, 3.1, -0.62, 0.9, -0.4, 0.35,

    -0.22, 0.34, -1.0, 0.96, 0.61, 0.47, -0.27, 2.17, 2.35, -1.06, 0.8, -0.1, 1.92, 0.23, 1.15, -1.35, -1.24, -1.06,
    1.77, 1.54, -0.26, -1.06, 0.2, -0.44,
  ],
};
