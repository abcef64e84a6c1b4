// The model map's wavelength chart: for each distinct kind of layer that turns, the wavelength
// 2π/θ_i of every pair (θ_i from ropeFrequencies()) against 2i/d, the pair's place in the head, on
// a log axis, with the context the config declares (and the length trained before a long-context
// rescaling) as horizontal lines. Pairs that stand still (θ_i = 0: proportional's) are not drawn.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, scaleLog } from 'd3-scale';
import { select } from 'd3-selection';
import { seriesClass } from '../../figures/series-colours.js';

export interface WavelengthSeries {
  /** The kind's colour slot (its index in the legend). */
  slot: number;
  label: string;
  /** θ_i per pair, radians per position (0: the pair stands still). */
  invFreq: Float64Array;
}

export interface ReferenceLine {
  key: string;
  label: string;
  value: number;
}

const MARGIN = { top: 12, right: 16, bottom: 44, left: 64 };

export class WavelengthChart {
  private x = scaleLinear();
  private y = scaleLog();
  private series: readonly WavelengthSeries[] = [];

  constructor(private readonly svg: SVGSVGElement) {}

  draw(width: number, series: readonly WavelengthSeries[], lines: readonly ReferenceLine[]): number {
    this.series = series;
    const compact = width < 520;
    const plotWidth = Math.max(80, width - MARGIN.left - MARGIN.right);
    const plotHeight = Math.round(Math.min(300, Math.max(180, plotWidth * (compact ? 0.7 : 0.4))));
    const height = MARGIN.top + plotHeight + MARGIN.bottom;
    let low = Infinity;
    let high = 0;
    for (const { invFreq } of series) {
      for (const theta of invFreq) {
        if (theta <= 0) continue;
        const wavelength = (2 * Math.PI) / theta;
        low = Math.min(low, wavelength);
        high = Math.max(high, wavelength);
      }
    }
    for (const line of lines) high = Math.max(high, line.value);
    if (!Number.isFinite(low)) low = 1;
    this.x.domain([0, 1]).range([MARGIN.left, MARGIN.left + plotWidth]);
    this.y
      .domain([Math.max(1, low / 1.5), high * 2])
      .range([MARGIN.top + plotHeight, MARGIN.top])
      .nice();
    const svg = select(this.svg).attr('width', width).attr('height', height).attr('viewBox', `0 0 ${width} ${height}`);
    const decades = this.y.ticks().filter((tick) => Number.isInteger(Math.log10(tick)));
    const every = decades.length > 6 ? 2 : 1;
    svg
      .selectAll<SVGGElement, null>('g.axis-x')
      .data([null])
      .join('g')
      .attr('class', 'axis axis-x')
      .attr('transform', `translate(0,${MARGIN.top + plotHeight})`)
      .call(axisBottom(this.x).ticks(compact ? 4 : 8));
    svg
      .selectAll<SVGGElement, null>('g.axis-y')
      .data([null])
      .join('g')
      .attr('class', 'axis axis-y')
      .attr('transform', `translate(${MARGIN.left},0)`)
      .call(
        axisLeft(this.y)
          .tickValues(decades.filter((_, k) => k % every === 0))
          .tickFormat((value) => `1e${Math.round(Math.log10(Number(value)))}`),
      );
    svg
      .selectAll('text.axis-label-x')
      .data([null])
      .join('text')
      .attr('class', 'axis-label axis-label-x')
      .attr('x', MARGIN.left + plotWidth / 2)
      .attr('y', height - 6)
      .attr('text-anchor', 'middle')
      .text('2i / d: the pair’s place in the head (fast → slow)');
    svg
      .selectAll('text.axis-label-y')
      .data([null])
      .join('text')
      .attr('class', 'axis-label axis-label-y')
      .attr('transform', `translate(14,${MARGIN.top + plotHeight / 2}) rotate(-90)`)
      .attr('text-anchor', 'middle')
      .text('wavelength 2π/θᵢ (positions)');
    svg
      .selectAll('g.reference')
      .data(lines, (line) => (line as ReferenceLine).key)
      .join((enter) => {
        const group = enter.append('g').attr('class', 'reference');
        group.append('line');
        group.append('text');
        return group;
      })
      .each((line, index, nodes) => {
        const group = select(nodes[index]!);
        const y = this.y(line.value);
        group
          .attr('data-key', line.key)
          .select('line')
          .attr('x1', MARGIN.left)
          .attr('x2', MARGIN.left + plotWidth)
          .attr('y1', y)
          .attr('y2', y);
        group
          .select('text')
          .attr('x', MARGIN.left + 4)
          .attr('y', y - 4)
          .text(`${line.label}: ${line.value.toLocaleString('en-US')}`);
      });
    svg
      .selectAll('path.wavelength')
      .data(series)
      .join('path')
      .attr('class', (s) => `wavelength series-line ${seriesClass(s.slot)}`)
      .attr('data-slot', (s) => s.slot)
      .attr('d', (s) => this.path(s.invFreq));
    svg.selectAll('g.wavelength-marker').data([null]).join('g').attr('class', 'wavelength-marker').raise();
    return height;
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
      parts.push(`${pen}${this.x(i / pairs).toFixed(1)},${this.y((2 * Math.PI) / theta).toFixed(1)}`);
      pen = 'L';
    }
    return parts.join('');
  }

  /** Marks pair `pair` of series `index`. */
  mark(index: number, pair: number): void {
    const s = this.series[index];
    const marker = select(this.svg).select('g.wavelength-marker');
    if (!s || !(s.invFreq[pair]! > 0)) {
      marker.selectAll('circle').remove();
      return;
    }
    marker
      .selectAll('circle')
      .data([pair])
      .join('circle')
      .attr('r', 4.5)
      .attr('class', seriesClass(s.slot))
      .attr('cx', this.x(pair / s.invFreq.length))
      .attr('cy', this.y((2 * Math.PI) / s.invFreq[pair]!));
  }

  /** The pair of series `index` nearest x (px from the figure's left). */
  pairAt(index: number, x: number): number {
    const s = this.series[index];
    if (!s) return 0;
    const pairs = s.invFreq.length;
    return Math.max(0, Math.min(pairs - 1, Math.round(this.x.invert(x) * pairs)));
  }

  /** The series whose line passes nearest (x, y). */
  seriesAt(x: number, y: number): number {
    let best = 0;
    let distance = Infinity;
    this.series.forEach((s, index) => {
      const pair = this.pairAt(index, x);
      const theta = s.invFreq[pair]!;
      if (!(theta > 0)) return;
      const d = Math.abs(this.y((2 * Math.PI) / theta) - y);
      if (d < distance) {
        distance = d;
        best = index;
      }
    });
    return best;
  }
}
