// The heatmap view's panel: its markup and the code that wires it. Its description (heatmap-view.ts) is
// in the explorer's first chunk; this is a chunk of its own, fetched when the view is first shown.
// The heatmap view: the PE table for the shared parameters, computed by the package's
// sinusoidal(), redrawn at most once per animation frame, with a readout of the cell under the
// pointer or keyboard cursor, formula (15.1) filled in for that cell, formula (15.2) applied to
// its row when √d_model scaling is on, and export (PNG, CSV, code, link).
import { sinusoidal } from 'positional-encoding';
import type { AppState, TableParams } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { heatmapShape } from './heatmap-view.js';
import { createAxes } from '../../figures/axes.js';
import { describeCell } from '../../figures/cell-info.js';
import { createCellCursor, type Cell } from '../../figures/cell-cursor.js';
import { createCellFormula } from './cell-formula.js';
import { createCellMarks } from './cell-marks.js';
import { createColourBar } from './colour-bar.js';
import { createExportBar } from './export-bar.js';
import { layoutFigure, type FigureLayout } from '../../figures/figure-layout.js';
import { Heatmap } from '../../figures/heatmap.js';
import { fitToDevicePixels, type DeviceFit } from '../../figures/device-fit.js';
import { createReadout } from './readout.js';
import { createScalingPanel } from './scaling-panel.js';
import { part } from '../../dom.js';
import { addPrebuiltTex, texSettled } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/heatmap';
import { inputWords } from '../../figures/input-words/input-words.js';
import { notationLegend } from '../../figures/notation/notation-legend.js';
import { createScrollCues } from '../../figures/scroll-cue/scroll-cue.js';
import notationCss from '../../figures/notation/notation-legend.css?inline';
import scrollCueCss from '../../figures/scroll-cue/scroll-cue.css?inline';
import heatmapCss from './heatmap.css?inline';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';

const TEMPLATE = `
  <dl class="readout" id="readout" aria-live="polite" aria-atomic="true">
    <div><dt>pos</dt><dd data-field="pos">–</dd></div>
    <div><dt>dimension j</dt><dd data-field="dimension">–</dd></div>
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div><dt>function</dt><dd data-field="function">–</dd></div>
    <div><dt>frequency ω<sub>i</sub></dt><dd data-field="frequency">–</dd></div>
    <div><dt>wavelength 2π/ω<sub>i</sub></dt><dd data-field="wavelength">–</dd></div>
    <div><dt>angle pos·ω<sub>i</sub></dt><dd data-field="angle">–</dd></div>
    <div class="value"><dt>value</dt><dd data-field="value">–</dd></div>
  </dl>
  <p class="cell-formula">
    <span class="cell-formula-tag">(15.1)</span>
    <span class="cell-formula-tex" id="cell-formula" tabindex="0"></span>
  </p>
  <div class="heatmap-scroll" id="heatmap-scroll" data-first-screen>
    <div class="figure-frame" id="figure" data-state="loading">
      <canvas id="heatmap" class="figure-canvas" tabindex="0" role="application"
        aria-roledescription="heatmap" aria-label="Positional encoding heatmap"
        aria-describedby="heatmap-help heatmap-sampling-text"></canvas>
      <svg id="overlay" class="figure-overlay" aria-hidden="true"></svg>
    </div>
  </div>
  <p class="heatmap-sampling" id="heatmap-sampling" hidden>
    <span id="heatmap-sampling-text"></span>
    <button type="button" class="heatmap-zoom" id="heatmap-zoom" aria-pressed="false"></button>
  </p>
  <p class="help" id="heatmap-help">${inputWords(
    'Hover a cell, or focus the heatmap and use the arrow keys (Page Up/Down and Home/End jump).',
    'Tap a cell, or drag sideways across the heatmap, to read it.',
  )}</p>
  <section class="scaling-panel" id="scaling-panel" hidden></section>
  <section class="export-bar" id="export-bar"></section>
  <p class="status" id="status" role="status"></p>`;

