// The wavelength chart, one for every view that draws one: the wavelength 2π/θ_i of each pair
// against the pair (its index i, or its place 2i/d in the head) on a log axis, one line per rope;
// horizontal rules at lengths (the training length N, a target s·N, a declared context); an
// optional shaded band above a length; dots on chosen pairs of one line; a cursor (a vertical
// line, a dot on a line, or both). The θ_i come from the package (ropeFrequencies' invFreq): this
// file only draws them. A pair that stands still (θ_i = 0) breaks its line.
import { scaleLinear, scaleLog } from 'd3-scale';
import { select, type Selection } from 'd3-selection';
import { seriesClass } from './series-colours.js';
import { createPlotAxes, type AxesOptions, type PlotAxes } from './plot/axes.js';
import { createPlotCursor, type CursorOptions, type PlotCursor } from './plot/cursor.js';
import { fitSvg, plotBottom, plotFrame, plotRight, type FrameOptions, type PlotFrame } from './plot/frame.js';
import { drawBand, drawHorizontalRules, type Rule } from './plot/rules.js';

export type { Rule as WavelengthRule } from './plot/rules.js';

export interface WavelengthSeries {
  /** Written to the path's data-key. */
  key: string;
  /** Colour slot (series-colours.css); also written to data-slot. */
  slot: number;
  /** θ_i per pair, radians per position (0: the pair stands still). */
  invFreq: Float64Array;
  dashed?: boolean;
  /** More classes for the path (a view's emphasis). Series are drawn in the order given. */
  className?: string;
}

export interface WavelengthChartOptions {
  /** The class of the chart's root <g>. */
  className: string;
  /** x is the pair index i ('pair': ticks on whole pairs) or its place 2i/d from 0 to 1 ('place'). */
  x: 'pair' | 'place';
  /**
   * 'decades': y runs from the decade under the lowest wavelength or rule to the decade over the
   * highest, with grid lines on the ticked decades. 'padded': from the lowest ÷ 1.5 (at least 1)
   * to twice the highest wavelength or rule, rounded out, no grid; at most 6 decades ticked.
   */
  y: 'decades' | 'padded';
  yFormat: (value: number) => string;
  frame: FrameOptions;
  axes: AxesOptions;
  /** d3's outer tick size on both axes (default 0). */
  outerTickSize?: number;
  /** The cursor's line and dot (see plot/cursor.ts). */
  cursor: CursorOptions;
  /** Rules: the group's class when a rule names none. */
  ruleClass?: string;
}

export interface WavelengthExtras {
  /** Shade the band above this length, with a note. */
  bandAbove?: { value: number; className: string; label: { className: string; text: string } };
  /** Dots on these pairs of series `seriesKey`, in colour `slot`. */
  highlight?: { seriesKey: string; pairs: readonly number[]; slot: number; className: string; radius: number };
}

type Layer = Selection<SVGGElement, unknown, null, undefined>;

const wavelengthOf = (theta: number): number => (2 * Math.PI) / theta;

export class WavelengthChart {
  readonly x = scaleLinear();
  readonly y = scaleLog();
  private series: readonly WavelengthSeries[] = [];
  private frame: PlotFrame | null = null;
  private readonly band: Layer;
  private readonly axes: PlotAxes;
  private readonly rules: Layer;
  private readonly lines: Layer;
  private readonly highlight: Layer;
  private readonly cursor: PlotCursor;

  constructor(
    private readonly svg: SVGSVGElement,
    private readonly options: WavelengthChartOptions,
  ) {
    const root = select(svg).append('g').attr('class', options.className);
    this.band = root.append('g').attr('class', 'wavelength-band');
    this.axes = createPlotAxes(root, options.axes);
    this.rules = root.append('g').attr('class', 'wavelength-rules');
    this.lines = root.append('g').attr('class', 'wavelength-lines');
    this.highlight = root.append('g');
    this.cursor = createPlotCursor(root, options.cursor);
  }

