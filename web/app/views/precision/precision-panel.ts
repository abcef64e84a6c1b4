// The precision lab (issue 15, view 5): how far cos/sin tables (or RoPE outputs) are from float64
// at each position, on log axes up to 10^6 … 10^9, for this package, float32 as Hugging Face and
// the tutorials compute it, and float16 / bfloat16 angles. Two panels: the plane the reader picks
// (plane 0 turns one radian per position, where a rounded position shows at once) and the worst
// over all planes (where float32's drift shows). The numbers and texts are precision-model.ts's;
// the figure, readout, controls and downloads are modules of their own; mount wires them.
import type { Store } from '../../state/app-state.js';
import { part } from '../../dom.js';
import { belowFirstScreen, siblingsFrom } from '../../figures/below-first-screen.js';
import { createDrawSteps } from '../../figures/draw-steps.js';
import { renderTex } from '../../tex.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createErrorPanels } from './error-panels.js';
import { errorTex } from './formulas.js';
import { createPrecisionControls } from './precision-controls.js';
import { wirePrecisionExport } from './precision-export.js';
import {
  addWorst,
  ARITHMETICS,
  figureLabel,
  measurePlane,
  noticeItems,
  problemText,
  type Measured,
} from './precision-model.js';
import { createPrecisionReadout } from './precision-readout.js';
import { PRECISION_TEMPLATE } from './precision-template.js';
import { precisionShape } from './precision-view.js';
import precisionCss from './precision.css?inline';

/**
 * What is under the figure, in the groups its first draw shows a task at a time, top down: the
 * legend and readout, the controls, the facts (and the sources line after them).
 */
const UNDER_FIGURE = ['reading', 'controls', 'facts'] as const;
function groupsUnderFigure(panel: HTMLElement): Record<(typeof UNDER_FIGURE)[number], HTMLElement[]> {
  const controls = part(panel, '.precision-controls');
  const facts = part(panel, '.precision-subtitle');
  return {
    reading: siblingsFrom(part(panel, '#precision-figure').nextElementSibling!, controls),
    controls: siblingsFrom(controls, facts),
    facts: siblingsFrom(facts),
  };
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figure = part<HTMLDivElement>(panel, '#precision-figure');
  const status = part<HTMLParagraphElement>(panel, '#precision-status');
  const controls = createPrecisionControls(panel, store);
  const panels = createErrorPanels(panel, createPrecisionReadout(panel));
  let measured: Measured | null = null;
  /** The width the figure was last drawn at, for the exported picture. */
  let lastWidth = 0;
  const steps = createDrawSteps(panel, context.lifetime);
  const below = belowFirstScreen(panel, groupsUnderFigure(panel));
  wirePrecisionExport(
    panel,
    () => measured,
    () => lastWidth,
  );

  /** The texts around the figure that need the chosen plane's errors only (its formula: showErrorFormula). */
  function showPlaneTexts(current: Measured): void {
    const { plane } = current;
    part(panel, '#precision-shape').textContent = precisionShape(store.state);
    part(panel, '#precision-plane-head').textContent = `plane ${plane}`;
    figure.setAttribute('aria-label', figureLabel(current));
  }

  /** What is measured, as a formula (KaTeX's runtime): in the readout under the figure. */
  function showErrorFormula({ plane, headDim, base, omega, quantity }: Measured): void {
    renderTex(part(panel, '#precision-error-tex'), errorTex(plane, headDim, base, omega, quantity), true);
  }

  /**
   * New settings: the chosen plane's panel first (the first screen), then the worst plane's errors,
   * an arithmetic at a time, the readout's formula, the worst plane's panel and the facts under the
   * figure, then what is under the figure; on the first draw each in a task of its own
   * (draw-steps.ts), later all at once.
   */
  let firstDrawBegun = false;
  let resizedWhileDrawing = false;
  function measureAndDraw(): number | null {
    firstDrawBegun = true;
    let current: Measured;
    try {
      current = measurePlane(store.state);
      status.textContent = '';
    } catch (error) {
      measured = null;
      status.textContent = problemText(error);
      panels.set(null);
      steps.stop();
      below.showAll(); // the controls, to set something the lab takes
      return null;
    }
    const firstDraw = steps.firstDrawPending;
    if (firstDraw) below.hideAll();
    steps.run([
      () => {
        lastWidth = panels.drawPlane(current);
        showPlaneTexts(current);
      },
      ...ARITHMETICS.map(
        ({ key }) =>
          () =>
            addWorst(current, key),
      ),
      // Typeset while the readout is still out of the layout, a task before it is shown.
      () => showErrorFormula(current),
      () => {
        measured = current;
        panels.drawWorst(current);
        // Only numbers and fixed words go into this HTML.
        part(panel, '#precision-notice').innerHTML = noticeItems(current)
          .map((item) => `<li>${item}</li>`)
          .join('');
      },
      ...(firstDraw ? UNDER_FIGURE.map((group) => () => below.show(group)) : []),
      () => {
        if (resizedWhileDrawing) redraw(false);
        resizedWhileDrawing = false;
      },
    ]);
    return lastWidth; // drawn by the first step, which runs at once
  }

  function draw(changed: boolean): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    if (changed || !firstDrawBegun) return measureAndDraw();
    // A resize during the first draw waits for its end: drawn again now, it would hide the groups
    // under the figure again, whose scroll bar may be what took the width.
    if (steps.firstDrawPending) {
      resizedWhileDrawing = true;
      return null;
    }
    const width = panels.draw();
    if (width === null) return null;
    lastWidth = width;
    panel.dataset.ready = 'true';
    return width;
  }
  const redraw = context.lifetime.redrawer(figure, draw);

  controls.show(store.state);
  redraw(true);
  return {
    update(state, changed) {
      const keys = ['headDim', 'base', 'precisionQuantity', 'precisionPlane', 'precisionUpTo'] as const;
      if (keys.some((key) => changed.has(key))) {
        controls.show(state);
        redraw(true);
      }
    },
    shown: () => redraw(false),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const precisionPanel: ViewPanel = { template: PRECISION_TEMPLATE, styles: [precisionCss], mount };
