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

/** One piece of an axis title; `sub` pieces are subscripts. */
export interface TitlePiece {
  text: string;
  sub: boolean;
}

/** A title's pieces, each `_{…}` a subscript (empty pieces dropped); null: no subscript, plain text. */
export function titlePieces(text: string): TitlePiece[] | null {
  const pieces = text.split(/_\{([^}]*)\}/);
  if (pieces.length === 1) return null;
  return pieces.map((piece, k) => ({ text: piece, sub: k % 2 === 1 })).filter((piece) => piece.text !== '');
}

/** Writes a title: plain text, or a tspan per piece with each `_{…}` a subscript. */
function writeTitle(title: Selection<SVGTextElement, unknown, null, undefined>, text: string): void {
  const pieces = titlePieces(text);
  if (pieces === null) title.text(text);
  else
    for (const piece of pieces) {
      const span = title.append('tspan').text(piece.text);
      if (piece.sub) span.attr('class', 'sub').attr('baseline-shift', 'sub').attr('font-size', '0.75em');
    }
}

/** A grid line across the plot at y(value): zero's has the class "zero". */
export interface GridLine {
  className: string | null;
  x1: number;
  x2: number;
  y1: number;
  y2: number;
}

export function gridLines(frame: PlotFrame, y: AxisScale<number>, values: readonly number[]): GridLine[] {
  return values.map((value) => {
    const at = y(value) ?? 0;
    return { className: value === 0 ? 'zero' : null, x1: frame.plot.left, x2: plotRight(frame), y1: at, y2: at };
  });
}

/** Where the titles go: the x title's middle and baseline, the rotated y title's transform. */
export function titlePlacement(
  frame: PlotFrame,
  options: Pick<AxesOptions, 'xLabelGap' | 'yLabelX'>,
): { x: { x: number; y: number }; yTransform: string } {
  const { plot } = frame;
  const yLabelX = options.yLabelX ?? (frame.compact ? 12 : 14);
  return {
    x: { x: plot.left + plot.width / 2, y: plotBottom(frame) + (options.xLabelGap ?? (frame.compact ? 38 : 40)) },
    yTransform: `translate(${yLabelX},${plot.top + plot.height / 2}) rotate(-90)`,
  };
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
        .selectAll<SVGLineElement, GridLine>('line')
        .data(gridLines(frame, y, gridValues))
        .join('line')
        .attr('class', (line) => line.className)
        .attr('x1', (line) => line.x1)
        .attr('x2', (line) => line.x2)
        .attr('y1', (line) => line.y1)
        .attr('y2', (line) => line.y2);
      const titles = titlePlacement(frame, options);
      xLabel.attr('x', titles.x.x).attr('y', titles.x.y);
      yLabel.attr('transform', titles.yTransform);
    },
  };
}
