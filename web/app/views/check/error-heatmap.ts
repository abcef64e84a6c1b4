// The check view's figure: |input − match| for every cell, positions down and the last axis across,
// on the shared heatmap (figures/heatmap.ts) with the shared axes, device-pixel fit, cell cursor and
// colour bar. The colour scale runs from 0 to the largest error.
import { createAxes } from '../../figures/axes.js';
import { createCellCursor, type Cell } from '../../figures/cell-cursor.js';
import { createColourBar } from '../../figures/colour-bar.js';
import { fitToDevicePixels } from '../../figures/device-fit.js';
import { layoutFigure, type FigureLayout } from '../../figures/figure-layout.js';
import { Heatmap } from '../../figures/heatmap.js';
import { placeFigure } from '../../figures/place-figure.js';
import { formatNumber } from '../../format.js';
import type { ErrorTable } from './check-model.js';

/** The figure's height, axes included, at most; less where it starts on the first screen. */
const FIGURE_ROOM = 300;
/** The shortest figure drawn: a 96 px plot and its axes (a narrow embed's headline takes lines). */
const SHORTEST = 150;
/** Room kept under the figure for its caption. */
const CAPTION = 44;

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
  // Square ends: this bar has always been drawn without the rounded ramp's class.
  const drawColourBar = createColourBar(overlay, { gradientId: 'check-error-ramp', label: '|error|', rounded: false });

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
    placeFigure(layout, canvas, overlay);
    heatmap.renderFitted(fit);
    drawAxes(layout, table.rows, table.cols);
    const highest = table.max > 0 ? table.max : 1;
    drawColourBar(layout, {
      domain: [0, highest],
      ticks: table.max > 0 ? [0, highest] : [0],
      format: (value) => formatNumber(value, 2),
    });
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
