// The tutorial view's panel: the mount that wires the model (tutorial-model.ts: the tutorial's worked
// example run with the package, printed as numpy prints it), the markup (tutorial-template.ts) and
// the DOM writes (tutorial-figures.ts). Its description (tutorial-view.ts) is in the explorer's
// first chunk; this is a chunk of its own, fetched when the view is first shown.
import type { AppState, Store } from '../../state/app-state.js';
import type { ViewPanel, ViewContext, ViewHandle } from '../view.js';
import { part } from '../../dom.js';
import { createScrollCues } from '../../figures/scroll-cue/scroll-cue.js';
import { createStepper } from '../../figures/stepper/stepper.js';
import { notationLegend } from '../../figures/notation/notation-legend.js';
import { addPrebuiltTex, renderTex } from '../../tex.js';
import tutorialCss from './tutorial.css?inline';
import notationCss from '../../figures/notation/notation-legend.css?inline';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import scrollCueCss from '../../figures/scroll-cue/scroll-cue.css?inline';
import stepperCss from '../../figures/stepper/stepper.css?inline';
import { FORMULA_15_1, FORMULA_15_2 } from './formulas.js';
import { brownRed, row0Result, tutorialBlocks } from './tutorial-model.js';
import { writeNumberedWords, writePairs, writeRow0 } from './tutorial-figures.js';
import { STEP_TITLES, TUTORIAL_TEMPLATE } from './tutorial-template.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/tutorial';

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const status = part<HTMLParagraphElement>(panel, '#tutorial-status');
  const scrollCues = createScrollCues(panel);
  context.lifetime.onEnd(() => scrollCues.disconnect());
  const steps = part<HTMLDivElement>(panel, '.tutorial-steps');
  const sections = [...steps.querySelectorAll<HTMLElement>(':scope > .tutorial-step')];
  const announce = part<HTMLParagraphElement>(panel, '#tutorial-announce');
  // The sections are the steps; the step lives here (the URL's step is the worked example's).
  let currentStep = 0;
  const stepper = createStepper({
    prefix: 'tutorial',
    label: 'Steps of the tutorial’s example',
    titles: STEP_TITLES,
    content: steps,
    arrival: () => part<HTMLElement>(sections[currentStep]!, 'h3'),
    goTo: (step) => showStep(step, true),
  });
  part(panel, '.tutorial-lede').after(notationLegend(), stepper.element);
  function showStep(step: number, announced: boolean): void {
    currentStep = step;
    sections.forEach((section, index) => (section.hidden = index !== step));
    panel.dataset.step = String(step);
    stepper.show(step);
    scrollCues.refresh();
    if (announced) announce.textContent = `Step ${step + 1} of ${sections.length}: ${STEP_TITLES[step]}.`;
  }

  // 1–4. Tokens and vocabulary, the formulas, the embedding, the table and their sum.
  const blocks = tutorialBlocks();
  writeNumberedWords(
    part<HTMLOListElement>(panel, '#tutorial-tokens'),
    blocks.tokens.map((word, k) => ({ word, number: blocks.inputIndices[k]! })),
  );
  part(panel, '#tutorial-vocabulary').textContent = blocks.vocabularyText;
  renderTex(part(panel, '#tutorial-formula-15-1'), FORMULA_15_1, true);
  renderTex(part(panel, '#tutorial-formula-15-2'), FORMULA_15_2, true);
  part(panel, '#tutorial-embedding').textContent = blocks.embeddingText;
  part(panel, '#tutorial-pe').textContent = blocks.peText;
  part(panel, '#tutorial-sum').textContent = blocks.sumText;

  // 5. Row 0 with or without √d_model, as the store's scale says.
  part(panel, '#tutorial-row0-x').textContent = blocks.row0XText;
  part(panel, '#tutorial-row0-pe').textContent = blocks.row0PeText;
  const scaleInputs = [...panel.querySelectorAll<HTMLInputElement>('input[name="tutorial-scale"]')];
  for (const input of scaleInputs) {
    input.addEventListener('change', () => {
      if (input.checked) store.update({ scale: input.value as AppState['scale'] });
    });
  }
  const showScale = (scale: AppState['scale']): void => {
    for (const input of scaleInputs) input.checked = input.value === scale;
    writeRow0(panel, row0Result(blocks, scale));
  };

  // 6. "brown" and "red": positions from the tutorial, dot products from the core.
  const colours = brownRed();
  writeNumberedWords(
    part<HTMLOListElement>(panel, '#tutorial-words'),
    colours.words.map(({ word, pos, marked }) => ({ word, number: pos, marked })),
  );
  part(panel, '#tutorial-pe-brown').textContent = colours.brownText;
  part(panel, '#tutorial-pe-red').textContent = colours.redText;
  writePairs(part(panel, '#tutorial-pairs tbody'), colours.pairs);
  part(panel, '#tutorial-brown-summary').textContent = colours.summary;

  showStep(0, false);
  try {
    showScale(store.state.scale);
    status.textContent = '';
  } catch (error) {
    status.textContent = error instanceof Error ? error.message : String(error);
  }
  panel.dataset.ready = 'true';

  return {
    update(state, changed) {
      if (changed.has('scale')) {
        showScale(state.scale);
        scrollCues.refresh();
      }
    },
    shown: () => scrollCues.refresh(), // a hidden panel has no sizes
  };
}

// Its formulas are fixed, so they are typeset at build time: the view draws before KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

export const tutorialPanel: ViewPanel = {
  template: TUTORIAL_TEMPLATE,
  // KaTeX's rules for the build-time formulas first: the view's own rules come after them.
  styles: [prebuiltTexCss, stepperCss, scrollCueCss, inputWordsCss, notationCss, tutorialCss],
  mount,
};
