// The plot kit's axes: a bottom and a left axis on the frame's edges, their titles (`_{…}` in a title
// is a subscript), and light grid lines across the plot at chosen y values (zero a little
// stronger). Drawn into layers made once, so a redraw updates them in place.
import { axisBottom, axisLeft } from 'd3-axis';
import type { AxisScale } from 'd3-axis';
import type { Selection } from 'd3-selection';
import { plotBottom, plotRight, type PlotFrame } from './frame.js';

type Layer = Selection<SVGGElement, unknown, null, undefined>;

export interface AxisOptions {
  /** The tick values (the caller chooses them: whole indices, decades, …). */
  ticks: number[];
  /** Default: d3's format for the scale. */
  format?: (value: number) => string;
  /** The ticks at the ends of the domain line (d3's tickSizeOuter); default 0. */
  outerTickSize?: number;
}

export interface AxesDraw {
  x: AxisScale<number>;
  y: AxisScale<number>;
  xAxis: AxisOptions;
  yAxis: AxisOptions;
  /** Grid lines at these y values (none by default). */
  grid?: number[];
}

export interface AxesOptions {
  /** Axis titles; `_{…}` marks a subscript ("PE_{t}"). */
  xLabel: string;
  yLabel: string;
  /** The x title's baseline below the plot (default 38 px when compact, else 40). */
  xLabelGap?: number;
  /** The rotated y title's x (default 12 px when compact, else 14). */
  yLabelX?: number;
}

export interface PlotAxes {
  draw(frame: PlotFrame, draw: AxesDraw): void;
}

/** Writes a title: plain text, or a tspan per piece with each `_{…}` a subscript. */
function writeTitle(title: Selection<SVGTextElement, unknown, null, undefined>, text: string): void {
  const pieces = text.split(/_\{([^}]*)\}/);
  if (pieces.length === 1) title.text(text);
  else
    pieces.forEach((piece, k) => {
      if (piece === '') return;
      const span = title.append('tspan').text(piece);
      if (k % 2 === 1) span.attr('class', 'sub').attr('baseline-shift', 'sub').attr('font-size', '0.75em');
    });
}

/** Grid, axes and titles, as layers of `root` (the grid first, under everything the chart adds later). */
export function createPlotAxes(root: Layer, options: AxesOptions): PlotAxes {
  const grid = root.append('g').attr('class', 'plot-grid');
  const xAxis = root.append('g').attr('class', 'axis axis-x');
  const yAxis = root.append('g').attr('class', 'axis axis-y');
  const xLabel = root.append('text').attr('class', 'axis-label axis-label-x').attr('text-anchor', 'middle');
  const yLabel = root.append('text').attr('class', 'axis-label axis-label-y').attr('text-anchor', 'middle');
  writeTitle(xLabel, options.xLabel);
  writeTitle(yLabel, options.yLabel);
  return {
    draw(frame, { x, y, xAxis: xOptions, yAxis: yOptions, grid: gridValues = [] }) {
      const { plot } = frame;
      const bottom = axisBottom(x)
        .tickValues(xOptions.ticks)
        .tickSizeOuter(xOptions.outerTickSize ?? 0);
      if (xOptions.format) bottom.tickFormat((v) => xOptions.format!(Number(v)));
      const left = axisLeft(y)
        .tickValues(yOptions.ticks)
        .tickSizeOuter(yOptions.outerTickSize ?? 0);
      if (yOptions.format) left.tickFormat((v) => yOptions.format!(Number(v)));
      xAxis.attr('transform', `translate(0,${plotBottom(frame)})`).call(bottom);
      yAxis.attr('transform', `translate(${plot.left},0)`).call(left);
      grid
        .selectAll<SVGLineElement, number>('line')
        .data(gridValues)
        .join('line')
        .attr('class', (v) => (v === 0 ? 'zero' : null))
        .attr('x1', plot.left)
        .attr('x2', plotRight(frame))
        .attr('y1', (v) => y(v) ?? 0)
        .attr('y2', (v) => y(v) ?? 0);
      xLabel
        .attr('x', plot.left + plot.width / 2)
        .attr('y', plotBottom(frame) + (options.xLabelGap ?? (frame.compact ? 38 : 40)));
      yLabel.attr(
        'transform',
        `translate(${options.yLabelX ?? (frame.compact ? 12 : 14)},${plot.top + plot.height / 2}) rotate(-90)`,
      );
    },
  };
}
