// The score (R_m q)·(R_0 k) for q = k = ones against the distance m on a log axis, unscaled and
// scaled, with the training length N and the target s·N marked. The view computes the scores
// (score-samples.ts, through attentionScores); this file only draws them.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, scaleLog } from 'd3-scale';
import { select, type Selection } from 'd3-selection';
import type { PlotFrame } from '../../figures/line-plot.js';
import { seriesClass } from '../../figures/series-colours.js';

export interface ScoreSeries {
  key: string;
  slot: number;
  scores: Float32Array;
  dashed?: boolean;
}

export class ScoreChart {
  readonly x = scaleLog();
  readonly y = scaleLinear();
  private readonly root: Selection<SVGGElement, unknown, null, undefined>;

  constructor(private readonly svg: SVGSVGElement) {
    this.root = select(svg).append('g').attr('class', 'lc-score');
  }

  draw(
    frame: PlotFrame,
    distances: Int32Array,
    series: readonly ScoreSeries[],
    marks: { train: number; target: number },
    selected: number,
  ): void {
    const { plot } = frame;
    this.svg.setAttribute('width', String(frame.width));
    this.svg.setAttribute('height', String(frame.height));
    this.svg.setAttribute('viewBox', `0 0 ${frame.width} ${frame.height}`);
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
    const root = this.root;
    root.selectAll('*').remove();
    const yTicks = y.ticks(5);
    root
      .append('g')
      .attr('class', 'plot-grid')
      .selectAll('line')
      .data(yTicks)
      .join('line')
      .attr('class', (v) => (v === 0 ? 'zero' : null))
      .attr('x1', plot.left)
      .attr('x2', plot.left + plot.width)
      .attr('y1', (v) => y(v))
      .attr('y2', (v) => y(v));
    const decades: number[] = [];
    for (let p = 1; p <= last; p *= 10) decades.push(p);
    root
      .append('g')
      .attr('class', 'axis axis-x')
      .attr('transform', `translate(0,${plot.top + plot.height})`)
      .call(
        axisBottom(x)
          .tickValues(decades.filter((_, k) => (frame.compact ? k % 2 === 0 : true)))
          .tickFormat((v) => {
            const value = Number(v);
            return value >= 1e4 ? `1e${Math.round(Math.log10(value))}` : String(value);
          })
          .tickSizeOuter(0),
      );
    root
      .append('g')
      .attr('class', 'axis axis-y')
      .attr('transform', `translate(${plot.left},0)`)
      .call(axisLeft(y).tickValues(yTicks).tickSizeOuter(0));
    root
      .append('text')
      .attr('class', 'axis-label')
      .attr('text-anchor', 'middle')
      .attr('x', plot.left + plot.width / 2)
      .attr('y', plot.top + plot.height + (frame.compact ? 38 : 40))
      .text('Distance m − n (log scale)');
    root
      .append('text')
      .attr('class', 'axis-label')
      .attr('text-anchor', 'middle')
      .attr('transform', `translate(${frame.compact ? 12 : 14},${plot.top + plot.height / 2}) rotate(-90)`)
      .text('(Rₘq)·(Rₙk), q = k = ones');

    // Past the training length: distances no training sequence held.
    const trainX = x(Math.min(last, marks.train));
    root
      .append('rect')
      .attr('class', 'lc-unseen')
      .attr('x', trainX)
      .attr('y', plot.top)
      .attr('width', Math.max(0, plot.left + plot.width - trainX))
      .attr('height', plot.height);
    for (const [key, value, label] of [
      ['train', marks.train, 'N'],
      ['target', marks.target, 's·N'],
    ] as const) {
      if (value > last) continue;
      const g = root.append('g').attr('class', `lc-mark lc-mark-${key}`).attr('data-length', String(value));
      g.append('line')
        .attr('x1', x(value))
        .attr('x2', x(value))
        .attr('y1', plot.top)
        .attr('y2', plot.top + plot.height);
      g.append('text')
        .attr('x', x(value) + 4)
        .attr('y', plot.top + 12)
        .text(label);
    }
    const lines = root.append('g').attr('class', 'lc-lines');
    for (const s of series) {
      const parts: string[] = [];
      distances.forEach((d, k) => {
        parts.push(`${k === 0 ? 'M' : 'L'}${x(d).toFixed(1)},${y(s.scores[k]!).toFixed(1)}`);
      });
      lines
        .append('path')
        .attr('class', `series-line ${seriesClass(s.slot)}${s.dashed ? ' dashed' : ''}`)
        .attr('data-key', s.key)
        .attr('d', parts.join(''));
    }
    const d = distances[selected] ?? 1;
    root
      .append('line')
      .attr('class', 'lc-cursor')
      .attr('x1', x(d))
      .attr('x2', x(d))
      .attr('y1', plot.top)
      .attr('y2', plot.top + plot.height);
    root
      .append('g')
      .attr('class', 'lc-dots')
      .selectAll('circle')
      .data(series)
      .join('circle')
      .attr('class', (s) => seriesClass(s.slot))
      .attr('r', 3.5)
      .attr('cx', x(d))
      .attr('cy', (s) => y(s.scores[selected] ?? 0));
  }

  /** The sample nearest to the pointer's x. */
  sampleAt(px: number, distances: Int32Array): number {
    const d = this.x.invert(px);
    let best = 0;
    for (let k = 1; k < distances.length; k++) {
      if (Math.abs(Math.log(distances[k]!) - Math.log(d)) < Math.abs(Math.log(distances[best]!) - Math.log(d)))
        best = k;
    }
    return best;
  }
}
