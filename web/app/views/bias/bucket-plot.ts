// T5's bucket against the relative position d = j − i (values from t5RelativeBucket()), drawn as a
// staircase: one step per distance where the buckets are exact, ever wider steps where they are
// logarithmic, flat past max_distance. Dashed lines mark where the exact buckets end and where
// max_distance is. Hover, or focus and use the arrow keys (Page Up/Down: ±10), to read a distance.
// Its frame and axes are the plot kit's (figures/plot/).
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { createPlotAxes, type PlotAxes } from '../../figures/plot/axes.js';
import { fitSvg, plotBottom, plotRight, type PlotFrame } from '../../figures/plot/frame.js';

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

/** The plot's frame: 0.42 of the whole width tall (not of the plot's, as the kit's plotFrame), 180 to 260 px. */
function bucketFrame(width: number): PlotFrame {
  const height = Math.round(Math.min(260, Math.max(180, width * 0.42)));
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    width: Math.max(120, width - MARGIN.left - MARGIN.right),
    height: height - MARGIN.top - MARGIN.bottom,
  };
  return { width, height, plot, compact: width < 520 };
}

export class BucketPlot {
  readonly #axes: PlotAxes;
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
    // Every layer in one group: the kit's axes draw into a <g>.
    const root = select(svg).attr('class', 'bucket-plot').append('g');
    this.#guides = root.append('g').attr('class', 'bucket-guides');
    // The titles' places as before the kit: 34 px under the plot, the y title's centre at x = 12.
    this.#axes = createPlotAxes(root, {
      xLabel: 'relative position d = j − i',
      yLabel: 'bucket',
      xLabelGap: 34,
      yLabelX: 12,
    });
    this.#path = root.append('path').attr('class', 'bucket-line');
    this.#dot = root.append('circle').attr('class', 'bucket-dot cell-cursor').attr('r', 4);
    this.#hit = root
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
    const frame = bucketFrame(width);
    const { plot } = frame;
    fitSvg(this.svg, frame);
    const first = curve.distances[0]!;
    const last = curve.distances[curve.distances.length - 1]!;
    this.#x = scaleLinear()
      .domain([first - 0.5, last + 0.5])
      .range([plot.left, plotRight(frame)]);
    this.#y = scaleLinear()
      .domain([0, curve.numBuckets - 1])
      .range([plotBottom(frame), plot.top]);
    const x = this.#x;
    const y = this.#y;
    // d3's ticks and formats as its axes chose them, and the outer ticks of its default left axis.
    const xTicks = Math.max(3, Math.floor(plot.width / 70));
    this.#axes.draw(frame, {
      x,
      y,
      xAxis: { ticks: x.ticks(xTicks), format: x.tickFormat(xTicks) },
      yAxis: { ticks: y.ticks(5), format: y.tickFormat(5), outerTickSize: 6 },
    });

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
      .attr('y1', plot.top)
      .attr('y2', plotBottom(frame));
    this.#guides
      .selectAll('text')
      .data(guides)
      .join('text')
      .attr('class', 'bucket-guide-label')
      .attr('text-anchor', 'middle')
      .attr('x', (g) => x(g.at))
      .attr('y', plot.top - 4)
      .text((g) => g.label);
    select(this.#hit)
      .attr('x', plot.left)
      .attr('y', plot.top)
      .attr('width', plot.width)
      .attr('height', plot.height)
      .attr(
        'aria-label',
        `T5 bucket against relative position from ${first} to ${last}: exact below ${curve.exactBelow}, logarithmic up to ${curve.maxDistance}`,
      );
    if (firstDraw) this.#index = curve.distances.indexOf(0) < 0 ? 0 : curve.distances.indexOf(0);
    this.#dot.attr('visibility', 'hidden');
    this.point(this.#index);
  }
}
