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
import { STEPS } from './steps/index.js';
import { EXAMPLE_MARKUP, EXAMPLE_STEPPER, EXAMPLE_STYLES } from './first-frame.js';
import { markMainTensor, writeStepText } from './step-text.js';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/example';

function clampStep(step: number): number {
  return Math.min(STEPS.length - 1, Math.max(0, Math.trunc(step)));
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const article = part<HTMLElement>(panel, '.ex-step');
  const heading = part<HTMLHeadingElement>(panel, '.ex-step-heading');
  const content = part<HTMLDivElement>(panel, '.ex-content');
  const status = part<HTMLParagraphElement>(panel, '.ex-status');
  const announce = part<HTMLParagraphElement>(panel, '#example-announce');

  // The template holds the stepper and the notation legend (first-frame.ts): the stepper takes its
  // markup over, so a first frame that drew them stays as it was painted.
  const stepper = createStepper({
    ...EXAMPLE_STEPPER,
    element: part<HTMLElement>(panel, '.stepper-layout'),
    content: article,
    arrival: () => heading,
    goTo: (step) => store.update({ step: clampStep(step) }),
  });
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
    // The first frame drew step 1 (first-frame.ts): its text and content stay as they were painted.
    const drawnByFirstFrame = !rendered && index === 0 && content.hasChildNodes();
    try {
      if (!drawnByFirstFrame) {
        writeStepText(panel, index, step, base);
        content.replaceChildren(...step.render(exampleNumbers(base)));
        markMainTensor(content);
      }
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
  // The first frame is the whole template (first-frame.ts), filled for step 1.
  template: EXAMPLE_MARKUP,
  // KaTeX's rules for the build-time formulas first: the view's own rules come after them.
  styles: [prebuiltTexCss, ...EXAMPLE_STYLES],
  mount,
};
