// The curves view: chosen columns of the PE table (sinusoidal(), the shared d_model / L / n /
// layout) drawn against position, as in The Annotated Transformer's figure of dimensions 4–7.
// The legend says which sine or cosine each column is and how long its wavelength is; hovering
// or moving a keyboard cursor along the positions reads every curve's value there. The numbers
// and texts are curves-model.ts's; the figure, legend and dimension box are modules of their own;
// mount wires them. Its description (curves-view.ts) is in the explorer's first chunk; this is a
// chunk of its own, fetched when the view is first shown.
import { part } from '../../dom.js';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createCurvesFigure } from './curves-figure.js';
import { createCurvesLegend } from './curves-legend.js';
import { clampPosition, computeCurves, CURVES_KEYS, figureLabel, type Curves } from './curves-model.js';
import { CURVES_TEMPLATE } from './curves-template.js';
import { curvesShape } from './curves-view.js';
import { createDimsControl } from './dims-control.js';
import curvesCss from './curves.css?inline';

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figureBox = part<HTMLDivElement>(panel, '#curves-figure');
  const status = part<HTMLParagraphElement>(panel, '#curves-status');
  const dimsControl = createDimsControl(part(panel, '#curves-dims-field'), store);
  const legend = createCurvesLegend(panel);
  let curves: Curves | null = null;
  /** The reader's position, kept across redraws (a shorter L keeps it inside the table). */
  let position: number | null = null;

  const figure = createCurvesFigure(figureBox, part<SVGSVGElement>(panel, '#curves-svg'), {
    current: () => curves && { length: curves.length, position },
    moveTo(target) {
      if (!curves) return;
      const next = clampPosition(target, curves.length);
      if (next === position) return;
      position = next;
      showPosition(curves);
    },
  });

  function showPosition(current: Curves): void {
    figure.show(current, position);
    legend.show(current, position);
  }

  function draw(changed: boolean): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    if (changed) {
      try {
        curves = computeCurves(store.state, curves);
      } catch (error) {
        status.textContent = error instanceof Error ? error.message : String(error);
        return null;
      }
      status.textContent = '';
      if (position !== null) position = Math.min(position, curves.length - 1);
      legend.set(curves);
      part(panel, '#curves-shape').textContent = curvesShape(store.state);
      figureBox.setAttribute('aria-label', figureLabel(store.state));
    }
    if (!curves) return null;
    const width = figure.draw(curves);
    showPosition(curves);
    panel.dataset.ready = 'true';
    return width;
  }
  const redraw = context.lifetime.redrawer(figureBox, draw);

  dimsControl.show(store.state);
  redraw(true);
  return {
    update(state, changed) {
      if (changed.has('dims') || changed.has('dModel')) dimsControl.show(state);
      if (CURVES_KEYS.some((key) => changed.has(key))) redraw(true);
    },
    shown: () => redraw(false),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const curvesPanel: ViewPanel = { template: CURVES_TEMPLATE, styles: [inputWordsCss, curvesCss], mount };
