// Marks drawn over the heatmap's cells: the outline of the selected cell, and, when cells are
// big enough to hold them (the article's small tables), each cell's value printed inside it.
import { select } from 'd3-selection';
import type { FigureLayout } from '../../figures/figure-layout.js';
import { formatValue } from '../../format.js';
import { valueToUnit, viridisRgb } from '../../figures/heatmap.js';

const MAX_LABELS = 400;
const MAX_FONT_PX = 12;
const MIN_FONT_PX = 10;

const DARK_TEXT_LUMINANCE = 0.012; // #1c1d1f, as in explorer/explorer.css

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** White or near-black text, whichever contrasts more with the cell's colour (WCAG ratio). */
function labelClass(value: number): string {
  const background = relativeLuminance(viridisRgb(valueToUnit(value)));
  const againstWhite = 1.05 / (background + 0.05);
  const againstDark = (background + 0.05) / (DARK_TEXT_LUMINANCE + 0.05);
  return againstDark >= againstWhite ? 'cell-label on-light' : 'cell-label on-dark';
}

export interface CellMarks {
  update(layout: FigureLayout, table: Float32Array, rows: number, cols: number): void;
  select(cell: { pos: number; dimension: number } | null): void;
}

export function createCellMarks(svg: SVGSVGElement): CellMarks {
  const labels = select(svg).append('g').attr('class', 'cell-labels');
  const cursor = select(svg).append('g').attr('class', 'cell-cursor').attr('visibility', 'hidden');
  const outer = cursor.append('rect').attr('class', 'cursor-outer');
  const inner = cursor.append('rect').attr('class', 'cursor-inner');
  let geometry = { left: 0, top: 0, cellWidth: 1, cellHeight: 1 };
  let selected: { pos: number; dimension: number } | null = null;

  const placeCursor = (): void => {
    if (!selected) {
      cursor.attr('visibility', 'hidden');
      return;
    }
    // Tiny cells still get an outline big enough to see.
    const width = Math.max(geometry.cellWidth, 5);
    const height = Math.max(geometry.cellHeight, 5);
    const x = geometry.left + (selected.dimension + 0.5) * geometry.cellWidth - width / 2;
    const y = geometry.top + (selected.pos + 0.5) * geometry.cellHeight - height / 2;
    outer
      .attr('x', x - 1.5)
      .attr('y', y - 1.5)
      .attr('width', width + 3)
      .attr('height', height + 3);
    inner.attr('x', x).attr('y', y).attr('width', width).attr('height', height);
    cursor.attr('visibility', 'visible');
  };

  return {
    update(layout, table, rows, cols) {
      const { plot } = layout;
      geometry = { left: plot.left, top: plot.top, cellWidth: plot.width / cols, cellHeight: plot.height / rows };
      // "-0.7568" is 7 monospace characters, about 4.2 em wide, plus a little margin.
      const fontSize = Math.min(MAX_FONT_PX, geometry.cellWidth / 4.8, geometry.cellHeight * 0.6);
      const showLabels = rows * cols <= MAX_LABELS && fontSize >= MIN_FONT_PX;
      const count = showLabels ? rows * cols : 0;
      labels.attr('font-size', fontSize.toFixed(1));
      // One <text> per cell, reused across redraws by the data join.
      labels
        .selectAll<SVGTextElement, number>('text')
        .data(Array.from({ length: count }, (_, k) => k))
        .join('text')
        .attr('x', (k) => plot.left + ((k % cols) + 0.5) * geometry.cellWidth)
        .attr('y', (k) => plot.top + (Math.floor(k / cols) + 0.5) * geometry.cellHeight)
        .attr('class', (k) => labelClass(table[k]!))
        .text((k) => formatValue(table[k]!, 4));
      placeCursor();
    },
    select(cell) {
      selected = cell;
      placeCursor();
    },
  };
}
