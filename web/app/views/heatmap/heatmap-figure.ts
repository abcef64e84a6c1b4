// The heatmap figure: the shared heatmap's canvas (figures/heatmap.ts) sized to its device-pixel
// fit, with the axes, the colour bar and the cell marks drawn over it in one SVG, and the parts
// the PNG export draws again.
import { createAxes } from '../../figures/axes.js';
import type { Cell } from '../../figures/cell-cursor.js';
import type { FigureLayout } from '../../figures/figure-layout.js';
import { Heatmap } from '../../figures/heatmap.js';
import { part } from '../../dom.js';
import type { FigureParts } from '../../export/figure-png.js';
import type { TableParams } from '../../state/app-state.js';
import { createCellMarks } from './cell-marks.js';
import { createColourBar } from './colour-bar.js';
import { figureRoom, fitFigure, tableLabel, type FittedFigure, type ShownTable } from './heatmap-model.js';

export interface HeatmapFigure {
  /** The element over exactly the cells, for the cell cursor. */
  readonly canvas: HTMLCanvasElement;
  /** A new table to colour (no layout needed). */
  setTable(table: Float32Array, params: TableParams): void;
  /**
   * Lays the figure out for a box `width` CSS pixels wide, in the room the window leaves it, and
   * draws the cells, axes, colour bar and marks; returns the fit it drew (heatmap-model.ts).
   */
  draw(shown: ShownTable, width: number, zoomed: boolean): FittedFigure;
  select(cell: Cell | null): void;
  /** The figure is drawn with its formulas: tests and screenshots wait for this. */
  markReady(): void;
  /** What the PNG export draws; null before the first draw. */
  exportParts(): FigureParts | null;
}

export function createHeatmapFigure(panel: HTMLElement): HeatmapFigure {
  const figure = part<HTMLDivElement>(panel, '#figure');
  const canvas = part<HTMLCanvasElement>(panel, '#heatmap');
  const overlay = part<SVGSVGElement>(panel, '#overlay');
  const heatmap = new Heatmap(canvas);
  const drawAxes = createAxes(overlay);
  const drawColourBar = createColourBar(overlay);
  const marks = createCellMarks(overlay);
  let lastLayout: FigureLayout | null = null;

  return {
    canvas,
    setTable(table, params) {
      heatmap.setTable(table, params.length, params.dModel);
      canvas.setAttribute('aria-label', tableLabel(params));
    },
    draw({ table, params }, width, zoomed) {
      const { length: rows, dModel: cols } = params;
      const room = figureRoom({
        figureTop: figure.getBoundingClientRect().top,
        panelTop: panel.getBoundingClientRect().top,
        scrollY: window.scrollY,
        windowHeight: window.innerHeight,
      });
      const fitted = fitFigure(width, rows, cols, room, window.devicePixelRatio || 1, zoomed);
      const { layout } = fitted.fit;
      const { plot } = layout;
      lastLayout = layout;
      // As wide as its fitted layout: wider than the box when zoomed (it scrolls).
      const figureWidth = `${layout.width}px`;
      if (figure.style.width !== figureWidth) figure.style.width = figureWidth;
      figure.style.height = `${layout.height}px`;
      overlay.setAttribute('width', String(layout.width));
      overlay.setAttribute('height', String(layout.height));
      overlay.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
      canvas.style.left = `${plot.left}px`;
      canvas.style.top = `${plot.top}px`;
      canvas.style.width = `${plot.width}px`;
      canvas.style.height = `${plot.height}px`;
      heatmap.renderFitted(fitted.fit);
      drawAxes(layout, rows, cols);
      drawColourBar(layout);
      marks.update(layout, table, rows, cols);
      return fitted;
    },
    select: (cell) => marks.select(cell),
    markReady() {
      figure.dataset.state = 'ready';
      panel.dataset.ready = 'true';
    },
    exportParts() {
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
  };
}
