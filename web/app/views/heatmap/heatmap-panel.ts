// The heatmap view's panel, a chunk of its own fetched when the view is first shown (its
// description, heatmap-view.ts, is in the explorer's first chunk): the PE table for the shared
// parameters, computed by the package's sinusoidal(), redrawn at most once per animation frame,
// with a readout of the cell under the pointer or keyboard cursor, formula (15.1) filled in for
// that cell, formula (15.2) applied to its row when √d_model scaling is on, and export (PNG, CSV,
// code, link). The numbers and texts are heatmap-model.ts's, the figure, note, readout, formulas
// and export are modules of their own; mount wires them.
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { heatmapShape } from './heatmap-view.js';
import { createCellCursor, type Cell } from '../../figures/cell-cursor.js';
import { createCellDetails } from './cell-details.js';
import { createDetailsSchedule } from './details-schedule.js';
import { createExportBar } from './export-bar.js';
import { createHeatmapFigure } from './heatmap-figure.js';
import { errorText, heatmapTable, tableChanged, tableParams, type ShownTable } from './heatmap-model.js';
import { HEATMAP_TEMPLATE } from './heatmap-template.js';
import { createSamplingNote } from './sampling-note.js';
import { part } from '../../dom.js';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/heatmap';
import { notationLegend } from '../../figures/notation/notation-legend.js';
import { createScrollCues } from '../../figures/scroll-cue/scroll-cue.js';
import notationCss from '../../figures/notation/notation-legend.css?inline';
import scrollCueCss from '../../figures/scroll-cue/scroll-cue.css?inline';
import heatmapCss from './heatmap.css?inline';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';

// The first formula's build-time markup (first-formula.ts): the view draws before KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const status = part<HTMLParagraphElement>(panel, '#status');
  const figureShape = part<HTMLSpanElement>(panel, '#figure-shape');
  const scroller = part<HTMLDivElement>(panel, '#heatmap-scroll');
  const scrollCues = createScrollCues(panel, '#heatmap-scroll');
  context.lifetime.onEnd(() => scrollCues.disconnect());
  const sampling = createSamplingNote(panel, () => schedule(false));
  part(panel, '#heatmap-help').after(notationLegend());
  const figure = createHeatmapFigure(panel);
  const cells = createCellDetails(panel);

  // The table on screen and the parameters it was computed with (the store may be ahead of it).
  let shown: ShownTable | null = null;
  let tableStale = true;
  // The first table is computed and coloured in a task of its own (below); no frame draws before it.
  let firstTablePending = true;
  let lastWidth = 0;

  const details = createDetailsSchedule(
    () => {
      if (!shown) return false;
      cells.show(shown.params, shown.table, cursor.current, store.state.scale);
      return true;
    },
    () => figure.markReady(),
    context.lifetime,
  );
  const showCell = (cell: Cell): void => {
    figure.select(cell);
    if (shown) cells.read(shown.params, shown.table, cell);
    details.nextFrame();
  };
  const cursor = createCellCursor(figure.canvas, showCell);
  const exportBar = createExportBar(part(panel, '#export-bar'), {
    shown: () => shown,
    figure: () => figure.exportParts(),
    link: context.shareLink,
  });

  /** Computes the table for the store's parameters and colours it (no layout needed); false on an error. */
  function computeTable(): boolean {
    tableStale = false;
    const params = tableParams(store.state);
    try {
      shown = { table: heatmapTable(params, shown?.table ?? null), params };
    } catch (error) {
      status.textContent = errorText(error);
      return false;
    }
    status.textContent = '';
    figure.setTable(shown.table, params);
    cursor.fit(params.length, params.dModel);
    figureShape.textContent = heatmapShape(params);
    exportBar.refresh();
    return true;
  }

  function draw(): void {
    if (panel.hidden) return; // drawn when shown: a hidden panel has no size
    // A performance mark per redraw: the frame-time benchmark (tests/bench) reads these.
    const started = performance.now();
    if ((!tableStale || computeTable()) && shown) {
      lastWidth = scroller.clientWidth;
      const { fit, thin } = figure.draw(shown, lastWidth, sampling.zoomed);
      sampling.show(fit, thin, shown.params.length, shown.params.dModel);
      if (cursor.current) showCell(cursor.current);
      details.afterDraw(); // the formulas: their boxes keep their height, so nothing moves when they come
      scrollCues.refresh();
    }
    // Drawn, or an error to show (status): the panel is painted from now on.
    panel.classList.remove('before-first-draw');
    performance.measure('heatmap-redraw', { start: started, end: performance.now() });
  }
  const frame = context.lifetime.frameScheduler(draw);
  function schedule(dataChanged: boolean): void {
    if (dataChanged) tableStale = true;
    if (!firstTablePending) frame.schedule();
  }

  context.lifetime.observeResize(scroller, () => {
    if (scroller.clientWidth !== lastWidth) schedule(false);
  });
  window.addEventListener('resize', () => schedule(false), { signal: context.lifetime.signal });
  // The first table is computed and coloured in a task of its own; the next frame then lays the
  // panel out and draws. In the frame they were one long task (issue 12: blocking time). A frame
  // may show the panel before that: until the figure is drawn, it and what follows it are kept
  // invisible (laid out, not painted), so their first paint is in their final place.
  panel.classList.add('before-first-draw');
  context.lifetime.timeout(() => {
    firstTablePending = false;
    computeTable();
    schedule(false);
  }, 0);
  return {
    update(_state, changed) {
      if (tableChanged(changed)) schedule(true);
      else if (changed.has('scale')) details.nextFrame();
    },
    shown: () => schedule(false),
  };
}

export const heatmapPanel: ViewPanel = {
  template: HEATMAP_TEMPLATE,
  // KaTeX's rules for the build-time formula first: the view's own rules come after them.
  styles: [prebuiltTexCss, inputWordsCss, notationCss, scrollCueCss, heatmapCss],
  mount,
};
