// The attention lab: the blog post's four terms of a score for the documents' tokens with seeded
// W_q, W_k; the same tokens' scores and softmax weights under no encoding, the sinusoid added,
// RoPE, ALiBi and T5; what swapping two words does to each; and the two questions the blog post
// leaves open, answered with the core's numbers. The numbers and texts are attention-model.ts's;
// the grids, readout, slide plot, tables, controls and downloads are modules of their own; mount
// wires them and draws the first time in steps (figures/draw-steps.ts).
import { part } from '../../dom.js';
import { createDrawSteps } from '../../figures/draw-steps.js';
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import {
  CONCAT_IDS,
  concatNote,
  ENCODING_IDS,
  encodingsNote,
  labFor,
  openingCell,
  slideNote,
  TERM_IDS,
  type LabResult,
} from './attention-model.js';
import { ATTENTION_TEMPLATE } from './attention-template.js';
import { attentionFirstFrame, termsNote } from './first-frame.js';
import { createLabControls } from './lab-controls.js';
import { wireLabExport } from './lab-export.js';
import { createLabGrids } from './lab-grids.js';
import { createLabReadout } from './lab-readout.js';
import { showSlideTable, showSwapTable } from './lab-tables.js';
import { createSlidePlot } from './slide-plot.js';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/attention';

// The score the readout opens on for the default settings, typeset at build time
// (first-formula.ts): the view's first screen draws without KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const grids = createLabGrids(panel, createLabReadout(panel));
  const slidePlot = createSlidePlot(panel);
  const controls = createLabControls(panel, store);
  const note = (id: string, text: string) => (part(panel, `#${id}`).textContent = text);
  let result: LabResult | null = null;
  wireLabExport(panel, store, () => result);

  // The first draw in steps, each in a task of its own, the first too: the frame that began it
  // keeps only the layout of the panel its code has just filled (figures/draw-steps.ts). The
  // sections under the first are hidden until the step that completes them (laid out by no one,
  // they move nothing above them); the first section's matrices give the width every section is
  // drawn for (the sections are as wide).
  const steps = createDrawSteps(panel, context.lifetime, { firstInTaskOfItsOwn: true });
  const section = (title: string) => part<HTMLElement>(panel, `section[aria-labelledby="${title}"]`);
  const show = (...titles: string[]) => titles.forEach((title) => (section(title).hidden = false));
  for (const title of ['lab-encodings-title', 'lab-concat-title', 'lab-relative-title', 'lab-notice-title'])
    section(title).hidden = true;
  const widthBox = part<HTMLElement>(panel, '.lab-grids');
  // Until the four terms are drawn, what follows them is not laid out (attention.css): the first
  // frame's boxes stay as they were, and the readout's formula, when it comes, moves nothing.
  panel.dataset.firstDraw = '';

  function draw(): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    const { exampleBase: base, labShow } = store.state;
    const softmax = labShow === 'weights';
    const current = labFor(store.state);
    result = current;
    grids.set(current);
    const width = widthBox.clientWidth;
    /** A part of the numbers computed by the core now (its first read), before the step that draws it. */
    const compute = (key: Exclude<keyof LabResult, 'tokens'>) => () => void current[key];
    steps.run([
      compute('terms'),
      () => {
        note('lab-terms-note', termsNote(current.tokens.words, base));
        grids.draw(TERM_IDS, width, true);
      },
      () => {
        // The readout and its formula, the controls under them: a layout of their own (their fonts' first use).
        const { matrix, i, j } = openingCell(current);
        grids.open(matrix.id, i, j);
        delete panel.dataset.firstDraw;
      },
      compute('encodings'),
      () => {
        note('lab-encodings-note', encodingsNote(softmax));
        grids.draw(ENCODING_IDS, width, !softmax);
      },
      () => {
        showSwapTable(panel, current);
        show('lab-encodings-title');
      },
      compute('concat'),
      () => {
        note('lab-concat-note', concatNote(current));
        grids.draw(CONCAT_IDS, width, true);
        show('lab-concat-title');
      },
      () => {
        note('lab-relative-note', slideNote(base));
        showSlideTable(panel, current);
      },
      () => {
        slidePlot.draw(current.slide, width);
        show('lab-relative-title', 'lab-notice-title');
      },
    ]);
    return width;
  }

  const redraw = context.lifetime.redrawer(widthBox, draw);
  controls.show(store.state);
  redraw(true);
  const keys = ['labInput', 'labShow', 'labSwap', 'exampleBase'] as const;
  return {
    update(state, changed) {
      if (!keys.some((key) => changed.has(key))) return;
      controls.show(state);
      redraw(true);
    },
    shown: () => redraw(false),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const attentionPanel: ViewPanel = {
  template: ATTENTION_TEMPLATE,
  // KaTeX's rules for the build-time formula, then the first frame's (adopted with it).
  styles: [prebuiltTexCss, ...attentionFirstFrame.styles],
  mount,
};
