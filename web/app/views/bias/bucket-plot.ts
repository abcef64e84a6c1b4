// T5's bucket against the relative position d = j − i (values from t5RelativeBucket()), drawn as a
// staircase: one step per distance where the buckets are exact, ever wider steps where they are
// logarithmic, flat past max_distance. Dashed lines mark where the exact buckets end and where
// max_distance is. Hover, or focus and use the arrow keys (Page Up/Down: ±10), to read a distance.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';

export interface BucketCurve {
  /** Relative positions, ascending and consecutive, and their buckets. */
  distances: Int32Array;
  buckets: Int32Array;
  numBuckets: number;
  /** |d| below this has a bucket of its own. */
  exactBelow: number;
  maxDistance: number;
  bidirectional: boolean;
}

const MARGIN = { top: 16, right: 12, bottom: 40, left: 44 };

export class BucketPlot {
  readonly #root;
  readonly #xAxis;
  readonly #yAxis;
  readonly #guides;
  readonly #path;
  readonly #dot;
  readonly #hit: SVGRectElement;
  #curve: BucketCurve | null = null;
  #index = 0;
  #x = scaleLinear();
  #y = scaleLinear();

  constructor(
    private readonly svg: SVGSVGElement,
    private readonly onPoint: (index: number) => void,
  ) {
    this.#root = select(svg).attr('class', 'bucket-plot');
    this.#guides = this.#root.append('g').attr('class', 'bucket-guides');
    this.#yAxis = this.#root.append('g').attr('class', 'axis axis-y');
    this.#xAxis = this.#root.append('g').attr('class', 'axis axis-x');
    this.#root
      .append('text')
      .attr('class', 'axis-label x-label')
      .attr('text-anchor', 'middle')
      .text('relative position d = j − i');
    this.#root.append('text').attr('class', 'axis-label y-label').attr('text-anchor', 'middle').text('bucket');
    this.#path = this.#root.append('path').attr('class', 'bucket-line');
    this.#dot = this.#root.append('circle').attr('class', 'bucket-dot cell-cursor').attr('r', 4);
    this.#hit = this.#root
      .append('rect')
      .attr('class', 'bucket-hit')
      .attr('fill', 'transparent')
      .attr('tabindex', 0)
      .attr('role', 'application')
      .attr('aria-roledescription', 'plot')
      .node()!;
    const fromPointer = (event: PointerEvent): void => {
      if (!this.#curve) return;
      const box = this.#hit.getBoundingClientRect();
      const d = Math.round(this.#x.invert(event.clientX - box.left + MARGIN.left));
      this.point(d - this.#curve.distances[0]!);
    };
    this.#hit.addEventListener('pointermove', fromPointer);
    this.#hit.addEventListener('pointerdown', fromPointer);
    this.#hit.addEventListener('focus', () => this.point(this.#index));
    this.#hit.addEventListener('keydown', (event) => {
      const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, PageDown: -10, PageUp: 10 };
      if (!(event.key in steps) && event.key !== 'Home' && event.key !== 'End') return;
      event.preventDefault();
      const last = (this.#curve?.distances.length ?? 1) - 1;
      if (event.key === 'Home') this.point(0);
      else if (event.key === 'End') this.point(last);
      else this.point(this.#index + steps[event.key]!);
    });
  }

  /** Marks distance number `index` of the curve and reports it. */
  point(index: number): void {
    const curve = this.#curve;
    if (!curve) return;
    this.#index = Math.min(curve.distances.length - 1, Math.max(0, index));
    this.#dot
      .attr('cx', this.#x(curve.distances[this.#index]!))
      .attr('cy', this.#y(curve.buckets[this.#index]!))
      .attr('visibility', 'visible');
    this.onPoint(this.#index);
  }

  draw(curve: BucketCurve, width: number): void {
    const firstDraw = this.#curve === null;
    this.#curve = curve;
    const height = Math.round(Math.min(260, Math.max(180, width * 0.42)));
    this.svg.setAttribute('width', String(width));
    this.svg.setAttribute('height', String(height));
    this.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    const plotWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
    const plotHeight = height - MARGIN.top - MARGIN.bottom;
    const first = curve.distances[0]!;
    const last = curve.distances[curve.distances.length - 1]!;
    this.#x = scaleLinear()
      .domain([first - 0.5, last + 0.5])
      .range([MARGIN.left, MARGIN.left + plotWidth]);
    this.#y = scaleLinear()
      .domain([0, curve.numBuckets - 1])
      .range([MARGIN.top + plotHeight, MARGIN.top]);
    const x = this.#x;
    const y = this.#y;
    this.#xAxis.attr('transform', `translate(0,${MARGIN.top + plotHeight})`).call(
      axisBottom(x)
        .ticks(Math.max(3, Math.floor(plotWidth / 70)))
        .tickSizeOuter(0),
    );
    this.#yAxis.attr('transform', `translate(${MARGIN.left},0)`).call(axisLeft(y).ticks(5));
    this.#root
      .select('.x-label')
      .attr('x', MARGIN.left + plotWidth / 2)
      .attr('y', height - 6);
    this.#root.select('.y-label').attr('transform', `translate(12,${MARGIN.top + plotHeight / 2}) rotate(-90)`);

    // A step per distance: horizontal from d − ½ to d + ½ at its bucket.
    const parts: string[] = [];
    curve.distances.forEach((d, k) => {
      const py = y(curve.buckets[k]!).toFixed(1);
      parts.push(`${k === 0 ? 'M' : 'L'}${x(d - 0.5).toFixed(1)},${py}H${x(d + 0.5).toFixed(1)}`);
    });
    this.#path.attr('d', parts.join(''));

    const guides: Array<{ at: number; label: string }> = [];
    const sides = curve.bidirectional ? [-1, 1] : [-1];
    for (const side of sides) {
      guides.push({
        at: side * (curve.exactBelow - 0.5),
        label: side < 0 ? `−${curve.exactBelow}` : `${curve.exactBelow}`,
      });
      if (curve.maxDistance <= Math.max(-first, last))
        guides.push({ at: side * curve.maxDistance, label: `${side < 0 ? '−' : ''}${curve.maxDistance}` });
    }
    this.#guides
      .selectAll('line')
      .data(guides)
      .join('line')
      .attr('class', 'bucket-guide')
      .attr('x1', (g) => x(g.at))
      .attr('x2', (g) => x(g.at))
      .attr('y1', MARGIN.top)
      .attr('y2', MARGIN.top + plotHeight);
    this.#guides
      .selectAll('text')
      .data(guides)
      .join('text')
      .attr('class', 'bucket-guide-label')
      .attr('text-anchor', 'middle')
      .attr('x', (g) => x(g.at))
      .attr('y', MARGIN.top - 4)
      .text((g) => g.label);
    select(this.#hit)
      .attr('x', MARGIN.left)
      .attr('y', MARGIN.top)
      .attr('width', plotWidth)
      .attr('height', plotHeight)
      .attr(
        'aria-label',
        `T5 bucket against relative position from ${first} to ${last}: exact below ${curve.exactBelow}, logarithmic up to ${curve.maxDistance}`,
      );
    if (firstDraw) this.#index = curve.distances.indexOf(0) < 0 ? 0 : curve.distances.indexOf(0);
    this.#dot.attr('visibility', 'hidden');
    this.point(this.#index);
  }
}
