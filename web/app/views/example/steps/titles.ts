// The steps' names, in their order: the steps take their titles from here, and so does the first
// frame (first-frame.ts), which is in the explorer's first chunk and cannot import the steps (they
// import the package). A Node test checks the order against steps/index.ts.
export const STEP_TITLE = {
  tokens: 'Sentences → indices',
  embeddings: 'Embeddings (3, 6, 4)',
  divTerm: 'div_term',
  angles: 'Angles pos · div_term',
  table: 'sin & cos → PE table',
  slice: 'Slice to 6 rows',
  broadcast: 'Broadcast to (3, 6, 4)',
  sum: 'Embeddings + PE',
} as const;

export const STEP_TITLES: readonly string[] = Object.values(STEP_TITLE);
