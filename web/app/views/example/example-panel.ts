// The example view's panel: its markup and the code that wires it. Its description (example-view.ts) is
// in the explorer's first chunk; this is a chunk of its own, fetched when the view is first shown.
// The worked-example stepper: the article's (3, 6, 4) batch from sentences to embeddings + PE,
// one step at a time, every number computed by the package for n = 100 or n = 10000 (the two
// bases the article prints). The step and the base live in the Store, so the URL hash keeps them.
import type { AppState, Store } from '../../state/app-state.js';
import type { ViewPanel, ViewContext, ViewHandle } from '../view.js';
import { exampleNumbers, type ExampleBase } from './example-numbers.js';
import { focusedElement, part } from '../../dom.js';
import { createScrollCues } from '../../figures/scroll-cue/scroll-cue.js';
import { createStepper } from '../../figures/stepper/stepper.js';
import { notationLegend } from '../../figures/notation/notation-legend.js';
import { STEPS } from './steps/index.js';
import notationCss from '../../figures/notation/notation-legend.css?inline';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import scrollCueCss from '../../figures/scroll-cue/scroll-cue.css?inline';
import stepperCss from '../../figures/stepper/stepper.css?inline';
import exampleCss from './example.css?inline';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/example';

const TEMPLATE = `
  <div class="ex">
    <header class="ex-header">
      <h2 id="example-title" class="ex-title">Worked example: the article’s batch, step by step</h2>
      <div class="ex-base" role="group" aria-label="Base n of the encoding">
        <span class="ex-base-label" aria-hidden="true">Base</span>
        <button type="button" data-base="100" aria-pressed="true">n = 100</button>
        <button type="button" data-base="10000" aria-pressed="false">n = 10000</button>
      </div>
    </header>
    <article class="ex-step" aria-labelledby="example-step-heading">
      <h3 class="ex-step-heading" id="example-step-heading" tabindex="-1" data-first-screen="heading"></h3>
      <p class="ex-explain"></p>
      <figure class="ex-code-figure">
        <figcaption class="ex-code-caption">The article’s code</figcaption>
        <pre class="ex-code" tabindex="0" aria-label="The article’s code for this step"><code></code></pre>
      </figure>
      <div class="ex-content"></div>
      <p class="ex-status" role="status"></p>
    </article>
    <p class="ex-sr-only" id="example-announce" aria-live="polite" aria-atomic="true"></p>
  </div>`;

function clampStep(step: number): number {
  return Math.min(STEPS.length - 1, Math.max(0, Math.trunc(step)));
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const article = part<HTMLElement>(panel, '.ex-step');
  const heading = part<HTMLHeadingElement>(panel, '.ex-step-heading');
  const explanation = part<HTMLParagraphElement>(panel, '.ex-explain');
  const code = part<HTMLElement>(panel, '.ex-code code');
  const content = part<HTMLDivElement>(panel, '.ex-content');
  const status = part<HTMLParagraphElement>(panel, '.ex-status');
  const announce = part<HTMLParagraphElement>(panel, '#example-announce');

  const stepper = createStepper({
    prefix: 'ex',
    label: 'Steps of the worked example',
    titles: STEPS.map((step) => step.title),
    content: article,
    arrival: () => heading,
    goTo: (step) => store.update({ step: clampStep(step) }),
    moreHelp: [
      'Inside a tensor the arrow keys move between its numbers; each number’s full value is in its tooltip and in the line under the tensor.',
      'Tap a number in a tensor for its full value, in the line under the tensor.',
    ],
  });
  part(panel, '.ex-header').after(notationLegend(), stepper.element);
  const baseButtons = Array.from(panel.querySelectorAll<HTMLButtonElement>('.ex-base button'));
  for (const button of baseButtons) {
    button.addEventListener('click', () => store.update({ exampleBase: Number(button.dataset.base) as ExampleBase }));
  }
  const scrollCues = createScrollCues(panel);
  context.lifetime.onEnd(() => scrollCues.disconnect());

  let rendered: { step: number; base: ExampleBase } | null = null;

  function render(state: Readonly<AppState>): void {
    const index = clampStep(state.step);
    const base = state.exampleBase;
    if (rendered && rendered.step === index && rendered.base === base) return;
    const step = STEPS[index]!;
    // Replacing the content would drop focus to <body>, and with it the arrow keys: keep it here.
    const focusWasInStep = article.contains(focusedElement(article));

    stepper.show(index);
    for (const button of baseButtons) button.setAttribute('aria-pressed', String(Number(button.dataset.base) === base));
    panel.dataset.step = String(index);
    panel.dataset.base = String(base);
    heading.textContent = `${index + 1}. ${step.title}`;
    explanation.innerHTML = step.explanation(base);
    code.textContent = step.code(base);
    try {
      content.replaceChildren(...step.render(exampleNumbers(base)));
      // The step's main tensor is its first: on the first screen of a short frame (example.css).
      content.querySelector<HTMLElement>('.ex-tensor')?.setAttribute('data-first-screen', 'tensor');
      status.textContent = '';
    } catch (error) {
      content.replaceChildren();
      status.textContent = `This step could not be computed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (focusWasInStep && !article.contains(focusedElement(article))) heading.focus();
    scrollCues.refresh();

    if (rendered) {
      const what = `Step ${index + 1} of ${STEPS.length}: ${step.title}, n = ${base}.`;
      announce.textContent = rendered.base !== base ? `Recomputed for n = ${base}. ${what}` : what;
    }
    rendered = { step: index, base };
    panel.dataset.ready = 'true';
  }

  render(store.state);
  return {
    update(state, changed) {
      if (changed.has('step') || changed.has('exampleBase')) render(state);
    },
    shown() {
      scrollCues.refresh(); // a hidden panel has no sizes: the cues are right from here on
      // A link may carry a step past the end (the hash allows up to 99): show and store the last.
      const step = store.state.step;
      if (store.state.view === 'example' && clampStep(step) !== step) store.update({ step: clampStep(step) });
    },
  };
}

// Its formulas are one of a few, by base, so they are typeset at build time (formulas.ts).
addPrebuiltTex(prebuiltTex);

export const examplePanel: ViewPanel = {
  template: TEMPLATE,
  // KaTeX's rules for the build-time formulas first: the view's own rules come after them.
  styles: [prebuiltTexCss, stepperCss, scrollCueCss, inputWordsCss, notationCss, exampleCss],
  mount,
};
