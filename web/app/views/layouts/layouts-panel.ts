// The layout Rosetta (issue 15, view 6): the interleaved and the split sinusoid as the same numbers
// moved by a permutation (drawn as a matrix), RoPE's 'half' and 'pairs' as the same scores once q
// and k are permuted, the third sinusoid convention (tensor2tensor's and fairseq's exponent), and
// who uses which. The numbers are layouts-model.ts's (every one from the package), the words
// layouts-texts.ts's; the figure, readout, sections, controls and downloads are modules of their
// own; mount wires them.
import { part } from '../../dom.js';
import { createDrawSteps } from '../../figures/draw-steps.js';
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createLayoutsControls } from './layouts-controls.js';
import { wireLayoutsExport } from './layouts-export.js';
import {
  cellToShow,
  computeRosetta,
  LAYOUTS_KEYS,
  problemText,
  type Rosetta,
  type RosettaCell,
} from './layouts-model.js';
import { createLayoutsReadout } from './layouts-readout.js';
import { createLayoutsSections } from './layouts-sections.js';
import { LAYOUTS_TEMPLATE } from './layouts-template.js';
import { layoutsShape, ROWS } from './layouts-view.js';
import { RosettaFigure } from './rosetta-figure.js';
import layoutsCss from './layouts.css?inline';

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figureBox = part<HTMLDivElement>(panel, '#layouts-figure');
  const status = part<HTMLParagraphElement>(panel, '#layouts-status');
  const controls = createLayoutsControls(panel, store);
  const readout = createLayoutsReadout(panel);
  const sections = createLayoutsSections(panel);
  let rosetta: Rosetta | null = null;
  const steps = createDrawSteps(panel, context.lifetime);
  /** The reader's cell, kept across redraws (a new d keeps it inside the tables). */
  let cursor: RosettaCell | null = null;
  const figure = new RosettaFigure(part<SVGSVGElement>(panel, '#layouts-svg'), (cell) => {
    cursor = cell;
    if (rosetta) readout.show(rosetta, cell);
  });
  wireLayoutsExport(panel, () => rosetta);

  /**
   * New settings: the figure first (the first screen), then the sections under it; on the first
   * draw each in a task of its own (draw-steps.ts), later at once.
   */
  function computeAndDraw(): number | null {
    let current: Rosetta;
    try {
      current = computeRosetta(store.state);
      status.textContent = '';
    } catch (error) {
      rosetta = null;
      status.textContent = problemText(error);
      steps.stop();
      return null;
    }
    const shape = layoutsShape(store.state);
    let drawnAt: number | null = null;
    steps.run([
      () => {
        rosetta = current;
        const { d, interleaved, split, p } = current;
        figure.setData({ rows: ROWS, d, interleaved, split, p });
        part(panel, '#layouts-shape').textContent = shape;
        drawnAt = drawFigure(current);
      },
      () => sections.show(current),
    ]);
    return drawnAt; // the figure's step is the first, and the first step runs at once
  }

  /** Draws the figure at the box's width; returns that width. */
  function drawFigure(current: Rosetta): number {
    const width = figureBox.clientWidth;
    figure.draw(width);
    figure.show(cellToShow(cursor, current.d));
    return width;
  }

  function draw(changed: boolean): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    // A resize during the first draw in steps starts it again at the new width.
    if (changed || steps.firstDrawPending) return computeAndDraw();
    if (!rosetta) return null;
    const width = drawFigure(rosetta);
    panel.dataset.ready = 'true';
    return width;
  }
  const redraw = context.lifetime.redrawer(figureBox, draw);

  controls.show(store.state);
  redraw(true);
  return {
    update(state, changed) {
      if (LAYOUTS_KEYS.some((key) => changed.has(key))) {
        controls.show(state);
        redraw(true);
      }
    },
    shown: () => redraw(false),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const layoutsPanel: ViewPanel = { template: LAYOUTS_TEMPLATE, styles: [layoutsCss], mount };
