// ALiBi's slopes as bars, one per head (values from alibiSlopes()). Hover a bar to read it, click
// it to choose that head; the chart is a slider for the keyboard (arrow keys, Home, End).
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';

export interface SlopesChartEvents {
  /** The pointer is over head `head` (1-based), or left the chart (null). */
  hover(head: number | null): void;
  choose(head: number): void;
}

const HEIGHT = 170;
const MARGIN = { top: 10, right: 10, bottom: 40, left: 50 };

export class SlopesChart {
  readonly #root;
  readonly #bars;
  readonly #xAxis;
  readonly #yAxis;
  readonly #hit: SVGRectElement;
  #heads = 1;
  #chosen = 1;
  #bandOf: (clientX: number) => number = () => 1;

  constructor(
    private readonly svg: SVGSVGElement,
    events: SlopesChartEvents,
  ) {
    this.#root = select(svg).attr('class', 'slopes-chart');
    this.#yAxis = this.#root.append('g').attr('class', 'axis axis-y');
    this.#xAxis = this.#root.append('g').attr('class', 'axis axis-x');
    this.#root.append('text').attr('class', 'axis-label x-label').attr('text-anchor', 'middle').text('head h');
    this.#root.append('text').attr('class', 'axis-label y-label').attr('text-anchor', 'middle').text('slope m_h');
    this.#bars = this.#root.append('g').attr('class', 'slope-bars');
    this.#hit = this.#root
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
    const plotWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
    const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    this.svg.setAttribute('width', String(width));
    this.svg.setAttribute('height', String(HEIGHT));
    this.svg.setAttribute('viewBox', `0 0 ${width} ${HEIGHT}`);
    const heads = Array.from(slopes, (_, k) => k + 1);
    // One band per head: head h spans [h − 1, h) × band; ticks at band centres.
    const band = plotWidth / heads.length;
    const x = scaleLinear()
      .domain([0.5, heads.length + 0.5])
      .range([0, plotWidth]);
    const y = scaleLinear()
      .domain([0, Math.max(...slopes)])
      .nice()
      .range([plotHeight, 0]);
    const tickEvery = Math.max(1, Math.ceil(heads.length / Math.max(2, Math.floor(plotWidth / 44))));
    this.#xAxis.attr('transform', `translate(${MARGIN.left},${MARGIN.top + plotHeight})`).call(
      axisBottom(x)
        .tickValues(heads.filter((h) => h === 1 || h % tickEvery === 0))
        .tickSizeOuter(0),
    );
    this.#yAxis.attr('transform', `translate(${MARGIN.left},${MARGIN.top})`).call(axisLeft(y).ticks(4));
    this.#root
      .select('.x-label')
      .attr('x', MARGIN.left + plotWidth / 2)
      .attr('y', HEIGHT - 6);
    this.#root.select('.y-label').attr('transform', `translate(13,${MARGIN.top + plotHeight / 2}) rotate(-90)`);
    this.#bars
      .attr('transform', `translate(${MARGIN.left},${MARGIN.top})`)
      .selectAll('rect')
      .data(heads)
      .join('rect')
      .attr('class', (h) => (h === chosen ? 'slope-bar chosen' : 'slope-bar'))
      .attr('data-head', (h) => h)
      .attr('x', (h) => (h - 1 + 0.075) * band)
      .attr('width', Math.max(1, band * 0.85))
      .attr('y', (h) => y(slopes[h - 1]!))
      .attr('height', (h) => plotHeight - y(slopes[h - 1]!));
    select(this.#hit)
      .attr('x', MARGIN.left)
      .attr('y', MARGIN.top)
      .attr('width', plotWidth)
      .attr('height', plotHeight)
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
