// ALiBi and T5: the two encodings that add a bias to the attention score instead of a vector to
// the token. ALiBi's slopes per head, the bias of a chosen head over a sentence of the documents;
// T5's bucket against the relative position and its bucket matrix over the same sentence. The
// numbers and texts are bias-model.ts's (every one from the package); the figures, controls and
// downloads are modules of their own; mount wires them.
import { part } from '../../dom.js';
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createAlibiFigures } from './alibi-figures.js';
import { createBiasControls } from './bias-controls.js';
import { wireBiasExport } from './bias-export.js';
import { computeBias, openingCell, problemText, type Shown } from './bias-model.js';
import { BIAS_TEMPLATE } from './bias-template.js';
import { createT5Figures } from './t5-figures.js';
import labelledGridCss from '../../figures/labelled-grid.css?inline';
import biasCss from './bias.css?inline';

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const notice = part<HTMLParagraphElement>(panel, '#bias-notice');
  const t5Status = part<HTMLParagraphElement>(panel, '#t5-status');
  const box = part<HTMLElement>(panel, '#alibi-slopes-box');
  const controls = createBiasControls(panel, store, notice);
  const alibi = createAlibiFigures(panel, (head) => store.update({ head }));
  const t5 = createT5Figures(panel);
  let shown: Shown | null = null;
  wireBiasExport(panel, store, () => shown);

  function draw(): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    try {
      shown = computeBias(store.state);
    } catch (error) {
      notice.textContent = problemText(error);
      return null;
    }
    notice.textContent = shown.notice;
    t5Status.textContent = shown.t5Problem;
    const width = box.clientWidth;
    // Both matrices open on the last word looking back at the sentence's marked word.
    const opening = openingCell(shown);
    alibi.draw(shown, opening, width);
    t5.draw(shown, opening, width);
    panel.dataset.ready = 'true';
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
export const biasPanel: ViewPanel = { template: BIAS_TEMPLATE, styles: [labelledGridCss, biasCss], mount };
