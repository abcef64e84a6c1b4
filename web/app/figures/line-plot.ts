// An SVG line plot shared by the curves view (PE value against position) and the distance view
// (PE_t·PE_{t+k} against t): axes, light grid lines, one <path> per series, optional end labels.
// Paths are built as strings; a series longer than twice the plot's width in pixels is reduced to
// the first, lowest, highest and last point of each pixel column, which draws the same picture.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { select, type Selection } from 'd3-selection';
import type { PlotFrame } from './plot/frame.js';
import { seriesClass } from './series-colours.js';

// The frame is the plot kit's (plot/frame.ts); its users import it from here too.
export { plotFrame, type PlotFrame } from './plot/frame.js';

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

function pathData(
  series: LineSeries,
  x: ScaleLinear<number, number>,
  y: ScaleLinear<number, number>,
  pixels: number,
): string {
  const parts: string[] = [];
  const point = (px: number, py: number) =>
    parts.push(`${parts.length === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`);
  if (series.count <= 2 * pixels) {
    for (let k = 0; k < series.count; k++) point(x(series.firstX + k), y(series.value(k)));
    return parts.join('');
  }
  // M4 reduction: per pixel column keep first, min, max, last, in drawing order.
  let column = Number.NaN;
  let first = 0,
    last = 0,
    low = 0,
    high = 0,
    lowAt = 0,
    highAt = 0;
  const flush = (): void => {
    if (Number.isNaN(column)) return;
    const px = column + 0.5;
    point(px, y(first));
    if (lowAt < highAt) {
      point(px, y(low));
      point(px, y(high));
    } else {
      point(px, y(high));
      point(px, y(low));
    }
    point(px, y(last));
  };
  for (let k = 0; k < series.count; k++) {
    const v = series.value(k);
    const c = Math.floor(x(series.firstX + k));
    if (c !== column) {
      flush();
      column = c;
      first = low = high = v;
      lowAt = highAt = k;
    }
    if (v < low) {
      low = v;
      lowAt = k;
    }
    if (v > high) {
      high = v;
      highAt = k;
    }
    last = v;
  }
  flush();
  return parts.join('');
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

/** Writes `text` into an SVG <text>, turning each `_{…}` into a subscript tspan. */
function setLabel(label: Selection<SVGTextElement, unknown, null, undefined>, text: string): void {
  label.selectAll('tspan').remove();
  for (const [k, piece] of text.split(/_\{([^}]*)\}/).entries()) {
    if (piece === '') continue;
    const span = label.append('tspan').text(piece);
    if (k % 2 === 1) span.attr('class', 'sub').attr('baseline-shift', 'sub').attr('font-size', '0.75em');
  }
}

export class LinePlot {
  readonly x = scaleLinear();
  readonly y = scaleLinear();
  private readonly root: Selection<SVGGElement, unknown, null, undefined>;
  private readonly grid: Selection<SVGGElement, unknown, null, undefined>;
  private readonly xAxis: Selection<SVGGElement, unknown, null, undefined>;
  private readonly yAxis: Selection<SVGGElement, unknown, null, undefined>;
  private readonly lines: Selection<SVGGElement, unknown, null, undefined>;
  private readonly labels: Selection<SVGGElement, unknown, null, undefined>;
  private readonly xLabel: Selection<SVGTextElement, unknown, null, undefined>;
  private readonly yLabel: Selection<SVGTextElement, unknown, null, undefined>;

  /** Axis titles; `_{…}` marks a subscript ("PE_{t}"). */
  constructor(
    private readonly svg: SVGSVGElement,
    labels: { x: string; y: string },
  ) {
    this.root = select(svg).append('g').attr('class', 'line-plot');
    this.grid = this.root.append('g').attr('class', 'plot-grid');
    this.xAxis = this.root.append('g').attr('class', 'axis axis-x');
    this.yAxis = this.root.append('g').attr('class', 'axis axis-y');
    this.lines = this.root.append('g').attr('class', 'plot-lines');
    this.labels = this.root.append('g').attr('class', 'plot-end-labels');
    this.xLabel = this.root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle');
    this.yLabel = this.root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle');
    setLabel(this.xLabel, labels.x);
    setLabel(this.yLabel, labels.y);
  }

  /** A layer above the lines for a view's own marks (hover rule, dots). */
  layer(className: string): Selection<SVGGElement, unknown, null, undefined> {
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
    const svg = this.svg;
    svg.setAttribute('width', String(frame.width));
    svg.setAttribute('height', String(frame.height));
    svg.setAttribute('viewBox', `0 0 ${frame.width} ${frame.height}`);
    const x = this.x
      .domain(xDomain[0] === xDomain[1] ? [xDomain[0] - 0.5, xDomain[1] + 0.5] : xDomain)
      .range([plot.left, plot.left + plot.width]);
    const y = this.y.domain(yDomain).range([plot.top + plot.height, plot.top]);

    const xTicks = x.ticks(Math.max(2, Math.floor(plot.width / (frame.compact ? 60 : 80)))).filter(Number.isInteger);
    this.xAxis
      .attr('transform', `translate(0,${plot.top + plot.height})`)
      .call(axisBottom(x).tickValues(xTicks).tickFormat(String).tickSizeOuter(0));
    this.yAxis.attr('transform', `translate(${plot.left},0)`).call(axisLeft(y).tickValues(yTicks).tickSizeOuter(0));
    this.grid
      .selectAll<SVGLineElement, number>('line')
      .data(yTicks)
      .join('line')
      .attr('class', (v) => (v === 0 ? 'zero' : null))
      .attr('x1', plot.left)
      .attr('x2', plot.left + plot.width)
      .attr('y1', (v) => y(v))
      .attr('y2', (v) => y(v));
    this.xLabel.attr('x', plot.left + plot.width / 2).attr('y', plot.top + plot.height + (frame.compact ? 38 : 40));
    this.yLabel.attr('transform', `translate(${frame.compact ? 12 : 14},${plot.top + plot.height / 2}) rotate(-90)`);

    this.lines
      .selectAll<SVGPathElement, LineSeries>('path')
      .data(series, (s) => s.key)
      .join('path')
      .attr('class', (s) => `series-line ${seriesClass(s.slot)}${s.dashed ? ' dashed' : ''}`)
      .attr('data-key', (s) => s.key)
      .attr('d', (s) => pathData(s, x, y, plot.width));

    const labelled = series.filter((s) => s.endLabel !== undefined && s.count > 0);
    const wanted = labelled.map((s) => y(s.value(s.count - 1)));
    const placed = spreadLabels(wanted, 13, plot.top, plot.top + plot.height);
    this.labels
      .selectAll<SVGTextElement, LineSeries>('text')
      .data(labelled, (s) => s.key)
      .join('text')
      .attr('class', (s) => `plot-end-label ${seriesClass(s.slot)}`)
      .attr('x', plot.left + plot.width + 6)
      .attr('y', (_s, k) => placed[k]!)
      .text((s) => s.endLabel!);
  }
}
