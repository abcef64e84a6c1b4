// The attention lab's first frame (views/attention/first-frame.ts) is in the explorer's first
// chunk, so it holds the lab's default words and dimensions itself instead of importing lab-data
// (which imports the package): these tests keep the two the same.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORDS, gridSize, gridWidth, termsNote } from '../../../web/app/views/attention/first-frame.js';
import { LAB_D_MODEL, LAB_HEAD_DIM, labTokens } from '../../../web/app/views/attention/lab-data.js';

describe('the attention lab’s first frame', () => {
  it('knows the default tokens’ words', () => {
    expect(DEFAULT_WORDS).toEqual(labTokens('john').words);
  });

  it('writes the note with the lab’s dimensions', () => {
    expect(termsNote(DEFAULT_WORDS, 100)).toContain(`“John likes Jane”: x is each word's ${LAB_D_MODEL}-dimensional`);
    expect(termsNote(DEFAULT_WORDS, 10000)).toContain('(n = 10000)');
    expect(termsNote(DEFAULT_WORDS, 100)).toContain(`divided by √${LAB_HEAD_DIM}.`);
  });

  it('lays five 3 × 3 matrices out as the view does', () => {
    // 327 px (a 375 px phone's panel): two a row, 156 px each; cells (156 − 45 − 24) / 3 → 29 px,
    // too narrow for upright five-letter labels (35 px + 4), so they slant: top 43 px.
    expect(gridWidth(327, 5, 3)).toBe(156);
    expect(gridSize(DEFAULT_WORDS, 156)).toEqual({ width: 45 + 3 * 29 + 24, height: 43 + 3 * 29 + 2 });
    // 1232 px: all five in a row, (1232 − 4 · 14) / 5 → 235 px; 42 px cells (the cap), labels upright.
    expect(gridWidth(1232, 5, 3)).toBe(235);
    expect(gridSize(DEFAULT_WORDS, 235)).toEqual({ width: 45 + 3 * 42 + 2, height: 20 + 3 * 42 + 2 });
  });
});
