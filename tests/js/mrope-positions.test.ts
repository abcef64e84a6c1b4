// mropePositions against sequences worked by hand from Qwen2-VL's and Qwen2.5-VL's get_rope_index
// (transformers 4.5x modeling_qwen2_vl.py / modeling_qwen2_5_vl.py): text ids shared by the three
// rows, vision ids offset from the text before them, the next text at the largest id + 1.
import { describe, expect, it } from 'vitest';
import { mropePositions } from '../../web/lib/index.js';

/** The three rows of a 3 × L result. */
function rows(ids: Int32Array): number[][] {
  const length = ids.length / 3;
  return [0, 1, 2].map((r) => Array.from(ids.subarray(r * length, (r + 1) * length)));
}

describe('mropePositions', () => {
  it('text, an image of 4 × 6 patches (merged 2 × 3), text', () => {
    // text 0, 1; image at 2 + (0, row, col); text from max (4) + 1 = 5.
    expect(rows(mropePositions([{ text: 2 }, { image: [1, 4, 6] }, { text: 2 }]))).toEqual([
      [0, 1, 2, 2, 2, 2, 2, 2, 5, 6],
      [0, 1, 2, 2, 2, 3, 3, 3, 5, 6],
      [0, 1, 2, 3, 4, 2, 3, 4, 5, 6],
    ]);
  });

  it('Qwen2-VL: a video frame k has time id k', () => {
    // text 0..2; video of 3 grid frames, 2 × 2 patches (one merged token each) at 3 + k; text from 6.
    expect(rows(mropePositions([{ text: 3 }, { video: [3, 2, 2] }, { text: 1 }]))).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [0, 1, 2, 3, 3, 3, 6],
      [0, 1, 2, 3, 3, 3, 6],
    ]);
  });

  it('Qwen2.5-VL: frame k at ⌊k · secondsPerGrid · tokensPerSecond⌋, images at time 0', () => {
    const options = { tokensPerSecond: 2, secondsPerGrid: 1 };
    // video frames 0, 1, 2 → times 0, 2, 4 (from 1); the text after it starts at 1 + 4 + 1 = 6.
    expect(rows(mropePositions([{ text: 1 }, { video: [3, 2, 2] }, { text: 1 }], options))).toEqual([
      [0, 1, 3, 5, 6],
      [0, 1, 1, 1, 6],
      [0, 1, 1, 1, 6],
    ]);
    // An image of 2 grid frames: time id 0 for both in Qwen2.5-VL (second_per_grid_t = 0), 0 and 1 in Qwen2-VL.
    expect(rows(mropePositions([{ image: [2, 2, 2] }], options))[0]).toEqual([0, 0]);
    expect(rows(mropePositions([{ image: [2, 2, 2] }]))[0]).toEqual([0, 1]);
    // secondsPerGrid 0.5 (temporal_patch_size 2 at 4 fps), 2 tokens per second: one time step per frame.
    expect(rows(mropePositions([{ video: [3, 2, 2] }], { tokensPerSecond: 2, secondsPerGrid: 0.5 }))[0]).toEqual([
      0, 1, 2,
    ]);
  });

  it("text, an image, text, a video, as in the issue's example (grids 28 × 42 and 28 × 28 patches)", () => {
    const ids = mropePositions([{ text: 5 }, { image: [1, 28, 42] }, { text: 3 }, { video: [4, 28, 28] }]);
    const [t, h, w] = rows(ids) as [number[], number[], number[]];
    const image = 14 * 21;
    const video = 4 * 14 * 14;
    expect(t).toHaveLength(5 + image + 3 + video);
    // The image starts at 5; its last token sits at (5, 5 + 13, 5 + 20); text resumes at 26.
    expect([t[5], h[5], w[5]]).toEqual([5, 5, 5]);
    expect([t[4 + image], h[4 + image], w[4 + image]]).toEqual([5, 18, 25]);
    expect(t.slice(5 + image, 8 + image)).toEqual([26, 27, 28]);
    // The video starts at 29: frame k at 29 + k; its last token at (32, 42, 42); nothing past 42.
    expect([t[8 + image], h[8 + image], w[8 + image]]).toEqual([29, 29, 29]);
    expect([t.at(-1), h.at(-1), w.at(-1)]).toEqual([32, 42, 42]);
  });

  it('spatialMergeSize 1 keeps every patch', () => {
    expect(rows(mropePositions([{ image: [1, 2, 2] }], { spatialMergeSize: 1 }))).toEqual([
      [0, 0, 0, 0],
      [0, 0, 1, 1],
      [0, 1, 0, 1],
    ]);
  });

  const loose = mropePositions as (...args: unknown[]) => unknown;
  it.each([
    ['no segments', () => loose([]), TypeError, /segments must be a non-empty array/],
    ['a segment with two kinds', () => loose([{ text: 1, image: [1, 2, 2] }]), TypeError, /segments\[0\] must be/],
    ['text 0', () => loose([{ text: 0 }]), RangeError, /segments\[0\]\.text must be an integer in \[1, /],
    [
      'a grid of two numbers',
      () => loose([{ image: [2, 2] }]),
      TypeError,
      /segments\[0\]\.image must be its patch grid/,
    ],
    [
      'h not a multiple of the merge size',
      () => loose([{ text: 1 }, { video: [1, 3, 4] }]),
      RangeError,
      /segments\[1\]\.video h \(3 patches\) must be a multiple of options\.spatialMergeSize \(2\)/,
    ],
    ['t 1.5', () => loose([{ video: [1.5, 2, 2] }]), RangeError, /segments\[0\]\.video\[0\] \(t\) must be an integer/],
    [
      'tokensPerSecond 0',
      () => loose([{ text: 1 }], { tokensPerSecond: 0 }),
      RangeError,
      /options\.tokensPerSecond must be a finite number > 0/,
    ],
    [
      'secondsPerGrid without tokensPerSecond',
      () => loose([{ text: 1 }], { secondsPerGrid: 1 }),
      TypeError,
      /needs options\.tokensPerSecond/,
    ],
    ['an unknown option', () => loose([{ text: 1 }], { mergeSize: 2 }), TypeError, /unknown option "mergeSize"/],
  ] as const)('%s', (_, call, error, message) => {
    expect(call).toThrow(error);
    expect(call).toThrow(message);
    expect(call).toThrow(/^positional-encoding: /);
  });
});
