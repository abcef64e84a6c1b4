// One small dial per rotating pair: an arrow at the angle whose cosine and sine ropeCosSin()
// returned for position m, and the arc it has swept since 0 (mod one turn). The first pairs turn by
// almost a radian per position; the last ones barely move. The selected pair is outlined.
const SVG_NS = 'http://www.w3.org/2000/svg';

export interface DialLayout {
  columns: number;
  /** Side of one dial's cell in CSS px. */
  cell: number;
  width: number;
  height: number;
}

/** As many columns as fit `width` with cells of 36–56 px; at most 16 columns. */
export function layoutDials(width: number, pairs: number): DialLayout {
  const columns = Math.max(1, Math.min(pairs, 16, Math.floor(width / 38)));
  const cell = Math.min(56, Math.floor(width / columns));
  const rows = Math.ceil(pairs / columns);
  return { columns, cell, width: columns * cell, height: rows * cell };
}

function element<K extends keyof SVGElementTagNameMap>(name: K, className: string): SVGElementTagNameMap[K] {
  const made = document.createElementNS(SVG_NS, name);
  made.setAttribute('class', className);
  return made;
}

interface Dial {
  group: SVGGElement;
  sweep: SVGPathElement;
  arrow: SVGLineElement;
  tip: SVGCircleElement;
}

export class Dials {
  private dials: Dial[] = [];
  private layout: DialLayout = { columns: 1, cell: 40, width: 40, height: 40 };
  private selected = -1;

  constructor(private readonly svg: SVGSVGElement) {}

  /** The pair under a point of the SVG (CSS px from its top left), or -1. */
  pairAt(x: number, y: number): number {
    const column = Math.floor(x / this.layout.cell);
    const row = Math.floor(y / this.layout.cell);
    if (column < 0 || column >= this.layout.columns || row < 0) return -1;
    const pair = row * this.layout.columns + column;
    return pair < this.dials.length ? pair : -1;
  }

  get columns(): number {
    return this.layout.columns;
  }

  /**
   * Gives the SVG the size `pairs` dials take in `width` px, before they are built: a first draw
   * builds them in a task of its own, and nothing under them moves when they come.
   */
  reserve(pairs: number, width: number): void {
    const layout = layoutDials(width, pairs);
    this.svg.setAttribute('width', String(layout.width));
    this.svg.setAttribute('height', String(layout.height));
    this.svg.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
  }

  /** Builds `pairs` dials laid out in `width` px (only when the count or the width changed). */
  build(pairs: number, width: number): void {
    const layout = layoutDials(width, pairs);
    if (pairs === this.dials.length && layout.cell === this.layout.cell && layout.columns === this.layout.columns)
      return;
    this.layout = layout;
    this.svg.replaceChildren();
    this.reserve(pairs, width);
    const radius = layout.cell / 2 - 5;
    this.dials = Array.from({ length: pairs }, (_, pair) => {
      const group = element('g', 'dial');
      group.dataset.pair = String(pair);
      const cx = (pair % layout.columns) * layout.cell + layout.cell / 2;
      const cy = Math.floor(pair / layout.columns) * layout.cell + layout.cell / 2;
      group.setAttribute('transform', `translate(${cx},${cy})`);
      const face = element('circle', 'dial-face');
      face.setAttribute('r', String(radius));
      const zero = element('line', 'dial-zero');
      zero.setAttribute('x2', String(radius));
      const sweep = element('path', 'dial-sweep');
      const arrow = element('line', 'dial-arrow');
      const tip = element('circle', 'dial-tip');
      tip.setAttribute('r', '2.4');
      group.append(face, sweep, zero, arrow, tip);
      this.svg.append(group);
      return { group, sweep, arrow, tip };
    });
    this.select(Math.min(this.selected, pairs - 1));
  }

  /** Points dial k at (cos[k], sin[k]): counter-clockwise from the right, as angles are drawn. */
  point(cos: ArrayLike<number>, sin: ArrayLike<number>): void {
    const radius = this.layout.cell / 2 - 5;
    this.dials.forEach((dial, k) => {
      const c = cos[k]!;
      const s = sin[k]!;
      const norm = Math.hypot(c, s) || 1; // scaled tables (yarn's attention factor) still point the same way
      const x = (radius * c) / norm;
      const y = (-radius * s) / norm;
      dial.arrow.setAttribute('x2', x.toFixed(2));
      dial.arrow.setAttribute('y2', y.toFixed(2));
      dial.tip.setAttribute('cx', x.toFixed(2));
      dial.tip.setAttribute('cy', y.toFixed(2));
      // The arc from angle 0 to the arrow, counter-clockwise (the swept part of the turn).
      const angle = Math.atan2(s, c);
      const swept = angle < 0 ? angle + 2 * Math.PI : angle;
      const r = radius * 0.55;
      const large = swept > Math.PI ? 1 : 0;
      const end = `${(r * Math.cos(swept)).toFixed(2)},${(-r * Math.sin(swept)).toFixed(2)}`;
      dial.sweep.setAttribute('d', swept < 1e-6 ? '' : `M0,0 L${r},0 A${r},${r} 0 ${large} 0 ${end} Z`);
    });
  }

  select(pair: number): void {
    this.selected = pair;
    this.dials.forEach((dial, k) => dial.group.classList.toggle('selected', k === pair));
  }
}
