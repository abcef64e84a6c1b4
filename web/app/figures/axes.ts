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

export interface AxesOptions {
  /** The axes' titles (default: the PE table's, "Encoding dimension" across, "Position index" down). */
  labels?: { x: string; y: string };
  /** About how many CSS px apart the ticks are (default: 64 across, 36 down). */
  tickSpacing?: (layout: FigureLayout) => { x: number; y: number };
}

const TABLE_LABELS = { x: 'Encoding dimension', y: 'Position index' };
const TABLE_TICK_SPACING = { x: 64, y: 36 };

export function createAxes(
  svg: SVGSVGElement,
  options: AxesOptions = {},
): (layout: FigureLayout, rows: number, cols: number) => void {
  const labels = options.labels ?? TABLE_LABELS;
  const root = select(svg).append('g').attr('class', 'axes');
  const xAxis = root.append('g').attr('class', 'axis axis-x');
  const yAxis = root.append('g').attr('class', 'axis axis-y');
  const xLabel = root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text(labels.x);
  const yLabel = root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text(labels.y);

  return (layout, rows, cols) => {
    const { plot } = layout;
    const spacing = options.tickSpacing?.(layout) ?? TABLE_TICK_SPACING;
    const x = cellScale(cols, plot.width);
    const y = cellScale(rows, plot.height);
    xAxis.attr('transform', `translate(${plot.left},${plot.top + plot.height})`).call(
      axisBottom(x)
        .tickValues(indexTicks(cols, Math.floor(plot.width / spacing.x)))
        .tickFormat(String)
        .tickSizeOuter(0),
    );
    yAxis.attr('transform', `translate(${plot.left},${plot.top})`).call(
      axisLeft(y)
        .tickValues(indexTicks(rows, Math.floor(plot.height / spacing.y)))
        .tickFormat(String)
        .tickSizeOuter(0),
    );
    xLabel.attr('x', plot.left + plot.width / 2).attr('y', plot.top + plot.height + (layout.compact ? 38 : 40));
    yLabel.attr('transform', `translate(${layout.compact ? 12 : 14},${plot.top + plot.height / 2}) rotate(-90)`);
  };
}
