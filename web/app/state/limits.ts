// The page's limits for the shared parameters: wide enough for the article's max_length 5000,
// small enough to redraw while a slider moves. The package's numeric contract covers base in
// (1, 1e6]; the log slider starts at 2.
export const LIMITS = {
  length: { min: 1, max: 5000 },
  dModel: { min: 1, max: 1024 },
  base: { min: 1, max: 1e6, sliderMin: 2 },
  // The worked example's steps, counted from 1 as the page numbers them (steps/index.ts has 8).
  step: { min: 1, max: 8 },
} as const;
