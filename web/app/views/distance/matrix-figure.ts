// The frame around the PE_t·PE_s heatmap: a square plot, the shared axes for t (down) and s (across)
// and colour bar for −h … h (h = the largest |value| in the matrix, the diagonal's), and the selected
// cell's outline. The cells themselves are painted by the heatmap view's Heatmap class with that domain.
import { select, type Selection } from 'd3-selection';
import { formatNumber } from '../../format.js';
import { createAxes } from '../../figures/axes.js';
import { createColourBar } from '../../figures/colour-bar.js';
import type { FigureLayout } from '../../figures/figure-layout.js';
import { fitSvg } from '../../figures/plot/frame.js';

/** A square plot as wide as fits (at most `maxSide`), with the colour bar to its right. */
export function layoutMatrix(width: number, maxSide: number): FigureLayout {
  const compact = width < 520;
  const margin = compact ? { top: 8, right: 66, bottom: 44, left: 46 } : { top: 8, right: 92, bottom: 46, left: 60 };
  const side = Math.max(120, Math.min(maxSide, Math.floor(width - margin.left - margin.right)));
  const barGap = compact ? 10 : 16;
  return {
    width: margin.left + side + margin.right,
    height: margin.top + side + margin.bottom,
    plot: { left: margin.left, top: margin.top, width: side, height: side },
    colourBar: { left: margin.left + side + barGap, top: margin.top, width: compact ? 10 : 12, height: side },
    compact,
  };
}

export interface MatrixFrame {
  draw(layout: FigureLayout, size: number, half: number): void;
  select(cell: { t: number; s: number } | null): void;
}

/** The bar's label: PE_t · PE_s, with subscripts. */
function writeDotLabel(text: Selection<SVGTextElement, unknown, null, undefined>): void {
  text.append('tspan').text('PE');
  text.append('tspan').attr('class', 'sub').attr('baseline-shift', 'sub').attr('font-size', '9px').text('t');
  text.append('tspan').text(' · PE');
  text.append('tspan').attr('class', 'sub').attr('baseline-shift', 'sub').attr('font-size', '9px').text('s');
}

export function createMatrixFrame(svg: SVGSVGElement): MatrixFrame {
  const root = select(svg);
  // Square plot, the same ticks down as across.
  const drawAxes = createAxes(svg, {
    labels: { x: 'Position s', y: 'Position t' },
    tickSpacing: (layout) => {
      const gap = layout.compact ? 56 : 64;
      return { x: gap, y: gap };
    },
  });
  const drawColourBar = createColourBar(svg, {
    gradientId: 'distance-colour-ramp',
    label: writeDotLabel,
    labelInset: 8,
  });
  const cursor = root.append('g').attr('class', 'cell-cursor').attr('visibility', 'hidden');
  const outer = cursor.append('rect').attr('class', 'cursor-outer');
  const inner = cursor.append('rect').attr('class', 'cursor-inner');

  let geometry = { left: 0, top: 0, cell: 1 };
  let selected: { t: number; s: number } | null = null;

  const placeCursor = (): void => {
    if (!selected) {
      cursor.attr('visibility', 'hidden');
      return;
    }
    const side = Math.max(geometry.cell, 5);
    const x = geometry.left + (selected.s + 0.5) * geometry.cell - side / 2;
    const y = geometry.top + (selected.t + 0.5) * geometry.cell - side / 2;
    outer
      .attr('x', x - 1.5)
      .attr('y', y - 1.5)
      .attr('width', side + 3)
      .attr('height', side + 3);
    inner.attr('x', x).attr('y', y).attr('width', side).attr('height', side);
    cursor.attr('visibility', 'visible');
  };

  return {
    draw(layout, size, half) {
      const { plot } = layout;
      fitSvg(svg, layout);
      drawAxes(layout, size, size);
      drawColourBar(layout, {
        domain: [-half, half],
        ticks: layout.compact ? [-half, 0, half] : [-half, -half / 2, 0, half / 2, half],
        format: (value) => formatNumber(value, 4).replace('-', '−'),
      });

      geometry = { left: plot.left, top: plot.top, cell: plot.width / size };
      placeCursor();
    },
    select(cell) {
      selected = cell;
      placeCursor();
    },
  };
}
