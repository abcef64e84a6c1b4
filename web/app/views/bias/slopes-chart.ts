// ALiBi's slopes as bars, one per head (values from alibiSlopes()). Hover a bar to read it, click
// it to choose that head; the chart is a slider for the keyboard (arrow keys, Home, End). Its
// frame and axes are the plot kit's (figures/plot/), at a fixed height.
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { createPlotAxes, type PlotAxes } from '../../figures/plot/axes.js';
import { fitSvg, plotBottom, type PlotFrame } from '../../figures/plot/frame.js';

export interface SlopesChartEvents {
  /** The pointer is over head `head` (1-based), or left the chart (null). */
  hover(head: number | null): void;
  choose(head: number): void;
}

const HEIGHT = 170;
const MARGIN = { top: 10, right: 10, bottom: 40, left: 50 };

/** The chart's frame: 170 px tall whatever the width (the kit's plotFrame derives the height from it). */
function slopesFrame(width: number): PlotFrame {
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    width: Math.max(120, width - MARGIN.left - MARGIN.right),
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  return { width, height: HEIGHT, plot, compact: width < 520 };
}

export class SlopesChart {
  readonly #bars;
  readonly #axes: PlotAxes;
  readonly #hit: SVGRectElement;
  #heads = 1;
  #chosen = 1;
  #bandOf: (clientX: number) => number = () => 1;

  constructor(
    private readonly svg: SVGSVGElement,
    events: SlopesChartEvents,
  ) {
    // Its height before its first draw, so that nothing under it moves when the bars come.
    svg.setAttribute('height', String(HEIGHT));
    // Every layer in one group: the kit's axes draw into a <g>.
    const root = select(svg).attr('class', 'slopes-chart').append('g');
    // The titles' places as before the kit: 34 px under the plot, the y title's centre at x = 13.
    this.#axes = createPlotAxes(root, { xLabel: 'head h', yLabel: 'slope m_h', xLabelGap: 34, yLabelX: 13 });
    this.#bars = root.append('g').attr('class', 'slope-bars');
    this.#hit = root
      .append('rect')
      .attr('class', 'slopes-hit')
      .attr('fill', 'transparent')
      .attr('tabindex', 0)
      .attr('role', 'slider')
      .attr('aria-label', 'Head whose bias is drawn')
      .attr('aria-valuemin', 1)
      .node()!;
    this.#hit.addEventListener('pointermove', (event) => events.hover(this.#bandOf(event.clientX)));
    this.#hit.addEventListener('pointerleave', () => events.hover(null));
    this.#hit.addEventListener('click', (event) => events.choose(this.#bandOf(event.clientX)));
    this.#hit.addEventListener('keydown', (event) => {
      const steps: Record<string, number> = {
        ArrowLeft: -1,
        ArrowDown: -1,
        ArrowRight: 1,
        ArrowUp: 1,
        PageDown: -10,
        PageUp: 10,
      };
      let next: number | undefined;
      if (event.key in steps) next = this.#chosen + steps[event.key]!;
      if (event.key === 'Home') next = 1;
      if (event.key === 'End') next = this.#heads;
      if (next === undefined) return;
      event.preventDefault();
      // Chosen at once, not at the redraw a frame later: two presses within one frame (a fast key
      // repeat, a slow machine) had both stepped from the same head, and one was lost.
      this.#chosen = Math.min(this.#heads, Math.max(1, next));
      events.choose(this.#chosen);
    });
  }

  draw(slopes: Float64Array, chosen: number, width: number): void {
    this.#heads = slopes.length;
    this.#chosen = chosen;
    const frame = slopesFrame(width);
    const { plot } = frame;
    fitSvg(this.svg, frame);
    const heads = Array.from(slopes, (_, k) => k + 1);
    // One band per head: head h spans [h − 1, h) × band; ticks at band centres.
    const band = plot.width / heads.length;
    const x = scaleLinear()
      .domain([0.5, heads.length + 0.5])
      .range([plot.left, plot.left + plot.width]);
    const y = scaleLinear()
      .domain([0, Math.max(...slopes)])
      .nice()
      .range([plotBottom(frame), plot.top]);
    const tickEvery = Math.max(1, Math.ceil(heads.length / Math.max(2, Math.floor(plot.width / 44))));
    this.#axes.draw(frame, {
      x,
      y,
      xAxis: { ticks: heads.filter((h) => h === 1 || h % tickEvery === 0) },
      // d3's four ticks, their format and the outer ticks of its default left axis.
      yAxis: { ticks: y.ticks(4), format: y.tickFormat(4), outerTickSize: 6 },
    });
    this.#bars
      .selectAll('rect')
      .data(heads)
      .join('rect')
      .attr('class', (h) => (h === chosen ? 'slope-bar chosen' : 'slope-bar'))
      .attr('data-head', (h) => h)
      .attr('x', (h) => plot.left + (h - 1 + 0.075) * band)
      .attr('width', Math.max(1, band * 0.85))
      .attr('y', (h) => y(slopes[h - 1]!))
      .attr('height', (h) => plotBottom(frame) - y(slopes[h - 1]!));
    select(this.#hit)
      .attr('x', plot.left)
      .attr('y', plot.top)
      .attr('width', plot.width)
      .attr('height', plot.height)
      .attr('aria-valuemax', heads.length)
      .attr('aria-valuenow', chosen)
      .attr('aria-valuetext', `head ${chosen} of ${heads.length}, slope ${slopes[chosen - 1]}`);
    this.#bandOf = (clientX) => {
      const box = this.#hit.getBoundingClientRect();
      const fraction = (clientX - box.left) / Math.max(1, box.width);
      return Math.min(heads.length, Math.max(1, Math.floor(fraction * heads.length) + 1));
    };
  }
}
