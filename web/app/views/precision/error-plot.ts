// One panel of the precision lab: errors against position, both axes logarithmic, one dot per
// sampled position and arithmetic. Dots, not lines: bfloat16 and float16 errors jump between
// "fine" (a position the format holds) and "a radian off" (one it rounds), and a line through
// those jumps would paint a solid band that is not in the data. An infinite error (a position the
// format cannot hold at all) is drawn in a band above the plot marked ∞; an error of exactly 0 or
// below the axis sits on its bottom edge.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLog, type ScaleLogarithmic } from 'd3-scale';
import type { Selection } from 'd3-selection';
import type { Box } from '../../figures/figure-layout.js';
import { powerOfTen } from '../../figures/power-of-ten.js';
import { seriesClass } from '../../figures/series-colours.js';

export interface DotSeries {
  /** data-key of the path: the arithmetic. */
  key: string;
  slot: number;
  /** Dot diameter in px (a wider dot drawn first shows as a ring around an equal one on top). */
  size: number;
  values: Float64Array;
}

export interface Marker {
  /** Where the rule stands, a position. */
  at: number;
  label: string;
  slot: number;
}

/** Height of the ∞ band above each plot. */
export const INFINITY_BAND = 26;

function powers(from: number, to: number, step: number): number[] {
  const ticks: number[] = [];
  for (let k = from; k <= to; k += step) ticks.push(10 ** k);
  return ticks;
}

export class ErrorPlot {
  readonly x: ScaleLogarithmic<number, number> = scaleLog();
  readonly y: ScaleLogarithmic<number, number> = scaleLog();
  #box: Box = { left: 0, top: 0, width: 1, height: 1 };
  private readonly title: Selection<SVGTextElement, unknown, null, undefined>;
  private readonly band: Selection<SVGGElement, unknown, null, undefined>;
  private readonly grid: Selection<SVGGElement, unknown, null, undefined>;
  private readonly markers: Selection<SVGGElement, unknown, null, undefined>;
  private readonly xAxis: Selection<SVGGElement, unknown, null, undefined>;
  private readonly yAxis: Selection<SVGGElement, unknown, null, undefined>;
  private readonly dots: Selection<SVGGElement, unknown, null, undefined>;
  private readonly xLabel: Selection<SVGTextElement, unknown, null, undefined>;
  private readonly yLabel: Selection<SVGTextElement, unknown, null, undefined>;
  /** The reader's cursor: a rule and one ring per series, above the dots. */
  readonly cursor: Selection<SVGGElement, unknown, null, undefined>;

  constructor(root: Selection<SVGGElement, unknown, null, undefined>, yLabel: string) {
    this.title = root.append('text').attr('class', 'error-plot-title');
    this.band = root.append('g').attr('class', 'error-plot-infinity');
    this.grid = root.append('g').attr('class', 'plot-grid');
    this.markers = root.append('g').attr('class', 'error-plot-markers');
    this.xAxis = root.append('g').attr('class', 'axis axis-x');
    this.yAxis = root.append('g').attr('class', 'axis axis-y');
    this.dots = root.append('g').attr('class', 'error-plot-dots');
    this.cursor = root.append('g').attr('class', 'error-plot-cursor').attr('visibility', 'hidden');
    this.xLabel = root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text('Position');
    this.yLabel = root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text(yLabel);
  }

  get box(): Box {
    return this.#box;
  }

  /** The y of a value: the ∞ band for +∞, the bottom edge for 0 and anything under the axis. */
  yOf(value: number): number {
    if (value === Infinity) return this.#box.top - 16;
    const [low] = this.y.domain() as [number, number];
    return this.y(Math.max(low, value));
  }

