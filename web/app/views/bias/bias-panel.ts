// ALiBi and T5: the two encodings that add a bias to the attention score instead of a vector to
// the token. ALiBi's slopes per head, the bias of a chosen head over a sentence of the documents;
// T5's bucket against the relative position and its bucket matrix over the same sentence. The
// numbers and texts are bias-model.ts's (every one from the package); the figures, controls and
// downloads are modules of their own; mount wires them.
import { part } from '../../dom.js';
import { belowFirstScreen, siblingsFrom } from '../../figures/below-first-screen.js';
import { createDrawSteps } from '../../figures/draw-steps.js';
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createAlibiFigures } from './alibi-figures.js';
import { createBiasControls } from './bias-controls.js';
import { wireBiasExport } from './bias-export.js';
import { computeBias, openingCell, problemText, type Shown } from './bias-model.js';
import { BIAS_TEMPLATE } from './bias-template.js';
import { createT5Figures, type T5Figures } from './t5-figures.js';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/bias';
import labelledGridCss from '../../figures/labelled-grid.css?inline';
import biasCss from './bias.css?inline';

addPrebuiltTex(prebuiltTex);

/**
 * What the first draw shows a task at a time, top down: all but the first screen's title, presets
 * and slopes box. T5's figures in its section are shown, or not, by the staircase's step (where
 * the package refuses T5's settings, they stay hidden).
 */
function partsUnderSlopes(panel: HTMLElement) {
  const settings = part(panel, '#bias-controls');
  const alibiMatrix = part(panel, 'section[aria-labelledby="alibi-matrix-title"]');
  const t5Section = part(panel, 'section[aria-labelledby="t5-title"]');
  const noticeBox = part(panel, 'section.bias-notice-box');
  return {
    slopeTexts: [part<HTMLElement>(panel, '#alibi-slope-readout'), part<HTMLElement>(panel, '#alibi-slopes-help')],
    settings: siblingsFrom(settings, alibiMatrix), // with the notice line
    alibiMatrix: siblingsFrom(alibiMatrix, t5Section),
    t5Section: siblingsFrom(t5Section, noticeBox),
    t5Matrix: siblingsFrom(part(panel, '#t5-matrix-title')), // and what follows it in T5's figures
    noticeBox: siblingsFrom(noticeBox), // and the sources line, with the last group
  };
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const notice = part<HTMLParagraphElement>(panel, '#bias-notice');
  const t5Status = part<HTMLParagraphElement>(panel, '#t5-status');
  const box = part<HTMLElement>(panel, '#alibi-slopes-box');
  const controls = createBiasControls(panel, store, notice);
  const alibi = createAlibiFigures(panel, (head) => store.update({ head }));
  /** T5's figures, made when first drawn: the first draw's first tasks stay short. */
  let t5: T5Figures | undefined;
  const t5Figures = (): T5Figures => (t5 ??= createT5Figures(panel));
  const steps = createDrawSteps(panel, context.lifetime);
  const below = belowFirstScreen(panel, partsUnderSlopes(panel));
  let shown: Shown | null = null;
  wireBiasExport(panel, store, () => shown);

  /** The numbers for the store's settings, or null with the package's words in the notice line. */
  function compute(): Shown | null {
    try {
      shown = computeBias(store.state);
    } catch (error) {
      notice.textContent = problemText(error);
      steps.stop();
      below.showAll(); // the settings, to set something the package takes
      return null;
    }
    notice.textContent = shown.notice;
    t5Status.textContent = shown.t5Problem;
    return shown;
  }

  /**
   * The slopes first (the first screen), then their readout, their formula, the settings, ALiBi's
   * matrix, T5's staircase, its matrix, what to notice: on the first draw each in a task of its own
   * (draw-steps.ts; issue 31: blocking time), what is not drawn yet out of the layout (partsUnderSlopes),
   * and the numbers computed in a task after the one that lays the first screen out; later draws
   * at once. Every figure is drawn at the width read first.
   */
  function draw(): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    const firstDraw = steps.firstDrawPending;
    if (firstDraw) below.hideAll();
    let current = firstDraw ? null : compute();
    if (!firstDraw && !current) return null;
    const width = box.clientWidth;
    /** A step after the numbers' (a refused setting stops a first draw before it). */
    const drawn = (step: (numbers: Shown) => void) => () => step(current!);
    steps.run([
      ...(firstDraw
        ? [
            () => undefined, // the first screen's layout (the width read) ends this task
            () => {
              current = compute();
            },
          ]
        : []),
      drawn((numbers) => alibi.drawSlopes(numbers, width)),
      () => below.show('slopeTexts'),
      drawn((numbers) => alibi.drawSlopeFormula(numbers)),
      () => below.show('settings'),
      drawn((numbers) => {
        below.show('alibiMatrix');
        // Both matrices open on the last word looking back at the sentence's marked word.
        alibi.drawMatrix(numbers, openingCell(numbers), width);
      }),
      drawn((numbers) => {
        below.show('t5Section');
        t5Figures().drawPlot(numbers, width);
      }),
      drawn((numbers) => {
        t5Figures().drawMatrix(numbers, openingCell(numbers), width);
        below.show('t5Matrix');
      }),
      () => below.show('noticeBox'),
    ]);
    return width;
  }
  const redraw = context.lifetime.redrawer(box, draw);

  controls.show(store.state);
  redraw(true);
  const keys = ['heads', 'head', 'alibiMode', 't5Buckets', 't5MaxDistance', 't5Direction', 'biasSentence'] as const;
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
export const biasPanel: ViewPanel = {
  template: BIAS_TEMPLATE,
  styles: [prebuiltTexCss, labelledGridCss, biasCss],
  mount,
};