// The first formula's build-time markup (first-formula.ts): the view draws before KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

function tableParams(state: Readonly<AppState>): TableParams {
  return { length: state.length, dModel: state.dModel, base: state.base, layout: state.layout };
}

function mount(panel: HTMLElement, store: { state: Readonly<AppState> }, context: ViewContext): ViewHandle {
  const figure = part<HTMLDivElement>(panel, '#figure');
  const canvas = part<HTMLCanvasElement>(panel, '#heatmap');
  const overlay = part<SVGSVGElement>(panel, '#overlay');
  const status = part<HTMLParagraphElement>(panel, '#status');
  const figureShape = part<HTMLSpanElement>(panel, '#figure-shape');
  const scroller = part<HTMLDivElement>(panel, '#heatmap-scroll');
  const sampling = part<HTMLParagraphElement>(panel, '#heatmap-sampling');
  const samplingText = part<HTMLSpanElement>(panel, '#heatmap-sampling-text');
  const zoom = part<HTMLButtonElement>(panel, '#heatmap-zoom');
  const scrollCues = createScrollCues(panel, '#heatmap-scroll');
  context.lifetime.onEnd(() => scrollCues.disconnect());
  // Zoomed: every column gets at least 2 device pixels and 1 CSS pixel; the figure scrolls sideways.
  let zoomed = false;
  zoom.addEventListener('click', () => {
    zoomed = !zoomed;
    schedule(false);
  });
  part(panel, '#heatmap-help').after(notationLegend());

  const heatmap = new Heatmap(canvas);
  const drawAxes = createAxes(overlay);
  const drawColourBar = createColourBar(overlay);
  const marks = createCellMarks(overlay);
  const readout = createReadout(part(panel, '#readout'));
  const cellFormula = createCellFormula(part(panel, '#cell-formula'));
  const scalingPanel = createScalingPanel(part(panel, '#scaling-panel'));

  // The table on screen and the parameters it was computed with (the store may be ahead of it).
  let table: Float32Array | null = null;
  let drawn: TableParams | null = null;
  let tableStale = true;
  // The first table is computed and coloured in a task of its own (below); no frame draws before it.
  let firstTablePending = true;
  let frame = 0;
  let lastWidth = 0;
  let lastLayout: FigureLayout | null = null;

  // The filled formula and the (15.2) panel follow the cursor at most once per frame; the
  // readout (the aria-live part) follows every move.
  let detailsFrame = 0;
  let readySet = false;
  let firstDetails: ReturnType<typeof setTimeout> | undefined;
  const renderDetails = (): void => {
    cancelAnimationFrame(detailsFrame);
    detailsFrame = 0;
    clearTimeout(firstDetails);
    firstDetails = undefined;
    if (!table || !drawn) return;
    const cell = cursor.current;
    cellFormula.show(drawn, cell ? describeCell(drawn, table, cell.pos, cell.dimension) : null);
    scalingPanel.show(drawn, store.state.scale, cell?.pos ?? 0);
    // Once, after the first draw's formulas (typeset at build time, or waiting for KaTeX's runtime
    // when the settings are not the default ones): this runs on every move of the cursor.
    if (!readySet) {
      readySet = true;
      void texSettled().then(() => {
        if (context.lifetime.ended) return;
        figure.dataset.state = 'ready';
        panel.dataset.ready = 'true';
      });
    }
  };
  const scheduleDetails = (): void => {
    if (detailsFrame === 0) detailsFrame = requestAnimationFrame(renderDetails);
  };
  // The first formulas are typeset in a task of their own after the figure's frame, not at the
  // start of the next frame: there the typesetting and the layout of what it made were one long
  // task (embed, Lighthouse's 4x CPU: about 280 ms); apart, each is about half (issue 12).
  const scheduleFirstDetails = (): void => {
    firstDetails ??= setTimeout(renderDetails, 0);
  };

  const showCell = (cell: Cell): void => {
    marks.select(cell);
    if (table && drawn) readout.show(describeCell(drawn, table, cell.pos, cell.dimension));
    scheduleDetails();
  };
  const cursor = createCellCursor(canvas, showCell);

  const exportBar = createExportBar(part(panel, '#export-bar'), {
    shown: () => (table && drawn ? { table, params: drawn } : null),
    figure: () => {
      const layout = lastLayout;
      if (!layout) return null;
      const { plot } = layout;
      return {
        width: layout.width,
        height: layout.height,
        background: getComputedStyle(panel).backgroundColor,
        overlay,
        drawCells: (context) => heatmap.drawInto(context, plot.left, plot.top, plot.width, plot.height),
      };
    },
    link: context.shareLink,
  });

  function schedule(dataChanged: boolean): void {
    if (dataChanged) tableStale = true;
    if (frame === 0 && !firstTablePending) frame = requestAnimationFrame(draw);
  }

  function draw(): void {
    frame = 0;
    if (panel.hidden) return; // drawn when shown: a hidden panel has no size
    // A performance mark per redraw: the frame-time benchmark (tests/bench) reads these.
    const started = performance.now();
    drawNow();
    // Drawn, or an error to show (status): the panel is painted from now on.
    panel.classList.remove('before-first-draw');
    performance.measure('heatmap-redraw', { start: started, end: performance.now() });
  }

  /**
   * The height the figure may take: the window below whatever is above it when it starts on the
   * first screen (wide layouts); else (controls on top, narrow screens) the reader scrolls to it,
   * and the window less the panel's title, readout and formula is what can show at once.
   */
  function figureRoom(): number {
    const figureTop = figure.getBoundingClientRect().top;
    const onPage = figureTop + window.scrollY;
    const inPanel = figureTop - panel.getBoundingClientRect().top + 16;
    return window.innerHeight - (onPage + 120 < window.innerHeight ? onPage : inPanel) - 12;
  }

  /** Computes the table for the store's parameters and colours it (no layout needed); false on an error. */
  function computeTable(): boolean {
    tableStale = false;
    const params = tableParams(store.state);
    try {
      // Reuse the array while the size stands: no 2 MB allocation per slider step.
      const out = table?.length === params.length * params.dModel ? table : undefined;
      table = sinusoidal(params.length, params.dModel, { base: params.base, layout: params.layout, out });
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      return false;
    }
    status.textContent = '';
    drawn = params;
    heatmap.setTable(table, params.length, params.dModel);
    cursor.fit(params.length, params.dModel);
    figureShape.textContent = heatmapShape(params);
    canvas.setAttribute(
      'aria-label',
      `Heatmap of the positional encoding table: ${params.length} positions by ${params.dModel} dimensions, base ${params.base}, ${params.layout} layout`,
    );
    exportBar.refresh();
    return true;
  }

  function drawNow(): void {
    if (tableStale && !computeTable()) return;
    if (!table || !drawn) return;

    const rows = drawn.length;
    const cols = drawn.dModel;
    const dpr = window.devicePixelRatio || 1;
    lastWidth = scroller.clientWidth;
    const fitted = fitToDevicePixels(layoutFigure(lastWidth, rows, figureRoom()), rows, cols, dpr);
    const thin = fitted.columns.cellsPerPixel > 1;
    let fit = fitted;
    if (zoomed && thin) {
      const plotWidth = cols * Math.max(1, 2 / dpr);
      const room = figureRoom();
      const unzoomed = layoutFigure(lastWidth, rows, room);
      let zoomedLayout = layoutFigure(Math.ceil(unzoomed.width - unzoomed.plot.width + plotWidth), rows, room);
      // A wider figure may take wider (non-compact) margins: widen by what the plot still lacks.
      if (zoomedLayout.plot.width < plotWidth) {
        zoomedLayout = layoutFigure(Math.ceil(zoomedLayout.width + plotWidth - zoomedLayout.plot.width), rows, room);
      }
      fit = fitToDevicePixels(zoomedLayout, rows, cols, dpr);
    }
    // The figure is as wide as its fitted layout: wider than the box when zoomed (it scrolls).
    const figureWidth = `${fit.layout.width}px`;
    if (figure.style.width !== figureWidth) figure.style.width = figureWidth;
    showSampling(fit, thin, rows, cols);
    const layout = fit.layout;
    lastLayout = layout;
    const { plot } = layout;
    figure.style.height = `${layout.height}px`;
    overlay.setAttribute('width', String(layout.width));
    overlay.setAttribute('height', String(layout.height));
    overlay.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
    canvas.style.left = `${plot.left}px`;
    canvas.style.top = `${plot.top}px`;
    canvas.style.width = `${plot.width}px`;
    canvas.style.height = `${plot.height}px`;

    heatmap.renderFitted(fit);
    drawAxes(layout, rows, cols);
    drawColourBar(layout);
    marks.update(layout, table, rows, cols);
    if (cursor.current) showCell(cursor.current);
    // The formulas follow in a task of their own: typeset with the figure, the first draw was one
    // long task (embed, 4x slower CPU: KaTeX's first formula 90 of 350 ms). Their boxes keep their
    // height, so nothing moves when they come; the view is ready once they have.
    if (readySet) scheduleDetails();
    else scheduleFirstDetails();
    scrollCues.refresh();
  }

  /** Says where cells are thinner than a device pixel (each pixel is then their mean) and offers zoom. */
  function showSampling(fit: DeviceFit, thin: boolean, rows: number, cols: number): void {
    const lines: string[] = [];
    if (fit.columns.cellsPerPixel > 1) {
      lines.push(
        `${cols} dimensions share ${fit.columns.devicePixels} device pixels: each pixel column shows the ` +
          `mean of ${fit.columns.cellsPerPixel} neighbouring dimensions, so the finest stripes are averaged, not drawn.`,
      );
    } else if (zoomed && thin) {
      lines.push(
        `Every dimension has ${fit.columns.pixelsPerCell} device pixels of its own; the figure scrolls sideways.`,
      );
    }
    if (fit.rows.cellsPerPixel > 1) {
      lines.push(
        `${rows} positions share ${fit.rows.devicePixels} device pixel rows: each shows the mean of ` +
          `${fit.rows.cellsPerPixel} neighbouring positions.`,
      );
    }
    sampling.hidden = lines.length === 0;
    samplingText.textContent = lines.join(' ');
    zoom.hidden = !thin;
    zoom.textContent = zoomed ? 'Fit the width' : 'Show every dimension';
    zoom.setAttribute('aria-pressed', String(zoomed));
    sampling.dataset.columnsPerPixel = String(fit.columns.cellsPerPixel);
    sampling.dataset.rowsPerPixel = String(fit.rows.cellsPerPixel);
  }

  context.lifetime.observeResize(scroller, () => {
    if (scroller.clientWidth !== lastWidth) schedule(false);
  });
  window.addEventListener('resize', () => schedule(false), { signal: context.lifetime.signal });
  context.lifetime.onEnd(() => {
    cancelAnimationFrame(frame);
    cancelAnimationFrame(detailsFrame);
    clearTimeout(firstDetails);
  });

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
      if (changed.has('length') || changed.has('dModel') || changed.has('base') || changed.has('layout')) {
        schedule(true);
      } else if (changed.has('scale')) {
        scheduleDetails();
      }
    },
    shown: () => schedule(false),
  };
}

export const heatmapPanel: ViewPanel = {
  template: TEMPLATE,
  // KaTeX's rules for the build-time formula first: the view's own rules come after them.
  styles: [prebuiltTexCss, inputWordsCss, notationCss, scrollCueCss, heatmapCss],
  mount,
};
