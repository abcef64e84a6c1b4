// Wavelength 2π/θ_i of every pair against the pair index, on a log axis, for the unscaled rope and
// each scaling overlaid; the training length N and the target length s·N as horizontal lines; the
// band above N shaded (a pair up there never turned once within a training sequence); the pairs the
// chosen scaling changes marked with dots. The wavelengths are computed by the view (from
// ropeFrequencies' invFreq); this file only draws them.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, scaleLog } from 'd3-scale';
import { select, type Selection } from 'd3-selection';
import type { PlotFrame } from '../../figures/line-plot.js';
import { powerOfTen } from '../../figures/power-of-ten.js';
import { seriesClass } from '../../figures/series-colours.js';

export interface WavelengthSeries {
  key: string;
  slot: number;
  wavelengths: Float64Array;
  dashed?: boolean;
  emphasised?: boolean;
}

export class WavelengthChart {
  readonly x = scaleLinear();
  readonly y = scaleLog();
  private readonly root: Selection<SVGGElement, unknown, null, undefined>;

  constructor(private readonly svg: SVGSVGElement) {
    this.root = select(svg).append('g').attr('class', 'lc-wave');
  }

  draw(
    frame: PlotFrame,
    series: readonly WavelengthSeries[],
    marks: { train: number; target: number },
    changed: readonly boolean[],
    changedSlot: number,
    selected: number,
  ): void {
    const { plot } = frame;
    this.svg.setAttribute('width', String(frame.width));
    this.svg.setAttribute('height', String(frame.height));
    this.svg.setAttribute('viewBox', `0 0 ${frame.width} ${frame.height}`);
    const pairs = series[0]?.wavelengths.length ?? 1;
    let low = Math.min(marks.train, marks.target);
    let high = Math.max(marks.train, marks.target);
    for (const s of series) {
      for (const w of s.wavelengths) {
        if (!Number.isFinite(w)) continue;
        low = Math.min(low, w);
        high = Math.max(high, w);
      }
    }
    const x = this.x.domain([-0.5, Math.max(0.5, pairs - 0.5)]).range([plot.left, plot.left + plot.width]);
    const y = this.y
      .domain([10 ** Math.floor(Math.log10(low)), 10 ** Math.ceil(Math.log10(high))])
      .range([plot.top + plot.height, plot.top]);
    const root = this.root;
    root.selectAll('*').remove();

    // Above the training length: never a full turn within one training sequence.
    const trainY = y(marks.train);
    root
      .append('rect')
      .attr('class', 'lc-unseen')
      .attr('x', plot.left)
      .attr('y', plot.top)
      .attr('width', plot.width)
      .attr('height', Math.max(0, trainY - plot.top));
    root
      .append('text')
      .attr('class', 'lc-unseen-label')
      .attr('x', plot.left + 6)
      .attr('y', plot.top + 14)
      .text('wavelength > N: never a full turn in training');

    const decades: number[] = [];
    const [d0, d1] = y.domain() as [number, number];
    const step = Math.max(1, Math.ceil(Math.log10(d1 / d0) / Math.max(2, Math.floor(plot.height / 28))));
    for (let e = Math.round(Math.log10(d0)); e <= Math.round(Math.log10(d1)); e += step) decades.push(10 ** e);
    root
      .append('g')
      .attr('class', 'plot-grid')
      .selectAll('line')
      .data(decades)
      .join('line')
      .attr('x1', plot.left)
      .attr('x2', plot.left + plot.width)
      .attr('y1', (v) => y(v))
      .attr('y2', (v) => y(v));
    const xTicks = x.ticks(Math.max(2, Math.floor(plot.width / 70))).filter((v) => Number.isInteger(v) && v >= 0);
    root
      .append('g')
      .attr('class', 'axis axis-x')
      .attr('transform', `translate(0,${plot.top + plot.height})`)
      .call(axisBottom(x).tickValues(xTicks).tickFormat(String).tickSizeOuter(0));
    root
      .append('g')
      .attr('class', 'axis axis-y')
      .attr('transform', `translate(${plot.left},0)`)
      .call(
        axisLeft(y)
          .tickValues(decades)
          .tickFormat((v) => powerOfTen(Number(v)))
          .tickSizeOuter(0),
      );
    root
      .append('text')
      .attr('class', 'axis-label')
      .attr('text-anchor', 'middle')
      .attr('x', plot.left + plot.width / 2)
      .attr('y', plot.top + plot.height + (frame.compact ? 38 : 40))
      .text('Pair i (fast → slow)');
    root
      .append('text')
      .attr('class', 'axis-label')
      .attr('text-anchor', 'middle')
      .attr('transform', `translate(${frame.compact ? 12 : 14},${plot.top + plot.height / 2}) rotate(-90)`)
      .text('Wavelength 2π/θᵢ (positions)');

    for (const [key, value, label] of [
      ['train', marks.train, `training length N = ${marks.train}`],
      ['target', marks.target, `target s·N = ${marks.target}`],
    ] as const) {
      const g = root.append('g').attr('class', `lc-mark lc-mark-${key}`).attr('data-length', String(value));
      g.append('line')
        .attr('x1', plot.left)
        .attr('x2', plot.left + plot.width)
        .attr('y1', y(value))
        .attr('y2', y(value));
      g.append('text')
        .attr('x', plot.left + plot.width - 4)
        .attr('y', y(value) + (key === 'train' ? 13 : -5))
        .attr('text-anchor', 'end')
        .text(label);
    }

    const lines = root.append('g').attr('class', 'lc-lines');
    const ordered = [...series].sort((a, b) => Number(a.emphasised ?? false) - Number(b.emphasised ?? false));
    for (const s of ordered) {
      const parts: string[] = [];
      s.wavelengths.forEach((w, i) => {
        if (Number.isFinite(w)) parts.push(`${parts.length === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(w).toFixed(1)}`);
      });
      lines
        .append('path')
        .attr(
          'class',
          `series-line ${seriesClass(s.slot)}${s.dashed ? ' dashed' : ''}${s.emphasised ? ' lc-emphasised' : ' lc-faint'}`,
        )
        .attr('data-key', s.key)
        .attr('d', parts.join(''));
    }
    const chosen = series.find((s) => s.emphasised);
    if (chosen) {
      root
        .append('g')
        .attr('class', `lc-changed ${seriesClass(changedSlot)}`)
        .selectAll('circle')
        .data(changed.flatMap((c, i) => (c ? [i] : [])))
        .join('circle')
        .attr('data-pair', (i) => String(i))
        .attr('r', 3.2)
        .attr('cx', (i) => x(i))
        .attr('cy', (i) => y(chosen.wavelengths[i]!));
    }
    root
      .append('line')
      .attr('class', 'lc-cursor')
      .attr('x1', x(selected))
      .attr('x2', x(selected))
      .attr('y1', plot.top)
      .attr('y2', plot.top + plot.height);
  }

  pairAt(px: number, pairs: number): number {
    return Math.max(0, Math.min(pairs - 1, Math.round(this.x.invert(px))));
  }
}
