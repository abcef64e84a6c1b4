// The score (R_m q)·(R_0 k) for q = k = ones against the distance m on a log axis, unscaled and
// scaled, with the training length N and the target s·N marked and the distances past N shaded.
// The model computes the scores (score-model.ts, through attentionScores); this file only draws
// them, on the plot kit's frame, axes, rules and cursor.
import { scaleLinear, scaleLog } from 'd3-scale';
import { select, type Selection } from 'd3-selection';
import { createPlotAxes, type PlotAxes } from '../../figures/plot/axes.js';
import { createPlotCursor, type PlotCursor } from '../../figures/plot/cursor.js';
import { fitSvg, plotFrame, type PlotFrame } from '../../figures/plot/frame.js';
import { drawBand, drawVerticalRules } from '../../figures/plot/rules.js';
import { seriesClass } from '../../figures/series-colours.js';
import type { ScoreSeries } from './score-model.js';

/** The chart's frame at `width` px (its height is the figure's, which a first draw reserves before drawing). */
export function scoreFrame(width: number): PlotFrame {
  return plotFrame(width, { aspect: 0.42, minHeight: 180, maxHeight: 300, rightMargin: 16 });
}

export class ScoreChart {
  readonly x = scaleLog();
  readonly y = scaleLinear();
  private frame: PlotFrame | null = null;
  private distances: Int32Array = new Int32Array(0);
  private series: readonly ScoreSeries[] = [];
  private readonly band: Selection<SVGGElement, unknown, null, undefined>;
  private readonly axes: PlotAxes;
  private readonly rules: Selection<SVGGElement, unknown, null, undefined>;
  private readonly lines: Selection<SVGGElement, unknown, null, undefined>;
  private readonly cursor: PlotCursor;

  constructor(private readonly svg: SVGSVGElement) {
    const root = select(svg).append('g').attr('class', 'lc-score');
    this.axes = createPlotAxes(root, { xLabel: 'Distance m − n (log scale)', yLabel: '(Rₘq)·(Rₙk), q = k = ones' });
    this.band = root.append('g');
    this.rules = root.append('g');
    this.lines = root.append('g').attr('class', 'lc-lines');
    this.cursor = createPlotCursor(root, { lineClass: 'lc-cursor', dots: { className: 'lc-dots', radius: 3.5 } });
  }

  /** Draws at `width` px; returns the frame (its height is the figure's). */
  draw(
    width: number,
    distances: Int32Array,
    series: readonly ScoreSeries[],
    marks: { train: number; target: number },
  ): PlotFrame {
    const frame = scoreFrame(width);
    this.frame = frame;
    this.distances = distances;
    this.series = series;
    fitSvg(this.svg, frame);
    const { plot } = frame;
    const last = distances[distances.length - 1] ?? 2;
    const x = this.x.domain([1, Math.max(2, last)]).range([plot.left, plot.left + plot.width]);
    let low = 0;
    let high = 0;
    for (const s of series) {
      for (const v of s.scores) {
        low = Math.min(low, v);
        high = Math.max(high, v);
      }
    }
    const y = this.y
      .domain([low, high || 1])
      .nice(5)
      .range([plot.top + plot.height, plot.top]);
    const yTicks = y.ticks(5);
    const decades: number[] = [];
    for (let p = 1; p <= last; p *= 10) decades.push(p);
    this.axes.draw(frame, {
      x,
      y,
      xAxis: {
        ticks: decades.filter((_, k) => (frame.compact ? k % 2 === 0 : true)),
        format: (value) => (value >= 1e4 ? `1e${Math.round(Math.log10(value))}` : String(value)),
      },
      yAxis: { ticks: yTicks },
      grid: yTicks,
    });
    // Past the training length: distances no training sequence held.
    drawBand(this.band, frame, { className: 'lc-unseen', from: { x: x(Math.min(last, marks.train)) } });
    drawVerticalRules(
      this.rules,
      frame,
      (value) => x(value),
      [
        { key: 'train', value: marks.train, label: 'N', className: 'lc-mark lc-mark-train' },
        { key: 'target', value: marks.target, label: 's·N', className: 'lc-mark lc-mark-target' },
      ].filter((rule) => rule.value <= last),
    );
    this.lines
      .selectAll<SVGPathElement, ScoreSeries>('path')
      .data(series)
      .join('path')
      .attr('class', (s) => `series-line ${seriesClass(s.slot)}${s.dashed ? ' dashed' : ''}`)
      .attr('data-key', (s) => s.key)
      .attr('d', (s) => {
        const parts: string[] = [];
        distances.forEach((d, k) => {
          parts.push(`${k === 0 ? 'M' : 'L'}${x(d).toFixed(1)},${y(s.scores[k]!).toFixed(1)}`);
        });
        return parts.join('');
      });
    return frame;
  }

  /** Moves the cursor to sample `k`, with a dot on each curve. */
  mark(k: number): void {
    if (!this.frame) return;
    const x = this.x(this.distances[k] ?? 1);
    this.cursor.move(
      this.frame,
      x,
      this.series.map((s) => ({ slot: s.slot, y: this.y(s.scores[k] ?? 0) })),
    );
  }

  /** The sample nearest to the pointer's x. */
  sampleAt(px: number): number {
    const distances = this.distances;
    const d = this.x.invert(px);
    let best = 0;
    for (let k = 1; k < distances.length; k++) {
      if (Math.abs(Math.log(distances[k]!) - Math.log(d)) < Math.abs(Math.log(distances[best]!) - Math.log(d)))
        best = k;
    }
    return best;
  }
}