  /** Draws at `width` px; returns the frame (its height is the figure's). */
  draw(
    width: number,
    series: readonly WavelengthSeries[],
    rules: readonly Rule[],
    extras: WavelengthExtras = {},
  ): PlotFrame {
    const { options } = this;
    const frame = plotFrame(width, options.frame);
    this.frame = frame;
    this.series = series;
    fitSvg(this.svg, frame);
    const { plot } = frame;
    const pairs = series[0]?.invFreq.length ?? 1;
    this.x
      .domain(options.x === 'pair' ? [-0.5, Math.max(0.5, pairs - 0.5)] : [0, 1])
      .range([plot.left, plotRight(frame)]);
    const yTicks = this.fitY(frame, series, rules);

    const xCount = options.x === 'pair' ? Math.max(2, Math.floor(plot.width / 70)) : frame.compact ? 4 : 8;
    const xTicks = this.x.ticks(xCount);
    this.axes.draw(frame, {
      x: this.x,
      y: this.y,
      xAxis: {
        ticks: options.x === 'pair' ? xTicks.filter((v) => Number.isInteger(v) && v >= 0) : xTicks,
        format: options.x === 'pair' ? String : this.x.tickFormat(xCount),
        outerTickSize: options.outerTickSize,
      },
      yAxis: { ticks: yTicks, format: options.yFormat, outerTickSize: options.outerTickSize },
      grid: options.y === 'decades' ? yTicks : [],
    });

    const band = extras.bandAbove;
    drawBand(
      this.band,
      frame,
      band ? { className: band.className, from: { y: this.y(band.value) }, label: band.label } : null,
    );
    drawHorizontalRules(
      this.rules,
      frame,
      (value) => this.y(value),
      rules.map((rule) => ({ ...rule, className: rule.className ?? options.ruleClass })),
    );
    this.lines
      .selectAll<SVGPathElement, WavelengthSeries>('path')
      .data(series)
      .join('path')
      .attr(
        'class',
        (s) => `series-line ${seriesClass(s.slot)}${s.dashed ? ' dashed' : ''}${s.className ? ` ${s.className}` : ''}`,
      )
      .attr('data-key', (s) => s.key)
      .attr('data-slot', (s) => s.slot)
      .attr('d', (s) => this.path(s.invFreq));

    const marked = extras.highlight;
    const on = marked && series.find((s) => s.key === marked.seriesKey);
    this.highlight.attr('class', marked ? `${marked.className} ${seriesClass(marked.slot)}` : null);
    this.highlight
      .selectAll<SVGCircleElement, number>('circle')
      .data(on ? marked.pairs.filter((i) => on.invFreq[i]! > 0) : [])
      .join('circle')
      .attr('data-pair', String)
      .attr('r', marked?.radius ?? 0)
      .attr('cx', (i) => this.xOf(i, pairs))
      .attr('cy', (i) => this.y(wavelengthOf(on!.invFreq[i]!)));
    return frame;
  }

  /** Moves the cursor to `pair`, with a dot on series `index` (none: the line only). */
  mark(pair: number, index?: number): void {
    const frame = this.frame;
    if (!frame) return;
    const s = index === undefined ? undefined : this.series[index];
    const pairs = (s ?? this.series[0])?.invFreq.length ?? 1;
    const theta = s?.invFreq[pair] ?? 0;
    const dots = s && theta > 0 ? [{ slot: s.slot, y: this.y(wavelengthOf(theta)) }] : [];
    this.cursor.move(frame, this.xOf(pair, pairs), dots);
  }

  /** The pair of series `index` nearest x (px from the figure's left). */
  pairAt(x: number, index = 0): number {
    const pairs = this.series[index]?.invFreq.length ?? 1;
    const at = this.x.invert(x);
    return Math.max(0, Math.min(pairs - 1, Math.round(this.options.x === 'pair' ? at : at * pairs)));
  }

  /** The series whose line passes nearest (x, y). */
  seriesAt(x: number, y: number): number {
    let best = 0;
    let distance = Infinity;
    this.series.forEach((s, index) => {
      const theta = s.invFreq[this.pairAt(x, index)]!;
      if (!(theta > 0)) return;
      const d = Math.abs(this.y(wavelengthOf(theta)) - y);
      if (d < distance) {
        distance = d;
        best = index;
      }
    });
    return best;
  }

  private path(invFreq: Float64Array): string {
    const pairs = invFreq.length;
    const parts: string[] = [];
    let pen = 'M';
    for (let i = 0; i < pairs; i++) {
      const theta = invFreq[i]!;
      if (!(theta > 0)) {
        pen = 'M';
        continue;
      }
      parts.push(`${pen}${this.xOf(i, pairs).toFixed(1)},${this.y(wavelengthOf(theta)).toFixed(1)}`);
      pen = 'L';
    }
    return parts.join('');
  }

  private xOf(pair: number, pairs: number): number {
    return this.x(this.options.x === 'pair' ? pair : pair / pairs);
  }

  /** Sets y's domain and range; returns the decades to tick. */
  private fitY(frame: PlotFrame, series: readonly WavelengthSeries[], rules: readonly Rule[]): number[] {
    const decades = this.options.y === 'decades';
    let low = decades && rules.length > 0 ? Math.min(...rules.map((rule) => rule.value)) : Infinity;
    let high = rules.length > 0 ? Math.max(...rules.map((rule) => rule.value)) : decades ? -Infinity : 0;
    for (const { invFreq } of series) {
      for (const theta of invFreq) {
        if (!(theta > 0)) continue;
        const w = wavelengthOf(theta);
        low = Math.min(low, w);
        high = Math.max(high, w);
      }
    }
    const range = [plotBottom(frame), frame.plot.top];
    if (decades) {
      this.y.domain([10 ** Math.floor(Math.log10(low)), 10 ** Math.ceil(Math.log10(high))]).range(range);
      const [d0, d1] = this.y.domain() as [number, number];
      const step = Math.max(1, Math.ceil(Math.log10(d1 / d0) / Math.max(2, Math.floor(frame.plot.height / 28))));
      const ticks: number[] = [];
      for (let e = Math.round(Math.log10(d0)); e <= Math.round(Math.log10(d1)); e += step) ticks.push(10 ** e);
      return ticks;
    }
    if (!Number.isFinite(low)) low = 1;
    this.y
      .domain([Math.max(1, low / 1.5), high * 2])
      .range(range)
      .nice();
    const ticks = this.y.ticks().filter((tick) => Number.isInteger(Math.log10(tick)));
    const every = ticks.length > 6 ? 2 : 1;
    return ticks.filter((_, k) => k % every === 0);
  }
}
