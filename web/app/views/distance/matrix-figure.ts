// The frame around the PE_t·PE_s heatmap: a square plot, axes for t (down) and s (across), a
// colour bar for −h … h (h = the largest |value| in the matrix, the diagonal's), and the selected
// cell's outline. The cells themselves are painted by the heatmap view's Heatmap class with that domain.
import { axisBottom, axisLeft, axisRight } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { formatNumber } from '../../format.js';
import { cellScale } from '../../figures/axes.js';
import type { FigureLayout } from '../../figures/figure-layout.js';
import { viridisRgb } from '../../figures/heatmap.js';

const STOPS = 16;

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

function indexTicks(count: number, approximate: number): number[] {
  if (count <= 1) return [0];
  return scaleLinear()
    .domain([0, count - 1])
    .ticks(Math.max(2, approximate))
    .filter(Number.isInteger);
}

export interface MatrixFrame {
  draw(layout: FigureLayout, size: number, half: number): void;
  select(cell: { t: number; s: number } | null): void;
}

export function createMatrixFrame(svg: SVGSVGElement): MatrixFrame {
  const root = select(svg);
  const gradientId = 'distance-colour-ramp';
  const gradient = root
    .append('defs')
    .append('linearGradient')
    .attr('id', gradientId)
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
  const axes = root.append('g').attr('class', 'axes');
  const xAxis = axes.append('g').attr('class', 'axis axis-x');
  const yAxis = axes.append('g').attr('class', 'axis axis-y');
  const xLabel = axes.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text('Position s');
  const yLabel = axes.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text('Position t');
  const bar = root.append('g').attr('class', 'colour-bar');
  const ramp = bar.append('rect').attr('class', 'colour-bar-ramp').attr('fill', `url(#${gradientId})`);
  const barAxis = bar.append('g').attr('class', 'axis axis-colour');
  const barLabel = bar.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle');
  barLabel.append('tspan').text('PE');
  barLabel.append('tspan').attr('class', 'sub').attr('baseline-shift', 'sub').attr('font-size', '9px').text('t');
  barLabel.append('tspan').text(' · PE');
  barLabel.append('tspan').attr('class', 'sub').attr('baseline-shift', 'sub').attr('font-size', '9px').text('s');
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
      const { plot, colourBar: box } = layout;
      svg.setAttribute('width', String(layout.width));
      svg.setAttribute('height', String(layout.height));
      svg.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
      const x = cellScale(size, plot.width);
      const y = cellScale(size, plot.height);
      const ticks = indexTicks(size, Math.floor(plot.width / (layout.compact ? 56 : 64)));
      xAxis
        .attr('transform', `translate(${plot.left},${plot.top + plot.height})`)
        .call(axisBottom(x).tickValues(ticks).tickFormat(String).tickSizeOuter(0));
      yAxis
        .attr('transform', `translate(${plot.left},${plot.top})`)
        .call(axisLeft(y).tickValues(ticks).tickFormat(String).tickSizeOuter(0));
      xLabel.attr('x', plot.left + plot.width / 2).attr('y', plot.top + plot.height + (layout.compact ? 38 : 40));
      yLabel.attr('transform', `translate(${layout.compact ? 12 : 14},${plot.top + plot.height / 2}) rotate(-90)`);

      ramp.attr('x', box.left).attr('y', box.top).attr('width', box.width).attr('height', box.height);
      const scale = scaleLinear().domain([-half, half]).range([box.height, 0]);
      const barTicks = layout.compact ? [-half, 0, half] : [-half, -half / 2, 0, half / 2, half];
      barAxis.attr('transform', `translate(${box.left + box.width},${box.top})`).call(
        axisRight(scale)
          .tickValues(barTicks)
          .tickFormat((v) => formatNumber(Number(v), 4).replace('-', '−'))
          .tickSizeOuter(0),
      );
      barLabel.attr('transform', `translate(${layout.width - 8},${box.top + box.height / 2}) rotate(-90)`);

      geometry = { left: plot.left, top: plot.top, cell: plot.width / size };
      placeCursor();
    },
    select(cell) {
      selected = cell;
      placeCursor();
    },
  };
}
