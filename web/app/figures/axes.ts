// SVG axes around the heatmap: positions down the left, encoding dimensions along the bottom.
// Ticks sit at cell centres and only on whole indices, however few cells there are.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import type { FigureLayout } from './figure-layout.js';

/** Maps a cell index to the centre of its band: cell k spans [k, k + 1) × size / count. */
export function cellScale(count: number, size: number): ScaleLinear<number, number> {
  return scaleLinear()
    .domain([-0.5, count - 0.5])
    .range([0, size]);
}

function indexTicks(count: number, approximate: number): number[] {
  if (count <= 1) return [0];
  return scaleLinear()
    .domain([0, count - 1])
    .ticks(Math.max(2, approximate))
    .filter(Number.isInteger);
}

export function createAxes(svg: SVGSVGElement): (layout: FigureLayout, rows: number, cols: number) => void {
  const root = select(svg).append('g').attr('class', 'axes');
  const xAxis = root.append('g').attr('class', 'axis axis-x');
  const yAxis = root.append('g').attr('class', 'axis axis-y');
  const xLabel = root
    .append('text')
    .attr('class', 'axis-label')
    .attr('text-anchor', 'middle')
    .text('Encoding dimension');
  const yLabel = root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text('Position index');

  return (layout, rows, cols) => {
    const { plot } = layout;
    const x = cellScale(cols, plot.width);
    const y = cellScale(rows, plot.height);
    xAxis.attr('transform', `translate(${plot.left},${plot.top + plot.height})`).call(
      axisBottom(x)
        .tickValues(indexTicks(cols, Math.floor(plot.width / 64)))
        .tickFormat(String)
        .tickSizeOuter(0),
    );
    yAxis.attr('transform', `translate(${plot.left},${plot.top})`).call(
      axisLeft(y)
        .tickValues(indexTicks(rows, Math.floor(plot.height / 36)))
        .tickFormat(String)
        .tickSizeOuter(0),
    );
    xLabel.attr('x', plot.left + plot.width / 2).attr('y', plot.top + plot.height + (layout.compact ? 38 : 40));
    yLabel.attr('transform', `translate(${layout.compact ? 12 : 14},${plot.top + plot.height / 2}) rotate(-90)`);
  };
}