  draw(
    box: Box,
    title: string,
    positions: readonly number[],
    series: readonly DotSeries[],
    xDomain: [number, number],
    yDomain: [number, number],
    markers: readonly Marker[],
    compact: boolean,
  ): void {
    this.#box = box;
    const x = this.x.domain(xDomain).range([box.left, box.left + box.width]);
    const y = this.y.domain(yDomain).range([box.top + box.height, box.top]);
    const [xFrom, xTo] = xDomain.map((v) => Math.round(Math.log10(v))) as [number, number];
    const [yFrom, yTo] = yDomain.map((v) => Math.round(Math.log10(v))) as [number, number];
    const xTicks = powers(xFrom, xTo, box.width < 260 ? 2 : 1);
    const yTicks = powers(yFrom, yTo - 1, box.height < 220 ? 4 : 2);

    this.title
      .attr('x', box.left)
      .attr('y', box.top - INFINITY_BAND - 6)
      .text(title);
    this.xAxis.attr('transform', `translate(0,${box.top + box.height})`).call(
      axisBottom(x)
        .tickValues(xTicks)
        .tickFormat((v) => powerOfTen(Number(v)))
        .tickSizeOuter(0),
    );
    this.yAxis.attr('transform', `translate(${box.left},0)`).call(
      axisLeft(y)
        .tickValues(yTicks)
        .tickFormat((v) => powerOfTen(Number(v)))
        .tickSizeOuter(0),
    );
    this.grid
      .selectAll<SVGLineElement, number>('line')
      .data(yTicks)
      .join('line')
      .attr('x1', box.left)
      .attr('x2', box.left + box.width)
      .attr('y1', (v) => y(v))
      .attr('y2', (v) => y(v));
    this.band.selectAll('*').remove();
    this.band
      .append('line')
      .attr('x1', box.left)
      .attr('x2', box.left + box.width)
      .attr('y1', box.top - 7)
      .attr('y2', box.top - 7);
    this.band
      .append('text')
      .attr('x', box.left - 9)
      .attr('y', box.top - 16)
      .attr('text-anchor', 'end')
      .text('∞');
    this.xLabel.attr('x', box.left + box.width / 2).attr('y', box.top + box.height + (compact ? 36 : 40));
    this.yLabel.attr(
      'transform',
      `translate(${box.left - (compact ? 40 : 46)},${box.top + box.height / 2}) rotate(-90)`,
    );

    const shown = markers.filter((marker) => marker.at >= xDomain[0] && marker.at <= xDomain[1]);
    const rules = this.markers
      .selectAll<SVGGElement, Marker>('g')
      .data(shown, (marker) => marker.label)
      .join((enter) => {
        const group = enter.append('g');
        group.append('line');
        group.append('text');
        return group;
      })
      .attr('class', (marker) => `error-plot-marker ${seriesClass(marker.slot)}`)
      .attr('data-at', (marker) => marker.at);
    rules
      .select('line')
      .attr('x1', (marker) => x(marker.at))
      .attr('x2', (marker) => x(marker.at))
      .attr('y1', box.top - INFINITY_BAND)
      .attr('y2', box.top + box.height);
    rules
      .select('text')
      .attr('x', (marker) => x(marker.at) + 3)
      // In the top decade, which no finite error reaches (cos, sin and their errors stay under 3).
      .attr('y', (_marker, k) => box.top + 12 + 13 * (k % 2))
      .text((marker) => marker.label);

    this.dots
      .selectAll<SVGPathElement, DotSeries>('path')
      .data(series, (s) => s.key)
      .join('path')
      .attr('class', (s) => `error-dots ${seriesClass(s.slot)}`)
      .attr('data-key', (s) => s.key)
      // Zero-length segments with round caps: one dot per point, in one element per series.
      .attr('stroke-width', (s) => (compact ? 0.75 : 1) * s.size)
      .attr('stroke-linecap', 'round')
      .attr('fill', 'none')
      .attr('d', (s) => {
        const parts: string[] = [];
        positions.forEach((position, k) => {
          const value = s.values[k]!;
          if (Number.isNaN(value) || position < xDomain[0] || position > xDomain[1]) return;
          parts.push(`M${x(position).toFixed(1)},${this.yOf(value).toFixed(1)}h0`);
        });
        return parts.join('');
      });
  }

  /** Puts the cursor at `position`, ringing each series' value there (or hides it: null). */
  showCursor(position: number | null, values: readonly { slot: number; value: number }[]): void {
    this.cursor.attr('visibility', position === null ? 'hidden' : 'visible');
    if (position === null) return;
    const px = this.x(position);
    const box = this.#box;
    this.cursor
      .selectAll<SVGLineElement, number>('line')
      .data([px])
      .join('line')
      .attr('x1', px)
      .attr('x2', px)
      .attr('y1', box.top - INFINITY_BAND)
      .attr('y2', box.top + box.height);
    this.cursor
      .selectAll<SVGCircleElement, { slot: number; value: number }>('circle')
      .data(values)
      .join('circle')
      .attr('class', (entry) => `error-cursor-ring ${seriesClass(entry.slot)}`)
      .attr('r', 5)
      .attr('cx', px)
      .attr('cy', (entry) => this.yOf(entry.value));
  }
}
