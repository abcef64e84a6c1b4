// The bases n the article computes its example with, in a module of their own: the settings, which
// the explorer's first file holds, name them, and the article's printed tensors stay out of that file.

/** The article's own base (100) and the paper's (10000). */
export const BASES = [100, 10000] as const;

export type ArticleBase = (typeof BASES)[number];
