// The worked example's first frame (issue 31): the whole panel as it opens on step 1, drawn by the
// explorer's first chunk before the view's code and the core have come. Its heading, base switch,
// notation legend, stepper, and the step's heading, explanation, code and content (the code block
// is an embed's largest paint) are where and as large as the view draws them, and the view takes
// these same elements over. Step 1 needs none of the package's numbers (the sentences' token
// indices are the page's own, steps/tokens-step.ts), so the first frame draws it with the view's
// own code; any other step draws as before. Nothing here imports the package.
import type { AppState } from '../../state/app-state.js';
import type { FirstFrame } from '../view.js';
import { notationLegendMarkup } from '../../figures/notation/notation-legend.js';
import { showScrollCues } from '../../figures/scroll-cue/scroll-cue.js';
import { showStepperStep, stepperMarkup, type StepperMarkup } from '../../figures/stepper/stepper.js';
import { markMainTensor, writeStepText } from './step-text.js';
import { tokensContent, tokensStep } from './steps/tokens-step.js';
import { STEP_TITLES } from './steps/titles.js';
import notationCss from '../../figures/notation/notation-legend.css?inline';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import scrollCueCss from '../../figures/scroll-cue/scroll-cue.css?inline';
import stepperCss from '../../figures/stepper/stepper.css?inline';
import exampleCss from './example.css?inline';
import exampleContentCss from './example-content.css?inline';
import exampleOrderCss from './example-order.css?inline';

export { STEP_TITLES };

export const EXAMPLE_STEPPER: StepperMarkup = {
  prefix: 'ex',
  label: 'Steps of the worked example',
  titles: STEP_TITLES,
  moreHelp: [
    'Inside a tensor the arrow keys move between its numbers; each number’s full value is in its tooltip and in the line under the tensor.',
    'Tap a number in a tensor for its full value, in the line under the tensor.',
  ],
};

const STEP = `
    <article class="ex-step" aria-labelledby="example-step-heading">
      <h3 class="ex-step-heading" id="example-step-heading" tabindex="-1" data-first-screen="heading"></h3>
      <p class="ex-explain"></p>
      <figure class="ex-code-figure">
        <figcaption class="ex-code-caption">The article’s code</figcaption>
        <pre class="ex-code" tabindex="0" aria-label="The article’s code for this step"><code></code></pre>
      </figure>
      <div class="ex-content"></div>
      <p class="ex-status" role="status"></p>
    </article>`;

/** The view's whole template: the first frame is all of it, filled for step 1. */
export const EXAMPLE_MARKUP = `
  <div class="ex">
    <header class="ex-header">
      <h2 id="example-title" class="ex-title">Worked example: the article’s batch, step by step</h2>
      <div class="ex-base" role="group" aria-label="Base n of the encoding">
        <span class="ex-base-label" aria-hidden="true">Base</span>
        <button type="button" data-base="100" aria-pressed="true">n = 100</button>
        <button type="button" data-base="10000" aria-pressed="false">n = 10000</button>
      </div>
    </header>
    ${notationLegendMarkup()}${stepperMarkup(EXAMPLE_STEPPER, STEP)}
    <p class="ex-sr-only" id="example-announce" aria-live="polite" aria-atomic="true"></p>
  </div>`;

/** The view's stylesheets but KaTeX's build-time rules (example-panel.ts lists them, in this order). */
export const EXAMPLE_STYLES: readonly string[] = [
  stepperCss,
  scrollCueCss,
  inputWordsCss,
  notationCss,
  exampleCss,
  exampleContentCss,
  exampleOrderCss,
];

/**
 * Step 1, for either base (its text and content do not depend on it); any other step: false. Drawn
 * once: a refill (a new width, the base set by an embed's query) keeps what was painted.
 */
function fill(panel: HTMLElement, state: Readonly<AppState>): boolean {
  const layout = panel.querySelector<HTMLElement>('.stepper-layout');
  const content = panel.querySelector<HTMLElement>('.ex-content');
  if (state.step !== 0 || !layout || !content) return false;
  const base = state.exampleBase;
  for (const button of panel.querySelectorAll<HTMLButtonElement>('.ex-base button'))
    button.setAttribute('aria-pressed', String(Number(button.dataset.base) === base));
  panel.dataset.step = '0';
  panel.dataset.base = String(base);
  if (!content.hasChildNodes()) {
    writeStepText(panel, 0, tokensStep, base);
    content.append(...tokensContent());
    markMainTensor(content);
    // Last of the writes: it reads the step list's width, the one layout of this fill.
    showStepperStep(layout, 0, EXAMPLE_STEPPER.prefix);
  }
  // The cues under the boxes that scroll sideways, there from the first frame: appearing with the
  // view, they would push what follows them down.
  showScrollCues(panel);
  return true;
}

export const exampleFirstFrame: FirstFrame = { markup: EXAMPLE_MARKUP, styles: EXAMPLE_STYLES, fill };
