// The check view's figure: |input − match| for every cell, positions down and the last axis across,
// on the shared heatmap (figures/heatmap.ts) with the shared axes, device-pixel fit and cell cursor.
// The colour scale runs from 0 to the largest error, with a bar beside the plot.
import { axisRight } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { createAxes } from '../../figures/axes.js';
import { createCellCursor, type Cell } from '../../figures/cell-cursor.js';
import { fitToDevicePixels } from '../../figures/device-fit.js';
import { layoutFigure, type FigureLayout } from '../../figures/figure-layout.js';
import { Heatmap, viridisRgb } from '../../figures/heatmap.js';
import { formatNumber } from '../../format.js';
import type { ErrorTable } from './check-model.js';

/** The figure's height, axes included, at most; less where it starts on the first screen. */
const FIGURE_ROOM = 300;
/** The shortest figure drawn: a 96 px plot and its axes (a narrow embed's headline takes lines). */
const SHORTEST = 150;
/** Room kept under the figure for its caption. */
const CAPTION = 44;
const STOPS = 16;

/** layoutFigure's plot is at least 180 px tall: shorter here when the room is less. */
function shortened(layout: FigureLayout, room: number): FigureLayout {
  const excess = layout.height - room;
  if (excess <= 0) return layout;
  const height = Math.max(96, layout.plot.height - excess);
  const cut = layout.plot.height - height;
  return {
    ...layout,
    height: layout.height - cut,
    plot: { ...layout.plot, height },
    colourBar: { ...layout.colourBar, height },
  };
}

export interface ErrorHeatmap {
  show(table: ErrorTable): void;
  /** Lays the figure out at the frame's width and draws it (call when the width may have changed). */
  draw(): void;
}

export function createErrorHeatmap(
  frame: HTMLElement,
  canvas: HTMLCanvasElement,
  overlay: SVGSVGElement,
  onCell: (cell: Cell, table: ErrorTable) => void,
): ErrorHeatmap {
  const heatmap = new Heatmap(canvas);
  const drawAxes = createAxes(overlay);
  const gradient = select(overlay)
    .append('defs')
    .append('linearGradient')
    .attr('id', 'check-error-ramp')
    .attr('x1', 0)
    .attr('y1', 1)
    .attr('x2', 0)
    .attr('y2', 0);
  for (let k = 0; k <= STOPS; k++) {
    const [r, g, b] = viridisRgb(k / STOPS);
    gradient
      .append('stop')
      .attr('offset', k / STOPS)
      .attr('stop-color', `rgb(${r},${g},${b})`);
  }
  const bar = select(overlay).append('g').attr('class', 'colour-bar');
  const ramp = bar.append('rect').attr('fill', 'url(#check-error-ramp)');
  const barAxis = bar.append('g').attr('class', 'axis axis-colour');
  const barLabel = bar.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text('|error|');

  let shown: ErrorTable | null = null;
  const cursor = createCellCursor(canvas, (cell) => {
    if (shown) onCell(cell, shown);
  });

  function draw(): void {
    const table = shown;
    const width = frame.parentElement?.clientWidth ?? 0;
    if (!table || width === 0) return;
    // Where even its shortest plot fits on the first screen (an embed), the figure ends inside it,
    // its caption too when there is room; else (a phone, scrolled) it takes its full height.
    const below = window.innerHeight - (frame.getBoundingClientRect().top + window.scrollY);
    const room = below >= SHORTEST ? Math.min(FIGURE_ROOM, Math.max(SHORTEST, below - CAPTION)) : FIGURE_ROOM;
    const fit = fitToDevicePixels(
      shortened(layoutFigure(width, table.rows, room), room),
      table.rows,
      table.cols,
      window.devicePixelRatio || 1,
    );
    const { layout } = fit;
    frame.style.width = `${layout.width}px`;
    frame.style.height = `${layout.height}px`;
    overlay.setAttribute('width', String(layout.width));
    overlay.setAttribute('height', String(layout.height));
    overlay.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
    const { plot } = layout;
    canvas.style.left = `${plot.left}px`;
    canvas.style.top = `${plot.top}px`;
    canvas.style.width = `${plot.width}px`;
    canvas.style.height = `${plot.height}px`;
    heatmap.renderFitted(fit);
    drawAxes(layout, table.rows, table.cols);
    const box = layout.colourBar;
    ramp.attr('x', box.left).attr('y', box.top).attr('width', box.width).attr('height', box.height);
    const highest = table.max > 0 ? table.max : 1;
    barAxis.attr('transform', `translate(${box.left + box.width},${box.top})`).call(
      axisRight(scaleLinear().domain([0, highest]).range([box.height, 0]))
        .tickValues(table.max > 0 ? [0, highest] : [0])
        .tickFormat((v) => formatNumber(Number(v), 2))
        .tickSizeOuter(0),
    );
    barLabel.attr('transform', `translate(${layout.width - 6},${box.top + box.height / 2}) rotate(-90)`);
  }

  return {
    show(table) {
      shown = table;
      // An exact match is all zeros: drawn in the ramp's first colour, against a scale of [0, 1].
      heatmap.setTable(table.values, table.rows, table.cols, [0, table.max > 0 ? table.max : 1]);
      cursor.fit(table.rows, table.cols);
      canvas.setAttribute(
        'aria-label',
        `Heatmap of |input − match|: ${table.rows} rows by ${table.cols} columns, largest ${formatNumber(table.max, 3)}`,
      );
      draw();
    },
    draw,
  };
}
