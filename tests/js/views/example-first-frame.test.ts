// The worked example's first frame (views/example/first-frame.ts) is in the explorer's first chunk,
// so it names the steps and the bases itself instead of importing the steps' list (which imports the
// package): these tests keep the two the same, and the markup the view takes over complete.
import { describe, expect, it } from 'vitest';
import { BASES } from '../../../web/app/documents/article-bases.js';
import { EXAMPLE_MARKUP, EXAMPLE_STEPPER, STEP_TITLES } from '../../../web/app/views/example/first-frame.js';
import { STEPS } from '../../../web/app/views/example/steps/index.js';
import { tokensStep } from '../../../web/app/views/example/steps/tokens-step.js';

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

describe('the worked example’s first frame', () => {
  it('names the steps as the view does, in its order', () => {
    expect(STEP_TITLES).toEqual(STEPS.map((step) => step.title));
    expect(STEPS[0]).toBe(tokensStep);
    expect(EXAMPLE_STEPPER.titles).toBe(STEP_TITLES);
  });

  it('lists every step once, each name escaped, numbered from 1', () => {
    expect(count(EXAMPLE_MARKUP, /class="stepper-jump ex-jump"/g)).toBe(STEPS.length);
    STEP_TITLES.forEach((title, index) => {
      const escaped = title.replace(/&/g, '&amp;');
      expect(EXAMPLE_MARKUP).toContain(
        `data-step="${index}"><span class="stepper-jump-number ex-jump-number">${index + 1}</span>`,
      );
      expect(EXAMPLE_MARKUP.split(`>${escaped}</span>`)).toHaveLength(2);
    });
  });

  it('offers the article’s two bases, n = 100 pressed (the setting’s default)', () => {
    const buttons = [
      ...EXAMPLE_MARKUP.matchAll(/<button type="button" data-base="(\d+)" aria-pressed="(\w+)">n = (\d+)<\/button>/g),
    ];
    expect(buttons.map(([, base]) => Number(base))).toEqual([...BASES]);
    expect(buttons.map(([, base, , label]) => label === base)).toEqual(BASES.map(() => true));
    expect(buttons.map(([, , pressed]) => pressed)).toEqual(['true', 'false']);
  });

  it('holds one step with its heading, explanation, code and content to fill, and the notation legend', () => {
    for (const part of ['ex-step-heading', 'ex-explain', 'ex-code', 'ex-content', 'notation-legend', 'stepper-end-bar'])
      expect(count(EXAMPLE_MARKUP, new RegExp(`class="${part}[" ]`, 'g'))).toBe(1);
    // Step 1's text is the same for both bases: the first frame draws either.
    expect(tokensStep.code(10000)).toBe(tokensStep.code(100));
    expect(tokensStep.explanation(10000)).toBe(tokensStep.explanation(100));
  });
});
