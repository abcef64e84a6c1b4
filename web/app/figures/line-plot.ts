// An SVG line plot shared by the curves, distance, attention and RoPE views (PE value against
// position, PE_t·PE_{t+k} against t, a score against a distance): one <path> per series and
// optional end labels, on the plot kit's frame and axes (plot/) with light grid lines at the y
// ticks. A view draws its own cursor into a layer above the lines.
import { scaleLinear } from 'd3-scale';
import { select, type Selection } from 'd3-selection';
import { createPlotAxes, type PlotAxes } from './plot/axes.js';
import { fitSvg, plotBottom, plotRight, type PlotFrame } from './plot/frame.js';
import { linePath } from './plot/line-path.js';
import { seriesClass } from './series-colours.js';

// The frame is the plot kit's (plot/frame.ts); its users import it from here too.
export { plotFrame, type PlotFrame } from './plot/frame.js';

type Layer = Selection<SVGGElement, unknown, null, undefined>;

export interface LineSeries {
  /** Written to the path's data-key (a dimension, a distance k). */
  key: string;
  /** Colour slot 0…7. */
  slot: number;
  dashed?: boolean;
  /** x of the first value; value k is drawn at firstX + k. */
  firstX: number;
  count: number;
  value(k: number): number;
  /** Text at the right end of the line (the distance view's "k = 5"). */
  endLabel?: string;
}

/** Spreads labels wanted at `ys` so that none is closer than `gap` to the next; keeps order. */
function spreadLabels(ys: number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed = order.map((entry) => entry.y);
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k]!, placed[k - 1]! + gap);
  const overflow = (placed[placed.length - 1] ?? bottom) - bottom;
  if (overflow > 0) for (let k = 0; k < placed.length; k++) placed[k] = placed[k]! - overflow;
  for (let k = placed.length - 2; k >= 0; k--) placed[k] = Math.min(placed[k]!, placed[k + 1]! - gap);
  const result = new Array<number>(ys.length);
  order.forEach((entry, k) => {
    result[entry.index] = Math.max(top - gap, placed[k]!);
  });
  return result;
}

export class LinePlot {
  readonly x = scaleLinear();
  readonly y = scaleLinear();
  private readonly root: Layer;
  private readonly axes: PlotAxes;
  private readonly lines: Layer;
  private readonly labels: Layer;

  /** Axis titles; `_{…}` marks a subscript ("PE_{t}"). */
  constructor(
    private readonly svg: SVGSVGElement,
    labels: { x: string; y: string },
  ) {
    this.root = select(svg).append('g').attr('class', 'line-plot');
    this.axes = createPlotAxes(this.root, { xLabel: labels.x, yLabel: labels.y });
    this.lines = this.root.append('g').attr('class', 'plot-lines');
    this.labels = this.root.append('g').attr('class', 'plot-end-labels');
  }

  /** A layer above the lines for a view's own marks (hover rule, dots). */
  layer(className: string): Layer {
    return this.root.append('g').attr('class', className);
  }

  draw(
    frame: PlotFrame,
    series: readonly LineSeries[],
    xDomain: [number, number],
    yDomain: [number, number],
    yTicks: number[],
  ): void {
    const { plot } = frame;
    fitSvg(this.svg, frame);
    const x = this.x
      .domain(xDomain[0] === xDomain[1] ? [xDomain[0] - 0.5, xDomain[1] + 0.5] : xDomain)
      .range([plot.left, plotRight(frame)]);
    const y = this.y.domain(yDomain).range([plotBottom(frame), plot.top]);
    const xTicks = x.ticks(Math.max(2, Math.floor(plot.width / (frame.compact ? 60 : 80)))).filter(Number.isInteger);
    this.axes.draw(frame, { x, y, xAxis: { ticks: xTicks, format: String }, yAxis: { ticks: yTicks }, grid: yTicks });

    this.lines
      .selectAll<SVGPathElement, LineSeries>('path')
      .data(series, (s) => s.key)
      .join('path')
      .attr('class', (s) => `series-line ${seriesClass(s.slot)}${s.dashed ? ' dashed' : ''}`)
      .attr('data-key', (s) => s.key)
      .attr('d', (s) => linePath({ count: s.count, x: (k) => x(s.firstX + k), value: s.value }, y, plot.width));

    const labelled = series.filter((s) => s.endLabel !== undefined && s.count > 0);
    const wanted = labelled.map((s) => y(s.value(s.count - 1)));
    const placed = spreadLabels(wanted, 13, plot.top, plotBottom(frame));
    this.labels
      .selectAll<SVGTextElement, LineSeries>('text')
      .data(labelled, (s) => s.key)
      .join('text')
      .attr('class', (s) => `plot-end-label ${seriesClass(s.slot)}`)
      .attr('x', plotRight(frame) + 6)
      .attr('y', (_s, k) => placed[k]!)
      .text((s) => s.endLabel!);
  }
}
