// ALiBi and T5: the two encodings that add a bias to the attention score instead of a vector to
// the token. ALiBi's slopes per head, the bias of a chosen head over a sentence of the documents;
// T5's bucket against the relative position and its bucket matrix over the same sentence. The
// numbers and texts are bias-model.ts's (every one from the package); the figures, controls and
// downloads are modules of their own; mount wires them.
import { part } from '../../dom.js';
import { createDrawSteps } from '../../figures/draw-steps.js';
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createAlibiFigures } from './alibi-figures.js';
import { createBiasControls } from './bias-controls.js';
import { wireBiasExport } from './bias-export.js';
import { computeBias, openingCell, problemText, type Shown } from './bias-model.js';
import { BIAS_TEMPLATE } from './bias-template.js';
import { createT5Figures } from './t5-figures.js';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/bias';
import labelledGridCss from '../../figures/labelled-grid.css?inline';
import biasCss from './bias.css?inline';

addPrebuiltTex(prebuiltTex);

/** The T5 matrix and what follows it in its section: `hidden` until the first draw reaches them. */
function t5MatrixParts(panel: HTMLElement): HTMLElement[] {
  const parts: HTMLElement[] = [];
  for (let element: Element | null = part(panel, '#t5-matrix-title'); element; element = element.nextElementSibling)
    parts.push(element as HTMLElement);
  return parts;
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const notice = part<HTMLParagraphElement>(panel, '#bias-notice');
  const t5Status = part<HTMLParagraphElement>(panel, '#t5-status');
  const box = part<HTMLElement>(panel, '#alibi-slopes-box');
  const controls = createBiasControls(panel, store, notice);
  const alibi = createAlibiFigures(panel, (head) => store.update({ head }));
  const t5 = createT5Figures(panel);
  const t5Figures = part<HTMLElement>(panel, '#t5-figures');
  /** Below the staircase: hidden while the first draw has not drawn the T5 matrix, so nothing moves when it comes. */
  const afterStaircase = [...t5MatrixParts(panel), part<HTMLElement>(panel, '.bias-notice-box')];
  const steps = createDrawSteps(panel, context.lifetime);
  let shown: Shown | null = null;
  wireBiasExport(panel, store, () => shown);

  /**
   * ALiBi's figures first (the first screen), then T5's staircase, then its matrix: on the first
   * draw each in a task of its own (draw-steps.ts; issue 31: blocking time), what T5 has not
   * drawn yet hidden; later draws at once. Every figure is drawn at the width read first.
   */
  function draw(): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    let current: Shown;
    try {
      current = shown = computeBias(store.state);
    } catch (error) {
      notice.textContent = problemText(error);
      steps.stop();
      return null;
    }
    notice.textContent = current.notice;
    t5Status.textContent = current.t5Problem;
    const width = box.clientWidth;
    // Both matrices open on the last word looking back at the sentence's marked word.
    const opening = openingCell(current);
    const hiddenUntilDrawn = steps.firstDrawPending ? afterStaircase : [];
    steps.run([
      () => {
        if (hiddenUntilDrawn.length > 0) t5Figures.hidden = true;
        for (const element of hiddenUntilDrawn) element.hidden = true;
        alibi.draw(current, opening, width);
      },
      () => t5.drawPlot(current, width),
      () => {
        t5.drawMatrix(current, opening, width);
        for (const element of hiddenUntilDrawn) element.hidden = false;
      },
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
